"""Where things go on the board image: hexes, camel slots, domains, panels."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from bot.engine import Board

RADIUS = 52                        # hex corner radius, flat-topped
HEX_H = math.sqrt(3) * RADIUS      # hex height
MARGIN = 16
BAND = 150                         # height of the family domains above and below the map
PANEL_W = 360                      # the right-hand panel (players, meetings, scores)


@dataclass(frozen=True)
class Layout:
    width: int
    height: int
    map_left: int
    map_top: int
    map_width: int
    map_height: int
    panel_left: int


@lru_cache(maxsize=8)
def layout(board: Board) -> Layout:
    map_width = int(1.5 * RADIUS * (board.columns - 1) + 2 * RADIUS)
    map_height = int(HEX_H * board.rows + HEX_H / 2)
    map_top = MARGIN + BAND
    panel_left = MARGIN + map_width + MARGIN
    width = panel_left + PANEL_W + MARGIN
    height = map_top + map_height + BAND + MARGIN
    return Layout(width, height, MARGIN, map_top, map_width, map_height, panel_left)


def space_centre(board: Board, index: int) -> tuple[float, float]:
    """The pixel centre of a space's hex (odd columns sit half a hex lower)."""
    space = board.spaces[index]
    box = layout(board)
    x = box.map_left + RADIUS + 1.5 * RADIUS * space.column
    y = box.map_top + HEX_H / 2 + HEX_H * space.row + (HEX_H / 2 if space.column % 2 else 0)
    return x, y


def hex_corners(centre: tuple[float, float], radius: float = RADIUS) -> list[tuple[float, float]]:
    x, y = centre
    return [(x + radius * math.cos(math.radians(60 * k)), y + radius * math.sin(math.radians(60 * k)))
            for k in range(6)]


def slot_centre(board: Board, index: int, slot: int) -> tuple[int, int]:
    """Where the first (0) or second (1) camel on a space is drawn."""
    x, y = space_centre(board, index)
    return int(x + (-0.42 if slot == 0 else 0.42) * RADIUS), int(y + 0.22 * RADIUS)


def domain_box(board: Board, family: int) -> tuple[int, int, int, int]:
    """The family's domain: along the top edge for northern starts, the bottom for southern."""
    box = layout(board)
    north = board.spaces[board.families[family].start].row <= board.rows // 2
    row = sorted((f for f in board.families
                  if (board.spaces[f.start].row <= board.rows // 2) == north),
                 key=lambda f: board.spaces[f.start].column)
    position = [f.index for f in row].index(family)
    width = box.map_width // len(row)
    left = box.map_left + position * width
    top = MARGIN if north else box.map_top + box.map_height + 4
    return left + 3, top, left + width - 3, top + BAND - 8
