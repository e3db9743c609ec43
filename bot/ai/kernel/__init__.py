"""The optional compiled kernel: the rules of ``bot.engine`` and the searching levels' rollout
(``policy``), compiled by numba (``pip install '.[kernel]'``). Without numba nothing here loads
and nothing needs it: ``available()`` says so and the pure-Python engines carry on. The
differential tests (``tests/kernel``) hold it to the reference engine move list for move list
and state for state (docs/engine.md#the-compiled-kernel), and its rollout to the Python one
choice for choice (docs/computer-players.md#compiled-thinking).

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

if TYPE_CHECKING:
    from bot.ai.kernel.layout import Array
    from bot.ai.kernel.policy import Floats
    from bot.ai.kernel.storage import Generators


def available() -> bool:
    """Whether numba is installed (the kernel compiles on first use)."""
    return importlib.util.find_spec("numba") is not None


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
        self._options = zeros(REPLY_KEEP * listing.MOVE_SIZE).reshape(REPLY_KEEP, listing.MOVE_SIZE)
        self._kept, self._values = zeros(REPLY_KEEP), floats(REPLY_KEEP)
        self._move, self._candidate = zeros(listing.MOVE_SIZE), zeros(listing.MOVE_SIZE)
        self._work, self._marks = zeros(layout.WORK_SIZE), zeros(layout.SPACES)
        self._trial, self._trial_rng = zeros(layout.STATE_SIZE), self._rng.copy()
        self._picks = zeros(MOST_SAMPLED)

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
        return rolled(self._st, self._tables, self._rng, until, seats)


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
        self._view, self._pool = walk._st.copy(), zeros(1 + layout.GOODS)
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


def compiled_rollout(s: FastState, until: int, seats: Sequence[int], stream: int) -> list[float]:
    """``bot.ai.rollout.python_rollout`` in one compiled call: ``s`` (not changed) played on with the
    policy's ``stream`` to turn ``until``, the evaluation for each of ``seats``."""
    from bot.ai.kernel import layout

    st, rng = layout.pack_fast(s)
    rng[layout.CHOOSER_RNG] = stream
    return rolled(st, layout.tables(s.tables.board, len(s.names)), rng, until, seats)


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


def rolled(st: Array, tables: Array, rng: Generators, until: int, seats: Sequence[int]) -> list[float]:
    """The kernel's state ``st`` played on to turn ``until`` by the rollout policy, then each seat's evaluation."""
    import numpy as np

    from bot.ai.kernel import policy

    values = np.zeros(len(seats), dtype=np.float64)
    if policy.rollout(st, tables, rng, until, np.array(seats, dtype=np.int64), values) < 0:
        raise ValueError("the seat the game waits for has no legal move")
    return [float(v) for v in values]


def zeros(size: int) -> Array:
    """A kernel array (or scratch room) of ``size`` integers, for the compiled calls."""
    import numpy as np

    return np.zeros(size, dtype=np.int64)


def floats(size: int) -> Floats:
    """Room for ``size`` evaluations, for the compiled calls."""
    import numpy as np

    return np.zeros(size, dtype=np.float64)
