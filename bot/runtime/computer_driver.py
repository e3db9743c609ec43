"""The computer driver: plays the computer moves that are due as their own steps, a task per
game, at gates that let servers in by turns. One game's failure is logged and never stops
another's; a database that refuses writes is said once a minute (``WriteRefusals``), not with a
traceback per game at every sweep."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Protocol

from bot.runtime.background import Background
from bot.runtime.fair_gate import FairGate
from bot.runtime.write_refusals import WriteRefusals, shared_refusals
from bot.service import Platform, Report
from bot.service.work import WorkKind, openly, working

log = logging.getLogger("samarkand.computers")
HINTS = "samarkand-hints"  # the search gate's name for hints: no server's id (digits, or "offline") is it


class Queueing(Protocol):
    """What the computer driver tells of its queues (``bot.runtime.metrics.Metrics``)."""

    def queued(self, queue: str) -> None:
        """A move began waiting for a thinker of ``queue``."""

    def dequeued(self, queue: str, waited: float) -> None:
        """It stopped waiting, after ``waited`` seconds."""


class ComputerDriver(Background):
    """Plays the computer moves that are due: a task per game, one move per step, each
    published as it completes, so that games advance independently. Searches and light moves
    (greedy, random) queue at gates of their own, so a light move never waits behind searches;
    each gate lets servers in by turns, so one server's many games never hold up another's."""

    name = "samarkand-computers"

    def __init__(self, service: Platform, publish: Callable[[list[Report]], Awaitable[object]],
                 search_slots: int = 1, light_slots: int = 4, idle_seconds: float = 60.0,
                 watch: Queueing | None = None, refusals: WriteRefusals | None = None) -> None:
        self.service, self.publish = service, publish
        # a read-only or locked database: one line a minute, shared with the scheduler's (the bot's)
        self.refusals = refusals or shared_refusals(service.store)
        self.watch = watch  # the metrics: the moves waiting at each gate, and how long
        self.gates = {"search": FairGate(search_slots), "light": FairGate(light_slots)}
        self.idle = idle_seconds
        self.games: dict[int, asyncio.Task[None]] = {}
        self._again: set[int] = set()
        self._wake = asyncio.Event()

    def wake(self, game_id: int | None = None) -> None:
        """A computer may owe this game (None: some game) a move now. Until the driver runs
        (tests drive it by ``run_once``), a game is picked up by its first sweep."""
        if game_id is None or not self.running:
            self._wake.set()
        else:
            self._follow(game_id)

    def _follow(self, game_id: int) -> None:
        if (running := self.games.get(game_id)) is not None and not running.done():
            self._again.add(game_id)  # it looks again before it stops
            return
        with working(WorkKind.COMPUTER, game_id), openly():  # not the work that woke it (a click's, a secret's)
            self.games[game_id] = asyncio.create_task(self._advance(game_id), name=f"samarkand-computer-{game_id}")

    async def _advance(self, game_id: int) -> None:
        """Step by step until no computer owes this game a move."""
        while True:
            self._again.discard(game_id)
            if not await self._step(game_id) and game_id not in self._again:
                del self.games[game_id]  # no await since the check: a wake from now on starts anew
                return

    async def run_once(self) -> int:
        """One round: a step in every game a computer owes a move; returns the moves made."""
        due = await self.service.store.computer_due()
        return sum(await asyncio.gather(*(self._step_of(game_id) for game_id in due)))

    async def _step_of(self, game_id: int) -> int:
        with working(WorkKind.COMPUTER, game_id):
            return await self._step(game_id)

    async def _step(self, game_id: int) -> int:
        try:
            if (owed := await self.service.computers.computer_queue(game_id)) is None:
                return 0
            async with self._turn_at(owed.thinking, owed.server):
                report = await self.service.computers.computer_step(game_id)
            if report is None:
                return 0
            log.info("game %s: a computer moved (%s)", game_id, owed.thinking)
            await self.publish([report])
        except Exception as err:  # one game's trouble must not stop another's
            if not self.refusals.handled(err):
                log.exception("computer step for game %s failed", game_id)
            return 0
        return 1

    @contextlib.asynccontextmanager
    async def _turn_at(self, thinking: str, server: str) -> AsyncIterator[None]:
        """A slot of the ``thinking`` gate (search or light), taken in ``server``'s turn and
        held for one move; the metrics are told how long the move waited for it, also when it
        was cancelled while waiting."""
        gate, watch = self.gates[thinking], self.watch
        if watch is None:
            async with gate.turn(server):
                yield
            return
        watch.queued(thinking)
        began, queued = time.monotonic(), True
        try:
            async with gate.turn(server):
                queued = False
                watch.dequeued(thinking, time.monotonic() - began)
                yield
        finally:
            if queued:
                watch.dequeued(thinking, time.monotonic() - began)

    def hint_slot(self) -> contextlib.AbstractAsyncContextManager[None]:
        """A slot of the search gate for a hint (``bot.games.samarkand.coaching``): the hints of
        every server wait as one more server, so a computer move that comes while hints wait
        goes after at most the searches running, and a hint still gets every other turn."""
        return self.gates["search"].turn(HINTS)

    def stop(self) -> None:
        super().stop()
        for task in self.games.values():
            task.cancel()

    def under_way(self) -> list[asyncio.Task[None]]:
        return [*super().under_way(), *self.games.values()]

    async def _loop(self) -> None:
        """The sweep: every game a computer owes a move gets its task (after a restart, or a
        commit in another process); woken early when there may be more."""
        while True:
            self._wake.clear()
            try:
                for game_id in await self.service.store.computer_due():
                    self._follow(game_id)
            except Exception:
                log.exception("looking for computer moves failed")
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), self.idle)
