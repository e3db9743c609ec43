"""A stand-in for the running bot as the health server watches it (``bot.runtime.health_server.
Watched``): its gateway's shards, its database (which may answer, fail, or refuse writes) and its
scheduler's last pass, each set by the test."""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.runtime.metrics import Metrics
from bot.store import Damaged, ReadOnly


@dataclass
class Store:
    broken: bool = False
    read_only: bool = False

    async def count_by_status(self) -> dict[str, int]:
        if self.broken:
            raise OSError("connection refused")
        return {"playing": 1}

    async def turn_messages_retrying(self) -> int:
        return 0

    async def writable(self) -> None:
        if self.read_only:
            raise ReadOnly("The database cannot be written")

    def damaged(self, err: Exception) -> Damaged | None:
        return None  # a page's ``Damaged`` is damage already; no driver's error is known here

    def writing(self) -> bool:
        return False  # no save of the bot's under way


@dataclass
class Platform:
    store: Store = field(default_factory=Store)


@dataclass
class Scheduler:
    last_pass: float | None = None


@dataclass
class Bot:
    metrics: Metrics = field(default_factory=Metrics)
    tick_seconds: float = 60.0
    scheduler: Scheduler = field(default_factory=Scheduler)
    platform: Platform = field(default_factory=Platform)
    up: bool = True

    def shards_up(self) -> dict[int, bool]:
        return {0: self.up, 1: True}
