"""Whether an SQLite database's files may be changed at all, as the kernel answers it: a file
made immutable (``chattr +i``, lsattr's ``i``) refuses every change, root's too, whatever its
rights say, and SQLite only says "attempt to write a readonly database" (at a start) or "disk
I/O error" (a commit, a checkpoint). The main file made immutable under the running bot is the
quiet case: every save still commits into the -wal file, but no checkpoint can write the -wal
into the database (the -wal grows without end), and the next start refuses the file.

Asked with access(2) (``W_OK``), whose errno tells an immutable file (``EPERM``) from a
read-only mount (``EROFS``) and from missing rights (``EACCES``). It opens nothing: a
descriptor of the database's file opened and closed in the bot's own process would drop the
locks SQLite holds on it (POSIX locks are the process's), and a second mapping of the -shm is
no better. Python's ``os.access`` keeps the errno to itself, so libc's ``access`` is called."""

from __future__ import annotations

import ctypes
import errno
import os
from functools import cache
from pathlib import Path

from bot.store.errors import ReadOnly, Unchangeable, Ungranted

SUFFIXES = ("", "-wal", "-shm")  # the database's three files


@cache
def _access() -> ctypes._NamedFuncPointer | None:
    """libc's access(2), which sets errno (None where there is no C library to ask)."""
    try:
        return ctypes.CDLL(None, use_errno=True).access
    except (OSError, AttributeError):
        return None


def refused_change(path: Path) -> int | None:
    """The errno with which the kernel refuses this user a change of ``path``; None when it
    grants it, when there is no such file, or when it cannot be asked."""
    access = _access()
    if access is None:
        return None
    ctypes.set_errno(0)
    if access(os.fsencode(path), os.W_OK) == 0:
        return None
    code = ctypes.get_errno()
    return None if code in (0, errno.ENOENT) else code


def refused_files(address: str, refused: int, folder: bool = False) -> list[Path]:
    """The database's files (and, with ``folder``, its folder) whose change the kernel refuses
    this user with the errno ``refused``. A file that is not there is not one of them."""
    paths = [Path(f"{address}{suffix}") for suffix in SUFFIXES]
    return [path for path in paths + ([Path(address).resolve().parent] if folder else [])
            if refused_change(path) == refused]


def immutable(address: str, folder: bool = False) -> list[Path]:
    """Those that the kernel refuses to change for anyone: made immutable."""
    return refused_files(address, errno.EPERM, folder)


def _named(paths: list[Path]) -> str:
    """The paths as a sentence names them."""
    names = [str(path) for path in paths]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + f" and {names[-1]}"


def _listed(paths: list[Path]) -> tuple[str, str]:
    """The paths said to be immutable, and as ``chattr -i`` takes them."""
    return f"{_named(paths)} {'is' if len(paths) == 1 else 'are'} immutable", " ".join(map(str, paths))


UNDO = "lsattr shows an i; no file right lifts it, not even root's"
AS_ROOT = "As root on the host (a container's root may not): chattr -i"


def still_saving(address: str) -> Unchangeable | None:
    """The sentence for a running bot whose database took the check's write while one of its
    files cannot be changed: the saves are kept (in the -wal), but nothing can move them into
    the database file, and no start can open it to write. Or, where none is immutable, while
    one no longer lets the bot's user write it (``chmod 444`` under a bot that is not root):
    the files it holds open keep their rights, so only the next start is refused."""
    found = immutable(address)
    if not found:
        if ungranted := refused_files(address, errno.EACCES):
            verb = "lets" if len(ungranted) == 1 else "let"
            return Ungranted(f"The database {address} cannot be opened to write by the bot's next start: "
                             f"{_named(ungranted)} no longer {verb} the bot's user write it (Permission denied). Its "
                             "open files keep their rights, so the bot saves on and nothing is lost, but a restart "
                             "would be refused: give the bot's user write access again (in the Docker image, user "
                             "10001).")
        return None
    said, undo = _listed(found)
    return Unchangeable(f"The database {address} cannot be changed: {said} ({UNDO}). The bot's saves go on into "
                        f"{address}-wal, which grows, but no checkpoint can write them into the database, and the bot "
                        f"cannot start on it again. {AS_ROOT} {undo}; nothing is lost, and the bot goes on "
                        "by itself.")


def refused_by_flag(address: str, said: str) -> ReadOnly | None:
    """The sentence for a database that refused a write (SQLite's ``said``) because one of its
    files, or its folder, is immutable: what is wrong and what to do, rather than to grant rights
    that would not help (a start refused, a running bot whose -wal was made immutable)."""
    found = immutable(address, folder=True)
    if not found:
        return None
    what, undo = _listed(found)
    return ReadOnly(f"The database {address} cannot be written ({said}): {what} ({UNDO}). {AS_ROOT} {undo}, then "
                    "start the bot if it stopped.")
