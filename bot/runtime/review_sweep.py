"""The bot's sweep of the finished games that wait for their review (issue #51): at start,
then every minute, it makes their reviews one game at a time, in the order they ended
(``bot.games.samarkand.reviewing``). A game that ended while the bot was down, or whose review
was cut short by a restart, has no review stored: the next sweep makes it.

The reviews are made in one process of their own, at a lower priority than the computers'
searches (``os.nice``): a whole game's review takes a minute or two of CPU, and in the
thinkers' search pool it would hold up the computer moves of every other table for as long;
here the searches are served first, and the review uses what they leave."""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
from concurrent.futures import Executor, ProcessPoolExecutor
from functools import partial

from bot.ai.budget import Budget
from bot.ai.review import IN_REVIEW
from bot.games.samarkand.reviewing import Reviewing
from bot.runtime.background import Background
from bot.runtime.write_refusals import WriteRefusals, shared_refusals
from bot.worker_processes import Respawning, tied_to_parent

log = logging.getLogger("samarkand.reviews")
EVERY = 60.0  # seconds between two looks for finished games without a review
NICER = 10    # how much lower the review's process runs than the bot's (os.nice)


def review_pool() -> Executor:
    """One process, started on first use, niced below the computers' searches, and started
    anew if it died (a review cut short by the OOM killer is made again at the next sweep)."""
    return Respawning(partial(ProcessPoolExecutor, max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                              initializer=tied_to_parent, initargs=(NICER,)), "reviews")


class ReviewSweep(Background):
    """Makes the waiting reviews, then looks again every ``every`` seconds."""

    name = "samarkand-reviews"

    def __init__(self, reviewing: Reviewing, pool: Executor | None = None, budget: Budget = IN_REVIEW,
                 every: float = EVERY, refusals: WriteRefusals | None = None) -> None:
        self.reviewing, self.budget, self.every = reviewing, budget, every
        self.pool = pool or review_pool()
        # a read-only or locked database: one line a minute (the bot's, shared with its clockwork)
        self.refusals = refusals or shared_refusals(reviewing.tables.store)

    async def sweep(self) -> int:
        """Every waiting game reviewed; how many were."""
        done = 0
        while await self.reviewing.review_waiting(self.pool, self.budget) is not None:
            done += 1
        return done

    async def look(self) -> None:
        """One sweep, whose failure is logged and left to the next look: a database that
        refuses writes in the one line a minute of ``WriteRefusals``, anything else (the store
        away for a moment, say) with its traceback."""
        try:
            await self.sweep()
        except Exception as err:
            if not self.refusals.handled(err):
                log.exception("the review sweep failed; it looks again in %.0f s", self.every)

    async def _loop(self) -> None:
        while True:
            await self.look()
            await asyncio.sleep(self.every)

    def stop(self) -> None:
        super().stop()
        self.pool.shutdown(wait=False, cancel_futures=True)
