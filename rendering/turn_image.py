"""The image on each turn message, made for Discord's inline preview (about 550 px wide on a
desktop, 360-400 px on a phone): a headline, the map around the last turn enlarged (a window
around each group of camels far apart), a key to the families and goods it shows, and a line
per player. A text the window's edge would cut is left out, never shown in part. ``WIDTH`` px
shown at ``SHOWN_WIDTH``: texts of ``SIZES.small`` read as 12 px, signs of ``2 * SIZES.sign`` as 15.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import lru_cache

from PIL import Image

from bot.engine import Board
from bot.engine.view import PublicView
from rendering.canvas import Box, Canvas, drawn_width, overlaps
from rendering.encode import encode_png
from rendering.geometry import MapGeometry
from rendering.hexmap import draw_pieces, map_window, piece_boxes
from rendering.lastturn import LastTurn
from rendering.legend import draw_key, entries, rows
from rendering.panels import (
    Sizes,
    draw_tiles,
    drawn_name,
    drawn_names,
    figures_of,
    fit,
    fit_line,
    fit_name,
    headline,
    outlined,
    points_of,
)
from rendering.style import BACKGROUND, HEX_EDGE, INK, PANEL
from rendering.words import Words

WIDTH = 1100
SHOWN_WIDTH = 550
RADIUS = 80               # the map enlarged: labels at 24 px, camels 43 px across
MAP_HEIGHT = 470
MARGIN = 12
SIZES = Sizes(small=24, normal=26, large=28, title=32, sign=15)
ROW = 42                  # one player's line
FIGURES_AT = 420         # where a player's figures begin on their one line, after the name and points
TILE_GAP = 6             # between a player's family tiles
ROOMY_ROW = 2 * ROW - 6   # one player's two lines (``roomy``): the name and points, then the figures and tiles
KEY_ROW = 38              # one row of the key to the map: two signs one above the other stay apart
POINTS_END = 400          # where a player's points end on its line; the name has the room before them
POINTS_GAP = 12           # between a name and its points
HEADLINE_LINES = 2        # what the last turn did: a fixed height, so replay frames line up
CHAIN_LINES = 5           # a chain of turns, a line each: the newest five (the message's text names them all)
SPLIT_MOST = 2            # side by side windows at most: each at least 550 px, a hex and its neighbours
GRID_MOST = 4             # half-wide windows at most, two to a row: the camels of a chain of turns far apart
HALVES = ("west", "east")  # the map's halves that /board half: shows
NUMBER_AT = ((-0.75, -0.433), (-0.75, 0.433), (0.75, -0.433), (0.75, 0.433))  # a chain's caption
# number on a space: the middle of one of its outline's slanted edges (in radii), the first clear


@lru_cache(maxsize=4)
def turn_geometry(board: Board) -> MapGeometry:
    return MapGeometry(board, RADIUS)


def focus(board: Board, public: PublicView, last_turn: LastTurn | None, earlier: Sequence[LastTurn] = ()) -> list[int]:
    """The spaces the last turn is about, and the ``earlier`` turns of a chain the message
    covers: the camels placed, else the route of the family married last; none (the map's
    middle) at the start or after a pass."""
    if placed := marked(public, earlier):
        return placed
    married = [turn.married for turn in (*earlier, last_turn) if turn is not None and turn.married is not None]
    if married:
        return [s for s, families in enumerate(public.spaces) if married[-1] in families]
    return []


def marked(public: PublicView, earlier: Sequence[LastTurn] = ()) -> list[int]:
    """The spaces outlined as the last turns': each camel of the chain's turns, once."""
    return list(dict.fromkeys([*(s for turn in earlier for s in turn.placed), *public.last_placed]))


def render_turn(board: Board, public: PublicView, last_turn: LastTurn | None = None,
                *, words: Words, earlier: Sequence[LastTurn] = ()) -> bytes:
    """PNG of the turn image for ``public`` after the last turn, and the ``earlier`` turns of a computer chain."""
    return encode_png(board, draw_turn(board, public, last_turn, words=words, earlier=earlier).image)


def draw_turn(board: Board, public: PublicView, last_turn: LastTurn | None = None,
              *, words: Words, earlier: Sequence[LastTurn] = ()) -> Canvas:
    geometry = turn_geometry(board)
    shown = windows_for(geometry, public, last_turn, earlier)
    return compose(board, public, last_turn, words, geometry, shown, earlier=earlier)


def windows_for(geometry: MapGeometry, public: PublicView, last_turn: LastTurn | None,
                earlier: Sequence[LastTurn] = ()) -> list[Box]:
    """The windows of the turn image: around the camels the turns placed, or one around the
    route of the family married last (its middle, if it is longer than a window)."""
    pieces = piece_boxes(geometry, public)
    if placed := marked(public, earlier):
        return windows(geometry, placed, marked(public), pieces)
    return [geometry.window(focus(geometry.board, public, last_turn, earlier), WIDTH, MAP_HEIGHT, pieces)]


def windows(geometry: MapGeometry, spaces: list[int], first: Sequence[int] = (),
            pieces: Sequence[Box] = ()) -> list[Box]:
    """The parts of the enlarged map shown, left to right and in rows as wide as the image:
    one window holding every hex of ``spaces``; if none can (two camels far apart, R5.2, or the
    moves of a chain), one window around each group of hexes a smaller window holds, the
    image no taller than it must be: two half as wide side by side, else two as wide one
    above the other, else up to ``GRID_MOST`` half as wide in rows of two (one alone on the
    last row as wide as the image). Past that, the windows around ``first`` (the last turn's
    camels), else one around the middle. Each placed where its edges cut the fewest ``pieces``."""
    whole = geometry.window(spaces, WIDTH, MAP_HEIGHT, pieces)
    if geometry.holds(whole, spaces):
        return [whole]
    for width, most in ((WIDTH // SPLIT_MOST, SPLIT_MOST), (WIDTH, SPLIT_MOST), (WIDTH // SPLIT_MOST, GRID_MOST)):
        if len(groups := grouped(geometry, spaces, width)) <= most:
            alone = len(groups) - len(groups) % (WIDTH // width)  # the group alone on the last row
            return [geometry.window(group, WIDTH if k >= alone else width, MAP_HEIGHT, pieces)
                    for k, group in enumerate(groups)]
    if first and set(first) != set(spaces):
        return windows(geometry, list(first), pieces=pieces)
    return [whole]


def grouped(geometry: MapGeometry, spaces: list[int], width: int) -> list[list[int]]:
    """``spaces`` from west to east in groups whose hexes a window ``width`` wide holds whole."""
    groups: list[list[int]] = []
    for space in sorted(spaces, key=lambda s: geometry.centre(s)):
        joined = next((g for g in groups if geometry.holds(geometry.window([*g, space], width, MAP_HEIGHT),
                                                            [*g, space])), None)
        if joined is None:
            groups.append(joined := [])
        joined.append(space)
    return groups


def in_rows(shown: list[Box]) -> list[list[Box]]:
    """The windows in rows, each as many as fit side by side in the widest window's width."""
    room = max(WIDTH, *(w[2] - w[0] for w in shown))
    grid: list[list[Box]] = [[]]
    for window in shown:
        if grid[-1] and sum(w[2] - w[0] for w in grid[-1]) + window[2] - window[0] > room:
            grid.append([])
        grid[-1].append(window)
    return grid


def render_half(board: Board, public: PublicView, last_turn: LastTurn | None = None, *, words: Words,
                half: str, after: int | None = None) -> bytes:
    """PNG bytes of ``/board half:``, the full board's form for a phone: the map's western
    or eastern ``half`` (``HALVES``) at the turn image's scale, with its key and the players'
    lines; ``after`` titles it as the position after that turn."""
    geometry = turn_geometry(board)
    canvas = compose(board, public, last_turn, words, geometry, [half_window(geometry, half)], after=after)
    return encode_png(board, canvas.image)


def half_of(board: Board, space: int) -> str:
    """The half of the map (``HALVES``) a space is drawn in: west, the first half of its
    columns, or east, the rest."""
    middle = max(s.column for s in board.spaces) // 2
    return HALVES[0] if board.spaces[space].column <= middle else HALVES[1]


def half_window(geometry: MapGeometry, half: str) -> Box:
    """The whole map's height, and the width of the hexes of one half of its columns (west:
    the first half, east: the rest), each whole: two images show every space."""
    boxes = [geometry.hex_box(space.index) for space in geometry.board.spaces
             if half_of(geometry.board, space.index) == half]
    return min(b[0] for b in boxes), 0, max(b[2] for b in boxes), geometry.height


def compose(board: Board, public: PublicView, last_turn: LastTurn | None, words: Words,
            geometry: MapGeometry, shown: list[Box], *, keyed: bool = True, after: int | None = None,
            earlier: Sequence[LastTurn] = (), roomy: bool = False) -> Canvas:
    """Headline (titled by ``after`` if given, a line per turn of a chain), the ``shown`` windows
    in rows with the pieces and the chain's camels outlined, the key if ``keyed``, the players'
    lines. ``roomy`` (the replay, whose frames must not cut a name): two lines per player, and a
    status too long to stand beside the title (the winners' names) under it; two lines per player
    too where one's figures would not fit on one (``figures_fit``)."""
    title, status, *lines = headline(board, public, last_turn, words, after, earlier[-(CHAIN_LINES - 1):])
    grid = in_rows(shown)
    map_w = max(sum(w[2] - w[0] for w in row) for row in grid)
    if roomy and drawn_width(title, SIZES.title, True) + drawn_width(status, SIZES.large, True) + 3 * MARGIN > map_w:
        status, lines = "", [status, *lines]  # the winners' whole names under the title, not cut beside it
    told = max(HEADLINE_LINES, len(lines))
    head = MARGIN + SIZES.title + 8 + told * SIZES.line
    map_h = sum(max(w[3] - w[1] for w in row) for row in grid)
    laid = rows(entries(board, public, geometry, shown, words), map_w - 2 * MARGIN, SIZES) if keyed else []
    key_h = len(laid) * KEY_ROW + (MARGIN if laid else 0)
    two_lines = roomy or not all(figures_fit(public, seat, words, map_w) for seat in range(len(public.players)))
    row = ROOMY_ROW if two_lines else ROW
    height = head + map_h + key_h + MARGIN + len(public.players) * row + MARGIN
    canvas = Canvas(Image.new("RGB", (map_w, height), BACKGROUND))
    title_box = canvas.text((MARGIN, MARGIN + SIZES.title), title, SIZES.title, INK, "ls", bold=True,
                            within=(MARGIN, 0, map_w - MARGIN, head))
    room = map_w - title_box[2] - 3 * MARGIN
    names = drawn_names(public, words)
    canvas.text((title_box[2] + 2 * MARGIN, MARGIN + SIZES.title), fit_line(status, names, SIZES.large, room, True),
                SIZES.large, INK, "ls", bold=True, within=(title_box[2] + MARGIN, 0, map_w - MARGIN, head))
    for k, line in enumerate(lines):
        y = MARGIN + SIZES.title + 8 + k * SIZES.line
        canvas.text((MARGIN, y), fit_line(line, names, SIZES.normal, map_w - 2 * MARGIN), SIZES.normal, INK,
                    within=(MARGIN, 0, map_w - MARGIN, head))
    draw_windows(canvas, geometry, grid, head, words, public, marked(public, earlier))
    if earlier and last_turn:
        draw_numbers(canvas, geometry, grid, head, [*earlier[-(CHAIN_LINES - 1):], last_turn])
    canvas.draw.line((0, head, map_w, head), fill=HEX_EDGE, width=2)
    canvas.draw.line((0, head + map_h, map_w, head + map_h), fill=HEX_EDGE, width=2)
    draw_key(canvas, laid, (MARGIN, head + map_h + MARGIN, map_w - MARGIN, head + map_h + key_h), KEY_ROW, SIZES)
    y = head + map_h + key_h + MARGIN
    for seat in range(len(public.players)):
        player_line(canvas, board, public, seat, (MARGIN, y, map_w - MARGIN, y + row - 4), words, two_lines)
        y += row
    return canvas


def placed_windows(grid: list[list[Box]], head: int) -> Iterator[tuple[Box, int, int]]:
    """Each window of the map's rows below ``head`` with where it is drawn (its left, its top)."""
    y = head
    for row in grid:
        x = 0
        for window in row:
            yield window, x, y
            x += window[2] - window[0]
        y += max(w[3] - w[1] for w in row)


def draw_windows(canvas: Canvas, geometry: MapGeometry, grid: list[list[Box]], head: int, words: Words,
                 public: PublicView, outlined: list[int]) -> None:
    """The windows of the map in their rows below ``head``, with the pieces and the
    ``outlined`` spaces on them, a line between neighbours."""
    y = head
    for row in grid:
        x, height = 0, max(w[3] - w[1] for w in row)
        for window in row:
            on_map = map_window(geometry, window, words, public.spaces)
            draw_pieces(on_map, geometry, public, outlined)
            canvas.paste(on_map, (x, y))
            if x:
                canvas.draw.line((x, y, x, y + height), fill=HEX_EDGE, width=4)
            x += window[2] - window[0]
        if y > head:
            canvas.draw.line((0, y, x, y), fill=HEX_EDGE, width=4)
        y += height


def draw_numbers(canvas: Canvas, geometry: MapGeometry, grid: list[list[Box]], head: int,
                 turns: Sequence[LastTurn]) -> None:
    """Each space a chain's turn placed a camel on carries that turn's caption number ("1", "1,3"),
    on its outline's first clear slanted edge: a reader of several windows sees which move each shows."""
    numbers: dict[int, list[str]] = {}
    for k, turn in enumerate(turns, 1):
        for space in turn.placed:
            numbers.setdefault(space, []).append(str(k))
    for window, x, y in placed_windows(grid, head):
        for space, said in numbers.items():
            if geometry.holds(window, [space]):
                cx, cy = geometry.centre(space)
                spots = [(x + cx - window[0] + geometry.radius * dx, y + cy - window[1] + geometry.radius * dy)
                         for dx, dy in NUMBER_AT]
                text = ",".join(said)
                number_badge(canvas, next((at for at in spots if clear(canvas, badge_box(at, text))), spots[0]), text)


def clear(canvas: Canvas, box: Box) -> bool:
    """Whether nothing drawn and recorded (a camel, a marker, a text) lies under ``box``."""
    return not any(overlaps(item.box, box) for item in canvas.items)


def badge_box(at: tuple[float, float], said: str) -> Box:
    half_w = drawn_width(said, SIZES.small, True) / 2 + 7
    half_h = SIZES.small / 2 + 3
    return round(at[0] - half_w), round(at[1] - half_h), round(at[0] + half_w), round(at[1] + half_h)


def number_badge(canvas: Canvas, at: tuple[float, float], said: str) -> None:
    """A caption line's number in a dark rounded box centred on ``at``."""
    box = badge_box(at, said)
    canvas.draw.rounded_rectangle(box, radius=(box[3] - box[1]) // 2, fill=INK, outline=PANEL, width=2)
    canvas.text(at, said, SIZES.small, PANEL, "mm", bold=True, within=box)


def figures_fit(public: PublicView, seat: int, words: Words, width: int) -> bool:
    """Whether the seat's figures fit on its one line, between the name and its tiles (German's
    "Verbindungen" beside five tiles did not): if one does not, every player gets two lines."""
    player = public.players[seat]
    tiles = len(player.tiles) * (2 * SIZES.sign + TILE_GAP)
    return drawn_width(figures_of(player, words), SIZES.small) <= width - 2 * MARGIN - 8 - tiles - FIGURES_AT


def player_line(canvas: Canvas, board: Board, public: PublicView, seat: int,
                box: tuple[int, int, int, int], words: Words, roomy: bool = False) -> None:
    """Name, points, figures, tiles; ``roomy`` (the replay) on two lines, the name and the figures
    each with the whole width: on one, the figures beside many tiles were cut short, and a
    computer's name ("Computer 1 (casual)") takes its short form ("C1 · casual", ``fit_name``)."""
    left, top, right, bottom = box
    player = public.players[seat]
    canvas.draw.rectangle(box, fill=PANEL, outline=INK if outlined(public, seat) else None, width=3)
    if roomy:
        name_y, figures_y = top + (bottom - top) / 4, top + 3 * (bottom - top) / 4
        points_end, figures_x, gap = right - 8, left + 8, POINTS_GAP
    else:
        name_y = figures_y = (top + bottom) / 2
        points_end, figures_x, gap = left + POINTS_END, left + FIGURES_AT, 0
    points = points_of(public, seat, words)
    points_start = points_end - drawn_width(points, SIZES.normal, True)  # the figure whole, in any language
    name_room = points_start - POINTS_GAP - (left + 8)
    canvas.text((left + 8, name_y), fit_name(drawn_name(public, seat, words), SIZES.normal, name_room, words),
                SIZES.normal, INK, "lm", bold=True, within=(left, top, left + 8 + name_room, bottom))
    canvas.text((points_end, name_y), points, SIZES.normal, INK, "rm", bold=True,
                within=(points_start, top, points_end, bottom))
    room = draw_tiles(canvas, board, player.tiles, right - 8, figures_y, SIZES, TILE_GAP) - gap - figures_x
    canvas.text((figures_x, figures_y), fit(figures_of(player, words), SIZES.small, room), SIZES.small, INK, "lm",
                within=(figures_x, top, figures_x + room, bottom))
