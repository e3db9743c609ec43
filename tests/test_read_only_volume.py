"""The read-only commands (``stats``, ``export``, ``review``, ``web``, ``copy --from``) on an
SQLite database in WAL mode in a folder the command may not write (a read-only volume; a
root-owned folder where the image's user 10001 runs). SQLite reads such a file only through its -shm file, which it
cannot make there: the commands read it anyway where that is safe, and ``web`` otherwise says
in one sentence what to do (docs/operating.md, "A read-only copy of the database"). The folder
is really refused to the commands' processes (``tests/support/read_only_folder.py``)."""

from __future__ import annotations

import asyncio
import json
import os
import random
import re
import signal
import sqlite3
from pathlib import Path

import aiohttp
import pytest

from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.store import Store, Unreachable
from bot.store.sqlite_reading import Untouched
from tests.service.conftest import CHANNEL, lobby, play_randomly
from tests.support.read_only_folder import bot, cannot_write, held, read_only

COMMANDS = 12  # a few turns: a game with a log to export


def environment() -> dict[str, str]:
    """This environment without the bot's settings: --db alone names the database."""
    return {name: value for name, value in os.environ.items() if not name.startswith("SAMARKAND_")}


async def started(service: GameService) -> int:
    """A three-player game a few random commands in; its number."""
    await lobby(service, 3, seed=11)
    await service.lobby.start(CHANNEL, "u0", False)
    await play_randomly(service, random.Random(3), COMMANDS, to_the_end=False)
    row = await service.store.live_game(CHANNEL)
    assert row is not None
    return row.id


@pytest.fixture
async def volume(tmp_path: Path) -> tuple[Path, int]:
    """A folder holding a database with a game in it, closed (so no -wal or -shm file), and the game's number."""
    folder = tmp_path / "volume"
    folder.mkdir()
    store = await Store.open(folder / "games.sqlite3", SAMARKAND)
    try:
        game = await started(GameService(store))
    finally:
        await store.close()
    assert sorted(path.name for path in folder.iterdir()) == ["games.sqlite3"]
    return folder, game


def said(argv: list[str], folder: Path) -> tuple[int, str, str]:
    process = held(bot(argv), folder, environment())
    out, err = process.communicate(timeout=300)
    return process.returncode, out, err


async def test_stats_export_and_review_read_a_closed_database_in_a_folder_they_cannot_write(volume):
    folder, game = volume
    database = str(folder / "games.sqlite3")
    asked = [["stats", "--db", database], ["export", str(game), "--db", database],
             ["review", str(game), "--db", database]]
    writable = [await asyncio.to_thread(said, argv, folder) for argv in asked]
    assert writable[0][0] == 0 and json.loads(writable[1][1])["game"] == game
    assert writable[2][0] == 2 and "Traceback" not in writable[2][2]  # no review before the end: it read the game
    with read_only(folder):
        assert cannot_write(folder, environment())
        for argv, answer in zip(asked, writable, strict=True):
            assert await asyncio.to_thread(said, argv, folder) == answer, argv
    assert sorted(path.name for path in folder.iterdir()) == ["games.sqlite3"]


async def test_reading_a_file_it_may_not_write_in_a_folder_it_may_leaves_no_files_beside_it(volume):
    """A database file another user owns (the bot's), read by an operator who may write its
    folder: SQLite's read-only open would make the -wal and -shm files there, owned by the
    operator, and leave them, where the bot's user could then not write its own database's
    -shm. With no process holding the file open, the read-once commands read it as it is."""
    folder, game = volume
    database = folder / "games.sqlite3"
    asked = [["stats", "--db", str(database)], ["export", str(game), "--db", str(database)]]
    writable = [await asyncio.to_thread(said, argv, folder) for argv in asked]
    database.chmod(0o444)
    try:
        for argv, answer in zip(asked, writable, strict=True):
            assert await asyncio.to_thread(said, argv, folder) == answer, argv
    finally:
        database.chmod(0o644)
    assert sorted(path.name for path in folder.iterdir()) == ["games.sqlite3"]


async def test_copy_reads_its_source_from_a_folder_it_cannot_write(volume, tmp_path):
    """``copy --from`` only reads its source (a stopped bot's file, a backup mounted
    read-only): the copy is made all the same, and the source's folder is left as it was."""
    folder, game = volume
    target = tmp_path / "elsewhere" / "copy.sqlite3"
    target.parent.mkdir()
    with read_only(folder):
        assert cannot_write(folder, environment())
        argv = ["copy", "--from", str(folder / "games.sqlite3"), "--to", str(target)]
        code, out, err = await asyncio.to_thread(said, argv, folder)
    assert (code, err) == (0, ""), err
    assert "Now set SAMARKAND_DB=" in out and sorted(path.name for path in folder.iterdir()) == ["games.sqlite3"]
    store = await Store.open(target, SAMARKAND)
    try:
        assert (await store.game(game)) is not None
    finally:
        await store.close()


async def test_web_in_a_folder_it_cannot_write_serves_a_database_a_bot_has_open_and_follows_it(volume):
    folder, game = volume
    database = folder / "games.sqlite3"
    store = await Store.open(database, SAMARKAND)  # the bot, with the volume writable on its side
    try:
        with read_only(folder):
            for path in (folder / "games.sqlite3-wal", folder / "games.sqlite3-shm"):
                path.chmod(0o444)
            assert cannot_write(folder, environment())
            process = held(bot(["web", "--db", str(database), "--listen", "127.0.0.1:0"]), folder, environment())
            try:
                assert process.stdout is not None
                line = await asyncio.to_thread(process.stdout.readline)
                found = re.search(r"at (http://127\.0\.0\.1:\d+)/games/", line)
                assert found, (line, process.stderr.read() if process.poll() is not None else "")
                async with aiohttp.ClientSession() as session:
                    async def version() -> object:
                        async with session.get(f"{found[1]}/games/{game}/version.json") as answer:
                            assert answer.status == 200
                            return await answer.json()

                    before = await version()
                    await play_randomly(GameService(store), random.Random(5), 3, to_the_end=False)
                    assert await version() != before  # the pages follow the bot's writes
            finally:
                process.send_signal(signal.SIGTERM)
                _, err = await asyncio.to_thread(process.communicate, timeout=60)
            assert (process.returncode, err) == (0, "")
    finally:
        await store.close()


async def test_web_refuses_a_closed_database_in_a_folder_it_cannot_write_in_one_sentence(volume):
    folder, _ = volume
    database = str(folder / "games.sqlite3")
    with read_only(folder):
        code, out, err = await asyncio.to_thread(said, ["web", "--db", database, "--listen", "127.0.0.1:0"], folder)
    assert (code, out, err.count("\n")) == (2, "", 1)
    assert err.startswith(f"Cannot serve {database} from a folder this user cannot write while no bot has it open")
    assert "copy the file to a folder this user may write" in err


def test_a_read_as_immutable_is_refused_when_the_file_was_written_meanwhile(tmp_path):
    """A bot that opened the file during an immutable read: the -wal file it keeps while it has
    the file open, or after it closed, the file's new size and time, refuse what was read."""
    path = tmp_path / "games.sqlite3"
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("CREATE TABLE t (x)")
    db.close()
    found = Untouched.of(str(path))
    assert found is not None
    found.check(str(path))  # nothing happened: what was read stands
    writer = sqlite3.connect(path)
    writer.execute("INSERT INTO t VALUES (1)")
    writer.commit()
    assert Untouched.of(str(path)) is None  # the -wal file: a process has it open
    with pytest.raises(Unreachable, match="changed while it was read"):
        found.check(str(path))
    writer.close()
    assert not Path(f"{path}-wal").exists()
    with pytest.raises(Unreachable, match="changed while it was read"):
        found.check(str(path))  # closed again, but written


async def test_the_writing_commands_on_a_file_they_may_only_read_say_so_in_one_sentence(volume, tmp_path):
    """A root-owned database file in a folder the image's user may write: it opens, answers every
    read, and refused the first write with a traceback (forget, stats --rebuild, import)."""
    folder, game = volume
    database = folder / "games.sqlite3"
    exported = tmp_path / "game.json"
    assert (await asyncio.to_thread(said, ["export", str(game), "--db", str(database), "--out", str(exported)],
                                    folder))[0] == 0
    kept = database.read_bytes()
    asked = [["forget", "123456789012345678", "--db", str(database)], ["stats", "--rebuild", "--db", str(database)],
             ["import", str(exported), "--channel", "123456789012345679", "--db", str(database)]]
    database.chmod(0o444)
    try:
        for argv in asked:
            code, _, err = await asyncio.to_thread(said, argv, folder)
            assert code == 2 and err.count("\n") == 1 and "Traceback" not in err, (argv, err)
            assert f"The database {database} cannot be written" in err, argv
    finally:
        database.chmod(0o644)
    assert database.read_bytes() == kept


async def test_an_offline_game_in_a_file_it_may_only_read_is_refused_before_a_move(volume):
    """The game could save no move: one sentence before anything is played, not a traceback
    from the first write (a new game's lobby); the file is as it was."""
    folder, _ = volume
    database = folder / "games.sqlite3"
    kept = database.read_bytes()
    database.chmod(0o444)
    try:
        argv = ["play", "--db", str(database), "--script", "/dev/null", "--images", "none"]
        code, out, err = await asyncio.to_thread(said, argv, folder)
    finally:
        database.chmod(0o644)
    assert code == 2 and err.count("\n") == 1 and "Traceback" not in err and out == "", err
    assert f"--db: {database} can be read but not written, so no move could be saved" in err
    assert database.read_bytes() == kept
