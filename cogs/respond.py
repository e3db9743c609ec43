"""One shape for every interaction: defer privately, do the work, publish what is public,
then answer the user privately. Errors become a short private sentence."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import discord

from bot.service import Report, ServiceError

if TYPE_CHECKING:
    from bot.app import SamarkandBot

log = logging.getLogger("samarkand.cogs")
LIMIT = 2000


@dataclass
class Reply:
    """What the user sees privately, with components, and the reports to publish."""

    text: str
    view: discord.ui.View | None = None
    reports: list[Report] = field(default_factory=list)
    embed: discord.Embed | None = None
    file: discord.File | None = None


def clip(text: str, limit: int = LIMIT) -> str:
    """Keep a message within Discord's limit, cutting the oldest lines first."""
    if len(text) <= limit:
        return text
    lines = text.splitlines()
    while lines and len("…\n" + "\n".join(lines)) > limit:
        lines.pop(0)
    return ("…\n" + "\n".join(lines))[-limit:]


async def respond(interaction: discord.Interaction, work: Callable[[], Awaitable[Reply]]) -> None:
    await interaction.response.defer(ephemeral=True, thinking=True)
    try:
        reply = await work()
    except ServiceError as err:
        reply = Reply(f"⚠️ {err}")
    except Exception:
        log.exception("command failed in channel %s", interaction.channel_id)
        reply = Reply("⚠️ Something went wrong on our side. The game is saved; /board and /hand show where it stands.")
    bot: SamarkandBot = interaction.client  # type: ignore[assignment]
    for report in reply.reports:
        await bot.publisher.publish(report, actor=str(interaction.user.id))
    kwargs: dict = {"ephemeral": True}
    if reply.view is not None:
        kwargs["view"] = reply.view
    if reply.embed is not None:
        kwargs["embed"] = reply.embed
    if reply.file is not None:
        kwargs["file"] = reply.file
    await interaction.followup.send(clip(reply.text), **kwargs)


def user_id(interaction: discord.Interaction) -> str:
    return str(interaction.user.id)


def is_admin(interaction: discord.Interaction) -> bool:
    permissions = interaction.permissions
    return bool(permissions.administrator or permissions.manage_guild)
