"""The key under the turn image's map: the name of each family whose camels it shows, by its
glyph, of each good whose number it shows, by that number, and the wall where one is in view,
in the reader's language. A player who has not learnt the ten glyphs and thirty numbers reads
the map without another message; only what the image shows (the windows, and the players'
family tiles) is named, so the key stays a line or two."""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine import Board
from bot.engine.view import PublicView
from rendering.canvas import Box, Canvas, overlaps, text_width
from rendering.geometry import MapGeometry
from rendering.maptext import space_labels, whole_in
from rendering.panels import Sizes
from rendering.style import INK, MARKER, WALL, Colour, rgb
from rendering.words import Words

GAP = 28  # between two entries of a row
TIGHT_GAP = 16  # between two entries of a row where ``GAP`` would make the key a row longer: a glyph still parts them


@dataclass(frozen=True)
class Entry:
    """A family (its glyph and colour), a good (its number as on the map) or the wall (``wall``:
    a bar as the map draws it), and its name."""

    name: str
    glyph: str = ""
    colour: Colour = INK
    number: str = ""
    wall: bool = False

    def sign_width(self, sizes: Sizes) -> int:
        """The glyph's, the bar's or the number's width, with the gap before the name."""
        return 2 * sizes.sign + 8 if self.glyph or self.wall else text_width(self.number, sizes.small, True) + 8

    def width(self, sizes: Sizes) -> int:
        return self.sign_width(sizes) + text_width(self.name, sizes.small)


def entries(board: Board, public: PublicView, geometry: MapGeometry, shown: list[Box], words: Words) -> list[Entry]:
    """The families with a camel in a ``shown`` window or a tile in a player's line (board
    order), then the goods whose number is drawn whole in one (by number), then the wall if one
    is in a window. A player's tiles are as small as a camel's glyph (8 px on a phone): unkeyed,
    nobody could tell which families an opponent holds from the picture. Unkeyed, a wall reads
    as a border only, and a camel refused across it as a wrong refusal."""
    in_view = {family for space, there in enumerate(public.spaces) for slot, family in enumerate(there)
               if any(overlaps(geometry.slot_box(space, slot), window) for window in shown)}
    families = sorted(in_view.union(*(player.tiles for player in public.players)))
    goods = sorted(space.good for space, group in zip(board.spaces, space_labels(geometry), strict=True)
                   if space.good is not None and any(whole_in(group, window) for window in shown))
    walled = any(overlaps(wall_box(geometry, pair), window) for pair in board.walls for window in shown)
    return ([Entry(words.family(board, f), board.families[f].glyph, rgb(board.families[f].colour)) for f in families]
            + [Entry(words.good(board, number), number=str(number)) for number in goods]
            + ([Entry(words("wall"), wall=True)] if walled else []))


def wall_box(geometry: MapGeometry, pair: tuple[int, int]) -> Box:
    """The box around the side the two spaces of a wall share (empty if they do not touch)."""
    edge = geometry.shared_edge(*pair)
    if edge is None:
        return (0, 0, 0, 0)
    (x1, y1), (x2, y2) = edge
    return (int(min(x1, x2)), int(min(y1, y2)), int(max(x1, x2)) + 1, int(max(y1, y2)) + 1)


def rows(found: list[Entry], width: int, sizes: Sizes) -> list[list[Entry]]:
    """The entries in rows no wider than ``width``, in order, ``GAP`` apart or ``TIGHT_GAP`` where that saves a row:
    the players' tile families lengthened the key in half of 118 random positions; the tight gap spared a fifth."""
    return min((packed(found, width, sizes, gap) for gap in (GAP, TIGHT_GAP)), key=len)


def packed(found: list[Entry], width: int, sizes: Sizes, gap: int) -> list[list[Entry]]:
    """The entries in rows no wider than ``width``, in order, ``gap`` apart."""
    laid: list[list[Entry]] = [[]]
    used = 0
    for entry in found:
        need = entry.width(sizes) + (gap if laid[-1] else 0)
        if laid[-1] and used + need > width:
            laid.append([])
            used, need = 0, entry.width(sizes)
        laid[-1].append(entry)
        used += need
    return [row for row in laid if row]


def row_gap(row: list[Entry], width: int, sizes: Sizes) -> int:
    """A laid row's gap: ``GAP`` if the row fits ``width`` with it, else the ``TIGHT_GAP`` it was laid with."""
    return GAP if sum(entry.width(sizes) for entry in row) + GAP * (len(row) - 1) <= width else TIGHT_GAP


def draw_key(canvas: Canvas, laid: list[list[Entry]], box: Box, row_height: int, sizes: Sizes) -> None:
    """Each row of ``laid`` in ``box``, ``row_height`` apart: a glyph, the wall's bar or a navy
    number, then the name."""
    left, top, right, _ = box
    for k, row in enumerate(laid):
        middle = top + k * row_height + row_height / 2
        within = (left, int(middle - row_height / 2), right, int(middle + row_height / 2))
        x, gap = left, row_gap(row, right - left, sizes)
        for entry in row:
            if entry.wall:
                bar = (canvas.at(x, middle), canvas.at(x + 2 * sizes.sign, middle))
                canvas.draw.line(bar, fill=WALL, width=max(4, sizes.sign // 2))
            elif entry.glyph:
                canvas.glyph(entry.glyph, (x + sizes.sign, middle), sizes.sign, entry.colour)
            else:
                canvas.text((x, middle), entry.number, sizes.small, MARKER, "lm", True, within)
            canvas.text((x + entry.sign_width(sizes), middle), entry.name, sizes.small, INK, "lm", within=within)
            x += entry.width(sizes) + gap
