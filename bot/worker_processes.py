"""The bot's worker processes (the computers' searches, the reviews) end with it. Stopped
cleanly, the bot shuts its pools down; killed (``kill -9``, the kernel's OOM killer, a crash),
it runs no cleanup, and its workers, handed to init, would sit on their memory (a review worker
holds some 100 MB) until the machine restarts, more with each crash under a supervisor that
does not kill the whole process group."""

from __future__ import annotations

import multiprocessing
import os
import threading
from multiprocessing.connection import wait


def tied_to_parent(nice: int = 0) -> None:
    """A pool worker's first step: a thread that waits on the sentinel multiprocessing keeps
    of the process that started the worker (readable once that process has ended, however it
    ended; already readable if it died before the worker got here), then ends the worker. A
    wait on that event rather than Linux's parent-death signal, which follows the thread that
    started the worker, not the process: a pool replenished from a thread that then ends would
    lose its workers. ``nice``: how much lower the worker runs than the bot (the reviews yield
    to the computers' searches)."""
    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(target=_end_with, args=(parent.sentinel,), name="parent-watch", daemon=True).start()
    if nice:
        os.nice(nice)


def _end_with(sentinel: int) -> None:
    wait([sentinel])
    os._exit(0)
