"""The final scores table lines its columns up on screen whatever the names: a name of wide
letters ("🐉 李小龍": an emoji and three Chinese letters, two columns each in a monospaced
font) is padded by the columns it takes, not by its length, so the numbers after it stand
under their headings."""

from __future__ import annotations

from unicodedata import combining

import pytest

from bot.engine.scoring import ScoreLine
from bot.words.i18n import text
from bot.words.textboard import columns, scores_text

WIDER = {"🐉": 2, "李": 2, "小": 2, "龍": 2}  # each takes two columns on screen


def on_screen(line: str) -> int:
    """The columns a line takes, counted letter by letter as a terminal or Discord's code block
    draws them (the wide letters of ``NAMES`` two, the combining mark none)."""
    return sum(WIDER.get(letter, 0 if combining(letter) else 1) for letter in line)


NAMES = ("🐉 李小龍", "Ann", "Maximiliane-Konstantina Schröder", "Zoe\u0308")  # the last with a combining mark


@pytest.mark.parametrize("language", ["en", "de"])
def test_each_column_of_the_scores_ends_at_the_same_place_on_screen(language):
    lines = [ScoreLine(seat, name, 9 + seat, 5, 2, 11, 27 + seat) for seat, name in enumerate(NAMES)]
    said = scores_text(lines, text(language)).split("\n")
    heading, rows = said[0], [row for row in said[1:] if not row.startswith("  ")]
    total_ends = on_screen(heading)  # the last heading (total) is right-aligned over its numbers
    assert len(rows) == len(NAMES)
    for row in rows:
        figures = row.split("  " + text(language)("board.winner"))[0].rstrip()
        assert on_screen(figures) == total_ends, (heading, row)


def test_wide_letters_take_two_columns_and_marks_none():
    assert columns("🐉 李小龍") == 9
    assert columns("Zoe\u0308") == 3
    assert columns("Ann") == 3
