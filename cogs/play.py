"""Acting by slash command: /marry, /expand, /discard, /sell, /keep, /order, with
autocomplete that offers only legal choices (the service checks again)."""

from __future__ import annotations

from typing import Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot.commands import InputError, parse_space, split_cards
from bot.narrate import card_name
from bot.panel import partners
from bot.service import GameService, Report, ServiceError
from cogs.panel import decision_view
from cogs.respond import Reply, respond, user_id


async def after_action(service: GameService, user: str, report: Report) -> Reply:
    """The acting player's private answer: what only they learned, and the buttons of any
    decision it opened for them."""
    lines = report.private.get(user, [])
    view = None
    if user in report.prompts:
        hand = await service.hand(report.channel_id, user)
        view = decision_view(report.game_id, hand, service.board)
        lines = [*lines, "Decide below (or later under Play your turn, or with /hand)."]
    return Reply("\n".join(lines) or "Done.", view=view, changes=[report], shows_decisions=user in report.prompts)


class Play(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.service = bot.service  # type: ignore[attr-defined]

    async def _options(self, interaction: discord.Interaction) -> dict | None:
        try:
            return await self.service.options(str(interaction.channel_id), user_id(interaction))
        except ServiceError:
            return None

    @app_commands.command(name="marry", description="Marry into a family: pay its portion, take a tile, draw cards")
    @app_commands.describe(family="A family with a tile left that you can afford")
    async def marry(self, interaction: discord.Interaction, family: str) -> None:
        async def work() -> Reply:
            channel, user = str(interaction.channel_id), user_id(interaction)
            return await after_action(self.service, user, await self.service.marry(channel, user, family))
        await respond(interaction, work)

    @marry.autocomplete("family")
    async def marry_family(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        options = await self._options(interaction)
        board = self.service.board
        families = [board.families[f] for f in (options or {}).get("marry", [])]
        return [app_commands.Choice(name=f"{f.name} ({f.portion} Dirham)", value=f.name)
                for f in families if current.lower() in f.name.lower()][:25]

    @app_commands.command(name="expand", description="Place 1 or 2 camels of a family you married into")
    @app_commands.describe(family="A family whose tile you hold", space="Where the camel goes, e.g. E7",
                           space2="A second camel (the family pays 1 Dirham)")
    async def expand(self, interaction: discord.Interaction, family: str, space: str,
                     space2: str | None = None) -> None:
        async def work() -> Reply:
            channel, user = str(interaction.channel_id), user_id(interaction)
            report = await self.service.expand(channel, user, family, [space, space2 or ""])
            return await after_action(self.service, user, report)
        await respond(interaction, work)

    @expand.autocomplete("family")
    async def expand_family(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        options = await self._options(interaction)
        board = self.service.board
        return [app_commands.Choice(name=board.families[f].name, value=board.families[f].name)
                for f in (options or {}).get("singles", {}) if current.lower() in board.families[f].name.lower()][:25]

    @expand.autocomplete("space")
    async def expand_space(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        """Spaces one camel of the chosen family may take now."""
        family, options = await self._expansion_context(interaction)
        return self._space_choices(options.get("singles", {}).get(family, []), current)

    @expand.autocomplete("space2")
    async def expand_space2(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        """Spaces that make a legal pair with the first space chosen."""
        family, options = await self._expansion_context(interaction)
        try:
            first = parse_space(self.service.board, str(interaction.namespace.space or ""))
        except InputError:
            return []
        return self._space_choices(partners(options, family, first) if options else [], current)

    async def _expansion_context(self, interaction: discord.Interaction) -> tuple[int, dict]:
        try:
            family = self.service.board.family_named(str(interaction.namespace.family or "")).index
        except KeyError:
            return -1, {}
        return family, await self._options(interaction) or {}

    def _space_choices(self, spaces: list[int], current: str) -> list[app_commands.Choice[str]]:
        board = self.service.board
        return [app_commands.Choice(name=board.describe_space(s), value=board.spaces[s].label)
                for s in spaces if current.lower() in board.describe_space(s).lower()][:25]

    @app_commands.command(name="discard", description="After marrying: the cards to discard (none to keep all)")
    @app_commands.describe(cards="Numbers or names, separated by commas, e.g. 3, Silk; leave empty to keep all")
    async def discard(self, interaction: discord.Interaction, cards: str = "") -> None:
        async def work() -> Reply:
            channel, user = str(interaction.channel_id), user_id(interaction)
            chosen = split_cards(self.service.board, cards)
            return await after_action(self.service, user, await self.service.discard(channel, user, chosen))
        await respond(interaction, work)

    @app_commands.command(name="sell", description="Sell the card of a goods space a camel just reached, for 3 Dirham")
    async def sell(self, interaction: discord.Interaction, card: str) -> None:
        await self._sale(interaction, card, True)

    @app_commands.command(name="keep", description="Keep the card of a goods space a camel just reached")
    async def keep(self, interaction: discord.Interaction, card: str) -> None:
        await self._sale(interaction, card, False)

    async def _sale(self, interaction: discord.Interaction, card: str, sell: bool) -> None:
        async def work() -> Reply:
            channel, user = str(interaction.channel_id), user_id(interaction)
            return await after_action(self.service, user, await self.service.decide_sale(channel, user, card, sell))
        await respond(interaction, work)

    @sell.autocomplete("card")
    @keep.autocomplete("card")
    async def offered_card(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        options = await self._options(interaction)
        return self._card_choices((options or {}).get("offers", []), current)

    @app_commands.command(name="order", description="A standing order for a card: always sell, never, or ask")
    async def order(self, interaction: discord.Interaction, card: str,
                    order: Literal["sell", "keep", "ask"]) -> None:
        async def work() -> Reply:
            return Reply(await self.service.standing_order(str(interaction.channel_id), user_id(interaction),
                                                           card, order))
        await respond(interaction, work)

    @order.autocomplete("card")
    async def hand_card(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        hand = await self._hand(interaction)
        return self._card_choices([c["card"] for c in hand.get("hand", [])], current)

    async def _hand(self, interaction: discord.Interaction) -> dict:
        """The user's private view, or nothing to offer if they have no game here."""
        try:
            return await self.service.hand(str(interaction.channel_id), user_id(interaction))
        except ServiceError:
            return {}

    def _card_choices(self, cards: list[int], current: str) -> list[app_commands.Choice[str]]:
        board = self.service.board
        return [app_commands.Choice(name=card_name(board, c), value=str(c))
                for c in cards if current.lower() in card_name(board, c).lower()][:25]


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Play(bot))
