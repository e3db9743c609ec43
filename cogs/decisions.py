"""Private decisions answered outside the panel: the Sell/Keep buttons of a sale offer's
direct message, and the discard menu under /hand or a command's private answer."""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.engine import Board
from bot.i18n import Text, text
from bot.panel import Choice, Menu, discard_choices
from cogs.panel import Panel, service_of
from cogs.respond import Reply, respond, says, user_id


def decision_view(game: int, hand: dict[str, Any], board: Board, t: Text) -> discord.ui.View | None:
    """Sell/keep buttons for open offers and the discard menu, where no panel is open."""
    view = discord.ui.View(timeout=None)
    for decision in hand["decisions"]:
        if decision["for"] == "sale":
            view.add_item(SaleButton(game, decision["card"], True, t))
            view.add_item(SaleButton(game, decision["card"], False, t))
    for decision in hand["decisions"]:
        if decision["for"] == "discard":
            menu = Menu(t("panel.discard_menu"), tuple(discard_choices(board, t, hand["hand"])))
            view.add_item(DiscardSelect(game, menu, max(1, decision["least"]), decision["most"]))
            if decision["least"] == 0:
                view.add_item(KeepAllButton(game, t))
    return view if view.children else None


class SaleButton(discord.ui.DynamicItem[discord.ui.Button],
                 template=r"sk:s:(?P<game>\d+):(?P<card>\d+):(?P<sell>[01])"):
    def __init__(self, game: int, card: int, sell: bool, t: Text | None = None) -> None:
        label = (t or text())("button.sell" if sell else "button.keep", card=card)
        style = discord.ButtonStyle.success if sell else discord.ButtonStyle.secondary
        super().__init__(discord.ui.Button(label=label, style=style, custom_id=f"sk:s:{game}:{card}:{int(sell)}"))
        self.game, self.card, self.sell = game, card, sell

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str]) -> SaleButton:
        return cls(int(match["game"]), int(match["card"]), match["sell"] == "1")

    async def callback(self, interaction: discord.Interaction) -> None:
        async def decide() -> Reply:
            panel = Panel(service_of(interaction), self.game, user_id(interaction), says(interaction))
            return await panel.sale(self.card, self.sell)
        await respond(interaction, decide, update=True)


class DiscardSelect(discord.ui.DynamicItem[discord.ui.Select], template=r"sk:d:(?P<game>\d+)"):
    def __init__(self, game: int, menu: Menu | None = None, least: int = 1, most: int = 1) -> None:
        choices = menu.choices if menu else (Choice("-", "-"),)
        options = [discord.SelectOption(label=c.label[:100], value=c.value) for c in choices]
        super().__init__(discord.ui.Select(custom_id=f"sk:d:{game}", placeholder=(menu.placeholder if menu else "…"),
                                           options=options, min_values=min(least, len(options)),
                                           max_values=min(most, len(options))))
        self.game = game

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Select,
                             match: re.Match[str]) -> DiscardSelect:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        cards = list(self.item.values)
        await respond(interaction, lambda: Panel(service_of(interaction), self.game, user_id(interaction),
                                                 says(interaction)).discard(cards), update=True)


class KeepAllButton(discord.ui.DynamicItem[discord.ui.Button], template=r"sk:dk:(?P<game>\d+)"):
    def __init__(self, game: int, t: Text | None = None) -> None:
        super().__init__(discord.ui.Button(label=(t or text())("button.keep_all"), style=discord.ButtonStyle.secondary,
                                           custom_id=f"sk:dk:{game}"))
        self.game = game

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str]) -> KeepAllButton:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await respond(interaction, lambda: Panel(service_of(interaction), self.game, user_id(interaction),
                                                 says(interaction)).discard([]), update=True)


DYNAMIC_ITEMS = (SaleButton, DiscardSelect, KeepAllButton)
