"""Where things go on a map drawn at a given hex size: every image draws the same map,
only at its own scale (the full board, the enlarged window of a turn, the replay)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from bot.engine import Board

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
    def camel_radius(self) -> float:
        return 0.27 * self.radius

    @property
    def marker_radius(self) -> float:
        return 0.18 * self.radius

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
        return [(x + r * math.cos(math.radians(60 * k)), y + r * math.sin(math.radians(60 * k)))
                for k in range(6)]

    def window(self, spaces: list[int], width: int, height: int) -> tuple[int, int]:
        """The top-left corner of a ``width`` x ``height`` window centred on ``spaces``
        (the whole map's middle if there are none), kept inside the map."""
        points = [self.centre(s) for s in spaces] or [(self.width / 2, self.height / 2)]
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        left = (min(xs) + max(xs)) / 2 - width / 2
        top = (min(ys) + max(ys)) / 2 - height / 2
        return (int(max(0, min(left, self.width - width))), int(max(0, min(top, self.height - height))))
