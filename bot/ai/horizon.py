"""What two moves lead to at the search's horizon, in the evaluation's own terms.

A turning point's contrasts say what two moves do at once. When they do alike at once, or the
better move only costs, a player read no more than that the search "expects more of it in the
turns that follow". The search's walks play on ``ROLLOUT_TURNS`` turns a seat and then
evaluate (``bot.ai.coach.terms``: the seat's points now, its cards within reach of its families' camels, its
families' treasuries, the best rival's points). Playing both moves on with the rollout's quick
moves and taking the evaluation apart at that horizon says in those terms where the expected
points come from. It is an estimate of its own, from fewer playouts than the search's walks and
without their tree, so it is said only where it agrees with the points at stake (``supports``).
Each playout plays both moves on from the same deal and the same random stream."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from bot.ai.answers import played
from bot.ai.coach import NOTICED, terms
from bot.ai.evaluate import CARD_HOPE, RIVAL_WEIGHT, TREASURY_WEIGHT
from bot.ai.expert import horizon
from bot.ai.rollout import play_on
from bot.engine import Action
from bot.engine.fast import FastState

PLAYOUTS = 4  # playouts of each move from each concealed world
KEPT_PARTS = 2  # the figures a line names at most, most worth first: a bullet a phone shows whole


@dataclass(frozen=True)
class Outlook:
    """The evaluation's terms for the seat at the horizon, in a player's units, on average:
    its points if the game ended then, its hand cards within reach of its families' camels, the Dirham in
    its families' treasuries, and the points of the best of the others."""

    points: float
    reach: float
    treasuries: float
    rival: float

    @property
    def value(self) -> float:
        """The evaluation these terms add up to."""
        return float(sum(getattr(self, name) * worth for name, worth in WORTH.items()))


# Each term: how many of the evaluation's points one of its units is worth.
WORTH = {"points": 1.0, "reach": CARD_HOPE, "treasuries": TREASURY_WEIGHT, "rival": -RIVAL_WEIGHT}


def outlooks(worlds: Sequence[FastState], seat: int, moves: Sequence[Action], seed: int) -> tuple[Outlook, ...]:
    """For each of ``moves`` (the seat's turn moves in ``worlds``, concealed copies of its
    position), its ``Outlook`` at the search's horizon, or at the end if the game ends first."""
    rng = random.Random(seed)
    sums = [[0.0] * 4 for _ in moves]
    for world in worlds:
        starts = [played(world, seat, move) for move in moves]  # the same start for each of its trial games
        for stream in [rng.getrandbits(64) for _ in range(PLAYOUTS)]:
            for total, start in zip(sums, starts, strict=True):
                after = start.clone()
                play_on(after, horizon(world), stream)
                taken = terms(after, seat)
                figures = (taken.own, taken.hope / CARD_HOPE, taken.treasuries / TREASURY_WEIGHT,
                           taken.rival / RIVAL_WEIGHT)
                for i, figure in enumerate(figures):
                    total[i] += figure
    count = max(1, len(worlds) * PLAYOUTS)
    return tuple(Outlook(*(figure / count for figure in total)) for total in sums)


def supports(better: Outlook, played: Outlook, at_stake: float) -> bool:
    """Whether the outlooks agree with the search's verdict: the better move ahead by at least
    half the points at stake (and a noticeable amount). A playout estimate that disagrees would
    tell a player the better move leaves them worse off."""
    return better.value - played.value >= max(NOTICED, at_stake / 2)


def differing(better: Outlook, played: Outlook) -> tuple[list[str], list[str]]:
    """The terms (``WORTH``'s keys) on which the two outlooks differ by a noticeable share of the
    evaluation's points and once rounded as a player reads them, at most ``KEPT_PARTS`` of the
    largest: those that favour the better move, then those that favour the move played, each
    most worth first."""
    gaps = {name: (getattr(better, name) - getattr(played, name)) * worth for name, worth in WORTH.items()}
    kept = sorted((name for name, gap in gaps.items()
                   if abs(gap) >= NOTICED and round(getattr(better, name)) != round(getattr(played, name))),
                  key=lambda name: -abs(gaps[name]))
    kept = kept[:KEPT_PARTS]
    return [name for name in kept if gaps[name] > 0], [name for name in kept if gaps[name] < 0]
