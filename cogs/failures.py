"""What Discord's refusals mean for the game, and what the bot needs where it plays.

Every Discord call can fail; these are the failures with a planned answer (DESIGN §5b):
a channel closed to the bot pauses its game, a closed DM leaves the decision under /hand,
a member who left is replaced by the table's policy. Codes are Discord's JSON error codes."""

from __future__ import annotations

import discord

UNKNOWN_CHANNEL = 10003
UNKNOWN_MEMBER = 10007
UNKNOWN_MESSAGE = 10008
UNKNOWN_INTERACTION = 10062
MISSING_ACCESS = 50001
CANNOT_DM = 50007
MISSING_PERMISSIONS = 50013
ARCHIVED_THREAD = 50083

CHANNEL_REASONS = {
    UNKNOWN_CHANNEL: "the channel no longer exists",
    MISSING_ACCESS: "the bot cannot see the channel",
    MISSING_PERMISSIONS: "the bot may not post there",
    ARCHIVED_THREAD: "the thread is locked",
}

NEEDED = ("view_channel", "send_messages", "embed_links", "attach_files")
NEEDED_IN_THREADS = ("view_channel", "send_messages_in_threads", "embed_links", "attach_files")
NAMES = {"view_channel": "View Channel", "send_messages": "Send Messages", "embed_links": "Embed Links",
         "attach_files": "Attach Files", "send_messages_in_threads": "Send Messages in Threads",
         "create_public_threads": "Create Public Threads"}


def channel_failure(err: BaseException) -> str | None:
    """The reason a game's channel cannot be used any more, or None for a passing failure."""
    if isinstance(err, discord.HTTPException):
        return CHANNEL_REASONS.get(err.code)
    return None


def code_of(err: BaseException) -> int:
    return err.code if isinstance(err, discord.HTTPException) else 0


def missing(permissions: discord.Permissions, in_thread: bool, extra: tuple[str, ...] = ()) -> list[str]:
    """The permissions the bot lacks here, by their names in Discord's settings."""
    wanted = (NEEDED_IN_THREADS if in_thread else NEEDED) + extra
    return [NAMES[name] for name in wanted if not getattr(permissions, name)]


def cannot_post(names: list[str]) -> str:
    return f"I cannot post in this channel: give me {', '.join(names)} here, then try again."


def lost_channel_note(reason: str) -> str:
    return (f"I could not post the game's news here ({reason}), so the game is paused. Give me View Channel, "
            "Send Messages (in threads: Send Messages in Threads), Embed Links and Attach Files here; the game "
            "goes on by itself as soon as a command or a message shows that I can post again.")
