"""A table's settings (a game's ``settings`` column): the platform's and the game's
declarations together (``bot.store.platform_settings``, ``bot.store.game_settings``). Every
stored set is read through ``Settings.from_json``, so a game saved before a setting existed
reads it as its default instead of failing on the missing key."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.store.game_settings import SALES, SEAT_RULES, GameSettings, Sales, SeatRule
from bot.store.platform_settings import DEFAULT_LANGUAGE, RATINGS, TIMEOUT_POLICIES, PlatformSettings, Rating, Timeout
from bot.store.setting import Setting

__all__ = ["DEFAULT_LANGUAGE", "DEFAULT_SETTINGS", "RATINGS", "SALES", "SEAT_RULES", "TIMEOUT_POLICIES", "Rating",
           "Sales", "SeatRule", "Settings", "Timeout", "with_defaults"]

# The keys in the order every stored row has them, so that a row written again is the same
# text; a setting declared later goes after them (in declaration order).
STORED_ORDER = ("turn_hours", "reminder_hours", "timeout", "standin_level", "sales", "rating", "language",
                "rules_version", "seats", "seat_money")


class Settings(PlatformSettings, GameSettings):
    """One table's settings, the platform's and the game's, as the ``games`` row holds them."""

    @classmethod
    def declared(cls) -> tuple[Setting[Any], ...]:
        settings = super().declared()
        return tuple(sorted(settings, key=lambda s: STORED_ORDER.index(s.name) if s.name in STORED_ORDER
                            else len(STORED_ORDER)))

    @classmethod
    def named(cls, name: str) -> Setting[Any] | None:
        """The declaration of ``name`` (a name from outside: a slash command's option, a
        fixture file), or None."""
        return next((setting for setting in cls.declared() if setting.name == name), None)

    @classmethod
    def from_json(cls, stored: Mapping[str, Any]) -> Settings:
        """Stored settings (JSON), each missing one at its default (keys no setting has any
        more are dropped); ValueError for a choice that is none of its setting's."""
        return cls(**{s.name: s.read(stored[s.name]) for s in cls.declared() if s.name in stored})

    def to_json(self) -> dict[str, Any]:  # JSON: the column as stored
        return {s.name: self.value_of(s) for s in self.declared()}


DEFAULT_SETTINGS = Settings()


def with_defaults(stored: Mapping[str, Any]) -> dict[str, Any]:  # JSON in, JSON out: for migrations
    """The stored settings, with the default of every key they lack."""
    return {**DEFAULT_SETTINGS.to_json(), **stored}
