"""``bench engine``'s part on the computer players' thinking: the rollout on the compiled kernel
beside the same rollout in pure Python (the same worlds, the same streams, timed in pairs), then
each searching level at its budget in play, with compiled thinking and without, by table size:
its moves' CPU time (median, p95, max) against its cap, and the walks it reached in that time.
Without numba, the pure-Python half only."""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Callable
from functools import partial

from bot.ai import kernel
from bot.ai.budget import Budget
from bot.ai.conceal import conceal_fast
from bot.ai.evaluate import evaluate
from bot.ai.expert import ROLLOUT_TURNS
from bot.ai.levels import LEVELS
from bot.ai.rollout import compiled, play_on, use_compiled
from bot.ai.search import Thinker
from bot.engine import GameState, awaiting
from bot.engine.fast import FastState, fast_state
from bot.lab.bench.percentiles import percentile

ROLLOUTS = 200  # rollouts a table size, for the rollouts' speed

Position = Callable[[int, int], GameState]
Timed = Callable[[Callable[[], object]], float]


def run(per_count: int, position: Position, timed: Timed) -> None:
    installed, before = kernel.available(), compiled()
    if installed:
        run_rollouts(per_count, position, timed)
    ways = (True, False) if installed else (False,)
    print(f"\nA move at each level's budget in play, {per_count} positions per player count (CPU seconds):")
    try:
        for level, computer in LEVELS.items():
            searching = computer.searching
            if searching is None:
                continue
            for on in ways:
                use_compiled(on)
                for players in range(2, 6):
                    spent, walks = [], []
                    for number in range(per_count):
                        state = position(players, number)
                        budget = Budget(searching.in_play.cpu, math.inf)  # the host's wall ceiling off: CPU is timed
                        player = searching.make(number, budget)
                        assert isinstance(player, Thinker)
                        spent.append(timed(partial(player.choose, state, awaiting(state)[0].player)))
                        walks.append(player.clock.done)
                    over = sum(seconds > searching.cap for seconds in spent)
                    print(f"  {level:<7} {'compiled' if on else 'Python':<8} {players} players  "
                          f"budget {searching.in_play.cpu:.2f} s  median {statistics.median(spent):.2f} s  "
                          f"p95 {percentile(spent, 95):.2f} s  max {max(spent):.2f} s  cap {searching.cap:.1f} s  "
                          f"({over} of {len(spent)} over)  walks a move: median {statistics.median(walks):.0f}")
    finally:
        use_compiled(before)


def run_rollouts(per_count: int, position: Position, timed: Timed) -> None:
    """The expert's rollout (``ROLLOUT_TURNS`` turns a seat, every seat judged) on concealed
    worlds of the bench's positions, compiled and in pure Python, each pair back to back."""
    print(f"\nThe rollout, compiled vs pure Python ({ROLLOUTS} rollouts a table size, {ROLLOUT_TURNS} turns a seat, "
          "CPU time, median of pairs):")
    for players in range(2, 6):
        python_s, compiled_s = [], []
        for k in range(ROLLOUTS):
            state = fast_state(position(players, k % per_count))
            world = conceal_fast(state, state.to_move(), random.Random(k))
            until = world.turn + ROLLOUT_TURNS * players
            seats = list(range(players))
            compiled_s.append(timed(partial(kernel.compiled_rollout, world, until, seats, k)))
            python_s.append(timed(partial(python_rollout, world.clone(), until, seats, k)))
        pairs = statistics.median(p / c for p, c in zip(python_s, compiled_s, strict=True) if c > 0)
        print(f"  {players} players  Python {1000 * statistics.median(python_s):6.2f} ms  "
              f"compiled {1000 * statistics.median(compiled_s):6.2f} ms  ({pairs:.1f}x)")


def python_rollout(world: FastState, until: int, seats: list[int], stream: int) -> list[float]:
    play_on(world, until, stream)
    return [evaluate(world, seat) for seat in seats]
