"""The bot's clockwork: a pass every tick for reminders, time-outs and announcements that
are due or to be retried, and a driver that plays computer moves as their own steps.

Every game is handled on its own: one game's failure is logged and never stops a pass."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from abc import ABC, abstractmethod
from collections.abc import Awaitable, Callable

from bot.service import GameService, Reminder, Report

log = logging.getLogger("samarkand.scheduler")


class Background(ABC):
    """A loop that runs as a task of its own until stopped."""

    name = "samarkand"
    task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self.task = asyncio.create_task(self._loop(), name=self.name)

    def stop(self) -> None:
        if self.task:
            self.task.cancel()

    @abstractmethod
    async def _loop(self) -> None:
        """The work, forever (until the task is cancelled)."""


class Scheduler(Background):
    name = "samarkand-scheduler"

    def __init__(self, service: GameService, publish: Callable[[list[Report]], Awaitable[object]],
                 remind: Callable[[Reminder], Awaitable[None]], announce: Callable[[int], Awaitable[object]],
                 every_seconds: float = 60.0, wake: Callable[[], None] = lambda: None) -> None:
        self.service = service
        self.publish, self.remind, self.announce, self.wake = publish, remind, announce, wake
        self.every = every_seconds

    async def run_once(self) -> int:
        """One pass; returns how many things it did (changes, reminders, announcements)."""
        tick = await self.service.tick()
        done = 0
        for change in tick.changes:
            done += await self._safely(self.publish([change]), change.game_id)
        for reminder in tick.reminders:
            done += await self._safely(self.remind(reminder), reminder.game_id)
        for game_id in await self.service.unannounced():
            done += await self._safely(self.announce(game_id), game_id)
        if await self.service.store.computer_due():
            self.wake()
        return done

    async def _safely(self, work: Awaitable[object], game_id: int) -> int:
        try:
            await work
        except Exception:  # one game's trouble must not stop the pass for every other game
            log.exception("scheduler work for game %s failed", game_id)
            return 0
        return 1

    async def _loop(self) -> None:
        while True:
            try:
                await self.run_once()
            except Exception:
                log.exception("scheduler pass failed")
            await asyncio.sleep(self.every)


class ComputerDriver(Background):
    """Plays the computer moves that are due, one move per game per round, several games at
    once (their thinking runs in the process pool), publishing each move as it completes."""

    name = "samarkand-computers"

    def __init__(self, service: GameService, publish: Callable[[list[Report]], Awaitable[object]],
                 concurrency: int = 2, idle_seconds: float = 60.0) -> None:
        self.service, self.publish = service, publish
        self.limit = asyncio.Semaphore(concurrency)
        self.idle = idle_seconds
        self._wake = asyncio.Event()

    def wake(self) -> None:
        self._wake.set()

    async def run_once(self) -> int:
        """One round: a step in every game a computer owes a move; returns the moves made."""
        due = await self.service.store.computer_due()
        made = await asyncio.gather(*(self._step(game_id) for game_id in due))
        return sum(made)

    async def _step(self, game_id: int) -> int:
        async with self.limit:
            try:
                report = await self.service.computer_step(game_id)
                if report is None:
                    return 0
                await self.publish([report])
            except Exception:
                log.exception("computer step for game %s failed", game_id)
                return 0
            return 1

    async def _loop(self) -> None:
        while True:
            self._wake.clear()
            try:
                moved = await self.run_once()
            except Exception:
                log.exception("computer round failed")
                moved = 0
            if not moved:
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._wake.wait(), self.idle)
