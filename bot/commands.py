"""Reading what a player typed: families, spaces and cards by name, label or number, with
an error that says what would work instead."""

from __future__ import annotations

from bot.engine import Board

QUOTED = 24  # characters of a player's input repeated in a refusal, at most
LONGEST_NUMBER = 6


class InputError(ValueError):
    """Input that names nothing in this game; the message says what to type instead."""


def quoted(text: str) -> str:
    """A short, clipped, single-line piece of what was typed, safe to repeat in a refusal."""
    flat = " ".join("".join(c if c.isprintable() else " " for c in text).split())
    return flat if len(flat) <= QUOTED else flat[:QUOTED - 1] + "…"


def parse_family(board: Board, text: str) -> int:
    try:
        return board.family_named(text).index
    except KeyError:
        names = ", ".join(f.name for f in board.families)
        raise InputError(f"There is no family called '{quoted(text)}'. The families are: {names}.") from None


def parse_space(board: Board, text: str) -> int:
    """A label such as ``E7``; also the autocomplete form ``E7 · Silk (12)``."""
    label = text.split("·")[0].strip().upper()
    if label not in board.by_label:
        raise InputError(f"There is no space '{quoted(text)}'. Spaces are a column letter A-P "
                         "and a row 1-7, like E7 (see /board).")
    return board.by_label[label]


def parse_card(board: Board, text: str) -> int:
    """A goods card by number (``31``), name (``Silk``) or the form ``Silk (31, P3)``."""
    cleaned = text.strip()
    if "(" in cleaned:
        cleaned = cleaned.split("(")[1].split(",")[0].strip(" )")
    if cleaned.isdecimal() and len(cleaned) <= LONGEST_NUMBER and int(cleaned) in board.goods:
        return int(cleaned)
    for good in board.goods.values():
        if good.name.lower() == cleaned.lower():
            return good.number
    raise InputError(f"There is no goods card '{quoted(text)}'. Name it by number (1-33) or "
                     "by name, as /hand shows.")


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
