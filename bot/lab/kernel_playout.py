"""A whole random game in one compiled call on the kernel (``bot.ai.kernel``): what the engine
bench times and the differential tests compare with the reference engine's end. No player's
game plays one (the searches roll out with ``bot.ai.kernel.policy``), so it lives in the
checkout, not in the wheel. Needs numba."""

from __future__ import annotations

import numpy as np

from bot.ai.kernel.compiling import compiled
from bot.ai.kernel.layout import CHOOSER_RNG, OVER, WORK_SIZE
from bot.ai.kernel.listing import MOVE_SIZE, moves
from bot.ai.kernel.storage import Array, Generators, below, to_move
from bot.ai.kernel.turns import apply


@compiled
def playout(st: Array, t: Array, rng: Generators) -> int:
    """Play uniformly random legal moves to the end, picked by the chooser's generator
    (``rng[CHOOSER_RNG]``) as ``below(chooser, number of moves)``; the number of moves, or -1
    where the seat the game waits for has none (a position no legal game reaches). A move is
    listed twice, to count and to decode the pick; decoding stops at the pick, and counting
    first is what makes the pick uniform."""
    work = np.zeros(WORK_SIZE, dtype=np.int64)
    move = np.zeros(MOVE_SIZE, dtype=np.int64)
    played = 0
    while not st[OVER]:
        seat = to_move(st)
        total = moves(st, t, seat, work, move, -1)
        if total == 0:
            return -1
        moves(st, t, seat, work, move, below(rng, CHOOSER_RNG, total))
        apply(st, t, rng, seat, move, work)
        played += 1
    return played
