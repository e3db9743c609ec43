"""``bench hint --regret``: how many points a hint's choice loses against the best move, at 2 to 5
players: the quality a player meets, where ``bench hint`` times it.

For each of ``bench engine``'s positions, every turn move of the seat is walked alike
(``settled``, the review's fair comparison) and the best of them taken; the hint's choice (at
its budget, from the same concealed position) and the best are then walked again with fresh
walks, since the best of many noisy means is too high. The difference is the hint's regret.
In the same run, the search with the root widening along the greedy ranking alone (the order
before marriages were put first, ``Coach.root_order``) is scored against the same best move,
so that the two orders are compared on the same positions and the same reference."""

from __future__ import annotations

import os
import random
import statistics

from bot.ai.coach import IN_HINT, Coach, Move
from bot.ai.conceal import conceal_fast
from bot.ai.expert import ROOT_WIDTH
from bot.ai.review import settled
from bot.ai.rollout import compiled, warm_kernel
from bot.engine import Expand, Marry, awaiting
from bot.engine.fast import FastState, fast_state
from bot.lab.bench.engine import position
from bot.lab.bench.percentiles import percentile

WALKS = 200  # walks from each move for the reference; its two finalists get three times as many, fresh


class GreedyOrderCoach(Coach):
    """The hint's search with the root widening along the greedy ranking alone."""

    def root_order(self, candidates: list[Move]) -> list[Move]:
        self.root_width = ROOT_WIDTH
        return candidates


def regret(s: FastState, seat: int, moves: list[Move], best: Move, chosen: Move, seed: int) -> float:
    """How many points ``chosen`` loses against ``best``, both walked again with fresh walks."""
    if chosen == best:
        return 0.0
    return settled(s, seat, best, 3 * WALKS, seed) - settled(s, seat, chosen, 3 * WALKS, seed)


def run(per_count: int) -> None:
    if compiled():
        print(f"compiling the kernel first: {warm_kernel():.1f} s (outside the figures)")
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"/hint's regret against every turn move walked alike ({WALKS} walks each, the two compared again with "
          f"{3 * WALKS}), {per_count} positions per player count, the hint at its budget, load average {load:.2f}:")
    for players in range(2, 6):
        found: dict[str, list[float]] = {"marriages first": [], "greedy order": []}
        for number in range(per_count):
            state = position(players, number)
            seat = awaiting(state)[0].player
            rng = random.Random(number)
            s = conceal_fast(fast_state(state), seat, rng)
            seed = rng.getrandbits(32)
            moves = [a for a in Coach(seed, IN_HINT).candidates(s, seat) if isinstance(a, Marry | Expand)]
            if len(moves) < 2:
                continue
            values = {move: settled(s, seat, move, WALKS, 1000 + number) for move in moves}
            best = max(moves, key=lambda move: values[move])
            for name, kind in (("marriages first", Coach), ("greedy order", GreedyOrderCoach)):
                chosen = kind(seed, IN_HINT).weigh(s, seat)[0][0]
                found[name].append(regret(s, seat, moves, best, chosen, 5000 + number))
        print(f"  {players} players  " + "   ".join(
            f"{name}: mean {statistics.mean(lost):.2f}  p95 {percentile(lost, 95):.2f}  over 1 point "
            f"{sum(x > 1 for x in lost)} of {len(lost)}" for name, lost in found.items()))
