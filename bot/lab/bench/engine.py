"""``python -m bot bench engine``: random playouts timed per action and per game, on the
reference engine, on the fast one (``bot.engine.fast``) and, where numba is installed, on the
compiled kernel (``bot.ai.kernel``), the same games in the same run; the search level's
iterations per second on the fast engine beside the search it replaced
(``bot.lab.bench.search_baseline``), and each searching level's time a move at its budget in
play, by table size, against its cap. The
machine is shared: games and search moves are timed in this thread's CPU time (the waits
while other processes run do not count), and the ratios are medians of pairs timed one right
after the other."""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial

from bot.ai import kernel
from bot.ai.budget import Budget
from bot.ai.rollout import compiled as compiled_rollouts
from bot.ai.rollout import warm_kernel
from bot.ai.search import SearchPlayer
from bot.engine import (
    GameState,
    apply_action,
    awaiting,
    legal_actions,
    new_game,
    state_from_json,
    state_to_json,
)
from bot.engine.fast import fast_state, moves, play
from bot.engine.rng import below, seed_state
from bot.lab.bench import compiled_thinking, search_baseline
from bot.lab.bench.percentiles import percentile, summary_us
from bot.lab.kernel_game import random_playout

SEARCH_ACTIONS = (10, 30, 50)  # random actions into a game before the search is timed
BEFORE = 200                   # the search's iterations a move before the fast engine
LEVEL_POSITIONS = 20           # positions per table size for a level's move time: enough for a p95


@dataclass
class Samples:
    game_ms: list[float] = field(default_factory=list)
    actions: list[int] = field(default_factory=list)
    legal_ns: list[int] = field(default_factory=list)
    apply_ns: list[int] = field(default_factory=list)
    fast_ms: list[float] = field(default_factory=list)
    kernel_ms: list[float] = field(default_factory=list)
    json_bytes: list[int] = field(default_factory=list)
    dump_ns: list[int] = field(default_factory=list)
    load_ns: list[int] = field(default_factory=list)


def move_picker(seed: int) -> int:
    """The generator that picks the moves of the game with ``seed`` (``bot.engine.rng``, which
    the compiled kernel has too, so that every engine plays the same game)."""
    return seed_state(seed ^ 0x5EED_C401CE)


def play_timed(players: int, seed: int, samples: Samples) -> None:
    """One uniformly random game; legal-action and apply costs are sampled per action."""
    picks = move_picker(seed)
    clock = time.perf_counter_ns
    start = time.thread_time_ns()
    state, _ = new_game([f"p{i}" for i in range(players)], seed)
    count = 0
    while not state.over:
        seat = awaiting(state)[0].player
        t0 = clock()
        actions = legal_actions(state, seat)
        t1 = clock()
        picks, i = below(picks, len(actions))
        apply_action(state, seat, actions[i])
        t2 = clock()
        samples.legal_ns.append(t1 - t0)
        samples.apply_ns.append(t2 - t1)
        count += 1
    samples.game_ms.append((time.thread_time_ns() - start) / 1e6)
    samples.actions.append(count)
    t0 = clock()
    text = state_to_json(state)
    t1 = clock()
    state_from_json(text)
    samples.dump_ns.append(t1 - t0)
    samples.load_ns.append(clock() - t1)
    samples.json_bytes.append(len(text.encode()))


def play_fast(players: int, seed: int) -> float:
    """The same game as ``play_timed`` on the fast engine, untimed per action; milliseconds."""
    picks = move_picker(seed)
    start = time.thread_time_ns()
    state, _ = new_game([f"p{i}" for i in range(players)], seed)
    s = fast_state(state)
    while not s.over:
        seat = s.to_move()
        listed = moves(s, seat)
        picks, i = below(picks, listed.total)
        play(s, seat, listed.at(i))
    return (time.thread_time_ns() - start) / 1e6


def play_kernel(players: int, seed: int) -> float:
    """The same game on the compiled kernel, in one call; milliseconds."""
    start = time.thread_time_ns()
    state, _ = new_game([f"p{i}" for i in range(players)], seed)
    random_playout(state, move_picker(seed))
    return (time.thread_time_ns() - start) / 1e6


def compile_kernel() -> bool:
    """Compile the kernel (or load it from numba's cache) before timing it, saying how long;
    False, and why, where numba is not installed."""
    if not kernel.available():
        print("compiled kernel: not installed (pip install '.[kernel]' adds it); timing the pure-Python engines")
        return False
    start = time.perf_counter()
    warm_kernel()
    random_playout(new_game(["a", "b"], 0)[0], move_picker(0))  # the bench's own playout, which no player uses
    seconds = time.perf_counter() - start
    print(f"compiled kernel: ready in {seconds:.1f} s (compiled, or loaded from numba's cache; not timed below)")
    sys.stdout.flush()
    return True


def run(games: int) -> None:
    print(f"Engine benchmark: {games} uniformly random games per player count, one core")
    compiled = compile_kernel()
    ratios: dict[int, float] = {}
    kernel_ratios: dict[int, tuple[float, float]] = {}
    for players in range(2, 6):
        samples = Samples()
        for seed in range(games):
            play_timed(players, seed, samples)
            samples.fast_ms.append(play_fast(players, seed))
            if compiled:
                samples.kernel_ms.append(play_kernel(players, seed))
        ratios[players] = paired_ratio(samples.game_ms, samples.fast_ms)
        print(f"\n{players} players")
        print(f"  games/s            {games_per_second(samples.game_ms):8.0f}   "
              f"game median {statistics.median(samples.game_ms):.2f} ms  "
              f"p99 {percentile(samples.game_ms, 99):.2f} ms")
        print(f"  fast engine        {games_per_second(samples.fast_ms):8.0f}   "
              f"game median {statistics.median(samples.fast_ms):.2f} ms  "
              f"p99 {percentile(samples.fast_ms, 99):.2f} ms   {ratios[players]:.1f}x")
        if compiled:
            kernel_ratios[players] = (paired_ratio(samples.game_ms, samples.kernel_ms),
                                      paired_ratio(samples.fast_ms, samples.kernel_ms))
            print(f"  compiled kernel    {games_per_second(samples.kernel_ms):8.0f}   "
                  f"game median {statistics.median(samples.kernel_ms):.2f} ms  "
                  f"p99 {percentile(samples.kernel_ms, 99):.2f} ms   {kernel_ratios[players][0]:.1f}x "
                  f"({kernel_ratios[players][1]:.1f}x the fast engine)")
        print(f"  actions/game       median {statistics.median(samples.actions):.0f}  "
              f"min {min(samples.actions)}  max {max(samples.actions)}")
        print(f"  legal_actions      {summary_us(samples.legal_ns)}")
        print(f"  apply_action       {summary_us(samples.apply_ns)}")
        print(f"  state JSON         median {statistics.median(samples.json_bytes):.0f} bytes  "
              f"max {max(samples.json_bytes)} bytes")
        print(f"  to JSON            {summary_us(samples.dump_ns)}")
        print(f"  from JSON          {summary_us(samples.load_ns)}")
    print("\nRandom playouts, fast engine vs reference (median of paired games): "
          + "  ".join(f"{p} players {r:.1f}x" for p, r in ratios.items()))
    if compiled:
        print("Random playouts, compiled kernel vs reference (median of paired games): "
              + "  ".join(f"{p} players {r:.1f}x" for p, (r, _) in kernel_ratios.items()))
    # a search move takes a second: a few positions suffice for a rate; a level's p95 needs more
    run_search(max(1, min(games // 2, 4)), max(1, min(games // 15, LEVEL_POSITIONS)))


def run_search(per_count: int, level_positions: int) -> None:
    """The search level on the fast engine beside the search it replaced, on the same
    positions (``per_count`` per player count), at the same fixed iterations; then each
    searching level as it plays, at its CPU budget under the in-play wall ceiling, with its
    moves' CPU time (median, p95, max) at each table size against its cap: what a move costs and
    what the level's strength depends on, not the time a player waits. That is the wall time,
    printed beside it (up to the ceiling on a busy machine, plus any queue for a search worker),
    with the moves the ceiling cut short of their CPU budget."""
    print(f"\nSearch, {per_count} positions per player count (iterations/s at {BEFORE} iterations a move):")
    old_s: list[float] = []
    new_s: list[float] = []
    for players in range(2, 6):
        for number in range(per_count):
            state = position(players, number)
            seat = awaiting(state)[0].player
            old_s.append(timed(partial(search_baseline.choose, state, seat, random.Random(number), BEFORE)))
            new_s.append(timed(partial(SearchPlayer(number, Budget.walks_only(BEFORE)).choose, state, seat)))
    print(f"  before             median {BEFORE / statistics.median(old_s):8.0f} iterations/s   "
          f"move median {statistics.median(old_s):.2f} s  max {max(old_s):.2f} s")
    rollouts = "compiled" if compiled_rollouts() else "Python"  # on the kernel where numba is installed
    print(f"  fast engine        median {BEFORE / statistics.median(new_s):8.0f} iterations/s   "
          f"{paired_ratio(old_s, new_s):.1f}x  (its rollouts: {rollouts})")
    compiled_thinking.run(level_positions, position, timed)


def timed(work: Callable[[], object]) -> float:
    """Seconds of this thread's CPU time ``work`` takes (see ``run``)."""
    start = time.thread_time()
    work()
    return time.thread_time() - start


def position(players: int, number: int) -> GameState:
    """A seeded position a few random actions into a game, with a turn (not a discard) to play."""
    seed = 1000 * players + number
    chooser = random.Random(seed)
    state, _ = new_game([f"p{i}" for i in range(players)], seed)
    for _ in range(SEARCH_ACTIONS[number % len(SEARCH_ACTIONS)]):
        seat = awaiting(state)[0].player
        apply_action(state, seat, chooser.choice(legal_actions(state, seat)))
        if state.over:
            break
    while state.pending and not state.over:
        seat = awaiting(state)[0].player
        apply_action(state, seat, legal_actions(state, seat)[0])
    return state if not state.over else new_game([f"p{i}" for i in range(players)], seed)[0]


def games_per_second(game_ms: list[float]) -> float:
    return 1000 * len(game_ms) / sum(game_ms)


def paired_ratio(before: list[float], after: list[float]) -> float:
    """The median of ``before[i] / after[i]``: each pair ran back to back, so a change in the
    machine's load between pairs cancels out."""
    return statistics.median(b / a for b, a in zip(before, after, strict=True))
