"""What the operator's commands take as a Discord id (a person's for ``forget``, a channel's
for ``import --channel``), and where in Discord to copy one."""

from __future__ import annotations

LONGEST_ID = 20  # a Discord id (a snowflake) has up to 20 digits


def is_discord_id(text: str) -> bool:
    """Digits only, as many as a snowflake has: the bot turns a channel's into a number to
    post there, so anything else stored as one fails each post."""
    return text.isascii() and text.isdigit() and len(text) <= LONGEST_ID


def where_to_copy(what: str, menu: str) -> str:
    """How to copy the id of a ``what`` (person, channel) in Discord, whose menu item is
    Copy ``menu`` ID (User, Channel), for a refusal's end."""
    return f"in Discord: Settings, Advanced, Developer Mode on, then right-click the {what} and Copy {menu} ID"
