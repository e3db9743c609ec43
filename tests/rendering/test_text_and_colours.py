"""The shipped font covers German, every word comes from the catalogue, and each colour
has one meaning."""

import re

from PIL import Image, ImageDraw

from bot.engine import view
from rendering import Words
from rendering.board_image import draw_board
from rendering.fonts import BOLD, REGULAR, font
from rendering.style import GREEN, LAST_TURN, MARKER, TARGET, palette, rgb
from rendering.turn_image import draw_turn
from rendering.words import ENGLISH, WORDS
from tests.engine.helpers import BOARD
from tests.rendering.helpers import last_turn, played


def ink(text: str, bold: bool = False) -> bytes:
    image = Image.new("L", (60, 60), 0)
    ImageDraw.Draw(image).text((30, 30), text, fill=255, font=font(32, bold), anchor="mm")
    return image.tobytes()


def test_the_font_ships_with_the_project_and_its_licence():
    assert REGULAR.is_file() and BOLD.is_file()
    licence = (REGULAR.parent / "LICENSE").read_text()
    assert "Bitstream" in licence and "Permission is hereby granted" in licence


def test_umlauts_sharp_s_and_the_em_dash_are_real_glyphs_not_the_missing_box():
    missing = ink("\u4e2d")  # a Chinese character: DejaVu Sans has none, so it draws its missing-glyph box
    assert missing == ink("\u4e8c") != bytes(3600)  # two different missing characters look the same
    for bold in (False, True):
        for char in "Größe Ä—üÖÜß":
            if char != " ":
                assert ink(char, bold) != missing, char
    assert ink("ö") != ink("o") and ink("Ä") != ink("A")


def test_the_last_turn_and_target_colours_are_no_familys():
    families = [rgb(f.colour) for f in BOARD.families]
    for colour in (LAST_TURN, TARGET, GREEN, MARKER):
        assert colour not in families
    distance = min(sum((a - b) ** 2 for a, b in zip(LAST_TURN, f, strict=True)) ** 0.5 for f in families)
    assert distance > 100  # far from every family, not merely different
    assert len({LAST_TURN, TARGET, GREEN, MARKER}) == 4


def test_every_meaningful_colour_is_in_the_palette_exactly():
    colours = palette(BOARD).getpalette()
    entries = {tuple(colours[i:i + 3]) for i in range(0, len(colours), 3)}
    for colour in [LAST_TURN, TARGET, GREEN, MARKER, *(rgb(f.colour) for f in BOARD.families)]:
        assert colour in entries


def test_plural_forms_and_lists_come_from_templates():
    assert WORDS("points", count=1) == "1 point" and WORDS("points", count=2) == "2 points"
    assert WORDS.join(["Ann"]) == "Ann"
    assert WORDS.join(["Ann", "Bob"]) == "Ann and Bob"
    assert WORDS.join(["Ann", "Bob", "Cyd"]) == "Ann, Bob and Cyd"
    german = Words({**ENGLISH, "and": "{first} und {second}", "turn": "Zug {turn}"})
    assert german.join(["Ann", "Bob"]) == "Ann und Bob" and german("turn", turn=3) == "Zug 3"


def test_every_word_on_the_images_comes_through_the_catalogue():
    marked = Words({key: ({k: f"«{v}»" for k, v in t.items()} if isinstance(t, dict) else f"«{t}»")
                    for key, t in ENGLISH.items()})
    state, events, _ = played(4, 4, None)
    public = view(state)
    own = {s.label for s in BOARD.spaces} | {f.name for f in BOARD.families} | {p.name for p in state.players}
    own |= {word for s in BOARD.spaces if s.sea for word in [s.sea, *s.sea.split(" ")]}
    for canvas in (draw_turn(BOARD, public, last_turn(events), marked),
                   draw_board(BOARD, public, last_turn(events), marked)):
        for item in canvas.items:
            if item.kind == "text" and re.search(r"[A-Za-z]", item.text):
                assert "«" in item.text or item.text in own, item.text
