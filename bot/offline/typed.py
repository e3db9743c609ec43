"""What a player typed at the console, read the way people type it: any case, quotes for
names with spaces, commas or spaces between spaces and cards, ``discard none``."""

from __future__ import annotations

import shlex
from dataclasses import dataclass

from bot.commands import split_cards
from bot.engine import Board

NOTHING = ("none", "nothing", "no", "-")
HELP = """Commands (for whoever the game is waiting for):
  moves                        every legal move you have now (a short list is on the prompt)
  marry FAMILY                 marry into a family (R4), e.g. marry Persian
  expand FAMILY SPACE [SPACE]  place 1 or 2 camels (R5), e.g. expand Levant B6 C7
  discard CARD ... | none      after marrying: discard cards by number or name, or none
  sell [CARD] | keep [CARD]    answer a sale offer (R6.2); the card may be left out if one is open
  order CARD sell|keep|ask     decide that card's sale offers in advance
  hand   board   log   help   quit"""


@dataclass(frozen=True)
class Typed:
    verb: str
    args: list[str]
    text: str

    def cards(self, board: Board) -> list[str]:
        """The cards named after the verb (``3, Silk``, ``3 12``, ``Olive oil``); none for
        ``discard none``."""
        rest = self.text.split(None, 1)[1] if " " in self.text else ""
        if rest.lower() in NOTHING:
            return []
        return self.args if '"' in rest or "'" in rest else split_cards(board, rest)


def read(line: str) -> Typed | None:
    """A typed line as a verb and its words; None for a blank line or a ``#`` comment."""
    text = " ".join(line.split())
    if not text or text.startswith("#"):
        return None
    try:
        words = shlex.split(text.replace(",", " "))
    except ValueError:  # an unclosed quote: read the words as they are
        words = text.replace(",", " ").split()
    if not words:
        return None
    return Typed(words[0].lower(), words[1:], text)
