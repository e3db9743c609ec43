"""The words drawn on images, from the message catalogues (the same as every other text,
``bot.words.i18n``): whole templates under ``image.<key>`` with named placeholders and the
language's plural forms, family, goods and sea names included. Lists of names are joined by
the catalogue's own templates: no sentence is built by gluing fragments. ``rendering`` only
knows the interface (``rendering.words.Words``); this is where it is met."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from bot.engine import Board
from bot.words.i18n import DEFAULT, Msg, family, good
from bot.words.level_names import computer_seat, short_level_name
from bot.words.names import NamedText, without_controls


class DrawnText(NamedText):
    """Names as an image draws them: without direction controls (with raqm, Pillow's layout
    honours them, and "Eve" with an override drew "57 points" as "stniop 75"), and not isolated:
    without raqm, Pillow draws U+2068 as a missing glyph's box."""

    def name(self, typed: str) -> str:
        return without_controls(typed)


@lru_cache(maxsize=8)
def drawn_text(language: str) -> DrawnText:
    return DrawnText(language)


@dataclass(frozen=True)
class CatalogueWords:
    """The image words of one language; call it with a key and values (``count`` picks the
    plural form)."""

    language: str = DEFAULT

    def __call__(self, key: str, count: int | None = None, **values: object) -> str:
        if count is not None:
            values["count"] = count
        return drawn_text(self.language)(f"image.{key}", **values)

    def join(self, items: list[str]) -> str:
        """``A``, ``A and B``, ``A, B and C``: by the catalogue's own list templates."""
        return drawn_text(self.language).join(items)

    def family(self, board: Board, index: int) -> str:
        return drawn_text(self.language)(family(board, index))

    def good(self, board: Board, number: int) -> str:
        return drawn_text(self.language)(good(board, number))

    def sea(self, name: str) -> str:
        return drawn_text(self.language)(Msg(f"sea.{name}", name))

    def computer_short(self, name: str) -> str | None:
        """A computer seat's name in its shortest form ("C1 · Experte"), ``None`` for a person's."""
        if (seat := computer_seat(name, self.language)) is None:
            return None
        number, level = seat
        return self("computer_short", initial=name[:1], number=number,
                    level=drawn_text(self.language)(short_level_name(level)))


@lru_cache(maxsize=8)
def words_in(language: str) -> CatalogueWords:
    return CatalogueWords(language)


WORDS = words_in(DEFAULT)
