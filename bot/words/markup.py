"""Discord's markup taken out of the bot's sentences, for the places that are not Discord (the
terminal, the web page): the narration and the standings are written once, for Discord."""

from __future__ import annotations

import re

CHANNEL_MENTION = re.compile(r"<#([^<>\s]+)>")


def without_markup(line: str) -> str:
    """``line`` without bold marks, and a channel's mention (``<#123>``) as ``#123``."""
    return CHANNEL_MENTION.sub(r"#\1", line.replace("**", ""))
