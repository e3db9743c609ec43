"""One seeded game between computer players, and many of them on every core.

A game can force first marriages (the balance study): one entrant's, or every entrant's, each
to its own family. A forced entrant marries its family on its first turn, and until it has,
the other seats see one tile of that family fewer, so they cannot take the last tile it needs.
"""

from __future__ import annotations

import json
import os
import random
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path

from bot.ai import conceal
from bot.ai.answers import decide_open
from bot.ai.budget import Budget
from bot.ai.levels import LEVELS, ComputerPlayer, Level, make_player
from bot.ai.rollout import compiled, warm_kernel
from bot.ai.search import Thinker
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
from bot.games.playing import MOVE_CEILING

OPEN, BLOCKED, EXHAUSTED = "open", "blocked", "exhausted"


@dataclass(frozen=True)
class Entrant:
    """A computer level. A search level (search, expert) thinks as in play, at its CPU budget
    (``iterations`` 0), or for a fixed number of ``iterations`` a move whatever the time (so a
    seed gives the same game on any machine: research)."""

    level: Level
    iterations: int = 0

    @property
    def label(self) -> str:
        return f"{self.level}@{self.iterations}" if LEVELS[self.level].searching and self.iterations else str(
            self.level)

    def player(self, seed: int) -> ComputerPlayer:
        searching = LEVELS[self.level].searching
        if searching and self.iterations:
            return searching.make(seed, Budget.walks_only(self.iterations))
        return make_player(self.level, seed)


@dataclass(frozen=True)
class Task:
    entrants: tuple[Entrant, ...]
    seed: int
    forced: int | None = None  # entrant 0 must marry this family first
    marriages: tuple[int, ...] = ()  # or each entrant in order must marry its own family first
    seat_money: tuple[int, ...] = ()  # Dirham more than the rules' for each seat in turn order (none: the rules')


@dataclass
class Result:
    """One game, per entrant in the order given: its seat, points, win share (ties share
    the win, so the shares sum to one) and first marriage; and each family's route at the end.
    Per entrant also the moves it searched and how many of them the wall ceiling cut short
    (``Counted``; empty in a game kept before they were counted)."""

    seats: list[int]
    points: list[int]
    share: list[float]
    first_family: list[int | None]
    routes: list[str]
    searched: list[int] = field(default_factory=list)
    cut: list[int] = field(default_factory=list)


class Counted:
    """An entrant's player, counting the moves it searched and those the wall ceiling ended
    before their CPU budget was spent: on a busy machine a level at its budget plays weaker
    than its rating, and a run says how often that happened (``ceiling_cuts``)."""

    def __init__(self, player: ComputerPlayer) -> None:
        self.player, self.searched, self.cut = player, 0, 0

    def choose(self, state: GameState, seat: int) -> Action:
        action = self.player.choose(state, seat)
        if isinstance(self.player, Thinker) and self.player.clock.searched:
            self.searched += 1
            self.cut += self.player.clock.cut
        return action


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
    players = [Counted(entrant.player(task.seed * 10 + i)) for i, entrant in enumerate(task.entrants)]
    entrant_at = {seat: int(p.name) for seat, p in enumerate(state.players)}
    owed = {seat: family for seat, i in entrant_at.items() if (family := forced_family(task, i)) is not None}
    rng = random.Random(task.seed)
    first: dict[int, int] = {}
    while not state.over:
        seat = awaiting(state)[0].player
        action = _choose(state, seat, owed, players[entrant_at[seat]], rng)
        if isinstance(action, Marry):
            first.setdefault(entrant_at[seat], action.family)
        apply_action(state, seat, action)
        _answer_offers(state, rng)
    return _result(task, state, entrant_at, first, players)


def starting_state(task: Task) -> GameState:
    """The task's game as dealt: entrant i is named "i"; with ``seat_money``, each seat starts
    with its extra Dirham (``Setup.seat_money``)."""
    return new_game([str(i) for i in range(len(task.entrants))], task.seed, seat_money=task.seat_money)[0]


def _answer_offers(state: GameState, rng: random.Random) -> None:
    """Computer seats answer their sale offers at once, with the greedy judgement, as they
    do in Discord (``Tables._answer_without_thinking`` in ``bot.service.base``)."""
    while state.offers:
        seat = state.offers[0].player
        answer = decide_open(conceal(state, seat, rng), seat)
        assert isinstance(answer, SaleDecision)
        apply_action(state, seat, answer)


def forced_family(task: Task, entrant: int) -> int | None:
    """The family ``entrant`` must marry first, if the task forces one."""
    if task.marriages:
        return task.marriages[entrant]
    return task.forced if entrant == 0 else None


def _choose(state: GameState, seat: int, owed: dict[int, int], player: Counted,
            rng: random.Random) -> Action:
    """``owed``: the forced family of each seat that has one; a seat owes it until married."""
    waiting = {s: family for s, family in owed.items() if not state.players[s].tiles}
    if seat in waiting and not _answers_first(legal_actions(state, seat)):
        return Marry(waiting[seat])
    world = conceal(state, seat, rng)
    for other, family in waiting.items():
        if other != seat:
            world.tiles_left[family] -= 1
    return player.choose(world, seat)


def _result(task: Task, state: GameState, entrant_at: dict[int, int], first: dict[int, int],
            players: Sequence[Counted]) -> Result:
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
        searched=[p.searched for p in players],
        cut=[p.cut for p in players],
    )


def ceiling_cuts(tasks: Sequence[Task], results: Sequence[Result]) -> str | None:
    """The line that says, per level playing at its budget (not at fixed iterations), how many
    of its searched moves the wall ceiling cut short of their CPU budget; None where no level
    does. A run on a machine so busy that these are not near 0 rated a weaker computer."""
    counts: dict[str, list[int]] = {}
    for task, result in zip(tasks, results, strict=True):
        for i, entrant in enumerate(task.entrants):
            if LEVELS[entrant.level].searching and not entrant.iterations:
                tally = counts.setdefault(entrant.label, [0, 0])
                if result.searched:
                    tally[0] += result.cut[i]
                    tally[1] += result.searched[i]
    if not counts:
        return None
    each = ", ".join(f"{label} {cut:,} of {searched:,}" for label, (cut, searched) in counts.items())
    return (f"  moves the {MOVE_CEILING:g} s wall ceiling cut short of their CPU budget: {each} "
            "(a strength figure needs these near 0: a cut move plays below its level)")


def cores() -> int:
    return max(1, os.cpu_count() or 1)


@dataclass(frozen=True)
class Runner:
    """How a run plays its games: in ``jobs`` processes, and, with ``kept``, adding each
    finished game to that file (a line of JSON), so that a run cut short (a restarted machine,
    a stopped session) goes on where it stopped when started again with the same file: it
    plays only the games the file lacks. A game is known by its entrants, seed, forced family
    or families and seat money; the file is for one version of the players' code."""

    jobs: int
    kept: Path | None = None

    @property
    def processes(self) -> str:
        """"1 process", "2 processes": as a run's first line says it."""
        return f"{self.jobs} process" if self.jobs == 1 else f"{self.jobs} processes"


def task_key(task: Task) -> str:
    """How the kept file names a task: every field that decides its game."""
    fields = [[[e.level, e.iterations] for e in task.entrants], task.seed, task.forced, list(task.seat_money)]
    if task.marriages:   # added last, and only when set, so that files kept before it still match
        fields.append(list(task.marriages))
    return json.dumps(fields)


def kept_results(path: Path | None) -> dict[str, Result]:
    """The results a kept file holds, by task; a line cut short by a stop is left out."""
    found: dict[str, Result] = {}
    if path is None or not path.exists():
        return found
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            entry = json.loads(line)
            found[entry["task"]] = Result(**entry["result"])
        except (ValueError, KeyError, TypeError):
            continue
    return found


def run_all(tasks: Sequence[Task], runner: Runner, say: Callable[[str], None] = print) -> list[Result]:
    """Every task's result, in the tasks' order; says once, early, how long the whole run
    will take on this machine, and at the end how long it took. The tasks run in a shuffled
    order, so the early games are a fair sample of a run whose games differ in cost (a
    search game takes a hundred random ones' time)."""
    started = time.perf_counter()
    kept = kept_results(runner.kept)
    results = {i: kept[task_key(task)] for i, task in enumerate(tasks) if task_key(task) in kept}
    if results:
        say(f"  {len(results)} of {len(tasks)} games kept in {runner.kept}; "
            f"playing the other {len(tasks) - len(results)}")
    order = [i for i in range(len(tasks)) if i not in results]
    random.Random(len(tasks)).shuffle(order)
    told_at = max(4 * runner.jobs, len(order) // 25, min(len(order) // 5, 30))
    warming = _warming([tasks[i] for i in order], say)
    with _Keeper(runner.kept) as keep:
        if runner.jobs > 1 and len(order) > 1:
            with ProcessPoolExecutor(max_workers=runner.jobs, initializer=warming) as pool:
                chunks = max(1, len(order) // (runner.jobs * 40))
                played = pool.map(play, [tasks[i] for i in order], chunksize=chunks)
                for number, (index, result) in enumerate(zip(order, played, strict=True), 1):
                    results[index] = keep(tasks[index], result)
                    _tell(number, told_at, len(order), runner.jobs, started, say)
        else:
            warming()
            for number, index in enumerate(order, 1):
                results[index] = keep(tasks[index], play(tasks[index]))
                _tell(number, told_at, len(order), 1, started, say)
    say(f"  {len(order)} games in {_minutes(time.perf_counter() - started)}")
    ordered = [results[index] for index in range(len(tasks))]
    if (cuts := ceiling_cuts(tasks, ordered)) is not None:
        say(cuts)
    return ordered


def _warming(tasks: Sequence[Task], say: Callable[[str], None]) -> Callable[[], object]:
    """What each playing process does before its first game where a level searches: compile the
    kernel (or load it from numba's cache), as the bot's search workers do when they start, so
    that no move's clock pays for the compiling (tens of seconds, minutes on a busy machine,
    which would cut that move to a walk or two at its wall ceiling). Says once which way the
    computers think, as the bot's log does."""
    if not any(LEVELS[e.level].searching for task in tasks for e in task.entrants):
        return _nothing
    way = "on compiled code (the numba kernel, ready before each process's first game)" if compiled() else (
        "in pure Python (numba is not installed)")
    say(f"  computer players think {way}")
    return warm_kernel


def _nothing() -> None:
    """Random and greedy games need nothing ready."""


class _Keeper:
    """Adds each finished game to the kept file, if there is one, at once (a stop may come
    at any moment), on a line of its own even after a line a stop cut short."""

    def __init__(self, path: Path | None) -> None:
        self.file = path.open("a", encoding="utf-8") if path is not None else None
        if self.file is not None and path is not None and path.stat().st_size:
            with path.open("rb") as read:
                read.seek(-1, os.SEEK_END)
                if read.read(1) != b"\n":
                    self.file.write("\n")

    def __enter__(self) -> _Keeper:
        return self

    def __exit__(self, *exc: object) -> None:
        if self.file is not None:
            self.file.close()

    def __call__(self, task: Task, result: Result) -> Result:
        if self.file is not None:
            self.file.write(json.dumps({"task": task_key(task), "result": asdict(result)}) + "\n")
            self.file.flush()
        return result


def _tell(done: int, told_at: int, total: int, jobs: int, started: float, say: Callable[[str], None]) -> None:
    if done == told_at and done < total:
        estimate = (time.perf_counter() - started) * total / done
        say(f"  {total} games in {jobs} processes: about {_minutes(estimate)} in all (from the first {done})")
        sys.stdout.flush()


def _minutes(seconds: float) -> str:
    return f"{seconds:.0f} s" if seconds < 120 else f"{seconds / 60:.1f} min"
