"""The bot's worker processes end with it, killed too (``bot/worker_processes.py``): a crash
under a supervisor that does not kill the process group left them to init, each holding its
memory, more with every crash."""

from __future__ import annotations

import multiprocessing
import os
import select
import signal
import subprocess
import sys
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from functools import partial
from pathlib import Path

import pytest

from bot.worker_processes import Respawning, tied_to_parent

ROOT = Path(__file__).resolve().parents[1]
PARENT = """import multiprocessing, os, signal
from concurrent.futures import ProcessPoolExecutor
from bot.worker_processes import tied_to_parent
if __name__ == "__main__":
    pool = ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn"), initializer=tied_to_parent)
    print(pool.submit(os.getpid).result(), flush=True)
    signal.pause()  # until killed
"""


def test_a_worker_ends_when_the_process_that_started_it_is_killed(tmp_path):
    script = tmp_path / "parent.py"
    script.write_text(PARENT, encoding="utf-8")
    parent = subprocess.Popen([sys.executable, str(script)], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    assert parent.stdout is not None
    worker = int(parent.stdout.readline())
    handle = os.pidfd_open(worker)  # readable once the worker has ended: the event waited on
    try:
        parent.kill()  # SIGKILL: no cleanup runs in the parent
        parent.wait(timeout=30)
        ended, _, _ = select.select([handle], [], [], 60)
        assert ended, "the worker outlived the process that started it"
    finally:
        if not select.select([handle], [], [], 0)[0]:
            os.kill(worker, signal.SIGKILL)
        os.close(handle)


def test_a_pool_whose_worker_died_starts_anew_for_the_next_task(caplog):
    """A ``ProcessPoolExecutor`` whose worker died refuses every later task: without a new
    pool, every computer seat would wait until the bot restarts."""
    pool = Respawning(partial(ProcessPoolExecutor, 1, mp_context=multiprocessing.get_context("spawn"),
                              initializer=tied_to_parent), "test workers")
    try:
        first = pool.submit(os.getpid).result(timeout=120)
        with pytest.raises(BrokenProcessPool):
            pool.submit(os._exit, 1).result(timeout=120)  # the worker dies under its task, as under the OOM killer
        again = pool.submit(os.getpid).result(timeout=120)
    finally:
        pool.shutdown()
    assert again != first
    assert [r.getMessage() for r in caplog.records] == [
        "a process of the test workers died (killed, or out of memory); starting them again"]


def test_a_pool_shut_down_starts_no_new_processes_for_a_late_task():
    """The bot stopping: a computer's retry or a hint that comes late is refused, as a shut
    pool refuses it, rather than starting workers the stop no longer waits for."""
    pool = Respawning(partial(ProcessPoolExecutor, 1, mp_context=multiprocessing.get_context("spawn"),
                              initializer=tied_to_parent), "test workers")
    with pytest.raises(BrokenProcessPool):
        pool.submit(os._exit, 1).result(timeout=120)
    pool.shutdown()
    with pytest.raises(BrokenProcessPool):
        pool.submit(os.getpid)
