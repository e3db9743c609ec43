"""Events in words. Public lines come from public events only; private lines are written
to the one player they concern ("You drew ...")."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.engine import Board, Kind


def card_name(board: Board, card: int) -> str:
    """``Silk (31, P3)``: a card with its number and where its goods space lies."""
    good = board.goods[card]
    return f"{good.name} ({card}, {board.spaces[good.space].label})"


def describe(event: dict[str, Any], board: Board, names: list[str]) -> str | None:
    """One sentence for an event (``Event.to_dict()``, or one of the service's own notes
    kept in the news), or None for events that need no words."""
    writer = _WRITERS.get(event["kind"])
    return writer(event, board, names) if writer else None


def _family(board: Board, index: int) -> str:
    return board.families[index].name


def _cards(board: Board, cards: list[int]) -> str:
    return ", ".join(card_name(board, c) for c in cards)


def _married(d: dict, b: Board, n: list[str]) -> str:
    return f"**{n[d['player']]}** married into the {_family(b, d['family'])} family " \
           f"({d['portion']} Dirham to its treasury)."


def _from_bag(d: dict, b: Board, n: list[str]) -> str:
    fate = "back to its family's domain" if d["to_domain"] else "removed from the game, since nobody married into it"
    return f"A {_family(b, d['family'])} tile came out of the bag: {fate} (R4.6)."


def _counted(d: dict, n: list[str], verb: str, none: str) -> str:
    """``ann drew 3 cards.``, or the sentence for none."""
    if d["count"] == 0:
        return f"{n[d['player']]} {none}."
    return f"{n[d['player']]} {verb} {d['count']} card{'s' * (d['count'] != 1)}."


def _drawn(d: dict, b: Board, n: list[str]) -> str:
    return _counted(d, n, "drew", "drew no cards (at the hand limit, or no cards left)")


def _discarded(d: dict, b: Board, n: list[str]) -> str:
    return _counted(d, n, "discarded", "kept every card")


def _meeting(d: dict, b: Board, n: list[str]) -> str:
    paid = ", ".join(f"{n[int(seat)]} +{amount}" for seat, amount in d["paid"].items()) or "nobody"
    return f"The {_family(b, d['active'])} and {_family(b, d['inactive'])} families met at " \
           f"{b.spaces[d['space']].label}! Paid: {paid}."


def _marker(d: dict, b: Board, n: list[str]) -> str:
    colour = "dark green" if d["green"] else "grey"
    return f"{n[d['player']]} took a {colour} {_family(b, d['family'])} relationship marker."


_CLOSED_BECAUSE = {"acted": "you made your move", "second camel": "a second camel reached its space",
                   "game over": "the game ended"}


def _closed(d: dict, b: Board, n: list[str]) -> str:
    return f"Your chance to sell {card_name(b, d['card'])} has passed ({_CLOSED_BECAUSE[d['reason']]}): you keep it."


def _started(d: dict, b: Board, n: list[str]) -> str:
    order = ", ".join(n[s] for s in d["seats"])
    if d.get("sales") == "at_once":
        return (f"The game begins! Seat order: {order}. Sales: at once, so the table waits for a holder's "
                "answer, and a wait after a camel reaches a goods space shows that someone holds that card.")
    return f"The game begins! Seat order: {order}."


def _timeout(d: dict, b: Board, n: list[str]) -> str:
    who = n[d["player"]]
    if d.get("left"):
        return f"{who} has left the server: a computer player takes over the seat."
    if d["policy"] == "replace":
        return f"Time is up for {who}: a computer player takes over the seat."
    return f"Time is up for {who}: a computer stand-in makes the move."


def _over(d: dict, b: Board, n: list[str]) -> str:
    won = " and ".join(f"**{n[s]}**" for s in d["winners"])
    return f"Game over: {d['reason']}. {'Winners' if len(d['winners']) > 1 else 'Winner'}: {won}."


_WRITERS: dict[str, Callable[[dict, Board, list[str]], str]] = {
    Kind.MARRIED: _married,
    Kind.TILE_FROM_BAG: _from_bag,
    Kind.RESHUFFLED: lambda d, b, n: f"The discard pile ({d['cards']} cards) was shuffled into a new deck.",
    Kind.CARDS_DRAWN: _drawn,
    Kind.DREW: lambda d, b, n: f"You drew: {_cards(b, d['cards'])}.",
    Kind.DISCARDED: _discarded,
    Kind.DISCARDED_CARDS: lambda d, b, n: f"You discarded: {_cards(b, d['cards'])}.",
    Kind.TREASURY_PAID: lambda d, b, n: f"The {_family(b, d['family'])} treasury paid {d['amount']} "
                                        "Dirham for a second camel.",
    Kind.CAMEL_PLACED: lambda d, b, n: f"A {_family(b, d['family'])} camel went to "
                                       f"{b.describe_space(d['space'])}.",
    Kind.GOODS_MARKER: lambda d, b, n: f"{n[d['player']]} took the {b.goods[d['good']].name} goods marker.",
    Kind.SALE_WINDOW: lambda d, b, n: f"Whoever holds the {b.goods[d['good']].name} card may sell it "
                                      "before their next move.",
    Kind.SALE_OFFER: lambda d, b, n: f"You hold {card_name(b, d['card'])}: sell it for "
                                     f"{b.rules.sale_price} Dirham, or keep it? You have until your next move.",
    Kind.CARD_SOLD: lambda d, b, n: f"{n[d['player']]} sold the {b.goods[d['card']].name} card for "
                                    f"{d['amount']} Dirham.",
    Kind.CARD_KEPT: lambda d, b, n: f"You kept {card_name(b, d['card'])}.",
    Kind.OFFER_CLOSED: _closed,
    Kind.MEETING: _meeting,
    Kind.MARKER_TAKEN: _marker,
    Kind.PASSED: lambda d, b, n: f"{n[d['player']]} has no legal action and passes (R3.2).",
    Kind.TURN: lambda d, b, n: f"Turn {d['turn']}: **{n[d['player']]}** to play.",
    Kind.GAME_OVER: _over,
    "started": _started,
    "replaced": lambda d, b, n: f"{n[d['player']]}'s seat is now played by a computer player ({d['level']}).",
    "timeout": _timeout,
    "left": lambda d, b, n: f"{n[d['player']]} has left the server.",
    "vacation": lambda d, b, n: f"{n[d['player']]} is on vacation until <t:{int(d['until'])}:f>: their clocks "
                                "stand still until then.",
    "back": lambda d, b, n: f"{n[d['player']]} is back from vacation: their clocks run again.",
}
