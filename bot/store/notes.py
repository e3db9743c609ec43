"""What the news outbox holds: the game's public events, and the service's own notes for
what the game does not know of (a game started, a seat handed to a computer, a player
timed out, left the server (and who hosts now), went away or came back, a game imported, the hints each player
took). Each note is a frozen record like an event; the outbox keeps both as JSON with their kind,
the layout stored since the first release, and this module is where they become JSON and come back."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from typing import Any, ClassVar, TypeAlias

from bot.games.interface import Event, EventCodec
from bot.store.platform_settings import Rating, Timeout


@dataclass(frozen=True)
class Started:
    """The game began: its seats in playing order, when sale offers are answered, how the
    game counts for ratings, the Dirham each seat in turn order starts with beyond the
    rules', and whether players may ask for hints (the table's settings, said once to
    everyone, so a player learns before the first move that ``/hint`` answers here)."""

    kind: ClassVar[str] = "started"
    seats: tuple[int, ...]
    sales: str = "private"
    rating: Rating = "rated"
    seat_money: tuple[int, ...] = ()
    hints: bool = False


@dataclass(frozen=True)
class Replaced:
    """The host handed a seat to a computer of ``level`` for the rest of the game."""

    kind: ClassVar[str] = "replaced"
    player: int
    level: str
    at_once: bool = False  # told at once (``Report.notice``): no turn message repeats it


@dataclass(frozen=True)
class TimedOut:
    """A player's time ran out, or they left the server (``left``): the table's policy,
    ``replace`` (a computer takes the seat) or ``standin`` (one move played for them)."""

    kind: ClassVar[str] = "timeout"
    player: int
    policy: Timeout
    left: bool = False
    at_once: bool = False  # a departure the channel was told of at once (``Report.notice``): no turn message repeats it


@dataclass(frozen=True)
class Left:
    """A player left the server while no decision of theirs was open."""

    kind: ClassVar[str] = "left"
    player: int
    at_once: bool = False  # told at once (``Report.notice``): no turn message repeats it


@dataclass(frozen=True)
class HostPassed:
    """The host left or their seat went to a computer for good: ``player``'s seat hosts now (``/pause``, ``/replace``),
    told to the table, since nobody else would know whom to ask."""

    kind: ClassVar[str] = "host_passed"
    player: int
    at_once: bool = False  # told at once (``Report.notice``): no turn message repeats it


@dataclass(frozen=True)
class Away:
    """A player went on vacation until ``until`` (epoch seconds): their clocks stand still."""

    kind: ClassVar[str] = "vacation"
    player: int
    until: float


@dataclass(frozen=True)
class Back:
    """A player came back from vacation early."""

    kind: ClassVar[str] = "back"
    player: int


@dataclass(frozen=True)
class Imported:
    """The game was rebuilt here from a game file: a fresh turn message goes out."""

    kind: ClassVar[str] = "imported"


@dataclass(frozen=True)
class FinishedByComputers:
    """The game ended with people's seats a computer took over for good (``Seat.taken_over``):
    said with the result, which names the seat by its person's name, though it is not theirs."""

    kind: ClassVar[str] = "finished_by_computers"
    players: tuple[int, ...]


@dataclass(frozen=True)
class HintsTaken:
    """The game ended at a table with hints: each seat's count (none past ``counts``), told with the final table;
    ``computers``: seats computers played from the lobby on, never asking, left out (older notes name every seat)."""

    kind: ClassVar[str] = "hints_taken"
    counts: tuple[int, ...] = ()
    computers: tuple[int, ...] = ()


Note: TypeAlias = (Started | Replaced | TimedOut | Left | HostPassed | Away | Back | Imported | FinishedByComputers
                  | HintsTaken)
NewsItem: TypeAlias = Event | Note  # the game's event, or a note of the platform's
# for isinstance: Note's members
NOTES = (Started, Replaced, TimedOut, Left, HostPassed, Away, Back, Imported, FinishedByComputers, HintsTaken)
_BY_KIND: dict[str, type[Note]] = {cls.kind: cls for cls in NOTES}


# Fields a later release added to a note: written only when not at their default, so that a
# note an earlier release stored reads back and is written the same (the copy compares them).
ADDED_LATER: dict[str, frozenset[str]] = {Started.kind: frozenset({"rating", "seat_money", "hints"}),
                                          HintsTaken.kind: frozenset({"computers"}),
                                          TimedOut.kind: frozenset({"at_once"}), Left.kind: frozenset({"at_once"}),
                                          HostPassed.kind: frozenset({"at_once"}),
                                          Replaced.kind: frozenset({"at_once"})}
# the notes of a departure or a hand-over (/replace), which the channel may hear apart at once
TOLD_AT_ONCE = (TimedOut, Left, HostPassed, Replaced)


def said_at_once(note: Note) -> Note:
    """``note`` as written when the channel hears it at once (``Report.notice``): the turn message leaves it out."""
    return replace(note, at_once=True) if isinstance(note, TOLD_AT_ONCE) else note


def told_apart(item: NewsItem[Event]) -> bool:
    """Whether the channel heard this news item at once, apart from the turn messages (``said_at_once``)."""
    return isinstance(item, TOLD_AT_ONCE) and item.at_once


def news_to_json(item: NewsItem[Event], game: EventCodec[Event]) -> dict[str, Any]:  # JSON: a news row's entry
    if not isinstance(item, NOTES):
        return game.event_to_json(item)
    later = ADDED_LATER.get(item.kind, frozenset())
    values = {field.name: getattr(item, field.name) for field in fields(item)
              if field.name not in later or getattr(item, field.name) != field.default}
    return {"kind": item.kind, **{name: list(v) if isinstance(v, tuple) else v for name, v in values.items()}}


def news_from_json(data: Mapping[str, Any], game: EventCodec[Event]) -> NewsItem[Event] | None:  # JSON: an entry
    """The item back, as any release wrote it (an event by the game's codec); None for a kind
    this release does not know (it stays in the database, and is only not told)."""
    if game.is_event_json(data):
        return game.event_from_json(data)
    if (cls := _BY_KIND.get(str(data.get("kind")))) is None:
        return None
    # a field missing takes its default; a JSON list is a tuple as ``news_to_json`` wrote it
    values: dict[str, Any] = {field.name: tuple(value) if isinstance(value := data[field.name], list) else value
                              for field in fields(cls) if field.name in data}
    return cls(**values)
