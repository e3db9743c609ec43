"""Colours, fonts and the fixed palette every board image is mapped to before encoding."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageFont

from bot.engine import Board

BACKGROUND = (247, 241, 227)
LAND = (234, 223, 196)
GOODS_LAND = (242, 230, 182)
WATER = (143, 193, 227)
HEX_EDGE = (150, 132, 98)
INK = (40, 32, 24)
FAINT = (150, 140, 120)
PANEL = (255, 250, 240)
GREEN = (24, 110, 60)
GREY = (150, 150, 150)
HIGHLIGHT = (230, 30, 80)
WHITE = (255, 255, 255)
BADGE = (120, 70, 20)

BASE_COLOURS = [BACKGROUND, LAND, GOODS_LAND, WATER, HEX_EDGE, INK, FAINT, PANEL, GREEN, GREY, HIGHLIGHT,
                WHITE, BADGE, (0, 0, 0)]


def rgb(hex_colour: str) -> tuple[int, int, int]:
    value = hex_colour.lstrip("#")
    return int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16)


@lru_cache(maxsize=8)
def font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    """Pillow's bundled font: nothing to install or download."""
    return ImageFont.load_default(size=size)


def _blend(a: tuple[int, int, int], b: tuple[int, int, int], t: float) -> tuple[int, int, int]:
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b, strict=True))  # type: ignore[return-value]


@lru_cache(maxsize=8)
def palette(board: Board) -> Image.Image:
    """Every colour the board uses, plus the shades antialiased text and edges need.

    Mapping to a known palette is several times cheaper than adaptive quantising, and a
    palette PNG encodes an order of magnitude faster than an RGB one of the same size.
    """
    colours = list(BASE_COLOURS) + [rgb(f.colour) for f in board.families]
    grounds = [BACKGROUND, LAND, GOODS_LAND, WATER, PANEL, WHITE]
    inks = [INK, HEX_EDGE, GREEN, HIGHLIGHT, BADGE, (0, 0, 0)] + [rgb(f.colour) for f in board.families]
    for ground in grounds:
        for ink in inks:
            colours += [_blend(ground, ink, t) for t in (0.25, 0.5, 0.75)]
    unique = list(dict.fromkeys(colours))[:256]
    image = Image.new("P", (1, 1))
    image.putpalette([channel for colour in unique for channel in colour] + [0] * (768 - 3 * len(unique)))
    return image
