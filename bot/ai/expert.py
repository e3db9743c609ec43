"""The expert level: information-set Monte Carlo tree search from one seat's view.

The search level (``bot.ai.search``) judges only its own move: after it, every seat plays
the rollout's quick policy. The expert also searches the rivals' answers. Each iteration
deals the secrets again from what this seat knows (``bot.ai.worlds``), so each is one world
the seat cannot tell from the true one, and walks one tree shared by all worlds
(single-observer ISMCTS, Cowling, Powley and Whitehouse 2012):

- its own move, by UCB1 over the greedy evaluation's ranking, the list widening as the
  root is visited more (progressive widening), so a move ranked ninth is searched when the
  first eight have been seen often enough;
- then each rival's turn, once round the table: the rival's moves are those legal in this
  world (its hand is this world's), the best few of a sample judged by the evaluation from
  the rival's side, chosen by UCB1 over how often each was available, for the rival's gain;
- then the search level's quick policy to a longer horizon than the search level's
  (``ROLLOUT_TURNS`` turns a seat from the move, not two), and the evaluation for every
  seat the walk passed through.

A walk starts from a ``bot.ai.worlds.Dealer`` (the world dealt and its own move played) and goes
on as a ``bot.ai.rivals.Walk`` (the rivals' replies and the rollout): all on the compiled kernel
where numba is installed, else in pure Python, to the same choices.

A rival's best answer thus counts against a move, where the search level sees only the
quick policy's. It never reads the true hidden state: it is only ever given a concealed
copy, and every world it walks is dealt from that copy.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from bot.ai.budget import Budget
from bot.ai.search import Node, Thinker, most_visited, pick, ranked_moves
from bot.ai.worlds import Dealer, dealer
from bot.engine import Action
from bot.engine.fast import FastState

ROOT_WIDTH = 8          # own moves searched from the start, as the search level's
WIDENING = 8.0          # one more own move each time the root's visits' square root grows by this
ROLLOUT_TURNS = 4       # turns a seat from the move before the evaluation: the search level's 2 left the
                        # expert level with strong; 3 won 60% and 1 22% against 2 at the same walks, and
                        # 4 won 70% against 2 at the same CPU (expert@330 vs @600, 60 games)
IN_PLAY = Budget(1.5)   # CPU seconds a move, in Discord and offline (docs/computer-players.md#the-expert-level):
                        # what its 2,200 walks (the ladder's figure) took at 3 players, inside its 2-second cap


def horizon(s: FastState) -> int:
    """The turn at which a walk from ``s`` stops and evaluates: ``ROLLOUT_TURNS`` turns a seat on."""
    return s.turn + ROLLOUT_TURNS * len(s.names)


class ExpertPlayer(Thinker):
    """Information-set search over its own move and the rivals' replies (the module's note)."""

    in_play = IN_PLAY
    root_width = ROOT_WIDTH  # own moves searched from the start

    def candidates(self, s: FastState, seat: int) -> list[Action]:
        return ranked_moves(s, seat, self.rng)

    def think(self, s: FastState, seat: int, ranked: list[Action]) -> Action:
        return ranked[most_visited(self.search(s, seat, ranked))]

    def search(self, s: FastState, seat: int, ranked: Sequence[Action]) -> list[Node]:
        """The walks within the budget; the nodes of the own moves the root came to weigh, in
        ``ranked``'s order (the coach reads them all, a move only the most visited)."""
        root = Node()
        deals = dealer(s, seat, ranked)
        until = horizon(s)
        for _ in self.clock.walks():
            self._iterate(deals, len(s.names), seat, until, ranked, root)
            root.visits += 1
        return [root.child(action) for action in ranked[:self._width(root.visits, len(ranked))]]

    def _iterate(self, deals: Dealer, players: int, seat: int, until: int, ranked: Sequence[Action],
                 root: Node) -> None:
        """One walk: a world, down the tree, a rollout to turn ``until``, and the values back up the path."""
        width = self._width(root.visits, len(ranked))
        own = [root.child(action) for action in ranked[:width]]
        chosen = pick(own, [root.visits] * width)
        path = [(own[chosen], seat)]
        node = own[chosen]
        walk = deals.walk(chosen, self.rng.getrandbits(64))
        for _ in range(players - 1):
            turn = walk.turn(seat)
            if turn is None:
                break
            mover, options = turn
            children = [node.child(key) for key in options]
            for child in children:
                child.available += 1
            chosen = pick(children, [child.available for child in children])
            walk.play(mover, chosen)
            node = children[chosen]
            path.append((node, mover))
        movers = list(dict.fromkeys(mover for _, mover in path))
        values = dict(zip(movers, walk.rollout(until, movers), strict=True))
        for visited, mover in path:
            visited.visits += 1
            visited.total += values[mover]

    def _width(self, visits: int, moves_listed: int) -> int:
        """How many of the ranked own moves the root searches after ``visits`` walks."""
        return min(moves_listed, self.root_width + int(math.sqrt(visits) / WIDENING))
