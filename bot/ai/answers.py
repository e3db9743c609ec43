"""Answering a seat's open decisions (a discard after a marriage, a sale offer) greedily:
how a computer seat answers at once, and how the levels settle a move before judging it."""

from __future__ import annotations

from bot.ai.evaluate import keep_value, reachable
from bot.engine import Action, Discard, GameState, SaleDecision, apply_action


def decide_open(state: GameState, seat: int) -> Action | None:
    """The greedy answer to an open decision or sale offer of the seat, or None if it has none."""
    for decision in state.offers + state.pending:
        if decision.player != seat:
            continue
        reach = reachable(state, seat)
        if decision.kind == "sale":
            price = state.board.rules.sale_price
            return SaleDecision(decision.card, keep_value(state, seat, decision.card, reach) < price)
        hand = sorted(state.players[seat].hand, key=lambda c: keep_value(state, seat, c, reach))
        return Discard(tuple(sorted(hand[:decision.least])))
    return None


def settle_own(state: GameState, seat: int) -> None:
    """Answer the seat's own open decisions greedily, so a move can be judged whole."""
    while (answer := decide_open(state, seat)) is not None:
        apply_action(state, seat, answer)
