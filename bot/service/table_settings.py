"""What the service does with the table settings' declarations (``bot.store.setting``): check
a value the host asked for, and say the settings in the line ``/settings`` answers with. Both
go by how a setting is asked for, so a new setting of a known kind needs nothing here."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from bot.service.base import ServiceError
from bot.store.platform_settings import PlatformSettings
from bot.store.setting import Setting
from bot.store.settings import Settings
from bot.words.i18n import Msg, hours, languages
from bot.words.quoting import quoted

# The host's changes, each keyed by its declaration (``Settings.turn_hours``, or a game's), never by a name
# the type checker cannot check; a value is as the host gave it (None: left as it is).
Changes = Mapping[Setting[Any], object]
T = TypeVar("T")
FEWEST_HOURS = 0.25  # a quarter of an hour: a decision's time or a reminder's interval, at the least


def checked(setting: Setting[T], asked: object) -> T:
    """The value the host asked for, as the setting's; ServiceError saying what it may be."""
    if setting.asked == "hours":
        return cast(T, _hours(asked))
    if setting.asked == "language":
        return cast(T, _language(asked))
    if setting.asked == "choice" and asked in setting.choices:
        return asked  # narrowed to T by the test above
    raise ServiceError("error.unknown_setting", setting=f"{setting.name}={quoted(str(asked))}",
                       choices=[str(choice) for choice in setting.choices])


def settings_line(settings: Settings) -> Msg:
    """The table's line (its class's ``LINE``: ``lobby.settings`` for Samarkand, the platform's
    ``lobby.platform_settings`` for a game with none of its own): every setting the host sets,
    the platform's and the game's, each under its own name. A table the game keeps unrated
    (Samarkand's hints) says so under ratings too, never "rated" beside "hints: on (not rated)"."""
    table = type(settings)
    shown = {s.name: _shown(s, settings.value_of(s)) for s in table.host_sets()}
    if not settings.rateable:
        shown[PlatformSettings.rating.name] = Msg("choice.unrated")
    return Msg(table.LINE, **shown)


def counts_for_ratings(settings: Settings) -> bool:
    """Whether a game at this table may count for ratings: neither the host's ``rating`` nor the
    game's own settings (Samarkand's hints: ``Settings.rateable``) keep it unrated."""
    return settings.rating != "unrated" and settings.rateable


def clock_notes(settings: Settings) -> list[Msg]:
    """What the host should know of the clock settings together: reminders no more often than
    the time to decide remind nobody before the time-out. The setting stands (a table may want
    none), but the host hears it, having likely meant otherwise."""
    if settings.reminder_hours < settings.turn_hours:
        return []
    return [Msg("lobby.no_reminder", reminder_hours=hours(settings.reminder_hours),
                turn_hours=hours(settings.turn_hours))]


def _shown(setting: Setting[Any], value: Any) -> object:
    if setting.asked == "hours":
        return hours(value)
    return Msg(f"language.{value}" if setting.asked == "language" else f"choice.{value}")


def _language(value: object) -> str:
    if value not in languages():
        raise ServiceError("error.no_language", language=quoted(str(value)), languages=list(languages()))
    return str(value)


def _hours(value: object) -> float:
    try:
        hours = float(str(value))  # whatever the host typed: a number, or words refused below
    except ValueError:
        hours = -1.0
    if not FEWEST_HOURS <= hours <= 24 * 14:
        raise ServiceError("error.hours")
    return hours
