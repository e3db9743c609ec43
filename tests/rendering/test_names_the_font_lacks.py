"""Discord names often hold letters the shipped font has no glyph for (Chinese, Japanese,
Korean, emoji): an image draws what it can of such a name, and a name of such letters alone
as its seat ("Player 2"), never as the font's empty boxes."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.engine import view
from bot.words.image_words import words_in
from rendering import board_image, turn_image
from rendering.fonts import drawable, has_glyph
from rendering.lastturn import LastTurn
from rendering.panels import describe, drawn_names, headline
from tests.support.engine_scenarios import BOARD
from tests.support.image_scenes import played

NAMES = ("李小龍", "🐉 Ann", "Zoë Jürgen", "🎲🎲")


def test_the_font_draws_german_and_greek_but_not_chinese_nor_emoji():
    assert all(has_glyph(c) for c in "AzäöüßÄ€—Ωж")
    assert not any(has_glyph(c) for c in "李小龍🐉🎲")
    assert drawable("🐉  Ann ") == "Ann" and drawable("李小龍") == ""


@pytest.mark.parametrize(("language", "seat"), [("en", "Player"), ("de", "Spieler")])
def test_a_name_the_font_cannot_draw_is_drawn_as_its_seat(language, seat):
    state, turn = played(4, 3, 30)[0], None
    public = replace(view(state), players=tuple(replace(p, name=name) for p, name in zip(view(state).players, NAMES,
                                                                                         strict=True)))
    words = words_in(language)
    assert drawn_names(public, words) == [f"{seat} 1", "Ann", "Zoë Jürgen", f"{seat} 4"]
    drawn = [*turn_image.draw_turn(BOARD, public, turn, words=words).items,
             *board_image.draw_board(BOARD, public, turn, words=words).items]
    texts = " ".join(item.text for item in drawn) + " ".join(headline(BOARD, public, turn, words))
    assert all(has_glyph(c) for c in texts if not c.isspace()), texts
    assert f"{seat} 4" in texts and "Zoë Jürgen" in texts


def test_an_emojis_invisible_shaping_characters_go_with_it():
    """"Dee 🏜️ Desert" kept the emoji's variation selector, drawn as nothing between two spaces."""
    assert drawable("Dee 🏜️ Desert~Queen") == "Dee Desert~Queen"
    assert drawable("👩\u200d🚀 Ann") == "Ann" and drawable("Zoë") == "Zoë"


@pytest.mark.parametrize("language", ["en", "de"])
def test_passes_are_said_in_few_words_so_that_five_fit_the_headline(language):
    """Five names, each with its verb, ended the final image's headline mid-word."""
    words, names = words_in(language), ["Ann", "Bob", "Cyd", "Dee", "Eve"]
    everyone = describe(BOARD, names, LastTurn(player=0, family=0, placed=(10,), passed=(1, 2, 3, 4, 0)), words)
    assert everyone[-1] == words("passed_everyone")
    some = describe(BOARD, names, LastTurn(player=0, family=0, placed=(10,), passed=(1, 2)), words)
    assert some[-1] == words("passed_several", names=words.join(["Bob", "Cyd"])) and some[-1].count("Bob") == 1
    one = describe(BOARD, names, LastTurn(player=0, family=0, placed=(10,), passed=(3,)), words)
    assert one[-1] == words("passed", name="Dee")
