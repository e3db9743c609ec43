"""What Discord's refusals mean for the game, and what the bot needs where it plays.

The failures with a planned answer (``docs/architecture.md#failures-from-discord``): a channel closed to the bot
pauses its game, a closed DM leaves the decision under /hand, a member who left is replaced by the table's policy, a
note the channel did not get is told to the actor while their action stands. Codes are Discord's JSON error codes."""

from __future__ import annotations

import asyncio

import aiohttp
import discord

from bot.words.i18n import Msg

UNKNOWN_CHANNEL = 10003
UNKNOWN_MEMBER = 10007
UNKNOWN_MESSAGE = 10008
UNKNOWN_INTERACTION = 10062
ALREADY_ACKNOWLEDGED = 40060
MISSING_ACCESS = 50001
CANNOT_DM = 50007
MISSING_PERMISSIONS = 50013
ARCHIVED_THREAD = 50083
INVALID_FORM_BODY = 50035  # a body past one of Discord's limits: the bot's own mistake, refused at every retry

EMBEDS_DROPPED = Msg("failure.may_not_embed")  # Discord drops a message's embeds silently without Embed Links

CHANNEL_GONE = Msg("failure.channel_gone")  # deleted: the one reason no grant can mend
# Read Message History taken: an empty history, no error. A turn message whose send had an unknown outcome cannot be
# looked for, so past the minutes Discord's nonce check covers, its game pauses rather than post it a second time.
HISTORY_UNSEEN = Msg("failure.cannot_read_history")
HISTORY_PAUSED = Msg("failure.history_paused")  # the channel's, the actor's and a command's word while it lasts
CHANNEL_REASONS = {
    UNKNOWN_CHANNEL: CHANNEL_GONE,
    MISSING_ACCESS: Msg("failure.cannot_see"),
    MISSING_PERMISSIONS: Msg("failure.may_not_post"),
    ARCHIVED_THREAD: Msg("failure.thread_locked"),
}

# Every way a call to Discord can fail: refused (HTTP error), the connection dropped, no answer,
# or a rate limit longer than the bot waits out (``bot.runtime.pace.RATE_LIMIT_WAIT``).
DISCORD_FAILURES = (discord.HTTPException, discord.RateLimited, aiohttp.ClientError, asyncio.TimeoutError)

NEEDED = ("view_channel", "send_messages", "embed_links", "attach_files")
NEEDED_IN_THREADS = ("view_channel", "send_messages_in_threads", "embed_links", "attach_files")


def channel_failure(err: BaseException) -> Msg | None:
    """The reason a game's channel cannot be used any more, or None for a passing failure."""
    return CHANNEL_REASONS.get(err.code) if isinstance(err, discord.HTTPException) else None


def answered(err: BaseException) -> bool:
    """Whether Discord answered the call (a refusal, a rate limit too long to wait out), as
    opposed to a connection that closed or timed out without an answer."""
    return isinstance(err, discord.HTTPException | discord.RateLimited)


def code_of(err: BaseException) -> int:
    return err.code if isinstance(err, discord.HTTPException) else 0


def told_to_wait(err: BaseException) -> float:
    """How long Discord said to wait before trying again: a rate limit longer than the bot
    sits out (``RATE_LIMIT_WAIT``) is raised with it; 0 for any other failure."""
    return err.retry_after if isinstance(err, discord.RateLimited) else 0.0


def failure_name(err: BaseException) -> str:
    """For the log: ``503/0`` (HTTP status and Discord's code), or the kind of transport
    failure (no token, no ids)."""
    if isinstance(err, discord.RateLimited):
        return "429/0"
    return f"{err.status}/{err.code}" if isinstance(err, discord.HTTPException) else type(err).__name__


def missing(permissions: discord.Permissions, in_thread: bool, extra: tuple[str, ...] = ()) -> list[Msg]:
    """The permissions the bot lacks here, by their names in Discord's settings."""
    wanted = (NEEDED_IN_THREADS if in_thread else NEEDED) + extra
    return [Msg(f"permission.{name}") for name in wanted if not getattr(permissions, name)]


def in_thread(interaction: discord.Interaction) -> bool:
    return isinstance(interaction.channel, discord.Thread)


def lacking_here(interaction: discord.Interaction) -> list[Msg]:
    """What the bot lacks to post a turn message where this interaction was used (Discord
    sends the bot's permissions there with every interaction)."""
    return missing(interaction.app_permissions, in_thread(interaction))


def cannot_post(names: list[Msg]) -> Msg:
    return Msg("failure.cannot_post", permissions=names)


def lost_channel_note(reason: Msg) -> Msg:
    return Msg("failure.lost_channel", reason=reason)


def note_failure(err: BaseException) -> Msg:
    """Why a note (a lobby note, a DM-less notice) did not reach the channel, and what to
    grant if it can be fixed: said to the actor, whose action stands."""
    if reason := channel_failure(err):
        return Msg("failure.note_refused", reason=reason)
    return Msg("failure.not_now" if answered(err) else "failure.no_answer")


def thread_failure(err: BaseException) -> Msg:
    """Why Discord did not open a game's thread (nothing was created)."""
    reason = channel_failure(err)
    return Msg("failure.thread_refused", reason=reason) if reason else Msg("failure.thread_not_now")


def done_but(problems: list[Msg | None]) -> list[Msg]:
    """The actor's notes for what the channel did not hear: each distinct problem once, after
    "done", since the action itself stands."""
    return [Msg("failure.done_but", problem=p) for p in dict.fromkeys(p for p in problems if p)]
