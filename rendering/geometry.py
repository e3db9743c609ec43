"""Where things go on a map drawn at a given hex size: every image draws the same map,
only at its own scale (the full board, the enlarged window of a turn, the replay)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from bot.engine import Board
from rendering.canvas import Box, around, inside, overlaps

SQRT3 = math.sqrt(3)


@dataclass(frozen=True)
class MapGeometry:
    """A flat-topped hex map of ``board`` whose hexes have corner radius ``radius``.

    Inside a hex: the label near the top, the two camel slots side by side below the
    middle, a goods marker under them."""

    board: Board
    radius: int
    pad: int = 8

    @property
    def width(self) -> int:
        return int(1.5 * self.radius * (self.board.columns - 1) + 2 * self.radius) + 2 * self.pad

    @property
    def height(self) -> int:
        return int(SQRT3 * self.radius * (self.board.rows + 0.5)) + 2 * self.pad

    @property
    def text_size(self) -> int:
        """Labels, goods numbers and sea names."""
        return round(0.3 * self.radius)

    @property
    def small_text_size(self) -> int:
        """The least a sea's name may shrink to where the full size finds no room."""
        return round(0.27 * self.radius)

    @property
    def camel_radius(self) -> float:
        return 0.27 * self.radius

    @property
    def marker_radius(self) -> float:
        return 0.18 * self.radius

    @property
    def outline_band(self) -> int:
        """The width of the last turn's outline."""
        return max(4, round(0.1 * self.radius))

    @property
    def outline_reach(self) -> float:
        """How far the last turn's outline reaches beyond its hex (Pillow draws a wide outline inside the polygon)."""
        return self.outline_band * 0.6

    def centre(self, space: int) -> tuple[float, float]:
        """The pixel centre of a space's hex (odd columns sit half a hex lower)."""
        where = self.board.spaces[space]
        r = self.radius
        x = self.pad + r + 1.5 * r * where.column
        y = self.pad + SQRT3 * r / 2 * (1 + 2 * where.row + (where.column % 2))
        return x, y

    def slot(self, space: int, slot: int) -> tuple[float, float]:
        """Where the first (0) or second (1) camel on a space stands."""
        x, y = self.centre(space)
        return x + (-0.4 if slot == 0 else 0.4) * self.radius, y + 0.15 * self.radius

    def marker_box(self, space: int) -> Box:
        """Every pixel a goods marker on that space may ink."""
        return around(self.marker(space), int(self.marker_radius) + 1)

    def slot_box(self, space: int, slot: int) -> Box:
        """Every pixel a camel on that slot may ink."""
        return around(self.slot(space, slot), int(self.camel_radius * 1.15) + 2)

    def marker(self, space: int) -> tuple[float, float]:
        """Below the slots: a goods marker still on the map."""
        x, y = self.centre(space)
        return x, y + 0.64 * self.radius

    def label_xy(self, space: int) -> tuple[float, float]:
        x, y = self.centre(space)
        return x, y - 0.58 * self.radius

    def corners(self, space: int, inset: float = 0) -> list[tuple[float, float]]:
        x, y = self.centre(space)
        r = self.radius - inset
        return [(x + r * math.cos(math.radians(60 * k)), y + r * math.sin(math.radians(60 * k))) for k in range(6)]

    def shared_edge(self, space: int, other: int) -> tuple[tuple[float, float], tuple[float, float]] | None:
        """The side two hexes have in common (None if they do not touch)."""
        mine = {(round(x, 3), round(y, 3)) for x, y in self.corners(space)}
        common = sorted(c for c in ((round(x, 3), round(y, 3)) for x, y in self.corners(other)) if c in mine)
        return (common[0], common[1]) if len(common) == 2 else None

    def hex_box(self, space: int) -> Box:
        """The hex with the room its last-turn outline takes, within the map."""
        x, y = self.centre(space)
        reach = self.radius + self.outline_reach
        half = SQRT3 / 2 * reach
        return (max(0, math.floor(x - reach)), max(0, math.floor(y - half)),
                min(self.width, math.ceil(x + reach)), min(self.height, math.ceil(y + half)))

    def window(self, spaces: list[int], width: int, height: int, pieces: Sequence[Box] = ()) -> Box:
        """The ``width`` x ``height`` window (left, top, right, bottom) centred on the hexes
        of ``spaces`` (the whole map's middle if there are none), kept inside the map; moved,
        by a hex's radius at most and as far as the hexes leave room, to where its edges cut
        the fewest ``pieces`` (the boxes of the camels and markers on the map): fitted to the
        hexes alone, an edge cut the camels and markers of the hexes beyond them in half."""
        boxes = [self.hex_box(s) for s in spaces] or [(0, 0, self.width, self.height)]
        left = (min(b[0] for b in boxes) + max(b[2] for b in boxes) - width) / 2
        top = (min(b[1] for b in boxes) + max(b[3] for b in boxes) - height) / 2
        left = int(max(0, min(left, self.width - width)))
        top = int(max(0, min(top, self.height - height)))
        across, down = (near(room, start, self.radius) for room, start in zip(self.room(spaces, width, height),
                                                                               (left, top), strict=True))
        tried = [(x, y, x + width, y + height) for x in starts(left, across, width, [(b[0], b[2]) for b in pieces])
                 for y in starts(top, down, height, [(b[1], b[3]) for b in pieces])]
        return min(tried, key=lambda box: (cut(box, pieces), abs(box[0] - left) + abs(box[1] - top), box))

    def room(self, spaces: list[int], width: int, height: int) -> tuple[tuple[int, int], tuple[int, int]]:
        """The least and the most left, and top, of a window inside the map that holds every
        hex of ``spaces`` whole, or, across which they do not fit, that stays within them (a
        long route's middle); any window inside the map if there are none."""
        boxes = [self.hex_box(s) for s in spaces]
        if not boxes:
            return (0, self.width - width), (0, self.height - height)
        across = max(0, max(b[2] for b in boxes) - width), min(min(b[0] for b in boxes), self.width - width)
        down = max(0, max(b[3] for b in boxes) - height), min(min(b[1] for b in boxes), self.height - height)
        return (min(across), max(across)), (min(down), max(down))

    def holds(self, window: Box, spaces: list[int]) -> bool:
        """Whether every hex of ``spaces`` is whole in ``window``."""
        return all(inside(self.hex_box(space), window) for space in spaces)


def near(room: tuple[int, int], centred: int, reach: float) -> tuple[int, int]:
    """The part of ``room`` (the least and the most start) within ``reach`` of ``centred``."""
    return max(room[0], math.ceil(centred - reach)), min(room[1], int(centred + reach))


def starts(centred: int, room: tuple[int, int], size: int, spans: Sequence[tuple[int, int]]) -> set[int]:
    """The starts in ``room`` (least, most) worth trying for a ``size``-long window cutting few ``spans`` near
    ``centred``: cuts change only where an edge meets a span's end, so those, the room's ends and ``centred``."""
    low, high = room
    return {centred, low, high, *(edge for a, b in spans for edge in (a, b, a - size, b - size) if low < edge < high)}


def cut(window: Box, pieces: Sequence[Box]) -> int:
    """How many ``pieces`` the window's edges cut: in it only in part."""
    return sum(overlaps(piece, window) and not inside(piece, window) for piece in pieces)
