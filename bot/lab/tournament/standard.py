"""The standard matches: each level against the one below, and a 4-player mix."""

from __future__ import annotations

from collections import defaultdict

from bot.ai.levels import Level
from bot.engine import default_board
from bot.lab.tournament.games import Entrant, Result, Runner, Task, run_all
from bot.lab.tournament.stats import rate

MATCHES = [
    ("greedy vs random, 2 players", (Level.GREEDY, Level.RANDOM), 1.0),
    ("search vs greedy, 2 players", (Level.SEARCH, Level.GREEDY), 0.25),
    ("search, greedy, greedy, random, 4 players", (Level.SEARCH, Level.GREEDY, Level.GREEDY, Level.RANDOM), 0.25),
]


def print_match(label: str, entrants: tuple[Entrant, ...], results: list[Result]) -> None:
    n = len(results)
    print(f"\n{label}: {n} games")
    for i, entrant in enumerate(entrants):
        wins = sum(r.share[i] for r in results)
        points = sum(r.points[i] for r in results) / max(n, 1)
        print(f"  {entrant.level + ' #' + str(i + 1):<10} wins {rate(wins, n)}   average {points:5.1f} points")


def print_balance(played: list[tuple[tuple[Entrant, ...], list[Result]]]) -> None:
    """Win rate by seat and by the family married first, over every match (levels mixed:
    the balance study, ``--study``, separates the board from the players)."""
    by_seat: dict[tuple[int, int], list[float]] = defaultdict(lambda: [0.0, 0])
    by_family: dict[int, list[float]] = defaultdict(lambda: [0.0, 0])
    for entrants, results in played:
        players = len(entrants)
        for result in results:
            for i in range(players):
                seat_tally = by_seat[(players, result.seats[i])]
                seat_tally[0] += result.share[i]
                seat_tally[1] += 1
                if (married := result.first_family[i]) is not None:
                    family_tally = by_family[married]
                    family_tally[0] += result.share[i] * players
                    family_tally[1] += 1
    print("\nBalance: win rate by seat (1 = plays first); fair is 1/players")
    for (players, seat), (wins, n) in sorted(by_seat.items()):
        print(f"  {players} players, seat {seat + 1}:  {rate(wins, int(n))}")
    print("\nBalance: by the family a player married first (wins × players / games; fair is 100%; levels mixed)")
    board = default_board()
    for family, (weighted, n) in sorted(by_family.items(), key=lambda item: -item[1][1]):
        print(f"  {board.families[family].name:<8} first married {int(n):4d} times:  {100 * weighted / n:5.1f}%")


def run(games: int, runner: Runner, search_iterations: int, seed: int) -> None:
    thinking = f"at {search_iterations} iterations per move" if search_iterations else "at its CPU budget, as in play"
    print(f"Tournament: seeds from {seed}, search level {thinking}, {runner.processes}")
    played = []
    for number, (label, levels, share) in enumerate(MATCHES):
        entrants = tuple(Entrant(level, search_iterations) for level in levels)
        first = seed + 100_000 * number
        tasks = [Task(entrants, first + g) for g in range(max(2, int(games * share)))]
        results = run_all(tasks, runner)
        print_match(label, entrants, results)
        played.append((entrants, results))
    print_balance(played)
