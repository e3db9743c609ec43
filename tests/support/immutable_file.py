"""Files made immutable for real, as an operator's ``chattr +i`` makes them, and made changeable
again however the test ends: an immutable file left behind could not be removed by pytest's
clean-up of its temporary folders, nor by anyone but root with ``chattr -i``.

Needs root (the capability CAP_LINUX_IMMUTABLE) and a filesystem that keeps the attribute (ext4,
xfs, btrfs, tmpfs): CI runs as root on ext4. Elsewhere the test fails, saying so, rather than
pretend: no stand-in gives SQLite the kernel's EPERM where the real attribute gives it."""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


def chattr(flag: str, paths: list[Path]) -> subprocess.CompletedProcess[str]:
    chattr = shutil.which("chattr")
    assert chattr, "chattr is missing (Debian: e2fsprogs)"
    return subprocess.run([chattr, flag, *map(str, paths)], capture_output=True, text=True, timeout=30)


@contextmanager
def immutable(*paths: Path) -> Iterator[None]:
    """``paths`` immutable (lsattr's ``i``) until the block ends."""
    made = chattr("+i", list(paths))
    try:
        assert made.returncode == 0, (f"chattr +i refused ({made.stderr.strip()}): this test needs root and a "
                                      "filesystem with file attributes, as CI has")
        yield
    finally:
        undone = chattr("-i", list(paths))
        assert made.returncode != 0 or undone.returncode == 0, f"chattr -i refused ({undone.stderr.strip()}): {paths}"


def is_immutable(path: Path) -> bool:
    """What lsattr shows: the proof that the attribute is really set."""
    shown = subprocess.run(["lsattr", "-d", str(path)], capture_output=True, text=True, timeout=30, check=True)
    return "i" in shown.stdout.split()[0]
