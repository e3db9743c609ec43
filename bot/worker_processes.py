"""The bot's worker processes (the computers' searches, the reviews) end with it, and it outlives them.

Killed (``kill -9``, the OOM killer, a crash), the bot runs no cleanup; its workers, handed to init, would keep their
memory (a review worker holds some 100 MB) until the machine restarts, more with each crash under a supervisor that does
not kill the whole process group (``tied_to_parent``).

A worker killed under the bot (the OOM killer picks the largest process, a search's) breaks its
``ProcessPoolExecutor`` for good: every computer seat, time-out stand-in and hint would wait until the bot restarts
(``Respawning``)."""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
import threading
from collections.abc import Callable
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from multiprocessing.connection import wait
from typing import ParamSpec, TypeVar

log = logging.getLogger("samarkand")
P = ParamSpec("P")
T = TypeVar("T")


def tied_to_parent(nice: int = 0) -> None:
    """A pool worker's first step: a thread ends the worker once the sentinel multiprocessing keeps of its starting
    process is readable (however, and even if before now, that process ended). Not Linux's parent-death signal: it
    follows the starting thread, so a pool replenished from a thread that then ends would lose its workers. ``nice``:
    how much lower the worker runs than the bot (the reviews yield to the computers' searches)."""
    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(target=_end_with, args=(parent.sentinel,), name="parent-watch", daemon=True).start()
    if nice:
        os.nice(nice)


def _end_with(sentinel: int) -> None:
    wait([sentinel])
    os._exit(0)


class Respawning(Executor):
    """A process pool that starts its processes anew once one of them died. The tasks the
    dead worker's pool held fail (``BrokenProcessPool``: their callers try again, a computer's
    move at once); the next task goes to a new pool made by ``make``."""

    def __init__(self, make: Callable[[], ProcessPoolExecutor], name: str) -> None:
        self.make, self.name = make, name  # ``name``: what the log calls its workers
        self.pool = make()
        self.closed = False

    def submit(self, fn: Callable[P, T], /, *args: P.args, **kwargs: P.kwargs) -> Future[T]:
        try:
            return self.pool.submit(fn, *args, **kwargs)
        except BrokenProcessPool:
            if self.closed:  # the bot is stopping: no new processes for a task that comes late
                raise
            log.warning("a process of the %s died (killed, or out of memory); starting them again", self.name)
            self.pool.shutdown(wait=False, cancel_futures=True)
            self.pool = self.make()
            return self.pool.submit(fn, *args, **kwargs)

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        self.closed = True
        self.pool.shutdown(wait=wait, cancel_futures=cancel_futures)


async def once_more_if_it_died(pool: Executor | None, work: Callable[[], T]) -> T:
    """``work`` in ``pool`` (None: the loop's own), and once more if its worker died under it:
    a ``Respawning`` pool starts anew, and a computer's move or a hint is not lost to one death."""
    loop = asyncio.get_running_loop()
    try:
        return await loop.run_in_executor(pool, work)
    except BrokenProcessPool:
        return await loop.run_in_executor(pool, work)
