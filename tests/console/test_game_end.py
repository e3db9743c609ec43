"""The end of a game at the console: its result said once (after the final board, with the
points), a new game at a finished table said to be one, and the review's refusal in the
terminal's words."""

from __future__ import annotations

import asyncio
import io

import pytest

from bot.cli import main
from bot.games.samarkand import SAMARKAND
from bot.offline.options import Seats
from bot.store import Store
from tests.support.console_session import open_console, rig
from tests.support.engine_scenarios import final_turn_opens_an_offer


async def a_finished_game(path, out):
    store, console = await open_console(path, out)
    await console.open(Seats(("Ann", "Bob", "Cyd"), ()), seed=3)
    await rig(console, final_turn_opens_an_offer)
    await console.run(iter(["expand Tigris E6 D7", "sell", "quit"]))
    return store, console


async def test_the_result_is_said_once_after_the_final_board(tmp_path):
    out = io.StringIO()
    store, _ = await a_finished_game(tmp_path / "db.sqlite3", out)
    await store.close()
    said = out.getvalue()
    assert said.count("Game over:") == 1, said
    assert said.index("Key: ") < said.index("Game over:") < said.index("points = cards")  # the board, then the result


async def test_a_new_game_at_a_finished_table_says_the_last_one_is_over(tmp_path):
    path = tmp_path / "db.sqlite3"
    store, console = await a_finished_game(path, io.StringIO())
    finished = (await store.latest_game(console.channel)).id
    await store.close()
    out = io.StringIO()
    store, console = await open_console(path, out)
    await console.open(Seats(("Ann", "Bob"), ()), seed=4)
    await store.close()
    said = out.getvalue()
    assert said.startswith(f"The last game at table 't' is over (game {finished}); a new game begins.\n"), said
    assert said.index("a new game begins") < said.index("The game begins!")


async def a_file_without_games(path):
    await (await Store.open(path, SAMARKAND)).close()


@pytest.mark.parametrize("language", ["en", "de"])
def test_reviewing_a_game_not_in_the_file_names_no_slash_command(tmp_path, capsys, language):
    db = tmp_path / "empty.sqlite3"
    asyncio.run(a_file_without_games(db))
    assert main(["review", "7", "--db", str(db), "--lang", language]) == 2
    err = capsys.readouterr().err
    assert "7" in err and "stats --history" in err and "/history" not in err and "/archiv" not in err, err
