"""The one interface through which every word reaches an image: the caller passes the
words of the reader's language (``bot.words.image_words`` builds them from the catalogues), so
that rendering imports nothing but the engine's types (``docs/architecture.md#layers``)."""

from __future__ import annotations

from typing import Protocol

from bot.engine import Board


class Words(Protocol):
    def __call__(self, key: str, count: int | None = None, **values: object) -> str:
        """The template ``key`` with ``values``; ``count`` picks the plural form."""

    def join(self, items: list[str]) -> str:
        """``A``, ``A and B``, ``A, B and C``, by the language's own templates."""

    def family(self, board: Board, index: int) -> str: ...

    def good(self, board: Board, number: int) -> str: ...

    def sea(self, name: str) -> str: ...

    def computer_short(self, name: str) -> str | None:
        """A computer seat's shortest name ("C1 · Expert"), None for a person's: the image does not parse names."""

    def __hash__(self) -> int:
        """Words are hashable: layouts made with them are cached per language (``sea_places``)."""
