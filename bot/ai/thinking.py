"""Where computer players think: never on the event loop's thread.

A search thinks for seconds of pure Python; run in a thread it would still hold the
interpreter lock against the event loop. So every level but random thinks in a process
pool: the search levels (search, expert) in a pool sized to the machine's cores minus one,
the cheaper greedy level in a pool of its own so that it never queues behind searches.
Board images are drawn in a thread pool of their own (``bot.service.pools``), so searches
never delay a turn image either.

The worker receives the full state as JSON and conceals it before any player sees it, so a
computer player only ever decides on what its seat may know.

The searches' rollouts run on the compiled kernel where numba is installed
(``bot.ai.rollout``). numba compiles on a function's first call, so a thinker compiles (or
loads from numba's cache) before its first search: the pool in each search worker as the pool
starts, the inline thinker before its first search, outside the move's clock; the log says
which way the computers think, and how long the compiling took."""

from __future__ import annotations

import logging
import multiprocessing
import os
import random
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from functools import partial

from bot.ai.budget import Budget
from bot.ai.conceal import conceal
from bot.ai.levels import LEVELS, Level, make_player
from bot.ai.rollout import compiled, ready_kernel, say_when_compiling, warm_kernel, warmed
from bot.engine import Action, GameState, SaleDecision, action_from_text, action_to_text, legal_actions, state_from_json
from bot.games.playing import Thinker as Thinker  # re-exported: where the computers think, as the Discord side names it
from bot.worker_processes import Respawning, once_more_if_it_died, tied_to_parent

log = logging.getLogger("samarkand.ai")
_said = False  # whether this process has said which way its computers think


def say_how_computers_think() -> None:
    """Once a process: in the log, whether the searches roll out on compiled code or in pure Python."""
    global _said
    if not _said:
        _said = True
        if compiled():
            log.info("computer players think on compiled code (the numba kernel, bot/ai/kernel)")
        else:
            log.info("computer players think in pure Python: numba is not installed "
                     "(pip install '.[kernel]' makes their searches about twice as fast)")


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
    return action_to_text(player.choose(conceal(turn_only(state, seat), seat, rng), seat))


def turn_only(state: GameState, seat: int) -> GameState:
    """The seat's own open sale offers set aside (in place: the worker's copy) while it has a move or discard: a
    computer seat answers its offers at once, so only a time-out stand-in meets one, and the player's secret answer
    is not its to give. The offer stays open until the seat's move closes it, card kept, as timed by R6.5."""
    others = [offer for offer in state.offers if offer.player != seat]
    if len(others) < len(state.offers) and not all(isinstance(a, SaleDecision) for a in legal_actions(state, seat)):
        state.offers = others
    return state


class InlineThinker:
    """Thinks in the caller: for the offline console and tests that need no event loop free."""

    workers = 1

    def __init__(self, search_seconds: float | None = None, ceiling: float | None = None) -> None:
        self.search_seconds, self.ceiling = search_seconds, ceiling

    async def choose(self, level: Level, state_json: str, seat: int, seed: int) -> Action:
        if LEVELS[level].searching:  # each says and compiles once a process
            say_how_computers_think()
            ready_kernel()
        return action_from_text(think(level, state_json, seat, seed, self.search_seconds, self.ceiling))

    def close(self) -> None:
        return None


def worker_pool(workers: int) -> ProcessPoolExecutor:
    """A pool of ``workers`` processes that end with the bot."""
    return ProcessPoolExecutor(workers, multiprocessing.get_context("spawn"), initializer=tied_to_parent)


class PoolThinker:
    """Thinks in other processes, with bounded concurrency per kind of player; a pool whose
    worker died (the OOM killer) starts anew, and the move it cost is thought again."""

    def __init__(self, search_workers: int | None = None, search_seconds: float | None = None,
                 ceiling: float | None = None) -> None:
        workers = search_workers or max(1, (os.cpu_count() or 2) - 1)
        self.workers = workers
        self.search = Respawning(self._searchers, "computers' searches")
        self.light = Respawning(partial(worker_pool, 1), "computers' light thinking")
        self.search_seconds = search_seconds
        self.ceiling = ceiling  # SAMARKAND_MOVE_CEILING: the wall-clock limit on a move

    def _searchers(self) -> ProcessPoolExecutor:
        """The search pool, each of its workers compiling the kernel as it starts."""
        pool = worker_pool(self.workers)
        say_how_computers_think()
        if compiled():  # one task a worker: the pool starts a worker for each, and each compiles
            say_when_compiling("the search workers")
            for _ in range(self.workers):
                pool.submit(warm_kernel).add_done_callback(self._warmed)
        return pool

    @staticmethod
    def _warmed(done: Future[float]) -> None:
        """Said of each worker's compiling; not of a worker that died meanwhile: the pool that
        replaces it compiles in its own workers, and says so."""
        if not done.cancelled() and not isinstance(error := done.exception(), BrokenProcessPool):
            warmed("a search worker", None if error else done.result(), error)

    async def choose(self, level: Level, state_json: str, seat: int, seed: int) -> Action:
        where = LEVELS[level].pool
        if where == "inline":
            return action_from_text(think(level, state_json, seat, seed))
        pool = self.search if where == "search" else self.light
        work = partial(think, level, state_json, seat, seed, self.search_seconds, self.ceiling)
        return action_from_text(await once_more_if_it_died(pool, work))

    def close(self) -> None:
        self.search.shutdown(wait=False, cancel_futures=True)
        self.light.shutdown(wait=False, cancel_futures=True)
