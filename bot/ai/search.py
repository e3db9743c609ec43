"""The search level: determinised Monte Carlo search at the root.

Each iteration picks one of the most promising candidate moves by UCB1, deals the secrets
again from what this seat knows and plays the move there (``bot.ai.worlds``), plays a few turns
beyond it with a quick greedy policy for every seat, and scores the end of that line with the
evaluation (``bot.ai.rollout``): all compiled where numba is installed.
It never reads the true hidden state: it is only ever given a concealed copy.
"""

from __future__ import annotations

import math
import random
from abc import ABC, abstractmethod
from collections.abc import Hashable

from bot.ai.answers import open_answer, played
from bot.ai.budget import Budget, MoveClock
from bot.ai.ending import won_now
from bot.ai.evaluate import evaluate
from bot.ai.rollout import ready_kernel
from bot.ai.worlds import dealer
from bot.engine import Action, GameState
from bot.engine.fast import FastState, fast_state, moves

CANDIDATES = 8          # moves the greedy evaluation ranks highest are searched
ROLLOUT_TURNS = 2       # turns per seat played beyond the move, before evaluating
EXPLORATION = 4.0       # UCB1 constant, in evaluation points
IN_PLAY = Budget(0.4)   # CPU seconds a move, in Discord and offline: what 1,200 iterations (the ladder's
                        # figure) took at 2-3 players (docs/computer-players.md#what-a-move-may-spend)


class Node:
    """A move searched: how often it was tried and available, and the mover's total; the
    expert's tree hangs the rivals' replies under it (``children``)."""

    __slots__ = ("available", "children", "total", "visits")

    def __init__(self) -> None:
        self.children: dict[Hashable, Node] = {}  # by own action, or by a rival's reply's key (``rivals.Walk``)
        self.visits = 0
        self.available = 0
        self.total = 0.0

    def child(self, key: Hashable) -> Node:
        found = self.children.get(key)
        if found is None:
            found = self.children[key] = Node()
        return found


def pick(nodes: list[Node], tries: list[int]) -> int:
    """The first untried move, or the best by UCB1, with ``tries`` the times each could have been chosen."""
    for i, node in enumerate(nodes):
        if node.visits == 0:
            return i
    return max(range(len(nodes)), key=lambda i: nodes[i].total / nodes[i].visits
               + EXPLORATION * math.sqrt(math.log(tries[i]) / nodes[i].visits))


def most_visited(nodes: list[Node]) -> int:
    """The move the search chose: the most tried, the higher total on a tie."""
    return max(range(len(nodes)), key=lambda i: (nodes[i].visits, nodes[i].total))


def ranked_moves(s: FastState, seat: int, rng: random.Random) -> list[Action]:
    """Every legal move of the seat, best first by the greedy evaluation after it (with the
    seat's own discards and sale answers settled); ties broken by ``rng``."""
    scored = [(evaluate(played(s, seat, action), seat) + rng.random() * 1e-3, action)
              for action in moves(s, seat).all()]
    return [action for _, action in sorted(scored, key=lambda item: -item[0])]


class Thinker(ABC):
    """A searching player: thinks within its ``Budget`` (CPU time a move, under a wall-clock
    ceiling; a fixed count of walks for research and tests). Its own open decisions it answers
    greedily, a lone candidate it plays at once, and a move that wins the game now it plays
    without searching (``bot.ai.ending``); ``think`` is what each search does with the rest."""

    in_play = IN_PLAY  # the level's budget, unless ``budget`` says otherwise

    def __init__(self, seed: int = 0, budget: Budget | None = None) -> None:
        self.rng = random.Random(seed)
        self.budget = budget or self.in_play
        ready_kernel()  # before any clock starts: a search's budget is for thinking, never for compiling
        self.clock = MoveClock(self.budget)

    def choose(self, state: GameState, seat: int) -> Action:
        self.clock = MoveClock(self.budget)  # the move's time counts from here: ranking the candidates too
        s = fast_state(state)
        if (answer := open_answer(s, seat)) is not None:
            return answer
        candidates = self.candidates(s, seat)
        if len(candidates) == 1:
            return candidates[0]
        return won_now(s, seat) or self.think(s, seat, candidates)

    @abstractmethod
    def candidates(self, s: FastState, seat: int) -> list[Action]:
        """The moves the search weighs, best first by the greedy evaluation."""

    @abstractmethod
    def think(self, s: FastState, seat: int, candidates: list[Action]) -> Action:
        """The search itself, over two or more candidates."""


class SearchPlayer(Thinker):
    """Determinised Monte Carlo at the root (the module's note)."""

    def candidates(self, s: FastState, seat: int) -> list[Action]:
        return ranked_moves(s, seat, self.rng)[:CANDIDATES]

    def think(self, s: FastState, seat: int, candidates: list[Action]) -> Action:
        nodes = [Node() for _ in candidates]
        deals = dealer(s, seat, candidates)
        for done in self.clock.walks():
            chosen = pick(nodes, [done + 1] * len(nodes))
            walk = deals.walk(chosen, self.rng.getrandbits(64))
            nodes[chosen].total += walk.rollout(walk.turn_number + ROLLOUT_TURNS * len(s.names), (seat,))[0]
            nodes[chosen].visits += 1
        return candidates[most_visited(nodes)]
