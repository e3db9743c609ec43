"""``bench hint``: how long a player waits for ``/hint``, at 2 to 5 players.

Each position is one of ``bench engine``'s (a seeded game a few random actions in, at a turn),
and the hint is made as the bot makes it (``advise`` at its budget in play, on the stored
state, in this process): its wall-clock time from the question to the advice, and its CPU time,
by table size, median, p95 and max, with the search's walks. A queue for a free thinker in the
bot's pool comes on top, as it does for a computer move (``bench thinking``)."""

from __future__ import annotations

import os
import statistics
import time

from bot.ai.coach import IN_HINT, advise
from bot.ai.rollout import compiled, warm_kernel
from bot.engine import awaiting
from bot.lab.bench.engine import position
from bot.lab.bench.percentiles import percentile


def run(per_count: int) -> None:
    if compiled():
        print(f"compiling the kernel first: {warm_kernel():.1f} s (outside the timings)")
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"/hint at its budget ({IN_HINT.cpu:.1f} s of CPU for the search, {IN_HINT.ceiling:.1f} s wall ceiling), "
          f"{per_count} positions per player count, {'compiled' if compiled() else 'pure Python'} thinking, "
          f"load average {load:.2f}:")
    for players in range(2, 6):
        wall, cpu, walks = [], [], []
        for number in range(per_count):
            state = position(players, number)
            started, started_cpu = time.perf_counter(), time.thread_time()
            advice = advise(state, awaiting(state)[0].player, number)
            wall.append(time.perf_counter() - started)
            cpu.append(time.thread_time() - started_cpu)
            walks.append(advice.walks)
        print(f"  {players} players  wall: median {statistics.median(wall):.2f} s  p95 {percentile(wall, 95):.2f} s  "
              f"max {max(wall):.2f} s   CPU: median {statistics.median(cpu):.2f} s  p95 {percentile(cpu, 95):.2f} s"
              f"   walks: median {statistics.median(walks):.0f}")
