"""Discord's markup: a message's link, and the markup taken out of the bot's sentences for the
places that are not Discord (the terminal, the web page), since the narration and the
standings are written once, for Discord."""

from __future__ import annotations

import re
from datetime import UTC, datetime

CHANNEL_MENTION = re.compile(r"<#([^<>\s]+)>")
TIMESTAMP = re.compile(r"<t:(-?\d+)(?::(\w))?>")
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
    try:
        when = datetime.fromtimestamp(int(stamp[1]), UTC)
    except (ValueError, OverflowError, OSError):
        return stamp[0]
    return f"{when:%Y-%m-%d}" if stamp[2] in DAY_STYLES else when.isoformat(timespec="minutes")
