"""``python -m bot backup`` and ``migrate``'s copy beside the database appear whole or not at
all: a copy stopped part-way (killed, a full disk) leaves nothing under the backup's name, so a
rerun works; and each cause of failure gets its own advice (free space, restore the damaged
source, or give a folder that can take the file), the migration's never asking for a file the
operator did not name. The copy is stopped part-way by a source connection whose backup stops
after its first page (``bot.store.backup.opened`` made to return it): no timing involved."""

from __future__ import annotations

import asyncio
import os
import signal
import sqlite3
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from bot.cli import main
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.store import Store
from tests.service.conftest import CHANNEL, lobby

OLD = Path(__file__).resolve().parent / "data" / "store-v2-format1.sql"
FULL = "database or disk is full"


@pytest.fixture
def live(tmp_path) -> Path:
    """An SQLite file of this bot's with a started game in it."""
    path = tmp_path / "live.sqlite3"

    async def started() -> None:
        service = GameService(await Store.open(path, SAMARKAND))
        await lobby(service, 2)
        await service.lobby.start(CHANNEL, "u0", False)
        await service.store.close()
    asyncio.run(started())
    return path


def stopping_after_one_page(stop: Callable[[], Any]) -> Callable[[str], sqlite3.Connection]:
    """An ``opened`` whose connection's backup copies one page into the new file, then calls
    ``stop`` (which raises, or kills the process)."""
    class Stopping(sqlite3.Connection):
        def backup(self, target: sqlite3.Connection, *, pages: int = -1, **_: Any) -> None:
            super().backup(target, pages=1, progress=lambda *_: stop())

    return lambda address: sqlite3.connect(address, factory=Stopping)


def raising(err: BaseException) -> Callable[[], None]:
    def stop() -> None:
        raise err
    return stop


def left(folder: Path) -> list[str]:
    return sorted(path.name for path in folder.iterdir())


def test_a_backup_killed_part_way_leaves_no_file_under_its_name_and_a_rerun_works(live, tmp_path, capsys):
    """SIGKILL runs no clean-up: the half-written copy stays, but only under a hidden
    ``.partial`` name, so the backup's name is free for the rerun, and no empty "backup" is kept."""
    copy = tmp_path / "copy.sqlite3"
    script = ("import os, signal, sys\n"
              "import bot.store.backup as b\n"
              "from bot.cli import main\n"
              "from tests.test_backup_whole_or_none import stopping_after_one_page\n"
              "b.opened = stopping_after_one_page(lambda: os.kill(os.getpid(), signal.SIGKILL))\n"
              "sys.exit(main(sys.argv[1:]))\n")
    ran = subprocess.run([sys.executable, "-c", script, "backup", str(copy), "--db", str(live)],
                         cwd=Path(__file__).resolve().parents[1], capture_output=True, text=True, timeout=120)
    assert ran.returncode == -signal.SIGKILL, ran.stderr
    partials = [name for name in left(tmp_path) if name.startswith(".copy.sqlite3.") and name.endswith(".partial")]
    assert len(partials) == 1  # it had started writing (its pages still in SQLite's cache: a small database)
    assert not copy.exists()
    assert main(["backup", str(copy), "--db", str(live)]) == 0
    assert f"Backed up {live} (1 game, integrity ok) to {copy}" in capsys.readouterr().out
    with sqlite3.connect(copy) as db:
        assert db.execute("SELECT channel_id FROM games").fetchall() == [(CHANNEL,)]
    db.close()


def test_the_next_copy_sweeps_what_a_killed_one_left_an_hour_ago_but_not_a_copy_under_way(live, tmp_path, capsys):
    """A hidden ``.partial`` nothing else would remove: the next copy to the same name removes
    one (and what SQLite kept beside it) unwritten for over an hour; a fresh one may be another
    process's copy under way."""
    copy = tmp_path / "copy.sqlite3"
    stale, fresh = tmp_path / ".copy.sqlite3.0badf00d.partial", tmp_path / ".copy.sqlite3.1badf00d.partial"
    for path in (stale, Path(f"{stale}-journal"), fresh):
        path.write_bytes(b"half a copy")
    hours_ago = os.stat(stale).st_mtime - 2 * 3600
    os.utime(stale, (hours_ago, hours_ago))
    assert main(["backup", str(copy), "--db", str(live)]) == 0
    assert left(tmp_path) == sorted([fresh.name, copy.name, live.name])


def test_a_backup_stopped_part_way_by_an_error_leaves_no_file_at_all(live, tmp_path, monkeypatch, capsys):
    """An exception part-way (a signal Python turns into one, a bug) removes the temporary too."""
    import bot.store.backup

    copy = tmp_path / "copy.sqlite3"
    monkeypatch.setattr(bot.store.backup, "opened", stopping_after_one_page(raising(KeyboardInterrupt())))
    with pytest.raises(KeyboardInterrupt):
        main(["backup", str(copy), "--db", str(live)])
    assert left(tmp_path) == ["live.sqlite3"]
    monkeypatch.undo()
    assert main(["backup", str(copy), "--db", str(live)]) == 0
    assert left(tmp_path) == ["copy.sqlite3", "live.sqlite3"]


def test_a_backup_on_a_full_disk_asks_for_room_not_for_another_name(live, tmp_path, monkeypatch, capsys):
    """(A folder that cannot take the file keeps its advice to give another: tests/store/test_admin.py;
    a really full disk: tests/test_ops_full_disk.py.)"""
    import bot.store.backup

    copy = tmp_path / "copy.sqlite3"
    monkeypatch.setattr(bot.store.backup, "opened", stopping_after_one_page(raising(sqlite3.OperationalError(FULL))))
    assert main(["backup", str(copy), "--db", str(live)]) == 2
    said = capsys.readouterr().err
    assert said.startswith(f"Could not back up {live} to {copy}: {FULL}. The disk of {tmp_path} is full: free some "
                           "space on it (the copy needs about ") and said.count("\n") == 1
    assert said.endswith(" are free there), or give a file on another disk.\n") and "Give a new file" not in said
    assert left(tmp_path) == ["live.sqlite3"]


def damage(database: Path, table: str) -> None:
    """Overwrite ``table``'s first page, in the middle of the file, with bytes no b-tree page has."""
    with sqlite3.connect(database) as db:
        (root,) = db.execute("SELECT rootpage FROM sqlite_master WHERE name = ?", (table,)).fetchone()
        (size,) = db.execute("PRAGMA page_size").fetchone()
        (pages,) = db.execute("PRAGMA page_count").fetchone()
        assert db.execute("PRAGMA journal_mode = DELETE").fetchone() == ("delete",)  # every page in the file
    db.close()
    assert 1 < root < pages
    with database.open("r+b") as file:
        file.seek((root - 1) * size)
        file.write(b"\xee" * size)


@pytest.mark.parametrize("table", ["games", "actions"])
def test_a_backup_of_a_damaged_database_blames_the_source_not_the_target(table, live, tmp_path, capsys):
    """Damage where the first read meets it (the games table) and where only the copy's
    integrity check does (another table): either way the advice is to restore, not to rename."""
    damage(live, table)
    copy = tmp_path / "copy.sqlite3"
    assert main(["backup", str(copy), "--db", str(live)]) == 2
    said = capsys.readouterr().err
    assert said.count("\n") == 1, said
    assert f"{live} itself is damaged" in said and "restore it from an earlier backup" in said
    assert "Give a new file" not in said and "Give this bot's database" not in said
    assert left(tmp_path) == ["live.sqlite3"]


def old_database(folder: Path) -> Path:
    old = folder / "old.sqlite3"
    with sqlite3.connect(old) as db:
        db.executescript(OLD.read_text(encoding="utf-8"))
    db.close()
    return old


@pytest.mark.parametrize(("err", "advice"), [
    (sqlite3.OperationalError(FULL), " is full: free some space on it (the copy needs about "),
    (sqlite3.OperationalError("unable to open database file"), "Let the user running the bot write to "),
])
def test_the_migrations_copy_that_fails_asks_for_no_file_name(err, advice, tmp_path, monkeypatch, capsys):
    """The operator named no file for ``migrate``'s copy: the advice is room on the disk, or
    the right to write beside the database; the database is left at its version, with no copy."""
    import bot.store.backup

    old = old_database(tmp_path)
    monkeypatch.setattr(bot.store.backup, "opened", stopping_after_one_page(raising(err)))
    assert main(["migrate", "--db", str(old)]) == 2
    said = capsys.readouterr().err
    assert said.startswith(f"Could not copy {old} to {old}.schema2-") and said.count("\n") == 1
    assert f"before migrating it: {err}. The database was not changed, and no copy was left." in said
    assert advice in said and "new file" not in said and "give a file" not in said.lower()
    assert left(tmp_path) == ["old.sqlite3"]
    with sqlite3.connect(old) as db:
        assert db.execute("PRAGMA user_version").fetchone() == (2,)
    db.close()
    monkeypatch.undo()
    assert main(["migrate", "--db", str(old)]) == 0  # once there is room, migrate again works
    assert [name for name in left(tmp_path) if name.endswith(".bak")] != []


def test_a_whole_backup_is_fsynced_and_leaves_no_temporary(live, tmp_path, monkeypatch, capsys):
    """The copy reaches the disk before it takes its name: a crash of the host after the rename
    cannot leave the name on pages still only in memory."""
    synced: list[str] = []
    real = os.fsync

    def fsync(descriptor: int) -> None:
        synced.append(os.readlink(f"/proc/self/fd/{descriptor}"))
        real(descriptor)
    monkeypatch.setattr(os, "fsync", fsync)
    copy = tmp_path / "copy.sqlite3"
    assert main(["backup", str(copy), "--db", str(live)]) == 0
    assert any(Path(name).name.startswith(".copy.sqlite3.") and name.endswith(".partial") for name in synced)
    assert left(tmp_path) == ["copy.sqlite3", "live.sqlite3"]


def test_a_backup_of_a_file_that_is_no_database_asks_first_whether_it_is_the_right_file(tmp_path, capsys):
    """``--db`` naming another file altogether is as likely as a damaged database: restoring
    over it (the damaged database's advice alone) would destroy the file it names."""
    other = tmp_path / "notes.txt"
    other.write_text("not a database, " * 400)
    assert main(["backup", str(tmp_path / "copy.sqlite3"), "--db", str(other)]) == 2
    said = capsys.readouterr().err
    assert said.count("\n") == 1, said
    assert said.index("check that --db or SAMARKAND_DB names the bot's database file") < said.index("restore")
    assert other.read_text() == "not a database, " * 400 and left(tmp_path) == ["notes.txt"]
