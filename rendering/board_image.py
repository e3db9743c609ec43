"""The full board (``/board``, the button under a turn message, the final board): every
space, piece, domain, meeting and player, readable when shown 1,100 px wide."""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from PIL import Image

from bot.engine import Board
from bot.engine.view import PublicView
from rendering.canvas import Canvas
from rendering.encode import encode_png
from rendering.geometry import MapGeometry
from rendering.hexmap import draw_pieces, map_window
from rendering.lastturn import LastTurn
from rendering.panels import (
    Sizes,
    card_height,
    draw_domain,
    draw_meetings,
    draw_player_card,
    drawn_names,
    fit_line,
    headline,
    meetings_size,
)
from rendering.style import BACKGROUND, INK
from rendering.words import Words

RADIUS = 60              # hex corner radius on the full board
MARGIN = 16
BAND = 200               # height of the family domains above and below the map
CELL = 30                # a cell of the meetings half grid
CARD_GAP = 12
COLUMNS = 3              # players' cards per row
SIZES = Sizes(small=16, normal=19, large=22, title=30, sign=11)
SHOWN_WIDTH = 1100       # the width the full board must be readable at
HEADER = MARGIN + SIZES.title + 3 * SIZES.line + 8  # the title and deck, then 3 lines: who is awaited, the last turn


@lru_cache(maxsize=4)
def geometry(board: Board) -> MapGeometry:
    return MapGeometry(board, RADIUS)


def domain_box(board: Board, family: int) -> tuple[int, int, int, int]:
    """The family's domain: along the top edge for northern starts, the bottom for southern."""
    space = geometry(board)
    north = board.spaces[board.families[family].start].row <= board.rows // 2
    row = sorted((f for f in board.families if (board.spaces[f.start].row <= board.rows // 2) == north),
                 key=lambda f: board.spaces[f.start].column)
    position = [f.index for f in row].index(family)
    width = space.width // len(row)
    left = MARGIN + position * width
    top = HEADER + (0 if north else BAND + space.height)
    return left + 3, top + 4, left + width - 3, top + BAND - 8


def map_origin(board: Board) -> tuple[int, int]:
    return MARGIN, HEADER + BAND


def _panel_top(board: Board) -> int:
    return map_origin(board)[1] + geometry(board).height + BAND + MARGIN


def _cards_width(board: Board) -> int:
    return geometry(board).width - meetings_size(board, CELL, SIZES)[0] - 2 * CARD_GAP


def meetings_at(board: Board) -> tuple[int, int]:
    """Where the meetings half grid is drawn: right of the players' cards."""
    return MARGIN + _cards_width(board) + 2 * CARD_GAP, _panel_top(board)


def space_centres(board: Board) -> tuple[tuple[int, int], ...]:
    """Each space's hex centre on the full board image, by space index: where a page that
    shows the image finds the space a reader points at (within ``RADIUS`` of it)."""
    left, top = map_origin(board)
    centres = (geometry(board).centre(index) for index in range(len(board.spaces)))
    return tuple((round(left + x), round(top + y)) for x, y in centres)


def render_board(board: Board, public: PublicView, names: list[str] | None = None,
                 last_turn: LastTurn | None = None, *, words: Words, after: int | None = None) -> bytes:
    """PNG bytes of the full board as everyone may see it (``public`` = ``view(state)``);
    ``names`` (by seat) replace the view's player names if given; ``after``: titled as the
    position after that turn (``/board turn:N``) rather than by the turn to play."""
    if names is not None:
        public = replace(public, players=tuple(replace(p, name=n) for p, n in zip(public.players, names, strict=True)))
    return encode_png(board, draw_board(board, public, last_turn, words=words, after=after).image)


def draw_board(board: Board, public: PublicView, last_turn: LastTurn | None = None,
               *, words: Words, after: int | None = None) -> Canvas:
    """The full board on a canvas that records every text and piece drawn."""
    space = geometry(board)
    width = space.width + 2 * MARGIN
    panel_top = _panel_top(board)
    columns = card_columns(board, public, words)
    card_w = (_cards_width(board) - (columns - 1) * CARD_GAP) // columns
    rows = -(-len(public.players) // columns)
    beside = meetings_size(board, CELL, SIZES)[1]  # the cards' rows reach the grid's foot, at least
    card_h = max(card_height(public, board, card_w, SIZES, words), beside // rows - CARD_GAP)
    height = panel_top + max(rows * (card_h + CARD_GAP), beside) + MARGIN
    canvas = Canvas(Image.new("RGB", (width, height), BACKGROUND))
    _header(canvas, board, public, last_turn, words, after)
    on_map = map_window(space, (0, 0, space.width, space.height), words, public.spaces)
    draw_pieces(on_map, space, public, public.last_placed)
    canvas.paste(on_map, map_origin(board))
    for family in board.families:
        draw_domain(canvas, board, public, family.index, domain_box(board, family.index), last_turn, SIZES, words)
    for seat in range(len(public.players)):
        x = MARGIN + (seat % columns) * (card_w + CARD_GAP)
        y = panel_top + (seat // columns) * (card_h + CARD_GAP)
        draw_player_card(canvas, board, public, seat, (x, y, x + card_w, y + card_h), SIZES, words)
    draw_meetings(canvas, board, public, last_turn, meetings_at(board), CELL, SIZES, words)
    return canvas


def card_columns(board: Board, public: PublicView, words: Words) -> int:
    """How many players' cards a row holds: as few as fill the height of the meetings grid
    beside them, so that in play (short cards) they stack down its side instead of leaving a
    band of empty space under one row (and the rows grow to its foot); at the end (cards with
    the hands shown) ``COLUMNS``."""
    card_w = (_cards_width(board) - (COLUMNS - 1) * CARD_GAP) // COLUMNS
    card_h = card_height(public, board, card_w, SIZES, words)
    fit = max(1, (meetings_size(board, CELL, SIZES)[1] + CARD_GAP) // (card_h + CARD_GAP))
    return min(COLUMNS, -(-len(public.players) // fit))


def _header(canvas: Canvas, board: Board, public: PublicView, last_turn: LastTurn | None,
            words: Words, after: int | None) -> None:
    """Title and deck on the first line; below, who is awaited or who won on the left and
    what the last turn did on the right."""
    title, status, *lines = headline(board, public, last_turn, words, after)
    right, bottom = canvas.image.width - MARGIN, HEADER
    deck = words("deck_bag" if public.bag_size else "deck", deck=public.deck_size,
                 discard=public.discard_size, bag=public.bag_size)
    deck_box = canvas.text((right, MARGIN + SIZES.title // 2), deck, SIZES.normal, INK, "rm",
                           within=(MARGIN, 0, right, bottom))
    canvas.text((MARGIN, MARGIN), title, SIZES.title, INK, bold=True, within=(MARGIN, 0, deck_box[0] - MARGIN, bottom))
    y = MARGIN + SIZES.title + 10
    middle = canvas.image.width // 2 if lines else right  # no last turn beside it: the status has the width
    names = drawn_names(public, words)
    canvas.text((MARGIN, y), fit_line(status, names, SIZES.large, middle - 2 * MARGIN, True), SIZES.large, INK,
                bold=True, within=(MARGIN, 0, middle - MARGIN, bottom))
    for k, line in enumerate(lines):
        canvas.text((middle, y + k * SIZES.line), fit_line(line, names, SIZES.normal, right - middle), SIZES.normal,
                    INK, within=(middle, 0, right, bottom))
