"""The font shipped in ``data/fonts`` (DejaVu Sans, open licence): the same glyphs on every
machine, and every letter English and German need (umlauts, ß, the em dash). It has no
Chinese, Japanese or Korean and no emoji, which Discord names often hold: ``drawable`` leaves
out what it would draw as empty boxes."""

from __future__ import annotations

import io
import unicodedata
from functools import lru_cache

from PIL import ImageFont

from bot.engine.datafiles import data_file

REGULAR = data_file("fonts", "DejaVuSans.ttf")
BOLD = data_file("fonts", "DejaVuSans-Bold.ttf")


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """The font at a size, from the file's bytes: a shipped resource need not be a file on disk."""
    return ImageFont.truetype(io.BytesIO((BOLD if bold else REGULAR).read_bytes()), size)


NOT_IN_FONT = "\ue000"  # a private-use character: drawn as the font's "missing" box


@lru_cache(maxsize=4096)
def has_glyph(char: str) -> bool:
    """Whether both weights draw ``char`` as itself, not as the box of a missing glyph."""
    return all(_stamp(char, bold) != _stamp(NOT_IN_FONT, bold) for bold in (False, True))


def _stamp(char: str, bold: bool) -> tuple[tuple[int, int], bytes]:
    mask = font(20, bold).getmask(char)
    return mask.size, bytes(mask)


def drawable(text: str) -> str:
    """``text`` without the font's missing characters, spaces closed up: "🐉 Ann" is "Ann", "李小龍" nothing. The
    invisible characters that shape an emoji go with it: "Dee 🏜️ Desert" kept its variation selector, drawn as
    nothing between two spaces."""
    return " ".join("".join(c for c in text if c.isspace() or (has_glyph(c) and not shaping(c))).split())


def shaping(char: str) -> bool:
    """A character of no ink of its own that shapes its neighbours: a joiner or another format character, or a
    variation selector (an emoji's presentation)."""
    return unicodedata.category(char) == "Cf" or "\ufe00" <= char <= "\ufe0f" or "\U000e0100" <= char <= "\U000e01ef"
