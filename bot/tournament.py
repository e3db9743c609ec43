"""``python -m bot tournament``: seeded games between computer levels, with win rates,
confidence intervals, average scores and a balance report (by seat, by first family)."""

from __future__ import annotations

import math
import random
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from bot.ai import conceal
from bot.ai.players import GreedyPlayer, RandomPlayer
from bot.ai.search import SearchPlayer
from bot.engine import Marry, apply_action, awaiting, default_board, new_game, score, winners

Z95 = 1.96


@dataclass
class Result:
    """One game: per entrant (in the order given), its seat, points, win share, first marriage."""

    seats: list[int]
    points: list[int]
    share: list[float]
    first_family: list[int | None]


@dataclass
class Match:
    label: str
    entrants: list[str]     # levels, one per player
    games: int
    results: list[Result] = field(default_factory=list)


def make(level: str, seed: int, search_iterations: int):
    if level == "search":
        return SearchPlayer(seed, seconds=60.0, iterations=search_iterations)
    return {"random": RandomPlayer, "greedy": GreedyPlayer}[level](seed)


def play(entrants: list[str], seed: int, search_iterations: int) -> Result:
    """One game; entrant i plays under the name "i" and is seated by the seed (R2.7)."""
    names = [str(i) for i in range(len(entrants))]
    state, _ = new_game(names, seed)
    players = {name: make(level, seed * 10 + i, search_iterations) for i, (name, level) in
               enumerate(zip(names, entrants, strict=True))}
    rng = random.Random(seed)
    first: dict[int, int] = {}
    while not state.over:
        seat = awaiting(state)[0].player
        action = players[state.players[seat].name].choose(conceal(state, seat, rng), seat)
        if isinstance(action, Marry):
            first.setdefault(int(state.players[seat].name), action.family)
        apply_action(state, seat, action)
    seat_of = {int(p.name): seat for seat, p in enumerate(state.players)}
    won = winners(state)
    lines = score(state)
    return Result(
        seats=[seat_of[i] for i in range(len(entrants))],
        points=[lines[seat_of[i]].total for i in range(len(entrants))],
        share=[1 / len(won) if seat_of[i] in won else 0.0 for i in range(len(entrants))],
        first_family=[first.get(i) for i in range(len(entrants))],
    )


def _play_task(task: tuple[list[str], int, int]) -> Result:
    return play(*task)


def run_match(match: Match, first_seed: int, jobs: int, search_iterations: int) -> None:
    tasks = [(match.entrants, first_seed + g, search_iterations) for g in range(match.games)]
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            match.results = list(pool.map(_play_task, tasks))
    else:
        match.results = [_play_task(t) for t in tasks]


def wilson(wins: float, n: int) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + Z95 ** 2 / (2 * n)) / (1 + Z95 ** 2 / n)
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95 ** 2 / (4 * n * n)) / (1 + Z95 ** 2 / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def rate(wins: float, n: int) -> str:
    low, high = wilson(wins, n)
    return f"{100 * wins / max(n, 1):5.1f}%  (95% CI {100 * low:4.1f}-{100 * high:5.1f}%)"


def print_match(match: Match) -> None:
    n = len(match.results)
    print(f"\n{match.label}: {n} games")
    for i, level in enumerate(match.entrants):
        wins = sum(r.share[i] for r in match.results)
        points = sum(r.points[i] for r in match.results) / max(n, 1)
        print(f"  {level + ' #' + str(i + 1):<10} wins {rate(wins, n)}   average {points:5.1f} points")


def print_balance(matches: list[Match]) -> None:
    """Win rate by seat (per player count) and by the family a player married first."""
    by_seat: dict[tuple[int, int], list[float]] = defaultdict(lambda: [0.0, 0])
    by_family: dict[int, list[float]] = defaultdict(lambda: [0.0, 0])
    for match in matches:
        players = len(match.entrants)
        for result in match.results:
            for i in range(players):
                seat = by_seat[(players, result.seats[i])]
                seat[0] += result.share[i]
                seat[1] += 1
                if result.first_family[i] is not None:
                    family = by_family[result.first_family[i]]
                    family[0] += result.share[i] * players
                    family[1] += 1
    print("\nBalance: win rate by seat (1 = plays first); fair is 1/players")
    for (players, seat), (wins, n) in sorted(by_seat.items()):
        print(f"  {players} players, seat {seat + 1}:  {rate(wins, int(n))}")
    print("\nBalance: by the family a player married first (wins × players / games; fair is 100%)")
    board = default_board()
    for family, (weighted, n) in sorted(by_family.items(), key=lambda item: -item[1][1]):
        print(f"  {board.families[family].name:<8} first married {int(n):4d} times:  {100 * weighted / n:5.1f}%")


STANDARD = [
    ("greedy vs random, 2 players", ["greedy", "random"], 1.0),
    ("search vs greedy, 2 players", ["search", "greedy"], 0.25),
    ("search, greedy, greedy, random, 4 players", ["search", "greedy", "greedy", "random"], 0.25),
]


def run(games: int, jobs: int, search_iterations: int, seed: int) -> None:
    print(f"Tournament: seeds from {seed}, search level at {search_iterations} iterations per move, {jobs} processes")
    matches = []
    for number, (label, entrants, share) in enumerate(STANDARD):
        match = Match(label, entrants, max(2, int(games * share)))
        run_match(match, seed + 100_000 * number, jobs, search_iterations)
        print_match(match)
        matches.append(match)
    print_balance(matches)
