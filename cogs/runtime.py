"""What the cogs use of the running bot, as protocols: the platform's service, the game's
Discord side, the outbox (turn messages), the notifier (notes and direct messages), the
computer driver and the metrics. The bot (``bot.runtime.app.SamarkandBot``) provides them; the
cogs never import it, so the bot imports the cogs and nothing imports back. A game's own cogs
see the game's service too (Samarkand's: ``cogs.samarkand_runtime``)."""

from __future__ import annotations

import asyncio
import re
from collections.abc import Awaitable, Container, Hashable
from contextlib import AbstractAsyncContextManager, AbstractContextManager
from typing import Any, Protocol, cast

import discord

from bot.service import GameSummary, Platform, Report
from bot.web.signed_link import LinkSigner
from bot.words.i18n import Msg
from cogs.game_side import GameSide


class Publishing(Protocol):
    async def publish(self, changes: list[Report], actor: str | None = None, pressed: int | None = None,
                      answered: Awaitable[bool] | None = None) -> list[Msg]:
        """Tell the players of these changes; sentences for the actor about what failed (``pressed``: the actor's
        message their answer edits; ``answered``: whether their answer, which tells their own secret decisions, went
        out)."""

    async def probe(self, channel_id: str, lacking: list[Msg], unreadable: bool = False) -> Msg | None:
        """Try a channel the bot could not post in again (a command was used there, which
        showed what the bot still ``lacks`` there, and whether it may not read its history)."""


class Noting(Protocol):
    async def say(self, channel_id: str, message: Msg | list[Msg], view: discord.ui.View | None = None) -> Msg | None:
        """A note in the channel, in the game's language; what went wrong, or None."""

    async def said(self, channel_id: str, message: Msg | list[Msg],
                   view: discord.ui.View | None = None) -> tuple[str, Msg | None]:
        """``say``, and the id of the message posted ("" where none was)."""

    async def edit_lobby(self, channel_id: str, message: str, now: Msg, language: str,
                         view: discord.ui.View | None = None) -> None:
        """The lobby's message says ``now`` instead, without its Join button (a failure is logged, never raised)."""

    async def lobby_closed(self, game: GameSummary) -> None:
        """A closed lobby's message says so, without its Join button (nothing for a lobby still open)."""

    async def post_file(self, channel_id: str, message: Msg, data: bytes, name: str) -> Msg | None:
        """A file for everyone in the channel; what went wrong, or None."""

    async def direct(self, user: str, text: str, view: discord.ui.View | None = None) -> bool:
        """A private note by direct message; False if it could not be delivered."""

    async def gone(self, guild_id: str, users: list[str]) -> list[str]:
        """Which of ``users`` are no longer members of the server (asked of Discord)."""

    async def hand_over(self, game_id: int, gone: list[str]) -> list[Report]:
        """The departed players' seats handed to the table's policy; the changes, to publish."""

    async def holders_gone(self, report: Report) -> list[Report]:
        """The changes that close the offers of holders the table waits for who left the server; to publish."""


class Waking(Protocol):
    def wake(self, game_id: int | None = None) -> None:
        """A computer may owe a move now."""

    def hint_slot(self) -> AbstractAsyncContextManager[None]:
        """A slot of the computers' search workers for a hint, taken in turns with the servers' computer moves."""


class Measuring(Protocol):
    def answered(self, kind: str, outcome: str, seconds: float | None) -> None:
        """An interaction of this kind ended so (done, refused, failed); ``seconds`` to the
        user's private answer, None if none went out."""

    def failed(self, err: BaseException) -> None:
        """A call to Discord failed (those made through the bot's HTTP client count themselves)."""

    def turn_posted(self, kind: str, seconds: float) -> None:
        """A turn message a command or click (``kind``) caused went out ``seconds`` after it came."""


class Tried(Protocol):
    @property
    def tried(self) -> bool:
        """Whether the work tried a write (so far)."""


class Refusing(Protocol):
    def handled(self, err: Exception) -> bool:
        """True when ``err`` is the database refusing a write (logged at most once a minute,
        with what to do, no traceback); False for anything else."""

    def writes(self) -> AbstractContextManager[Tried]:
        """Within it, whether the work tried a write: a command that failed before it did
        failed while reading."""


class Runtime(Protocol):
    platform: Platform  # the platform's parts, for any game
    side: GameSide  # the game's parts of the Discord messages
    outbox: Publishing
    notify: Noting
    driver: Waking
    metrics: Measuring
    refusals: Refusing  # a full or read-only database: one line a minute, not a traceback a command
    web_url: str  # SAMARKAND_WEB_URL: the game pages' public address; empty: the host serves none
    private_links: LinkSigner | None  # signs /hand's link to the private page; None: no such links
    reminded: dict[tuple[str, str], frozenset[Hashable]]  # (channel, user): their open decisions already told of
    answering: set[asyncio.Task[Any]]  # the interactions being answered: a stop lets them end
    callbacks_failed: Container[int]  # the interactions whose acknowledgement Discord answered with a 5xx
    read_ids: list[re.Pattern[str]]  # the ids of the kinds of component the bot reads, as they are registered


def runtime_of(client: discord.Client) -> Runtime:
    """The running bot, as the cogs see it (every client the cogs run in is the bot)."""
    return cast(Runtime, client)
