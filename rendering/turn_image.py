"""The image on each turn message, made for Discord's inline preview (about 550 px wide
on a desktop, 360-400 px on a phone): a headline, the map around the last turn enlarged,
and one line per player with their public figures.

The image is ``WIDTH`` px wide and shown at about ``SHOWN_WIDTH``: every text is at least
``SIZES.small`` px, so ``SIZES.small * SHOWN_WIDTH / WIDTH`` px on screen (12 px), and every
sign at least ``2 * SIZES.sign`` px (15 px on screen).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PIL import Image

from bot.engine import Board
from rendering.canvas import Canvas
from rendering.encode import encode_png
from rendering.geometry import MapGeometry
from rendering.hexmap import draw_pieces, map_window
from rendering.lastturn import LastTurn
from rendering.panels import Sizes, fit, headline
from rendering.style import BACKGROUND, HEX_EDGE, INK, PANEL, rgb
from rendering.words import Words

WIDTH = 1100
SHOWN_WIDTH = 550
RADIUS = 80               # the map enlarged: labels at 24 px, camels 43 px across
MAP_HEIGHT = 470
MARGIN = 12
SIZES = Sizes(small=24, normal=26, large=28, title=32, sign=15)
ROW = 42                  # one player's line
HEADLINE_LINES = 2        # what the last turn did: a fixed height, so replay frames line up


@lru_cache(maxsize=4)
def turn_geometry(board: Board) -> MapGeometry:
    return MapGeometry(board, RADIUS)


def focus(board: Board, public: dict[str, Any], last_turn: LastTurn | None) -> list[int]:
    """The spaces the last turn is about: the camels placed, else the route of the family
    married into; none (the map's middle) at the start or after a pass."""
    if public["last_placed"]:
        return list(public["last_placed"])
    if last_turn is not None and last_turn.married is not None:
        return [s for s, families in enumerate(public["spaces"]) if last_turn.married in families]
    return []


def render_turn(board: Board, public: dict[str, Any], last_turn: LastTurn | None = None,
                *, words: Words) -> bytes:
    """PNG bytes of the turn image for ``public`` = ``view(state)`` after the last turn."""
    return encode_png(board, draw_turn(board, public, last_turn, words=words).image)


def draw_turn(board: Board, public: dict[str, Any], last_turn: LastTurn | None = None,
              *, words: Words) -> Canvas:
    geometry = turn_geometry(board)
    left, top = geometry.window(focus(board, public, last_turn), WIDTH, MAP_HEIGHT)
    return compose(board, public, last_turn, words, geometry, (left, top, left + WIDTH, top + MAP_HEIGHT))


def compose(board: Board, public: dict[str, Any], last_turn: LastTurn | None, words: Words,
            geometry: MapGeometry, window: tuple[int, int, int, int]) -> Canvas:
    """Headline, the ``window`` of the map with the pieces on it, the players' lines."""
    title, status, *lines = headline(board, public, last_turn, words)
    head = MARGIN + SIZES.title + 8 + HEADLINE_LINES * SIZES.line
    map_w, map_h = window[2] - window[0], window[3] - window[1]
    height = head + map_h + MARGIN + len(public["players"]) * ROW + MARGIN
    canvas = Canvas(Image.new("RGB", (map_w, height), BACKGROUND))
    title_box = canvas.text((MARGIN, MARGIN + SIZES.title), title, SIZES.title, INK, "ls", bold=True)
    room = map_w - title_box[2] - 3 * MARGIN
    canvas.text((title_box[2] + 2 * MARGIN, MARGIN + SIZES.title), fit(status, SIZES.large, room, True),
                SIZES.large, INK, "ls", bold=True)
    for k, line in enumerate(lines[:HEADLINE_LINES]):
        y = MARGIN + SIZES.title + 8 + k * SIZES.line
        canvas.text((MARGIN, y), fit(line, SIZES.normal, map_w - 2 * MARGIN), SIZES.normal, INK)
    on_map = map_window(geometry, window, words)
    draw_pieces(on_map, geometry, public, public["last_placed"])
    canvas.paste(on_map, (0, head))
    canvas.draw.line((0, head, map_w, head), fill=HEX_EDGE, width=2)
    canvas.draw.line((0, head + map_h, map_w, head + map_h), fill=HEX_EDGE, width=2)
    y = head + map_h + MARGIN
    for seat in range(len(public["players"])):
        player_line(canvas, board, public, seat, (MARGIN, y, map_w - MARGIN, y + ROW - 4), words)
        y += ROW
    return canvas


def player_line(canvas: Canvas, board: Board, public: dict[str, Any], seat: int,
                box: tuple[int, int, int, int], words: Words) -> None:
    """Name, points (public points in play, the total at the end), figures, tiles."""
    left, top, right, bottom = box
    player = public["players"][seat]
    waited = any(w["player"] == seat for w in public["waiting"])
    canvas.draw.rectangle(box, fill=PANEL, outline=INK if waited else None, width=3)
    middle = (top + bottom) / 2
    scores = {line["seat"]: line["total"] for line in public["scores"] or []}
    points = scores.get(seat, player["public_points"])
    canvas.text((left + 8, middle), fit(player["name"], SIZES.normal, 230, True), SIZES.normal, INK, "lm", bold=True)
    canvas.text((left + 400, middle), words("points", count=points), SIZES.normal, INK, "rm", bold=True)
    figures = words("figures", money=player["money"], goods=len(player["goods_markers"]),
                    relations=len(player["relationship_markers"]))
    tiles = player["tiles"]
    step = 2 * SIZES.sign + 6
    room = right - left - 420 - len(tiles) * step - 8
    canvas.text((left + 420, middle), fit(figures, SIZES.small, room), SIZES.small, INK, "lm")
    for k, family in enumerate(reversed(tiles)):
        sign = board.families[family]
        canvas.glyph(sign.glyph, (right - 8 - SIZES.sign - k * step, middle), SIZES.sign, rgb(sign.colour))

