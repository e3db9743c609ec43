"""A German keyboard is not every keyboard: at the console, a word with an umlaut may be typed
with its ASCII spelling (ae, oe, ue, ss), for commands and goods alike."""

from __future__ import annotations

import pytest

from bot.engine import default_board
from bot.offline.typed import read
from bot.words.parsing import parse_card


@pytest.mark.parametrize(("typed", "verb"), [("verlaengern Tigris D7", "expand"), ("Verlängern Tigris D7", "expand"),
                                             ("VERLAENGERN Tigris D7", "expand")])
def test_a_command_with_an_umlaut_is_read_in_its_ascii_spelling(typed: str, verb: str):
    said = read(typed)
    assert said is not None and said.verb == verb


@pytest.mark.parametrize(("typed", "card"), [("Olivenoel", 3), ("Tuerkis", 15), ("olivenöl", 3)])
def test_a_good_with_an_umlaut_is_read_in_its_ascii_spelling(typed: str, card: int):
    assert parse_card(default_board(), typed) == card
