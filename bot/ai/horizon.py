"""What two moves lead to at the search's horizon, in the evaluation's own terms.

A turning point's contrasts say what two moves do at once. When they do alike at once, or the
better move only costs, a player read no more than that the search "expects more of it in the
turns that follow". The search's walks play on ``ROLLOUT_TURNS`` turns a seat with the
rollout's quick moves and then evaluate (``bot.ai.coach.terms``: the seat's points now, its
cards within a camel's reach, its families' treasuries, the best rival's points). Playing both
moves on in the same way and taking the evaluation apart at that horizon says in those terms
where the expected points come from. Each playout plays both moves on from one stream, so that
the difference comes from the moves, not from the others' luck."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from bot.ai.answers import played
from bot.ai.coach import NOTICED, in_reach
from bot.ai.ending import points_now
from bot.ai.evaluate import CARD_HOPE, RIVAL_WEIGHT, TREASURY_WEIGHT
from bot.ai.expert import ROLLOUT_TURNS
from bot.ai.rollout import play_on
from bot.engine import Action
from bot.engine.fast import FastState

PLAYOUTS = 4  # playouts of each move from each concealed world


@dataclass(frozen=True)
class Outlook:
    """The evaluation's terms for the seat at the horizon, in a player's units, on average:
    its points if the game ended then, its hand cards within a camel's reach, the Dirham in
    its families' treasuries, and the points of the best of the others."""

    points: float
    reach: float
    treasuries: float
    rival: float


# Each term: how many of the evaluation's points one of its units is worth.
WORTH = {"points": 1.0, "reach": CARD_HOPE, "treasuries": TREASURY_WEIGHT, "rival": -RIVAL_WEIGHT}


def outlooks(worlds: Sequence[FastState], seat: int, moves: Sequence[Action], seed: int) -> tuple[Outlook, ...]:
    """For each of ``moves`` (the seat's turn moves in ``worlds``, concealed copies of its
    position), its ``Outlook`` at the search's horizon, or at the end if the game ends first."""
    rng = random.Random(seed)
    sums = [[0.0] * 4 for _ in moves]
    for world in worlds:
        until = world.turn + ROLLOUT_TURNS * len(world.names)
        for stream in [rng.getrandbits(64) for _ in range(PLAYOUTS)]:
            for total, move in zip(sums, moves, strict=True):
                after = played(world, seat, move)
                play_on(after, until, stream)
                rivals = [points_now(after, other) for other in range(len(after.names)) if other != seat]
                figures = (points_now(after, seat), len(in_reach(after, seat)),
                           sum(after.treasury[f] for f in set(after.tiles[seat])), max([0, *rivals]))
                for i, figure in enumerate(figures):
                    total[i] += figure
    count = max(1, len(worlds) * PLAYOUTS)
    return tuple(Outlook(*(figure / count for figure in total)) for total in sums)


def differing(better: Outlook, played: Outlook) -> list[str]:
    """The terms (``WORTH``'s keys) on which the two outlooks differ by a noticeable share of
    the evaluation's points, most worth first, whichever move they favour."""
    gaps = {name: (getattr(better, name) - getattr(played, name)) * worth for name, worth in WORTH.items()}
    return sorted((name for name, gap in gaps.items() if abs(gap) >= NOTICED), key=lambda name: -abs(gaps[name]))
