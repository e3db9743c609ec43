"""What the log says while the database refuses writes (a file made read-only under a running
bot, a PostgreSQL standby after a failover) or is found damaged: one line, with what to do,
once a minute at most, instead of a traceback at every tick and for every game. ``/healthz`` and the
``samarkand_database_writable`` gauge say the same to the machines that watch, at once: a save refused
is the health checks' answer (``told``) until their own write, an interval on, finds the database taking
writes again."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from contextlib import AbstractContextManager
from typing import Protocol
from weakref import WeakKeyDictionary

from bot.runtime.write_check import Refused
from bot.service.work import is_secret
from bot.store import Busy, Damaged, ReadOnly
from bot.store.connection import Writes, noting_writes

log = logging.getLogger("samarkand.database")

EVERY_SECONDS = 60.0  # how often the log repeats that the database still refuses writes


class Refusing(Protocol):
    """The part of the store that knows a refused write when it sees one."""

    def write_problem(self, err: Exception) -> ReadOnly | Busy | None: ...


class WriteRefusals:
    """Logs refused writes (and the other errors that save nothing until someone acts: the
    store's ``write_problem``, and a damaged database, which the store raises as ``Damaged``)
    at most once per ``EVERY_SECONDS``; any other error is the caller's."""

    def __init__(self, store: Refusing, clock: Callable[[], float] = time.monotonic) -> None:
        self.store, self.clock = store, clock
        self.said_at: float | None = None
        self.told: Callable[[Refused], None] | None = None  # the health checks' (``WriteCheck.heard``), where they run

    def handled(self, err: Exception) -> bool:
        """True when ``err`` is the database refusing a write (then said, or already said within
        the minute); False for anything else, which the caller logs as it would."""
        said = err if isinstance(err, ReadOnly | Busy | Damaged) else self.store.write_problem(err)
        if said is None:
            return False
        if is_secret():  # a sale answer's work: its line is never written (R6.5), so it takes no minute's turn
            return True
        if self.told is not None:
            self.told(type(said))
        now = self.clock()
        if self.said_at is None or now - self.said_at >= EVERY_SECONDS:
            self.said_at = now
            log.error("%s (said once a minute while it lasts)", said)
        return True

    @staticmethod
    def writes() -> AbstractContextManager[Writes]:
        """Within it, whether the work tried a write: a command's that failed before it did
        failed while reading, which its answer says (``cogs.respond``)."""
        return noting_writes()


SHARED: WeakKeyDictionary[Refusing, WriteRefusals] = WeakKeyDictionary()  # each store's, while it is open


def shared_refusals(store: Refusing) -> WriteRefusals:
    """The one ``WriteRefusals`` of a store, shared by every loop on it (the scheduler's passes,
    the computer moves, a game's own work such as the review sweep, and the commands), so that
    a database refusing writes is said in one line a minute, not one a minute from each."""
    found = SHARED.get(store)
    if found is None:
        found = SHARED[store] = WriteRefusals(store)
    return found
