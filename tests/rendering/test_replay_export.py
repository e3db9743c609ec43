"""``python -m bot play --replay TABLE FILE`` writes the replay of an offline table's game."""

import asyncio
import io
import random

from PIL import Image

from bot.cli import main
from bot.engine import awaiting, legal_actions, state_from_json
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.store import Store


async def play_a_console_table(path, table: str, seed: int, actions: int) -> int:
    """Two players at an offline table play ``actions`` random actions; returns the turn."""
    store = await Store.open(path, SAMARKAND)
    service = GameService(store)
    channel = f"console:{table}"
    await service.lobby.create(channel, "console", "local:Ann", "Ann", seed=seed)
    await service.lobby.join(channel, "local:Bob", "Bob")
    await service.lobby.start(channel, "local:Ann", is_admin=True)
    rng = random.Random(seed)
    for _ in range(actions):
        row = await store.latest_game(channel)
        state = state_from_json(row.state)
        if state.over:
            break
        seat = awaiting(state)[0].player
        await service.moves.act(channel, row.seats[seat].user, rng.choice(legal_actions(state, seat)))
    turn = state_from_json((await store.latest_game(channel)).state).turn
    await store.close()
    return turn


async def test_play_replay_writes_a_gif_of_the_tables_game(tmp_path, capsys):
    db = tmp_path / "games.sqlite3"
    turn = await play_a_console_table(db, "t", seed=3, actions=25)
    out = tmp_path / "t.gif"
    assert await _cli(["play", "--db", str(db), "--replay", "t", str(out)]) == 0
    animation = Image.open(io.BytesIO(out.read_bytes()))
    assert animation.format == "GIF" and 2 < animation.n_frames <= turn
    assert f"{animation.n_frames} frames" in capsys.readouterr().out


async def test_play_replay_of_an_unknown_table_says_so_in_the_chosen_language(tmp_path, capsys):
    db = tmp_path / "games.sqlite3"
    await play_a_console_table(db, "t", seed=3, actions=1)
    assert await _cli(["play", "--db", str(db), "--replay", "other", str(tmp_path / "x.gif")]) == 2
    out, err = capsys.readouterr()
    assert out == "" and "--replay: table 'other' has no game that has started in" in err
    assert await _cli(["play", "--db", str(db), "--lang", "de", "--replay", "other", str(tmp_path / "x.gif")]) == 2
    assert "--replay: Am Tisch „other“ gibt es in" in capsys.readouterr().err
    assert not (tmp_path / "x.gif").exists()


async def test_play_replay_reports_in_the_language_of_lang(tmp_path, capsys):
    db = tmp_path / "games.sqlite3"
    await play_a_console_table(db, "t", seed=3, actions=25)
    assert await _cli(["play", "--db", str(db), "--lang", "de", "--replay", "t", str(tmp_path / "t.gif")]) == 0
    assert " Bilder (der Anfang und jeder Zug), " in capsys.readouterr().out


async def _cli(argv: list[str]) -> int:
    """``main`` runs its own event loop: call it from a worker thread."""
    return await asyncio.to_thread(main, argv)
