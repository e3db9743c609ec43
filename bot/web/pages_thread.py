"""The pages' one thread (``bot.service.pools.for_pages``), shared so that a reader of a game as it is now never waits
behind past turns another reader's slider asked for (first come, first served, a slider dragged through a long game
queued a board per turn ahead of everyone's board now).

The work waits here in two queues and goes to the thread one piece at a time: the oldest of the position now (the
page and board a turn message links to, a private page) first, a past turn's (``?turn=``) only when none of those
waits. A reader of now waits at most for the piece running and for the replays and seat screens the service hands the
thread directly (``Tables.off_loop``: made once per public change, needed first by every reader, so ahead of both
queues, unbounded). The past turns' queue is bounded (``PAST_WAITING``): one more is refused (``Busy``, a 503 that
says to try again shortly), so a crawler walking every turn of every game cannot pile up requests without end."""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import Callable
from contextlib import suppress
from functools import partial
from typing import TypeVar, TypeVarTuple
from weakref import WeakKeyDictionary

from bot.service.pools import for_pages
from bot.words.i18n import Refusal

T = TypeVar("T")
Ts = TypeVarTuple("Ts")

PAST_WAITING = 64  # past turns' pieces waiting at most: some 64 boards of 13 ms each, a second of the thread's work


class Busy(Refusal):
    """Too many past turns wait for the thread already: this one is refused, not queued."""

    def __init__(self) -> None:
        super().__init__("web.busy")


class PagesThread:
    """The queues before the pages' thread: ``now`` first, then ``past``. Each waiting piece is
    a future its request awaits, set when the thread is its."""

    def __init__(self, most_past: int = PAST_WAITING) -> None:
        self.most_past = most_past
        self.now: deque[asyncio.Future[None]] = deque()
        self.past: deque[asyncio.Future[None]] = deque()
        self.running = False  # a piece of the pages' work is in the thread

    async def run(self, work: Callable[[], T], past: bool = False) -> T:
        """``work``'s result, made in the pages' thread once it is its turn: ``past``, a past
        turn's piece, waits until no piece of the position now does. A request that goes
        away meanwhile leaves the queue; one whose piece is running leaves it running, and
        the thread goes to the next piece only once it is done."""
        await self._turn(self.past if past else self.now, past)
        made = asyncio.ensure_future(for_pages(work))
        made.add_done_callback(self._done)
        return await asyncio.shield(made)

    async def _turn(self, queue: deque[asyncio.Future[None]], past: bool) -> None:
        """Wait in ``queue`` until the thread is this piece's; a past piece beyond the bound is ``Busy``."""
        if past and self.running and len(self.past) >= self.most_past:
            raise Busy
        ready = asyncio.get_running_loop().create_future()
        queue.append(ready)
        self._next()
        try:
            await ready
        except asyncio.CancelledError:
            if ready.cancelled():  # gone while waiting
                with suppress(ValueError):
                    queue.remove(ready)
            else:  # gone as its turn came: the thread goes to the next
                self._release()
            raise

    def _done(self, made: asyncio.Future[T]) -> None:
        """The piece in the thread is done: the next one's turn. Its failure, if its request
        went away, is nobody's to hear (read here so that it is not logged as lost)."""
        if not made.cancelled():
            made.exception()
        self._release()

    def _release(self) -> None:
        self.running = False
        self._next()

    def _next(self) -> None:
        """Give the thread, if free, to the oldest piece of the position now, else of the past turns."""
        if self.running:
            return
        for queue in (self.now, self.past):
            while queue:
                ready = queue.popleft()
                if not ready.done():  # not one whose request went away
                    self.running = True
                    ready.set_result(None)
                    return


THREADS: WeakKeyDictionary[asyncio.AbstractEventLoop, PagesThread] = WeakKeyDictionary()


def pages_thread() -> PagesThread:
    """The queues of the running event loop's pages: one for all the routes it serves, public
    and private, as they share one thread (a second event loop, a test's, has its own)."""
    loop = asyncio.get_running_loop()
    found = THREADS.get(loop)
    if found is None:
        found = THREADS[loop] = PagesThread()
    return found


async def for_pages_now(work: Callable[[*Ts], T], *args: *Ts) -> T:
    """``work(*args)`` in the pages' thread, as a piece of the position now (a private page's)."""
    return await pages_thread().run(partial(work, *args))
