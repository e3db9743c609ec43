"""One seeded game between computer players, and many of them on every core.

A game can force one entrant's first marriage (the balance study): that entrant marries
the given family on its first turn, and until it has, the other seats see one tile of that
family fewer, so they play freely but cannot take the last tile it needs.
"""

from __future__ import annotations

import os
import random
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from bot.ai import conceal
from bot.ai.answers import decide_open
from bot.ai.levels import LEVELS, SEARCH_LEVELS, ComputerPlayer
from bot.engine import (
    Action,
    Discard,
    GameState,
    Marry,
    SaleDecision,
    apply_action,
    awaiting,
    frontier,
    legal_actions,
    new_game,
    score,
    winners,
)

OPEN, BLOCKED, EXHAUSTED = "open", "blocked", "exhausted"


@dataclass(frozen=True)
class Entrant:
    """A computer level; a search level (search, expert) also names its iterations per move,
    and thinks for them whatever the time (so a seed gives the same game on any machine)."""

    level: str
    iterations: int = 0

    @property
    def label(self) -> str:
        return f"{self.level}@{self.iterations}" if self.level in SEARCH_LEVELS else self.level

    def player(self, seed: int) -> ComputerPlayer:
        if self.level in SEARCH_LEVELS:
            return SEARCH_LEVELS[self.level](seed, 3600.0, self.iterations)
        return LEVELS[self.level](seed)


@dataclass(frozen=True)
class Task:
    entrants: tuple[Entrant, ...]
    seed: int
    forced: int | None = None  # entrant 0 must marry this family first
    seat_money: tuple[int, ...] = ()  # Dirham more than the rules' for each seat in turn order (none: the rules')


@dataclass
class Result:
    """One game, per entrant in the order given: its seat, points, win share (ties share
    the win, so the shares sum to one) and first marriage; and each family's route at the end."""

    seats: list[int]
    points: list[int]
    share: list[float]
    first_family: list[int | None]
    routes: list[str]


def route_state(state: GameState, family: int) -> str:
    """Whether a family could still expand at the end: camels left and a space to go to."""
    if state.camels_left[family] == 0:
        return EXHAUSTED
    return OPEN if frontier(state, family) else BLOCKED


def _answers_first(actions: Sequence[Action]) -> bool:
    return any(isinstance(a, SaleDecision | Discard) for a in actions)


def play(task: Task) -> Result:
    """One game; entrant i plays under the name "i" and is seated by the seed (R2.7)."""
    state = starting_state(task)
    players = [entrant.player(task.seed * 10 + i) for i, entrant in enumerate(task.entrants)]
    entrant_at = {seat: int(p.name) for seat, p in enumerate(state.players)}
    forced_seat = next(seat for seat, i in entrant_at.items() if i == 0)
    rng = random.Random(task.seed)
    first: dict[int, int] = {}
    while not state.over:
        seat = awaiting(state)[0].player
        action = _choose(task, state, seat, forced_seat, players[entrant_at[seat]], rng)
        if isinstance(action, Marry):
            first.setdefault(entrant_at[seat], action.family)
        apply_action(state, seat, action)
        _answer_offers(state, rng)
    return _result(task, state, entrant_at, first)


def starting_state(task: Task) -> GameState:
    """The task's game as dealt: entrant i is named "i"; with ``seat_money``, each seat starts
    with its extra Dirham (``Setup.seat_money``)."""
    return new_game([str(i) for i in range(len(task.entrants))], task.seed, seat_money=task.seat_money)[0]


def _answer_offers(state: GameState, rng: random.Random) -> None:
    """Computer seats answer their sale offers at once, with the greedy judgement, as they
    do in Discord (``GameService._answer_without_thinking``)."""
    while state.offers:
        seat = state.offers[0].player
        answer = decide_open(conceal(state, seat, rng), seat)
        assert isinstance(answer, SaleDecision)
        apply_action(state, seat, answer)


def _choose(task: Task, state: GameState, seat: int, forced_seat: int, player: ComputerPlayer,
            rng: random.Random) -> Action:
    waiting_for = None if state.players[forced_seat].tiles else task.forced  # the forced family, until married
    if waiting_for is not None and seat == forced_seat and not _answers_first(legal_actions(state, seat)):
        return Marry(waiting_for)
    world = conceal(state, seat, rng)
    if waiting_for is not None and seat != forced_seat:
        world.tiles_left[waiting_for] -= 1
    return player.choose(world, seat)


def _result(task: Task, state: GameState, entrant_at: dict[int, int], first: dict[int, int]) -> Result:
    seat_of = {i: seat for seat, i in entrant_at.items()}
    count = len(task.entrants)
    won = winners(state)
    lines = score(state)
    return Result(
        seats=[seat_of[i] for i in range(count)],
        points=[lines[seat_of[i]].total for i in range(count)],
        share=[1 / len(won) if seat_of[i] in won else 0.0 for i in range(count)],
        first_family=[first.get(i) for i in range(count)],
        routes=[route_state(state, f.index) for f in state.board.families],
    )


def cores() -> int:
    return max(1, os.cpu_count() or 1)


def run_all(tasks: Sequence[Task], jobs: int, say: Callable[[str], None] = print) -> list[Result]:
    """Every task's result, in the tasks' order; says once, early, how long the whole run
    will take on this machine, and at the end how long it took. The tasks run in a shuffled
    order, so the early games are a fair sample of a run whose games differ in cost (a
    search game takes a hundred random ones' time)."""
    started = time.perf_counter()
    order = list(range(len(tasks)))
    random.Random(len(tasks)).shuffle(order)
    results: dict[int, Result] = {}
    told_at = max(4 * jobs, len(tasks) // 25, min(len(tasks) // 5, 30))
    if jobs > 1 and len(tasks) > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            played = pool.map(play, [tasks[i] for i in order], chunksize=max(1, len(tasks) // (jobs * 40)))
            for index, result in zip(order, played, strict=True):
                results[index] = result
                _tell(len(results), told_at, len(tasks), jobs, started, say)
    else:
        for index in order:
            results[index] = play(tasks[index])
            _tell(len(results), told_at, len(tasks), 1, started, say)
    say(f"  {len(tasks)} games in {_minutes(time.perf_counter() - started)}")
    return [results[index] for index in range(len(tasks))]


def _tell(done: int, told_at: int, total: int, jobs: int, started: float, say: Callable[[str], None]) -> None:
    if done == told_at and done < total:
        estimate = (time.perf_counter() - started) * total / done
        say(f"  {total} games in {jobs} processes: about {_minutes(estimate)} in all (from the first {done})")
        sys.stdout.flush()


def _minutes(seconds: float) -> str:
    return f"{seconds:.0f} s" if seconds < 120 else f"{seconds / 60:.1f} min"
