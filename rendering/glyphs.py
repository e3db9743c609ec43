"""The ten family glyphs, so families differ in shape as well as colour: no two are one
shape turned or mirrored (two triangles, one pointing down, were told apart only by colour
at phone width), and none is a polygon round enough to pass for the circle at 15 px
(a hexagon did). ``tests/rendering/test_legends.py`` holds every pair apart."""

from __future__ import annotations

import math

from PIL import ImageDraw

from rendering.style import OUTLINE


def _polygon(cx: float, cy: float, r: float, sides: int, turn: float = -90) -> list[tuple[float, float]]:
    return [(cx + r * math.cos(math.radians(turn + 360 * k / sides)),
             cy + r * math.sin(math.radians(turn + 360 * k / sides))) for k in range(sides)]


def draw_glyph(draw: ImageDraw.ImageDraw, glyph: str, centre: tuple[float, float], r: float,
               fill: tuple[int, int, int]) -> None:
    """A filled glyph with a dark outline; its centre pixel is always the fill colour."""
    cx, cy = centre
    points: list[tuple[float, float]] = []  # the polygon of a glyph drawn as one
    if glyph == "circle":
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=OUTLINE, width=2)
    elif glyph == "square":
        s = r * 0.85
        draw.rectangle((cx - s, cy - s, cx + s, cy + s), fill=fill, outline=OUTLINE, width=2)
    elif glyph == "bar":
        draw.rectangle((cx - r, cy - r * 0.35, cx + r, cy + r * 0.35), fill=fill, outline=OUTLINE, width=2)
    elif glyph == "cross":
        w = r * 0.38
        points = [(cx - w, cy - r), (cx + w, cy - r), (cx + w, cy - w), (cx + r, cy - w), (cx + r, cy + w),
                  (cx + w, cy + w), (cx + w, cy + r), (cx - w, cy + r), (cx - w, cy + w), (cx - r, cy + w),
                  (cx - r, cy - w), (cx - w, cy - w)]
    elif glyph == "star":
        tips, notches = _polygon(cx, cy, r * 1.1, 10), _polygon(cx, cy, r * 1.1 * 0.45, 10)
        points = [tip if k % 2 == 0 else notch for k, (tip, notch) in enumerate(zip(tips, notches, strict=True))]
    elif glyph == "hourglass":
        w = r * 0.3  # the waist: wide enough that the centre pixel is filled
        points = [(cx - r * 0.9, cy - r), (cx + r * 0.9, cy - r), (cx + w, cy), (cx + r * 0.9, cy + r),
                  (cx - r * 0.9, cy + r), (cx - w, cy)]
    elif glyph == "dome":
        draw.pieslice((cx - r * 1.1, cy - r * 0.7, cx + r * 1.1, cy + r * 1.5), 180, 360, fill=fill,
                      outline=OUTLINE, width=2)
    elif glyph == "triangle":
        points = _polygon(cx, cy + r * 0.15, r * 1.15, 3)
    else:
        points = _polygon(cx, cy, r, {"diamond": 4, "pentagon": 5}[glyph])
    if points:
        draw.polygon(points, fill=fill, outline=OUTLINE, width=2)
