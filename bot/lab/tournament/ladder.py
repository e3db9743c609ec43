"""The ladder: every level against every other, rated on one scale with OpenSkill.

OpenSkill's Plackett-Luce model rates free-for-all games of any size from their
finishing order (ties allowed), so 2- and 4-player games feed one rating per level. It is
maintained, MIT-licensed and pure Python; TrueSkill's Python package has not had a release
since 2018. A rating is mu with its uncertainty sigma; the interval shown is mu ± 1.96
sigma, and the head-to-head win rates beside it are counted directly, with Wilson intervals.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from bot.lab.tournament.games import Entrant, Result, Runner, Task, run_all
from bot.lab.tournament.stats import rate
from bot.ratings.skill import Z95
from bot.ratings.skill import model as skill_model


def ladder_tasks(entrants: Sequence[Entrant], games: int, seed: int) -> list[Task]:
    """Each pair in 2-player games, and every 4 of them together in 4-player games."""
    tasks = [Task(tuple(pair), seed + g) for pair in combinations(entrants, 2) for g in range(games)]
    tasks += [Task(tuple(four), seed + 50_000 + g) for four in combinations(entrants, 4) for g in range(games)]
    return tasks


@dataclass
class Rating:
    entrant: Entrant
    mu: float
    sigma: float

    @property
    def interval(self) -> tuple[float, float]:
        return self.mu - Z95 * self.sigma, self.mu + Z95 * self.sigma


def rate_games(entrants: Sequence[Entrant], tasks: Sequence[Task], results: Sequence[Result]) -> list[Rating]:
    """One rating per level, updated game by game in the seeds' order (ties share a rank)."""
    model = skill_model()
    ratings = {e: model.rating(name=e.label) for e in entrants}
    for task, result in zip(tasks, results, strict=True):
        teams = [[ratings[e]] for e in task.entrants]
        updated = model.rate(teams, scores=list(result.points))
        for entrant, (new,) in zip(task.entrants, updated, strict=True):
            ratings[entrant] = new
    return sorted((Rating(e, r.mu, r.sigma) for e, r in ratings.items()), key=lambda r: -r.mu)


def win_chance(a: Rating, b: Rating) -> float:
    """The model's chance that ``a`` beats ``b`` in a 2-player game."""
    model = skill_model()
    return model.predict_win([[model.rating(a.mu, a.sigma)], [model.rating(b.mu, b.sigma)]])[0]


def run(entrants: Sequence[Entrant], games: int, runner: Runner, seed: int) -> list[Rating]:
    print(f"Ladder: {', '.join(e.label for e in entrants)}; {games} games for each pair (2 players) and for "
          f"each four (4 players), seeds from {seed}")
    tasks = ladder_tasks(entrants, games, seed)
    results = run_all(tasks, runner)
    ratings = rate_games(entrants, tasks, results)
    print_ratings(ratings)
    print_head_to_head(tasks, results)
    return ratings


def print_ratings(ratings: Sequence[Rating]) -> None:
    print("\n  level        rating (95%)          beats the next level down (model, 2 players)")
    for upper, lower in zip(ratings, [*ratings[1:], None], strict=True):
        low, high = upper.interval
        chance = f"{100 * win_chance(upper, lower):5.1f}% vs {lower.entrant.label}" if lower else ""
        print(f"  {upper.entrant.label:<12} {upper.mu:5.1f} ({low:5.1f}-{high:5.1f})   {chance}")


def print_head_to_head(tasks: Sequence[Task], results: Sequence[Result]) -> None:
    """Counted 2-player results, pair by pair, and average points in the 4-player games."""
    print("\n  head to head, 2 players (the first named wins):")
    pairs: dict[tuple[Entrant, ...], list[Result]] = {}
    fours: dict[Entrant, list[int]] = {}
    for task, result in zip(tasks, results, strict=True):
        if len(task.entrants) == 2:
            pairs.setdefault(task.entrants, []).append(result)
        else:
            for entrant, points in zip(task.entrants, result.points, strict=True):
                fours.setdefault(entrant, []).append(points)
    for (a, b), batch in pairs.items():
        strong, weak, index = (b, a, 1) if sum(r.share[1] for r in batch) > len(batch) / 2 else (a, b, 0)
        print(f"    {strong.label:<12} vs {weak.label:<12} {rate(sum(r.share[index] for r in batch), len(batch))}")
    if fours:
        print("  average points in 4-player games: " + ", ".join(
            f"{e.label} {sum(p) / len(p):.1f}" for e, p in sorted(fours.items(), key=lambda item: -sum(item[1]))))
