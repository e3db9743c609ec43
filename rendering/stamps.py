"""Text and glyphs rendered once and pasted many times: most labels and every camel
repeat from turn to turn, and pasting a cached stamp is far cheaper than rasterising."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from rendering.glyphs import draw_glyph
from rendering.style import font


@lru_cache(maxsize=4096)
def _text_mask(text: str, size: int, anchor: str) -> tuple[Image.Image, int, int]:
    face = font(size)
    left, top, right, bottom = face.getbbox(text, anchor=anchor)
    mask = Image.new("L", (max(1, int(right - left)), max(1, int(bottom - top))), 0)
    ImageDraw.Draw(mask).text((-left, -top), text, fill=255, font=face, anchor=anchor)
    return mask, int(left), int(top)


def put_text(image: Image.Image, xy: tuple[float, float], text: str, size: int,
             fill: tuple[int, int, int], anchor: str = "la") -> None:
    """Like ImageDraw.text, from a cache of rendered masks."""
    mask, left, top = _text_mask(text, size, anchor)
    image.paste(fill, (int(xy[0]) + left, int(xy[1]) + top), mask)


@lru_cache(maxsize=256)
def _glyph_stamp(glyph: str, radius: float, colour: tuple[int, int, int]) -> Image.Image:
    side = int(radius * 2.6) + 4
    stamp = Image.new("RGBA", (side, side), (0, 0, 0, 0))
    draw_glyph(ImageDraw.Draw(stamp), glyph, (side / 2, side / 2), radius, colour)
    return stamp


def put_glyph(image: Image.Image, glyph: str, centre: tuple[float, float], radius: float,
              colour: tuple[int, int, int]) -> None:
    stamp = _glyph_stamp(glyph, radius, colour)
    half = stamp.width // 2
    image.paste(stamp, (int(centre[0]) - half, int(centre[1]) - half), stamp)
