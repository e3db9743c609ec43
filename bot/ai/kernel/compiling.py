"""numba's decorator for the kernel's compiled functions, with numba's on-disk cache in a folder
of its own: a process that finds the kernel compiled by an earlier one of the same install loads
it in a second or two instead of compiling it for tens of seconds (minutes on a busy machine).

numba checks only the cached function's own file for changes, not the files of the functions it
calls, so an edit to ``storage.py`` alone would leave ``turns.py``'s cache stale. The folder is
therefore named by a digest of every kernel source, numba's version and Python's: any change
starts a fresh cache. It is handed to numba the documented way, as ``NUMBA_CACHE_DIR`` before
numba is imported (the search workers inherit it); a host that sets ``NUMBA_CACHE_DIR`` itself
chooses the folder, and clears it when it upgrades. Where the folder cannot be written, or
numba was imported before with another folder, the kernel compiles in each process as before.
Where the folder is, without numba: ``cache``. What crashed before, and why this is safe:
docs/computer-players.md#compiling."""

from __future__ import annotations

import os

from bot.ai.kernel.cache import HERE, chosen_folder, own_folder, writable

__all__ = ["CACHED", "FOLDER", "HERE", "WRITABLE", "compiled", "own_folder", "writable"]

FOLDER = chosen_folder()
WRITABLE = writable(FOLDER)
if WRITABLE:
    os.environ.setdefault("NUMBA_CACHE_DIR", str(FOLDER))  # numba reads it as it is imported, below

import numba  # noqa: E402 (after NUMBA_CACHE_DIR: numba reads its settings once, on import)

CACHED = WRITABLE and str(FOLDER) == numba.config.CACHE_DIR
compiled = numba.njit(cache=CACHED)
