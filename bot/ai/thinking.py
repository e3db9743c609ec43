"""Where computer players think: never on the event loop's thread.

A search thinks for seconds of pure Python; run in a thread it would still hold the
interpreter lock against the event loop. So every level but random thinks in a process
pool: the search levels (search, expert) in a pool sized to the machine's cores minus one,
the cheaper greedy level in a pool of its own so that it never queues behind searches.
Board images are drawn in a thread pool of their own (``bot.service.pools``), so searches
never delay a turn image either.

The worker receives the full state as JSON and conceals it before any player sees it, so a
computer player only ever decides on what its seat may know."""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import random
from concurrent.futures import ProcessPoolExecutor
from typing import Protocol, TypeVar, TypeVarTuple

from bot.ai.budget import Budget
from bot.ai.conceal import conceal
from bot.ai.levels import LEVELS, Level, make_player
from bot.engine import Action, action_from_text, action_to_text, state_from_json

T = TypeVar("T")
Ts = TypeVarTuple("Ts")

def think(level: Level, state_json: str, seat: int, seed: int, seconds: float | None = None,
          ceiling: float | None = None) -> str:
    """One decision of a computer player, from a concealed copy of the state; picklable.
    ``ceiling``: the host's wall-clock limit on a move. ``seconds`` makes a search think for
    that long, whatever its level's budget (tests and benchmarks that need a search in flight,
    or a quick one)."""
    state = state_from_json(state_json)
    rng = random.Random(seed)
    player_seed = rng.getrandbits(32)
    searching = LEVELS[level].searching
    if seconds is not None and searching:
        player = searching.make(player_seed, Budget(seconds, seconds))
    else:
        player = make_player(level, player_seed, ceiling)
    return action_to_text(player.choose(conceal(state, seat, rng), seat))


class Thinker(Protocol):
    workers: int  # how many searches may think at once

    async def choose(self, level: Level, state_json: str, seat: int, seed: int) -> Action:
        """The computer's decision for ``seat``."""
        ...

    def close(self) -> None:
        ...


class InlineThinker:
    """Thinks in the caller: for the offline console and tests that need no event loop free."""

    workers = 1

    def __init__(self, search_seconds: float | None = None, ceiling: float | None = None) -> None:
        self.search_seconds, self.ceiling = search_seconds, ceiling

    async def choose(self, level: Level, state_json: str, seat: int, seed: int) -> Action:
        return action_from_text(think(level, state_json, seat, seed, self.search_seconds, self.ceiling))

    def close(self) -> None:
        return None


class PoolThinker:
    """Thinks in other processes, with bounded concurrency per kind of player."""

    def __init__(self, search_workers: int | None = None, search_seconds: float | None = None,
                 ceiling: float | None = None) -> None:
        context = multiprocessing.get_context("spawn")
        workers = search_workers or max(1, (os.cpu_count() or 2) - 1)
        self.search = ProcessPoolExecutor(max_workers=workers, mp_context=context)
        self.light = ProcessPoolExecutor(max_workers=1, mp_context=context)
        self.search_seconds = search_seconds
        self.ceiling = ceiling  # SAMARKAND_MOVE_CEILING: the wall-clock limit on a move
        self.workers = workers

    async def choose(self, level: Level, state_json: str, seat: int, seed: int) -> Action:
        where = LEVELS[level].pool
        if where == "inline":
            return action_from_text(think(level, state_json, seat, seed))
        pool = self.search if where == "search" else self.light
        loop = asyncio.get_running_loop()
        decided = await loop.run_in_executor(pool, think, level, state_json, seat, seed, self.search_seconds,
                                             self.ceiling)
        return action_from_text(decided)

    def close(self) -> None:
        self.search.shutdown(wait=False, cancel_futures=True)
        self.light.shutdown(wait=False, cancel_futures=True)
