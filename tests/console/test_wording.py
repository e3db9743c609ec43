"""The console never tells a player to use a slash command: the service's sentences are put
in the terminal's words."""

import io
import re

import pytest

from bot.offline.console import Console
from bot.offline.options import Seats
from bot.offline.wording import console_words
from bot.service import GameService
from bot.store import Store

SLASH_COMMAND = re.compile(r"(?<![\w/.])/[a-z]+")


@pytest.mark.parametrize(("sentence", "said"), [
    ("There is no space 'Q9'. Spaces are a column letter A-P and a row 1-7, like E7 (see /board).",
     "There is no space 'Q9'. Spaces are a column letter A-P and a row 1-7, like E7 (type board)."),
    ("There is no goods card 'x'. Name it by number (1-33) or by name, as /hand shows.",
     "There is no goods card 'x'. Name it by number (1-33) or by name (type hand to see them)."),
    ("That panel belongs to an earlier turn; press the newest Play your turn button or use /hand.",
     "That panel belongs to an earlier turn; press the newest Play your turn button or type hand."),
    ("There is no game in this channel. Start one with /new.", "There is no game in this channel. Type new."),
    ("Invite someone to /join or add a computer player.", "Invite someone to 'join' or add a computer player."),
])
def test_slash_commands_become_words_to_type(sentence, said):
    assert console_words(sentence) == said


async def test_a_session_of_mistakes_names_no_slash_command(tmp_path):
    out = io.StringIO()
    store = await Store.open(tmp_path / "db.sqlite3")
    console = Console(GameService(store), out, "w", interactive=False)
    await console.open(Seats(("Ann", "Bob"), ()), seed=3)
    await console.run(iter(["expand Levant Q9", "sell Unobtainium", "marry Atlantean", "discard 3", "order 99 sell",
                            "keep", "expand Tigris E6", "quit"]))
    text = out.getvalue()
    assert text.count("Sorry: ") == 7 and not SLASH_COMMAND.search(text), text
    await store.close()
