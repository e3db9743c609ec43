"""``bench engine``'s part on the computer players' thinking: the rollout on the compiled kernel
beside the same rollout in pure Python (the same worlds, the same streams, timed in pairs), then
each searching level at its budget in play, under the in-play wall ceiling as in Discord, with
compiled thinking and without, by table size: its moves' CPU time (median, p95, max) against its
cap, the walks it reached in that time, their wall time, and how many the ceiling cut short of
their CPU budget. The CPU and the walks are the level's only where that count is near 0: on a
machine so busy that it is not, the level plays below its rating. Without numba, the
pure-Python half only."""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from functools import partial

from bot.ai import kernel
from bot.ai.conceal import conceal_fast
from bot.ai.evaluate import evaluate
from bot.ai.expert import ROLLOUT_TURNS
from bot.ai.levels import LEVELS, Searching
from bot.ai.rollout import compiled, play_on, use_compiled
from bot.ai.search import Thinker
from bot.engine import GameState, awaiting
from bot.engine.fast import FastState, fast_state
from bot.games.playing import MOVE_CEILING
from bot.lab.bench.percentiles import percentile

ROLLOUTS = 200  # rollouts a table size, for the rollouts' speed

Position = Callable[[int, int], GameState]
Timed = Callable[[Callable[[], object]], float]


def run(per_count: int, position: Position, timed: Timed) -> None:
    installed, before = kernel.available(), compiled()
    if installed:
        run_rollouts(per_count, position, timed)
    ways = (True, False) if installed else (False,)
    print(f"\nA move at each level's budget in play, under the {MOVE_CEILING:g} s wall ceiling, {per_count} positions "
          "per player count (CPU seconds; then the wall time, and the moves the ceiling cut short):")
    cuts: dict[str, list[int]] = {}
    try:
        for level, computer in LEVELS.items():
            searching = computer.searching
            if searching is None:
                continue
            for on in ways:
                use_compiled(on)
                for players in range(2, 6):
                    states = [position(players, number) for number in range(per_count)]
                    spent, walks, waited, cut = moves(searching, states, timed)
                    over = sum(seconds > searching.cap for seconds in spent)
                    tally = cuts.setdefault(level, [0, 0])
                    tally[0] += cut
                    tally[1] += len(spent)
                    print(f"  {level:<7} {'compiled' if on else 'Python':<8} {players} players  "
                          f"budget {searching.in_play.cpu:.2f} s  median {statistics.median(spent):.2f} s  "
                          f"p95 {percentile(spent, 95):.2f} s  max {max(spent):.2f} s  cap {searching.cap:.1f} s  "
                          f"({over} of {len(spent)} over)  walks a move: median {statistics.median(walks):.0f}  "
                          f"wall median {statistics.median(waited):.2f} s  max {max(waited):.2f} s  "
                          f"({cut} cut)")
    finally:
        use_compiled(before)
    print(f"  moves the {MOVE_CEILING:g} s wall ceiling cut short of their CPU budget: "
          + ", ".join(f"{level} {cut} of {moves}" for level, (cut, moves) in cuts.items())
          + " (the figures above are the levels' only where these are near 0)")


def moves(searching: Searching, states: list[GameState],
          timed: Timed) -> tuple[list[float], list[int], list[float], int]:
    """A move of the level in each state, as in Discord (under the wall ceiling): each one's CPU
    seconds, walks and wall seconds, and how many the ceiling cut short of their CPU budget."""
    spent, walks, waited, cut = [], [], [], 0
    for number, state in enumerate(states):
        player = searching.make(number, searching.in_play)
        assert isinstance(player, Thinker)
        started = time.perf_counter()
        spent.append(timed(partial(player.choose, state, awaiting(state)[0].player)))
        waited.append(time.perf_counter() - started)
        walks.append(player.clock.done)
        cut += player.clock.cut
    return spent, walks, waited, cut


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
