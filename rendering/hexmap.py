"""The map: its ground drawn once per scale (hexes, start spaces) and its labels placed
once, then per image the window shown with its whole texts, the sea names clear of the
camels, and the pieces of a public view (goods markers, camels, the last turn)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache

from PIL import Image

from bot.engine.board import Space
from bot.engine.view import PublicView
from rendering.canvas import Box, Canvas
from rendering.geometry import MapGeometry
from rendering.maptext import sea_labels, space_labels, whole_in
from rendering.style import (
    BACKGROUND,
    GOODS_LAND,
    HEX_EDGE,
    INK,
    LAND,
    LAST_TURN,
    MARKER,
    WALL,
    WATER,
    Colour,
    blend,
    rgb,
)
from rendering.words import Words


@lru_cache(maxsize=8)
def ground(geometry: MapGeometry) -> Image.Image:
    """Every hex in the colour of its kind, the start spaces ringed in their family's colour,
    and a wall on every side two spaces share without a link (the board's cut links)."""
    board = geometry.board
    canvas = Canvas(Image.new("RGB", (geometry.width, geometry.height), BACKGROUND))
    for space in board.spaces:
        canvas.draw.polygon(geometry.corners(space.index), fill=_ground_colour(space), outline=HEX_EDGE, width=2)
        if space.start_of is not None:
            colour = rgb(board.families[space.start_of].colour)
            canvas.draw.polygon(geometry.corners(space.index, 0.05 * geometry.radius), outline=colour,
                                width=max(3, round(0.08 * geometry.radius)))
    for edge in walls(geometry):
        canvas.draw.line(edge, fill=WALL, width=max(4, round(0.16 * geometry.radius)))
    return canvas.image


def walls(geometry: MapGeometry) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    """The sides shared by two spaces that are not neighbours: no camel crosses them."""
    return [edge for space, other in geometry.board.walls if (edge := geometry.shared_edge(space, other)) is not None]


def _ground_colour(space: Space) -> Colour:
    return WATER if space.kind == "water" else GOODS_LAND if space.good else LAND


def piece_boxes(geometry: MapGeometry, public: PublicView) -> list[Box]:
    """Where every goods marker still on the map and every camel may ink: what a window's
    edge should not cut (``MapGeometry.window``)."""
    markers = [geometry.marker_box(geometry.board.goods[number].space) for number in public.goods_on_map]
    return markers + [geometry.slot_box(space, slot) for space, families in enumerate(public.spaces)
                      for slot in range(len(families))]


def draw_pieces(canvas: Canvas, geometry: MapGeometry, public: PublicView, marked: Iterable[int] = (),
                faded: frozenset[int] = frozenset()) -> None:
    """Goods markers still on the map, the outline of ``marked`` spaces (the last turn)
    and every camel; camels of ``faded`` families are drawn pale. A piece a window's edge
    cuts is drawn in part (the window is placed to cut as few as it can): left out, its hex
    would read as empty."""
    board = geometry.board
    for space in marked:
        outline_space(canvas, geometry, space, LAST_TURN)
    for number in public.goods_on_map:
        canvas.mark(geometry.marker(board.goods[number].space), geometry.marker_radius, MARKER, INK, 2)
    for space, families in enumerate(public.spaces):
        ground = _ground_colour(board.spaces[space])
        for slot, family in enumerate(families):
            colour = rgb(board.families[family].colour)
            if family in faded:
                colour = blend(ground, colour, 0.5)
            canvas.glyph(board.families[family].glyph, geometry.slot(space, slot), geometry.camel_radius, colour,
                         "camel")


def outline_space(canvas: Canvas, geometry: MapGeometry, space: int, colour: Colour) -> None:
    """A thick band on the hex's rim, edged in ink so it shows on land and water; it stays
    clear of the label and the camel slots of this hex and its neighbours."""
    band = geometry.outline_band
    outer = [canvas.at(x, y) for x, y in geometry.corners(space, -geometry.outline_reach)]
    inner = [canvas.at(x, y) for x, y in geometry.corners(space, -geometry.outline_reach + 2)]
    canvas.draw.polygon(outer, outline=INK, width=band + 4)
    canvas.draw.polygon(inner, outline=colour, width=band)


def map_window(geometry: MapGeometry, window: Box, words: Words, spaces: Sequence[Sequence[int]]) -> Canvas:
    """The ``window`` (left, top, right, bottom) of the map, on a canvas that draws in map
    coordinates: the ground cut at the window's edge, the texts that are whole in it (a
    label with its goods number, a sea's name with both its lines), the seas named clear of
    the camels on ``spaces`` (the view's families on each space)."""
    left, top = window[0], window[1]
    canvas = Canvas(ground(geometry).crop(window), [], (-left, -top))
    for group in [*space_labels(geometry), *sea_labels(geometry, words, spaces)]:
        if whole_in(group, window):
            for label in group:
                canvas.text(label.xy, label.text, label.size, label.fill, label.anchor, label.bold)
    return canvas
