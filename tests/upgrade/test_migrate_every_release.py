"""Every earlier release's database (tests/data/upgrade, written by that release's own code)
migrates to today's schema with nothing lost: every saved position is kept exactly, under the
rules its game began under; finished games keep their scores and winners; games in play go on
to their end with legal moves; pauses, settings, standing orders, vacations and seats' kinds
carry over. A migration that fails changes nothing, and the next one completes it."""

from __future__ import annotations

import json
import random
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from bot.engine import RulesVersion, action_from_dict, action_from_text, score, state_from_json, state_to_dict, winners
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.carry_over import first_difference
from bot.games.samarkand.game_service import GameService
from bot.service.due import stood_still
from bot.service.players import deadline_of
from bot.store import MIGRATIONS, GameStatus, MigrationFailed, Store
from bot.store import migrations as schema
from tests.service.conftest import play_randomly
from tests.support.clock import ManualClock
from tests.support.saved_databases import DUMPS, FIXTURES, loaded, rows

FIRST = DUMPS[0]  # the first release's: schema 2, migrated through every version
LOG_AS_TEXT = schema.MIGRATIONS.index(schema.log_as_text) + 1  # the version from which the log is short text
HOUR = 3600.0
KEPT_TABLES = ("standing_orders", "players")  # carried over row for row
# Derived tables a release already had are carried over row for row too (a release before them
# gets them filled from its finished games: tests/service/test_ratings.py and test_balance.py).
DERIVED_TABLES = ("ratings", "rating_tallies", "rating_history", "hidden_players", "family_tallies", "seat_tallies")
# Columns a later version added to a derived table, at the value every row a release kept gets
# (schema 18's seat rule: no release before it could even its seats out).
ADDED_COLUMNS = {"seat_tallies": {"seat_rule": "rules"}}
CLOCKS = ("waiting_since", "reminded_at", "paused_at", "offer_clocks", "clock_note", "standin")  # kept as they were


def sql_text(path: Path) -> list[str]:
    db = sqlite3.connect(path)
    dumped = list(db.iterdump())
    db.close()
    return dumped


def stored_action(text: str, version: int) -> Any:
    """An action as the action log of a database at schema ``version`` holds it: JSON until
    ``LOG_AS_TEXT``, the short text from then on."""
    return action_from_text(text) if version >= LOG_AS_TEXT else action_from_dict(json.loads(text))


def sidecar(dump: Path) -> dict[int, dict[str, Any]]:
    return {g["id"]: g for g in json.loads(dump.with_suffix(".json").read_text(encoding="utf-8"))["games"]}


@pytest.mark.parametrize("dump", DUMPS, ids=[d.stem for d in DUMPS])
async def test_a_release_database_migrates_with_every_game_as_it_was(dump, tmp_path):
    path = loaded(dump, tmp_path)
    before = {g["id"]: g for g in rows(path, "games")}
    carried = [*KEPT_TABLES, *(table for table in DERIVED_TABLES if rows(path, table))]
    kept = {table: [{**row, **ADDED_COLUMNS.get(table, {})} for row in rows(path, table)] for table in carried}
    moves = rows(path, "actions")
    untouched = sql_text(path)
    store = await Store.open(path, SAMARKAND, migrate=False)
    report = await store.migrate()
    await store.close()
    assert (report.after, report.kept) == (len(MIGRATIONS), ())
    assert sql_text(Path(report.copy)) == untouched  # the copy is the file as it was
    after = {g["id"]: g for g in rows(path, "games")}
    assert set(after) == set(before)
    assert {table: rows(path, table) for table in carried} == kept
    logged = rows(path, "actions")  # the same moves, now in their short text
    assert [{**r, "action": stored_action(r["action"], report.before)} for r in moves] == \
        [{**r, "action": action_from_text(r["action"])} for r in logged] and moves
    for game_id, old in before.items():
        _same_game(old, after[game_id], sidecar(dump)[game_id])


def _same_game(old: dict[str, Any], new: dict[str, Any], described: dict[str, Any]) -> None:
    assert (new["status"], new["seats"], new["seed"], new["channel_id"]) == \
        (old["status"], old["seats"], old["seed"], old["channel_id"]), described["shows"]
    old_settings, new_settings = json.loads(old["settings"]), json.loads(new["settings"])
    if old["state"]:
        saved = json.loads(old["state"])
        state = state_from_json(new["state"])
        assert first_difference(saved, state_to_dict(state)) == "", described["shows"]
        first = saved["format"] == 1
        # the rules version the release wrote (format 3 names it; format 2 is the revised sales)
        assert state.rules_version == (RulesVersion.FIRST_SALE_RULING if first
                                       else RulesVersion(saved.get("rules_version", RulesVersion.REVISED_SALES)))
        assert new_settings["rules_version"] == state.rules_version and state.sales_at_once == (
            new_settings["sales"] == "at_once")
        if first:
            old_settings["sales"] = "at_once"  # the first ruling's timing, now said in the settings
        if state.over:
            _same_result(state, described)
    assert {key: new_settings[key] for key in old_settings} == old_settings  # the host's choices stay
    # Before the spans (schema 11) an old pause or downtime moved the clocks' starts; after, the
    # spans a release recorded stay as they were.
    assert json.loads(new["stopped"]) == json.loads(old.get("stopped", "[]")), described["shows"]
    clocks = [c for c in CLOCKS if c in old]
    assert {c: new[c] for c in clocks} == {c: old[c] for c in clocks}, described["shows"]
    if old["paused_at"]:
        assert new["paused_at"] == old["paused_at"] and (new["host_paused"] or new["pause_reason"]), described
    if "host_paused" not in old and old["paused_at"] and not old.get("pause_reason", "").startswith("channel"):
        assert new["host_paused"] == 1, described["shows"]  # the host's pause from before pause reasons


def _same_result(state: Any, described: dict[str, Any]) -> None:
    lines = score(state)
    recorded = described["scores"]
    assert [(line.name, line.total, line.cards, line.money) for line in lines] == \
        [(r["name"], r["total"], r["cards"], r["money"]) for r in recorded]
    names = [p.name for p in state.players]
    won = [w if isinstance(w, str) else names[w] for w in described["winners"]]
    assert [names[w] for w in winners(state)] == won


@pytest.mark.slow
@pytest.mark.parametrize("dump", DUMPS, ids=[d.stem for d in DUMPS])
async def test_every_game_in_play_goes_on_to_its_end_after_the_migration(dump, tmp_path):
    path = loaded(dump, tmp_path)
    store = await Store.open(path, SAMARKAND)
    service = GameService(store, ManualClock(now=2_000_000.0))
    playing = [g for g in rows(path, "games") if g["status"] == "playing"]
    assert playing
    for game in playing:
        channel = game["channel_id"]
        if game["host_paused"]:
            await service.lobby.pause(channel, game["host_id"], False, False)
        await service.clock.channel_works(channel)
        await play_randomly(service, random.Random(game["id"]), channel=channel)
        assert (await store.latest_game(channel)).status is GameStatus.OVER
    await store.close()


async def test_a_failed_migration_leaves_the_database_as_it_was_and_the_next_one_completes_it(tmp_path, monkeypatch):
    path = loaded(FIRST, tmp_path)
    untouched = sql_text(path)
    steps = list(schema.MIGRATIONS)

    async def breaks(tx: Any) -> None:
        await tx.execute("UPDATE games SET status = 'aborted'")
        raise RuntimeError("the disk is full")

    monkeypatch.setattr(schema, "MIGRATIONS", [*steps[:-1], breaks])
    monkeypatch.setattr("bot.store.migrating.MIGRATIONS", schema.MIGRATIONS)
    store = await Store.open(path, SAMARKAND, migrate=False)
    with pytest.raises(MigrationFailed, match="Nothing was changed: the database is still at version 2"):
        await store.migrate()
    await store.close()
    assert sql_text(path) == untouched
    monkeypatch.undo()
    store = await Store.open(path, SAMARKAND, migrate=False)
    report = await store.migrate()
    assert (report.before, report.after, await store.schema_version()) == (2, len(MIGRATIONS), len(MIGRATIONS))
    await store.close()


async def test_a_game_that_cannot_be_rebuilt_is_kept_as_it_was_and_the_rest_migrate(tmp_path):
    path = loaded(FIRST, tmp_path)
    with sqlite3.connect(path) as db:
        broken, saved = db.execute("SELECT id, state FROM games WHERE status = 'over' ORDER BY id").fetchone()
        db.execute("UPDATE actions SET action = ? WHERE game_id = ? AND seq = 3",
                   ('{"type": "marry", "family": 99}', broken))
    db.close()
    store = await Store.open(path, SAMARKAND, migrate=False)
    report = await store.migrate()
    await store.close()
    [kept] = report.kept
    assert (kept.game_id, kept.status) == (broken, GameStatus.OVER)
    assert "move 3 of its log" in kept.reason and "R4.1" in kept.reason
    games = {g["id"]: g for g in rows(path, "games")}
    assert (games[broken]["status"], games[broken]["state"]) == ("kept", saved)
    assert all(json.loads(g["state"])["format"] == 3 for i, g in games.items() if g["state"] and i != broken)


def test_the_comparison_of_saved_positions_finds_a_difference_anywhere():
    saved = {"format": 1, "turn": 4, "players": [{"money": 3, "hand": [1, 2]}], "pending": []}
    assert first_difference(saved, {**saved, "format": 3, "offers": []}) == ""
    assert first_difference(saved, {**saved, "players": [{"money": 3, "hand": [1, 3]}]}) == "state.players[0].hand[1]"
    assert first_difference(saved, {**saved, "turn": 5}) == "state.turn"
    assert first_difference(saved, {**saved, "pending": [{"kind": "sale"}]}) == "state.pending"


def _clock_fixtures() -> list[Path]:
    """The releases whose own clock pass moved clocks forward (before schema 11's stopped
    spans); a later release's spans are carried over as they were (the test above)."""
    from tests.support.upgrade_fixtures import RELEASES

    return [FIXTURES / f"schema{r.schema}-{r.commit}.sql" for r in RELEASES
            if r.clocks and r.schema < schema.MIGRATIONS.index(schema.CLOCKS_AS_SPANS) + 1]


@pytest.mark.parametrize("dump", _clock_fixtures(), ids=lambda d: d.stem)
async def test_clocks_an_old_release_moved_count_on_from_where_it_left_them(dump, tmp_path):
    """Before schema 11 a pause or the bot's downtime moved a game's clock forward; migrated,
    such a game counts on from there with no stopped span of its own: the downtime a reminder
    still owed is told, a stand-in owed after a time-out plays its one move, and a host's pause
    that began during a seat's vacation, lifted after it, holds that seat's clock once."""
    path = loaded(dump, tmp_path)
    games = {g["id"]: g for g in rows(path, "games")}
    described = sidecar(dump)
    standin, downtime, paused = (next(games[i] for i, g in described.items() if g["shows"].startswith(s))
                                 for s in ("timed out: a stand-in", "after 5 hours of the bot's downtime",
                                           "paused by host while user 205 is on vacation"))
    clock = ManualClock(now=downtime["waiting_since"] + 6 * HOUR + 1)
    store = await Store.open(path, SAMARKAND)
    service = GameService(store, clock)

    reminders = {r.game_id: r for r in (await service.clock.tick()).reminders}
    told = reminders[downtime["id"]]
    assert (told.outage_hours, told.deadline) == (5.0, downtime["waiting_since"] + 24 * HOUR)

    seat = int(standin["standin"].split(":")[0])
    before = await store.game(standin["id"])
    assert before.computer_due and before.seats[seat].human
    await service.computers.computer_step(standin["id"])
    after = await store.game(standin["id"])
    assert (after.standin, after.seats[seat].human) == (None, True)
    assert after.version > before.version

    row = await store.game(paused["id"])
    user = row.seats[json.loads(paused["state"])["active"]].user
    [(_, vacation_end)] = (await store.prefs(user)).vacations
    assert row.waiting_since < row.paused_at < vacation_end
    clock.now = vacation_end + HOUR
    await service.lobby.pause(row.channel_id, row.host_id, False, False)
    row = await store.game(paused["id"])
    assert row.stopped == [(paused["paused_at"], clock.now)]
    limit = 24 * HOUR  # all of it left: the seat's vacation, then the pause, held its clock since it began
    stood = stood_still(row, (await store.prefs(user)).vacations)
    assert deadline_of(stood, row.waiting_since, limit) == clock.now + limit
    await store.close()
