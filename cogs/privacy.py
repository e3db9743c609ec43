"""/privacy: what the bot keeps about the player and for how long, privately; with
``forget:True``, a button that forgets them (docs/privacy.md). The button carries the user it
was made for and when: only that user may press it, only for ``FRESH`` seconds, and a second
press finds nothing left to forget."""

from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.ext import commands

from bot.service import Forgotten, Kept, Platform
from bot.words.i18n import Msg, Text
from cogs.component_ids import MAX_ID, BadComponent, Button, Component, button, fields, number, view_of
from cogs.lobby_commands import departure_note, most_seats
from cogs.respond import Reply, respond, says, user_id
from cogs.runtime import runtime_of
from cogs.translator import about, options

log = logging.getLogger("samarkand.privacy")

FRESH = 600  # seconds a confirmation may be pressed after /privacy forget:True showed it


def kept_text(kept: Kept, t: Text) -> str:
    return t("privacy.kept", settings=t("privacy.settings_yes" if kept.settings else "privacy.settings_no"),
             vacations=kept.vacations, lobbies=kept.lobbies, playing=kept.playing, finished=kept.finished)


def forgotten_text(forgotten: Forgotten, t: Text) -> str:
    said = t("privacy.forgotten", lobbies=len(forgotten.lobbies), playing=len(forgotten.playing),
             finished=len(forgotten.finished)) if forgotten.anything else t("privacy.nothing_left")
    return "\n\n".join([said, t("privacy.copies_kept")]) if forgotten.copies else said


def copies_left(forgotten: Forgotten) -> None:
    """The operator's word on the copies ``migrate`` made that still hold a person who asked to
    be forgotten: the player's request cannot consent to losing the way back to an earlier
    release, so they stay, and the log names them (the files, never the person)."""
    if forgotten.copies:
        log.warning("a person asked to be forgotten; the copies migrate made before an upgrade still hold them: "
                    "%s. Delete them once you no longer need to go back (docs/privacy.md)",
                    ", ".join(forgotten.copies))


def forget_button(user: str, issued: int, label: str) -> ForgetButton:
    return ForgetButton(button(label, f"sk:fg:{user}:{issued}", discord.ButtonStyle.danger))


class ForgetButton(Component[Button], template=r"sk:fg:(?P<id>[\s\S]*)"):
    """The confirmation of /privacy forget:True (``<user>:<issued>``, epoch seconds)."""

    async def answer(self, interaction: discord.Interaction) -> Reply:
        user, issued = (number(part, MAX_ID) for part in fields(self.raw, 2))
        runtime = runtime_of(interaction.client)
        service: Platform = runtime.platform
        t = says(interaction)
        if str(user) != user_id(interaction):
            raise BadComponent
        if not 0 <= service.tables.clock() - issued <= FRESH:
            return Reply(t("privacy.stale"))
        forgotten = await service.privacy.forget(str(user), heard_at_once=True)  # the changes' notices are said
        copies_left(forgotten)
        for left in forgotten.departures:  # told as a /leave is, without the name of the one forgotten
            note = departure_note(Msg("lobby.a_player"), left, most_seats(runtime))
            await runtime.notify.say(left.game.channel_id, note)
        for lobby in forgotten.closed:  # its Join button would invite to a table that is gone
            await runtime.notify.lobby_closed(lobby)
        return Reply(forgotten_text(forgotten, t), changes=list(forgotten.reports))


class Privacy(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.service: Platform = runtime_of(bot).platform

    @app_commands.command(name="privacy", description=about("privacy"))
    @app_commands.describe(**options("privacy", "forget"))
    async def privacy(self, interaction: discord.Interaction, forget: bool = False) -> None:
        async def work() -> Reply:
            user, t = user_id(interaction), says(interaction)
            said = kept_text(await self.service.privacy.kept_about(user), t)
            if not forget:
                return Reply(said)
            view = view_of(forget_button(user, int(self.service.tables.clock()), t("privacy.forget_button")))
            return Reply("\n\n".join([said, t("privacy.confirm", minutes=FRESH // 60)]), view=view)
        await respond(interaction, work)


DYNAMIC_ITEMS = (ForgetButton,)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Privacy(bot))
