"""Samarkand's table settings: its own declarations (when sale offers are answered, R6.5;
whether later seats start with more money; whether players may ask the coach for hints, and
how many each took; the level that stands in; and what the bot keeps so every rebuild deals
the same game: the rules version and the seats' extra money), joined to the platform's
(``bot.store.settings``: time, language, ratings) in ``Settings``, the class the game hands
the store (``SamarkandGame.table_settings``). Samarkand's code reads a row's settings typed
through ``settings_of``."""

from __future__ import annotations

from typing import ClassVar, Literal, Self

from bot.ai.levels import DEFAULT_LEVEL, LEVELS, Level
from bot.engine import CURRENT_RULES, Board, RulesVersion, Setup
from bot.store.notes import Started
from bot.store.setting import Declared, Setting
from bot.store.settings import Settings as TableSettings

Sales = Literal["private", "at_once"]
SeatRule = Literal["rules", "evened"]
Hints = Literal["off", "on"]
SALES: tuple[Sales, ...] = ("private", "at_once")
SEAT_RULES: tuple[SeatRule, ...] = ("rules", "evened")
HINTS: tuple[Hints, ...] = ("off", "on")


class GameSettings(Declared):
    """``sales``: sale offers are private and hold nobody up, or the table waits for them (``at_once``, R6.5);
    ``rules_version``: the rulings the game began under and keeps (set by the bot: an older release's game keeps
    its own, docs/upgrades.md); ``seats``: every seat starts with the rules' money, or later seats with more
    (``evened``, the board's schedule for the table's size, docs/playing.md#evening-out-the-seats); ``seat_money``:
    each seat's Dirham beyond the rules', set at the start and kept so that every rebuild deals the same game even if
    the schedule changes; ``standin_level``: the level that plays a late decision or takes the seat (the platform's
    time-out policy); ``hints``: whether ``/hint`` answers, chosen in the lobby so everyone knows before the first
    move, off by default; a table with hints is not rated, as a hint is the Expert's move and a rating measures the
    player's own (docs/ratings.md#which-games-count); ``hints_taken``: hints each seat took, kept with the settings
    because they belong to this game and travel with it (a restart, a game file)."""

    standin_level = Setting[Level](DEFAULT_LEVEL, choices=tuple(LEVELS))
    sales = Setting[Sales]("private", choices=SALES, asked="choice", lobby_only=True)
    rules_version = Setting(CURRENT_RULES)
    seats = Setting[SeatRule]("rules", choices=SEAT_RULES, asked="choice", lobby_only=True)
    seat_money = Setting[tuple[int, ...]](())
    hints = Setting[Hints]("off", choices=HINTS, asked="choice", lobby_only=True)
    hints_taken = Setting[tuple[int, ...]](())

    @property
    def allows_hints(self) -> bool:
        return self.hints == "on"

    def hinted(self, seat: int, seats: int) -> Self:
        """These settings with one more hint taken by ``seat`` (of ``seats``)."""
        taken = list(self.hints_taken or (0,) * seats)
        taken[seat] += 1
        return self.changed(GameSettings.hints_taken, tuple(taken))

    @property
    def at_once(self) -> bool:
        return self.sales == "at_once"

    @property
    def rules(self) -> RulesVersion:
        return RulesVersion(self.rules_version)

    def setup(self, board: Board) -> Setup:
        """How a game at this table is set up on ``board``, for starting it and for every
        rebuild of it."""
        return Setup(board, self.at_once, self.rules, self.seat_money)


class Settings(TableSettings, GameSettings):
    """A Samarkand table's settings, the platform's and the game's, as its ``games`` row holds
    them; the stored order is the one rows had before the two were declared apart."""

    STORED_ORDER: ClassVar[tuple[str, ...]] = ("turn_hours", "reminder_hours", "timeout", "standin_level", "sales",
                                               "rating", "language", "rules_version", "seats", "seat_money")
    LINE: ClassVar[str] = "lobby.settings"

    @property
    def standin(self) -> str:
        return self.standin_level

    @property
    def rateable(self) -> bool:
        return not self.allows_hints  # a hint is the Expert's move, and a rating measures the player's own

    def started(self, seats: tuple[int, ...]) -> Started:
        return Started(seats, self.sales, self.rating, self.seat_money, self.allows_hints)


DEFAULT_SETTINGS = Settings()


def settings_of(settings: TableSettings) -> Settings:
    """A Samarkand table's settings, typed, from a row the platform hands over: the store reads
    every row of Samarkand's with this class (``SamarkandGame.table_settings``), so anything
    else is a store opened for another game."""
    if not isinstance(settings, Settings):
        raise TypeError(type(settings))  # a bug, never a player's: no sentence
    return settings
