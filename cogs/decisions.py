"""Private decisions answered outside the panel: the Sell/Keep buttons of a sale offer's
direct message, and the discard menu under /hand or a command's private answer."""

from __future__ import annotations

import discord

from bot.engine import Board, Discard
from bot.engine.view import DiscardDue, SaleOffer, SeatView
from bot.words.i18n import Text
from cogs.component_ids import Button, Component, Select, button, game_turn
from cogs.custom_ids import decode_cards
from cogs.custom_ids import sale_button as sale_id
from cogs.menus import Menu, discard_choices, offer_label
from cogs.panel import panel_of
from cogs.respond import Reply


def decision_view(game: int, mine: SeatView, board: Board, t: Text) -> discord.ui.View | None:
    """Sell/keep buttons for open offers and the discard menu, where no panel is open."""
    view = discord.ui.View(timeout=None)
    for decision in mine.decisions:
        if isinstance(decision, SaleOffer):
            for sell in (True, False):
                label = offer_label(board, t, decision.card, sell, mine.hand)
                view.add_item(sale_button(game, decision.card, sell, label))
    for decision in mine.decisions:
        if isinstance(decision, DiscardDue):
            menu = Menu(t("panel.discard_menu"), tuple(discard_choices(board, t, mine.hand)))
            view.add_item(discard_select(game, mine.turn, menu, max(1, decision.least), decision.most))
            if decision.least == 0:
                view.add_item(KeepAllButton(button(t("button.keep_all"), f"sk:dk:{game}:{mine.turn}")))
    return view if view.children else None


def sale_button(game: int, card: int, sell: bool, label: str) -> SaleButton:
    style = discord.ButtonStyle.success if sell else discord.ButtonStyle.secondary
    return SaleButton(button(label[:80], f"sk:s:{game}:{card}:{int(sell)}", style))


class SaleButton(Component[Button], template=r"sk:s:(?P<id>[\s\S]*)"):
    """Sell or Keep under a sale offer's direct message (or /hand): ``<game>:<card>:<1|0>``."""

    async def answer(self, interaction: discord.Interaction) -> Reply:
        game, answer = sale_id(self.raw)
        return await panel_of(interaction, game).act(answer)


def discard_select(game: int, turn: int, menu: Menu, least: int, most: int) -> DiscardSelect:
    """The discard menu, for the turn whose marriage drew the cards: ``<game>:<turn>``."""
    options = [discord.SelectOption(label=c.label[:100], value=c.value) for c in menu.choices]
    return DiscardSelect(discord.ui.Select(custom_id=f"sk:d:{game}:{turn}", placeholder=menu.placeholder,
                                           options=options,
                                           min_values=min(least, len(options)), max_values=min(most, len(options))))


class DiscardSelect(Component[Select], template=r"sk:d:(?P<id>[\s\S]*)"):
    async def answer(self, interaction: discord.Interaction) -> Reply:
        game, turn = game_turn(self.raw)
        return await panel_of(interaction, game).act(Discard(decode_cards(list(self.item.values))), turn)


class KeepAllButton(Component[Button], template=r"sk:dk:(?P<id>[\s\S]*)"):
    async def answer(self, interaction: discord.Interaction) -> Reply:
        game, turn = game_turn(self.raw)
        return await panel_of(interaction, game).act(Discard(()), turn)


DYNAMIC_ITEMS = (SaleButton, DiscardSelect, KeepAllButton)
