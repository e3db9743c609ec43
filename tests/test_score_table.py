"""The final scores table lines its columns up on screen whatever the names: a name of wide
letters ("🐉 李小龍": an emoji and three Chinese letters, two columns each in a monospaced
font) is padded by the columns it takes, not by its length, so the numbers after it stand
under their headings. And it reads on a phone, whose code block holds about 40 columns: a
name of Discord's 32 letters beside the figures, and the winner's note after them, made
every row wrap there."""

from __future__ import annotations

from unicodedata import combining

import pytest

from bot.engine.scoring import ScoreLine
from bot.words.i18n import CONSOLE, text
from bot.words.textboard import WINNER, columns, scores_text

WIDER = {"🐉": 2, "李": 2, "小": 2, "龍": 2}  # each takes two columns on screen


def on_screen(line: str) -> int:
    """The columns a line takes, counted letter by letter as a terminal or Discord's code block
    draws them (the wide letters of ``NAMES`` two, the combining mark none)."""
    return sum(WIDER.get(letter, 0 if combining(letter) else 1) for letter in line)


NAMES = ("🐉 李小龍", "Ann", "Maximiliane-Konstantina Schröder", "Zoe\u0308")  # the last with a combining mark
LONGEST = ("Maximiliane-Konstantina Schröder", "Bartholomew Featherstonehaugh-W.", "A" * 32,
           "Ünal Ağaoğlu-Çelebi, Dr. med. v.")  # Discord's longest: 32 letters
PHONE = 40  # monospaced columns of a code block in an embed on a phone 390 pixels wide, about


@pytest.mark.parametrize("language", ["en", "de"])
def test_each_column_of_the_scores_ends_at_the_same_place_on_screen(language):
    lines = [ScoreLine(seat, name, 9 + seat, 5, 2, 11, 27 + seat) for seat, name in enumerate(NAMES)]
    said = scores_text(lines, text(language)).split("\n")
    headings, figures = said[1], [row for row in said[2:] if row[:1] == " " and row.strip()[:1].isdigit()]
    assert len(figures) == len(NAMES)
    for row in figures:  # the last heading (total) is right-aligned over its numbers
        assert on_screen(row) == on_screen(headings), (headings, row)


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_scores_with_the_longest_names_fit_a_phone_and_keep_every_name_and_the_winners(language):
    tied = [ScoreLine(seat, name, 9 + seat, 5, 2, 11, min(27, 25 + seat)) for seat, name in enumerate(LONGEST)]
    said = scores_text(tied, text(language)).split("\n")
    assert max(on_screen(line) for line in said) <= PHONE, said
    assert sorted(line[2:] for line in said if line[2:] in LONGEST) == sorted(LONGEST)  # each whole, on its own line
    marked = {line[2:] for line in said if line.startswith(f"{WINNER} ") and line[2:] in LONGEST}
    assert marked == {line.name for line in tied if line.total == 27}
    assert f"{WINNER} {text(language)('board.winner')}" in said  # the mark is explained


def test_wide_letters_take_two_columns_and_marks_none():
    assert columns("🐉 李小龍") == 9
    assert columns("Zoe\u0308") == 3
    assert columns("Ann") == 3


def test_the_name_column_is_not_headed_by_the_german_lone_players_name():
    """At a German console the one player is called Spieler: a name column headed Spieler read as
    one more row of the table, the player's own, without figures."""
    lone = text("de", CONSOLE)("console.default_name")
    lines = [ScoreLine(0, "Computer 1 (Gelegenheitsspieler)", 60, 17, 10, 8, 95), ScoreLine(1, lone, 14, 1, 2, 10, 27)]
    said = scores_text(lines, text("de")).split("\n")
    assert [line for line in said if line.strip() == lone] == [f"  {lone}"]  # its row's name, and nothing else
