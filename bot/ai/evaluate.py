"""The hand-written evaluation the greedy player maximises and the search player uses to
cut its playouts short."""

from __future__ import annotations

from bot.engine import GameState, card_points, frontier, score

CARD_HOPE = 2.5      # a card whose space one of our families can reach next
TREASURY_WEIGHT = 0.3
RIVAL_WEIGHT = 0.5


def reachable(state: GameState, seat: int) -> set[int]:
    """Spaces a camel of one of the seat's families could take next turn."""
    spaces: set[int] = set()
    for family in set(state.players[seat].tiles):
        if state.camels_left[family]:
            spaces.update(frontier(state, family))
    return spaces


def card_hope(state: GameState, seat: int, card: int, reach: set[int]) -> float:
    """Points a card may still gain: another own camel can still come if there is room."""
    space = state.board.goods[card].space
    if space in reach:
        return CARD_HOPE
    return 0.0


def evaluate(state: GameState, seat: int) -> float:
    """Own points now, plus hope, minus a share of the best rival's points."""
    lines = score(state)
    own = lines[seat].total
    reach = reachable(state, seat)
    player = state.players[seat]
    hope = sum(card_hope(state, seat, c, reach) for c in player.hand)
    treasuries = sum(state.treasury[f] for f in set(player.tiles)) * TREASURY_WEIGHT
    rival = max((line.total for line in lines if line.seat != seat), default=0)
    return own + hope + treasuries - RIVAL_WEIGHT * rival


def keep_value(state: GameState, seat: int, card: int, reach: set[int]) -> float:
    """How much a card in hand is worth keeping (for discards and sale offers)."""
    return card_points(state, state.players[seat].tiles, card) + card_hope(state, seat, card, reach)
