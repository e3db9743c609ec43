"""The computer players' levels: random, greedy, search, expert."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from bot.ai.answers import open_answer, settle_own
from bot.ai.evaluate import evaluate
from bot.ai.expert import ITERATIONS as EXPERT_BUDGET
from bot.ai.expert import ExpertPlayer
from bot.ai.search import ITERATIONS as SEARCH_BUDGET
from bot.ai.search import SearchPlayer
from bot.engine import Action, GameState, legal_actions
from bot.engine.fast import fast_state, moves, play


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


class GreedyPlayer:
    """One move ahead: the action whose result evaluates best for the seat."""

    level = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: GameState, seat: int) -> Action:
        s = fast_state(state)
        answer = open_answer(s, seat)
        if answer is not None:
            return answer
        best, best_value = None, float("-inf")
        for action in moves(s, seat).all():
            after = s.clone()
            play(after, seat, action)
            settle_own(after, seat)
            value = evaluate(after, seat) + self.rng.random() * 1e-3
            if value > best_value:
                best, best_value = action, value
        assert best is not None
        return best


# The levels that think for seconds: made with a seed, a time cap and an iteration budget; they
# think in the search pool (``bot.ai.thinking``) and the tournament names their budget.
SEARCH_LEVELS: dict[str, Callable[[int, float, int], ComputerPlayer]] = {"search": SearchPlayer,
                                                                         "expert": ExpertPlayer}
BUDGETS = {"search": SEARCH_BUDGET, "expert": EXPERT_BUDGET}  # their iterations a move in play
LEVELS: dict[str, Callable[[int], ComputerPlayer]] = {"random": RandomPlayer, "greedy": GreedyPlayer,
                                                      "search": SearchPlayer, "expert": ExpertPlayer}


def make_player(level: str, seed: int = 0) -> ComputerPlayer:
    """A computer player of the named level; KeyError names the unknown level."""
    return LEVELS[level](seed)
