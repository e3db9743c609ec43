"""The font shipped in ``data/fonts`` (DejaVu Sans, open licence): the same glyphs on every
machine, and every letter English and German need (umlauts, ß, the em dash)."""

from __future__ import annotations

import io
from functools import lru_cache

from PIL import ImageFont

from bot.engine.datafiles import data_file

REGULAR = data_file("fonts", "DejaVuSans.ttf")
BOLD = data_file("fonts", "DejaVuSans-Bold.ttf")


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """The font at a size, from the file's bytes: a shipped resource need not be a file on disk."""
    return ImageFont.truetype(io.BytesIO((BOLD if bold else REGULAR).read_bytes()), size)
