"""What a player typed at the console, read the way people type it: any case, quotes for
names with spaces, commas or spaces between spaces and cards, ``discard none``; the commands
in any catalogue's words (``marry`` or ``heiraten``), and in the other forms a language's own
sentences tell players to use (``heirate Perser``, ``lege 3 Seide ab``: data/command_forms.json)."""

from __future__ import annotations

import json
import shlex
from dataclasses import dataclass
from difflib import get_close_matches
from functools import lru_cache
from unicodedata import category

from bot.engine import Board
from bot.engine.datafiles import data_file
from bot.words.i18n import languages, text
from bot.words.parsing import split_cards
from bot.words.quoting import folded

NEAR_VERB = 0.75  # how alike a typed word and a command must be spelled (difflib's ratio) to suggest it
VERBS = ("moves", "marry", "expand", "discard", "sell", "keep", "order", "hint", "hand", "board", "log", "help", "quit")
NOTHING_ALONE = ("none", "nothing")  # a discard of nothing without its verb; not "no" or "-", which may mean a sale
NOTHING = (*NOTHING_ALONE, "no", "-")
ORDERS = ("sell", "keep", "ask")


@dataclass(frozen=True)
class Forms:
    """Other forms a language's players type for a command (German's imperative, ``heirate``,
    beside the catalogue's ``heiraten``), and the particle a separable verb may close the line
    with (``lege 3 Seide ab``)."""
    verb: str
    forms: tuple[str, ...]
    particle: str = ""


@lru_cache(maxsize=1)
def command_forms() -> dict[str, list[Forms]]:
    """Per language, the other forms of its commands (data/command_forms.json)."""
    found = json.loads(data_file("command_forms.json").read_text("utf-8"))
    return {language: [Forms(verb, tuple(each["forms"]), each.get("particle", "")) for verb, each in verbs.items()]
            for language, verbs in found.items()}


@lru_cache(maxsize=1)
def _spoken() -> dict[str, str]:
    """Every language's words for each command, to the command."""
    words = {verb: verb for verb in VERBS} | {"exit": "quit"}
    for language in languages():
        words |= {folded(text(language)(f"console.verb.{verb}")): verb for verb in VERBS}
        words |= {folded(form): each.verb for each in command_forms().get(language, []) for form in each.forms}
    return words


def closest_verb(word: str) -> str | None:
    """The command spelled most like ``word`` in some language (``exapnd``, ``verlängren``:
    expand), if one is near enough: a near miss is easier to fix from one word than from help."""
    near = get_close_matches(folded(word), _spoken(), n=1, cutoff=NEAR_VERB)
    return _spoken()[near[0]] if near else None


@lru_cache(maxsize=1)
def _particles() -> dict[str, str]:
    """A separable verb's form to the particle that may close its line (``lege`` … ``ab``)."""
    return {folded(form): folded(each.particle) for forms in command_forms().values() for each in forms
            if each.particle for form in each.forms}


def nothing(word: str, alone: bool = False) -> bool:
    """``none`` in any language (and ``nothing``, ``no``, ``-``; ``alone``, without the verb
    before it: only the first two), also with the comma or stop that copying it from the
    prompt's "discard none, or …" brings along."""
    word = word.rstrip(",;.!")
    said = folded(word)
    return said in (NOTHING_ALONE if alone else NOTHING) or any(
        said == folded(text(language)("console.verb.none")) for language in languages())


def order_named(word: str) -> str:
    """A standing order (sell, keep, ask) as any language says it, or as its command
    (``verkaufe``); else as typed."""
    if (spoken := _spoken().get(folded(word))) in ORDERS:
        return spoken
    return next((order for order in ORDERS
                 if any(folded(word) == folded(text(language)(f"choice.{order}")) for language in languages())), word)


@dataclass(frozen=True)
class Typed:
    verb: str
    args: list[str]
    text: str
    rest: str  # what follows the command, as typed (a separable verb's closing particle left out)

    @property
    def word(self) -> str:
        """The command as the player typed it (``sell``, ``verkaufen``), for an example of its form."""
        return self.text.split(None, 1)[0].lower()

    def cards(self, board: Board) -> list[str]:
        """The cards named after the verb (``3, Silk``, ``3 12``, ``Olive oil``); none for
        ``discard none``."""
        if nothing(self.rest):
            return []
        return self.named(board, self.rest, self.args)

    def sale(self, board: Board) -> list[str]:
        """The card named after ``sell`` or ``keep`` (``sell 8``, ``keep Purple dye``), read as
        ``discard`` reads its cards; none when left out."""
        return self.named(board, self.rest, self.args)

    def order(self, board: Board) -> tuple[list[str], str] | None:
        """``order Purple dye sell``: the cards named before the last word, and that word, the
        order (``sell``, ``keep``, ``ask``, in any language); None without both."""
        if len(self.args) < 2:
            return None
        return self.named(board, self.rest.rstrip().rpartition(" ")[0], self.args[:-1]), self.args[-1]

    @staticmethod
    def named(board: Board, typed: str, words: list[str]) -> list[str]:
        """The cards in ``typed`` (the part of the line after the command that names them): by the
        quoted ``words`` where quotes are typed, else split as a list (``3, Silk``, ``Olive oil``)."""
        return words if '"' in typed or "'" in typed else split_cards(board, typed)


def read(line: str) -> Typed | None:
    """A typed line as a command and its words; None for a blank line or a ``#`` comment. The
    line is read as it looks: without the invisible characters a file or a paste may bring
    along (a byte order mark, a zero-width space)."""
    typed = " ".join("".join(c for c in line if category(c) != "Cf").split())
    if not typed or typed.startswith("#"):
        return None
    try:
        words = shlex.split(typed.replace(",", " "))
    except ValueError:  # an unclosed quote: read the words as they are
        words = typed.replace(",", " ").split()
    if not words:
        return None
    if len(words) == 1 and nothing(words[0], alone=True):  # "none" alone answers the one question it can
        return Typed("discard", [], typed, typed)
    args, rest = words[1:], typed.partition(" ")[2]
    particle = _particles().get(folded(words[0]))
    if particle and args and folded(args[-1]) == particle:  # "lege 3 Seide ab": the "ab" is the verb's
        args, rest = args[:-1], rest.rpartition(" ")[0]
    return Typed(_spoken().get(folded(words[0]), words[0].lower()), args, typed, rest)
