"""A command run on a really full disk: a 64 KB tmpfs of its own, mounted in a mount namespace
of the command's process alone (``unshare --user --map-root-user --mount``: no privilege needed
where user namespaces are allowed, and nothing mounted on the machine, so nothing to undo if a
test dies), filled but for ``free`` bytes. The kernel then answers the command's writes with
ENOSPC, as a full volume does, partway through a write that does not fit."""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

# $0: the folder; $1: the bytes to leave free; $2: where to list what the command left; the rest: the command.
SCRIPT = """mount -t tmpfs -o size=${SIZE:-64k} tmpfs "$0" || exit 99
[ -z "$COPY_IN" ] || cp "$COPY_IN" "$0/" || exit 98
dd if=/dev/zero of="$0/filler" bs=4k 2>/dev/null
truncate -s -"$1" "$0/filler"
free="$1" listing="$2"; shift 2
"$@"; code=$?
ls -A "$0" > "$listing"
exit $code"""


@dataclass(frozen=True)
class Ran:
    code: int
    out: str
    err: str
    left: list[str]  # the files in the full folder after the command, the filler aside


def on_a_full_disk(argv: list[str], folder: Path, free: int = 4096, holding: Path | None = None) -> Ran:
    """``python -m bot ARGV`` with ``folder`` a full disk of its own (``free`` bytes left);
    ``holding``: a file copied onto that disk before it is filled (a database whose disk is
    full), the disk then sized for it."""
    folder.mkdir(exist_ok=True)
    listing = folder.with_name(f"{folder.name}.left")
    room = {} if holding is None else {"COPY_IN": str(holding), "SIZE": f"{holding.stat().st_size // 1024 + 128}k"}
    done = subprocess.run(["unshare", "--user", "--map-root-user", "--mount", "sh", "-c", SCRIPT, str(folder),
                           str(free), str(listing), sys.executable, "-m", "bot", *argv],
                          capture_output=True, text=True, timeout=300, env={**os.environ, **room})
    assert done.returncode not in (98, 99), f"no tmpfs could be mounted or filled: {done.stderr}"
    left = listing.read_text(encoding="utf-8").split()
    return Ran(done.returncode, done.stdout, done.stderr, [name for name in left if name != "filler"])


# $0: the folder; the rest: the command. The volume is mounted, given the file to hold (if any),
# then made read-only (EROFS).
READ_ONLY_SCRIPT = """mount -t tmpfs -o size=${SIZE:-64k} tmpfs "$0" || exit 99
[ -z "$COPY_IN" ] || cp "$COPY_IN" "$0/" || exit 99
mount -o remount,ro "$0" || exit 99
exec "$@\""""


def on_a_read_only_volume(argv: list[str], folder: Path, holding: Path | None = None) -> Ran:
    """``python -m bot ARGV`` with ``folder`` a volume mounted read-only, as a volume the host
    mounted so by mistake: the kernel refuses every change there with EROFS, even the removal
    of a file that is not there. ``holding``: a file copied onto it before it became read-only
    (the bot's database, the usual case); else it is empty."""
    folder.mkdir(exist_ok=True)
    room = {} if holding is None else {"COPY_IN": str(holding), "SIZE": f"{holding.stat().st_size // 1024 + 128}k"}
    done = subprocess.run(["unshare", "--user", "--map-root-user", "--mount", "sh", "-c", READ_ONLY_SCRIPT,
                           str(folder), sys.executable, "-m", "bot", *argv],
                          capture_output=True, text=True, timeout=300, env={**os.environ, **room})
    assert done.returncode != 99, f"no read-only tmpfs could be mounted: {done.stderr}"
    return Ran(done.returncode, done.stdout, done.stderr, [])
