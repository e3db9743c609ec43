"""Games saved by the first version (state format 1, before the revised R6.5) keep working."""

import json
import random
import sqlite3
from pathlib import Path

import pytest

from bot.engine import CURRENT_RULES, RulesVersion, replay, state_from_json, state_to_json
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.games.samarkand.game_settings import DEFAULT_SETTINGS, Settings
from bot.store import MIGRATIONS, GameStatus, NewerDatabase, Store
from tests.service.conftest import play_randomly
from tests.support.saved_databases import SAVED


@pytest.fixture
def old_file(tmp_path) -> Path:
    path = tmp_path / "old.sqlite3"
    with sqlite3.connect(path) as db:
        db.executescript(SAVED.read_text(encoding="utf-8"))
    return path


@pytest.mark.rule("R6.5")
async def test_a_game_held_by_a_sale_offer_keeps_waiting_for_it_under_its_own_ruling(old_file, clock):
    with sqlite3.connect(old_file) as db:
        (old,) = db.execute("SELECT state FROM games WHERE channel_id = 'chan-open'").fetchone()
    assert '"format":1' in old and '"kind":"sale"' in old
    held = json.loads(old)
    store = await Store.open(old_file, SAMARKAND)
    assert await store.schema_version() == len(MIGRATIONS)
    row = await store.live_game("chan-open")
    state = state_from_json(row.state)
    assert state.rules_version == RulesVersion.FIRST_SALE_RULING and state.sales_at_once
    assert (row.settings.rules, row.settings.sales) == (RulesVersion.FIRST_SALE_RULING, "at_once")
    [offer] = state.pending
    assert (offer.kind, offer.player, offer.card) == ("sale", held["pending"][0]["player"], held["pending"][0]["card"])
    assert not state.offers and (state.turn, state.active) == (held["turn"], held["active"])
    log = [(e.seat, e.action) for e in await store.log(row.id)]
    rebuilt = replay([s.name for s in row.seats], row.seed, log, state.board,
                     rules_version=RulesVersion.FIRST_SALE_RULING)
    assert state_to_json(rebuilt) == row.state
    assert [n.key for n in await store.news(row.id)] == [f"{state.turn}:play"]  # a fresh turn message
    assert (row.waiting_since, row.reminded_at) == (1_000_000, 1_021_600)  # the holder's clock runs on
    finished = await store.latest_game("chan-over")
    assert state_from_json(finished.state).over
    service = GameService(store, clock)
    await play_randomly(service, random.Random(1), channel="chan-open")
    assert (await store.latest_game("chan-open")).status is GameStatus.OVER
    await store.close()


async def test_a_game_whose_turn_the_migration_keeps_keeps_its_clock(old_file):
    store = await Store.open(old_file, SAMARKAND)
    row = await store.live_game("chan-discard")
    assert [(d.kind, d.player) for d in state_from_json(row.state).pending] == [("discard", 0)]
    assert (row.waiting_since, row.reminded_at) == (990_000, 1_011_600)
    await store.close()


async def test_settings_and_start_work_in_games_saved_before_the_settings_existed(old_file, clock):
    store = await Store.open(old_file, SAMARKAND)
    service = GameService(store, clock)
    # /settings reads every key
    game = await service.lobby.configure("chan-open", "u0", False, {Settings.turn_hours: 12})
    assert (game.settings.turn_hours, game.settings.sales, game.settings.language) == (12, "at_once", "en")
    report = await service.lobby.start("chan-lobby", "u0", False)
    assert any("The game begins" in str(line) for line in report.public)
    started = state_from_json((await store.live_game("chan-lobby")).state)
    assert not started.sales_at_once and started.rules_version == CURRENT_RULES  # a new game: today's rules
    await store.close()
    with sqlite3.connect(old_file) as db:
        stored = {channel: json.loads(s) for channel, s in db.execute("SELECT channel_id, settings FROM games")}
    assert len(stored) == 4 and all(s["language"] == "en" for s in stored.values())
    assert (stored["chan-lobby"]["sales"], stored["chan-lobby"]["rules_version"]) == ("private", CURRENT_RULES)
    begun = [s for channel, s in stored.items() if channel != "chan-lobby"]  # saved under the first ruling
    assert all((s["sales"], s["rules_version"]) == ("at_once", 1) for s in begun)


async def test_a_setting_missing_from_a_stored_row_reads_as_its_default(store):
    row = await store.create("chan-9", "g", "u0", DEFAULT_SETTINGS, [], 1, 1.0)
    await store._write("UPDATE games SET settings = ? WHERE id = ?", (json.dumps({"turn_hours": 3.0}), row.id))
    assert (await store.game(row.id)).settings == DEFAULT_SETTINGS.changed(Settings.turn_hours, 3.0)


async def test_the_bot_refuses_a_database_newer_than_itself(tmp_path):
    path = tmp_path / "newer.sqlite3"
    await (await Store.open(path, SAMARKAND)).close()
    with sqlite3.connect(path) as db:
        db.execute(f"PRAGMA user_version={len(MIGRATIONS) + 1}")
    with pytest.raises(NewerDatabase, match="newer than this bot"):
        await Store.open(path, SAMARKAND)
