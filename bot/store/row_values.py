"""The typed values a game's row holds where the database keeps text or 0/1: its status, the
ids it is keyed by, the decision a stand-in plays, a sale offer's clock key and why its
channel paused it. The row's codec (``bot.store.rows``) is the one place they meet their
stored strings, so every other layer reads fields the type checker follows."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, StrEnum
from typing import NewType

GameId = NewType("GameId", int)
ChannelId = NewType("ChannelId", str)  # a Discord channel's id (digits), or a console's name for it
UserId = NewType("UserId", str)  # a Discord user's id, ``cpuN`` for a computer, ``formerN`` once forgotten
OFFLINE_GUILD = "console"  # the server id of the games played at a keyboard (``python -m bot play``), which
# may share the bot's database: their reminders, time-outs, computer moves and news are the console's,
# so the bot's timed work never selects them (``bot.store.rows.AT_DISCORD``)
# What a turn message announces, in its game's words (``Rules.announce_key``): a new key is a new
# message. The platform stores and compares keys and never reads one.
AnnounceKey = NewType("AnnounceKey", str)
NOTHING_ANNOUNCED = AnnounceKey("")  # no turn message yet, or none found


class By(StrEnum):
    """Who made a logged action, as the actions table and an export's log keep it: a review
    leaves out a stand-in's and a hint's moves, and the ratings a game a stand-in played in."""

    PLAYER = "player"
    COMPUTER = "computer"  # a computer seat, or a computer answering a seat's secret decision at once
    STOOD_IN = "timeout"  # a time-out stand-in played a person's decision
    ADVISED = "advised"  # a person played the move their hint had just suggested
    ORDER = "standing order"  # a person's standing order answered their sale offer


class GameStatus(Enum):
    """Where a game is: its lobby, in play, finished, called off, or set aside by an upgrade
    that could not carry it over (docs/upgrades.md)."""

    LOBBY = "lobby"
    PLAYING = "playing"
    OVER = "over"
    ABORTED = "aborted"
    KEPT = "kept"


@dataclass(frozen=True)
class StandIn:
    """A person's decision of one turn that a time-out stand-in plays: their seat and the turn."""

    seat: int
    turn: int


@dataclass(frozen=True)
class OfferKey:
    """Which sale offer a clock times: the seat that holds the card, and the card."""

    seat: int
    card: int


@dataclass(frozen=True)
class OutageNote:
    """The bot's downtime that a game's next reminder owes its players: every clock stood still
    for it, and the reminder says so once."""

    hours: float

    def and_more(self, seconds: float) -> OutageNote:
        """This note plus another outage: all since the last reminder (Discord's are recorded probe by probe)."""
        return OutageNote(self.hours + seconds / 3600)


@dataclass(frozen=True)
class ChannelPause:
    """The game's channel cannot be used (gone, or closed to the bot), and why: paused until it works again."""

    why: str


@dataclass(frozen=True)
class PublicStamp:
    """A started game's public record besides seed and log, read alone: newest news (every public change writes
    some), status and seats (an abort, a forgotten name: no news), and the host's pause and the channel's (told or seen
    in the channel, shown on the page: no news either). A private one (R6.5) raises the version only."""

    news: int
    status: GameStatus
    seats: str  # as stored: compared, never read
    paused: bool = False
    channel_paused: bool = False
