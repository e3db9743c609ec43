"""The operator's commands from the command line: what they say, and exit code 2 with one
sentence on stderr (never a traceback) for whatever the operator must fix."""

import asyncio
import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from bot.cli import main
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.store import MIGRATIONS, Store
from tests.service.conftest import CHANNEL, lobby

OLD = Path(__file__).resolve().parents[1] / "data" / "store-v2-format1.sql"


def test_migrate_says_where_each_database_was_and_is(tmp_path, capsys, postgres):
    old = tmp_path / "old.sqlite3"
    with sqlite3.connect(old) as db:
        db.executescript(OLD.read_text(encoding="utf-8"))
    assert main(["migrate", "--db", str(old)]) == 0
    applied = ", ".join(str(n) for n in range(3, len(MIGRATIONS) + 1))
    assert f"migrated from schema version 2 to {len(MIGRATIONS)} (applied {applied})" in capsys.readouterr().out
    sqlite3.connect(tmp_path / "new.sqlite3").close()  # an empty file: --db never makes one
    for address in (str(tmp_path / "new.sqlite3"), asyncio.run(postgres.new_database())):
        assert main(["migrate", "--db", address]) == 0
        assert f"migrated from schema version 0 to {len(MIGRATIONS)}" in capsys.readouterr().out
        assert main(["migrate", "--db", address]) == 0
        assert f"schema version {len(MIGRATIONS)}, this bot's; nothing to do" in capsys.readouterr().out


async def test_backup_copies_an_sqlite_file_in_use(tmp_path, capsys):
    live, copy = tmp_path / "live.sqlite3", tmp_path / "copy.sqlite3"
    service = GameService(await Store.open(live, SAMARKAND))
    await lobby(service, 2)
    await service.lobby.start(CHANNEL, "u0", False)
    await service.play.marry(CHANNEL, (await service.store.live_game(CHANNEL)).seats[0].user, "Sindh")
    assert await asyncio.to_thread(main, ["backup", str(copy), "--db", str(live)]) == 0  # the bot still has it open
    assert f"Backed up {live} (1 game, integrity ok) to {copy}" in capsys.readouterr().out
    restored = await Store.open(copy, SAMARKAND)
    assert (await restored.live_game(CHANNEL)).state == (await service.store.live_game(CHANNEL)).state
    await restored.close()
    await service.store.close()
    assert await asyncio.to_thread(main, ["backup", str(copy), "--db", str(live)]) == 2
    assert "exists already" in capsys.readouterr().err


async def made(database: Path) -> None:
    await (await Store.open(database, SAMARKAND)).close()


@pytest.mark.parametrize("folder", ["a-file", "no-folder"])
def test_a_backup_into_a_folder_that_cannot_hold_it_is_one_sentence_and_exit_2(folder, tmp_path, capsys):
    """A typo in the backup's folder, or a file where the folder should be (which made a
    NotADirectoryError traceback while cleaning up), is one sentence; nothing is left behind."""
    live = tmp_path / "live.sqlite3"
    asyncio.run(made(live))
    (tmp_path / "a-file").write_text("not a folder")
    copy = tmp_path / folder / "copy.sqlite3"
    assert main(["backup", str(copy), "--db", str(live)]) == 2
    said = capsys.readouterr().err
    assert said.startswith(f"Could not back up {live} to {copy}: ") and said.count("\n") == 1
    assert "a folder that exists and that you may write to" in said
    assert sorted(p.name for p in tmp_path.iterdir() if not p.name.startswith("live")) == ["a-file"]


def a_game_in(database: Path) -> int:
    """A two-player game started in a new SQLite file; its number."""
    async def started() -> int:
        service = GameService(await Store.open(database, SAMARKAND))
        await lobby(service, 2)
        report = await service.lobby.start(CHANNEL, "u0", False)
        await service.store.close()
        return report.game_id
    return asyncio.run(started())


def test_export_and_import_through_the_command_line(tmp_path, capsys):
    source, target, file = tmp_path / "a.sqlite3", tmp_path / "b.sqlite3", tmp_path / "game.json"
    game = a_game_in(source)
    assert main(["export", str(game), "--db", str(source), "--out", str(file)]) == 0
    assert f"Wrote game {game} (playing, 0 actions) to {file}" in capsys.readouterr().out
    assert main(["export", CHANNEL, "--db", str(source)]) == 0
    assert json.loads(capsys.readouterr().out)["game"] == game  # a channel's id finds its latest game
    assert main(["import", str(file), "--db", str(target), "--channel", "123"]) == 0
    assert "as game 1 in channel 123 (playing, 0 actions replayed" in capsys.readouterr().out


@pytest.mark.parametrize("typed", ["²", "9" * 20, "-1"])
def test_export_of_a_number_no_game_can_have_says_so_in_a_sentence(typed, tmp_path, capsys):
    """"²" is a digit to ``str.isdigit`` but no number to ``int``; 20 nines overflow a query."""
    source = tmp_path / "a.sqlite3"
    a_game_in(source)
    assert main(["export", typed, "--db", str(source)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err == f"There is no game {typed} (a game's number, or a channel's id) in this database.\n"


def test_the_commands_that_need_a_current_database_leave_an_empty_file_as_it_was(tmp_path, capsys, monkeypatch):
    """An empty file is refused as schema version 0 before it is opened: opening it would write
    a database header and switch it to WAL, a change the refusal did not ask for."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "empty.sqlite3").write_bytes(b"")
    for argv in (["stats"], ["export", "1"], ["review", "1"], ["forget", "123456789012345678"]):
        assert main([*argv, "--db", "empty.sqlite3"]) == 2
        said = capsys.readouterr().err
        assert said.startswith("empty.sqlite3 is at schema version 0, this bot's is ") and said.count("\n") == 1, argv
    assert main(["copy", "--from", "empty.sqlite3", "--to", "new.sqlite3"]) == 2
    assert "empty.sqlite3 is at schema version 0" in capsys.readouterr().err
    assert sorted(path.name for path in tmp_path.iterdir()) == ["empty.sqlite3"]
    assert (tmp_path / "empty.sqlite3").read_bytes() == b""


def test_a_backup_whose_source_is_no_database_of_this_bot_blames_the_source(tmp_path, capsys, monkeypatch):
    """Not the new file's folder: the file named as the database cannot be read as one."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "empty.sqlite3").write_bytes(b"")
    assert main(["backup", "copy.sqlite3", "--db", "empty.sqlite3"]) == 2
    said = capsys.readouterr().err
    assert said.startswith("Could not read empty.sqlite3 to back it up: no such table: games.")
    assert said.count("\n") == 1
    assert not (tmp_path / "copy.sqlite3").exists() and (tmp_path / "empty.sqlite3").read_bytes() == b""


@pytest.mark.parametrize(("argv", "environment", "says"), [
    (["migrate", "--db", "postgresql://bot:pw@127.0.0.1:1/x"], {}, "the server refused the connection"),
    (["migrate", "--db", "postgresql://bot:pw@db:70000/x"], {}, "is not a valid PostgreSQL URL"),
    (["export", "1", "--db", "mysql://db/x"], {}, "neither a file path nor a postgresql:// URL"),
    (["export", "1", "--db", "missing.sqlite3"], {}, "There is no database file missing.sqlite3"),
    (["import", "missing.json", "--db", "x.sqlite3"], {}, "Cannot read missing.json"),
    (["import", "/bin/sh", "--db", "x.sqlite3"], {}, "/bin/sh is not a game file (it is no UTF-8 text)"),
    (["backup", "b.dump", "--db", "postgresql://bot:pw@db/x"], {}, "pg_dump --format=custom --file b.dump"),
    ([], {"DISCORD_TOKEN": "t", "SAMARKAND_DB": "postgresql://bot:pw@127.0.0.1:1/x"}, "refused the connection"),
    ([], {"DISCORD_TOKEN": "t", "SAMARKAND_SHARDS": "2", "SAMARKAND_SHARD_IDS": "1-2"}, "from 0 to 1"),
    ([], {"SAMARKAND_SHARDS": "4", "SAMARKAND_SHARD_IDS": "5"}, "from 0 to 3"),  # no shard of it below the count
    ([], {"SAMARKAND_SHARDS": "4", "SAMARKAND_SHARD_IDS": "1,6-8"}, "from 0 to 3"),
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


@pytest.mark.parametrize("argv", [["migrate", "--db"], ["backup", "b.dump", "--db"], ["stats", "--db"],
                                  ["copy", "--from", "a.sqlite3", "--to"]])
def test_a_password_given_as_a_url_parameter_is_never_printed(argv, capsys, monkeypatch, tmp_path):
    """asyncpg (as libpq) takes the password as ``?password=`` too: masked as the user part's
    is, and left out of the pg_dump command the host copies."""
    monkeypatch.chdir(tmp_path)
    asyncio.run(made(tmp_path / "a.sqlite3"))  # copy's source
    assert main([*argv, "postgresql://bot@127.0.0.1:1/x?sslmode=disable&password=hunter2"]) == 2
    out, err = capsys.readouterr()
    assert "hunter2" not in out + err and "Traceback" not in err
    assert "postgresql://bot@127.0.0.1:1/x?sslmode=disable" in err


def test_export_to_a_folder_that_does_not_exist_is_one_sentence(tmp_path, capsys):
    database = tmp_path / "games.sqlite3"
    game = a_game_in(database)
    for target in (tmp_path / "no" / "such" / "x.json", tmp_path):
        assert main(["export", str(game), "--db", str(database), "--out", str(target)]) == 2
        out, err = capsys.readouterr()
        assert err.startswith(f"Cannot write {target}: ") and "Traceback" not in err and out == ""


def test_export_never_replaces_a_file_the_database_least_of_all(tmp_path, capsys):
    source = tmp_path / "a.sqlite3"
    game = a_game_in(source)
    kept = source.read_bytes()
    assert main(["export", str(game), "--db", str(source), "--out", str(source)]) == 2
    assert capsys.readouterr().err == f"Nothing was written: {source} exists already. Give --out a new file's name.\n"
    assert source.read_bytes() == kept and main(["stats", "--db", str(source)]) == 0


@pytest.mark.parametrize("side", ["-wal", "-shm", "-journal"])
def test_a_backup_or_export_under_a_name_sqlite_keeps_beside_the_database_is_refused(tmp_path, capsys, side):
    """SQLite deletes or rewrites its own files beside the database when it next opens it: a
    backup or an export written there reported success, then vanished."""
    source = tmp_path / "a.sqlite3"
    game = a_game_in(source)
    target = f"{source}{side}"
    for argv in (["backup", target, "--db", str(source)], ["export", str(game), "--db", str(source), "--out", target]):
        assert main(argv) == 2
        out, err = capsys.readouterr()
        assert "is a name SQLite keeps beside the database" in err and "Traceback" not in err and out == ""
    assert main(["backup", str(tmp_path / "b.sqlite3-wal.bak"), "--db", str(source)]) == 0


def test_copy_to_a_folder_that_does_not_exist_is_one_sentence(tmp_path, capsys):
    source, target = tmp_path / "a.sqlite3", tmp_path / "nowhere" / "b.sqlite3"
    a_game_in(source)
    assert main(["copy", "--from", str(source), "--to", str(target)]) == 2
    assert capsys.readouterr().err == (f"Cannot copy to {target}: there is no folder {target.parent}, so nothing "
                                       "was copied. Give --to a file in a folder that exists.\n")
    assert not target.parent.exists()


@pytest.mark.parametrize("channel", ["abc", "#general", "12 34", "１２", "1" * 21])
def test_import_into_a_channel_that_is_no_channel_id_is_refused_before_anything_is_written(channel, tmp_path, capsys):
    """The bot posts an imported game's turn messages to its channel by number: a name stored
    there failed each of them."""
    source, target, file = tmp_path / "a.sqlite3", tmp_path / "b.sqlite3", tmp_path / "game.json"
    assert main(["export", str(a_game_in(source)), "--db", str(source), "--out", str(file)]) == 0
    capsys.readouterr()
    assert main(["import", str(file), "--db", str(target), "--channel", channel]) == 2
    out, err = capsys.readouterr()
    assert err.startswith(f"--channel '{channel[:30]}' is not a Discord channel id: give the channel's id")
    assert "Copy Channel ID" in err and err.count("\n") == 1 and out == ""
    assert not target.exists()


def test_import_of_a_bad_file_creates_no_database(tmp_path, capsys):
    bad, database = tmp_path / "bad.json", tmp_path / "new.sqlite3"
    bad.write_text("{not json", encoding="utf-8")
    assert main(["import", str(bad), "--db", str(database)]) == 2
    out, err = capsys.readouterr()
    assert f"{bad} is not JSON" in err and "Traceback" not in err and out == ""
    assert not database.exists()


def test_a_bad_sqlite_path_prints_only_its_sentence(tmp_path):
    """aiosqlite's worker thread once outlived the event loop on a failed open and printed
    "Event loop is closed" tracebacks after the sentence, in most runs: run each command
    several times at once, and every stderr must be the sentence alone."""
    missing = "/nonexistent/dir/x.sqlite3"
    runs = [(["migrate", "--db", missing], missing)] * 3 + [(["migrate", "--db", str(tmp_path)], str(tmp_path))] * 2
    runs += [([command], str(tmp_path)) for command in ("run", "sync") for _ in range(2)]
    environment = {**os.environ, "DISCORD_TOKEN": "not-a-token", "SAMARKAND_DB": str(tmp_path)}
    environment.pop("SAMARKAND_SHARDS", None)
    environment.pop("SAMARKAND_SHARD_IDS", None)
    started = [subprocess.Popen([sys.executable, "-m", "bot", *argv], cwd=tmp_path, env=environment, text=True,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE) for argv, _ in runs]
    for process, (argv, path) in zip(started, runs, strict=True):
        out, err = process.communicate(timeout=120)
        said = (f"There is no database file {path} (--db names it).\n" if argv[0] == "migrate" else
                f"Cannot open the SQLite file {path}: unable to open database file.\n")
        assert (process.returncode, out, err) == (2, "", said), argv


@pytest.mark.parametrize("named", ["SAMARKAND_DB", "--db"])
def test_a_database_in_a_folder_that_is_not_there_is_told_what_to_do(named, tmp_path, capsys, monkeypatch):
    """It said only "Cannot open the SQLite file …: unable to open database file."; now which
    folder is missing, and which setting to correct."""
    missing = tmp_path / "no-such-folder" / "games.sqlite3"
    monkeypatch.setenv("SAMARKAND_DB", str(missing) if named == "SAMARKAND_DB" else str(tmp_path / "other.sqlite3"))
    argv = ["migrate"] if named == "SAMARKAND_DB" else ["play", "--db", str(missing), "--script", os.devnull]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert (f"Cannot open the SQLite file {missing}: there is no folder {missing.parent}. Make the folder, or name a "
            f"file in a folder that exists in {named}") in err  # play puts it in brackets
    assert err.count("\n") == 1 and "Traceback" not in err


def test_migrate_given_a_file_that_is_not_there_refuses_instead_of_making_one(tmp_path, capsys):
    typo = tmp_path / "gmaes.sqlite3"
    assert main(["migrate", "--db", str(typo)]) == 2
    assert capsys.readouterr().err == f"There is no database file {typo} (--db names it).\n"
    assert not typo.exists()


def test_an_answer_that_cannot_be_written_out_is_one_sentence_not_a_traceback(tmp_path):
    """``export 2 > game.json`` on a full disk: Python's own traceback (and exit code 1) said
    less than a sentence does."""
    source = tmp_path / "a.sqlite3"
    game = a_game_in(source)
    with open("/dev/full", "w", encoding="utf-8") as full:
        done = subprocess.run([sys.executable, "-m", "bot", "export", str(game), "--db", str(source)], stdout=full,
                              stderr=subprocess.PIPE, text=True, timeout=120)
    assert (done.returncode, done.stderr) == (2, "Cannot write the answer to standard output: No space left on "
                                                 "device.\n")


async def test_a_database_named_through_a_link_is_read_with_the_running_bots_writes(tmp_path, capsys):
    """SQLite keeps the -wal file beside a link's target: looked for beside the link, it was
    never found, and a command read the file alone as it is, without the bot's latest commits."""
    real = tmp_path / "data" / "games.sqlite3"
    real.parent.mkdir()
    link = tmp_path / "games.sqlite3"
    link.symlink_to(real)
    store = await Store.open(real, SAMARKAND)
    try:
        await store.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        service = GameService(store)
        await lobby(service, 2)
        report = await service.lobby.start(CHANNEL, "u0", False)  # its commits wait in the -wal file
        assert await asyncio.to_thread(main, ["export", str(report.game_id), "--db", str(link)]) == 0
        assert f'"game": {report.game_id}' in capsys.readouterr().out
    finally:
        await store.close()
