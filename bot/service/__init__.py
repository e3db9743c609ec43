"""The application's one entry for every game command, with or without Discord.

``GameService`` builds the service's parts and holds them, each under the name a caller uses:
``service.lobby.start(...)``, ``service.play.act(...)``, ``service.news.announcement(...)``.
Every part gets the shared ``Tables`` (the store, the clock, the board, the per-channel locks,
reading rows and the commit: ``base``) and the other parts it calls, in its constructor; none
reaches another in any other way, so that a reader (and a type checker) can follow every call.
Which part uses which is in ``docs/architecture.md#the-services-parts``. What a caller gets
back about a game is a frozen ``GameSummary``, never the store's row (``summaries``)."""

from __future__ import annotations

import time
from collections.abc import Callable
from concurrent.futures import Executor

from bot.engine import MAX_PLAYERS as MAX_SEATS
from bot.engine import MIN_PLAYERS as MIN_SEATS
from bot.engine import Board, default_board
from bot.games.samarkand.rules import SamarkandRules, evened_counts
from bot.games.samarkand.screens import SeatScreen
from bot.service.base import Report, ServiceError, Tables
from bot.service.clock import Clock, Reminder, Tick
from bot.service.computers import Computers
from bot.service.forgetting import Forgotten, Kept, Privacy
from bot.service.limits import DEFAULT_LIMITS, NO_LIMITS, Limit, Limits, LimitsHere
from bot.service.lobby import AT_ONCE_WARNING, Lobby, unique_name
from bot.service.news import Announcement, News
from bot.service.play import Moves, Play
from bot.service.players import NOBODY, Players, Presence, Reach
from bot.service.reading import Actor, Hand, Reading, Seated
from bot.service.set_aside import SetAside, SetAsideGames
from bot.service.spectating import Pages, Spectated
from bot.service.standing import Standings
from bot.service.summaries import GameSummary, SeatSummary
from bot.service.table_settings import HOST_SETS, Changes, settings_line
from bot.service.vacation import Vacations
from bot.store import HUMAN, GameStatus, Store
from bot.store.settings import DEFAULT_SETTINGS, RATINGS, SALES, SEAT_RULES, TIMEOUT_POLICIES, Settings


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


class GameService:
    """Samarkand at the platform's tables: anything a person can do in Discord, without Discord
    (``docs/architecture.md#layers``): the platform's parts, each under the name a caller
    uses, and Samarkand's own (its commands by name, its reading commands, its pages) over the
    same ``Tables``."""

    def __init__(self, store: Store, clock: Callable[[], float] = time.time, board: Board | None = None,
                 cpu: Executor | None = None) -> None:
        rules = SamarkandRules(board or default_board())
        self.tables = Tables(store, rules, clock, cpu)
        self.board = rules.board
        platform = Platform(self.tables)
        self.store, self.players, self.lobby, self.moves, self.clock, self.computers = (
            platform.store, platform.players, platform.lobby, platform.moves, platform.clock, platform.computers)
        self.news, self.vacations, self.privacy, self.standings, self.set_aside = (
            platform.news, platform.vacations, platform.privacy, platform.standings, platform.set_aside)
        self.play = Play(self.tables, self.moves)
        self.reading = Reading(self.tables)
        self.pages = Pages(self.tables)


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
    "Clock",
    "Computers",
    "Forgotten",
    "GameService",
    "GameStatus",
    "GameSummary",
    "Hand",
    "Kept",
    "Limit",
    "Limits",
    "LimitsHere",
    "Moves",
    "Platform",
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
