"""The balance study: the board measured with equal players, so that a family's or a
seat's figure says something about the board, not about who happened to choose it.

- ``families``: for each family, games among equal players in which entrant 0 must marry
  that family first (every other seat plays freely); the same seeds for every family, so
  the families are compared on the same deals. A family's figure is entrant 0's win share
  times the number of players (fair: 100%), averaged over games of 2 to 5 players. Free
  seats choose the family that suits their deal, so among strong players a forced one wins a
  little less than fair whatever the family.
- ``families``, everyone forced: every entrant must marry its own family first (dealt by the
  seed); each game measures as many families as it has seats, nobody chooses, and the
  families' figures average exactly fair.
- ``seats``: games among equal players with nobody forced; win share by seat position.
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from bot.engine import default_board
from bot.lab.tournament.games import BLOCKED, EXHAUSTED, Entrant, Result, Runner, Task, run_all, task_key
from bot.lab.tournament.stats import difference_interval, mean_interval, percent_interval, rate

BAND = (0.85, 1.15)   # the aim: every family's first-marriage share within 85-115% of fair


@dataclass
class FamilyFigures:
    family: int
    games: int
    share: tuple[float, float, float]   # relative to fair: mean, low, high (95%)
    by_players: dict[int, float]
    points: float
    blocked: float
    exhausted: float

    @property
    def in_band(self) -> bool:
        return BAND[0] <= self.share[0] <= BAND[1] and self.share[1] <= 1.0 <= self.share[2]


def family_tasks(entrant: Entrant, families: Sequence[int], games: int, counts: Sequence[int],
                 seed: int) -> list[Task]:
    """``games`` for each of ``families``, spread evenly over the player counts, on the same seeds."""
    tasks = []
    for family in families:
        for g in range(games):
            players = counts[g % len(counts)]
            tasks.append(Task((entrant,) * players, seed + g, forced=family))
    return tasks


def everyone_tasks(entrant: Entrant, games: int, counts: Sequence[int], seed: int) -> list[Task]:
    """Games in which every entrant must marry its own family first, the families dealt by each
    game's seed: as many games as give each family about ``games`` first marriages, spread
    evenly over the player counts like the one-forced study's (so fewer games of 5 players,
    which marry five families each, than of 2), the counts interleaved."""
    families = len(default_board().families)
    per_count = {c: round(games * families / (c * len(counts))) for c in counts}
    order = sorted((k / per_count[c], c) for c in counts for k in range(per_count[c]))
    tasks = []
    for g, (_, players) in enumerate(order):
        marriages = tuple(random.Random(seed + g).sample(range(families), players))
        tasks.append(Task((entrant,) * players, seed + g, marriages=marriages))
    return tasks


def relative_share(result: Result, entrant: int = 0) -> float:
    """An entrant's win share against a fair one: 1.0 is exactly fair."""
    return result.share[entrant] * len(result.share)


def family_figures(family: int, results: Sequence[Result], entrants: Sequence[int] | None = None) -> FamilyFigures:
    """``family``'s figures from the games in which ``entrants[k]`` married it first in
    ``results[k]`` (by default entrant 0 in every game)."""
    seated = list(zip(results, entrants if entrants is not None else [0] * len(results), strict=True))
    by_count: dict[int, list[float]] = {}
    for result, entrant in seated:
        by_count.setdefault(len(result.share), []).append(relative_share(result, entrant))
    n = len(seated)
    return FamilyFigures(
        family=family,
        games=n,
        share=mean_interval([relative_share(r, e) for r, e in seated]),
        by_players={count: sum(values) / len(values) for count, values in sorted(by_count.items())},
        points=sum(r.points[e] for r, e in seated) / max(n, 1),
        blocked=sum(r.routes[family] == BLOCKED for r, _ in seated) / max(n, 1),
        exhausted=sum(r.routes[family] == EXHAUSTED for r, _ in seated) / max(n, 1),
    )


def everyone_figures(tasks: Sequence[Task], results: Sequence[Result]) -> list[FamilyFigures]:
    """Each family's figures from games in which every entrant was forced (``everyone_tasks``)."""
    figures = []
    for family in range(len(default_board().families)):
        found = [(r, t.marriages.index(family)) for t, r in zip(tasks, results, strict=True) if family in t.marriages]
        figures.append(family_figures(family, [r for r, _ in found], [e for _, e in found]))
    return figures


@dataclass(frozen=True)
class PairedFigures:
    """A family's games set seed by seed beside the same games of another run (kept on
    another board): a change's effect, narrower than two separate intervals only as far as
    the two runs' games stay alike (``correlation``; near 0, the pairing gains nothing)."""

    family: int
    games: int                                # seeds found in both runs
    before: float                             # relative share over those seeds, other run
    now: float
    difference: tuple[float, float, float]    # now less before: mean, low, high (95%)
    correlation: float | None                 # None: a run's shares are all alike


def paired_figures(family: int, tasks: Sequence[Task], results: Sequence[Result],
                   before: Mapping[str, Result]) -> PairedFigures:
    """``family``'s games (``tasks`` and their ``results``) beside ``before``'s on the same keys."""
    pairs = [(relative_share(before[task_key(t)]), relative_share(r))
             for t, r in zip(tasks, results, strict=True) if task_key(t) in before]
    old = [b for b, _ in pairs]
    new = [n for _, n in pairs]
    try:
        correlation: float | None = statistics.correlation(old, new)
    except statistics.StatisticsError:   # fewer than two games, or one run's shares all alike
        correlation = None
    return PairedFigures(
        family=family,
        games=len(pairs),
        before=sum(old) / max(len(old), 1),
        now=sum(new) / max(len(new), 1),
        difference=difference_interval([n - b for b, n in pairs]),
        correlation=correlation,
    )


def study_everyone_forced(entrant: Entrant, games: int, counts: Sequence[int], runner: Runner,
                          seed: int) -> list[FamilyFigures]:
    """The family study with every seat forced (``everyone_tasks``)."""
    print(f"Family study, everyone forced: {entrant.label} players, games over {_counts(counts)} players "
          f"giving each family about {games} first marriages, seeds from {seed}; every entrant must marry "
          "its own family first")
    tasks = everyone_tasks(entrant, games, counts, seed)
    results = run_all(tasks, runner)
    figures = everyone_figures(tasks, results)
    print_families(figures, counts)
    print("\n  seats over the same games:")
    print_seats(seat_figures(results))
    return figures


def study_families(entrant: Entrant, games: int, counts: Sequence[int], runner: Runner, seed: int,
                   families: Sequence[int] = (), against: Mapping[str, Result] | None = None,
                   ) -> list[FamilyFigures]:
    """The study of ``families`` (none named: every family). One family's figures do not
    depend on which others are studied beside it (the same seeds), so a slow study, at
    search level say, can be run a few families at a time. ``against``: another run's kept
    games (``kept_results``), set beside these seed by seed."""
    board = default_board()
    families = families or range(len(board.families))
    print(f"Family study: {entrant.label} players, {games} games per family over {_counts(counts)} players, "
          f"seeds from {seed}; entrant 0 must marry the family first")
    tasks = family_tasks(entrant, families, games, counts, seed)
    results = run_all(tasks, runner)
    figures = [family_figures(f, results[i * games:(i + 1) * games]) for i, f in enumerate(families)]
    print_families(figures, counts)
    print("\n  seats over the same games (the forced entrant sits at a seat dealt at random):")
    print_seats(seat_figures(results))
    if against is not None:
        print_paired([paired_figures(f, tasks[i * games:(i + 1) * games], results[i * games:(i + 1) * games],
                                     against) for i, f in enumerate(families)])
    return figures


def print_families(figures: Sequence[FamilyFigures], counts: Sequence[int]) -> None:
    board = default_board()
    per_count = "  ".join(f"{c}p" .rjust(5) for c in counts)
    print(f"\n  {'family':<8} portion  win share vs fair (95%)  {per_count}  points  blocked  exhausted")
    for fig in figures:
        family = board.families[fig.family]
        counts_text = "  ".join(f"{100 * fig.by_players.get(c, 0.0):4.0f}%" for c in counts)
        print(f"  {family.name:<8} {family.portion:>7}  {percent_interval(*fig.share):<23}  {counts_text}  "
              f"{fig.points:6.1f}  {100 * fig.blocked:6.1f}%  {100 * fig.exhausted:8.1f}%")
    outside = [board.families[f.family].name for f in figures if not f.in_band]
    low, high = BAND
    verdict = "yes" if not outside else "no: " + ", ".join(outside)
    print(f"\n  every family studied within {100 * low:.0f}-{100 * high:.0f}% of fair, "
          f"no interval excluding 100%: {verdict}")


def print_paired(figures: Sequence[PairedFigures]) -> None:
    board = default_board()
    print("\n  beside the other run, seed by seed (the same seeds and players there):")
    print(f"  {'family':<8}  games  before     now  difference (95%)          correlation")
    for fig in figures:
        if not fig.games:
            print(f"  {board.families[fig.family].name:<8}      0  (the other run has none of these games)")
            continue
        mean, low, high = fig.difference
        together = "-" if fig.correlation is None else f"{fig.correlation:.2f}"
        print(f"  {board.families[fig.family].name:<8}  {fig.games:>5}  {100 * fig.before:5.1f}%  "
              f"{100 * fig.now:5.1f}%  {100 * mean:+6.1f} ({100 * low:+6.1f} to {100 * high:+6.1f})  {together:>11}")


@dataclass
class SeatFigures:
    players: int
    seat: int
    games: int
    wins: float
    points: float


def study_seats(entrant: Entrant, games: int, counts: Sequence[int], runner: Runner, seed: int,
                seat_money: tuple[int, ...] = ()) -> list[SeatFigures]:
    """Win share by seat position; ``seat_money``: the Dirham each seat in turn order starts
    with beyond the rules' (a compensation for moving later, measured here before any table
    may choose it)."""
    richer = f"; seats start with {', '.join(f'+{m}' for m in seat_money)} Dirham" if seat_money else ""
    print(f"Seat study: {entrant.label} players, {games} games for each of {_counts(counts)} players, "
          f"seeds from {seed}; nobody forced{richer}")
    tasks = [Task((entrant,) * count, seed + g, seat_money=seat_money) for count in counts for g in range(games)]
    results = run_all(tasks, runner)
    figures = seat_figures(results)
    print_seats(figures)
    print_free_choices(results)
    return figures


def seat_figures(results: Sequence[Result]) -> list[SeatFigures]:
    """Each seat's wins and points at each table size among ``results``, in order of size."""
    by_count: dict[int, list[Result]] = {}
    for result in results:
        by_count.setdefault(len(result.seats), []).append(result)
    figures = []
    for count, batch in sorted(by_count.items()):
        for seat in range(count):
            wins = sum(r.share[r.seats.index(seat)] for r in batch)
            points = sum(r.points[r.seats.index(seat)] for r in batch) / len(batch)
            figures.append(SeatFigures(count, seat, len(batch), wins, points))
    return figures


def print_seats(figures: Sequence[SeatFigures]) -> None:
    print("\n  players  seat  win rate (fair: 1/players)          vs fair  points")
    for fig in figures:
        relative = fig.wins * fig.players / max(fig.games, 1)
        print(f"  {fig.players:>7}  {fig.seat + 1:>4}  {rate(fig.wins, fig.games):<34}  {100 * relative:5.0f}%  "
              f"{fig.points:6.1f}")


def print_free_choices(results: Sequence[Result]) -> None:
    """Which family equal players marry first when nobody is forced: a hint, not a measure."""
    board = default_board()
    chosen = [0] * len(board.families)
    for result in results:
        for family in result.first_family:
            if family is not None:
                chosen[family] += 1
    total = max(sum(chosen), 1)
    print("\n  first marriages chosen freely: " + ", ".join(
        f"{board.families[f].name} {100 * chosen[f] / total:.0f}%"
        for f in sorted(range(len(chosen)), key=lambda f: -chosen[f])))


def _counts(counts: Sequence[int]) -> str:
    return ", ".join(str(c) for c in counts)
