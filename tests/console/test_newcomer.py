"""What a newcomer runs into at the console: their turn said to them, a malformed command
answered with its form, a near-miss family name with the closest one, the board's symbols
explained, and their hand at each of their turns."""

import io

from bot.offline.console import Console
from bot.offline.options import Seats
from bot.service import GameService
from bot.store import Store


async def session(tmp_path, lines, language="en", humans=("You",), seed=3):
    """A scripted game against two computers (or hot seat), and everything it printed."""
    out = io.StringIO()
    store = await Store.open(tmp_path / "db.sqlite3")
    console = Console(GameService(store), out, "t", interactive=False, language=language)
    await console.open(Seats(humans, ("greedy", "greedy") if len(humans) == 1 else ()), seed=seed)
    await console.run(iter([*lines, "quit"]))
    await store.close()
    return out.getvalue()


async def test_the_one_player_at_the_keyboard_is_told_it_is_their_turn(tmp_path):
    text = await session(tmp_path, [])
    assert "Turn 3: your turn." in text and "You to play" not in text


async def test_a_german_player_is_told_it_is_their_turn(tmp_path):
    text = await session(tmp_path, [], "de", ("Du",))
    assert "Zug 3: Du bist am Zug." in text and "Du ist am Zug" not in text


async def test_hot_seat_names_whose_turn_it_is(tmp_path):
    text = await session(tmp_path, [], humans=("Ann", "Bob"))
    assert "Turn 1: Ann to play." in text or "Turn 1: Bob to play." in text
    assert "your turn" not in text
