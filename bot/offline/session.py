"""``python -m bot play``: check the options, open the database, and run the console until the
game ends or the input does. Every mistake in the options or the files named is one sentence
on standard error and exit code 2, never a traceback."""

from __future__ import annotations

import asyncio
import contextlib
import os
import sqlite3
import sys
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.offline.console import Console, HeldElsewhere
from bot.offline.options import OptionError, Seats
from bot.offline.pages import PagesThread, announce, session_links
from bot.store import NewerDatabase, OlderDatabase, ReadOnly, Store, StoreError
from bot.store.address import shown
from bot.words.i18n import CONSOLE, DEFAULT, Refusal, text

USAGE_ERROR = 2


@dataclass(frozen=True)
class Table:
    """Everything ``play`` needs, checked."""

    db: str
    name: str
    seats: Seats
    seed: int | None
    script: str | None
    images: Path | None
    language: str | None = None  # None: a resumed game's own, a new game's the default
    web: bool = False  # serve the game's pages while it is played (--web)


def check_files(table: Table) -> None:
    """The script must be a file or device to read (an empty one is a script of no lines) and
    the image folder one this user can write in (made now if missing), before anything starts."""
    if table.script and table.script != "-":
        check_script(Path(table.script))
    if table.images is not None:
        check_folder(table.images)


def check_script(path: Path) -> None:
    """A script is a file, or a device or pipe to read lines from (``/dev/null``: none)."""
    if not path.exists():
        raise OptionError("option.no_script", path=str(path))
    if path.is_dir() or not os.access(path, os.R_OK):
        raise OptionError("option.script_unreadable", path=str(path))


def check_folder(folder: Path) -> None:
    """Make ``folder`` if it is missing and write a file in it (and remove it): only that
    proves the images can be saved there."""
    if folder.exists() and not folder.is_dir():
        raise OptionError("option.images_file", path=str(folder))
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as err:
        raise OptionError("option.images_unusable", path=str(folder), reason=err.strerror or str(err)) from err


def missing(folder: Path | None) -> list[Path]:
    """The folders ``check_folder`` would make for ``folder``, deepest first: what a refusal
    found after it must remove again."""
    if folder is None:
        return []
    return [each for each in (folder.absolute(), *folder.absolute().parents) if not each.exists()]


def remove(folders: list[Path]) -> None:
    """Remove the folders made for a command that was refused (empty: only the check wrote in
    them); one that cannot be removed stays."""
    for folder in folders:
        with contextlib.suppress(OSError):
            folder.rmdir()


async def open_store(db: str, writing: bool = False) -> Store:
    """The game database, or an OptionError saying why it cannot be opened; ``writing``: a game
    is played in it, so a file that can only be read is refused now, not at the first move."""
    try:
        store = await Store.open(db, SAMARKAND, upgrade=False)
    except OlderDatabase as err:
        raise OptionError("option.db_older", path=err.address, version=err.version, current=err.current) from err
    except (sqlite3.Error, NewerDatabase, OSError) as err:  # a PostgreSQL URL's password never printed: ``shown``
        raise OptionError("option.no_db", path=shown(db), reason=str(err).rstrip(".")) from err  # within "(…)."
    if writing:
        try:
            await store.writable()
        except StoreError as err:  # read-only, or damaged (its own sentence, for ``play`` to say)
            await store.close()
            if isinstance(err, ReadOnly):
                raise OptionError("option.db_read_only", path=shown(db)) from err
            raise
    return store


def script_lines(path: str | None) -> Iterator[str]:
    if path and path != "-":
        with open(path, encoding="utf-8", errors="replace") as handle:  # a stray byte: one line not understood
            yield from handle
    else:
        yield from sys.stdin


def prompt_lines() -> Iterator[str]:
    while True:
        try:
            yield input("> ")
        except EOFError:
            return


class Interrupted(KeyboardInterrupt):
    """Ctrl-C during the game, which knows its language by then: a resumed game's own, where
    the command line named none."""

    def __init__(self, language: str) -> None:
        super().__init__(language)
        self.language = language


async def play(table: Table) -> int:
    """Resume the table's game or start a new one, and play; 2 with a sentence on standard
    error if the options or files cannot make a game."""
    made = missing(table.images)
    try:
        check_files(table)
        store = await open_store(table.db, writing=True)
    except OptionError as err:
        remove(made)  # a refused command leaves nothing behind
        return refuse(err, table.language or DEFAULT)
    except StoreError as err:  # a damaged file
        remove(made)
        print(err, file=sys.stderr)
        return USAGE_ERROR
    interactive = table.script is None and sys.stdin.isatty()
    pages = PagesThread(table.db, session_links()) if table.web else None
    try:
        if pages:
            await asyncio.to_thread(pages.start)
    except (StoreError, OSError) as err:
        await store.close()
        return refuse(OptionError("option.web_failed", reason=str(err)), table.language or DEFAULT)
    console = Console(GameService(store), sys.stdout, table.name, interactive, table.images, table.language,
                      db=table.db)
    try:
        await console.open(table.seats, table.seed)
        if pages:
            await announce(console, pages.root, pages.links)
        await console.run(prompt_lines() if interactive else script_lines(table.script))
    except KeyboardInterrupt:
        raise Interrupted(console.language) from None
    except HeldElsewhere as err:  # another program plays this game's computers now
        print(console.t(err.message), file=sys.stderr)
        return USAGE_ERROR
    except Exception as err:  # the database failed under the game (a full disk, a damaged file)
        if not (said := stopped_by(store, err)):
            raise
        print(said, file=sys.stderr)
        return USAGE_ERROR
    finally:
        if pages:
            pages.stop()
        await store.close()
    return 0


def stopped_by(store: Store, err: Exception) -> StoreError | None:
    """The store's sentence for ``err`` if the database stopped the game (it refuses writes, is
    damaged, or another program kept it locked past the wait while a computer moved), else
    None. Every move made before it was saved as it was made."""
    if isinstance(err, StoreError):
        return err
    return store.write_problem(err)


def refuse(err: Refusal, language: str) -> int:
    """The mistake in one sentence on standard error, and the usage exit code."""
    print(text(language, CONSOLE)("option.refused", reason=err.message), file=sys.stderr)
    return USAGE_ERROR
