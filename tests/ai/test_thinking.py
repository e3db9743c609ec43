"""A thinker says once which way its computers think, and compiles the kernel before the first
search rather than in it (bot/ai/thinking.py)."""

import logging
import os
import signal

import pytest

from bot.ai import rollout, thinking, worlds
from bot.ai.levels import Level
from bot.ai.thinking import InlineThinker, PoolThinker
from bot.engine import state_to_json
from tests.support.engine_scenarios import game


@pytest.fixture
def fresh(monkeypatch, caplog):
    """A process that has not yet said how it thinks, its choice of rollouts restored after."""
    monkeypatch.setattr(thinking, "_said", False)
    monkeypatch.setattr(rollout, "_compiled", None)
    monkeypatch.setattr(rollout, "_ready", False)
    caplog.set_level(logging.INFO, logger="samarkand.ai")
    return caplog


def lines(caplog) -> list[str]:
    """What the log said, but the line that the kernel compiles for want of numba's cache: whether
    it comes depends on this machine's cache, not on the thinker (tests/kernel/test_kernel_cache.py)."""
    said = [record.getMessage() for record in caplog.records]
    return [line for line in said if not line.startswith("compiling the kernel in ")]


async def test_the_inline_thinker_compiles_before_its_first_search_and_says_so_once(fresh, monkeypatch):
    compiled = []
    monkeypatch.setattr(rollout, "compile_kernel", lambda: compiled.append(True))
    thinker = InlineThinker(search_seconds=0.01)
    state = state_to_json(game(3))
    await thinker.choose(Level.GREEDY, state, 0, 1)
    assert compiled == [] and lines(fresh) == []  # a level that does not search compiles nothing
    for seed in range(2):
        await thinker.choose(Level.SEARCH, state, 0, seed)
    assert compiled == [True]
    said = lines(fresh)
    assert said[0] == "computer players think on compiled code (the numba kernel, bot/ai/kernel)"
    assert said[1].startswith("compiled thinking ready in this process in ") and len(said) == 2


async def test_without_the_kernel_the_thinker_says_it_thinks_in_pure_python_and_compiles_nothing(fresh, monkeypatch):
    monkeypatch.setattr(rollout, "compile_kernel", lambda: pytest.fail("nothing to compile"))
    rollout.use_compiled(False)
    thinker = InlineThinker(search_seconds=0.01)
    await thinker.choose(Level.EXPERT, state_to_json(game(2)), 0, 3)
    assert lines(fresh) == ["computer players think in pure Python: numba is not installed "
                            "(pip install '.[kernel]' makes their searches about twice as fast)"]


def test_a_search_outside_a_thinker_compiles_first_and_says_so_once(fresh, monkeypatch):
    """A hint or a review searches in a thread of the bot's own, with no thinker's warm-up
    before it: its first search compiles, with its time in the log, and the next does not."""
    compiled = []
    monkeypatch.setattr(rollout, "compile_kernel", lambda: compiled.append(True))
    monkeypatch.setattr(rollout, "_compiled", True)
    rollout.ready_kernel()
    rollout.ready_kernel()
    assert compiled == [True]
    said = lines(fresh)
    assert len(said) == 1 and said[0].startswith("compiled thinking ready in this process in ")


def test_the_pool_compiles_in_its_search_worker_as_it_starts(fresh):
    thinker = PoolThinker(search_workers=1)
    try:
        thinker.search.submit(int).result(timeout=300)  # queued behind the worker's compiling
    finally:
        thinker.close()
    said = lines(fresh)
    assert said[0] == "computer players think on compiled code (the numba kernel, bot/ai/kernel)"
    assert said[1].startswith("compiled thinking ready in a search worker in ")


async def test_where_compiling_fails_the_thinker_says_so_and_thinks_in_pure_python(fresh, monkeypatch):
    def broken():
        raise RuntimeError("LLVM ran out of memory")

    monkeypatch.setattr(rollout, "compile_kernel", broken)
    monkeypatch.setattr(worlds, "KernelDealer", lambda *_: pytest.fail("the kernel failed: not to be used"))
    action = await InlineThinker(search_seconds=0.05).choose(Level.SEARCH, state_to_json(game(3)), 0, 4)
    assert action is not None and not rollout.compiled()
    assert lines(fresh)[1] == ("compiling the kernel failed in this process (RuntimeError: LLVM ran out of memory): "
                               "it thinks in pure Python")


async def test_a_computer_whose_worker_was_killed_still_moves():
    """The OOM killer takes a worker of the light pool between two moves: the next move is
    thought in a pool started anew, not refused until the bot restarts."""
    thinker = PoolThinker(search_workers=1)
    state = state_to_json(game(3))
    try:
        await thinker.choose(Level.GREEDY, state, 0, 1)
        (worker,) = thinker.light.pool._processes  # the one light worker, started by that move
        os.kill(worker, signal.SIGKILL)
        assert await thinker.choose(Level.GREEDY, state, 0, 2) is not None
    finally:
        thinker.close()
