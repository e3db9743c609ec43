"""A match: the same levels at one table for many seeded games, each level's wins with a
95% Wilson interval. How a new level shows it beats another head to head (two entrants) or
ranks first at a bigger table (``python -m bot tournament --match expert,search``)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.lab.tournament.games import Entrant, Result, Runner, Task, run_all
from bot.lab.tournament.stats import rate


def match_tasks(entrants: tuple[Entrant, ...], games: int, seed: int) -> list[Task]:
    """``games`` games of these entrants, seeded from ``seed`` (the seed deals the seats)."""
    return [Task(entrants, seed + g) for g in range(games)]


def places(result: Result) -> list[float]:
    """Each entrant's place by points (1: most), tied entrants sharing the mean of their places."""
    return [1 + sum(other > mine for other in result.points) + (sum(other == mine for other in result.points) - 1) / 2
            for mine in result.points]


def run(entrants: tuple[Entrant, ...], games: int, runner: Runner, seed: int) -> list[Result]:
    print(f"Match: {', '.join(e.label for e in entrants)}; {games} games of {len(entrants)} players, "
          f"seeds from {seed}, {runner.processes}")
    results = run_all(match_tasks(entrants, games, seed), runner)
    print_match(entrants, results)
    return results


def print_match(entrants: Sequence[Entrant], results: Sequence[Result]) -> None:
    """Per entrant: wins (ties share a win) with the Wilson interval, mean place and points;
    the entrant with the most wins first."""
    n = len(results)
    rows = []
    for i, entrant in enumerate(entrants):
        wins = sum(r.share[i] for r in results)
        place = sum(places(r)[i] for r in results) / max(n, 1)
        points = sum(r.points[i] for r in results) / max(n, 1)
        rows.append((wins, f"  {entrant.label + ' #' + str(i + 1):<16} wins {rate(wins, n)}   "
                           f"mean place {place:4.2f}   average {points:5.1f} points"))
    for _, line in sorted(rows, key=lambda row: -row[0]):
        print(line)
