"""A folder the bot's commands really may not write, as a read-only volume or a root-owned
folder is to the image's user 10001: its mode and its files' modes say read-only, and the
command runs in a process of its own that the kernel holds to them. The tests run as root,
whom modes do not stop (the capabilities CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH), so the
child drops those two from its bounding set before it starts Python (``prctl``, as ``setpriv
--bounding-set`` does): root's new program then has every capability but them, and SQLite
meets the same EACCES the image's user would. Run as another user, the modes alone do it."""

from __future__ import annotations

import ctypes
import os
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

PR_CAPBSET_DROP = 24  # linux/prctl.h
CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH = 1, 2  # linux/capability.h


def _held_to_modes() -> None:
    """In the child, before its program starts: give up what lets root pass over file modes."""
    libc = ctypes.CDLL(None, use_errno=True)
    for capability in (CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH):
        if libc.prctl(PR_CAPBSET_DROP, capability, 0, 0, 0) != 0:
            raise OSError(ctypes.get_errno(), "prctl(PR_CAPBSET_DROP) refused")


@contextmanager
def read_only(folder: Path) -> Iterator[None]:
    """``folder`` and every file in it read-only until the block ends."""
    files = [path for path in folder.iterdir() if path.is_file()]
    for path in files:
        path.chmod(0o444)
    folder.chmod(0o555)
    try:
        yield
    finally:
        folder.chmod(0o755)
        for path in files:
            path.chmod(0o644)


def held(command: list[str], folder: Path, env: dict[str, str]) -> subprocess.Popen[str]:
    """``command`` started in ``folder`` as a process the file modes hold."""
    return subprocess.Popen(command, cwd=folder, env=env, text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            preexec_fn=_held_to_modes if os.geteuid() == 0 else None)


def bot(argv: list[str]) -> list[str]:
    """``python -m bot ARGV``, with this Python."""
    return [sys.executable, "-m", "bot", *argv]


def cannot_write(folder: Path, env: dict[str, str]) -> bool:
    """Whether such a process is really refused a new file in ``folder``: the tests' proof that
    the refusal is the kernel's, not assumed."""
    child = held([sys.executable, "-c", "open('probe', 'w')"], folder, env)
    child.communicate(timeout=60)
    return child.returncode != 0 and not (folder / "probe").exists()
