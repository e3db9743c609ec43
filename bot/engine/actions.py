"""The actions a player can take: small immutable values, with a JSON codec for the log."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Marry:
    """R4: marry into ``family`` (a family index)."""

    family: int


@dataclass(frozen=True, slots=True)
class Expand:
    """R5: place one or two camels of ``family`` on ``spaces`` (space indices), in order."""

    family: int
    spaces: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Discard:
    """R4.5: the cards (good numbers) discarded after a marriage's draw; may be empty."""

    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class SaleDecision:
    """R6.2: sell (or keep) the card of a goods space a camel just reached."""

    card: int
    sell: bool


Action = Marry | Expand | Discard | SaleDecision


def action_to_dict(action: Action) -> dict[str, Any]:  # JSON: game files, and logs before text
    """The JSON form stored in the action log."""
    match action:
        case Marry(family):
            return {"type": "marry", "family": family}
        case Expand(family, spaces):
            return {"type": "expand", "family": family, "spaces": list(spaces)}
        case Discard(cards):
            return {"type": "discard", "cards": list(cards)}
        case SaleDecision(card, sell):
            return {"type": "sale", "card": card, "sell": sell}
    raise TypeError(f"not an action: {action!r}")


def action_from_dict(data: dict[str, Any]) -> Action:  # JSON: game files, and logs before text
    """Inverse of ``action_to_dict``; ValueError on a malformed entry."""
    kind = data.get("type")
    if kind == "marry":
        return Marry(int(data["family"]))
    if kind == "expand":
        return Expand(int(data["family"]), tuple(int(s) for s in data["spaces"]))
    if kind == "discard":
        return Discard(tuple(int(c) for c in data["cards"]))
    if kind == "sale":
        if type(data["sell"]) is not bool:  # bool("no") is True: a malformed answer must not sell
            raise ValueError(f"a sale's answer is true or false, not {data['sell']!r}")
        return SaleDecision(int(data["card"]), data["sell"])
    raise ValueError(f"unknown action type {kind!r}")
