"""The image of one turning point of a player's review: the position as that seat saw it
before choosing (its own families in colour, the others pale), the move it played ringed 1 and
the Expert's better one ringed 2 (the target image's rings, ``rendering.targets``), a key naming
both after their family's sign, under a title with the turn and the points at stake.

Made to be read on a phone: ``WIDTH`` px wide, every text at least ``SIZES.small``, so 12 px when
shown 400 px wide. The turn image's enlarged map, one window around both moves or, too far apart,
one around each; only a single move wider than the image (rare) is scaled down to fit."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PIL import Image

from bot.engine import Board, Expand, Marry
from bot.engine.view import SeatView
from rendering.canvas import Box, Canvas
from rendering.encode import encode_png
from rendering.geometry import MapGeometry
from rendering.hexmap import piece_boxes
from rendering.panels import wrap
from rendering.style import BACKGROUND, HEX_EDGE, INK, rgb
from rendering.targets import Target, drawn_window
from rendering.turn_image import MARGIN, SIZES, turn_geometry
from rendering.words import Words

WIDTH = 800             # px: SIZES.small (24 px) reads as 12 px at 400 px wide
WINDOW_HEIGHT = 420     # a map window's height, unless its move's hexes need more
TALLEST = 900           # one window around both moves at most; else one around each
PLAYED, BETTER = 1, 2   # the rings' numbers
KEY_SIGN = SIZES.small / 2  # a key line's family sign: its radius, so that two lines' signs stay apart
KEY_INDENT = round(2 * KEY_SIGN) + 12  # a key line starts after its family's sign
TITLE_LINE = SIZES.normal + 10


class TurningPoint(Protocol):
    """What the image shows of a review's turning point (``bot.ai.review.TurningPoint``, which
    rendering may not import: ``docs/architecture.md#layers``)."""

    @property
    def turn(self) -> int: ...
    @property
    def played(self) -> Marry | Expand: ...
    @property
    def better(self) -> Marry | Expand: ...
    @property
    def at_stake(self) -> float: ...


def render_turning_point(board: Board, view: SeatView, point: TurningPoint, *, words: Words) -> bytes:
    """PNG bytes of ``point`` drawn on ``view`` (``position_before`` of its seat and turn)."""
    return encode_png(board, draw_turning_point(board, view, point, words=words).image)


def draw_turning_point(board: Board, view: SeatView, point: TurningPoint, *, words: Words) -> Canvas:
    """The title, the map window(s) with the rings, and the key."""
    targets = [*rings(point.played, PLAYED), *rings(point.better, BETTER)]
    geometry = turn_geometry(board)
    maps = [scaled(drawn_window(geometry, view, targets, window, words))
            for window in map_windows(geometry, point, piece_boxes(geometry, view))]
    title = wrap(words("review_title", turn=point.turn, count=max(1, round(point.at_stake))), WIDTH - 2 * MARGIN,
                 SIZES.normal)
    key = [(move, k, line) for number, move in ((PLAYED, point.played), (BETTER, point.better))
           for k, line in enumerate(wrap(key_line(board, number, move, words), WIDTH - 2 * MARGIN - KEY_INDENT,
                                         SIZES.small))]
    top = MARGIN + len(title) * TITLE_LINE
    below = top + sum(shown.image.height + 2 for shown in maps)
    canvas = Canvas(Image.new("RGB", (WIDTH, below + MARGIN + len(key) * SIZES.line + MARGIN), BACKGROUND))
    for k, line in enumerate(title):
        canvas.text((MARGIN, MARGIN + k * TITLE_LINE), line, SIZES.normal, INK, bold=True,
                    within=(MARGIN, 0, WIDTH - MARGIN, top))
    y = top
    for shown in maps:
        canvas.paste(shown, ((WIDTH - shown.image.width) // 2, y))
        y += shown.image.height
        canvas.draw.line((0, y, WIDTH, y), fill=HEX_EDGE, width=2)
        y += 2
    for row, (move, k, line) in enumerate(key):
        y = below + MARGIN + row * SIZES.line
        if not k:
            family = board.families[move.family]
            canvas.glyph(family.glyph, (MARGIN + KEY_SIGN, y + SIZES.small / 2 + 2), KEY_SIGN, rgb(family.colour))
        canvas.text((MARGIN + KEY_INDENT, y), line, SIZES.small, INK,
                    within=(MARGIN, below, WIDTH - MARGIN, canvas.image.height))
    return canvas


def rings(move: Marry | Expand, number: int) -> list[Target]:
    """A ring numbered ``number`` where each camel of an expansion would stand; none for a marriage (its family's
    start is outlined already, and the key shows the family's sign)."""
    return [Target(space, number) for space in move.spaces] if isinstance(move, Expand) else []


def where(board: Board, move: Marry | Expand) -> list[int]:
    """The spaces a window shows for a move: an expansion's, a marriage's family's start."""
    return list(move.spaces) if isinstance(move, Expand) else [board.families[move.family].start]


def map_windows(geometry: MapGeometry, point: TurningPoint, pieces: Sequence[Box] = ()) -> list[Box]:
    """One window around both moves' spaces if it is no taller than ``TALLEST``, else one
    around each move (a window as wide as its spaces need: ``scaled`` fits it to the image);
    each placed where its edges cut the fewest ``pieces``."""
    played, better = where(geometry.board, point.played), where(geometry.board, point.better)
    one = window_around(geometry, [*played, *better], pieces)
    if one[3] - one[1] <= TALLEST and one[2] - one[0] <= WIDTH:
        return [one]
    return [window_around(geometry, played, pieces), window_around(geometry, better, pieces)]


def window_around(geometry: MapGeometry, spaces: list[int], pieces: Sequence[Box] = ()) -> Box:
    """The ``WIDTH`` wide window around ``spaces``, taller (up to the map) if they need it,
    wider only if they do not fit across; placed where its edges cut the fewest ``pieces``."""
    boxes = [geometry.hex_box(s) for s in spaces]
    width = max(WIDTH, max(b[2] for b in boxes) - min(b[0] for b in boxes))
    height = max(WINDOW_HEIGHT, max(b[3] for b in boxes) - min(b[1] for b in boxes))
    return geometry.window(spaces, min(width, geometry.width), min(height, geometry.height), pieces)


def scaled(canvas: Canvas) -> Canvas:
    """The window no wider than the image (its texts scaled with it)."""
    if canvas.image.width <= WIDTH:
        return canvas
    return Canvas(canvas.image.resize((WIDTH, round(canvas.image.height * WIDTH / canvas.image.width)),
                                      Image.Resampling.LANCZOS))


def key_line(board: Board, number: int, move: Marry | Expand, words: Words) -> str:
    """``(1) You played: camels of the Sogdians on E7 and F3``, ``(2) The Expert: marry into the Levant (6 Dirham)``."""
    who = words("review_you") if number == PLAYED else words("review_expert")
    if isinstance(move, Marry):
        said = words("review_marry", family=words.family(board, move.family),
                     portion=board.families[move.family].portion)
    else:
        said = words("review_expand", count=len(move.spaces), family=words.family(board, move.family),
                     spaces=words.join([board.spaces[s].label for s in move.spaces]))
    return words("review_key", number=number, who=who, move=said)
