"""Colours, each with one meaning, and the fixed palette every image is mapped to.

The colours that mean something in the game (families, the last turn, a legal target, a
goods marker, the dark green and the grey relationship markers) are kept apart: each
meaning's colour is at least ``MEANINGS_APART`` from every family's and every other
meaning's (RGB distance), and nothing else is drawn in them. The families' own colours
(board data) are at least ``FAMILIES_APART`` from each other.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image

from bot.engine import Board

Colour = tuple[int, int, int]

# Grounds: no meaning beyond the kind of space or panel.
BACKGROUND: Colour = (247, 241, 227)
LAND: Colour = (234, 223, 196)
GOODS_LAND: Colour = (242, 226, 160)
WATER: Colour = (143, 193, 227)
PANEL: Colour = (255, 250, 240)
HEX_EDGE: Colour = (150, 132, 98)
# Inks: text.
INK: Colour = (40, 32, 24)
FAINT: Colour = (110, 100, 84)
WATER_INK: Colour = (20, 52, 96)
# Meanings.
LAST_TURN: Colour = (0, 235, 200)      # what the last turn changed: spaces, marriages, meetings
TARGET: Colour = (255, 255, 255)       # a legal target of the private target image (ringed in ink)
MARKER: Colour = (0, 0, 119)        # a goods marker still on the map, and a goods space's number (navy)
GREEN: Colour = (0, 64, 32)            # the dark green relationship marker; a pair that has met
GREY: Colour = (150, 150, 150)         # a grey relationship marker
OUTLINE: Colour = (0, 0, 0)            # the rim of glyphs
WALL: Colour = (96, 70, 40)            # a side of two spaces no camel crosses (a cut link)

MEANINGS = {"last_turn": LAST_TURN, "target": TARGET, "goods_marker": MARKER, "dark_green_marker": GREEN,
            "grey_marker": GREY}
MEANINGS_APART = 85
FAMILIES_APART = 70

BASE_COLOURS = [BACKGROUND, LAND, GOODS_LAND, WATER, PANEL, HEX_EDGE, INK, FAINT, WATER_INK,
                LAST_TURN, TARGET, MARKER, GREEN, GREY, OUTLINE, WALL]


def rgb(hex_colour: str) -> Colour:
    value = hex_colour.lstrip("#")
    return int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16)


def blend(a: Colour, b: Colour, t: float) -> Colour:
    """``a`` moved ``t`` of the way to ``b``: faded pieces and antialiasing shades."""
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b, strict=True))  # type: ignore[return-value]


@lru_cache(maxsize=8)
def palette(board: Board) -> Image.Image:
    """Every colour the images use, plus the shades antialiased text and edges need: mapping to a
    known palette is several times cheaper than adaptive quantising (``rendering.encode``), and a
    GIF replay needs a palette anyway."""
    families = [rgb(f.colour) for f in board.families]
    colours = list(BASE_COLOURS) + families
    for ground in [BACKGROUND, LAND, GOODS_LAND, WATER, PANEL]:
        for ink in [INK, FAINT, WATER_INK, HEX_EDGE, GREEN, LAST_TURN, MARKER, OUTLINE]:
            colours += [blend(ground, ink, t) for t in (0.25, 0.5, 0.75)]
        colours += [blend(ground, family, 0.5) for family in families]
    colours += [blend(family, OUTLINE, 0.5) for family in families]
    unique = list(dict.fromkeys(colours))[:256]
    image = Image.new("P", (1, 1))
    image.putpalette([channel for colour in unique for channel in colour] + [0] * (768 - 3 * len(unique)))
    return image
