"""A gate that shares its slots fairly between servers: computer moves queue here for the
process pool, and one server's hundred busy games must never hold up another server's next
move by more than one search.

An ``asyncio.Semaphore`` lets waiters in first come, first served, so a move that arrives
behind a hundred others waits for a hundred searches. This gate lets servers in by turns:
when a slot frees, it goes to the waiting server that was let in least recently (a server not
let in since the gate was last idle counts as never, so the record holds one number per
server that moved since), and within a server to its oldest waiter. A server that arrives while
others wait is therefore next, after at most the searches already running; one that is served
goes behind every other waiting server."""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

NEVER = -1


class FairGate:
    def __init__(self, slots: int) -> None:
        self.slots = self.free = slots
        self.waiting: dict[str, deque[asyncio.Future[None]]] = {}  # by server, oldest first
        self.served: dict[str, int] = {}  # the turn at which each server was last let in
        self.turns = 0

    @asynccontextmanager
    async def turn(self, server: str) -> AsyncIterator[None]:
        """Hold one slot, taken in ``server``'s turn, for the body's duration."""
        await self._enter(server)
        try:
            yield
        finally:
            self._leave()

    async def _enter(self, server: str) -> None:
        if self.free and not self.waiting:
            self._let_in(server)
            return
        waiter: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.waiting.setdefault(server, deque()).append(waiter)
        try:
            await waiter
        except asyncio.CancelledError:
            if waiter.cancelled():  # cancelled while waiting: it leaves the queue
                self._forget(server, waiter)
            else:  # let in, then cancelled before it could enter: the slot goes to the next
                self._leave()
            raise

    def _leave(self) -> None:
        self.free += 1
        while self.free and self.waiting:
            server = min(self.waiting, key=lambda name: self.served.get(name, NEVER))  # ties: the first to wait
            queue = self.waiting[server]
            waiter = queue.popleft()
            if not queue:
                del self.waiting[server]
            if waiter.cancelled():  # its task has yet to run and find out: the slot goes on
                continue
            self._let_in(server)
            waiter.set_result(None)
        if not self.waiting and self.free == self.slots:
            self.served.clear()  # idle: nobody holds a slot or waits, so no server's past turns matter

    def _let_in(self, server: str) -> None:
        self.free -= 1
        self.turns += 1
        self.served[server] = self.turns

    def _forget(self, server: str, waiter: asyncio.Future[None]) -> None:
        if (queue := self.waiting.get(server)) is not None and waiter in queue:
            queue.remove(waiter)
            if not queue:
                del self.waiting[server]
