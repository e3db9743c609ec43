"""The console never tells a player to use a slash command: the service's sentences are put
in the terminal's words."""

import io
import re

import pytest

from bot.engine import default_board
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.offline.console import Console
from bot.offline.options import Seats
from bot.store import Store
from bot.words.i18n import CONSOLE, text
from bot.words.parsing import InputError, parse_space

SLASH_COMMAND = re.compile(r"(?<![\w/.])/[a-z]+")


@pytest.mark.parametrize(("key", "values", "said"), [
    ("input.no_space", {"text": "Q9"},
     "There is no space 'Q9'. Spaces are a column letter A-P and a row 1-7, like E7 (type board)."),
    ("input.no_card", {"text": "x"},
     "There is no goods card 'x'. Name it by number (1-33) or by name (type hand to see them)."),
    ("error.no_game", {}, "There is no game at this table."),
    ("error.not_seated", {}, "You are not playing in this game; type board to watch."),
])
def test_the_console_says_words_to_type_where_discord_names_slash_commands(key, values, said):
    assert text("en", CONSOLE)(key, **values) == said
    assert SLASH_COMMAND.search(text("en")(key, **values))
    assert not SLASH_COMMAND.search(text("de", CONSOLE)(key, **values))


@pytest.mark.parametrize(("typed", "key"), [
    ("M5", "input.no_space.gap"), ("n5", "input.no_space.gap"),
    ("Q9", "input.no_space"), ("M8", "input.no_space"), ("A0", "input.no_space"), ("M05x", "input.no_space"),
])
def test_a_blank_cell_of_the_map_is_refused_as_blank_and_a_label_off_the_map_by_how_labels_are_formed(typed, key):
    """M5 is formed as labels are and lies inside the map, where the map has no space: telling
    how labels are formed would not help whoever typed it."""
    with pytest.raises(InputError) as refused:
        parse_space(default_board(), typed)
    assert refused.value.message.key == key


async def test_a_session_of_mistakes_names_no_slash_command(tmp_path):
    out = io.StringIO()
    store = await Store.open(tmp_path / "db.sqlite3", SAMARKAND)
    console = Console(GameService(store), out, "w", interactive=False)
    await console.open(Seats(("Ann", "Bob"), ()), seed=3)
    await console.run(iter(["expand Levant Q9", "sell Unobtainium", "marry Atlantean", "discard 3", "order 99 sell",
                            "keep", "expand Tigris E6", "quit"]))
    text = out.getvalue()
    assert text.count("Sorry: ") == 7 and not SLASH_COMMAND.search(text), text
    await store.close()
