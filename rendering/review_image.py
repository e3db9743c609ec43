"""The image of one turning point of a player's review: the position as that seat saw it
before choosing (its own families in colour, the others pale), the spaces of the move it
played ringed with 1 and those of the Expert's better move ringed with 2 (the targets' rings
of ``rendering.targets``), and a key naming both moves and the points at stake.

Made to be read on a phone: the image is ``WIDTH`` px wide and every text at least
``SIZES.small`` px, so 12 px when shown 400 px wide; a map window wider than ``WIDTH`` (two
moves far apart) is scaled down to it, the key is not."""

from __future__ import annotations

from typing import Protocol

from PIL import Image

from bot.engine import Board, Expand, Marry
from bot.engine.view import SeatView
from rendering.canvas import Canvas
from rendering.encode import encode_png
from rendering.hexmap import draw_pieces, map_window
from rendering.panels import wrap
from rendering.style import BACKGROUND, HEX_EDGE, INK, TARGET
from rendering.targets import RING_SCALE, Target, _with_targets, ring_centres, target_window
from rendering.turn_image import MARGIN, SIZES, turn_geometry
from rendering.words import Words

WIDTH = 800  # px: SIZES.small (24 px) reads as 12 px at 400 px wide
PLAYED, BETTER = 1, 2  # the rings' numbers


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
    """The title, the map around both moves' spaces with their rings, and the key."""
    targets = [*rings(point.played, PLAYED), *rings(point.better, BETTER)]
    geometry = turn_geometry(board)
    window = target_window(board, targets)
    on_map = map_window(geometry, window, words, _with_targets(view.spaces, targets))
    own = set(view.players[view.you].tiles)
    draw_pieces(on_map, geometry, view, faded=frozenset(range(len(board.families))) - own)
    for target, centre in zip(targets, ring_centres(geometry, view, targets), strict=True):
        on_map.mark(centre, geometry.camel_radius * RING_SCALE, TARGET, INK, 4, str(target.number), SIZES.small, INK)
    shown = scaled(on_map.image)
    title = wrap(words("review_title", turn=point.turn, count=max(1, round(point.at_stake))), WIDTH - 2 * MARGIN,
                 SIZES.normal)
    key = [line for number, move in ((PLAYED, point.played), (BETTER, point.better))
           for line in wrap(key_line(board, number, move, words), WIDTH - 2 * MARGIN, SIZES.small)]
    top = MARGIN + len(title) * (SIZES.normal + 8)
    height = top + shown.height + MARGIN + len(key) * SIZES.line + MARGIN
    canvas = Canvas(Image.new("RGB", (WIDTH, height), BACKGROUND))
    for k, line in enumerate(title):
        canvas.text((MARGIN, MARGIN + k * (SIZES.normal + 8)), line, SIZES.normal, INK, bold=True)
    canvas.image.paste(shown, ((WIDTH - shown.width) // 2, top))
    canvas.draw.line((0, top + shown.height, WIDTH, top + shown.height), fill=HEX_EDGE, width=2)
    for k, line in enumerate(key):
        canvas.text((MARGIN, top + shown.height + MARGIN + k * SIZES.line), line, SIZES.small, INK)
    return canvas


def rings(move: Marry | Expand, number: int) -> list[Target]:
    """A ring numbered ``number`` on each space of an expansion (none for a marriage)."""
    return [Target(space, number) for space in move.spaces] if isinstance(move, Expand) else []


def scaled(image: Image.Image) -> Image.Image:
    """The map no wider than the image."""
    if image.width <= WIDTH:
        return image
    return image.resize((WIDTH, round(image.height * WIDTH / image.width)), Image.Resampling.LANCZOS)


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
