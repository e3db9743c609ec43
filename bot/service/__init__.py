"""The platform's service: every game command, with or without Discord, for any game.

``Platform`` builds and holds its parts, each under the name a caller uses (``service.lobby.start(...)``). Each
part gets the shared ``Tables`` (``base``) and the other parts it calls in its constructor, and reaches them in
no other way, so that a reader (and a type checker) can follow every call. A game adds its own parts (Samarkand's
``GameService``, ``bot.games.samarkand.game_service``); who uses which: ``docs/architecture.md#the-services-parts``.
A caller gets a frozen ``GameSummary`` about a game, never the store's row (``summaries``)."""

from __future__ import annotations

from bot.service.acting import Moves
from bot.service.base import ChangedWhileActing, Report, ServiceError, Tables, refusal_met
from bot.service.clock import Clock, Reminder, Tick
from bot.service.computers import Computers
from bot.service.forgetting import Forgotten, Kept, Privacy
from bot.service.limits import DEFAULT_LIMITS, NO_LIMITS, Limit, Limits, LimitsHere
from bot.service.lobby import Departure, Hosting, Lobby, unique_name
from bot.service.news import Announcement, News, TimeLeft
from bot.service.players import NOBODY, Players, Presence, Reach
from bot.service.seated import Seated, SeatedGames
from bot.service.set_aside import SetAside, SetAsideGames
from bot.service.standing import Standings
from bot.service.summaries import GameSummary, SeatSummary
from bot.service.table_settings import Changes, clock_notes, counts_for_ratings, settings_line
from bot.service.untold import UntoldOffers
from bot.service.vacation import Vacations
from bot.store import HUMAN, NOTHING_ANNOUNCED, AnnounceKey, ClockBehind, GameStatus
from bot.store.settings import RATINGS, TIMEOUT_POLICIES, Settings


class Platform:
    """The parts every game is played through (``docs/architecture.md#the-services-parts``),
    built once over one ``Tables`` for the game's ``rules``. A part used by another is built
    first and handed to it; no part is built twice."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables
        self.store = tables.store  # the same store, for the callers that read it directly (ops, tests)
        self.players = Players(tables)
        self.lobby = Lobby(tables)
        self.moves = Moves(tables)
        self.clock = Clock(tables)
        self.computers = Computers(tables)
        self.news = News(tables, self.players)
        self.vacations = Vacations(tables)
        self.privacy = Privacy(tables, self.lobby)
        self.standings = Standings(tables)
        self.set_aside = SetAsideGames(tables)
        self.untold = UntoldOffers(tables)
        self.seated = SeatedGames(tables)  # a player's tables in a server (/games)


__all__ = [
    "DEFAULT_LIMITS", "HUMAN", "NOBODY", "NOTHING_ANNOUNCED", "NO_LIMITS", "RATINGS", "TIMEOUT_POLICIES", "AnnounceKey",
    "Announcement", "ChangedWhileActing", "Changes", "Clock", "ClockBehind", "Computers", "Departure", "Forgotten",
    "GameStatus", "GameSummary", "Hosting", "Kept", "Limit", "Limits", "LimitsHere", "Moves", "Platform", "Presence",
    "Reach", "Reminder", "Report", "SeatSummary", "Seated", "SeatedGames", "ServiceError", "SetAside", "Settings",
    "Tables", "Tick", "TimeLeft", "UntoldOffers",
    "clock_notes", "counts_for_ratings", "refusal_met", "settings_line", "unique_name",
]
