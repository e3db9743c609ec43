"""The application's one entry for every game command, with or without Discord.

``GameService`` is assembled from parts split by concern: the lobby, play, reading, the web
pages' reads (``spectating``, and ``held_seat`` for a private page), the clock (reminders,
time-outs, downtime), computer steps, the news for the channel, and each player's own settings
and vacations (``players``, ``vacation``), what the bot keeps about a person and forgetting
them (``forgetting``), people's ratings (``standing``), and the games an upgrade set aside
(``set_aside``). Every part shares the store, the clock, the board and the
per-channel locks (``base``). What a caller gets back about a game is a frozen
``GameSummary``, never the store's row (``summaries``)."""

from __future__ import annotations

from bot.service.base import Report, ServiceError
from bot.service.clock import Clock, Reminder, Tick
from bot.service.computers import Computers
from bot.service.forgetting import Forgotten, Kept, Privacy
from bot.service.held_seat import HeldSeats
from bot.service.limits import DEFAULT_LIMITS, NO_LIMITS, Limit, Limits, LimitsHere
from bot.service.lobby import (
    AT_ONCE_WARNING,
    MAX_SEATS,
    MIN_SEATS,
    Lobby,
    evened_counts,
    unique_name,
)
from bot.service.news import Announcement, Announcing
from bot.service.play import Play
from bot.service.players import NOBODY, Presence, Reach
from bot.service.reading import Actor, Hand, Reading, Seated
from bot.service.screens import SeatScreen
from bot.service.set_aside import SetAside, SetAsideGames
from bot.service.spectating import Spectated, Spectating
from bot.service.standing import Standings
from bot.service.summaries import GameSummary, SeatSummary
from bot.service.table_settings import HOST_SETS, Changes, settings_line
from bot.service.vacation import Vacations
from bot.store import HUMAN, GameStatus
from bot.store.settings import DEFAULT_SETTINGS, RATINGS, SALES, SEAT_RULES, TIMEOUT_POLICIES, Settings


class GameService(Privacy, Lobby, Play, Reading, Spectating, HeldSeats, Clock, Computers, Announcing, Vacations,
                  SetAsideGames, Standings):
    """Anything a person can do in Discord, without Discord (``docs/architecture.md#layers``)."""


__all__ = [
    "AT_ONCE_WARNING",
    "DEFAULT_LIMITS",
    "DEFAULT_SETTINGS",
    "HOST_SETS",
    "HUMAN",
    "MAX_SEATS",
    "MIN_SEATS",
    "NOBODY",
    "NO_LIMITS",
    "RATINGS",
    "SALES",
    "SEAT_RULES",
    "TIMEOUT_POLICIES",
    "Actor",
    "Announcement",
    "Changes",
    "Forgotten",
    "GameService",
    "GameStatus",
    "GameSummary",
    "Hand",
    "Kept",
    "Limit",
    "Limits",
    "LimitsHere",
    "Presence",
    "Reach",
    "Reminder",
    "Report",
    "SeatScreen",
    "SeatSummary",
    "Seated",
    "ServiceError",
    "SetAside",
    "Settings",
    "Spectated",
    "Tick",
    "evened_counts",
    "settings_line",
    "unique_name",
]
