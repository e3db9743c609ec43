"""Samarkand at the platform's tables: anything a person can do in Discord, without Discord.

``GameService`` holds the platform's parts (``bot.service.Platform``) under the names callers use
(``service.lobby``, ``service.moves``...), and Samarkand's own over the same ``Tables``: ``service.play``,
``service.reading``, ``service.pages``, ``service.reviewing``. Beside it, what the Discord side and the console
read of Samarkand: a seat's screen, the evened seats' sentence, its table sizes."""

from __future__ import annotations

import time
from collections.abc import Callable
from concurrent.futures import Executor

from bot.engine import MAX_PLAYERS as MAX_SEATS
from bot.engine import MIN_PLAYERS as MIN_SEATS
from bot.engine import Board, default_board
from bot.games.samarkand.named_moves import Play
from bot.games.samarkand.reading import Actor, Hand, Reading
from bot.games.samarkand.reviewing import Reviewing
from bot.games.samarkand.rules import SamarkandRules, evened_counts
from bot.games.samarkand.screens import SeatScreen
from bot.games.samarkand.spectating import Pages, Spectated
from bot.service import Platform, Tables
from bot.store import Store

__all__ = ["MAX_SEATS", "MIN_SEATS", "Actor", "GameService", "Hand", "SeatScreen", "Spectated",
           "evened_counts"]


class GameService:
    """Samarkand at the platform's tables (the module's note, ``docs/architecture.md#layers``)."""

    def __init__(self, store: Store, clock: Callable[[], float] = time.time, board: Board | None = None,
                 cpu: Executor | None = None) -> None:
        rules = SamarkandRules(board or default_board())
        self.tables = Tables(store, rules, clock, cpu)
        self.board = rules.board
        platform = Platform(self.tables)
        self.platform = platform  # the platform's parts alone, for the Discord side's platform parts
        self.store = platform.store
        self.players = platform.players
        self.lobby = platform.lobby
        self.moves = platform.moves
        self.clock = platform.clock
        self.computers = platform.computers
        self.news = platform.news
        self.vacations = platform.vacations
        self.privacy = platform.privacy
        self.standings = platform.standings
        self.set_aside = platform.set_aside
        self.untold = platform.untold
        self.seated = platform.seated
        self.play = Play(self.tables, self.moves)
        self.reading = Reading(self.tables)
        self.pages = Pages(self.tables)
        self.reviewing = Reviewing(self.tables)
