"""The end conditions (R8) and the final score with its breakdown (R9)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.reach import Reach, arrivals, could_hold
from bot.engine.state import GameState


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """One player's result (R9.4)."""

    seat: int
    name: str
    cards: int
    goods_markers: int
    relationships: int
    money: int
    total: int
    hand: tuple[tuple[int, int], ...] = ()  # (card, points) for each card in hand (R9.4)


END_FIVE = "a family has 5 relationships"
END_ALL_MET = "every family has a relationship"
END_STUCK = "nobody can act any more"


def end_reason(state: GameState) -> str:
    """R8.1: why the game ends now, or "" if it goes on."""
    if 0 in state.stack:
        return END_FIVE
    full = state.board.rules.relationship_markers_per_family
    if all(left < full for left in state.stack):
        return END_ALL_MET
    return ""


def card_points(state: GameState, tiles: list[int], card: int) -> int:
    """R9.1/R9.2: what a goods card scores now for a holder of ``tiles``."""
    rules = state.board.rules
    return sum(rules.card_points_own_family if family in tiles else rules.card_points_other_family
               for family in state.occupants(state.board.goods[card].space))


def best_card_points(state: GameState, seat: int, card: int, reach: Reach) -> int:
    """The most ``card`` can still score for ``seat`` by the end (R9.1): each camel on its
    space scores as a family the seat holds (or may still hold) would, and each free slot as
    the best family that could still arrive there. Once the game has ended, what it scores.
    ``reach`` is ``reach_of(state)``, searched once for all the cards of a view."""
    rules = state.board.rules
    if state.end_reason:
        return card_points(state, state.players[seat].tiles, card)
    space = state.board.goods[card].space
    here = state.occupants(space)
    points = sum(rules.card_points_own_family if could_hold(state, seat, f) else rules.card_points_other_family
                 for f in here)
    free = rules.space_capacity - len(here)
    coming = arrivals(state, reach, space)
    own = min(free, sum(1 for f in coming if could_hold(state, seat, f)))
    others = min(free - own, len(coming) - own)
    return points + own * rules.card_points_own_family + others * rules.card_points_other_family


def score(state: GameState) -> list[ScoreLine]:
    """Every player's points now, by seat (the final result once the game is over)."""
    lines = []
    for seat, player in enumerate(state.players):
        hand = tuple((card, card_points(state, player.tiles, card)) for card in player.hand)
        cards = sum(points for _, points in hand)
        markers = len(player.goods_markers)
        relationships = len(player.relationship_markers)
        total = cards + markers + relationships + player.money
        lines.append(ScoreLine(seat, player.name, cards, markers, relationships, player.money, total, hand))
    return lines


def winners(state: GameState) -> list[int]:
    """R9.3: the seats with the most points; all tied leaders win together."""
    lines = score(state)
    best = max(line.total for line in lines)
    return [line.seat for line in lines if line.total == best]
