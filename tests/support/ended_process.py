"""A process id of this machine whose process has ended: what a lease of a console killed
while a computer thought names."""

from __future__ import annotations

import socket
import subprocess
import sys

from bot.store.connection import BOOT, NAMESPACE, STARTED


def ended_process() -> int:
    """The id of a process that ran here and has ended (and been waited for: no zombie, which
    would still count as running). Ids are handed out again only after the system's whole range
    went round, which no test waits for."""
    child = subprocess.Popen([sys.executable, "-c", ""])
    child.wait()
    return child.pid


def owner_here(pid: int) -> str:
    """A lease's owner as a store of process ``pid`` on this host wrote it before its token
    told its start (host:pid:token): whether it runs, its id alone says."""
    return f"{socket.gethostname()}:{pid}:0badf00d"


def owner_started_before_this(pid: int) -> str:
    """A lease's owner as a store of process ``pid`` on this host writes it, started a second
    before this process, in this boot and this process-id namespace: with this process's id,
    an earlier process given the same id."""
    return f"{owner_here(pid)}.{STARTED - 1000:x}.{BOOT}.{NAMESPACE}"
