"""The shipped font covers German, every word comes from the catalogue, and each colour
has one meaning."""

import re
from itertools import combinations

from PIL import Image, ImageDraw

from bot.engine import view
from bot.engine.datafiles import data_file
from bot.words.image_words import WORDS, CatalogueWords, words_in
from rendering.fonts import BOLD, REGULAR, font
from rendering.style import (
    FAMILIES_APART,
    GREEN,
    GREY,
    LAST_TURN,
    MARKER,
    MEANINGS,
    MEANINGS_APART,
    TARGET,
    palette,
    rgb,
)
from tests.support.engine_scenarios import BOARD
from tests.support.english_renderers import draw_board, draw_turn
from tests.support.image_scenes import last_turn, played


def ink(text: str, bold: bool = False) -> bytes:
    image = Image.new("L", (60, 60), 0)
    ImageDraw.Draw(image).text((30, 30), text, fill=255, font=font(32, bold), anchor="mm")
    return image.tobytes()


def test_the_font_ships_with_the_project_and_its_complete_licence():
    """The files are DejaVu Sans, so the licence is DejaVu's, whole: the Bitstream Vera
    section and the Arev section (DejaVu Sans has glyphs from Arev)."""
    assert font(20).getname() == ("DejaVu Sans", "Book") and font(20, True).getname() == ("DejaVu Sans", "Bold")
    assert REGULAR.is_file() and BOLD.is_file()
    licence = data_file("fonts", "LICENSE").read_text(encoding="utf-8")
    assert licence.startswith("Fonts are (c) Bitstream (see below). DejaVu changes are in public domain.\n"
                              "Glyphs imported from Arev fonts are (c) Tavmjong Bah (see below)")
    for section in ("Bitstream Vera Fonts Copyright", "Arev Fonts Copyright"):
        assert f"{section}\n------------------------------\n" in licence
    assert "Copyright (c) 2006 by Tavmjong Bah. All Rights Reserved." in licence
    assert licence.count("Permission is hereby granted") >= 2


def test_umlauts_sharp_s_and_the_em_dash_are_real_glyphs_not_the_missing_box():
    missing = ink("\u4e2d")  # a Chinese character: DejaVu Sans has none, so it draws its missing-glyph box
    assert missing == ink("\u4e8c") != bytes(3600)  # two different missing characters look the same
    for bold in (False, True):
        for char in "Größe Ä—üÖÜß":
            if char != " ":
                assert ink(char, bold) != missing, char
    assert ink("ö") != ink("o") and ink("Ä") != ink("A")


def distance(a, b) -> float:
    return sum((x - y) ** 2 for x, y in zip(a, b, strict=True)) ** 0.5


def test_each_meaning_has_a_colour_far_from_every_familys_and_every_other_meanings():
    """One colour per meaning: the goods marker is no Levant brown, the dark green marker
    no Persian green, the last turn's outline no family's colour."""
    families = {f.name: rgb(f.colour) for f in BOARD.families}
    for meaning, colour in MEANINGS.items():
        for family, other in families.items():
            assert distance(colour, other) >= MEANINGS_APART, (meaning, family)
    for (a, one), (b, other) in combinations(MEANINGS.items(), 2):
        assert distance(one, other) >= MEANINGS_APART, (a, b)
    for (a, one), (b, other) in combinations(families.items(), 2):
        assert distance(one, other) >= FAMILIES_APART, (a, b)
    assert MEANINGS_APART >= 85 and FAMILIES_APART >= 70
    assert {LAST_TURN, TARGET, GREEN, MARKER, GREY} == set(MEANINGS.values())


def test_every_meaningful_colour_is_in_the_palette_exactly():
    colours = palette(BOARD).getpalette()
    entries = {tuple(colours[i:i + 3]) for i in range(0, len(colours), 3)}
    for colour in [*MEANINGS.values(), *(rgb(f.colour) for f in BOARD.families)]:
        assert colour in entries


def test_plural_forms_and_lists_come_from_the_catalogues():
    assert WORDS("points", count=1) == "1 point" and WORDS("points", count=2) == "2 points"
    assert WORDS.join(["Ann"]) == "Ann"
    assert WORDS.join(["Ann", "Bob"]) == "Ann and Bob"
    assert WORDS.join(["Ann", "Bob", "Cyd"]) == "Ann, Bob and Cyd"
    german = words_in("de")
    assert german.join(["Ann", "Bob"]) == "Ann und Bob" and german("turn", turn=3) == "Zug 3"
    assert german("points", count=1) == "1 Punkt" and german("points", count=2) == "2 Punkte"
    assert german.family(BOARD, BOARD.family_named("Khazar").index) == "Chasaren"


class Marked(CatalogueWords):
    """Every word it gives is marked, so a test can tell catalogue words from others."""

    def __call__(self, key: str, count: int | None = None, **values: object) -> str:
        return f"«{super().__call__(key, count, **values)}»"

    def family(self, board, index: int) -> str:
        return f"«{super().family(board, index)}»"

    def good(self, board, number: int) -> str:
        return f"«{super().good(board, number)}»"

    def sea(self, name: str) -> str:
        return f"«{super().sea(name)}»"


def test_every_word_on_the_images_comes_through_the_catalogue():
    state, events, _ = played(4, 4, None)
    public = view(state)
    own = {s.label for s in BOARD.spaces} | {p.name for p in state.players}
    for language in ("en", "de"):
        marked = Marked(language)
        for canvas in (draw_turn(BOARD, public, last_turn(events), words=marked),
                       draw_board(BOARD, public, last_turn(events), words=marked)):
            for item in canvas.items:
                if item.kind == "text" and re.search(r"[A-Za-z]", item.text):
                    assert "«" in item.text or "»" in item.text or item.text in own, item.text


def test_the_german_board_is_german_and_draws_umlauts_and_sharp_s():
    """A German game's images: German words (umlauts included), German names, and a player
    called Weiß, drawn in real glyphs; none of the English image words."""
    state, events, _ = played(4, 4, None)
    state.players[0].name = "Jürgen Weiß"
    public = view(state)
    english = {word for key in ("meetings", "no_meetings", "game_over", "met_mark") for word in [WORDS(key)]}
    for canvas in (draw_turn(BOARD, public, last_turn(events), words=words_in("de")),
                   draw_board(BOARD, public, last_turn(events), words=words_in("de"))):
        texts = [item.text for item in canvas.items if item.kind == "text"]
        drawn = " ".join(texts)
        assert "Spielende" in drawn and "Jürgen Weiß" in drawn and not english & set(texts)
    board_texts = " ".join(i.text for i in draw_board(BOARD, public, last_turn(events), words=words_in("de")).items)
    assert all(char in board_texts for char in "äöüß"), board_texts
    assert "Handelsverbindungen" in board_texts and "Plättchen" in board_texts and "Byzantiner" in board_texts
    missing = ink("\u4e2d")
    assert all(ink(char) != missing and ink(char, True) != missing for char in "äöüßÄÖÜ")
