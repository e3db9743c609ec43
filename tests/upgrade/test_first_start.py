"""The first start after an upgrade counts none of the time the old bot was down: every earlier
release's database, opened weeks after its release last wrote it, reminds and times out just
whom a start right after that last write would have (those already owed it then), with the
same time left on every clock, whether or not the release kept a heartbeat (the first one did
not: the migration takes its last write as its last beat). The clocks then run on from there."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.service.clock import Tick
from bot.store import Store
from tests.support.clock import ManualClock
from tests.support.saved_databases import DUMPS, loaded, rows

HOUR = 3600.0
GAP = 30 * 24 * HOUR  # the bot down for a month between the old release and this one
GRACE = 120.0  # the bot's own on start: two ticks of a minute (``bot.runtime.app``)
WRITTEN = ("updated", "waiting_since", "reminded_at", "paused_at")  # a game's times the release wrote


def last_written(path: Path) -> float:
    """The last moment the release's bot was at work on this database: its heartbeat if it
    kept one, else its newest write to a game or to a game's log."""
    beats = [float(r["value"]) for r in rows(path, "meta") if r["key"] == "heartbeat"]
    games = [g[c] for g in rows(path, "games") for c in WRITTEN]
    return max([*beats, *games, *(a["at"] for a in rows(path, "actions"))])


async def first_start(dump: Path, folder: Path, clock: ManualClock) -> tuple[GameService, Tick, dict[int, Any]]:
    """What the bot does on its first start: catch up on the downtime, then its clock's pass;
    with every game's version after it."""
    folder.mkdir()
    path = loaded(dump, folder)
    service = GameService(await Store.open(path, SAMARKAND), clock)
    await service.clock.catch_up(grace=GRACE)
    tick = await service.clock.tick()
    return service, tick, {g["id"]: g["version"] for g in rows(path, "games")}


def time_left(tick: Tick, now: float) -> dict[int, float]:
    """The time each reminded player has left, as the public ping says it (a reminder of sale
    offers alone names no deadline)."""
    return {r.game_id: r.deadline - now for r in tick.reminders if r.mentions}


@pytest.mark.parametrize("dump", DUMPS, ids=[d.stem for d in DUMPS])
async def test_the_first_start_after_an_upgrade_counts_none_of_the_downtime(dump, tmp_path):
    written = last_written(loaded(dump, tmp_path))
    clock = ManualClock(now=written + GAP)
    soon, at_once, versions_at_once = await first_start(dump, tmp_path / "at-once", ManualClock(now=written))
    late, weeks_later, versions_later = await first_start(dump, tmp_path / "later", clock)
    await soon.store.close()

    assert [r.game_id for r in weeks_later.reminders] == [r.game_id for r in at_once.reminders]
    assert [c.game_id for c in weeks_later.changes] == [c.game_id for c in at_once.changes]
    assert versions_later == versions_at_once
    left, left_at_once = time_left(weeks_later, clock.now), time_left(at_once, written)
    assert left.keys() == left_at_once.keys()
    assert all(left_at_once[game] - GRACE <= left[game] <= left_at_once[game] for game in left), (left, left_at_once)

    clock.advance(8 * 24)  # longer than any game's time limit: its clocks count again
    after_a_week = await late.clock.tick()
    assert after_a_week.reminders or after_a_week.changes
    await late.store.close()
