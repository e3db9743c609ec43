"""The platform's table settings, whatever game the table plays: the time per decision and
between reminders, what a time-out does, how the game counts for ratings, and the table's
language. A game declares its own apart, in its package (Samarkand's:
``bot.games.samarkand.game_settings``), and joins them to these through ``bot.store.settings``."""

from __future__ import annotations

from typing import Literal, get_args

from bot.store.setting import Declared, Setting

DEFAULT_LANGUAGE = "en"  # a new game's, until its host or its server says otherwise (bot.words.i18n.DEFAULT)
Timeout = Literal["standin", "replace"]
Rating = Literal["rated", "leavers_last", "clean_only", "unrated"]
TIMEOUT_POLICIES: tuple[Timeout, ...] = get_args(Timeout)
RATINGS: tuple[Rating, ...] = get_args(Rating)


class PlatformSettings(Declared):
    """``timeout``: at time up a computer plays that decision (``standin``, at ``Settings.standin``'s level) or takes
    the seat (``replace``); ``rating``: how the game counts for ratings when a stand-in or computer played
    (``bot.store.ratings``, docs/ratings.md#which-games-count), fixed at the start so that nobody changes it once
    they see how the game goes."""

    turn_hours = Setting(24.0, asked="hours")
    reminder_hours = Setting(6.0, asked="hours")
    timeout = Setting[Timeout]("standin", choices=TIMEOUT_POLICIES, asked="choice")
    rating = Setting[Rating]("rated", choices=RATINGS, asked="choice", lobby_only=True)
    language = Setting(DEFAULT_LANGUAGE, asked="language")
