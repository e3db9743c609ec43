"""The compiled kernel played move by move, and a whole random playout in one call: what the
differential tests (``tests/kernel``) hold to the reference engine, and what the engine bench
times. No player's game uses either, so they live in the checkout, not in the wheel.

    game = KernelGame(state)          # a copy of a GameState
    game.total(seat), game.moves(seat), game.play(seat, i), game.state()
    game.quick_move(seat, stream)     # the rollout policy's choice, and the stream after
    random_playout(state, chooser)    # the whole game at once, in one compiled call
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.ai.kernel import decoded, floats, rolled, zeros
from bot.engine.actions import Action
from bot.engine.fast import fast_state
from bot.engine.state import GameState


class KernelGame:
    """A game in the kernel's state, played move by move (for the differential tests and the bench; a
    playout goes faster as one call, ``random_playout``). Raises ImportError without numba."""

    def __init__(self, state: GameState) -> None:
        from bot.ai.kernel import layout, listing, storage, turns

        self._listing, self._turns, self._storage = listing, turns, storage
        self._layout, self._like = layout, state
        self._st, self._rng = layout.pack_fast(fast_state(state))
        self._tables = layout.tables(state.board, len(state.players))
        self._work = zeros(layout.WORK_SIZE)
        self._move = zeros(listing.MOVE_SIZE)
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
        from bot.lab.kernel_playout import playout

        self._rng[self._layout.CHOOSER_RNG] = chooser
        played = int(playout(self._st, self._tables, self._rng))
        if played < 0:
            raise ValueError("the seat the game waits for has no legal move")
        return played

    def quick_move(self, seat: int, stream: int) -> tuple[Action, int]:
        """The rollout policy's move for the seat (``bot.ai.rollout.quick_move``), not played;
        and the policy's stream after. ValueError where the seat has no legal move."""
        from bot.ai.kernel import policy

        rng = self._rng.copy()
        rng[self._layout.CHOOSER_RNG] = stream
        scratch = zeros(self._layout.STATE_SIZE)
        if not policy.quick_move(self._st, self._tables, rng, seat, self._move, self._work, zeros(self._layout.SPACES),
                                 scratch, rng.copy(), zeros(self._listing.MOVE_SIZE),
                                 zeros(policy.SAMPLED_MOVES), zeros(1), floats(1)):
            raise ValueError(f"seat {seat} has no legal move")
        return decoded(self._move), int(rng[self._layout.CHOOSER_RNG])

    def rollout(self, until: int, seats: Sequence[int], stream: int) -> list[float]:
        """``bot.ai.rollout.python_rollout`` on this game (played on to its end)."""
        self._rng[self._layout.CHOOSER_RNG] = stream
        return rolled(self._st, self._tables, self._rng, until, seats)

    def state(self) -> GameState:
        """The game as a ``GameState`` (a new one each time)."""
        from bot.lab.kernel_state import unpack

        return unpack(self._st, self._rng, self._like)

    def _decoded(self, seat: int, i: int) -> Action:
        self._listing.moves(self._st, self._tables, seat, self._work, self._move, i)
        return decoded(self._move)


def random_playout(state: GameState, chooser: int) -> KernelGame:
    """Play ``state`` (a copy) to its end by uniformly random legal moves in one compiled call,
    the i-th of n picked as ``bot.engine.rng.below(chooser, n)`` with the chooser's generator
    moving on, as the bench's games on the other engines pick theirs. The game at its end
    (``.state()`` builds the ``GameState``; ``.played``: the moves played)."""
    game = KernelGame(state)
    game.played = game.play_out(chooser)
    return game
