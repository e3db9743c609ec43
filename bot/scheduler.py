"""Reminders and time-outs: ask the service every minute what is due, and publish it.

All timing lives in the database (when the game started waiting, when it last reminded),
so a restart resumes every clock where it was."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

from bot.service import GameService, Report

log = logging.getLogger("samarkand.scheduler")


class Scheduler:
    def __init__(self, service: GameService, publish: Callable[[Report], Awaitable[None]],
                 every_seconds: float = 60.0) -> None:
        self.service = service
        self.publish = publish
        self.every = every_seconds
        self.task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self.task = asyncio.create_task(self._loop(), name="samarkand-scheduler")

    def stop(self) -> None:
        if self.task:
            self.task.cancel()

    async def run_once(self) -> int:
        """One pass: publish every reminder and time-out now due; returns how many."""
        reports = await self.service.tick()
        for report in reports:
            await self.publish(report)
        return len(reports)

    async def _loop(self) -> None:
        while True:
            try:
                await self.run_once()
            except Exception:  # a failed pass must not stop the clock for every game
                log.exception("scheduler pass failed")
            await asyncio.sleep(self.every)
