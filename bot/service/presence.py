"""A player's presence over days, as plain functions of their settings and the time: quiet
hours in their own time zone (no pings then), and vacations (their clocks stand still) within
a monthly allowance. The settings are one record per user (``Store.prefs``)."""

from __future__ import annotations

import math
import re
from bisect import bisect_left
from collections.abc import Iterable
from dataclasses import dataclass, replace
from datetime import datetime
from functools import cache
from zoneinfo import ZoneInfo, available_timezones

from bot.store import Prefs
from bot.words.i18n import Refusal
from bot.words.quoting import quoted

MAX_VACATION_DAYS = 14  # per calendar month in the player's time zone: a fortnight's holiday fits
DAY = 24 * 3600.0
MINUTE = 60.0
KEPT = 70 * DAY  # vacations are remembered this long: the month before this one, and any clock's wait
# The words a player may put around the times, in English and German: before the start, between
# the two, after a time. Between them also any dash (keyboards, phones and word processors make
# different ones) or a space; the letters t and o alone are kept from the first version of
# this pattern, which took them one by one ("9 to 17").
FROM, TO, AFTER = ("from", "von", "ab"), ("bis", "until", "till", "til"), ("uhr", "h")
DASHES = "-‐‑‒–—―−~"
# One time of day: 22, 22:30, 22.30, 22h30, 10pm, 10:30 p.m., 22 Uhr, 22h.
CLOCK = rf"(\d{{1,2}})(?:[:.h](\d\d))?\s?(?:([ap])\.?\s?m\b\.?)?\s?(?:(?:{'|'.join(AFTER)})\b)?"
QUIET = re.compile(rf"(?:(?:{'|'.join(FROM)}) )?({CLOCK})(?:[{DASHES} to]|{'|'.join(TO)})+({CLOCK})", re.IGNORECASE)
OFF = ("off", "none", "no", "aus", "keine", "nein", "")  # German players type "aus"


class PresenceError(Refusal, ValueError):
    """A setting that cannot be kept; the message says what would work."""


@dataclass(frozen=True)
class QuietHours:
    """From ``start`` to ``end``, minutes after local midnight; may run past midnight."""

    start: int
    end: int

    def covers(self, minute: int) -> bool:
        if self.start < self.end:
            return self.start <= minute < self.end
        return minute >= self.start or minute < self.end

    def __str__(self) -> str:
        return f"{clock_time(self.start)}–{clock_time(self.end)}"


def clock_time(minute: int) -> str:
    """A minute after midnight as a clock shows it: ``22:30``."""
    return f"{minute // 60:02d}:{minute % 60:02d}"


def parse_quiet_hours(text: str) -> QuietHours | None:
    """``22-7``, ``22:30–6:45``, ``10pm-7am``, ``22 bis 7 Uhr``, ``22h-7h``, or ``off`` / ``aus`` (None); a
    trailing full stop is no part of it. Without am/pm a time is 24-hour, unless the other has it: then an hour 1–12
    takes the half that makes the shorter span, as people say it ("10-6am" is 22:00–06:00, "9-5pm" 09:00–17:00). A
    start equal to its end is refused: it could mean no time or the whole day, and neither is quiet hours."""
    typed = " ".join(text.split())  # one space for any run of them: the pattern need not try each split
    if typed.endswith(".") and typed[:-1].strip():  # "22 bis 7 Uhr."; a full stop alone is no hours, nor "off"
        typed = typed[:-1].rstrip()
    if typed.lower() in OFF:
        return None
    match = QUIET.fullmatch(typed)
    if match is None:
        raise PresenceError("presence.quiet_format")
    first, second = _clock(*match.groups()[:4]), _clock(*match.groups()[4:])
    start, end = min(((start, end) for start in first.readings(second) for end in second.readings(first)),
                     key=lambda times: (times[1] - times[0]) % 1440 or 1440)
    if start == end:
        raise PresenceError("presence.quiet_empty", time=clock_time(start))
    return QuietHours(start, end)


@dataclass(frozen=True)
class Clock:
    """One time as typed: its hour and minute, and ``half`` (``a`` or ``p``) if am or pm was said."""

    hours: int
    minutes: int
    half: str | None

    def readings(self, other: Clock) -> list[int]:
        """What it may mean, in minutes after midnight: with am or pm, or an hour beyond 12,
        one time; an hour of 1 to 12 without them beside a time with them, either half."""
        if self.half:
            halves = [self.half]
        elif other.half and 1 <= self.hours <= 12:
            halves = ["a", "p"]
        else:
            return [(self.hours * 60 + self.minutes) % 1440]
        return [(self.hours % 12 + (12 if half == "p" else 0)) * 60 + self.minutes for half in halves]


def _clock(typed: str, hour: str, minute: str | None, half: str | None) -> Clock:
    """A time of day (one of ``CLOCK``). Hours run 0 to 24 on the 24-hour clock (24:00 is
    midnight, so ``22-24`` ends then) and 1 to 12 with am or pm (12 am is midnight); a time
    no clock shows is refused, quoted as typed."""
    hours, minutes = int(hour), int(minute or 0)
    if minutes >= 60 or not (1 <= hours <= 12 if half else hours < 24 or (hours, minutes) == (24, 0)):
        raise PresenceError("presence.quiet_time", time=quoted(typed))
    return Clock(hours, minutes, half.lower() if half else None)


# Names in the zone catalogue that are no place: "localtime" is the zone of whatever machine
# the bot runs on (missing on some), "Factory" and "posixrules" are the catalogue's own.
NOT_PLACES = frozenset({"localtime", "factory", "posixrules"})


@cache
def _zones_by_folded_name() -> dict[str, str]:
    """The catalogue, read once: autocomplete asks on every keystroke."""
    return {name.casefold(): name for name in available_timezones() if name.casefold() not in NOT_PLACES}


def zone(name: str) -> ZoneInfo:
    """An IANA time zone such as ``Europe/Berlin``, in any case. Only names in the zone
    catalogue are looked up: anything else ("Europe", a path, a very long name) would make
    ZoneInfo read the file system and fail in ways that are not a refusal."""
    found = _zones_by_folded_name().get(name.strip().replace(" ", "_").casefold())
    if found is None:
        raise PresenceError("presence.no_zone", zone=quoted(name))
    return ZoneInfo(found)


# A signed number of hours ending a zone's name (Etc/GMT+2) or what was typed (GMT+2, UTC−2).
SIGNED = re.compile(r"[+−-]\d+$")
UTC = "UTC"


@cache
def real_offset(name: str) -> str | None:
    """The hours a fixed zone such as Etc/GMT+2 is off UTC, signed the usual way ("−2"), or
    None for a zone that follows a place, or for UTC itself. The catalogue signs these names
    the POSIX way, backwards: Etc/GMT+2 is two hours behind UTC."""
    if not SIGNED.search(name):
        return None
    offset = ZoneInfo(name).utcoffset(datetime(2000, 1, 1))
    hours = round(offset.total_seconds() / 3600) if offset else 0
    return f"{'+' if hours > 0 else '−'}{abs(hours)}" if hours else None


def zone_label(name: str) -> str:
    """A zone as autocomplete shows it: its name, and for a fixed zone its real offset too
    ("Etc/GMT+2 (UTC−2)"). A player at UTC+2 who types "GMT+2" would otherwise pick a zone
    four hours off their own and have their quiet hours read in it."""
    offset = real_offset(name)
    return f"{name} ({UTC}{offset})" if offset else name


def zone_names(typed: str, most: int = 25) -> list[str]:
    """Time zone names containing what was typed, and the fixed zones whose real offset is
    the one typed at its end ("GMT+2" finds Etc/GMT-2, two hours ahead), for autocomplete.
    Names that hold the text come first, so "utc" still offers UTC itself."""
    wanted = typed.strip().casefold().replace(" ", "_")
    signed = SIGNED.search(wanted.replace("−", "-"))
    found = sorted((wanted not in folded, name) for folded, name in _zones_by_folded_name().items()
                   if wanted in folded or (signed and (real_offset(name) or "").replace("−", "-") == signed[0]))
    return [name for _, name in found][:most]


def local_time(prefs: Prefs, now: float) -> str:
    """The time on the player's own clock now, as hours and minutes: /me shows it, so that a
    zone chosen wrong shows at once."""
    return datetime.fromtimestamp(now, time_zone_of(prefs)).strftime("%H:%M")


def time_zone_of(prefs: Prefs) -> ZoneInfo:
    """The player's zone; UTC for none, or for one no longer accepted (an earlier version
    took "localtime", which fails on a machine without that file)."""
    return ZoneInfo(_zones_by_folded_name().get((prefs.time_zone or "UTC").casefold(), "UTC"))


def quiet_hours_of(prefs: Prefs) -> QuietHours | None:
    return QuietHours(*prefs.quiet) if prefs.quiet else None


def is_quiet(prefs: Prefs, now: float) -> bool:
    """Whether it is within the player's quiet hours now, in their own time zone."""
    quiet = quiet_hours_of(prefs)
    if quiet is None:
        return False
    local = datetime.fromtimestamp(now, time_zone_of(prefs))
    return quiet.covers(local.hour * 60 + local.minute)


def not_to_ping(prefs: Prefs, now: float) -> bool:
    """Whether the player is not to be pinged now: within their quiet hours, or on vacation."""
    return is_quiet(prefs, now) or vacation_now(prefs, now) is not None


def quiet_ends(prefs: Prefs, now: float) -> float:
    """When the quiet hours under way at ``now`` end (``now`` itself outside them): the first
    local minute they do not cover. The wall clock is followed to their end; a clock set back
    on the way repeats an hour (looked at again), and one put forward may jump past the end,
    which is then the jump itself, the first whole minute found not quiet on the way."""
    quiet = quiet_hours_of(prefs)
    before = after = now
    while quiet is not None and is_quiet(prefs, after):
        local = datetime.fromtimestamp(after, time_zone_of(prefs))
        minutes = (quiet.end - local.hour * 60 - local.minute) % 1440
        before, after = after, after - local.second - local.microsecond / 1e6 + minutes * MINUTE
    steps = int((after - before) // MINUTE)  # from quiet at ``before`` to not quiet at ``after``, no way back
    first = bisect_left(range(steps + 1), True, key=lambda k: not is_quiet(prefs, after - (steps - k) * MINUTE))
    return after - (steps - first) * MINUTE


def pingable_from(prefs: Prefs, now: float) -> float:
    """The first moment from ``now`` the player may be pinged: after the quiet hours and any
    vacation under way (a vacation may end within quiet hours, or quiet hours within one)."""
    moment = now
    while not_to_ping(prefs, moment):
        away = vacation_now(prefs, moment)
        moment = away[1] if away else quiet_ends(prefs, moment)
    return moment


def vacation_now(prefs: Prefs, now: float) -> tuple[float, float] | None:
    return next(((start, end) for start, end in prefs.vacations if start <= now < end), None)


def still_away(prefs: Prefs, now: float, until: float) -> bool:
    """Whether the vacation a note said ends at ``until`` is under way now (not ended early, run out or replaced by
    a later one): only then may a message still say the player is away."""
    away = vacation_now(prefs, now)
    return away is not None and round(away[1]) == round(until)


def seconds_by_month(spans: Iterable[tuple[float, float]], tz: ZoneInfo) -> dict[tuple[int, int], float]:
    """Vacation time per calendar month of the player's time zone, by the vacation's own days:
    each 24 hours from its start (and the rest at its end) counts once, whole, in the month
    that holds most of it on the player's clock. Cut at midnight instead, a day across the
    turn of a month would be two pieces, each rounded up to a day of its own month: two days
    from noon on the last of January cost three."""
    used: dict[tuple[int, int], float] = {}
    for start, end in spans:
        day = start
        while day < end:
            day_end = min(end, day + DAY)
            middle = datetime.fromtimestamp((day + day_end) / 2, tz)
            used[(middle.year, middle.month)] = used.get((middle.year, middle.month), 0.0) + day_end - day
            day = day_end
    return used


def days_used(seconds: float) -> int:
    """Vacation time in days, to the nearest day (half a day counts as one): a vacation
    ended seconds after it began takes none, one of two days and a half takes three."""
    return math.floor(seconds / DAY + 0.5)


def days_left(prefs: Prefs, now: float) -> int:
    """Vacation days left in this calendar month: the allowance less the days used, each
    vacation's time rounded as ``days_used`` does (as ``with_vacation`` counts it)."""
    local = datetime.fromtimestamp(now, time_zone_of(prefs))
    used = seconds_by_month(prefs.vacations, time_zone_of(prefs)).get((local.year, local.month), 0.0)
    return max(0, MAX_VACATION_DAYS - days_used(used))


def with_vacation(prefs: Prefs, now: float, days: int) -> Prefs:
    """The settings with a vacation of ``days`` from now (one under way ends now and is
    replaced), if every month it touches keeps within the allowance."""
    if not 1 <= days <= MAX_VACATION_DAYS:
        raise PresenceError("presence.vacation_days", most=MAX_VACATION_DAYS)
    spans = (*ended(prefs, now).vacations, (now, now + days * DAY))
    for (year, month), used in seconds_by_month(spans, time_zone_of(prefs)).items():
        if days_used(used) > MAX_VACATION_DAYS:
            raise PresenceError("presence.vacation_month", most=MAX_VACATION_DAYS, month=f"{year}-{month:02d}",
                                count=days_left(ended(prefs, now), now))
    return replace(prefs, vacations=spans)


def ended(prefs: Prefs, now: float) -> Prefs:
    """The settings with any vacation under way ended now, and long-past ones forgotten."""
    spans = [(start, min(end, now)) for start, end in prefs.vacations if end > now - KEPT and start < now]
    return replace(prefs, vacations=tuple(span for span in spans if span[1] > span[0]))

