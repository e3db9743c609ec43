"""What the store reads and writes: a game's row, an entry of its action log, an item of its
news outbox, and how a row's columns map to the database's (JSON columns are text)."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields
from typing import Any, Generic

from bot.games.interface import Action, Event
from bot.store.notes import NewsItem
from bot.store.row_values import (
    NOTHING_ANNOUNCED,
    OFFLINE_GUILD,
    AnnounceKey,
    By,
    ChannelId,
    ChannelPause,
    GameId,
    GameStatus,
    OfferKey,
    OutageNote,
    StandIn,
    UserId,
)
from bot.store.settings import Settings

HUMAN = "human"  # a seat's kind when a person holds it; otherwise the computer level's name
FORMER = "former"  # a forgotten person's seat's user: ``former3`` for the third seat; never a Discord id
COMPUTER = "cpu"  # a computer seat's user: ``cpu2`` for the second computer added in the lobby
AT_DISCORD = f"guild_id <> '{OFFLINE_GUILD}'"  # SQL: the games the bot's timed work selects (none at a keyboard)
STOOD_IN, ADVISED = By.STOOD_IN, By.ADVISED  # the names the log's two kinds had before ``By``


@dataclass(frozen=True)
class Seat:
    """A place at the table: who holds it (a Discord user id, or ``cpuN`` for a computer),
    the name the table sees, ``human`` or a computer level, and whether its person has left
    the server (then a computer plays it once the turn reaches it)."""

    user: UserId
    name: str
    kind: str = HUMAN
    left: bool = False
    timed_out: int = 0  # the turn on which a time-out under ``replace`` gave the seat to a computer (0: none)

    @property
    def human(self) -> bool:
        return self.kind == HUMAN

    @property
    def forgotten(self) -> bool:
        """Its person was forgotten (docs/privacy.md): the user is a placeholder, nobody's id."""
        return self.user.startswith(FORMER)

    @property
    def computer_number(self) -> int | None:
        """The number a computer seat was added under in the lobby (``computer_user``), or None
        for a person's seat, taken over or not."""
        number = self.user.removeprefix(COMPUTER)
        return int(number) if not self.human and self.user.startswith(COMPUTER) and number.isdigit() else None

    @property
    def taken_over(self) -> bool:
        """A person sat here; a computer finishes it for good: the host or ``replace`` replaced them, or they left and
        the turn reached the seat since. A seat whose person left while it waited for others stays theirs, as played,
        until the turn reaches it: no computer moved there, so neither the end nor a rating calls it a computer's."""
        return not self.human and self.computer_number is None


def computer_user(number: int) -> UserId:
    """The user of the ``number``th computer seat added in the lobby: a placeholder, never an id."""
    return UserId(f"{COMPUTER}{number}")


def former_user(seat: int) -> UserId:
    """The placeholder user of a forgotten person's seat (index ``seat``): never an id."""
    return UserId(f"{FORMER}{seat + 1}")


def seat_to_json(seat: Seat) -> dict[str, str]:  # JSON: the games.seats column and the game file
    stored = {"user": seat.user, "name": seat.name, "kind": seat.kind}
    if seat.left:
        stored["left"] = "1"
    if seat.timed_out:  # written only when set: a row stored before reads (and copies) as it was
        stored["timed_out"] = str(seat.timed_out)
    return stored


def seat_from_json(data: Mapping[str, str]) -> Seat:  # JSON: the games.seats column and the game file
    return Seat(UserId(str(data["user"])), str(data["name"]), str(data.get("kind", HUMAN)), bool(data.get("left")),
                int(data.get("timed_out", 0)))


@dataclass
class GameRow:
    id: GameId
    channel_id: ChannelId
    guild_id: str
    host_id: UserId
    status: GameStatus
    settings: Settings
    seats: list[Seat]
    seed: int
    state: str
    version: int
    waiting_since: float
    reminded_at: float
    paused_at: float
    created: float
    updated: float
    pause_reason: ChannelPause | None = None  # while the game's channel cannot be used
    computer_due: bool = False      # while a computer seat (or a time-out stand-in) must move
    standin: StandIn | None = None  # that human decision is played by a stand-in
    clock_note: OutageNote | None = None  # said once with the next reminder (why the clock stood still)
    offer_clocks: dict[OfferKey, list[float]] = field(default_factory=dict)  # an offer's [opened, reminded]
    host_paused: bool = False       # while the host's /pause holds the clock (paused_at: since when)
    stopped: list[tuple[float, float]] = field(default_factory=list)  # spans the clocks stood still
    shortened: list[tuple[float, float]] = field(default_factory=list)  # those a shorter turn_hours made
    due_at: float = 0.0             # the clock's pass looks at the game from then (0: at the next)
    # Announcing (written only by mark_announced and friends, never by save):
    announced_news: int = 0         # the last news entry that went out
    turn_message: str = ""          # the id of the turn message now in the channel (before the first: the lobby's)
    turn_message_key: AnnounceKey = NOTHING_ANNOUNCED  # what it announced
    announce_after: float = 0.0     # retry backoff after a failed send
    announce_failures: int = 0
    announcing: AnnounceKey = NOTHING_ANNOUNCED  # the key of a turn message sent without a confirmed outcome,
    announcing_news: int = 0        # and the last news entry it covers
    newest_news: int = 0            # the last news entry of the state read (``save`` counts it)
    # The saved columns as they were read: a save writes only what the command changed, so it
    # never undoes bookkeeping another process wrote meanwhile (a reminder's time, say).
    as_read: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)  # SQL: column values

    @property
    def posted_turn_message(self) -> str:
        """The turn message now in the channel, for links to it; "" before the first (while
        ``turn_message`` holds the lobby's, which still invites to join)."""
        return self.turn_message if self.turn_message_key != NOTHING_ANNOUNCED else ""

    @property
    def lobby_message(self) -> str:
        """The lobby's message, while no turn message has taken its place in ``turn_message``
        (the first turn message, or the lobby's closing, edits it); "" after, or if none was kept."""
        return self.turn_message if self.turn_message_key == NOTHING_ANNOUNCED else ""

    @property
    def holds_news(self) -> bool:
        """A computer owes a move: its news waits for a person's turn or the end (``Store.unannounced``'s rule too)."""
        return self.status is GameStatus.PLAYING and self.computer_due


@dataclass(frozen=True)
class Prefs:
    """A player's own settings across games and servers (``/me``): their time zone (empty:
    UTC), quiet hours (minutes after local midnight, start and end), vacations (start and end,
    epoch seconds), a direct message on their turn, whether their direct messages are closed
    to the bot, and the language their Discord client last used."""

    time_zone: str = ""
    quiet: tuple[int, int] | None = None
    vacations: tuple[tuple[float, float], ...] = ()
    turn_dm: bool = False
    dm_closed: bool = False
    language: str = ""


def prefs_to_json(prefs: Prefs) -> dict[str, Any]:  # JSON: the players.prefs column
    return {"time_zone": prefs.time_zone, "quiet": list(prefs.quiet) if prefs.quiet else None,
            "vacations": [list(span) for span in prefs.vacations], "turn_dm": prefs.turn_dm,
            "dm_closed": prefs.dm_closed, "language": prefs.language}


def prefs_from_json(data: Mapping[str, Any]) -> Prefs:  # JSON: the players.prefs column, as any release wrote it
    quiet = data.get("quiet")
    return Prefs(str(data.get("time_zone") or ""), (int(quiet[0]), int(quiet[1])) if quiet else None,
                 tuple((float(start), float(end)) for start, end in data.get("vacations") or ()),
                 bool(data.get("turn_dm")), bool(data.get("dm_closed")), str(data.get("language") or ""))


@dataclass(frozen=True)
class OpenGames:
    """How many lobbies and open games (lobbies and games in play) a server holds, and how
    many of them one member hosts: what the host's limits are checked against."""

    member_lobbies: int = 0
    member_games: int = 0
    server_lobbies: int = 0
    server_games: int = 0


@dataclass(frozen=True)
class LogEntry(Generic[Action]):
    """One action of the log, the game's own: stored as its short text (the game's
    ``action_to_text``), the same form the panel's buttons carry."""

    seat: int
    action: Action
    by: By
    at: float = field(default=0.0)


@dataclass
class News(Generic[Event]):
    """Public events a commit produced (the game's and the platform's notes), waiting in the
    outbox until announced; ``key`` is the turn and phase the game was in after it (see
    ``bot.engine.view.announce_key``)."""

    seq: int
    events: list[NewsItem[Event]]
    key: AnnounceKey
    at: float


COLUMNS = [f.name for f in fields(GameRow) if f.name not in ("as_read", "shortened")]  # shortened: in stopped
# What a command may change (announcing bookkeeping is written by its own calls).
SAVED = ("host_id", "status", "settings", "seats", "state", "waiting_since", "reminded_at", "paused_at", "updated",
         "pause_reason", "computer_due", "standin", "clock_note", "offer_clocks", "host_paused", "stopped", "due_at")


def game_row(record: Mapping[str, Any], table: type[Settings]) -> GameRow:  # SQL: a games record, JSON as text
    """A row from a database record (SQLite's or PostgreSQL's: both are read by name); the
    settings as ``table``'s (the game's: ``bot.store.settings.table_settings``), with the
    defaults of keys added since the game was saved."""
    values = {name: record[name] for name in COLUMNS}
    decoded = {name: read(values[name]) for name, read in DECODED.items()}
    decoded["shortened"] = shortened_from_json(values["stopped"])
    row = GameRow(**{**values, **decoded, "settings": table.from_json(json.loads(values["settings"]))})
    row.as_read = saved_values(row)
    return row


def saved_values(row: GameRow) -> dict[str, Any]:  # SQL: column values, JSON columns as text
    """The columns ``save`` writes, as the database holds them."""
    return {name: column_value(row, name) for name in SAVED}


def column_value(row: GameRow, name: str) -> Any:  # SQL: a column's value as the database holds it
    if name == "stopped":  # the one column two fields share
        return stopped_to_json(row.stopped, row.shortened)
    value = getattr(row, name)
    return ENCODED[name](value) if name in ENCODED else value


def status_text(status: GameStatus) -> str:  # SQL: the games.status column
    return status.value


def game_status(stored: str) -> GameStatus:  # SQL: the games.status column
    """A stored status; anything else is a broken row, and says what it held."""
    return GameStatus(stored)


def standin_text(standin: StandIn | None) -> str:  # SQL: the games.standin column, "seat:turn"
    return f"{standin.seat}:{standin.turn}" if standin else ""


def standin_from_text(stored: str) -> StandIn | None:  # SQL: the games.standin column
    seat, _, turn = stored.partition(":")
    return StandIn(int(seat), int(turn)) if stored else None


def pause_text(pause: ChannelPause | None) -> str:  # SQL: the games.pause_reason column, "channel:<why>"
    return f"{CHANNEL_PAUSE}{pause.why}" if pause else ""


def pause_from_text(stored: str) -> ChannelPause | None:  # SQL: the games.pause_reason column
    """The channel's reason to pause; anything else is a broken row, and says what it held
    (an upgrade moved the host's pause to ``host_paused``)."""
    if not stored:
        return None
    if not stored.startswith(CHANNEL_PAUSE):
        raise ValueError(f"pause_reason {stored!r}")
    return ChannelPause(stored[len(CHANNEL_PAUSE):])


def clocks_to_json(clocks: Mapping[OfferKey, list[float]]) -> str:  # JSON: the games.offer_clocks column
    """The offer clocks as stored: ``{"seat:card": [opened, reminded]}``."""
    return json.dumps({f"{key.seat}:{key.card}": times for key, times in clocks.items()})


def clocks_from_json(stored: str) -> dict[OfferKey, list[float]]:  # JSON: the games.offer_clocks column
    return {OfferKey(*map(int, key.partition(":")[::2])): [float(t) for t in times]
            for key, times in json.loads(stored).items()}


def outage_to_json(note: OutageNote | None) -> str:  # JSON: the games.clock_note column
    return json.dumps({"kind": "outage", "hours": note.hours}) if note else ""


def outage_from_json(stored: str) -> OutageNote | None:  # JSON: the games.clock_note column
    """The downtime a game's next reminder is to mention (None: none)."""
    data = json.loads(stored) if stored else {}
    return OutageNote(float(data["hours"])) if data.get("kind") == "outage" else None


# The games.stopped column holds every span the clocks stood still as ``[from, to]``, and one
# that a shorter turn_hours made (``GameRow.shortened``, which a longer one gives back) turned
# round, ``[to, from]``: in the one column, the schema as every release has it, and a release
# before this one, rolled back to, reads such a span as empty (its ``merged`` leaves out a span
# that ends before it starts) instead of failing on a third value.


def stopped_from_json(stored: str) -> list[tuple[float, float]]:  # JSON: the games.stopped column
    return [(float(start), float(end)) for start, end in json.loads(stored) if start <= end]


def shortened_from_json(stored: str) -> list[tuple[float, float]]:  # JSON: the games.stopped column
    return [(float(start), float(end)) for end, start in json.loads(stored) if start < end]


def stopped_to_json(stopped: list[tuple[float, float]], shortened: list[tuple[float, float]]) -> str:  # JSON
    return json.dumps([*(list(span) for span in stopped), *([end, start] for start, end in shortened if start < end)])


CHANNEL_PAUSE = "channel:"
CHANNEL_WORKS = f"pause_reason NOT LIKE '{CHANNEL_PAUSE}%'"  # SQL: the games not paused for a channel the bot lost
# Each typed column's way from and to the database's value (the rest are stored as they are).
DECODED: dict[str, Callable[[Any], Any]] = {
    "id": lambda stored: GameId(int(stored)), "channel_id": lambda stored: ChannelId(str(stored)),
    "host_id": lambda stored: UserId(str(stored)), "status": game_status,
    "seats": lambda stored: [seat_from_json(seat) for seat in json.loads(stored)],
    "pause_reason": pause_from_text, "computer_due": bool, "standin": standin_from_text,
    "offer_clocks": clocks_from_json, "host_paused": bool, "stopped": stopped_from_json,
    "clock_note": outage_from_json}
ENCODED: dict[str, Callable[[Any], Any]] = {
    "status": status_text, "settings": lambda settings: json.dumps(settings.to_json()),
    "seats": lambda seats: json.dumps([seat_to_json(seat) for seat in seats]),
    "pause_reason": pause_text, "computer_due": int, "standin": standin_text, "offer_clocks": clocks_to_json,
    "host_paused": int, "clock_note": outage_to_json}
