"""``export --out`` and ``copy`` on a full disk leave no file behind: each writes beside its
target under a temporary name, renames it into place only when complete, and on failure removes
it and says so in one sentence (exit code 2). The disk is really full
(``tests/support/full_disk.py``); and the same commands with room write their file whole. ``backup``
leaves none either, and its advice on a full disk is room, not another file's name."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest

from bot.cli import main
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.store import MigrationFailed, Store
from tests.service.conftest import CHANNEL, lobby, play_randomly
from tests.support.full_disk import on_a_full_disk, on_a_read_only_volume

FREE = 4096  # a page of the tmpfs: less than the export, and than the new database's first pages


@pytest.fixture
async def source(tmp_path):
    """A database with a game 40 random commands in, and the game's number."""
    path = tmp_path / "games.sqlite3"
    store = await Store.open(path, SAMARKAND)
    try:
        service = GameService(store)
        await lobby(service, 3, seed=11)
        await service.lobby.start(CHANNEL, "u0", False)
        await play_randomly(service, random.Random(3), 40, to_the_end=False)
        row = await store.live_game(CHANNEL)
        assert row is not None
    finally:
        await store.close()
    return path, row.id


def test_export_out_on_a_full_disk_leaves_no_file_and_says_so(source, tmp_path):
    database, game = source
    full = tmp_path / "full"
    with_room = on_a_full_disk(["export", str(game), "--db", str(database), "--out", str(full / "game.json")],
                               full, free=64 * 1024)
    assert (with_room.code, with_room.left) == (0, ["game.json"])  # the same command, where it fits
    ran = on_a_full_disk(["export", str(game), "--db", str(database), "--out", str(full / "game.json")], full, FREE)
    assert (ran.code, ran.out, ran.left) == (2, "", [])
    assert ran.err == (f"Cannot write {full / 'game.json'}: its disk is full (No space left on device), and nothing "
                       "was written: free some space there, or give --out a file on another disk.\n")


def test_copy_to_a_new_file_on_a_full_disk_leaves_no_file_and_says_so(source, tmp_path):
    database, _ = source
    full = tmp_path / "full"
    ran = on_a_full_disk(["copy", "--from", str(database), "--to", str(full / "new.sqlite3")], full, FREE)
    assert (ran.code, ran.out, ran.left) == (2, "", [])
    assert ran.err == (f"Cannot copy to {full / 'new.sqlite3'}: its disk is full, so nothing was copied and no file "
                       "was left there: free some space, or give --to a file on another disk.\n")


def test_backup_on_a_full_disk_leaves_no_file_and_asks_for_room(source, tmp_path):
    database, _ = source
    full = tmp_path / "full"
    target = full / "backup.sqlite3"
    ran = on_a_full_disk(["backup", str(target), "--db", str(database)], full, FREE)
    assert (ran.code, ran.out, ran.left) == (2, "", [])
    assert ran.err.startswith(f"Could not back up {database} to {target}: ") and ran.err.count("\n") == 1
    assert f"The disk of {full} is full: free some space on it (the copy needs about " in ran.err
    assert ran.err.endswith("or give a file on another disk.\n") and "Give a new file" not in ran.err


def test_copy_to_a_new_file_writes_it_whole_under_its_name(source, tmp_path, capsys):
    """With room, the file renamed into place is the whole copy, and the report names it, not the temporary."""
    from bot.cli import main

    database, game = source
    target = tmp_path / "copy" / "new.sqlite3"
    target.parent.mkdir()
    assert main(["copy", "--from", str(database), "--to", str(target)]) == 0
    said = capsys.readouterr().out
    assert f"to {target} (schema version" in said and f"SAMARKAND_DB={target} " in said and ".partial" not in said
    assert sorted(path.name for path in target.parent.iterdir()) == ["new.sqlite3"]
    with sqlite3.connect(target) as copy:
        assert copy.execute("SELECT id FROM games").fetchall() == [(game,)]
    copy.close()


def test_copy_to_a_read_only_volume_is_one_sentence_not_a_traceback(source, tmp_path):
    """The removal of the temporary that was never made raised EROFS there too, and its
    traceback hid the sentence."""
    database, _ = source
    volume = tmp_path / "read-only"
    ran = on_a_read_only_volume(["copy", "--from", str(database), "--to", str(volume / "new.sqlite3")], volume)
    assert (ran.code, ran.out) == (2, "") and "Traceback" not in ran.err, ran.err
    assert ran.err.startswith(f"Cannot copy to {volume / 'new.sqlite3'}") and ran.err.count("\n") == 1, ran.err


def test_the_read_once_commands_read_a_stopped_bots_database_on_a_full_disk(source, tmp_path):
    """With the bot stopped and its disk full, an operator reads and copies before making room:
    ``stats``, ``export`` and ``backup`` (which its own message advises) refused, since SQLite
    had no room for the -shm file, and left small files behind. They read the file as it is,
    and leave the disk as they found it."""
    database, game = source
    full = tmp_path / "full"
    moved = full / database.name
    ran = on_a_full_disk(["stats", "--db", str(moved)], full, free=0, holding=database)
    assert (ran.code, ran.err, ran.left) == (0, "", [database.name]), ran.err
    ran = on_a_full_disk(["export", str(game), "--db", str(moved)], full, free=0, holding=database)
    assert (ran.code, ran.err, ran.left) == (0, "", [database.name]), ran.err
    assert f'"game": {game}' in ran.out
    copy = tmp_path / "copy.sqlite3"
    ran = on_a_full_disk(["backup", str(copy), "--db", str(moved)], full, free=0, holding=database)
    assert (ran.code, ran.err, ran.left) == (0, "", [database.name]), ran.err
    assert ran.out.startswith(f"Backed up {moved} (1 game, integrity ok) to {copy}")


def test_a_new_database_that_finds_no_room_leaves_no_file(source, tmp_path):
    """``import`` (or ``play``) into a new file on a full disk: the file SQLite began was left,
    4 KB that a later command took for a database; and the advice named no --db."""
    database, game = source
    exported = tmp_path / "game.json"
    assert main(["export", str(game), "--db", str(database), "--out", str(exported)]) == 0
    full = tmp_path / "full"
    ran = on_a_full_disk(["import", str(exported), "--db", str(full / "new.sqlite3")], full, free=0)
    assert (ran.code, ran.out, ran.left) == (2, "", []), ran.err
    assert ran.err.count("\n") == 1 and "Traceback" not in ran.err


def test_a_bot_started_on_a_read_only_volume_is_told_of_the_mount_not_of_rights(tmp_path, monkeypatch):
    """A volume mounted read-only by mistake: no grant of rights mends it, so the start says
    the filesystem is mounted read-only (as the running bot's check does), exit code 2."""
    volume = tmp_path / "read-only"
    monkeypatch.setenv("DISCORD_TOKEN", "not-a-token")
    monkeypatch.setenv("SAMARKAND_DB", str(volume / "samarkand.sqlite3"))
    ran = on_a_read_only_volume([], volume)
    assert (ran.code, ran.out) == (2, "") and "Traceback" not in ran.err, ran.err
    assert "its filesystem is mounted read-only" in ran.err and "write access" not in ran.err, ran.err


@pytest.mark.parametrize("command", [[], ["migrate", "--db", "{db}"]])
def test_a_database_on_a_volume_made_read_only_is_told_of_the_mount_not_of_rights(command, source, tmp_path,
                                                                                   monkeypatch):
    """The usual case: the volume held the database before it was mounted read-only (Docker's
    ``:ro``). The file opens, the switch to WAL fails, and that said "give the bot's user write
    access", which no grant mends; the bot's start and ``migrate`` now name the mount."""
    database, _ = source
    volume = tmp_path / "read-only"
    db = volume / database.name
    monkeypatch.setenv("DISCORD_TOKEN", "not-a-token")
    monkeypatch.setenv("SAMARKAND_DB", str(db))
    ran = on_a_read_only_volume([part.format(db=db) for part in command], volume, holding=database)
    assert (ran.code, ran.out) == (2, "") and "Traceback" not in ran.err, ran.err
    assert "its filesystem is mounted read-only" in ran.err and "write access" not in ran.err, ran.err



async def test_a_migration_that_runs_out_of_room_says_so_and_leaves_no_copy(tmp_path):
    """It said "(OperationalError: database or disk is full)" and left the copy it made first
    on the full disk, where the next try then failed to copy: now the disk-full sentence, and
    the copy (the file is unchanged) removed. SQLite's own limit on the file's pages stands in
    for the disk: it answers SQLITE_FULL, "database or disk is full", just as a full disk does,
    at the first page past it, while the copy beside it is written by another connection."""
    old = tmp_path / "old.sqlite3"
    with sqlite3.connect(old) as db:
        db.executescript((Path(__file__).parent / "data" / "upgrade" / "schema16-cc4a733.sql").read_text("utf-8"))
    db.close()
    store = await Store.open(old, SAMARKAND, migrate=False)
    try:
        ((pages,),) = await store.db.execute_fetchall("PRAGMA page_count")
        await store.db.execute(f"PRAGMA max_page_count = {pages}")
        with pytest.raises(MigrationFailed) as failed:
            await store.migrate()
    finally:
        await store.close()
    assert str(failed.value) == (
        f"The database {old} cannot be written (database or disk is full): free some space on its disk, or move it "
        "to a larger one (python -m bot backup NEW_FILE there, then name NEW_FILE in SAMARKAND_DB or --db). Migrating "
        "from schema version 16 to 20 stopped there: nothing was changed, the database is still at version 16, and "
        f"the copy made before migrating is removed. Run `python -m bot migrate --db {old}` again once that is done.")
    assert sorted(path.name for path in tmp_path.iterdir()) == [old.name]
    with sqlite3.connect(old) as db:
        assert db.execute("PRAGMA user_version").fetchone() == (16,)
    db.close()
