"""Events in words, as catalogue messages (``Msg``) rendered later in the reader's language.
Public lines come from public events only; private lines are written to the one player they
concern ("You drew ...")."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.engine import Board, Kind
from bot.engine.scoring import END_ALL_MET, END_FIVE, END_STUCK
from bot.words.i18n import And, Msg, family, good

END_KEYS = {END_FIVE: "end.five_relationships", END_ALL_MET: "end.all_met", END_STUCK: "end.stuck"}
CLOSED_KEYS = {"acted": "news.offer_closed.acted", "second camel": "news.offer_closed.second_camel",
               "game over": "news.offer_closed.game_over"}

# An event as JSON, as the news keeps it (``Event.to_dict()`` or a service note): which keys
# it has depends on its kind.
Record = dict[str, Any]


def card_name(board: Board, card: int) -> Msg:
    """``Silk (31, P3)``: a card with its number and where its goods space lies."""
    return Msg("card.named", good=good(board, card), number=card, label=board.spaces[board.goods[card].space].label)


def space_name(board: Board, index: int) -> Msg | str:
    """``E7``, or ``E7 · Silk (12)`` for a goods space: how a space is named to players."""
    space = board.spaces[index]
    if space.good is None:
        return space.label
    return Msg("space.good", label=space.label, good=good(board, space.good), number=space.good)


def end_reason(reason: str) -> Msg:
    """Why the game ended (R8.1), from the engine's reason."""
    return Msg(END_KEYS.get(reason, "end.stuck"))


def describe(event: Record, board: Board, names: list[str]) -> Msg | None:
    """One sentence for an event (``Event.to_dict()``, or one of the service's own notes
    kept in the news), or None for events that need no words."""
    writer = _WRITERS.get(event["kind"])
    return writer(event, board, names) if writer else None


def _cards(board: Board, cards: list[int]) -> list[Msg]:
    return [card_name(board, c) for c in cards]


def _from_bag(d: Record, b: Board, n: list[str]) -> Msg:
    key = "news.bag_to_domain" if d["to_domain"] else "news.bag_removed"
    return Msg(key, family=family(b, d["family"]))


def _counted(d: Record, n: list[str], some: str, none: str) -> Msg:
    """``Ann drew 3 cards.``, or the sentence for none."""
    if d["count"] == 0:
        return Msg(none, name=n[d["player"]])
    return Msg(some, name=n[d["player"]], count=d["count"])


def _meeting(d: Record, b: Board, n: list[str]) -> Msg:
    paid = [f"{n[int(seat)]} +{amount}" for seat, amount in d["paid"].items()]
    return Msg("news.meeting", active=family(b, d["active"]), inactive=family(b, d["inactive"]),
               space=b.spaces[d["space"]].label, paid=paid or Msg("news.paid_nobody"))


def _marker(d: Record, b: Board, n: list[str]) -> Msg:
    key = "news.marker_green" if d["green"] else "news.marker_grey"
    return Msg(key, name=n[d["player"]], family=family(b, d["family"]))


def _started(d: Record, b: Board, n: list[str]) -> Msg:
    order = [n[s] for s in d["seats"]]
    return Msg("news.started_at_once" if d.get("sales") == "at_once" else "news.started", order=order)


def _timeout(d: Record, b: Board, n: list[str]) -> Msg:
    if d.get("left"):
        return Msg("news.left_replaced", name=n[d["player"]])
    if d["policy"] == "replace":
        return Msg("news.timeout_replace", name=n[d["player"]])
    return Msg("news.timeout_standin", name=n[d["player"]])


def _over(d: Record, b: Board, n: list[str]) -> Msg:
    won = [f"**{n[s]}**" for s in d["winners"]]
    return Msg("news.game_over", count=len(won), reason=end_reason(d["reason"]), winners=And(won))


_WRITERS: dict[str, Callable[[Record, Board, list[str]], Msg]] = {
    Kind.MARRIED: lambda d, b, n: Msg("news.married", name=n[d["player"]], family=family(b, d["family"]),
                                      portion=d["portion"]),
    Kind.TILE_FROM_BAG: _from_bag,
    Kind.RESHUFFLED: lambda d, b, n: Msg("news.reshuffled", count=d["cards"]),
    Kind.CARDS_DRAWN: lambda d, b, n: _counted(d, n, "news.drew_count", "news.drew_none"),
    Kind.DREW: lambda d, b, n: Msg("news.you_drew", cards=_cards(b, d["cards"])),
    Kind.DISCARDED: lambda d, b, n: _counted(d, n, "news.discarded_count", "news.kept_all"),
    Kind.DISCARDED_CARDS: lambda d, b, n: Msg("news.you_discarded", cards=_cards(b, d["cards"])),
    Kind.TREASURY_PAID: lambda d, b, n: Msg("news.treasury_paid", family=family(b, d["family"]),
                                            amount=d["amount"]),
    Kind.CAMEL_PLACED: lambda d, b, n: Msg("news.camel_placed", family=family(b, d["family"]),
                                           space=space_name(b, d["space"])),
    Kind.GOODS_MARKER: lambda d, b, n: Msg("news.goods_marker", name=n[d["player"]], good=good(b, d["good"])),
    Kind.SALE_WINDOW: lambda d, b, n: Msg("news.sale_window", good=good(b, d["good"])),
    Kind.SALE_OFFER: lambda d, b, n: Msg("news.sale_offer", card=card_name(b, d["card"]), price=b.rules.sale_price),
    Kind.CARD_SOLD: lambda d, b, n: Msg("news.card_sold", name=n[d["player"]], good=good(b, d["card"]),
                                        amount=d["amount"]),
    Kind.CARD_KEPT: lambda d, b, n: Msg("news.card_kept", card=card_name(b, d["card"])),
    Kind.OFFER_CLOSED: lambda d, b, n: Msg("news.offer_closed", card=card_name(b, d["card"]),
                                           reason=Msg(CLOSED_KEYS[d["reason"]])),
    Kind.MEETING: _meeting,
    Kind.MARKER_TAKEN: _marker,
    Kind.PASSED: lambda d, b, n: Msg("news.passed", name=n[d["player"]]),
    Kind.TURN: lambda d, b, n: Msg("news.turn", turn=d["turn"], name=n[d["player"]]),
    Kind.GAME_OVER: _over,
    "started": _started,
    "replaced": lambda d, b, n: Msg("news.replaced", name=n[d["player"]], level=Msg(f"level.{d['level']}")),
    "timeout": _timeout,
    "left": lambda d, b, n: Msg("news.left", name=n[d["player"]]),
    "vacation": lambda d, b, n: Msg("news.vacation", name=n[d["player"]], until=int(d["until"])),
    "back": lambda d, b, n: Msg("news.back", name=n[d["player"]]),
}
