"""A loop of the running bot that runs as a task of its own until stopped: the clockwork's
pass, the computer driver's sweep, the metrics' sampling."""

from __future__ import annotations

import asyncio
from abc import ABC, abstractmethod


class Background(ABC):
    name = "samarkand"
    task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self.task = asyncio.create_task(self._loop(), name=self.name)

    def stop(self) -> None:
        if self.task:
            self.task.cancel()

    def under_way(self) -> list[asyncio.Task[None]]:
        """The tasks a stop waits for: the loop's (cancelled, their cleanups, a lease returned, use the database)."""
        return [self.task] if self.task else []

    @property
    def running(self) -> bool:
        return self.task is not None and not self.task.done()

    @abstractmethod
    async def _loop(self) -> None:
        """The work, forever (until the task is cancelled)."""
