"""The optional compiled kernel: random playouts by the rules of ``bot.engine``, compiled by
numba (``pip install '.[kernel]'``). Without numba nothing here loads and nothing needs it:
``available()`` says so and the pure-Python engines carry on. The differential test
(``tests/kernel``) holds it to the reference engine move list for move list and state for
state (docs/engine.md#the-compiled-kernel).

    game = KernelGame(state)          # a copy of a GameState
    game.total(seat), game.moves(seat), game.play(seat, i), game.state()
    random_playout(state, chooser)    # the whole game at once, in one compiled call
"""

from __future__ import annotations

import importlib.util
from typing import TYPE_CHECKING

from bot.engine.actions import Action, Discard, Expand, Marry, SaleDecision
from bot.engine.state import GameState

if TYPE_CHECKING:
    from bot.lab.kernel.layout import Array


def available() -> bool:
    """Whether numba is installed (the kernel compiles on first use)."""
    return importlib.util.find_spec("numba") is not None


class KernelGame:
    """A game in the kernel's state, played move by move (for the differential test; a
    playout goes faster as one call, ``random_playout``). Raises ImportError without numba."""

    def __init__(self, state: GameState) -> None:
        from bot.lab.kernel import layout, listing, storage, turns

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

    def state(self) -> GameState:
        """The game as a ``GameState`` (a new one each time)."""
        return self._layout.unpack(self._st, self._rng, self._like)

    def _decoded(self, seat: int, i: int) -> Action:
        listing, move = self._listing, self._move
        listing.moves(self._st, self._tables, seat, self._work, move, i)
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


def _zeros(size: int) -> Array:
    import numpy as np

    return np.zeros(size, dtype=np.int64)
