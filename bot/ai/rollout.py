"""The searching levels' rollout: a quick policy for every seat a few turns on, then the
evaluation. One call per walk, on the compiled kernel (``bot.ai.kernel``) where numba is
installed, else in pure Python here; the two choose the same moves.

The policy's randomness is an integer ``stream`` (``bot.engine.rng``'s SplitMix64, which the
kernel implements bit for bit), not ``random.Random``: numba cannot share Python's generator,
and with one integer both sides draw the same sample from the same stream. A walk takes its
stream from the searching player's generator, so a seed still plays the same game."""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence
from pathlib import Path

from bot.ai.answers import open_answer
from bot.ai.evaluate import MoveJudge, evaluate
from bot.ai.kernel import available, cache, compile_kernel
from bot.engine import Action
from bot.engine.fast import FastState, moves, play
from bot.engine.rng import below

log = logging.getLogger("samarkand.ai")

SAMPLED_MOVES = 5  # the policy's look at random legal moves a turn

_compiled: bool | None = None  # whether walks roll out on the kernel; None: not decided yet
_ready = False  # whether this process has compiled it (or loaded it from numba's cache)


def sample(total: int, stream: int, size: int = SAMPLED_MOVES) -> tuple[list[int], int]:
    """Every move index if there are at most ``size``, else ``size`` distinct ones in the order
    drawn (a repeat is drawn again); and the stream after."""
    if total <= size:
        return list(range(total)), stream
    picks: list[int] = []
    while len(picks) < size:
        stream, drawn = below(stream, total)
        if drawn not in picks:
            picks.append(drawn)
    return picks, stream


def quick_move(s: FastState, seat: int, stream: int) -> tuple[Action, int]:
    """A fast, fair rollout move: the best of a few random legal moves by evaluation (only
    the sampled moves are built), the first of equals; and the stream after."""
    if (answer := open_answer(s, seat)) is not None:
        return answer, stream
    listed = moves(s, seat)
    picks, stream = sample(listed.total, stream)
    judge = MoveJudge(s, seat)
    best = max(picks, key=lambda i: judge.turn(*listed.turn_move(i)))  # max keeps the first of equals
    return listed.at(best), stream


def play_on(s: FastState, until: int, stream: int) -> int:
    """Play quick moves for every seat until turn ``until`` begins or the game ends; the stream after."""
    while not s.over and s.turn < until:
        mover = s.to_move()
        action, stream = quick_move(s, mover, stream)
        play(s, mover, action)
    return stream


def python_rollout(s: FastState, until: int, seats: Sequence[int], stream: int) -> list[float]:
    """A walk's rollout in pure Python (the kernel's: ``compiled_rollout``): play on to turn ``until`` (``s`` is used
    up) and judge the end for each of ``seats``."""
    play_on(s, until, stream)
    return [evaluate(s, seat) for seat in seats]


def compiled() -> bool:
    """Whether rollouts run on the compiled kernel: where numba is installed, unless
    ``use_compiled(False)`` said otherwise."""
    global _compiled
    if _compiled is None:
        _compiled = available()
    return _compiled


def use_compiled(on: bool) -> None:
    """Roll out on the kernel or in pure Python from now on in this process (the bench compares
    the two; on needs numba)."""
    global _compiled
    if on and not available():
        raise RuntimeError("the compiled kernel needs numba: pip install '.[kernel]'")
    _compiled = on


def ready_kernel() -> None:
    """The kernel compiled in this process before a search starts its clock (a move, a hint, a
    review), where nothing compiled it first (a pool's workers do as they start:
    ``bot.ai.thinking``); the compiling is logged once, with its time or its failure (then the
    search thinks in pure Python)."""
    if _ready or not compiled():
        return
    say_when_compiling("this process")
    try:
        seconds = warm_kernel()
    except Exception as error:
        warmed("this process", None, error)
    else:
        warmed("this process", seconds)


def kernel_waiting() -> bool:
    """Whether a search here would first compile the kernel: a moment from numba's cache, else tens of seconds."""
    return compiled() and not _ready


def say_when_compiling(where: str, folder: Path | None = None) -> None:
    """Before the kernel is readied in ``where``: if numba has no cache of it for this install
    (the first start after an install or an upgrade, or the same release at another path;
    ``folder``: numba's, unless a test names another), the log says that it compiles now and
    that computer moves wait for it. Else nothing is logged between "think on compiled code" and
    "ready", for minutes on a busy machine, and an operator cannot tell a compile from a hang."""
    if not compiled():
        return
    folder = folder or cache.chosen_folder()
    if not cache.holds_kernel(folder):
        log.info("compiling the kernel in %s: numba has no cache of it for this install (in %s); strong and "
                 "expert moves and hints wait until it is done (tens of seconds, minutes on a busy machine)",
                 where, folder)


def warmed(where: str, seconds: float | None, error: BaseException | None = None) -> None:
    """Report the compiling in ``where``: its time, or its failure (that process then thinks in
    pure Python: slower, the same moves)."""
    if error is not None:
        log.warning("compiling the kernel failed in %s (%s: %s): it thinks in pure Python", where,
                    type(error).__name__, error)
    elif compiled():
        log.info("compiled thinking ready in %s in %.1f s (compiled, or loaded from numba's cache)", where, seconds)


def warm_kernel() -> float:
    """Compile the kernel now, once a process, if it is in use, rather than inside anything
    timed (a move, a hint, a review's search: numba compiles a function on its first call, 10
    to 50 s, or loads it from its cache); the seconds it took (0 where rollouts are pure Python
    or it was ready). If compiling fails, this process rolls out in pure Python from then on,
    and the error is raised for the caller to report."""
    global _compiled, _ready
    if _ready or not compiled():
        return 0.0
    start = time.perf_counter()
    try:
        compile_kernel()
    except Exception:
        _compiled = False
        raise
    _ready = True
    return time.perf_counter() - start
