"""The operator's commands from the command line: what they say, and exit code 2 with one
sentence on stderr (never a traceback) for whatever the operator must fix."""

import asyncio
import json
import sqlite3
from pathlib import Path

import pytest

from bot.cli import main
from bot.migrations import MIGRATIONS
from bot.service import GameService
from bot.store import Store
from tests.service.conftest import CHANNEL, lobby

OLD = Path(__file__).resolve().parents[1] / "data" / "store-v2-format1.sql"


def test_migrate_says_where_each_database_was_and_is(tmp_path, capsys, postgres):
    old = tmp_path / "old.sqlite3"
    with sqlite3.connect(old) as db:
        db.executescript(OLD.read_text(encoding="utf-8"))
    assert main(["migrate", "--db", str(old)]) == 0
    assert f"migrated from schema version 2 to {len(MIGRATIONS)} (applied 3, 4, 5, 6)" in capsys.readouterr().out
    for address in (str(tmp_path / "new.sqlite3"), asyncio.run(postgres.new_database())):
        assert main(["migrate", "--db", address]) == 0
        assert f"migrated from schema version 0 to {len(MIGRATIONS)}" in capsys.readouterr().out
        assert main(["migrate", "--db", address]) == 0
        assert f"schema version {len(MIGRATIONS)}, this bot's; nothing to do" in capsys.readouterr().out


async def test_backup_copies_an_sqlite_file_in_use(tmp_path, capsys):
    live, copy = tmp_path / "live.sqlite3", tmp_path / "copy.sqlite3"
    service = GameService(await Store.open(live))
    await lobby(service, 2)
    await service.start(CHANNEL, "u0", False)
    await service.marry(CHANNEL, (await service.store.live_game(CHANNEL)).seats[0]["user"], "Sindh")
    assert await asyncio.to_thread(main, ["backup", str(copy), "--db", str(live)]) == 0  # the bot still has it open
    assert f"Backed up {live} (1 games, integrity ok) to {copy}" in capsys.readouterr().out
    restored = await Store.open(copy)
    assert (await restored.live_game(CHANNEL)).state == (await service.store.live_game(CHANNEL)).state
    await restored.close()
    await service.store.close()
    assert await asyncio.to_thread(main, ["backup", str(copy), "--db", str(live)]) == 2
    assert "exists already" in capsys.readouterr().err


def test_export_and_import_through_the_command_line(tmp_path, capsys):
    source, target, file = tmp_path / "a.sqlite3", tmp_path / "b.sqlite3", tmp_path / "game.json"

    async def a_game() -> int:
        service = GameService(await Store.open(source))
        await lobby(service, 2)
        report = await service.start(CHANNEL, "u0", False)
        await service.store.close()
        return report.game_id

    game = asyncio.run(a_game())
    assert main(["export", str(game), "--db", str(source), "--out", str(file)]) == 0
    assert f"Wrote game {game} (playing, 0 actions) to {file}" in capsys.readouterr().out
    assert main(["export", CHANNEL, "--db", str(source)]) == 0
    assert json.loads(capsys.readouterr().out)["game"] == game  # a channel's id finds its latest game
    assert main(["import", str(file), "--db", str(target), "--channel", "123"]) == 0
    assert "as game 1 in channel 123 (playing, 0 actions replayed" in capsys.readouterr().out


@pytest.mark.parametrize(("argv", "environment", "says"), [
    (["migrate", "--db", "postgresql://bot:pw@127.0.0.1:1/x"], {}, "the server refused the connection"),
    (["migrate", "--db", "postgresql://bot:pw@db:70000/x"], {}, "is not a valid PostgreSQL URL"),
    (["export", "1", "--db", "mysql://db/x"], {}, "neither a file path nor a postgresql:// URL"),
    (["export", "1", "--db", "missing.sqlite3"], {}, "There is no database file missing.sqlite3"),
    (["import", "missing.json", "--db", "x.sqlite3"], {}, "Cannot read missing.json"),
    (["backup", "b.dump", "--db", "postgresql://bot:pw@db/x"], {}, "pg_dump --format=custom --file b.dump"),
    ([], {"DISCORD_TOKEN": "t", "SAMARKAND_DB": "postgresql://bot:pw@127.0.0.1:1/x"}, "refused the connection"),
    ([], {"DISCORD_TOKEN": "t", "SAMARKAND_SHARDS": "2", "SAMARKAND_SHARD_IDS": "1-2"}, "from 0 to 1"),
    (["migrate"], {"SAMARKAND_SHARD_IDS": "0"}, "SAMARKAND_SHARD_IDS needs SAMARKAND_SHARDS"),
])
def test_what_the_operator_must_fix_is_one_sentence_and_exit_code_2(argv, environment, says, capsys, monkeypatch,
                                                                      tmp_path):
    monkeypatch.chdir(tmp_path)
    for name in ("DISCORD_TOKEN", "SAMARKAND_DB", "SAMARKAND_SHARDS", "SAMARKAND_SHARD_IDS"):
        monkeypatch.delenv(name, raising=False)
    for name, value in environment.items():
        monkeypatch.setenv(name, value)
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert says in err and "Traceback" not in err and ":pw@" not in err and out == ""
