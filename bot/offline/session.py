"""``python -m bot play``: check the options, open the database, and run the console until the
game ends or the input does. Every mistake in the options or the files named is one sentence
on standard error and exit code 2, never a traceback."""

from __future__ import annotations

import sqlite3
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from bot.offline.console import Console
from bot.offline.options import OptionError, Seats
from bot.service import GameService
from bot.store import NewerDatabase, Store

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


def check_files(table: Table) -> None:
    """The script must be readable and the image folder a folder, before anything starts."""
    if table.script and table.script != "-" and not Path(table.script).is_file():
        raise OptionError(f"--script: there is no file {table.script}.")
    if table.images is not None and table.images.exists() and not table.images.is_dir():
        raise OptionError(f"--images: {table.images} is a file; give a folder (or none).")


def script_lines(path: str | None) -> Iterator[str]:
    if path and path != "-":
        with open(path, encoding="utf-8") as handle:
            yield from handle
    else:
        yield from sys.stdin


def prompt_lines() -> Iterator[str]:
    while True:
        try:
            yield input("> ")
        except EOFError:
            return


async def play(table: Table) -> int:
    """Resume the table's game or start a new one, and play; 2 with a sentence on standard
    error if the options or files cannot make a game."""
    try:
        check_files(table)
        store = await Store.open(table.db)
    except OptionError as err:
        return refuse(str(err))
    except (sqlite3.Error, NewerDatabase, OSError) as err:
        return refuse(f"--db: cannot open {table.db} as a game database ({err}).")
    interactive = table.script is None and sys.stdin.isatty()
    try:
        console = Console(GameService(store), sys.stdout, table.name, interactive, table.images)
        await console.open(table.seats, table.seed)
        await console.run(prompt_lines() if interactive else script_lines(table.script))
    finally:
        await store.close()
    return 0


def refuse(sentence: str) -> int:
    print(f"python -m bot play: {sentence}", file=sys.stderr)
    return USAGE_ERROR
