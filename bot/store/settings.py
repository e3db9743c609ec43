"""A table's settings (a game's ``settings`` column) and their defaults. Every stored set is
read through ``Settings.from_json``, so a game saved before a setting existed reads it as its
default instead of failing on the missing key."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields
from typing import Any, Literal

from bot.ai.levels import DEFAULT_LEVEL, LEVELS, Level
from bot.engine import CURRENT_RULES, Board, RulesVersion, Setup

DEFAULT_LANGUAGE = "en"  # a new game's, until its host or its server says otherwise (bot.words.i18n.DEFAULT)
Timeout = Literal["standin", "replace"]
Sales = Literal["private", "at_once"]
Rating = Literal["rated", "leavers_last", "clean_only", "unrated"]
SeatRule = Literal["rules", "evened"]
TIMEOUT_POLICIES: tuple[Timeout, ...] = ("standin", "replace")
SALES: tuple[Sales, ...] = ("private", "at_once")
RATINGS: tuple[Rating, ...] = ("rated", "leavers_last", "clean_only", "unrated")
SEAT_RULES: tuple[SeatRule, ...] = ("rules", "evened")
CHOSEN_FROM: dict[str, tuple[str, ...]] = {"timeout": TIMEOUT_POLICIES, "sales": SALES, "rating": RATINGS,
                                          "seats": SEAT_RULES, "standin_level": tuple(LEVELS)}


@dataclass(frozen=True)
class Settings:
    """``timeout``: when time is up, a computer plays that one decision (``standin``, at
    ``standin_level``) or takes the seat for good (``replace``); ``sales``: sale offers are
    private and hold nobody up, or the table waits for them (``at_once``, R6.5);
    ``rating``: how the finished game counts for people's ratings when a stand-in played or a
    computer took a seat over (``bot.store.ratings``, docs/ratings.md#which-games-count);
    ``rules_version``: the rulings the game began under and keeps (set by the bot, not the
    host: a game saved by an older release keeps its own, see docs/upgrades.md); ``seats``:
    every seat starts with the rules' money, or the later seats with more (``evened``, the
    board's schedule for the table's size, docs/playing.md#evening-out-the-seats);
    ``seat_money``: the Dirham each seat in turn order got beyond the rules' (set by the bot
    at the start and kept, so that every rebuild deals the same game even if a later release
    changes the schedule)."""

    turn_hours: float = 24.0
    reminder_hours: float = 6.0
    timeout: Timeout = "standin"
    standin_level: Level = DEFAULT_LEVEL
    sales: Sales = "private"
    rating: Rating = "rated"
    language: str = DEFAULT_LANGUAGE
    rules_version: int = CURRENT_RULES
    seats: SeatRule = "rules"
    seat_money: tuple[int, ...] = ()

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

    @classmethod
    def from_json(cls, stored: Mapping[str, Any]) -> Settings:
        """Stored settings (JSON), each missing one at its default; ValueError for a choice
        that is none of its setting's (a hand-edited game file, say)."""
        known = {field.name for field in fields(cls)}
        for key, choices in CHOSEN_FROM.items():
            if key in stored and stored[key] not in choices:
                raise ValueError(f"{key} is one of {', '.join(choices)}, not {stored[key]!r}")
        values = {key: value for key, value in stored.items() if key in known}
        if "seat_money" in values:  # a list in JSON
            values["seat_money"] = tuple(values["seat_money"])
        if "standin_level" in values:  # its code in JSON
            values["standin_level"] = Level(values["standin_level"])
        return cls(**values)

    def to_json(self) -> dict[str, Any]:  # JSON: the column as stored
        return asdict(self)


DEFAULT_SETTINGS = Settings()


def with_defaults(stored: Mapping[str, Any]) -> dict[str, Any]:  # JSON in, JSON out: for migrations
    """The stored settings, with the default of every key they lack."""
    return {**DEFAULT_SETTINGS.to_json(), **stored}
