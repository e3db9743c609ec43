"""The threads that take CPU work off the event loop, one pool per kind so that no kind queues behind another:
Discord's images (rendering, two threads), its replays (one) and the web pages' work (replays, private seat
screens, the pages and their images). Neither the loop nor a computer's search waits for an image or a page, an
image never waits for a search, and a Discord turn image never waits behind a replay or the pages'."""

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


@lru_cache(maxsize=1)
def replay_pool() -> Executor:
    """The one thread of Discord's replays: a whole game's GIF takes seconds, and twenty asked at
    once in the images' threads held every turn image and board behind them."""
    return ThreadPoolExecutor(max_workers=1, thread_name_prefix="replays")


@lru_cache(maxsize=1)
def page_pool() -> Executor:
    """The one thread of the web pages' work: replays and pages are pure Python and hold the interpreter's lock,
    so a second thread would not speed them up, only add one more the event loop must win the lock from. Pages wait
    for each other, never Discord's answers for them."""
    return ThreadPoolExecutor(max_workers=1, thread_name_prefix="pages")


async def off_loop(work: Callable[[*Ts], T], *args: *Ts) -> T:
    """Run CPU work (a board image for Discord) in the rendering threads, never on the event loop."""
    return await asyncio.get_running_loop().run_in_executor(rendering_pool(), work, *args)


async def for_replays(work: Callable[[*Ts], T], *args: *Ts) -> T:
    """Run a replay's drawing (a GIF of the game for Discord) in the replays' thread."""
    return await asyncio.get_running_loop().run_in_executor(replay_pool(), work, *args)


async def for_pages(work: Callable[[*Ts], T], *args: *Ts) -> T:
    """Run a web page's CPU work (a page or its image, from a game's public record) in the
    pages' thread."""
    return await asyncio.get_running_loop().run_in_executor(page_pool(), work, *args)
