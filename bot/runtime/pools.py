"""The threads that draw board images: a pool of their own, so that neither the event loop
nor a computer's search ever waits for an image, and an image never waits for a search."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import Executor, ThreadPoolExecutor
from functools import lru_cache
from typing import TypeVar, TypeVarTuple

T = TypeVar("T")
Ts = TypeVarTuple("Ts")


@lru_cache(maxsize=1)
def rendering_pool() -> Executor:
    """The threads that draw board images, a pool of their own: nothing else queues there."""
    return ThreadPoolExecutor(max_workers=2, thread_name_prefix="render")


async def off_loop(work: Callable[[*Ts], T], *args: *Ts) -> T:
    """Run CPU work (a board image) in the rendering threads, never on the event loop."""
    return await asyncio.get_running_loop().run_in_executor(rendering_pool(), work, *args)
