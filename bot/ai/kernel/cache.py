"""Where numba keeps the compiled kernel, and whether it holds it for this install, found without
importing numba: the bot's own process never imports it (only its search workers do), yet it is
the one whose log the operator reads, and a first start that compiles for minutes must say so
there rather than look like a hang (``bot.ai.rollout.say_when_compiling``).

The cache is keyed twice. The folder ``own_folder`` names by a digest of the kernel's sources
and the versions (``compiling`` says why); inside it numba keeps one subfolder per source
folder, named by a digest of that folder's absolute path (numba's
``_CacheLocator.get_suitable_cache_subpath``: ``kernel_<sha1 of the path>``). So the same release
installed at another path (a new release folder, a rebuilt virtual environment, an image whose
site-packages lie elsewhere) compiles again, and nothing prunes the digests and paths left
behind: docs/computer-players.md#compiling says what an operator may delete."""

from __future__ import annotations

import hashlib
import os
import sys
import tempfile
from importlib.metadata import version
from pathlib import Path

HERE = Path(__file__).parent


def own_folder() -> Path:
    """``~/.cache/samarkand-kernel/<digest of the kernel's sources, numba's and Python's versions>``."""
    digest = hashlib.sha256(f"{version('numba')} {sys.version}".encode())
    for source in sorted(HERE.glob("*.py")):
        digest.update(source.read_bytes())
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "samarkand-kernel" / digest.hexdigest()[:16]


def writable(folder: Path) -> bool:
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder):
            return True
    except OSError:
        return False


def chosen_folder() -> Path:
    """Where numba caches the kernel: the host's ``NUMBA_CACHE_DIR``, else ``own_folder`` (no numba, no version)."""
    return Path(os.environ.get("NUMBA_CACHE_DIR") or own_folder())


def install_folder(folder: Path) -> Path:
    """numba's subfolder of ``folder`` for this install's kernel (its sources' absolute path)."""
    source = os.path.abspath(HERE)
    return folder / f"{HERE.name}_{hashlib.sha1(source.encode()).hexdigest()}"


def holds_kernel(folder: Path) -> bool:
    """Whether a process loads the kernel from ``folder``: this install's index files are there, and it is writable."""
    return writable(folder) and any(install_folder(folder).glob("*.nbi"))
