"""Images to bytes: every image is mapped to the board's fixed palette first (cheap, and a
palette PNG encodes an order of magnitude faster than an RGB one)."""

from __future__ import annotations

import io

from PIL import Image

from bot.engine import Board
from rendering.style import palette


def to_palette(board: Board, image: Image.Image) -> Image.Image:
    return image.quantize(palette=palette(board), dither=Image.Dither.NONE)


def encode_png(board: Board, image: Image.Image) -> bytes:
    out = io.BytesIO()
    to_palette(board, image).save(out, "PNG", compress_level=1)
    return out.getvalue()
