"""Actions as short text, as a chess move has its UCI form: ``m3`` (marry family 3),
``e3.45`` or ``e3.45.46`` (camels of family 3 on spaces 45 and 46), ``d12.31`` (discard
cards 12 and 31; ``d`` alone keeps every card), ``o12.1`` / ``o12.0`` (sell or keep card 12).

The turn panel carries these in its menu values and buttons, which come back from any
client; so reading accepts only this grammar, with small ASCII numbers, and whether the
action is legal is still the engine's to say."""

from __future__ import annotations

from bot.engine.actions import Action, Discard, Expand, Marry, SaleDecision

LARGEST = 9_999  # far above any board's families, spaces and cards


class ActionTextError(ValueError):
    """Text that is not an action in this grammar."""


def action_to_text(action: Action) -> str:
    match action:
        case Marry(family):
            return f"m{family}"
        case Expand(family, spaces):
            return "e" + ".".join(str(n) for n in (family, *spaces))
        case Discard(cards):
            return "d" + ".".join(str(n) for n in cards)
        case SaleDecision(card, sell):
            return f"o{card}.{int(sell)}"
    raise TypeError(f"not an action: {action!r}")


def action_from_text(text: str) -> Action:
    """Inverse of ``action_to_text``; ``ActionTextError`` for anything else."""
    kind, rest = text[:1], text[1:]
    if kind == "m":
        return Marry(*_numbers(rest, (1,)))
    if kind == "e":
        family, *spaces = _numbers(rest, (2, 3))
        return Expand(family, tuple(spaces))
    if kind == "d":
        return Discard(tuple(_numbers(rest, range(1, 10)) if rest else ()))
    if kind == "o":
        card, sell = _numbers(rest, (2,))
        if sell > 1:
            raise ActionTextError(text)
        return SaleDecision(card, bool(sell))
    raise ActionTextError(text)


def small_number(text: str, largest: int = LARGEST) -> int:
    """A number written in ASCII digits only, at most ``largest``."""
    if not text or len(text) > len(str(largest)) or not (text.isascii() and text.isdigit()) or int(text) > largest:
        raise ActionTextError(text)
    return int(text)


def _numbers(text: str, counts: tuple[int, ...] | range) -> list[int]:
    parts = text.split(".")
    if len(parts) not in counts:
        raise ActionTextError(text)
    return [small_number(part) for part in parts]
