"""Public turn messages for the channel and private notes by DM, built from Reports.

Public text comes only from ``Report.public`` and the public view; private lines go to
their owner by DM (or, for the user who acted, in the interaction's private reply)."""

from __future__ import annotations

import asyncio
import io
import logging
from typing import TYPE_CHECKING

import discord

from bot.service import Report
from bot.textboard import met_text, players_text, scores_text
from cogs.respond import clip
from rendering import render_board

if TYPE_CHECKING:
    from bot.app import SamarkandBot

log = logging.getLogger("samarkand.publish")
EMBED_FIELD = 1024


class Embed(discord.Embed):
    """An embed without the ``"flags": 0`` discord.py 2.7 adds to every embed: Discord's API
    description declares no such request key (the contract tests check every key)."""

    def to_dict(self) -> dict:  # type: ignore[override]
        data = dict(super().to_dict())
        if not data.get("flags"):
            data.pop("flags", None)
        return data


def mention(user: str) -> str:
    return f"<@{user}>" if user.isdigit() else user


def image_name(report: Report) -> str:
    """Public facts only: the turn number (never anything about a hand)."""
    return f"samarkand-turn-{(report.view or {}).get('turn', 0)}.png"


async def board_file(bot: SamarkandBot, report: Report) -> discord.File:
    """The board image, drawn off the event loop from the public view."""
    png = await asyncio.to_thread(render_board, bot.service.board, report.view or {}, report.names)
    return discord.File(io.BytesIO(png), filename=image_name(report))


def turn_embed(bot: SamarkandBot, report: Report) -> Embed:
    """Title, the board image, and the players' figures in text (for screen readers)."""
    board, public = bot.service.board, report.view or {}
    title = "Final position" if report.over else f"Turn {public.get('turn', '?')}"
    embed = Embed(title=f"Samarkand — {title}")
    embed.set_image(url=f"attachment://{image_name(report)}")
    embed.add_field(name="Players", value=clip(players_text(board, public, report.names), EMBED_FIELD),
                    inline=False)
    embed.add_field(name="Meetings", value=clip(met_text(board, public), EMBED_FIELD), inline=False)
    if report.over and public.get("scores"):
        embed.add_field(name="Final scores", value=clip(f"```\n{scores_text(public['scores'])}\n```", EMBED_FIELD),
                        inline=False)
    embed.set_footer(text="Buttons below, or /hand for your cards · /board to see this again")
    return embed


def turn_content(report: Report) -> str:
    lines = list(report.public)
    if report.mentions and not report.over:
        lines.append(" ".join(mention(u) for u in report.mentions) + " — over to you (buttons below, or /hand).")
    return clip("\n".join(lines))


class Publisher:
    def __init__(self, bot: SamarkandBot) -> None:
        self.bot = bot

    async def publish(self, report: Report, actor: str | None = None) -> None:
        """Post the turn message, mark it announced, and DM private notes to others."""
        from cogs.components import turn_view

        channel = self.bot.get_partial_messageable(int(report.channel_id))
        kwargs: dict = {"content": turn_content(report),
                        "allowed_mentions": discord.AllowedMentions(users=True, roles=False, everyone=False)}
        if report.view is not None:
            kwargs["embed"] = turn_embed(self.bot, report)
            kwargs["file"] = await board_file(self.bot, report)
            if not report.over:
                kwargs["view"] = turn_view(report.game_id, report.version)
        await channel.send(**kwargs)
        await self.bot.service.mark_announced(report)
        for user in sorted(set(report.prompts) | set(report.private)):
            if user != actor and user.isdigit():
                await self.direct(user, report)

    async def direct(self, user: str, report: Report) -> None:
        """A private note by DM: what only this player learned, and any decision waiting."""
        from cogs.components import decision_view

        lines = list(report.private.get(user, []))
        view = None
        if user in report.prompts:
            hand = await self.bot.service.hand(report.channel_id, user)
            view = decision_view(report.game_id, hand, self.bot.service.board)
            lines.append(f"A decision waits for you in <#{report.channel_id}> (also under /hand there).")
        try:
            dm = await self.bot.create_dm(discord.Object(id=int(user)))
            await dm.send(clip("\n".join(lines)), **({"view": view} if view else {}))
        except discord.HTTPException as err:
            log.warning("could not send a direct message in game %s (HTTP %s)", report.game_id, err.status)

    async def say(self, channel_id: str, text: str, view: discord.ui.View | None = None) -> None:
        channel = self.bot.get_partial_messageable(int(channel_id))
        await channel.send(clip(text), **({"view": view} if view else {}))
