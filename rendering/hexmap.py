"""The map: drawn once per scale (hexes, labels, goods numbers, seas, start spaces), then
per image the pieces of a public view on it (goods markers, camels, the last turn)."""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from itertools import product
from typing import Any

from PIL import Image

from rendering.canvas import Box, Canvas, Item, overlaps
from rendering.fonts import font
from rendering.geometry import MapGeometry
from rendering.style import (
    BACKGROUND,
    GOODS_LAND,
    HEX_EDGE,
    INK,
    LAND,
    LAST_TURN,
    MARKER,
    WATER,
    WATER_INK,
    Colour,
    blend,
    rgb,
)
from rendering.words import Words


@lru_cache(maxsize=8)
def static_map(geometry: MapGeometry, words: Words) -> tuple[Image.Image, tuple[Item, ...]]:
    """The map without pieces, and the texts on it (sea names in ``words``' language)."""
    board = geometry.board
    canvas = Canvas(Image.new("RGB", (geometry.width, geometry.height), BACKGROUND))
    size = geometry.text_size
    for space in board.spaces:
        ground = WATER if space.kind == "water" else GOODS_LAND if space.good else LAND
        canvas.draw.polygon(geometry.corners(space.index), fill=ground, outline=HEX_EDGE, width=2)
        if space.start_of is not None:
            colour = rgb(board.families[space.start_of].colour)
            canvas.draw.polygon(geometry.corners(space.index, 0.05 * geometry.radius), outline=colour,
                                width=max(3, round(0.08 * geometry.radius)))
        x, y = geometry.label_xy(space.index)
        ink = WATER_INK if space.kind == "water" else INK
        if space.good is None:
            canvas.text((x, y), space.label, size, ink, "mm")
        else:
            canvas.text((x - 0.06 * geometry.radius, y), space.label, size, ink, "rm")
            canvas.text((x + 0.06 * geometry.radius, y), str(space.good), size, MARKER, "lm", bold=True)
    for sea in sorted({s.sea for s in board.spaces if s.sea}):
        _sea_name(geometry, canvas, sea, words.sea(sea))
    return canvas.image, tuple(canvas.items)


def _sea_name(geometry: MapGeometry, canvas: Canvas, sea: str, name: str) -> None:
    """The sea's name where it covers no label and no place a camel could stand, within the
    map (a longer name, such as a translation, may not fit where the English one did); a sea
    with no such place stays unnamed (the name is only scenery)."""
    size = geometry.text_size
    line_height = round(size * 1.1)
    taken = [item.box for item in canvas.items] + _piece_places(geometry)
    for space in (s.index for s in geometry.board.spaces if s.sea == sea):
        x, y = geometry.centre(space)
        for lines, dy in product((name.split(" "), [name]), (0.72, 0.87, 0.6)):
            top = y + dy * geometry.radius - line_height * len(lines) / 2
            boxes = [_line_box(x, top + k * line_height, line, size) for k, line in enumerate(lines)]
            inside = all(box[0] >= 0 and box[2] <= geometry.width and box[1] >= 0 and box[3] <= geometry.height
                         for box in boxes)
            if inside and not any(overlaps(box, other) for box in boxes for other in taken):
                for k, line in enumerate(lines):
                    canvas.text((x, top + k * line_height), line, size, WATER_INK, "ma")
                return


def _line_box(x: float, top: float, text: str, size: int) -> Box:
    left, upper, right, lower = font(size).getbbox(text, anchor="ma")
    return int(x + left), int(top + upper), int(x + right), int(top + lower)


def _piece_places(geometry: MapGeometry) -> list[Box]:
    """Every box a camel or a goods marker could ever take."""
    def around(centre: tuple[float, float], reach: int) -> Box:
        return int(centre[0]) - reach, int(centre[1]) - reach, int(centre[0]) + reach, int(centre[1]) + reach

    camel = int(geometry.camel_radius * 1.15) + 2
    boxes = [around(geometry.slot(s.index, slot), camel) for s in geometry.board.spaces for slot in (0, 1)]
    marker = int(geometry.marker_radius) + 2
    return boxes + [around(geometry.marker(s.index), marker) for s in geometry.board.spaces if s.good]


def draw_pieces(canvas: Canvas, geometry: MapGeometry, public: dict[str, Any], marked: Iterable[int] = (),
                faded: frozenset[int] = frozenset()) -> None:
    """Goods markers still on the map, the outline of ``marked`` spaces (the last turn)
    and every camel; camels of ``faded`` families are drawn pale."""
    board = geometry.board
    for space in marked:
        outline_space(canvas, geometry, space, LAST_TURN)
    for number in public["goods_on_map"]:
        canvas.mark(geometry.marker(board.goods[number].space), geometry.marker_radius, MARKER, INK, 2)
    for space, families in enumerate(public["spaces"]):
        ground = WATER if board.spaces[space].kind == "water" else GOODS_LAND if board.spaces[space].good else LAND
        for slot, family in enumerate(families):
            colour = rgb(board.families[family].colour)
            if family in faded:
                colour = blend(ground, colour, 0.5)
            canvas.glyph(board.families[family].glyph, geometry.slot(space, slot), geometry.camel_radius, colour,
                         "camel")


def outline_space(canvas: Canvas, geometry: MapGeometry, space: int, colour: Colour) -> None:
    """A thick band on the hex's rim, edged in ink so it shows on land and water; it stays
    clear of the label and the camel slots of this hex and its neighbours."""
    band = max(4, round(0.1 * geometry.radius))
    outer = [canvas.at(x, y) for x, y in geometry.corners(space, -band * 0.6)]
    inner = [canvas.at(x, y) for x, y in geometry.corners(space, -band * 0.6 + 2)]
    canvas.draw.polygon(outer, outline=INK, width=band + 4)
    canvas.draw.polygon(inner, outline=colour, width=band)


def map_window(geometry: MapGeometry, window: Box, words: Words) -> Canvas:
    """A copy of the ``window`` (left, top, right, bottom) of the static map, on a canvas
    that draws in map coordinates: what falls outside the window is cut off."""
    image, items = static_map(geometry, words)
    left, top = window[0], window[1]
    inside = [Item(i.kind, (i.box[0] - left, i.box[1] - top, i.box[2] - left, i.box[3] - top), i.size, i.text)
              for i in items if overlaps(i.box, window)]
    return Canvas(image.crop(window), inside, (-left, -top))
