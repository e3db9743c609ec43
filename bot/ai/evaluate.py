"""The hand-written evaluation the greedy player maximises and the search player uses to
cut its playouts short, on the fast engine's state (``bot.engine.fast``): the search spends
half its time here, so it reads the frontiers that state keeps instead of recomputing them."""

from __future__ import annotations

from bot.engine.fast import FastState
from bot.engine.state import EMPTY

CARD_HOPE = 2.5      # a card whose space one of our families can reach next
TREASURY_WEIGHT = 0.3
RIVAL_WEIGHT = 0.5


def reachable(s: FastState, seat: int) -> set[int]:
    """Spaces a camel of one of the seat's families could take next turn."""
    spaces: set[int] = set()
    for family in s.tiles[seat]:
        if s.camels_left[family]:
            spaces |= s.frontier[family]
    return spaces


def card_points(s: FastState, tiles: list[int], card: int) -> int:
    """R9.1/R9.2: what a goods card scores now for a holder of ``tiles``
    (``bot.engine.card_points``)."""
    t = s.tables
    space = t.good_space[card]
    points = 0
    for family in s.camels[2 * space:2 * space + 2]:
        if family != EMPTY:
            points += t.own_points if family in tiles else t.other_points
    return points


def total(s: FastState, seat: int) -> int:
    """The seat's points now (R9.4: ``score(state)[seat].total``), ``card_points`` inlined:
    the evaluation asks this for every seat of every position it judges."""
    t, camels, tiles = s.tables, s.camels, s.tiles[seat]
    good_space, own, other = t.good_space, t.own_points, t.other_points
    points = len(s.goods_markers[seat]) + len(s.relationship_markers[seat]) + s.money[seat]
    for card in s.hands[seat]:
        space = 2 * good_space[card]
        for family in (camels[space], camels[space + 1]):
            if family != EMPTY:
                points += own if family in tiles else other
    return points


def card_hope(s: FastState, card: int, reach: set[int]) -> float:
    """Points a card may still gain: another own camel can still come if there is room."""
    return CARD_HOPE if s.tables.good_space[card] in reach else 0.0


def evaluate(s: FastState, seat: int) -> float:
    """Own points now, plus hope, minus a share of the best rival's points."""
    own = total(s, seat)
    reach = reachable(s, seat)
    good_space = s.tables.good_space
    hope = sum(CARD_HOPE if good_space[c] in reach else 0.0 for c in s.hands[seat])
    treasuries = sum(s.treasury[f] for f in set(s.tiles[seat])) * TREASURY_WEIGHT
    rival = max((total(s, other) for other in range(len(s.names)) if other != seat), default=0)
    return own + hope + treasuries - RIVAL_WEIGHT * rival


def keep_value(s: FastState, seat: int, card: int, reach: set[int]) -> float:
    """How much a card in hand is worth keeping (for discards and sale offers)."""
    return card_points(s, s.tiles[seat], card) + card_hope(s, card, reach)
