"""Discord's markup: a message's link, and the markup taken out of the bot's sentences for the
places that are not Discord, since the narration and the standings are written once, for
Discord. ``PlainText`` (the web page's) takes it out of the catalogue's templates before any
value goes in, so a display name is shown as typed ("a**b**c", "<t:1>" stay so);
``without_markup`` (the terminal's) takes it out of a line already written."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from functools import lru_cache
from typing import Any

from bot.words.i18n import DEFAULT
from bot.words.names import NamedText

CHANNEL_MENTION = re.compile(r"<#([^<>\s]+)>")
TIMESTAMP = re.compile(r"<t:(-?\d+)(?::(\w))?>")
CHANNEL_FIELD = re.compile(r"<#(\{\w+\})>")  # a template's channel mention: "<#{channel}>"
STAMP_FIELD = re.compile(r"<t:\{(\w+)\}(?::(\w))?>")  # a template's timestamp: "<t:{until}:f>"
DAY_STYLES = frozenset("dD")  # Discord's styles that show a day without its time


def message_link(guild: str, channel: str, message: str) -> str:
    """Discord's link to a message ("@me" stands for no server: a direct message)."""
    return f"https://discord.com/channels/{guild or '@me'}/{channel}/{message}"


def without_markup(line: str) -> str:
    """``line`` without bold marks, a channel's mention (``<#123>``) as ``#123``, and a
    timestamp (``<t:1800000000:d>``) as the day, or the day and time, in UTC (ISO 8601, so in
    no language): a terminal has no reader's zone to show it in."""
    return TIMESTAMP.sub(in_utc, CHANNEL_MENTION.sub(r"#\1", line.replace("**", "")))


def in_utc(stamp: re.Match[str]) -> str:
    """A timestamp as its day or moment in UTC; one no calendar holds (a display name may be
    ``<t:99999999999999>``: the lines quote names) stays as it was written."""
    return moment(stamp[1], stamp[2]) or stamp[0]


def moment(seconds: Any, style: str | None) -> str:  # Any: the number as a template's value or a timestamp's digits
    """Epoch ``seconds`` as the day (Discord's day styles) or the moment in UTC, ISO 8601; ""
    for a time no calendar holds."""
    try:
        when = datetime.fromtimestamp(int(seconds), UTC)
    except (ValueError, OverflowError, OSError):
        return ""
    return f"{when:%Y-%m-%d}" if style in DAY_STYLES else when.isoformat(timespec="minutes")


class PlainText(NamedText):
    """The words of one language where Discord's markup means nothing (the web page): each
    template without its bold marks, its channel mentions as ``#id`` and its timestamps as days
    or moments in UTC, before the values go in; names as ``NamedText`` shows them (no direction
    controls, a right-to-left name isolated)."""

    def filled(self, template: str, rendered: dict[str, object]) -> str:
        for stamp in STAMP_FIELD.finditer(template):
            if stamp[1] in rendered:
                rendered[stamp[1]] = moment(rendered[stamp[1]], stamp[2]) or rendered[stamp[1]]
        plain = STAMP_FIELD.sub(r"{\1}", CHANNEL_FIELD.sub(r"#\1", template.replace("**", "")))
        return super().filled(plain, rendered)


@lru_cache(maxsize=16)
def plain_text(language: str = DEFAULT, variant: str | None = None) -> PlainText:
    return PlainText(language, variant)
