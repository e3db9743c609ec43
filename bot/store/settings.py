"""A table's settings (a game's ``settings`` column): the platform's declarations
(``bot.store.platform_settings``) and those of the game the table plays, which a game adds
by extending ``Settings`` with its own (Samarkand's: ``bot.games.samarkand.game_settings``;
the game interface hands the store that class, ``Game.table_settings``). Every stored set is
read through ``from_json``, so a game saved before a setting existed reads it as its default
instead of failing on the missing key.

The platform reads only its own settings, typed; what it must know of a game's (which
computer stands in for a late player, whether the table may count for ratings, what the start
tells everyone) it asks the table's class, which a game answers by overriding the hooks
below, so no platform code names a game's setting."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Self

from bot.games.interface import Game
from bot.store.notes import Started
from bot.store.platform_settings import DEFAULT_LANGUAGE, RATINGS, TIMEOUT_POLICIES, PlatformSettings, Rating, Timeout
from bot.store.setting import Setting

__all__ = ["DEFAULT_LANGUAGE", "RATINGS", "TIMEOUT_POLICIES", "Rating", "Settings", "Timeout", "table_settings",
           "with_defaults"]


class Settings(PlatformSettings):
    """One table's settings, as the ``games`` row holds them: the platform's here, the game's
    in its subclass. ``STORED_ORDER``: the keys in the order every stored row has them, so that
    a row written again is the same text (a setting declared later goes after them, in
    declaration order); ``LINE``: the catalogue's sentence that says them all (``/settings``'
    answer, ``bot.service.settings_line``), one placeholder per setting the host sets."""

    STORED_ORDER: ClassVar[tuple[str, ...]] = ()
    LINE: ClassVar[str] = "lobby.platform_settings"

    @classmethod
    def declared(cls) -> tuple[Setting[Any], ...]:
        settings = super().declared()
        order = cls.STORED_ORDER
        return tuple(sorted(settings, key=lambda s: order.index(s.name) if s.name in order else len(order)))

    @classmethod
    def host_sets(cls) -> tuple[Setting[Any], ...]:
        """The settings the host sets (``/settings``' options), in the stored order."""
        return tuple(setting for setting in cls.declared() if setting.asked)

    @classmethod
    def named(cls, name: str) -> Setting[Any] | None:
        """The declaration of ``name`` (from outside: a slash command's option, a fixture file), or None."""
        return next((setting for setting in cls.declared() if setting.name == name), None)

    @classmethod
    def from_json(cls, stored: Mapping[str, Any]) -> Self:
        """Stored settings, missing ones at default, unknown keys dropped; ValueError for a choice not its setting's."""
        return cls(**{s.name: s.read(stored[s.name]) for s in cls.declared() if s.name in stored})

    def to_json(self) -> dict[str, Any]:  # JSON: the column as stored
        return {s.name: self.value_of(s) for s in self.declared()}

    # ----- what the platform asks of a game's settings ------------------------------------

    @property
    def standin(self) -> str:
        """The level standing in for a late player (``timeout``): one of the game's, so its settings say which."""
        raise NotImplementedError(f"{type(self).__name__} does not say which computer level stands in")

    @property
    def rateable(self) -> bool:
        """Whether its settings let a finished game be rated (``rating`` says the rest): hints keep it unrated."""
        return True

    def started(self, seats: tuple[int, ...]) -> Started:
        """The note all read at the start: seats in playing order, settings to know first (a game adds its own)."""
        return Started(seats, rating=self.rating)


def table_settings(game: Game) -> type[Settings]:
    """The class of ``game``'s tables' settings, checked to be the platform's extended: the
    interface cannot name this module's class (the store imports the interface)."""
    table = game.table_settings
    if not issubclass(table, Settings):
        raise TypeError(f"{game.name}'s table_settings {table.__name__} does not extend bot.store.settings.Settings")
    return table


def with_defaults(stored: Mapping[str, Any], table: type[Settings]) -> dict[str, Any]:  # JSON in, JSON out
    """Stored settings plus ``table``'s defaults for missing keys: what ``fill_settings`` writes, the store's game's."""
    return {**table().to_json(), **stored}
