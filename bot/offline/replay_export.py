"""``python -m bot play --replay TABLE FILE [--game N]``: the replay GIF of an offline table's
latest game (or of its game N), the same file ``/replay`` posts (in the game's language),
rebuilt from the database's seed and action log. A file that cannot be written, a database
that cannot be opened or a table with no such game is one sentence in ``--lang`` on standard
error and exit code 2, found before the replay is drawn."""

from __future__ import annotations

import json
import os
from pathlib import Path

from bot.engine import Board, board_by_id
from bot.games.samarkand.game_settings import settings_of
from bot.games.samarkand.history import Snapshot, public_history
from bot.offline.options import OptionError
from bot.offline.session import open_store, refuse
from bot.ops.transfer import numbered_game
from bot.ops.whole_file import in_place
from bot.service.seats import seat_names
from bot.store import GameRow, LogEntry
from bot.store.address import is_postgres
from bot.words.i18n import CONSOLE, DEFAULT, Msg, text
from bot.words.image_words import words_in
from rendering.replay_gif import render_replay

GIF = b"GIF8"  # how every GIF file begins (GIF87a, GIF89a)


async def write_replay(db_path: str, table: str, path: Path, language: str = DEFAULT, game: str | None = None) -> int:
    """Write the replay of the table's latest game (or of its game numbered ``game``, as typed)
    to ``path``; 2 (and a sentence) if it cannot be done."""
    try:
        check_writable(path, table)
        row, entries = await _game_at(db_path, table, game)
        board = board_by_id(json.loads(row.state)["board"])
        positions = _positions(row, entries, board)
        gif = render_replay(board, positions, words=words_in(row.settings.language))
        _write(path, gif)
    except OptionError as err:
        return refuse(err, language)
    print(text(language, CONSOLE)("console.replay_written", path=str(path), count=len(positions), size=len(gif)))
    return 0


def check_writable(path: Path, table: str) -> None:
    """``path`` must be a new file, or an earlier replay, in a folder this user may write in:
    running the command again refreshes a replay, but a file of another kind under the name
    (the database itself, typed in the wrong place) is never overwritten. A folder given for the
    file is told so, with a file's name in it to give instead."""
    folder = path.parent
    if path.is_dir():
        raise OptionError("option.replay_is_folder", path=str(path), example=str(path / f"{table}.gif"))
    if not folder.is_dir() or not os.access(folder, os.W_OK):
        raise OptionError("option.replay_file", path=str(path), reason=Msg("option.no_folder"))
    if path.exists() and not is_gif(path):
        raise OptionError("option.replay_not_gif", path=str(path))


def is_gif(path: Path) -> bool:
    """Whether the file begins as every GIF does."""
    try:
        with path.open("rb") as file:
            return file.read(len(GIF)) == GIF
    except OSError:
        return False


def _write(path: Path, gif: bytes) -> None:
    """The replay under ``path`` whole or not at all: a write killed or stopped by a full disk
    leaves the earlier replay (or no file), never half a GIF."""
    try:
        with in_place(path) as temporary:
            temporary.write_bytes(gif)
    except OSError as err:
        raise OptionError("option.replay_file", path=str(path), reason=err.strerror or str(err)) from err


async def _game_at(db_path: str, table: str, game: str | None) -> tuple[GameRow, list[LogEntry]]:
    """The table's latest game that has started (or its game numbered ``game``), and its
    action log. A database file that is not there holds no game: said before anything is
    created (``open_store`` would make it)."""
    missing = (OptionError("option.no_game_at_table", table=table, path=db_path) if game is None else
               OptionError("option.no_such_game_at_table", table=table, game=game[:20], path=db_path))
    if not is_postgres(db_path) and not Path(db_path).is_file():
        raise missing
    channel = f"console:{table}"
    async with await open_store(db_path) as store:
        row = await store.latest_game(channel) if game is None else await numbered_game(store, game)
        entries = await store.log(row.id) if row is not None else []
    if row is None or not row.state or row.channel_id != channel:
        raise missing
    return row, entries


def _positions(row: GameRow, entries: list[LogEntry], board: Board) -> list[Snapshot]:
    """The start and the position after every turn, rebuilt from the seed and the log."""
    setup = settings_of(row.settings).setup(board)
    log = [(entry.seat, entry.action) for entry in entries]
    return list(public_history(seat_names(row.seats), row.seed, log, setup, seated=True))
