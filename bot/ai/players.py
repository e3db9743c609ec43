"""The computer players' levels: random, greedy, search."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from bot.ai.evaluate import evaluate, keep_value, reachable
from bot.engine import Action, Discard, GameState, SaleDecision, apply_action, legal_actions


class ComputerPlayer(Protocol):
    level: str

    def choose(self, state: GameState, seat: int) -> Action:
        """An action for ``seat`` in a concealed state (see ``bot.ai.conceal``)."""
        ...


class RandomPlayer:
    """Any legal action, uniformly."""

    level = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: GameState, seat: int) -> Action:
        return self.rng.choice(legal_actions(state, seat))


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


class GreedyPlayer:
    """One move ahead: the action whose result evaluates best for the seat."""

    level = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: GameState, seat: int) -> Action:
        answer = decide_open(state, seat)
        if answer is not None:
            return answer
        best, best_value = None, float("-inf")
        for action in legal_actions(state, seat):
            after = state.clone()
            apply_action(after, seat, action)
            settle_own(after, seat)
            value = evaluate(after, seat) + self.rng.random() * 1e-3
            if value > best_value:
                best, best_value = action, value
        assert best is not None
        return best


def _search(seed: int = 0) -> ComputerPlayer:
    from bot.ai.search import SearchPlayer

    return SearchPlayer(seed)


LEVELS: dict[str, Callable[[int], ComputerPlayer]] = {"random": RandomPlayer, "greedy": GreedyPlayer, "search": _search}


def make_player(level: str, seed: int = 0) -> ComputerPlayer:
    """A computer player of the named level; KeyError names the unknown level."""
    return LEVELS[level](seed)
