"""The turn message's two buttons: Play your turn (opens the private panel) and Full board.
Their labels are in the game's language; what they open speaks the presser's."""

from __future__ import annotations

import re

import discord

from bot.i18n import Text, text
from cogs.panel import GAME_TURN, Panel, service_of
from cogs.respond import Reply, bot_of, respond, says, user_id


class PlayButton(discord.ui.DynamicItem[discord.ui.Button], template=rf"sk:play:{GAME_TURN}"):
    def __init__(self, game: int, turn: int, t: Text | None = None) -> None:
        super().__init__(discord.ui.Button(label=(t or text())("button.play"), style=discord.ButtonStyle.primary,
                                           custom_id=f"sk:play:{game}:{turn}"))
        self.game, self.turn = game, turn

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str]) -> PlayButton:
        return cls(int(match["game"]), int(match["turn"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        async def open_panel() -> Reply:
            panel = Panel(service_of(interaction), self.game, user_id(interaction), says(interaction))
            note = "" if await panel.current_turn() == self.turn else panel.t("panel.out_of_date")
            return await panel.home(note=note)
        await respond(interaction, open_panel)


class BoardButton(discord.ui.DynamicItem[discord.ui.Button], template=r"sk:board:(?P<game>\d+)"):
    def __init__(self, game: int, t: Text | None = None) -> None:
        super().__init__(discord.ui.Button(label=(t or text())("button.board"), style=discord.ButtonStyle.secondary,
                                           custom_id=f"sk:board:{game}"))
        self.game = game

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str]) -> BoardButton:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        from cogs.info import board_reply

        async def show() -> Reply:
            channel = await service_of(interaction).channel_of(self.game)
            return await board_reply(bot_of(interaction), channel, says(interaction))
        await respond(interaction, show)


def turn_view(game: int, turn: int, t: Text) -> discord.ui.View:
    """The turn message's buttons, in the game's language."""
    view = discord.ui.View(timeout=None)
    view.add_item(PlayButton(game, turn, t))
    view.add_item(BoardButton(game, t))
    return view


DYNAMIC_ITEMS = (PlayButton, BoardButton)
