"""The bot's worker processes end with it, killed too (``bot/worker_processes.py``): a crash
under a supervisor that does not kill the process group left them to init, each holding its
memory, more with every crash."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PARENT = """import multiprocessing, os, time
from concurrent.futures import ProcessPoolExecutor
from bot.worker_processes import tied_to_parent
if __name__ == "__main__":
    pool = ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn"), initializer=tied_to_parent,
                               initargs=(os.getpid(),))
    print(pool.submit(os.getpid).result(), flush=True)
    time.sleep(600)  # until killed
"""


def running(pid: int) -> bool:
    """Whether the process is there and not a zombie (an orphan's exit is reaped by init, or not)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text(encoding="utf-8")
    except FileNotFoundError:
        return False
    return "\nState:\tZ" not in status


def test_a_worker_ends_when_the_process_that_started_it_is_killed(tmp_path):
    script = tmp_path / "parent.py"
    script.write_text(PARENT, encoding="utf-8")
    parent = subprocess.Popen([sys.executable, str(script)], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    assert parent.stdout is not None
    worker = int(parent.stdout.readline())
    try:
        assert running(worker)
        parent.kill()  # SIGKILL: no cleanup runs in the parent
        parent.wait(timeout=30)
        deadline = time.monotonic() + 60
        while running(worker) and time.monotonic() < deadline:  # the worker's watch looks every 2 s
            time.sleep(0.1)
        assert not running(worker)
    finally:
        if running(worker):
            os.kill(worker, signal.SIGKILL)
