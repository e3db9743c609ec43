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


async def play_a_console_table(path, table: str, seed: int, actions: int, aborted: bool = False) -> int:
    """Two players at an offline table play ``actions`` random actions (then the game is
    aborted, if ``aborted``, so that the table can start another); returns the turn."""
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
    if aborted:
        await service.lobby.abort(channel, "local:Ann", is_admin=True)
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


async def test_play_replay_of_a_numbered_game_writes_that_game_not_the_tables_latest(tmp_path, capsys):
    """``stats --history`` lists a table's finished games with the command of each one's
    replay: ``--game`` picks the game, where the table's latest may be another by now."""
    db, out = tmp_path / "games.sqlite3", tmp_path / "t.gif"
    first = await play_a_console_table(db, "t", seed=3, actions=25, aborted=True)
    await play_a_console_table(db, "t", seed=4, actions=0)  # game 2, at the same table
    assert await _cli(["play", "--db", str(db), "--replay", "t", str(out), "--game", "1"]) == 0
    assert 2 < Image.open(io.BytesIO(out.read_bytes())).n_frames <= first
    assert await _cli(["play", "--db", str(db), "--replay", "t", str(out)]) == 0
    assert Image.open(io.BytesIO(out.read_bytes())).n_frames == 1  # the latest: game 2, at its start
    capsys.readouterr()
    for game in ("3", "x", "99999999999999999999999"):
        assert await _cli(["play", "--db", str(db), "--replay", "t", str(out), "--game", game]) == 2
        assert f"--replay: table 't' has no game {game[:20]} that has started in" in capsys.readouterr().err
    assert await _cli(["play", "--db", str(db), "--replay", "other", str(out), "--game", "1"]) == 2
    assert "table 'other' has no game 1" in capsys.readouterr().err
    assert await _cli(["play", "--db", str(db), "--game", "1"]) == 2
    assert "--game picks the game whose replay --replay writes" in capsys.readouterr().err


async def test_play_replay_reports_in_the_language_of_lang(tmp_path, capsys):
    db = tmp_path / "games.sqlite3"
    await play_a_console_table(db, "t", seed=3, actions=25)
    assert await _cli(["play", "--db", str(db), "--lang", "de", "--replay", "t", str(tmp_path / "t.gif")]) == 0
    assert " Bilder (der Anfang und jeder Zug), " in capsys.readouterr().out


async def _cli(argv: list[str]) -> int:
    """``main`` runs its own event loop: call it from a worker thread."""
    return await asyncio.to_thread(main, argv)


async def test_play_replay_refreshes_an_earlier_replay_but_never_overwrites_another_file(tmp_path, capsys):
    """The database typed where the GIF's name goes is refused and left byte for byte as it
    was; an earlier replay under the name is replaced whole, with no temporary left beside it."""
    db = tmp_path / "games.sqlite3"
    await play_a_console_table(db, "t", seed=3, actions=25)
    kept = db.read_bytes()
    for language, says in (("en", "exists and is not a GIF"), ("de", "gibt es schon, und es ist kein GIF")):
        assert await _cli(["play", "--db", str(db), "--lang", language, "--replay", "t", str(db)]) == 2
        assert f"--replay: {db} {says}" in capsys.readouterr().err
    assert db.read_bytes() == kept
    out = tmp_path / "t.gif"
    out.write_bytes(b"GIF89a an older replay")
    assert await _cli(["play", "--db", str(db), "--replay", "t", str(out)]) == 0
    assert Image.open(io.BytesIO(out.read_bytes())).n_frames > 2
    assert sorted(path.name for path in tmp_path.iterdir() if "partial" in path.name) == []
