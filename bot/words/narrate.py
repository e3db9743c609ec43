"""Events in words, as catalogue messages (``Msg``) rendered later in the reader's language.
Public lines come from public events only; private lines are written to the one player they
concern ("You drew ...")."""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine import Board, Event
from bot.engine.events import (
    CamelPlaced,
    CardKept,
    CardsDrawn,
    CardSold,
    Discarded,
    DiscardedCards,
    Drew,
    GameOver,
    GoodsMarker,
    MarkerTaken,
    Married,
    Meeting,
    OfferClosed,
    Passed,
    Reshuffled,
    SaleOffer,
    SaleWindow,
    TileFromBag,
    TreasuryPaid,
    Turn,
)
from bot.engine.scoring import END_ALL_MET, END_FIVE, END_STUCK
from bot.engine.view import PublicView
from bot.store.notes import NOTES, NewsItem, Note, Started
from bot.words.i18n import And, Msg, family, good
from bot.words.level_names import level_name
from bot.words.note_lines import platform_note, started_line

END_KEYS = {END_FIVE: "end.five_relationships", END_ALL_MET: "end.all_met", END_STUCK: "end.stuck"}
OFFER_LINE = "news.sale_offer"  # a sale offer told to its holder (its key in the table's timing begins so)
CLOSED_KEYS = {"acted": "news.offer_closed.acted", "second camel": "news.offer_closed.second_camel",
               "game over": "news.offer_closed.game_over"}

def offer_key(key: str, public: PublicView) -> str:
    """The key of a sale offer's sentence as its table times the offer (R6.5): ``key`` while it waits for the
    holder's next move; ``.before_scoring`` while the game's end waits for the last offers; ``.stuck`` while a game
    where nobody can act waits (a sale may let play go on); ``.table_waits`` while a ``sales: at once`` table waits
    (its public view waits for nobody). Elsewhere "until your next move" would mislead."""
    if public.settling:
        return f"{key}.stuck" if public.end_reason == END_STUCK else f"{key}.before_scoring"
    if awaits_sale_answer(public):
        return f"{key}.table_waits"
    return key


def awaits_sale_answer(public: PublicView) -> bool:
    """A table with ``sales: at once`` holds for a sale answer: the game is not over, and the
    public view waits for nobody, since whether anyone holds the card is private (R6.5)."""
    return not public.waiting and not public.over


def table_waits(public: PublicView) -> Msg | None:
    """What the game waits for while its public view names nobody to play, as its turn message says it: the last
    turn's sale offers answered before the scoring (or before a stuck game goes on), or a sale answer at a ``sales: at
    once`` table (R6.5; whose answer is private); None while someone is to play, and once the game is over."""
    if public.over:
        return None
    if public.settling:
        return Msg("turn.settling_stuck" if public.end_reason == END_STUCK else "turn.settling")
    return Msg("turn.waits_sale") if awaits_sale_answer(public) else None


def sale_awaited(holding: int = 0, acted: bool = False) -> Msg:
    """Why it is not the reader's turn while a ``sales: at once`` table waits for a sale answer (R6.5), on the
    panel or for a move typed meanwhile (the engine's own message cites R3.3, by which an offer never delays a
    turn); ``acted``: after the reader's own move that opened the offer, as what comes next, not as a refusal.
    Only the holder of ``holding`` open offers learns the answer is theirs: who holds the card is private."""
    waiting = Msg("panel.waits_your_sale", count=holding) if holding else Msg("panel.waits_sale")
    return Msg("panel.next_waits" if acted else "panel.not_your_turn", waiting=waiting)


def timed_offers(lines: list[Msg], public: PublicView) -> list[Msg]:
    """A player's private lines with each sale offer's sentence timed by ``offer_key``."""
    return [Msg(offer_key(line.key, public), **line.values) if line.key == OFFER_LINE else line
            for line in lines]


OWNED = {"news.camel_placed": "news.camel_placed_by", "news.treasury_paid": "news.treasury_paid_by"}


# A seat's own public lines as its person's direct message says them: in the second person. The public counts of the
# cards drawn and discarded are left out: the seat's private lines, which follow, name those cards.
YOURS = {key: f"{key}.you" for key in ("news.married", "news.drew_none", "news.drew_none_at_limit",
                                       "news.drew_none_left", "news.kept_all", "news.goods_marker",
                                       "news.marker_green", "news.marker_grey")}
TOLD_IN_FULL = ("news.drew_count", "news.discarded_count", "news.card_sold")


def told_to(lines: Sequence[Msg], name: str) -> list[Msg]:
    """A move a computer made for the seat named ``name``, as the direct message to its person tells it (a time-out's
    stand-in, or the computer that took the seat): "You married into …", not "**Cyd** married into …" to Cyd, and
    without "Cyd drew 3 cards." above "You drew: …". The lines of other seats, and of nobody, stay as they are."""
    told = []
    for line in lines:
        if line.values.get("name") != name:
            told.append(line)
        elif line.key in YOURS:
            told.append(Msg(YOURS[line.key], **{key: value for key, value in line.values.items() if key != "name"}))
        elif line.key not in TOLD_IN_FULL:
            told.append(line)
    return told


def with_movers(lines: list[Msg], mover: str | None) -> list[Msg]:
    """Public lines with each camel placement, and a second camel's payment, said with its player: an expansion's
    events do not name them, and without the turn's opening (told in the message before) they would read unowned.
    ``mover``: whose turn the lines begin in (None: unknown, where they open with a turn); each turn's line names
    the next. Who moved is public."""
    said = []
    for line in lines:
        if line.key == "news.turn":
            mover = line.values["name"]
        elif line.key in OWNED and mover is not None:
            line = Msg(OWNED[line.key], name=mover, **line.values)
        said.append(line)
    return said


def card_name(board: Board, card: int) -> Msg:
    """``Silk (31, P3)``: a card with its number and where its goods space lies."""
    return Msg("card.named", good=good(board, card), number=card, label=board.spaces[board.goods[card].space].label)


def space_name(board: Board, index: int) -> Msg | str:
    """``E7``, or ``E7 · Silk (12)`` for a goods space: how a space is named to players."""
    space = board.spaces[index]
    return space.label if space.good is None else Msg("space.good", label=space.label, good=good(board, space.good),
                                                      number=space.good)


def end_reason(reason: str) -> Msg:
    """Why the game ended (R8.1), from the engine's reason."""
    return Msg(END_KEYS.get(reason, "end.stuck"))


def describe(item: NewsItem, board: Board, names: list[str]) -> Msg | None:
    """One sentence for an event, or for one of the service's own notes; None for what
    needs no words."""
    if isinstance(item, NOTES):
        return note_line(item, names)
    return _event_line(item, board, names)


# a draw of none: stopped by the hand limit, by an empty deck and discard pile, or (news kept before) either
DREW_NONE = {True: "news.drew_none_at_limit", False: "news.drew_none_left", None: "news.drew_none"}


def _event_line(event: Event, b: Board, n: list[str]) -> Msg:
    """The sentence for an engine event; private ones speak to their player ("You drew ...")."""
    match event:
        case Married():
            return Msg("news.married", name=n[event.player], family=family(b, event.family), portion=event.portion)
        case TileFromBag():
            key = "news.bag_to_domain" if event.to_domain else "news.bag_removed"
            return Msg(key, family=family(b, event.family))
        case Reshuffled():
            return Msg("news.reshuffled", count=event.cards)
        case CardsDrawn():
            return _counted(n[event.player], event.count, "news.drew_count", DREW_NONE[event.at_limit])
        case Drew():
            return Msg("news.you_drew", cards=[card_name(b, c) for c in event.cards])
        case Discarded():
            return _counted(n[event.player], event.count, "news.discarded_count", "news.kept_all")
        case DiscardedCards():
            return Msg("news.you_discarded", cards=[card_name(b, c) for c in event.cards])
        case TreasuryPaid():
            return Msg("news.treasury_paid", family=family(b, event.family), amount=event.amount)
        case CamelPlaced():
            return Msg("news.camel_placed", family=family(b, event.family), space=space_name(b, event.space))
        case GoodsMarker():
            return Msg("news.goods_marker", name=n[event.player], good=good(b, event.good))
        case SaleWindow():
            return Msg("news.sale_window", good=good(b, event.good))
        case SaleOffer():
            return Msg(OFFER_LINE, card=card_name(b, event.card), price=b.rules.sale_price)
        case CardSold():
            return Msg("news.card_sold", name=n[event.player], good=good(b, event.card), amount=event.amount)
        case CardKept():
            return Msg("news.card_kept", card=card_name(b, event.card))
        case OfferClosed():
            return Msg("news.offer_closed", card=card_name(b, event.card), reason=Msg(CLOSED_KEYS[event.reason]))
        case Meeting():
            paid = [Msg("news.paid_one", name=n[seat], amount=amount) for seat, amount in event.paid]
            return Msg("news.meeting", active=family(b, event.active), inactive=family(b, event.inactive),
                       space=b.spaces[event.space].label, paid=paid or Msg("news.paid_nobody"))
        case MarkerTaken():
            key = "news.marker_green" if event.green else "news.marker_grey"
            return Msg(key, name=n[event.player], family=family(b, event.family))
        case Passed(turn=None):  # news kept before passes said their turn
            return Msg("news.passed", name=n[event.player])
        case Passed():
            return Msg("news.turn_passed", turn=event.turn, name=n[event.player])
        case Turn():
            return Msg("news.turn", turn=event.turn, name=n[event.player])
        case GameOver():
            won = [Msg("news.winner", name=n[s]) for s in event.winners]
            return Msg("news.game_over", count=len(won), reason=end_reason(event.reason), winners=And(won))


def _counted(name: str, count: int, some: str, none: str) -> Msg:
    """``Ann drew 3 cards.``, or the sentence for none."""
    return Msg(some, name=name, count=count) if count else Msg(none, name=name)


def note_line(note: Note, n: list[str]) -> Msg | None:
    """A note of the platform's in Samarkand's words: its start names the seats' order, the
    sale timing and the seats' extra Dirham; the others as the platform says them."""
    if isinstance(note, Started):
        started = started_line(note, n, "news.started_at_once" if note.sales == "at_once" else "news.started")
        extra = [Msg("news.extra_dirham", name=n[seat], amount=amount)
                 for seat, amount in zip(note.seats, note.seat_money, strict=False) if amount]
        return Msg("news.started_evened", started=started, extra=extra) if extra else started
    return platform_note(note, n, level_name)
