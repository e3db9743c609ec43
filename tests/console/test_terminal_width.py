"""At a terminal the console breaks its sentences between words to the terminal's width (the
terminal itself would break them mid-word at the last column); into a file or a pipe it writes
them as they are, and the board is drawn as laid out either way."""

import io

from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.offline.console import Console, wrapped
from bot.offline.options import Seats
from bot.store import Store

WIDTH = 48
SESSION = ["help", "expand Levant Q9", "board", "quit"]


class Terminal(io.StringIO):
    """Output that says it is a terminal, as ``sys.stdout`` does at a keyboard."""

    def isatty(self) -> bool:
        return True


async def played(path, out):
    store = await Store.open(path, SAMARKAND)
    console = Console(GameService(store), out, "w", interactive=False)
    await console.open(Seats(("Ann", "Bob"), ()), seed=3)
    await console.run(iter(SESSION))
    await store.close()
    return out.getvalue()


def board_lines(said: str) -> list[str]:
    """The board's drawing: what the console answers to ``board``, up to the next typed line."""
    lines = said.splitlines()
    first = lines.index("> board") + 1
    return lines[first:lines.index("> quit")]


async def test_at_a_terminal_sentences_fit_its_width_and_keep_every_word(tmp_path, monkeypatch):
    monkeypatch.setenv("COLUMNS", str(WIDTH))
    piped = await played(tmp_path / "piped.sqlite3", io.StringIO())
    shown = await played(tmp_path / "shown.sqlite3", Terminal())
    drawing = board_lines(shown)
    assert drawing == board_lines(piped), "the board is drawn as laid out"
    sentences = [line for line in shown.splitlines() if line not in drawing]
    assert any(len(line) > WIDTH for line in piped.splitlines() if line not in drawing), "the piped text is long"
    assert all(len(line) <= WIDTH or " " not in line.strip() for line in sentences), shown
    assert shown.split() == piped.split(), "the same words in the same order"


def test_a_continuation_goes_on_under_the_text_of_an_indented_or_bulleted_line():
    assert wrapped("  - one two three four", 12) == "  - one two\n    three\n    four"
    assert wrapped("short\n  Paper (29, M2): 0 / 8", 16) == "short\n  Paper (29,\n  M2): 0 / 8"


def test_a_word_longer_than_the_width_stays_whole():
    assert wrapped("see samarkand-boards/default-game1-turn-003.png now", 20) == (
        "see\nsamarkand-boards/default-game1-turn-003.png\nnow")
