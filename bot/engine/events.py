"""What happened: applying an action returns events, from which messages and logs are made.

Each kind of event is a frozen dataclass, the engine's contract with the layers above;
``Event`` is their union, so a ``match`` over it can be checked for every kind. A private
event (``PrivateEvent``) is known only to the seat it concerns, ``private_to`` (R10);
everything else is public. Messages for a channel are built from ``public(events)`` only.

The news keeps events as JSON (``event_to_json`` and ``event_from_json``, the one place
that does), in the layout stored since the first release: ``{"kind": ..., <fields>}``,
with ``"private_to"`` for a private event.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from enum import StrEnum
from typing import Any, ClassVar, TypeAlias, get_args


class Kind(StrEnum):
    """The stable name of each kind of event, as stored in the news."""

    MARRIED = "married"
    TILE_FROM_BAG = "tile_from_bag"
    RESHUFFLED = "reshuffled"
    CARDS_DRAWN = "cards_drawn"
    DREW = "drew"
    DISCARDED = "discarded"
    DISCARDED_CARDS = "discarded_cards"
    TREASURY_PAID = "treasury_paid"
    CAMEL_PLACED = "camel_placed"
    GOODS_MARKER = "goods_marker"
    SALE_WINDOW = "sale_window"
    SALE_OFFER = "sale_offer"
    CARD_SOLD = "card_sold"
    CARD_KEPT = "card_kept"
    OFFER_CLOSED = "offer_closed"
    MEETING = "meeting"
    MARKER_TAKEN = "marker_taken"
    PASSED = "passed"
    TURN = "turn"
    GAME_OVER = "game_over"


@dataclass(frozen=True, slots=True)
class BaseEvent:
    """What every event has: its ``kind``, and who alone may know of it (None: everyone)."""

    kind: ClassVar[Kind]

    @property
    def private_to(self) -> int | None:
        return None


@dataclass(frozen=True, slots=True)
class PrivateEvent(BaseEvent):
    """An event known only to ``player`` (R10): their cards, their sale offers."""

    player: int

    @property
    def private_to(self) -> int | None:
        return self.player


@dataclass(frozen=True, slots=True)
class Married(BaseEvent):
    kind: ClassVar[Kind] = Kind.MARRIED
    player: int
    family: int
    portion: int


@dataclass(frozen=True, slots=True)
class TileFromBag(BaseEvent):
    """R4.6: with two players a tile leaves the bag after each marriage."""

    kind: ClassVar[Kind] = Kind.TILE_FROM_BAG
    family: int
    to_domain: bool


@dataclass(frozen=True, slots=True)
class Reshuffled(BaseEvent):
    kind: ClassVar[Kind] = Kind.RESHUFFLED
    cards: int  # the size of the new deck


@dataclass(frozen=True, slots=True)
class CardsDrawn(BaseEvent):
    """A marriage's draw, by its count (the cards are the player's: ``Drew``). ``at_limit``, for a
    draw of none: whether the hand limit stopped it (else no card was left to draw); both are
    public (R10), and the news says the one that holds. News kept before it has None."""

    kind: ClassVar[Kind] = Kind.CARDS_DRAWN
    player: int
    count: int
    at_limit: bool | None = field(default=None, compare=False)


@dataclass(frozen=True, slots=True)
class Drew(PrivateEvent):
    kind: ClassVar[Kind] = Kind.DREW
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Discarded(BaseEvent):
    kind: ClassVar[Kind] = Kind.DISCARDED
    player: int
    count: int


@dataclass(frozen=True, slots=True)
class DiscardedCards(PrivateEvent):
    kind: ClassVar[Kind] = Kind.DISCARDED_CARDS
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TreasuryPaid(BaseEvent):
    """R5.5: a second camel is paid from the family's treasury."""

    kind: ClassVar[Kind] = Kind.TREASURY_PAID
    family: int
    amount: int


@dataclass(frozen=True, slots=True)
class CamelPlaced(BaseEvent):
    kind: ClassVar[Kind] = Kind.CAMEL_PLACED
    family: int
    space: int


@dataclass(frozen=True, slots=True)
class GoodsMarker(BaseEvent):
    """R6.1: the active player takes a goods marker."""

    kind: ClassVar[Kind] = Kind.GOODS_MARKER
    player: int
    good: int


@dataclass(frozen=True, slots=True)
class SaleWindow(BaseEvent):
    """R6.2: the holder of the good's card, if any, may sell it; who holds it stays secret."""

    kind: ClassVar[Kind] = Kind.SALE_WINDOW
    good: int


@dataclass(frozen=True, slots=True)
class SaleOffer(PrivateEvent):
    kind: ClassVar[Kind] = Kind.SALE_OFFER
    card: int


@dataclass(frozen=True, slots=True)
class CardSold(BaseEvent):
    kind: ClassVar[Kind] = Kind.CARD_SOLD
    player: int
    card: int
    amount: int


@dataclass(frozen=True, slots=True)
class CardKept(PrivateEvent):
    kind: ClassVar[Kind] = Kind.CARD_KEPT
    card: int


@dataclass(frozen=True, slots=True)
class OfferClosed(PrivateEvent):
    """R6.5: an offer closed unanswered ("acted", "second camel", "game over"): the card is kept."""

    kind: ClassVar[Kind] = Kind.OFFER_CLOSED
    card: int
    reason: str


@dataclass(frozen=True, slots=True)
class Meeting(BaseEvent):
    """R7: two families met for the first time; ``paid`` is (seat, amount) for each seat paid."""

    kind: ClassVar[Kind] = Kind.MEETING
    active: int
    inactive: int
    space: int
    paid: tuple[tuple[int, int], ...]


@dataclass(frozen=True, slots=True)
class MarkerTaken(BaseEvent):
    kind: ClassVar[Kind] = Kind.MARKER_TAKEN
    player: int
    family: int
    green: bool


@dataclass(frozen=True, slots=True)
class Passed(BaseEvent):
    """R3.2: the seat could not act, in its turn ``turn``: the news says which, or a reader sees the
    turns jump. News written before it was kept has none; an event compares by its seat alone."""

    kind: ClassVar[Kind] = Kind.PASSED
    player: int
    turn: int | None = field(default=None, compare=False)


@dataclass(frozen=True, slots=True)
class Turn(BaseEvent):
    kind: ClassVar[Kind] = Kind.TURN
    player: int
    turn: int


@dataclass(frozen=True, slots=True)
class GameOver(BaseEvent):
    kind: ClassVar[Kind] = Kind.GAME_OVER
    reason: str
    winners: tuple[int, ...]


Event: TypeAlias = (
    Married | TileFromBag | Reshuffled | CardsDrawn | Drew | Discarded | DiscardedCards | TreasuryPaid
    | CamelPlaced | GoodsMarker | SaleWindow | SaleOffer | CardSold | CardKept | OfferClosed | Meeting
    | MarkerTaken | Passed | Turn | GameOver
)

# Each class by its stored name, from the union itself so that a new kind is listed once.
_CLASSES: dict[str, type[Event]] = {cls.kind: cls for cls in get_args(Event)}


def public(events: list[Event]) -> list[Event]:
    """The events anyone may see."""
    return [e for e in events if e.private_to is None]


def visible_to(events: list[Event], seat: int) -> list[Event]:
    """The events one seat may see: public ones and its own private ones."""
    return [e for e in events if e.private_to is None or e.private_to == seat]


# ----- JSON serialisation: the one place events become JSON and come back --------------


def is_event_json(data: Mapping[str, Any]) -> bool:
    """Whether a news item is an engine event (the rest are the service's own notes)."""
    return data["kind"] in _CLASSES


def event_to_json(event: BaseEvent) -> dict[str, Any]:  # JSON: an event in the news
    """The event as the news stores it: tuples as lists, a meeting's payments as a
    ``{seat: amount}`` mapping (its keys strings once written)."""
    out: dict[str, Any] = {"kind": str(event.kind)}  # JSON: an event in the news
    for kept in fields(event):
        value = getattr(event, kept.name)
        out[kept.name] = dict(value) if isinstance(event, Meeting) and kept.name == "paid" else _plain(value)
    if event.private_to is not None:
        out["private_to"] = event.private_to
    return out


def event_from_json(data: Mapping[str, Any]) -> Event:
    """An event back from the news, as ``event_to_json`` (or any earlier release) wrote it;
    ``private_to`` is not read, since the kind and its player say it. A field an earlier release
    did not write takes its default."""
    cls = _CLASSES[data["kind"]]
    values = {kept.name: _tupled(data[kept.name]) for kept in fields(cls) if kept.name in data}  # else its default
    if cls is Meeting:
        values["paid"] = tuple((int(seat), amount) for seat, amount in data["paid"].items())
    return cls(**values)


def _plain(value: Any) -> Any:
    """JSON has no tuples: the cards, the winners go as lists."""
    return list(value) if isinstance(value, tuple) else value


def _tupled(value: Any) -> Any:
    """The lists read back become the tuples a frozen event holds (and compares by)."""
    return tuple(value) if isinstance(value, list) else value
