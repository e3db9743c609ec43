"""The hand-written evaluation the greedy player maximises and the search player uses to
cut its playouts short, on the fast engine's state (``bot.engine.fast``): the search spends
half its time here, so it reads the frontiers that state keeps instead of recomputing them."""

from __future__ import annotations

from bot.engine.fast import FastState, card_points

CARD_HOPE = 2.5      # a card whose space one of our families can reach next
TREASURY_WEIGHT = 0.3
RIVAL_WEIGHT = 0.5


def reachable(s: FastState, seat: int) -> set[int]:
    """Spaces a camel of one of the seat's families could take next turn."""
    movable = [s.frontier[f] for f in set(s.tiles[seat]) if s.camels_left[f]]
    if len(movable) == 1:
        return movable[0]  # read, never changed
    return set().union(*movable)


def card_hope(s: FastState, card: int, reach: set[int]) -> float:
    """Points a card may still gain: another own camel can still come if there is room."""
    return CARD_HOPE if s.tables.good_space[card] in reach else 0.0


def evaluate(s: FastState, seat: int) -> float:
    """Own points now (R9.4, the hand's from the points the fast state keeps), plus hope,
    minus a share of the best rival's points. Written out in one loop: a search calls it for
    every move its rollouts weigh."""
    money, markers, relationships, points = s.money, s.goods_markers, s.relationship_markers, s.points
    rival = 0
    for other in range(len(money)):
        if other != seat:
            points_now = points[other] + len(markers[other]) + len(relationships[other]) + money[other]
            if points_now > rival:
                rival = points_now
    own = points[seat] + len(markers[seat]) + len(relationships[seat]) + money[seat]
    families = set(s.tiles[seat])
    reach = reachable(s, seat)
    good_space = s.tables.good_space
    hope = CARD_HOPE * sum(1 for c in s.hands[seat] if good_space[c] in reach)
    treasuries = sum(s.treasury[f] for f in families) * TREASURY_WEIGHT
    return own + hope + treasuries - RIVAL_WEIGHT * rival


def keep_value(s: FastState, seat: int, card: int, reach: set[int]) -> float:
    """How much a card in hand is worth keeping (for discards and sale offers)."""
    return card_points(s, s.tiles[seat], card) + card_hope(s, card, reach)
