"""One OpenSkill scale for the computer levels (the ladder) and for people (their ratings).

Both use OpenSkill's Plackett-Luce model with its defaults (mu 25, sigma 25/3, beta 25/6,
tau 25/300), so a person's rating reads on the same scale as the levels': a person at 31 plays
about as well as the casual level. A game is a ranking by points, tied seats sharing a rank.
The levels' ratings are fixed at the ladder's last measured figures (docs/computer-players.md),
so a computer seat moves the people at its table and is never moved by them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce

Z95 = 1.96  # the normal quantile of a 95% interval: a rating's, and the tournament's intervals'


def model() -> PlackettLuce:
    """The one set-up of the model: the ladder's and the people's."""
    return PlackettLuce()


@dataclass(frozen=True)
class Skill:
    """A rating: mu, and its uncertainty sigma."""

    mu: float
    sigma: float

    @property
    def interval(self) -> tuple[float, float]:
        """The 95% interval, mu ± 1.96 sigma."""
        return self.mu - Z95 * self.sigma, self.mu + Z95 * self.sigma

    @property
    def low(self) -> float:
        """The interval's lower end: what leaderboards rank by, so that one lucky game
        does not put a newcomer (whose sigma is large) at the top."""
        return self.interval[0]


START = Skill(model().rating().mu, model().rating().sigma)  # a person's first rating (25 ± 8.33)
# The computer levels' fixed skills are declared with the levels (``bot.ai.levels.COMPUTERS``).


def ranks_by_points(points: Sequence[int]) -> list[int]:
    """Each seat's rank (1: most points); tied seats share the better rank (R9.3)."""
    return [1 + sum(other > mine for other in points) for mine in points]


def rate_game(skills: Sequence[Skill], points: Sequence[int]) -> list[Skill]:
    """Every seat's rating after one game, each seat a team of one, ranked by points."""
    plackett_luce = model()
    teams = [[plackett_luce.rating(skill.mu, skill.sigma)] for skill in skills]
    rated = plackett_luce.rate(teams, ranks=[float(rank) for rank in ranks_by_points(points)])
    return [Skill(new.mu, new.sigma) for (new,) in rated]
