"""What happened: applying an action returns events, from which messages and logs are made.

An event with ``private_to`` set is known only to that seat (R10); everything else is
public. Messages for a channel are built from ``public(events)`` only.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any


class Kind(StrEnum):
    MARRIED = "married"                # player, family, portion
    TILE_FROM_BAG = "tile_from_bag"    # family, to_domain (R4.6)
    RESHUFFLED = "reshuffled"          # cards
    CARDS_DRAWN = "cards_drawn"        # player, count
    DREW = "drew"                      # private: player, cards
    DISCARDED = "discarded"            # player, count
    DISCARDED_CARDS = "discarded_cards"  # private: player, cards
    TREASURY_PAID = "treasury_paid"    # family, amount (R5.5)
    CAMEL_PLACED = "camel_placed"      # family, space
    GOODS_MARKER = "goods_marker"      # player, good (R6.1)
    SALE_WINDOW = "sale_window"        # good: the holder, if any, may sell (R6.2)
    SALE_OFFER = "sale_offer"          # private: player, card
    CARD_SOLD = "card_sold"            # player, card, amount
    CARD_KEPT = "card_kept"            # private: player, card
    OFFER_CLOSED = "offer_closed"      # private: player, card, reason (acted, second camel, game over): kept
    MEETING = "meeting"                # active, inactive, space, paid {seat: amount}
    MARKER_TAKEN = "marker_taken"      # player, family, green
    PASSED = "passed"                  # player (R3.2)
    TURN = "turn"                      # player, turn
    GAME_OVER = "game_over"            # reason, winners


@dataclass(frozen=True, slots=True)
class Event:
    kind: Kind
    data: dict[str, Any] = field(default_factory=dict)
    private_to: int | None = None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": str(self.kind), **self.data}
        if self.private_to is not None:
            out["private_to"] = self.private_to
        return out


def public(events: list[Event]) -> list[Event]:
    """The events anyone may see."""
    return [e for e in events if e.private_to is None]


def visible_to(events: list[Event], seat: int) -> list[Event]:
    """The events one seat may see: public ones and its own private ones."""
    return [e for e in events if e.private_to is None or e.private_to == seat]
