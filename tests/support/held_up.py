"""A CPU step of the service held up in its thread by the test, to show that the event loop
goes on meanwhile (no sleeps, no timing)."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable
from typing import Any


class HeldUp:
    """Stands in for one of the service's CPU steps (``_replayed``: a game's public record from
    its log; ``_screen_now``: a seat's screen from the state; ``_worded``: ``/log``'s words):
    counts its calls, refuses to run on the event loop's thread, and waits in its own thread
    until the test releases it."""

    def __init__(self, step: Callable[..., Any]) -> None:
        self.step = step
        self.loop = asyncio.get_running_loop()
        self.loop_thread = threading.get_ident()
        self.calls = 0
        self.started = asyncio.Event()
        self.release = threading.Event()

    def __call__(self, *args: Any) -> Any:
        self.calls += 1
        if threading.get_ident() == self.loop_thread:
            raise AssertionError("CPU work ran on the event loop")
        self.loop.call_soon_threadsafe(self.started.set)
        self.release.wait()
        return self.step(*args)


async def until_started(held: HeldUp, request: asyncio.Task[Any]) -> None:
    """Wait for the held step to start in its thread; if the request ended first, it failed."""
    started = asyncio.create_task(held.started.wait())
    await asyncio.wait({started, request}, return_when=asyncio.FIRST_COMPLETED)
    assert held.started.is_set(), f"the request ended ({request.result()}) without the step starting"
