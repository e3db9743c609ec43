"""Whether the database takes writes, asked at most once per ``EVERY_SECONDS`` however often it
is wanted. A scrape of ``/metrics``, ``/healthz`` (the image's health check, every 30 s) and
``/readyz`` (a load balancer's, perhaps every few seconds) each want to know; each asking
would be a write (committed, and deleted in the same commit) per probe, on the connection the games wait for. They share
one answer instead, at most one interval old, and the asks that come while a question is
under way wait for that question's answer rather than ask another."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable

from bot.store import Busy, Damaged, ReadOnly, Unchangeable

# How old an answer may be. Prometheus scrapes every 30 s (docs/prometheus/prometheus.yml), so a
# scrape finds an answer no older than the last scrape; /healthz fails at most this long after
# the database stops taking writes, well within the minute docs/operating.md promises.
EVERY_SECONDS = 30.0
# How long a recheck after a "no" is waited for before the last "no" answers, while the recheck
# goes on (stale while revalidate): under another process's lock each recheck waits out SQLite's
# 5 s busy timeout, longer than a probe with a 1 s timeout waits for its answer. A database
# that took the write again, or refused it again, says so well within this.
PROMPT_SECONDS = 0.5

log = logging.getLogger("samarkand.database")
Refused = type[ReadOnly | Busy | Damaged | Unchangeable]  # how a database refused the write check


class WriteCheck:
    """``ask``: the store's ``writable`` (raises ``ReadOnly`` when the database refuses the
    write, ``Busy`` when another process keeps it locked past the wait, ``Damaged`` when it is
    damaged, ``Unchangeable`` when it took the write but one of its files cannot be changed
    (made immutable: no checkpoint, no next start): each answers "no", and which it was is
    kept, for ``/healthz`` and ``/readyz`` to say);
    ``said``: told each answer the database gives whether it took the write (the writable
    gauge: ``Unchangeable`` took it); ``changeable``: told whether its files can be changed,
    whenever the database took the write (the files gauge)."""

    def __init__(self, ask: Callable[[], Awaitable[None]], said: Callable[[bool], None],
                 clock: Callable[[], float] = time.monotonic, seconds: float = EVERY_SECONDS,
                 changeable: Callable[[bool], None] | None = None) -> None:
        self.ask, self.said, self.clock, self.seconds = ask, said, clock, seconds
        self.changeable = changeable
        self.refused: Refused | None = None  # why not, when the last answer was no
        self.answered_at: float | None = None
        self.asking: asyncio.Task[Refused | None] | None = None

    async def takes_writes(self, timeout: float) -> bool:
        """False when the database refused the last write, True when it took it (``refusal``'s yes or no)."""
        return await self.refusal(timeout) is None

    async def refusal(self, timeout: float) -> Refused | None:
        """How the database refused the last write asked of it (the kind of error it raised),
        None when it took it; the question is asked again once the answer is ``seconds`` old.
        Raises what the database raised instead of answering, or ``TimeoutError`` after
        ``timeout`` seconds: no answer is kept from a database that gave none, so the next want
        asks again (and the question under way still gives its answer to whoever asks after it).
        A database that refused the last time and gives no answer within ``PROMPT_SECONDS`` now is
        still refusing as far as anyone knows: a lock another process holds makes every new
        question wait SQLite's whole busy timeout, longer than /healthz waits, and the check would
        say "ok" at every other probe while nothing can be saved; so the last "no" answers then,
        and the question goes on, its answer the next asker's."""
        if self.answered_at is not None and self.clock() - self.answered_at < self.seconds:
            return self.refused
        if self.asking is None:
            self.asking = asyncio.ensure_future(self._asked())
            self.asking.add_done_callback(_retrieved)
        try:
            return await asyncio.wait_for(asyncio.shield(self.asking),
                                          timeout if self.refused is None else min(timeout, PROMPT_SECONDS))
        except TimeoutError:
            if self.refused is None:
                raise
            return self.refused

    def heard(self, refused: Refused) -> None:
        """A save of the bot's own was refused (``WriteRefusals``): that is the answer now, and
        for an interval after the last such save. The saves are what players lose: theirs is
        said at once, not at the next check, up to an interval later."""
        self.refused, self.answered_at = refused, self.clock()
        self.said(False)

    async def _asked(self) -> Refused | None:
        refused: Refused | None = None
        try:
            await self.ask()
        except (ReadOnly, Busy, Damaged, Unchangeable) as err:
            refused = type(err)
            if refused is not self.refused:  # the sentence (what happened, what to do), once as it begins
                log.error("%s (found by the write check of /healthz, /readyz and /metrics)", err)
        finally:
            self.asking = None
        if refused is None and self.refused is not None:  # the log's readers learn when it ended, as when it began
            log.warning("%s (found by the write check of /healthz, /readyz and /metrics).",
                        "The database's files can be changed again" if saving(self.refused)
                        else "The database takes writes again")
        self.refused, self.answered_at = refused, self.clock()
        took = saving(refused)
        self.said(took)
        if took and self.changeable is not None:
            self.changeable(refused is None)
        return refused


def saving(refused: Refused | None) -> bool:
    """Whether the bot's saves commit, as the database answered: it took the write, though one of
    its files may not be changed (``Unchangeable``: only a checkpoint or the next start fails)."""
    return refused is None or issubclass(refused, Unchangeable)


def _retrieved(asked: asyncio.Task[Refused | None]) -> None:
    """The failure of a question whose askers all gave up waiting is theirs to have missed,
    not asyncio's to log as never retrieved."""
    if not asked.cancelled():
        asked.exception()
