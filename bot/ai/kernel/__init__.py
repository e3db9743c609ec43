"""The optional compiled kernel: the rules of ``bot.engine`` and the searching levels' rollout
(``policy``), compiled by numba (``pip install '.[kernel]'``). Without numba nothing here loads
and nothing needs it: ``available()`` says so and the pure-Python engines carry on. The
differential tests (``tests/kernel``) hold it to the reference engine move list for move list
and state for state (docs/engine.md#the-compiled-kernel), and its rollout to the Python one
choice for choice (docs/computer-players.md#compiled-thinking).

    game = KernelGame(state)          # a copy of a GameState
    game.total(seat), game.moves(seat), game.play(seat, i), game.state()
    game.quick_move(seat, stream)     # the rollout policy's choice, and the stream after
    random_playout(state, chooser)    # the whole game at once, in one compiled call
    compiled_rollout(fast_state, until, seats, stream)  # a search's walk: play on, then the evaluations
    KernelWalk(world, stream)         # the expert's walk: its rivals' turns and replies, then the rollout
    KernelDealer(view, seat, own).walk(i, stream)  # a walk dealt from a seat's view, after its i-th own move
"""

from __future__ import annotations

import importlib.util
from collections.abc import Sequence
from typing import TYPE_CHECKING

from bot.engine.actions import Action, Discard, Expand, Marry, SaleDecision
from bot.engine.fast import FastState
from bot.engine.state import GameState

if TYPE_CHECKING:
    from bot.ai.kernel.layout import Array
    from bot.ai.kernel.policy import Floats
    from bot.ai.kernel.storage import Generators


def available() -> bool:
    """Whether numba is installed (the kernel compiles on first use)."""
    return importlib.util.find_spec("numba") is not None


class KernelGame:
    """A game in the kernel's state, played move by move (for the differential test; a
    playout goes faster as one call, ``random_playout``). Raises ImportError without numba."""

    def __init__(self, state: GameState) -> None:
        from bot.ai.kernel import layout, listing, storage, turns

        self._listing, self._turns, self._storage = listing, turns, storage
        self._layout, self._like = layout, state
        self._st, self._rng = layout.pack(state)
        self._tables = layout.tables(state.board, len(state.players))
        self._work = _zeros(layout.WORK_SIZE)
        self._move = _zeros(listing.MOVE_SIZE)
        self.played = 0

    def to_move(self) -> int:
        return int(self._storage.to_move(self._st))

    def total(self, seat: int) -> int:
        """How many legal moves the seat has now."""
        return int(self._listing.moves(self._st, self._tables, seat, self._work, self._move, -1))

    def moves(self, seat: int) -> list[Action]:
        """The seat's legal moves, as the reference engine lists them."""
        return [self._decoded(seat, i) for i in range(self.total(seat))]

    def play(self, seat: int, i: int) -> None:
        """Apply the seat's i-th legal move (IndexError if it has no such move)."""
        if not 0 <= i < self.total(seat):
            raise IndexError(f"seat {seat} has {self.total(seat)} legal moves, not a move {i}")
        self._decoded(seat, i)
        self._turns.apply(self._st, self._tables, self._rng, seat, self._move, self._work)

    def play_out(self, chooser: int) -> int:
        """Random legal moves to the end (``random_playout``); how many. ValueError where the
        seat the game waits for has no legal move, a position no legal game reaches."""
        self._rng[self._layout.CHOOSER_RNG] = chooser
        played = int(self._turns.playout(self._st, self._tables, self._rng))
        if played < 0:
            raise ValueError("the seat the game waits for has no legal move")
        return played

    def quick_move(self, seat: int, stream: int) -> tuple[Action, int]:
        """The rollout policy's move for the seat (``bot.ai.rollout.quick_move``), not played;
        and the policy's stream after. ValueError where the seat has no legal move."""
        from bot.ai.kernel import policy

        rng = self._rng.copy()
        rng[self._layout.CHOOSER_RNG] = stream
        scratch = _zeros(self._layout.STATE_SIZE)
        if not policy.quick_move(self._st, self._tables, rng, seat, self._move, self._work, _zeros(self._layout.SPACES),
                                 scratch, rng.copy(), _zeros(self._listing.MOVE_SIZE),
                                 _zeros(policy.SAMPLED_MOVES), _zeros(1), _floats(1)):
            raise ValueError(f"seat {seat} has no legal move")
        return decoded(self._move), int(rng[self._layout.CHOOSER_RNG])

    def rollout(self, until: int, seats: Sequence[int], stream: int) -> list[float]:
        """``bot.ai.rollout.python_rollout`` on this game (played on to its end)."""
        self._rng[self._layout.CHOOSER_RNG] = stream
        return _rolled(self._st, self._tables, self._rng, until, seats)

    def state(self) -> GameState:
        """The game as a ``GameState`` (a new one each time)."""
        return self._layout.unpack(self._st, self._rng, self._like)

    def _decoded(self, seat: int, i: int) -> Action:
        self._listing.moves(self._st, self._tables, seat, self._work, self._move, i)
        return decoded(self._move)


class KernelWalk:
    """The expert's walk past its own move (``bot.ai.rivals.Walk``) on the kernel: the world
    handed over once, then each rival's turn and replies, the move chosen among them, and the
    rollout, each one compiled call. Raises ImportError without numba."""

    def __init__(self, world: FastState, stream: int) -> None:
        from bot.ai.kernel import layout, listing, replies, turns
        from bot.ai.kernel.reply_sizes import MOST_SAMPLED, REPLY_KEEP

        self._apply, self._rival_turn = turns.apply, replies.rival_turn
        self._st, self._rng = layout.pack_fast(world)
        self._rng[layout.CHOOSER_RNG] = stream
        self._tables = layout.tables(world.tables.board, len(world.names))
        self._options = _zeros(REPLY_KEEP * listing.MOVE_SIZE).reshape(REPLY_KEEP, listing.MOVE_SIZE)
        self._kept, self._values = _zeros(REPLY_KEEP), _floats(REPLY_KEEP)
        self._move, self._candidate = _zeros(listing.MOVE_SIZE), _zeros(listing.MOVE_SIZE)
        self._work, self._marks = _zeros(layout.WORK_SIZE), _zeros(layout.SPACES)
        self._trial, self._trial_rng = _zeros(layout.STATE_SIZE), self._rng.copy()
        self._picks = _zeros(MOST_SAMPLED)

    @property
    def stream(self) -> int:
        """The policy's stream as it stands."""
        from bot.ai.kernel.layout import CHOOSER_RNG

        return int(self._rng[CHOOSER_RNG])

    @property
    def turn_number(self) -> int:
        from bot.ai.kernel.layout import TURN

        return int(self._st[TURN])

    def turn(self, seat: int) -> tuple[int, list[tuple[int, ...]]] | None:
        """``Walk.turn``, each reply as the kernel's move numbers (``decoded`` makes it an
        action): a tree tells them apart as well, and building actions cost a tenth of a walk."""
        mover, count = self._rival_turn(self._st, self._tables, self._rng, seat, self._options, self._kept,
                                        self._values, self._move, self._work, self._marks, self._trial,
                                        self._trial_rng, self._candidate, self._picks)
        if mover < 0 or mover == seat:
            return None
        return int(mover), [tuple(row) for row in self._options[:count].tolist()]

    def play(self, mover: int, k: int) -> None:
        self._apply(self._st, self._tables, self._rng, mover, self._options[k], self._work)

    def rollout(self, until: int, seats: Sequence[int]) -> list[float]:
        return _rolled(self._st, self._tables, self._rng, until, seats)


class KernelDealer:
    """Where the walks of one search start, on the kernel (``bot.ai.worlds.Dealer``): the seat's
    view and its own moves handed over once; then each walk's world is dealt from the view with
    the walk's stream and the own move played in it, in one compiled call
    (``bot.ai.kernel.dealing``), into the arrays of one ``KernelWalk`` that every walk reuses (a
    walk is used up before the next starts). Raises ImportError without numba."""

    def __init__(self, view: FastState, seat: int, own: Sequence[Action]) -> None:
        from bot.ai.kernel import dealing, layout, listing

        self._own_move, self._seat = dealing.own_move, seat
        self._walk = walk = KernelWalk(view, 0)
        self._view, self._pool = walk._st.copy(), _zeros(1 + layout.GOODS)
        listed = {}
        for i in range(listing.moves(self._view, walk._tables, seat, walk._work, walk._move, -1)):
            listing.moves(self._view, walk._tables, seat, walk._work, walk._move, i)
            listed[unordered(decoded(walk._move))] = walk._move.copy()
        self._own = [listed[unordered(action)] for action in own]

    def walk(self, own: int, stream: int) -> KernelWalk:
        """A walk in a world dealt from ``stream``, after the ``own``-th own move."""
        from bot.ai.kernel.layout import CHOOSER_RNG

        walk = self._walk
        walk._rng[CHOOSER_RNG] = stream
        self._own_move(self._view, walk._st, walk._tables, walk._rng, self._seat, self._own[own], self._pool,
                       walk._work, walk._marks, walk._move)
        return walk


def unordered(action: Action) -> Action:
    """An expansion with its spaces in order of number: the kernel lists each two-camel
    expansion once, in one order, and a player may have typed the other (the rules engine
    takes both: the same camels on the same spaces), which a review then weighs."""
    if isinstance(action, Expand):
        return Expand(action.family, tuple(sorted(action.spaces)))
    return action


def decoded(move: Array | Sequence[int]) -> Action:
    """A move of the kernel's (``listing``'s MOVE array, or its numbers), as an action."""
    from bot.ai.kernel import listing

    kind, first = int(move[0]), int(move[1])
    if kind == listing.MOVE_SALE:
        return SaleDecision(first, bool(move[2]))
    if kind == listing.MOVE_DISCARD:
        return Discard(tuple(int(card) for card in move[2:2 + first]))
    if kind == listing.MOVE_MARRY:
        return Marry(first)
    return Expand(first, tuple(int(space) for space in move[3:3 + int(move[2])]))


def random_playout(state: GameState, chooser: int) -> KernelGame:
    """Play ``state`` (a copy) to its end by uniformly random legal moves in one compiled call,
    the i-th of n picked as ``bot.engine.rng.below(chooser, n)`` with the chooser's generator
    moving on, as the bench's games on the other engines pick theirs. The game at its end
    (``.state()`` builds the ``GameState``; ``.played``: the moves played)."""
    game = KernelGame(state)
    game.played = game.play_out(chooser)
    return game


def compiled_rollout(s: FastState, until: int, seats: Sequence[int], stream: int) -> list[float]:
    """``bot.ai.rollout.python_rollout`` in one compiled call: ``s`` (not changed) played on with the
    policy's ``stream`` to turn ``until``, the evaluation for each of ``seats``."""
    from bot.ai.kernel import layout

    st, rng = layout.pack_fast(s)
    rng[layout.CHOOSER_RNG] = stream
    return _rolled(st, layout.tables(s.tables.board, len(s.names)), rng, until, seats)


def compile_kernel() -> None:
    """Compile the kernel (numba compiles a function on its first call): one short rollout, and
    a short expert's walk (dealt, the own move, a rival's turn, its reply played, the rollout)."""
    from bot.engine import new_game
    from bot.engine.fast import fast_state, moves

    state, _ = new_game(["a", "b"], 0)
    s = fast_state(state)
    compiled_rollout(s, state.turn + 2, [0, 1], 0)
    seat = s.to_move()
    walk = KernelDealer(s, seat, [moves(s, seat).at(0)]).walk(0, 0)
    turn = walk.turn(seat)
    assert turn is not None
    walk.play(turn[0], 0)
    walk.rollout(state.turn + 2, [0, 1])


def _rolled(st: Array, tables: Array, rng: Generators, until: int, seats: Sequence[int]) -> list[float]:
    import numpy as np

    from bot.ai.kernel import policy

    values = np.zeros(len(seats), dtype=np.float64)
    if policy.rollout(st, tables, rng, until, np.array(seats, dtype=np.int64), values) < 0:
        raise ValueError("the seat the game waits for has no legal move")
    return [float(v) for v in values]


def _zeros(size: int) -> Array:
    import numpy as np

    return np.zeros(size, dtype=np.int64)


def _floats(size: int) -> Floats:
    import numpy as np

    return np.zeros(size, dtype=np.float64)
