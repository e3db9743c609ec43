"""``python -m bot play --replay TABLE FILE``: the replay GIF of an offline table's game,
the same file ``/replay`` posts (in the game's language), rebuilt from the database's seed
and action log."""

from __future__ import annotations

import json
from pathlib import Path

from bot.engine import action_from_dict, default_board
from bot.history import public_history
from bot.i18n import DEFAULT, text
from bot.image_words import words_in
from bot.store import Store
from rendering.replay import render_replay


async def write_replay(db_path: str, table: str, path: Path, language: str = DEFAULT) -> int:
    """Write the replay of the table's latest game to ``path``; 1 if there is none. The
    images speak the game's language; the report, ``language`` (``--lang``)."""
    store = await Store.open(db_path)
    try:
        row = await store.latest_game(f"console:{table}")
        entries = await store.log(row.id) if row is not None else []
    finally:
        await store.close()
    if row is None or not row.state:
        print(text(language)("console.replay_none", table=table, path=db_path))
        return 1
    log = [(entry.seat, action_from_dict(entry.action)) for entry in entries]
    at_once = bool(json.loads(row.state).get("sales_at_once", False))
    names = [seat["name"] for seat in row.seats]
    positions = list(public_history(names, row.seed, log, default_board(), at_once))
    gif = render_replay(default_board(), positions, words=words_in(row.settings.get("language", DEFAULT)))
    path.write_bytes(gif)
    print(text(language)("console.replay_written", path=path, count=len(positions), size=len(gif)))
    return 0
