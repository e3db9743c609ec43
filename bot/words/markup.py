"""Discord's markup: a message's link, and the markup taken out of the bot's sentences for the
places that are not Discord (the terminal, the web page), since the narration and the
standings are written once, for Discord."""

from __future__ import annotations

import re

CHANNEL_MENTION = re.compile(r"<#([^<>\s]+)>")


def message_link(guild: str, channel: str, message: str) -> str:
    """Discord's link to a message ("@me" stands for no server: a direct message)."""
    return f"https://discord.com/channels/{guild or '@me'}/{channel}/{message}"


def without_markup(line: str) -> str:
    """``line`` without bold marks, and a channel's mention (``<#123>``) as ``#123``."""
    return CHANNEL_MENTION.sub(r"#\1", line.replace("**", ""))
