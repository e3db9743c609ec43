"""Two services in two OS processes (``tests/support/racer.py``) on one PostgreSQL database, racing on the
same games and on the same due deadlines: every action applies exactly once (one per
version), every reminder, time-out and computer move happens once across both, and every
game equals the replay of its log."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

from bot.engine import action_to_text, replay, state_to_json
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.lab.bench.lockstep import Lockstep
from bot.store import Store
from bot.store.notes import TimedOut

ROOT = Path(__file__).resolve().parents[2]
GAMES, ROUNDS = 6, 12
START, HOUR = 1_000_000.0, 3600.0


async def new_games(url: str) -> tuple[Store, list[str]]:
    """Six two-player games, all in play, all waiting for a person."""
    service = GameService(await Store.open(url, SAMARKAND), lambda: START)
    channels = [f"race-{n}" for n in range(GAMES)]
    for n, channel in enumerate(channels):
        await service.lobby.create(channel, "guild", f"{channel}-a", "Ann", seed=n)
        await service.lobby.join(channel, f"{channel}-b", "Bob")
        await service.lobby.start(channel, f"{channel}-a", False)
    return service.store, channels


async def both(racers: Lockstep, **step: Any) -> list[Any]:
    """Both processes' answers to one step, started together."""
    answers, _ = await racers.step([step, step])
    return answers


def per_game(answers: list[list[int]]) -> Counter[int]:
    return Counter(game for answer in answers for game in answer)


async def test_two_processes_apply_each_action_and_each_deadline_once(postgres, tmp_path):
    store, channels = await new_games(await postgres.new_database())
    started = {row.id: row.version for row in await store.playing()}
    racers = await Lockstep.start("tests.support.racer", [store.address], 2, tmp_path, cwd=ROOT)
    try:
        acts = [a for _ in range(ROUNDS) for answer in await both(racers, step="act", now=START, channels=channels)
                for a in answer]
        reminded = await both(racers, step="tick", now=START + 6.1 * HOUR)
        timed_out = await both(racers, step="tick", now=START + 25 * HOUR)
        moves = await both(racers, step="computers", now=START + 25 * HOUR)
    finally:
        await racers.stop()

    applied = [a for a in acts if "version" in a]
    changes = [*applied, *(t for answer in timed_out for t in answer["timed_out"]), *(m for ms in moves for m in ms)]
    print(f"\n{len(acts)} actions tried by two processes on {GAMES} games: {len(applied)} applied, "
          f"{sum('changed while you acted' in a.get('refused', '') for a in acts)} refused by the version check, "
          f"{sum(a.get('refused', '').startswith('R') for a in acts)} by the rules (chosen before the other's commit)")
    print(f"reminders by process {[len(r['reminded']) for r in reminded]}, "
          f"time-outs {[len(t['timed_out']) for t in timed_out]}, computer moves {[len(m) for m in moves]}")
    assert per_game([r["reminded"] for r in reminded]) == Counter(list(started))  # each reminder once
    assert per_game([[t["game"] for t in answer["timed_out"]] for answer in timed_out]) == Counter(list(started))
    assert not await store.computer_due()
    for game, version in started.items():
        row = await store.game(game)
        # Every version after the start is one change that exactly one process reported.
        assert sorted(c["version"] for c in changes if c["game"] == game) == list(range(version + 1, row.version + 1))
        log = await store.log(game)
        mine = sorted((a["version"], a["action"]) for a in applied if a["game"] == game)
        logged = [action_to_text(e.action) for e in log if e.by == "player"]
        assert logged == [action for _, action in mine]  # each logged once
        assert sum(isinstance(e, TimedOut) for n in await store.news(game) for e in n.events) == 1
        rebuilt = replay([s.name for s in row.seats], row.seed, [(e.seat, e.action) for e in log])
        assert state_to_json(rebuilt) == row.state
    await store.close()
