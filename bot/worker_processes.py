"""The bot's worker processes (the computers' searches, the reviews) end with it. Stopped
cleanly, the bot shuts its pools down; killed (``kill -9``, the kernel's OOM killer, a crash),
it runs no cleanup, and its workers, handed to init, would sit on their memory (a review worker
holds some 100 MB) until the machine restarts, more with each crash under a supervisor that
does not kill the whole process group."""

from __future__ import annotations

import os
import threading
import time

WATCH_SECONDS = 2.0  # how often a worker looks whether the process that started it is still there


def tied_to_parent(parent: int, nice: int = 0) -> None:
    """A pool worker's first step: a thread that ends the worker once ``parent`` (the bot's
    pid, given by the bot: a worker started as the bot died would read init's as its own
    parent's) is no longer its parent (it died: the worker went to init or a subreaper). A
    watch rather than Linux's parent-death signal, which follows the thread that started the
    worker, not the process: a pool replenished from a thread that then ends would lose its
    workers. ``nice``: how much lower the worker runs than the bot (the reviews yield to the
    computers' searches)."""
    if os.getppid() != parent:
        os._exit(0)

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(WATCH_SECONDS)
        os._exit(0)

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()
    if nice:
        os.nice(nice)
