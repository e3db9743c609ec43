"""The small chart in ``/stats``: a person's rating after each of their rated games, μ as a
line over its 95% interval as a band, with the computer levels' fixed ratings as faint rules
for scale. 400 pixels wide, so that it stays readable where Discord shows it small; its words
(title, axis) come through ``Words``, like every image's."""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from rendering.fonts import font
from rendering.style import BACKGROUND, FAINT, INK, PANEL, Colour
from rendering.words import Words

WIDTH, HEIGHT = 400, 220
LEFT, RIGHT, TOP, BOTTOM = 40, 12, 30, 30  # the plot's margins: numbers left, the axis's words below
LINE: Colour = (176, 58, 46)
BAND: Colour = (238, 200, 190)
BAR = 8  # half the width of a single game's interval bar, in pixels
LABEL_HEIGHT = 14  # a level's name in the 12-pixel font, with its gap


@dataclass(frozen=True)
class ChartPoint:
    """A rating after a game: μ and its 95% interval."""

    mu: float
    low: float
    high: float


def rating_chart(points: Sequence[ChartPoint], levels: Sequence[tuple[str, float]], words: Words) -> bytes:
    """The chart as a PNG; ``levels``: the computer levels players may seat, each with its fixed
    rating (a line to measure oneself against)."""
    image = Image.new("RGB", (WIDTH, HEIGHT), BACKGROUND)
    draw = ImageDraw.Draw(image)
    small, title = font(12), font(13, bold=True)
    draw.text((LEFT, 8), words("rating_chart.title"), fill=INK, font=title)
    values = [v for p in points for v in (p.low, p.high)] + [rating for _, rating in levels]
    bottom, top = min(values) - 1, max(values) + 1
    box = (LEFT, TOP, WIDTH - RIGHT, HEIGHT - BOTTOM)
    draw.rectangle(box, fill=PANEL, outline=FAINT)

    def y(value: float) -> float:
        return box[3] - (value - bottom) / (top - bottom) * (box[3] - box[1])

    def x(index: int) -> float:
        if len(points) == 1:  # one game: its dot in the middle, not on the left edge
            return (box[0] + box[2]) / 2
        return box[0] + (index / (len(points) - 1)) * (box[2] - box[0])

    draw_band(draw, [(x(i), y(p.high), y(p.low)) for i, p in enumerate(points)])
    for _, rating in levels:  # over the band, under the line
        draw.line([(box[0], y(rating)), (box[2], y(rating))], fill=FAINT, width=1)
    for at, names in level_labels([(name, y(rating)) for name, rating in levels], box[1]):
        label = ", ".join(words(f"rating_chart.level_{name}") for name in names)
        draw.text((box[0] + 3, at), label, fill=FAINT, font=small)
    if len(points) > 1:
        draw.line([(x(i), y(p.mu)) for i, p in enumerate(points)], fill=LINE, width=3)
    for i, p in enumerate(points):
        draw.ellipse([x(i) - 3, y(p.mu) - 3, x(i) + 3, y(p.mu) + 3], fill=LINE)
    for value in (bottom + 1, top - 1):
        draw.text((4, y(value) - 7), f"{value:.0f}", fill=INK, font=small)
    draw.text((LEFT, HEIGHT - BOTTOM + 8), words("rating_chart.axis", count=len(points)), fill=INK, font=small)
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=True)
    return out.getvalue()


def draw_band(draw: ImageDraw.ImageDraw, spans: Sequence[tuple[float, float, float]]) -> None:
    """The 95% interval at each game (``x``, top, bottom in pixels): a band joining them, or, after
    a single game, a bar as wide as the dot's surroundings, so the first rating shows its
    uncertainty too (a lone dot read as a rating known exactly)."""
    if len(spans) == 1:
        at, top, bottom = spans[0]
        draw.rectangle([at - BAR, top, at + BAR, bottom], fill=BAND)
    elif spans:
        draw.polygon([(at, top) for at, top, _ in spans] + [(at, bottom) for at, _, bottom in reversed(spans)],
                     fill=BAND)


def level_labels(lines: Sequence[tuple[str, float]], ceiling: float) -> list[tuple[float, list[str]]]:
    """Where each level's name is written (its line's height ``y`` in pixels): just above its
    line, or below it when the line runs along the plot's top (``ceiling``). Levels whose lines
    lie closer than a label's height share one label, so that two names never overprint (strong
    and expert may be rated within a point of each other)."""
    groups: list[tuple[float, list[str]]] = []
    for name, y in sorted(lines, key=lambda line: line[1]):
        if groups and y - groups[-1][0] < LABEL_HEIGHT:
            groups[-1][1].append(name)
        else:
            groups.append((y, [name]))
    return [(y - LABEL_HEIGHT if y - LABEL_HEIGHT >= ceiling else y + 2, names) for y, names in groups]
