"""Reading what a player typed: families, spaces and cards by name, label or number, with
an error that says what would work instead."""

from __future__ import annotations

from contextlib import suppress
from difflib import get_close_matches
from string import digits

from bot.engine import Board
from bot.words.i18n import Msg, Or, Refusal, family, good, languages, text
from bot.words.quoting import folded, quoted

LONGEST_NUMBER = 6
CLOSEST = 2  # families suggested for a name that names none


class InputError(Refusal, ValueError):
    """Input that names nothing in this game; the message says what to type instead."""


def named(name: Msg, typed: str) -> bool:
    """Whether ``typed`` is ``name`` in any language (any case), so that every player may
    type a family or a good as their own language, or the game's, calls it."""
    wanted = folded(typed)
    return any(folded(text(language)(name)) == wanted for language in languages())


def parse_family(board: Board, typed: str) -> int:
    """A family by name in any language, or by its short code."""
    with suppress(KeyError):
        return board.family_named(typed).index
    for found in board.families:
        if named(family(board, found.index), typed):
            return found.index
    names = [family(board, f.index) for f in board.families]
    close = closest_families(board, typed)
    if close:
        raise InputError("input.no_family_close", text=quoted(typed), families=names,
                         close=Or([family(board, f) for f in close]))
    raise InputError("input.no_family", text=quoted(typed), families=names)


def closest_families(board: Board, typed: str) -> list[int]:
    """The families whose name in some language is spelled most like ``typed`` (``persia``:
    Persian), best first: a near miss is easier to fix from one name than from the list."""
    spelled = {folded(text(language)(family(board, f.index))): f.index
               for f in board.families for language in languages()}
    near = get_close_matches(folded(typed), spelled, n=len(spelled))
    return list(dict.fromkeys(spelled[name] for name in near))[:CLOSEST]


def parse_space(board: Board, typed: str) -> int:
    """A label such as ``E7``; also the autocomplete form ``E7 · Silk (12)``."""
    label = typed.split("·")[0].strip().upper()
    if label not in board.by_label:
        raise InputError("input.no_space.gap" if a_gap(board, label) else "input.no_space", text=quoted(typed))
    return board.by_label[label]


def a_gap(board: Board, label: str) -> bool:
    """Whether ``label`` is well formed and inside the map, where the map has no space (a blank
    cell of /board): saying how labels are formed would not help whoever typed it."""
    column = label.rstrip(digits)
    row = label[len(column):]
    return (row.isdecimal() and len(row) <= 2 and 1 <= int(row) <= board.rows
            and any(space.label.rstrip(digits) == column for space in board.spaces))


def parse_card(board: Board, typed: str) -> int:
    """A goods card by number (``31``), name in any language (``Silk``, ``Seide``) or the form
    ``Silk (31, P3)``."""
    cleaned = typed.strip()
    if "(" in cleaned:
        cleaned = cleaned.split("(")[1].split(",")[0].strip(" )")
    if cleaned.isdecimal() and len(cleaned) <= LONGEST_NUMBER and int(cleaned) in board.goods:
        return int(cleaned)
    for number in board.goods:
        if named(good(board, number), cleaned):
            return number
    raise InputError("input.no_card", text=quoted(typed))


def split_cards(board: Board, text: str) -> list[str]:
    """``3, Silk`` or ``3 12`` or ``Olive oil``: the cards a player listed."""
    text = text.strip()
    if not text:
        return []
    if "," in text:
        return [part.strip() for part in text.split(",") if part.strip()]
    try:
        parse_card(board, text)
        return [text]
    except InputError:
        return text.split()
