"""What a newcomer runs into at the console: their turn said to them, a malformed command
answered with its form, a near-miss family name with the closest one, the board's symbols
explained, and their hand at each of their turns."""

import io
import re

import pytest

from bot.engine import board_by_id
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.offline.console import Console
from bot.offline.options import Seats
from bot.store import Store
from bot.words.i18n import text
from bot.words.textboard import legend_text

BOARDS = ("silk-road-1", "silk-road-2", "silk-road-3", "silk-road-4")  # three retired boards and the shipped one


async def session(tmp_path, lines, language="en", humans=("You",), seed=3):
    """A scripted game against two computers (or hot seat), and everything it printed."""
    out = io.StringIO()
    store = await Store.open(tmp_path / f"{language}.sqlite3", SAMARKAND)
    console = Console(GameService(store), out, "t", interactive=False, language=language)
    await console.open(Seats(humans, ("greedy", "greedy") if len(humans) == 1 else ()), seed=seed)
    await console.run(iter([*lines, "quit"]))
    await store.close()
    return out.getvalue()


async def test_the_one_player_at_the_keyboard_is_told_it_is_their_turn(tmp_path):
    text = await session(tmp_path, [])
    assert "Turn 3: your turn." in text and "You to play" not in text


async def test_a_german_player_is_told_it_is_their_turn_and_named_in_good_german(tmp_path):
    text = await session(tmp_path, ["heiraten Tigris", "ablegen keine"], "de", ("Spieler",), seed=2)
    assert "Zug 4: Du bist am Zug." in text and "Spieler ist am Zug" not in text
    assert "Spieler heiratet in die Familie der Tigris ein" in text and "Du heiratet" not in text


async def test_hot_seat_names_whose_turn_it_is(tmp_path):
    text = await session(tmp_path, [], humans=("Ann", "Bob"))
    assert "Turn 1: Ann to play." in text or "Turn 1: Bob to play." in text
    assert "your turn" not in text


async def test_a_command_in_the_wrong_form_is_answered_with_its_form_and_an_example(tmp_path):
    text = await session(tmp_path, ["expand j6", "marry", "order 3"])
    assert "I did not understand 'expand j6'. Type it as expand FAMILY SPACE [SPACE] (type moves" in text
    assert "I did not understand 'marry'. Type it as marry FAMILY, for example marry Byzant." in text
    assert "Type it as order CARD sell|keep|ask" in text


async def test_a_german_command_in_the_wrong_form_is_answered_in_german(tmp_path):
    text = await session(tmp_path, ["verlängern j6", "heiraten"], "de", ("Spieler",))
    assert "Tippe es so: verlängern FAMILIE FELD [FELD]" in text
    assert "Tippe es so: heiraten FAMILIE, etwa heiraten Byzantiner." in text


async def test_an_example_expansion_is_a_legal_one(tmp_path):
    text = await session(tmp_path, ["marry Tigris", "discard none", "expand", "expand Tigris"], seed=2)
    example = text.split("> expand\n")[1].split("for example ")[1].split(".\n")[0]
    assert example.startswith("expand Tigris ") and f"  {example} | " in text.split("> expand\n")[0]  # on the prompt
    assert text.count("Type it as expand FAMILY SPACE [SPACE], for example") == 2


async def test_a_family_name_near_one_is_suggested_in_the_players_language(tmp_path):
    assert "There is no family called 'persia'. Did you mean Persian? The families" in \
        await session(tmp_path, ["marry persia"])
    assert "Meinst du Perser? Die Familien sind:" in await session(tmp_path, ["heiraten persia"], "de", ("Spieler",))


async def test_each_turn_after_the_first_shows_the_hand_in_one_line(tmp_path):
    text = await session(tmp_path, ["marry Tigris", "discard none", "expand Tigris D6", "hand"], seed=2)
    first, *later = text.split("Your hand: ")
    assert "Your cards (points now / at best):" in first  # the whole hand at the first turn, so no line then
    assert len(later) == 2 and all("Dirham (type hand for more).\nYour moves:" in turn for turn in later)
    assert re.match(r"([\w ]+ \(\d+\)(, |; ))+\d+ Dirham", later[0])  # each card by name and number


async def test_a_german_hand_line(tmp_path):
    text = await session(tmp_path, ["heiraten Tigris", "ablegen keine"], "de", ("Spieler",), seed=2)
    assert "Deine Hand: " in text and "Dirham (tippe hand für mehr)." in text


async def test_the_board_explains_its_symbols_and_how_spaces_touch(tmp_path):
    shown = (await session(tmp_path, ["board"])).split("> board\n")[1].split("\nfamily ")[0]
    key = " ".join(shown.split("\nKey: ")[1].split())
    assert "$14 = the goods marker of card 14" in key and "~ = water" in key and "* = placed in the last turn" in key
    assert "a blank = no space" in key  # M5's blank cell: typed, it is refused as blank (test_wording.py)
    assert "half a row lower" in key and "C2 touches B1, B2, C1, C3, D1, D2; D2 touches C2, C3, D1, D3, E2, E3." in key
    assert all(len(line) <= 80 for line in shown.splitlines())


async def test_a_german_board_explains_itself_in_german(tmp_path):
    shown = " ".join((await session(tmp_path, ["spielplan"], "de", ("Spieler",))).split())
    assert "Legende: Ch = ein Kamel" in shown and "~ = Wasser" in shown
    assert "C2 grenzt an B1, B2, C1, C3, D1, D2;" in shown


@pytest.mark.parametrize("board", BOARDS)
def test_the_neighbours_shown_are_the_boards_own(board):
    shown = board_by_id(board)
    said = re.findall(r"(\w\d+) touches ([\w, ]+)", " ".join(legend_text(shown, text("en")).split()))
    assert len(said) == 2
    for label, near in said:
        assert near.split(", ") == sorted((shown.spaces[n].label for n in shown.neighbours[shown.by_label[label]]),
                                          key=lambda found: (found[0], int(found[1:])))
