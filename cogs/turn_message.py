"""The turn message's two buttons: Play your turn (opens the private panel) and Full board.
Their labels are in the game's language; what they open speaks the presser's."""

from __future__ import annotations

import discord

from bot.engine import board_by_id
from bot.words.i18n import Text
from cogs.component_ids import Button, Component, button, game_turn, pressed_in, view_of
from cogs.custom_ids import board_button
from cogs.page_link import page_button
from cogs.panel import panel_of, service_of
from cogs.respond import Reply, says, user_id
from cogs.samarkand_runtime import samarkand_of
from rendering.turn_image import HALVES, half_of


class PlayButton(Component[Button], template=r"sk:play:(?P<id>[\s\S]*)"):
    update = False

    async def answer(self, interaction: discord.Interaction) -> Reply:
        game, turn = game_turn(self.raw)
        panel = panel_of(interaction, game)
        screen = await panel.screen()
        return await panel.home(note="" if screen.turn == turn else panel.t("panel.out_of_date"), screen=screen)


class BoardButton(Component[Button], template=r"sk:board:(?P<id>[\s\S]*)"):
    """Full board: on a phone the whole map is unreadable at 400 px, so the answer is the half
    of the map with the last move (``/board half:``, at the turn image's scale), with a
    button under it that shows the other half in its place."""

    def __init__(self, item: Button, raw: str = "") -> None:
        super().__init__(item, raw)
        self.update = ":" in raw  # the other half: in this answer's place

    async def answer(self, interaction: discord.Interaction) -> Reply:
        from cogs.info import board_reply

        game, asked = board_button(self.raw)
        service, t = service_of(interaction), says(interaction)
        channel = await service.reading.channel_of(game, user_id(interaction), pressed_in(interaction))
        _, public = await service.reading.public_view(channel)
        half = asked or (half_of(board_by_id(public.board), public.last_placed[0])
                         if public and public.last_placed else HALVES[0])
        reply = await board_reply(samarkand_of(interaction.client), channel, t, half=half)
        if public is not None:
            reply.view = other_half(reply.view, game, half, t)
        return reply


HALF_BUTTONS = {"west": "button.half_west", "east": "button.half_east"}  # by the half they show


def other_half(view: discord.ui.View | None, game: int, half: str, t: Text) -> discord.ui.View:
    """``view`` (made if None) with the button that shows the map's other half."""
    other = HALVES[1 - HALVES.index(half)]
    return (view or view_of()).add_item(BoardButton(button(t(HALF_BUTTONS[other]), f"sk:board:{game}:{other}")))


def turn_view(game: int, turn: int, t: Text, web_url: str = "") -> discord.ui.View:
    """The turn message's buttons, in the game's language; with a link to the game's page
    when the host serves the pages (``web_url``, SAMARKAND_WEB_URL)."""
    view = view_of(PlayButton(button(t("button.play"), f"sk:play:{game}:{turn}", discord.ButtonStyle.primary)),
                   full_board(game, t))
    if web_url:
        view.add_item(page_button(game, t, web_url))
    return view


def full_board(game: int, t: Text) -> BoardButton:
    """Full board: the half of the map a phone can read (``BoardButton``), under every turn
    message and the final one."""
    return BoardButton(button(t("button.board"), f"sk:board:{game}"))


DYNAMIC_ITEMS = (PlayButton, BoardButton)
