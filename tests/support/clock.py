"""The one hand-moved clock of the tests: the service's deadlines (hours) and the Discord
stand-in's interaction ages (seconds) both read it, so a test makes time pass without sleeping."""

from __future__ import annotations


class ManualClock:
    """A clock that stands still until a test moves it (``now`` may also be set outright)."""

    def __init__(self, now: float = 1_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, hours: float = 0.0, *, seconds: float = 0.0) -> None:
        self.now += hours * 3600 + seconds
