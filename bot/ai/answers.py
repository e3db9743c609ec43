"""Answering a seat's open decisions (a discard after a marriage, a sale offer) greedily:
how a computer seat answers at once, and how the levels settle a move before judging it."""

from __future__ import annotations

from bot.ai.evaluate import keep_value, reachable
from bot.engine import Action, Discard, GameState, SaleDecision
from bot.engine.fast import FastState, fast_state, play
from bot.engine.fast.playout import decided


def open_answer(s: FastState, seat: int) -> Action | None:
    """The greedy answer to an open decision or sale offer of the seat, or None if it has none.
    Once the game's end is decided (the final turn's offers, R6.5) no camel comes: a card is
    worth what it scores."""
    for decision in s.offers + s.pending:
        if decision.player != seat:
            continue
        reach = set() if decided(s) else reachable(s, seat)
        if decision.kind == "sale":
            return SaleDecision(decision.card, keep_value(s, seat, decision.card, reach) < s.tables.sale_price)
        hand = sorted(s.hands[seat], key=lambda c: keep_value(s, seat, c, reach))
        return Discard(tuple(sorted(hand[:decision.least])))
    return None


def decide_open(state: GameState, seat: int) -> Action | None:
    """``open_answer`` for a reference state: what the service and the tournament ask."""
    return open_answer(fast_state(state), seat)


def played(world: FastState, seat: int, move: Action) -> FastState:
    """The world after the move, the seat's own discard and sale answers settled as the
    search settles them."""
    after = world.clone()
    play(after, seat, move)
    settle_own(after, seat)
    return after


def settle_own(s: FastState, seat: int) -> None:
    """Answer the seat's own open decisions greedily, so a move can be judged whole."""
    while (answer := open_answer(s, seat)) is not None:
        play(s, seat, answer)
