"""``python -m bot bench engine``: random playouts timed per action and per game."""

from __future__ import annotations

import random
import statistics
import time
from dataclasses import dataclass, field

from bot.bench.percentiles import percentile, summary_us
from bot.engine import apply_action, awaiting, legal_actions, new_game, state_from_json, state_to_json


@dataclass
class Samples:
    game_ms: list[float] = field(default_factory=list)
    actions: list[int] = field(default_factory=list)
    legal_ns: list[int] = field(default_factory=list)
    apply_ns: list[int] = field(default_factory=list)
    json_bytes: list[int] = field(default_factory=list)
    dump_ns: list[int] = field(default_factory=list)
    load_ns: list[int] = field(default_factory=list)


def play_timed(players: int, seed: int, samples: Samples) -> None:
    """One uniformly random game; legal-action and apply costs are sampled per action."""
    chooser = random.Random(seed)
    clock = time.perf_counter_ns
    start = clock()
    state, _ = new_game([f"p{i}" for i in range(players)], seed)
    count = 0
    while not state.over:
        seat = awaiting(state)[0].player
        t0 = clock()
        actions = legal_actions(state, seat)
        t1 = clock()
        apply_action(state, seat, chooser.choice(actions))
        t2 = clock()
        samples.legal_ns.append(t1 - t0)
        samples.apply_ns.append(t2 - t1)
        count += 1
    samples.game_ms.append((clock() - start) / 1e6)
    samples.actions.append(count)
    t0 = clock()
    text = state_to_json(state)
    t1 = clock()
    state_from_json(text)
    samples.dump_ns.append(t1 - t0)
    samples.load_ns.append(clock() - t1)
    samples.json_bytes.append(len(text.encode()))


def run(games: int) -> None:
    print(f"Engine benchmark: {games} uniformly random games per player count, one core")
    for players in range(2, 6):
        samples = Samples()
        for seed in range(games):
            play_timed(players, seed, samples)
        total_s = sum(samples.game_ms) / 1000
        print(f"\n{players} players")
        print(f"  games/s            {games / total_s:8.0f}   "
              f"game median {statistics.median(samples.game_ms):.2f} ms  "
              f"p99 {percentile(samples.game_ms, 99):.2f} ms")
        print(f"  actions/game       median {statistics.median(samples.actions):.0f}  "
              f"min {min(samples.actions)}  max {max(samples.actions)}")
        print(f"  legal_actions      {summary_us(samples.legal_ns)}")
        print(f"  apply_action       {summary_us(samples.apply_ns)}")
        print(f"  state JSON         median {statistics.median(samples.json_bytes):.0f} bytes  "
              f"max {max(samples.json_bytes)} bytes")
        print(f"  to JSON            {summary_us(samples.dump_ns)}")
        print(f"  from JSON          {summary_us(samples.load_ns)}")
