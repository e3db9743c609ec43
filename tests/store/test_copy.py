"""``python -m bot copy``: a whole installation, with games in every state, moves from SQLite
to PostgreSQL and back with every row of every table, each game still the replay of its log,
new games numbered after the copied ones, and the bot's service playing on in the copy; a
target that holds something, a bad address and a game that does not replay are refused with
a sentence and exit code 2, the target left as it was."""

import asyncio
import json
import random

from bot.cli import main
from bot.engine import state_from_json
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.ops import copying
from bot.ops.copying import BATCH
from bot.ops.transfer import export_game, read_game
from bot.store import GameStatus, Store
from tests.service.conftest import GUILD, play_randomly

HOUR = 3600.0


async def started(service: GameService, channel: str, humans: int, computers: tuple[str, ...] = (),
                  seed: int = 5) -> None:
    await service.lobby.create(channel, GUILD, f"{channel}-u0", "Ann", seed=seed)
    for i in range(1, humans):
        await service.lobby.join(channel, f"{channel}-u{i}", f"Player {i}")
    for level in computers:
        await service.lobby.add_computer(channel, f"{channel}-u0", level)
    await service.lobby.start(channel, f"{channel}-u0", False)


async def until_decision(service: GameService, channel: str, rng: random.Random) -> None:
    """Play on until someone holds a decision (a discard or a sale offer) not yet taken."""
    for _ in range(500):
        state = state_from_json((await service.store.live_game(channel)).state)
        if state.pending or state.offers:
            return
        await play_randomly(service, rng, max_commands=1, channel=channel, to_the_end=False)
    raise AssertionError("no decision came up")


async def installation(path: str, clock) -> None:
    """An SQLite file with a row in every table and games in every state."""
    service = GameService(await Store.open(path, SAMARKAND), clock)
    rng = random.Random(7)
    await service.store.heartbeat(clock())
    await service.lobby.create("lobby", GUILD, "lobby-u0", "Ann")
    await service.lobby.join("lobby", "lobby-u1", "Bob")
    await started(service, "decision", 3, seed=2)
    await service.play.standing_order("decision", "decision-u1", "Silk", "sell")
    await until_decision(service, "decision", rng)
    await started(service, "paused", 2)
    await play_randomly(service, rng, max_commands=6, channel="paused", to_the_end=False)
    await service.lobby.pause("paused", "paused-u0", False, True)
    await started(service, "replaced", 2, ("greedy",), seed=9)
    await service.lobby.replace("replaced", "replaced-u0", False, "replaced-u1")
    await play_randomly(service, rng, max_commands=8, channel="replaced", to_the_end=False)
    await started(service, "over", 2, seed=4)
    await play_randomly(service, rng, channel="over")
    await started(service, "aborted", 2)
    await play_randomly(service, rng, max_commands=3, channel="aborted", to_the_end=False)
    await service.lobby.abort("aborted", "aborted-u0", False)
    await started(service, "kept", 2, seed=8)  # set aside by a migration, its log no longer replaying: kept as it is
    await play_randomly(service, rng, max_commands=3, channel="kept", to_the_end=False)
    await service.store.atomically(lambda tx: tx.execute(
        "UPDATE games SET kept_status = status, status = 'kept', kept_reason = 'a test' WHERE channel_id = 'kept'"))
    await service.store.atomically(lambda tx: tx.execute(
        "DELETE FROM actions WHERE seq = 1 AND game_id = (SELECT id FROM games WHERE channel_id = 'kept')"))
    await service.store.atomically(lambda tx: tx.execute(  # the finished game's review, as the sweep stores it
        "INSERT INTO reviews (game_id, review, made) SELECT id, '{\"version\": 1}', updated FROM games "
        "WHERE channel_id = 'over'"))
    await service.vacations.start_vacation("decision-u2", 3)
    await service.standings.hide_from_leaderboards("over-u1", True)  # the finished game rated over-u0 and over-u1
    clock.advance(5)
    await service.clock.catch_up(60)  # five hours down: a stopped span in every running game
    await service.store.atomically(lambda tx: tx.execute(  # a lease of a process that died holding it
        "INSERT INTO leases (game_id, work, owner, expires) VALUES (1, 'announce', 'gone:1', ?)", (clock(),)))
    await service.store.close()


async def every_row(address: str) -> dict[str, list[tuple]]:
    """Every table's rows, by column name, in a fixed order."""
    store = await Store.open(address, SAMARKAND, migrate=False)
    tables = await store.tables()
    rows = {table: sorted(tuple(sorted(dict(row).items())) for row in
                          await store.atomically(lambda tx, t=table: tx.fetch(f"SELECT * FROM {t}")))
            for table in tables}
    await store.close()
    return rows


async def test_an_installation_moves_to_postgresql_and_back_with_nothing_missing(tmp_path, postgres, clock, capsys):
    source, back = str(tmp_path / "source.sqlite3"), str(tmp_path / "back.sqlite3")
    await installation(source, clock)
    before = await every_row(source)
    assert [table for table, rows in before.items() if not rows] == [], \
        "every table needs rows here, so that the copy is tested on it"
    statuses = {dict(row)["status"] for row in before["games"]}
    assert statuses == {"lobby", "playing", "over", "aborted", "kept"}
    assert any(dict(row)["paused_at"] > 0 for row in before["games"])
    assert any(dict(row)["news_waiting"] == 1 for row in before["games"])

    middle = await postgres.new_database()
    assert await asyncio.to_thread(main, ["copy", "--from", source, "--to", middle]) == 0
    said = capsys.readouterr().out
    counted = {line.split()[0]: line.split()[1:] for line in said.splitlines() if line.startswith("  ")}
    assert counted == {table: [str(len(rows))] for table, rows in before.items()} | {
        "games": ["7", "(1", "aborted,", "1", "kept,", "1", "lobby,", "1", "over,", "3", "playing)"]}
    assert "Every game with moves (5) equals the replay of its log" in said
    assert await every_row(middle) == before
    assert await asyncio.to_thread(main, ["copy", "--from", middle, "--to", back]) == 0
    assert await every_row(back) == before

    for address in (middle, back):
        store = await Store.open(address, SAMARKAND)
        for row in before["games"]:
            game = dict(row)
            if game["state"] and game["status"] != "kept":  # the export replays the copied log, to its digest
                exported = await export_game(store, str(game["id"]))
                assert read_game(json.dumps(exported), "copy").state is not None
        service = GameService(store, clock)
        await started(service, "new", 2)
        assert (await store.live_game("new")).id == len(before["games"]) + 1  # no collision with a copied id
        await play_randomly(service, random.Random(3), channel="decision")
        assert (await store.latest_game("decision")).status is GameStatus.OVER
        await store.close()


async def test_a_target_that_holds_anything_is_refused_unless_replaced(tmp_path, postgres, clock, capsys):
    source, target = str(tmp_path / "source.sqlite3"), await postgres.new_database()
    service = GameService(await Store.open(source, SAMARKAND), clock)
    await started(service, "one", 2)
    await service.store.close()
    service = GameService(await Store.open(target, SAMARKAND), clock)
    for channel in ("a", "b"):
        await started(service, channel, 2)
    await service.store.close()
    held = await every_row(target)
    assert await asyncio.to_thread(main, ["copy", "--from", source, "--to", target]) == 2
    assert "is not empty: it holds 2 games and" in capsys.readouterr().err
    assert await every_row(target) == held
    assert await asyncio.to_thread(main, ["copy", "--from", source, "--to", target, "--replace"]) == 0
    assert "The 2 games the target held before were deleted first (--replace)." in capsys.readouterr().out
    assert await every_row(target) == await every_row(source)


async def test_a_game_that_does_not_replay_stops_the_copy_and_leaves_the_target_empty(tmp_path, postgres, clock,
                                                                                      capsys):
    source, target = str(tmp_path / "source.sqlite3"), await postgres.new_database()
    service = GameService(await Store.open(source, SAMARKAND), clock)
    for number in range(BATCH + 1):  # the broken game in the second batch: the first is written already
        await service.lobby.create(f"lobby-{number}", GUILD, "u0", "Ann")
    await started(service, "broken", 2)
    await play_randomly(service, random.Random(1), max_commands=4, channel="broken", to_the_end=False)
    await service.store.atomically(lambda tx: tx.execute("DELETE FROM actions WHERE seq = 2"))
    await service.store.close()
    assert await asyncio.to_thread(main, ["copy", "--from", source, "--to", target]) == 2
    err = capsys.readouterr().err
    assert f"Game {BATCH + 2} (playing) does not equal the replay of its log" in err
    assert "Nothing was copied" in err and "Traceback" not in err
    assert all(not rows for rows in (await every_row(target)).values())


async def test_bad_addresses_and_an_older_source_get_a_sentence(tmp_path, capsys):
    target = str(tmp_path / "new.sqlite3")
    cases = [(["--from", "mysql://host/db", "--to", target], "--from: SAMARKAND_DB 'mysql://host/db' is neither"),
             (["--from", str(tmp_path / "none.sqlite3"), "--to", target], "There is no database file"),
             (["--from", target, "--to", "postgresql://u:secret@:99999/x"], "--to: SAMARKAND_DB"),
             (["--from", target, "--to", target], "both name")]
    for arguments, sentence in cases:
        assert await asyncio.to_thread(main, ["copy", *arguments]) == 2
        err = capsys.readouterr().err
        assert sentence in err and "Traceback" not in err and "secret" not in err
    older = await Store.open(tmp_path / "old.sqlite3", SAMARKAND, migrate=False)
    await older.atomically(lambda tx: tx.script("CREATE TABLE games (id INTEGER PRIMARY KEY)"))
    await older.atomically(lambda tx: tx.execute("PRAGMA user_version=2"))
    await older.close()
    assert await asyncio.to_thread(main, ["copy", "--from", str(tmp_path / "old.sqlite3"), "--to", target]) == 2
    assert "is at schema version 2, this bot's is" in capsys.readouterr().err
    newer = await Store.open(tmp_path / "old.sqlite3", SAMARKAND, migrate=False)
    await newer.atomically(lambda tx: tx.execute("PRAGMA user_version=99"))
    await newer.close()
    assert await asyncio.to_thread(main, ["copy", "--from", str(tmp_path / "old.sqlite3"), "--to", target]) == 2
    assert "is at schema version 99, newer than this bot's" in capsys.readouterr().err


async def test_a_failure_in_the_target_is_a_sentence_and_leaves_it_as_it_was(tmp_path, clock, capsys):
    source, target = str(tmp_path / "source.sqlite3"), str(tmp_path / "target.sqlite3")
    service = GameService(await Store.open(source, SAMARKAND), clock)
    await started(service, "one", 2)
    await service.store.close()
    refusing = await Store.open(target, SAMARKAND)
    await refusing.atomically(lambda tx: tx.execute(
        "CREATE TRIGGER no_news BEFORE INSERT ON news BEGIN SELECT RAISE(ABORT, 'no news here'); END"))
    await refusing.close()
    assert await asyncio.to_thread(main, ["copy", "--from", source, "--to", target]) == 2
    err = capsys.readouterr().err
    assert "The copy stopped (IntegrityError: no news here). Nothing was copied" in err and "Traceback" not in err
    assert all(not rows for rows in (await every_row(target)).values())


async def test_a_source_whose_tables_were_changed_by_hand_is_refused_naming_them(tmp_path, capsys):
    source, target = str(tmp_path / "source.sqlite3"), str(tmp_path / "target.sqlite3")
    changed = await Store.open(source, SAMARKAND)
    await changed.atomically(lambda tx: tx.script("ALTER TABLE players ADD COLUMN nickname TEXT; "
                                                  "CREATE TABLE notes (text TEXT)"))
    await changed.close()
    assert await asyncio.to_thread(main, ["copy", "--from", source, "--to", target]) == 2
    assert "not the same columns in notes, players (was one changed by hand?)" in capsys.readouterr().err


async def test_a_source_a_bot_wrote_during_the_copy_leaves_the_target_as_it_was(tmp_path, clock, capsys, monkeypatch):
    """The source, which no process had open, is read as it is; a bot that opened it while the
    copy ran is found before the copy commits, not after (the target then held a stale copy)."""
    source, target = str(tmp_path / "source.sqlite3"), str(tmp_path / "target.sqlite3")
    service = GameService(await Store.open(source, SAMARKAND), clock)
    await started(service, "one", 2)
    await service.store.close()
    await (await Store.open(target, SAMARKAND)).close()
    copy_games = copying.copy_games

    async def while_a_bot_writes(*args: object) -> object:
        writer = await Store.open(source, SAMARKAND)
        await writer.heartbeat(clock() + 60)
        await writer.close()
        return await copy_games(*args)
    monkeypatch.setattr(copying, "copy_games", while_a_bot_writes)
    assert await asyncio.to_thread(main, ["copy", "--from", source, "--to", target]) == 2
    err = capsys.readouterr().err
    assert "changed while it was read (a bot opened it): run the command again. Nothing was copied" in err
    assert all(not rows for table, rows in (await every_row(target)).items() if table != "meta")
