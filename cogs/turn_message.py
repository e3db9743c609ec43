"""The turn message's two buttons: Play your turn (opens the private panel) and Full board.
Their labels are in the game's language; what they open speaks the presser's."""

from __future__ import annotations

import discord

from bot.words.i18n import Text
from cogs.custom_ids import Button, Component, game_only, game_turn, pressed_in
from cogs.page_link import page_button
from cogs.panel import Panel, service_of
from cogs.respond import Reply, bot_of, respond, says, user_id


class PlayButton(Component[Button], template=r"sk:play:(?P<id>[\s\S]*)"):
    async def callback(self, interaction: discord.Interaction) -> None:
        async def open_panel() -> Reply:
            game, turn = game_turn(self.raw)
            panel = Panel(service_of(interaction), game, user_id(interaction), says(interaction),
                          pressed_in(interaction))
            screen = await panel.screen()
            return await panel.home(note="" if screen.turn == turn else panel.t("panel.out_of_date"), screen=screen)
        await respond(interaction, open_panel)


class BoardButton(Component[Button], template=r"sk:board:(?P<id>[\s\S]*)"):
    async def callback(self, interaction: discord.Interaction) -> None:
        from cogs.info import board_reply

        async def show() -> Reply:
            channel = await service_of(interaction).reading.channel_of(game_only(self.raw), pressed_in(interaction))
            return await board_reply(bot_of(interaction), channel, says(interaction))
        await respond(interaction, show)


def turn_view(game: int, turn: int, t: Text, web_url: str = "") -> discord.ui.View:
    """The turn message's buttons, in the game's language; with a link to the game's page
    when the host serves the pages (``web_url``, SAMARKAND_WEB_URL)."""
    view = discord.ui.View(timeout=None)
    view.add_item(PlayButton(discord.ui.Button(label=t("button.play"), style=discord.ButtonStyle.primary,
                                               custom_id=f"sk:play:{game}:{turn}")))
    view.add_item(BoardButton(discord.ui.Button(label=t("button.board"), style=discord.ButtonStyle.secondary,
                                                custom_id=f"sk:board:{game}")))
    if web_url:
        view.add_item(page_button(game, t, web_url))
    return view


DYNAMIC_ITEMS = (PlayButton, BoardButton)
