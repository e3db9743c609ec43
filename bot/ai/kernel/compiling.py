"""numba's decorator for the kernel's compiled functions, with numba's on-disk cache in a folder
of its own: a process that finds the kernel compiled by an earlier one loads it in a second or
two instead of compiling it for 10-50 s.

numba checks only the cached function's own file for changes, not the files of the functions it
calls, so an edit to ``storage.py`` alone would leave ``turns.py``'s cache stale. The folder is
therefore named by a digest of every kernel source, numba's version and Python's: any change
starts a fresh cache. It lies under ``NUMBA_CACHE_DIR`` if the host sets one, else the user's
cache folder; where neither can be written, the kernel compiles in each process as before.
Why this is safe now, and what crashed before: docs/computer-players.md#compiling."""

from __future__ import annotations

import hashlib
import os
import sys
import tempfile
from pathlib import Path

import numba

HERE = Path(__file__).parent


def cache_folder() -> Path:
    """Where this kernel's compiled functions are kept."""
    digest = hashlib.sha256(f"{numba.__version__} {sys.version}".encode())
    for source in sorted(HERE.glob("*.py")):
        digest.update(source.read_bytes())
    base = os.environ.get("NUMBA_CACHE_DIR") or os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "samarkand-kernel" / digest.hexdigest()[:16]


def writable(folder: Path) -> bool:
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder):
            return True
    except OSError:
        return False


FOLDER = cache_folder()
CACHED = writable(FOLDER)
if CACHED:
    numba.config.CACHE_DIR = str(FOLDER)  # read when a function is decorated, below and in the modules that use it
compiled = numba.njit(cache=CACHED)
