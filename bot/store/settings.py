"""A table's settings (a game's ``settings`` column) and their defaults. Every stored set is
read through ``with_defaults``, so a game saved before a setting existed reads it as its
default instead of failing on the missing key."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

DEFAULT_LANGUAGE = "en"  # a new game's, until its host or its server says otherwise (bot.words.i18n.DEFAULT)

DEFAULT_SETTINGS: dict[str, Any] = {"turn_hours": 24.0, "reminder_hours": 6.0, "timeout": "standin",
                                    "standin_level": "greedy", "sales": "private", "language": DEFAULT_LANGUAGE}


def with_defaults(stored: Mapping[str, Any]) -> dict[str, Any]:
    """The stored settings, with the default of every key they lack."""
    return {**DEFAULT_SETTINGS, **stored}
