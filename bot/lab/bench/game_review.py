"""``bench review``: the CPU time of a whole finished game's review (``review_game`` at its
budget), at 2 to 5 players, median and max over a few seeded games played to their end by
the greedy level (about as many turn moves as people's games). The bot computes it once a game
ends, in the thinkers' pool."""

from __future__ import annotations

import os
import random
import statistics
import time

from bot.ai.budget import Budget
from bot.ai.conceal import conceal
from bot.ai.levels import GreedyPlayer
from bot.ai.review import IN_REVIEW, review_game
from bot.ai.rollout import compiled, warm_kernel
from bot.engine import RULES_SETUP, Action, Expand, Marry, apply_action, awaiting

PlayedGame = tuple[list[str], int, list[tuple[int, Action]]]


def seeded_game(players: int, seed: int) -> PlayedGame:
    """A game of ``players`` played to its end by the greedy level from ``seed``: its names in
    seat order, its seed and its log."""
    names = [f"P{n + 1}" for n in range(players)]
    state, _ = RULES_SETUP.start(names, seed, seated=True)
    greedy, rng = GreedyPlayer(seed), random.Random(seed)
    log: list[tuple[int, Action]] = []
    while not state.over:
        seat = awaiting(state)[0].player
        action = greedy.choose(conceal(state, seat, rng), seat)
        apply_action(state, seat, action)
        log.append((seat, action))
    return names, seed, log


def run(per_count: int, budget: Budget = IN_REVIEW) -> None:
    if compiled():
        print(f"compiling the kernel first: {warm_kernel():.1f} s (outside the timings)")
    spent = f"{budget.walks} walks" if budget.walks is not None else f"{budget.cpu:g} s of CPU"
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"a finished game's review ({spent} for each turn move's search), {per_count} greedy "
          f"game{'s' if per_count > 1 else ''} per player count, {'compiled' if compiled() else 'pure Python'} "
          f"thinking, load average {load:.2f}:")
    for players in range(2, 6):
        cpu, turns = [], []
        for number in range(per_count):
            names, seed, log = seeded_game(players, number + 1)
            started = time.process_time()
            review_game(names, seed, log, RULES_SETUP, budget)
            cpu.append(time.process_time() - started)
            turns.append(sum(1 for _, action in log if isinstance(action, Marry | Expand)))
        print(f"  {players} players  CPU: median {statistics.median(cpu):.1f} s  max {max(cpu):.1f} s"
              f"   turn moves: median {statistics.median(turns):.0f}", flush=True)
