"""People's ratings against the Plackett-Luce update worked out by hand here (Weng and Lin
2011, Algorithm 4, with OpenSkill's defaults), not by the code under test."""

import math

import pytest

from bot.ai import LEVEL_SKILLS, Level
from bot.ratings.skill import START, Skill, ranks_by_points, rate_game

BETA, TAU, KAPPA = 25 / 6, 25 / 300, 0.0001


def by_hand(skills: list[tuple[float, float]], ranks: list[int]) -> list[tuple[float, float]]:
    """The update written out: sigma grows by tau first; c pools every seat's variance and
    beta; seat i's share of each "who is best among those ranked at or below q" choice moves
    its mu (omega) and shrinks its sigma (delta); tied seats split each choice they share."""
    sigmas = [math.sqrt(s * s + TAU * TAU) for _, s in skills]
    c = math.sqrt(sum(s * s + BETA * BETA for s in sigmas))
    strength = [math.exp(mu / c) for mu, _ in skills]
    shared = [sum(1 for r in ranks if r == rq) for rq in ranks]
    pool = [sum(strength[s] for s, rs in enumerate(ranks) if rs >= rq) for rq in ranks]
    updated = []
    for i, (mu, _) in enumerate(skills):
        omega = delta = 0.0
        for q in range(len(skills)):
            if ranks[q] <= ranks[i]:
                p = strength[i] / pool[q]
                omega += ((1 if q == i else 0) - p) / shared[q]
                delta += p * (1 - p) / shared[q]
        variance = sigmas[i] ** 2
        gamma = sigmas[i] / c
        updated.append((mu + variance / c * omega,
                        sigmas[i] * math.sqrt(max(1 - variance / c ** 2 * gamma * delta, KAPPA))))
    return updated


def check(skills: list[Skill], points: list[int], ranks: list[int]) -> None:
    assert ranks_by_points(points) == ranks
    got = rate_game(skills, points)
    expected = by_hand([(s.mu, s.sigma) for s in skills], ranks)
    assert [(g.mu, g.sigma) for g in got] == [pytest.approx(e, abs=1e-9) for e in expected]


def test_two_newcomers_the_winner_gains_what_the_loser_loses():
    check([START, START], [40, 31], [1, 2])
    winner, loser = rate_game([START, START], [40, 31])
    # in short: two equals, so each choice is a coin toss, omega = +-1/2 and c = sqrt(2 (sigma^2 + beta^2))
    variance = START.sigma ** 2 + TAU ** 2
    assert winner.mu == pytest.approx(25 + variance / math.sqrt(2 * (variance + BETA ** 2)) / 2)
    assert winner.mu - 25 == pytest.approx(25 - loser.mu)


def test_four_players_of_different_strength_with_a_computer_level():
    skills = [Skill(31.0, 4.0), START, LEVEL_SKILLS[Level.SEARCH], Skill(18.5, 6.2)]
    check(skills, [55, 61, 48, 22], [2, 1, 3, 4])
    after = rate_game(skills, [55, 61, 48, 22])
    assert after[1].mu > START.mu and after[3].mu < 18.5  # the winner up, the last down


def test_a_tie_for_first_shares_the_rank():
    check([START, Skill(28.0, 5.0), START], [47, 47, 30], [1, 1, 3])
    check([START, START, START, START], [30, 47, 47, 12], [3, 1, 1, 4])
    first, second, _ = rate_game([START, START, START], [47, 47, 30])
    assert first == second


def test_a_tie_at_two_is_a_draw():
    check([Skill(30.0, 3.0), START], [40, 40], [1, 1])
    stronger, newcomer = rate_game([Skill(30.0, 3.0), START], [40, 40])
    assert stronger.mu < 30.0 < newcomer.mu + 10 and newcomer.mu > 25.0
