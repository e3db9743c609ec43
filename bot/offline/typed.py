"""What a player typed at the console, read the way people type it: any case, quotes for
names with spaces, commas or spaces between spaces and cards, ``discard none``; the commands
in any catalogue's words (``marry`` or ``heiraten``)."""

from __future__ import annotations

import shlex
from dataclasses import dataclass
from functools import lru_cache

from bot.engine import Board
from bot.words.i18n import languages, text
from bot.words.parsing import split_cards
from bot.words.quoting import folded

VERBS = ("moves", "marry", "expand", "discard", "sell", "keep", "order", "hint", "hand", "board", "log", "help",
         "quit")
NOTHING = ("none", "nothing", "no", "-")
ORDERS = ("sell", "keep", "ask")


@lru_cache(maxsize=1)
def _spoken() -> dict[str, str]:
    """Every language's word for each command, to the command."""
    words = {verb: verb for verb in VERBS} | {"exit": "quit"}
    for language in languages():
        words |= {folded(text(language)(f"console.verb.{verb}")): verb for verb in VERBS}
    return words


def nothing(word: str) -> bool:
    """``none`` in any language (and ``nothing``, ``no``, ``-``)."""
    return folded(word) in NOTHING or any(folded(word) == folded(text(language)("console.verb.none"))
                                            for language in languages())


def order_named(word: str) -> str:
    """A standing order (sell, keep, ask) as any language says it; else as typed."""
    for order in ORDERS:
        if any(folded(word) == folded(text(language)(f"choice.{order}")) for language in languages()):
            return order
    return word


@dataclass(frozen=True)
class Typed:
    verb: str
    args: list[str]
    text: str

    @property
    def word(self) -> str:
        """The command as the player typed it (``sell``, ``verkaufen``), for an example of its form."""
        return self.text.split(None, 1)[0].lower()

    def cards(self, board: Board) -> list[str]:
        """The cards named after the verb (``3, Silk``, ``3 12``, ``Olive oil``); none for
        ``discard none``."""
        rest = self.text.split(None, 1)[1] if " " in self.text else ""
        if nothing(rest):
            return []
        return self.args if '"' in rest or "'" in rest else split_cards(board, rest)


def read(line: str) -> Typed | None:
    """A typed line as a command and its words; None for a blank line or a ``#`` comment."""
    typed = " ".join(line.split())
    if not typed or typed.startswith("#"):
        return None
    try:
        words = shlex.split(typed.replace(",", " "))
    except ValueError:  # an unclosed quote: read the words as they are
        words = typed.replace(",", " ").split()
    if not words:
        return None
    return Typed(_spoken().get(folded(words[0]), words[0].lower()), words[1:], typed)
