"""The expert's rivals on the compiled kernel: ``bot.ai.rivals``' turn of a rival in a world,
answering what is open and then judging a sample of the rival's legal moves from its side, in
one call per rival.

Choice for choice it is the Python one, as the rollout's policy is (``bot.ai.kernel.policy``):
the same open answers, the same sample drawn from the same stream, each move judged by the same
evaluation of the state after it, the best few kept in the same order
(``tests/kernel/test_compiled_replies.py``)."""

from __future__ import annotations

from bot.ai.kernel.compiling import compiled
from bot.ai.kernel.layout import OVER, PLAYERS
from bot.ai.kernel.listing import moves
from bot.ai.kernel.policy import Floats, best_sampled, open_answer
from bot.ai.kernel.reply_sizes import CROWDED, CROWDED_SAMPLE, REPLY_KEEP, REPLY_SAMPLE
from bot.ai.kernel.storage import Array, Generators, to_move
from bot.ai.kernel.turns import apply


@compiled
def rival_turn(st: Array, t: Array, rng: Generators, seat: int, options: Array, kept: Array, values: Floats,
               move: Array, work: Array, marks: Array, trial: Array, trial_rng: Generators, candidate: Array,
               picks: Array) -> tuple[int, int]:
    """Answer every open decision due now (``bot.ai.rivals.settle``); then the seat whose turn
    action is next and, unless it is ``seat``, how many replies it has (``bot.ai.rivals.replies``),
    decoded into the rows of ``options``, best first (the rest of a row zero, so that a row is
    the move's alone). (-1, 0) once the game is over."""
    while not st[OVER]:
        mover = to_move(st)
        if open_answer(st, t, mover, work, marks, move):
            apply(st, t, rng, mover, move, work)
            continue
        if mover == seat:
            return mover, 0
        total = moves(st, t, mover, work, move, -1)
        size = CROWDED_SAMPLE if st[PLAYERS] >= CROWDED else REPLY_SAMPLE  # reply_sizes.reply_sample
        count = best_sampled(st, t, rng, mover, total, size, REPLY_KEEP, kept, values, work, marks, trial,
                             trial_rng, candidate, picks)
        for k in range(count):
            options[k, :] = 0
            moves(st, t, mover, work, options[k], kept[k])
        return mover, count
    return -1, 0
