"""The board image, drawn from a public view only (R10): the static map once per board,
then per turn the camels, goods still on the map, domains, meetings and players."""

from __future__ import annotations

import io
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from bot.engine import Board
from rendering.glyphs import draw_glyph
from rendering.layout import RADIUS, domain_box, hex_corners, layout, slot_centre, space_centre
from rendering.stamps import put_glyph, put_text
from rendering.style import (
    BACKGROUND,
    BADGE,
    FAINT,
    GOODS_LAND,
    GREEN,
    GREY,
    HEX_EDGE,
    HIGHLIGHT,
    INK,
    LAND,
    PANEL,
    WATER,
    WHITE,
    font,
    palette,
    rgb,
)

CAMEL_R = RADIUS * 0.3
GRID_CELL = 22


@lru_cache(maxsize=4)
def static_board(board: Board) -> Image.Image:
    """Everything that never changes: hexes, labels, seas, start spaces, goods names,
    domain frames with names, glyphs and portions, the meetings grid's frame."""
    box = layout(board)
    image = Image.new("RGB", (box.width, box.height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    for space in board.spaces:
        centre = space_centre(board, space.index)
        ground = WATER if space.kind == "water" else GOODS_LAND if space.good else LAND
        draw.polygon(hex_corners(centre), fill=ground, outline=HEX_EDGE, width=2)
        x, y = centre
        draw.text((x, y - RADIUS * 0.62), space.label, fill=INK if space.kind == "land" else WHITE,
                  font=font(13), anchor="mm")
        if space.good:
            draw.text((x, y + RADIUS * 0.7), board.goods[space.good].name, fill=FAINT, font=font(10), anchor="mm")
        if space.start_of is not None:
            family = board.families[space.start_of]
            draw.polygon(hex_corners(centre, RADIUS - 4), outline=rgb(family.colour), width=5)
    for sea in sorted({s.sea for s in board.spaces if s.sea}):
        spaces = [space_centre(board, s.index) for s in board.spaces if s.sea == sea]
        half = font(12).getlength(sea) / 2
        x = max(box.map_left + half + 4, sum(p[0] for p in spaces) / len(spaces))
        y = sum(p[1] for p in spaces) / len(spaces)
        draw.text((x, y - RADIUS * 0.25), sea, fill=WHITE, font=font(12), anchor="mm")
    for family in board.families:
        left, top, right, bottom = domain_box(board, family.index)
        draw.rounded_rectangle((left, top, right, bottom), radius=8, fill=PANEL, outline=rgb(family.colour), width=4)
        draw_glyph(draw, family.glyph, (left + 24, top + 26), 13, rgb(family.colour))
        draw.text((left + 46, top + 12), family.name, fill=INK, font=font(20))
        start = board.spaces[family.start].label
        draw.text((left + 46, top + 38), f"portion {family.portion} · starts {start}", fill=FAINT, font=font(13))
    _grid_frame(board, draw)
    return image


def _grid_origin(board: Board) -> tuple[int, int]:
    box = layout(board)
    return box.panel_left + 40, box.height - 16 - 10 * GRID_CELL


def _grid_frame(board: Board, draw: ImageDraw.ImageDraw) -> None:
    left, top = _grid_origin(board)
    draw.text((left - 30, top - 44), "Meetings", fill=INK, font=font(16))
    for family in board.families:
        i = family.index
        draw_glyph(draw, family.glyph, (left - 14, top + i * GRID_CELL + GRID_CELL / 2), 7, rgb(family.colour))
        draw_glyph(draw, family.glyph, (left + i * GRID_CELL + GRID_CELL / 2, top - 14), 7, rgb(family.colour))
    for i in range(11):
        draw.line((left, top + i * GRID_CELL, left + 10 * GRID_CELL, top + i * GRID_CELL), fill=HEX_EDGE)
        draw.line((left + i * GRID_CELL, top, left + i * GRID_CELL, top + 10 * GRID_CELL), fill=HEX_EDGE)


def render_board(board: Board, public: dict[str, Any], names: list[str]) -> bytes:
    """PNG bytes of the board as everyone may see it."""
    return encode(board, draw_board(board, public, names))


def draw_board(board: Board, public: dict[str, Any], names: list[str]) -> Image.Image:
    image = static_board(board).copy()
    draw = ImageDraw.Draw(image)
    _goods(board, public, image, draw)
    _camels(board, public, image, draw)
    _domains(board, public, image, draw)
    _meetings(board, public, draw)
    _players(board, public, names, image, draw)
    return image


def encode(board: Board, image: Image.Image) -> bytes:
    """Map to the board's fixed palette, then a fast palette PNG."""
    quantised = image.quantize(palette=palette(board), dither=Image.Dither.NONE)
    out = io.BytesIO()
    quantised.save(out, "PNG", compress_level=1)
    return out.getvalue()


def _goods(board: Board, public: dict[str, Any], image: Image.Image, draw: ImageDraw.ImageDraw) -> None:
    """A numbered badge for each goods marker still on the map."""
    for number in public["goods_on_map"]:
        x, y = space_centre(board, board.goods[number].space)
        draw.ellipse((x - 15, y - 13, x + 15, y + 17), fill=BADGE, outline=INK)
        put_text(image, (x, y + 2), str(number), 15, WHITE, "mm")


def _camels(board: Board, public: dict[str, Any], image: Image.Image, draw: ImageDraw.ImageDraw) -> None:
    for index in public["last_placed"]:
        draw.polygon(hex_corners(space_centre(board, index), RADIUS - 2), outline=HIGHLIGHT, width=6)
    for index, families in enumerate(public["spaces"]):
        for slot, family in enumerate(families):
            glyph = board.families[family]
            put_glyph(image, glyph.glyph, slot_centre(board, index, slot), CAMEL_R, rgb(glyph.colour))


def _domains(board: Board, public: dict[str, Any], image: Image.Image, draw: ImageDraw.ImageDraw) -> None:
    full = board.rules.relationship_markers_per_family
    for family, figures in zip(board.families, public["families"], strict=True):
        left, top, _, bottom = domain_box(board, family.index)
        put_text(image, (left + 12, top + 62), f"treasury {figures['treasury']}", 17, INK)
        put_text(image, (left + 12, top + 86), f"camels {figures['camels_left']}  tiles {figures['tiles_left']}",
                 15, INK)
        for k in range(full):
            x = left + 12 + k * 22
            present = k < figures["markers_left"]
            top_green = k == figures["markers_left"] - 1 and not figures["green_gone"]
            colour = (GREEN if top_green else GREY) if present else PANEL
            draw.rectangle((x, bottom - 26, x + 16, bottom - 10), fill=colour, outline=HEX_EDGE)
        if figures["green_gone"]:
            put_text(image, (left + 130, bottom - 27), "met", 15, GREEN)


def _meetings(board: Board, public: dict[str, Any], draw: ImageDraw.ImageDraw) -> None:
    left, top = _grid_origin(board)
    for a, b in public["met"]:
        for row, col in ((a, b), (b, a)):
            x, y = left + col * GRID_CELL, top + row * GRID_CELL
            draw.rectangle((x + 3, y + 3, x + GRID_CELL - 3, y + GRID_CELL - 3), fill=GREEN)


def _players(board: Board, public: dict[str, Any], names: list[str], image: Image.Image,
             draw: ImageDraw.ImageDraw) -> None:
    x, y = layout(board).panel_left, 20
    put_text(image, (x, y), "Game over" if public["over"] else f"Turn {public['turn']}", 26, INK)
    bag = f" · bag {public['bag_size']}" if public["bag_size"] else ""
    put_text(image, (x, y + 34), f"deck {public['deck_size']} · discard {public['discard_size']}{bag}", 14, FAINT)
    y += 66
    scores = {line["seat"]: line for line in public["scores"] or []}
    for seat, (name, player) in enumerate(zip(names, public["players"], strict=True)):
        active = seat == public["active"] and not public["over"]
        draw.rounded_rectangle((x - 4, y - 4, x + 350, y + 70), radius=6, fill=PANEL,
                               outline=HIGHLIGHT if active else HEX_EDGE, width=3 if active else 1)
        points = f" — {scores[seat]['total']} points" if seat in scores else ""
        put_text(image, (x + 4, y), name[:22] + points, 17, INK)
        put_text(image, (x + 4, y + 24), f"{player['money']} Dirham · goods {len(player['goods_markers'])} · "
                 f"relations {len(player['relationship_markers'])}", 14, INK)
        put_text(image, (x + 4, y + 44), f"hand {player['hand_size']} · sold {len(player['sold'])}", 14, INK)
        for k, family in enumerate(player["tiles"]):
            glyph = board.families[family]
            put_glyph(image, glyph.glyph, (x + 160 + k * 22, y + 54), 8, rgb(glyph.colour))
        y += 82
