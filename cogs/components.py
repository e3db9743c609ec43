"""Buttons and select menus that survive restarts: each is a DynamicItem whose custom id
carries the game (and, for turn actions, the state version it was offered at)."""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.engine import Board
from bot.narrate import card_name
from bot.service import GameService
from bot.textboard import hand_text
from cogs.respond import Reply, respond, user_id

MAX_OPTIONS = 25


def service_of(interaction: discord.Interaction) -> GameService:
    return interaction.client.service  # type: ignore[attr-defined]


def board_of(interaction: discord.Interaction) -> Board:
    return service_of(interaction).board


async def after_action(service: GameService, channel: str, user: str, report: Any) -> Reply:
    """The acting player's private reply: what only they learned, and what they must decide."""
    lines = report.private.get(user, [])
    view = None
    if user in report.prompts:
        hand = await service.hand(channel, user)
        view = decision_view(report.game_id, hand, service.board)
        lines = [*lines, "Decide below (or later with /hand)."]
    return Reply("\n".join(lines) or "Done.", view=view, reports=[report])


async def hand_reply(service: GameService, channel: str, user: str) -> Reply:
    hand = await service.hand(channel, user)
    view = decision_view(hand["game"], hand, service.board) if hand["decisions"] else None
    return Reply(hand_text(service.board, hand), view=view)


# ----- the turn message's buttons --------------------------------------------------------

TURN_LABELS = {"marry": "Marry…", "expand": "Expand…", "hand": "My hand"}


class TurnButton(discord.ui.DynamicItem[discord.ui.Button],
                 template=r"sk:t:(?P<game>\d+):(?P<version>\d+):(?P<what>marry|expand|hand)"):

    def __init__(self, game: int, version: int, what: str) -> None:
        style = discord.ButtonStyle.secondary if what == "hand" else discord.ButtonStyle.primary
        super().__init__(discord.ui.Button(label=TURN_LABELS[what], style=style,
                                           custom_id=f"sk:t:{game}:{version}:{what}"))
        self.game, self.version, self.what = game, version, what

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str]) -> TurnButton:
        return cls(int(match["game"]), int(match["version"]), match["what"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await respond(interaction, lambda: self.menu(interaction))

    async def menu(self, interaction: discord.Interaction) -> Reply:
        service, user = service_of(interaction), user_id(interaction)
        channel = await service.channel_of(self.game)
        if self.what == "hand":
            return await hand_reply(service, channel, user)
        options = await service.options(channel, user)
        if options["version"] != self.version:
            return Reply("This turn message is out of date; use the newest one or /hand.")
        board = service.board
        if self.what == "marry":
            if not options["marry"]:
                return Reply("You cannot marry now: no family you can afford has a tile left for you (R4).")
            choices = [discord.SelectOption(label=f"{board.families[f].name} — {board.families[f].portion} Dirham",
                                            value=str(f)) for f in options["marry"]]
            return Reply("Marry into which family? You pay its portion and draw cards (R4).",
                         view=single(MarrySelect(self.game, self.version, choices)))
        if not options["expand"]:
            return Reply("You cannot expand now: marry into a family first, or its route is blocked (R5).")
        choices = [discord.SelectOption(label=board.families[f].name, value=str(f)) for f in options["expand"]]
        return Reply("Expand which family's route?", view=single(ExpandFamilySelect(self.game, self.version, choices)))


def single(item: discord.ui.Item) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(item)
    return view


def turn_view(game: int, version: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for what in ("marry", "expand", "hand"):
        view.add_item(TurnButton(game, version, what))
    return view


# ----- marry and expand menus ------------------------------------------------------------

class MarrySelect(discord.ui.DynamicItem[discord.ui.Select], template=r"sk:m:(?P<game>\d+):(?P<version>\d+)"):
    def __init__(self, game: int, version: int, options: list[discord.SelectOption] | None = None) -> None:
        super().__init__(discord.ui.Select(custom_id=f"sk:m:{game}:{version}", placeholder="Choose a family",
                                           options=options or [discord.SelectOption(label="-")]))
        self.game, self.version = game, version

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Select,
                             match: re.Match[str]) -> MarrySelect:
        return cls(int(match["game"]), int(match["version"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        family = int(self.item.values[0])
        name = board_of(interaction).families[family].name
        portion = board_of(interaction).families[family].portion

        async def confirm() -> Reply:
            return Reply(f"Marry into {name} for {portion} Dirham? This draws cards and cannot be undone.",
                         view=confirm_view(self.game, self.version, "m", family, ()))
        await respond(interaction, confirm)


class ExpandFamilySelect(discord.ui.DynamicItem[discord.ui.Select], template=r"sk:ef:(?P<game>\d+):(?P<version>\d+)"):
    def __init__(self, game: int, version: int, options: list[discord.SelectOption] | None = None) -> None:
        super().__init__(discord.ui.Select(custom_id=f"sk:ef:{game}:{version}", placeholder="Choose a family",
                                           options=options or [discord.SelectOption(label="-")]))
        self.game, self.version = game, version

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Select,
                             match: re.Match[str]) -> ExpandFamilySelect:
        return cls(int(match["game"]), int(match["version"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        family = int(self.item.values[0])

        async def spaces() -> Reply:
            service = service_of(interaction)
            channel = await service.channel_of(self.game)
            options = await service.options(channel, user_id(interaction))
            targets = options["expand"].get(family, [])[:MAX_OPTIONS]
            if not targets:
                return Reply("That family cannot expand now (R5).")
            board = service.board
            choices = [discord.SelectOption(label=board.describe_space(s), value=str(s)) for s in targets]
            two = bool(options["pairs"].get(family))
            hint = "one or two spaces (two cost the family 1 Dirham)" if two else "one space"
            return Reply(f"Place {board.families[family].name} camels on {hint}:",
                         view=single(ExpandSpacesSelect(self.game, self.version, family, choices, 2 if two else 1)))
        await respond(interaction, spaces)


class ExpandSpacesSelect(discord.ui.DynamicItem[discord.ui.Select],
                         template=r"sk:es:(?P<game>\d+):(?P<version>\d+):(?P<family>\d+)"):
    def __init__(self, game: int, version: int, family: int, options: list[discord.SelectOption] | None = None,
                 most: int = 1) -> None:
        options = options or [discord.SelectOption(label="-")]
        super().__init__(discord.ui.Select(custom_id=f"sk:es:{game}:{version}:{family}", placeholder="Choose spaces",
                                           options=options, min_values=1, max_values=min(most, len(options))))
        self.game, self.version, self.family = game, version, family

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Select,
                             match: re.Match[str]) -> ExpandSpacesSelect:
        return cls(int(match["game"]), int(match["version"]), int(match["family"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        spaces = tuple(int(v) for v in self.item.values)
        board = board_of(interaction)

        async def confirm() -> Reply:
            where = " and ".join(board.describe_space(s) for s in spaces)
            return Reply(f"Place {board.families[self.family].name} camels on {where}?",
                         view=confirm_view(self.game, self.version, "e", self.family, spaces))
        await respond(interaction, confirm)


def confirm_view(game: int, version: int, kind: str, family: int, spaces: tuple[int, ...]) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(ConfirmButton(game, version, kind, family, spaces))
    view.add_item(CancelButton())
    return view


class ConfirmButton(discord.ui.DynamicItem[discord.ui.Button],
                    template=r"sk:ok:(?P<game>\d+):(?P<version>\d+):(?P<kind>[me]):(?P<family>\d+):(?P<spaces>[\d-]*)"):
    def __init__(self, game: int, version: int, kind: str, family: int, spaces: tuple[int, ...]) -> None:
        code = "-".join(str(s) for s in spaces)
        super().__init__(discord.ui.Button(label="Confirm", style=discord.ButtonStyle.success,
                                           custom_id=f"sk:ok:{game}:{version}:{kind}:{family}:{code}"))
        self.game, self.version, self.kind, self.family, self.spaces = game, version, kind, family, spaces

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str]) -> ConfirmButton:
        spaces = tuple(int(s) for s in match["spaces"].split("-") if s)
        return cls(int(match["game"]), int(match["version"]), match["kind"], int(match["family"]), spaces)

    async def callback(self, interaction: discord.Interaction) -> None:
        async def act() -> Reply:
            service, user = service_of(interaction), user_id(interaction)
            channel = await service.channel_of(self.game)
            board = service.board
            family = board.families[self.family].name
            if self.kind == "m":
                report = await service.marry(channel, user, family, version=self.version)
            else:
                labels = [board.spaces[s].label for s in self.spaces]
                report = await service.expand(channel, user, family, labels, version=self.version)
            return await after_action(service, channel, user, report)
        await respond(interaction, act)


class CancelButton(discord.ui.DynamicItem[discord.ui.Button], template=r"sk:no"):
    def __init__(self) -> None:
        super().__init__(discord.ui.Button(label="Cancel", style=discord.ButtonStyle.secondary, custom_id="sk:no"))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str]) -> CancelButton:
        return cls()

    async def callback(self, interaction: discord.Interaction) -> None:
        async def cancelled() -> Reply:
            return Reply("Cancelled; nothing was done.")
        await respond(interaction, cancelled)


# ----- private decisions -----------------------------------------------------------------

def decision_view(game: int, hand: dict[str, Any], board: Board) -> discord.ui.View | None:
    """Components for a player's open decisions: a discard menu, sell/keep buttons."""
    view = discord.ui.View(timeout=None)
    for decision in hand["decisions"]:
        if decision["for"] == "discard":
            cards = [c["card"] for c in hand["hand"]][:MAX_OPTIONS]
            if decision["most"] > 0:
                options = [discord.SelectOption(label=card_name(board, c), value=str(c)) for c in cards]
                view.add_item(DiscardSelect(game, options, max(1, decision["least"]), decision["most"]))
            if decision["least"] == 0:
                view.add_item(KeepAllButton(game))
        else:
            view.add_item(SaleButton(game, decision["card"], True))
            view.add_item(SaleButton(game, decision["card"], False))
    return view if view.children else None


class DiscardSelect(discord.ui.DynamicItem[discord.ui.Select],
                    template=r"sk:d:(?P<game>\d+)"):
    def __init__(self, game: int, options: list[discord.SelectOption] | None = None, least: int = 1,
                 most: int = 1) -> None:
        options = options or [discord.SelectOption(label="-")]
        super().__init__(discord.ui.Select(custom_id=f"sk:d:{game}", placeholder="Cards to discard",
                                           options=options, min_values=min(least, len(options)),
                                           max_values=min(most, len(options))))
        self.game = game

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Select,
                             match: re.Match[str]) -> DiscardSelect:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await respond(interaction, lambda: discard(interaction, self.game, list(self.item.values)))


class KeepAllButton(discord.ui.DynamicItem[discord.ui.Button], template=r"sk:dk:(?P<game>\d+)"):
    def __init__(self, game: int) -> None:
        super().__init__(discord.ui.Button(label="Keep every card", style=discord.ButtonStyle.secondary,
                                           custom_id=f"sk:dk:{game}"))
        self.game = game

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str]) -> KeepAllButton:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await respond(interaction, lambda: discard(interaction, self.game, []))


async def discard(interaction: discord.Interaction, game: int, cards: list[str]) -> Reply:
    service, user = service_of(interaction), user_id(interaction)
    channel = await service.channel_of(game)
    return await after_action(service, channel, user, await service.discard(channel, user, cards))


class SaleButton(discord.ui.DynamicItem[discord.ui.Button],
                 template=r"sk:s:(?P<game>\d+):(?P<card>\d+):(?P<sell>[01])"):
    def __init__(self, game: int, card: int, sell: bool) -> None:
        label = "Sell for 3 Dirham" if sell else "Keep the card"
        style = discord.ButtonStyle.success if sell else discord.ButtonStyle.secondary
        super().__init__(discord.ui.Button(label=label, style=style, custom_id=f"sk:s:{game}:{card}:{int(sell)}"))
        self.game, self.card, self.sell = game, card, sell

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str]) -> SaleButton:
        return cls(int(match["game"]), int(match["card"]), match["sell"] == "1")

    async def callback(self, interaction: discord.Interaction) -> None:
        async def decide() -> Reply:
            service, user = service_of(interaction), user_id(interaction)
            channel = await service.channel_of(self.game)
            report = await service.decide_sale(channel, user, str(self.card), self.sell)
            return await after_action(service, channel, user, report)
        await respond(interaction, decide)


class JoinButton(discord.ui.DynamicItem[discord.ui.Button], template=r"sk:j:(?P<channel>\d+)"):
    def __init__(self, channel: int) -> None:
        super().__init__(discord.ui.Button(label="Join", style=discord.ButtonStyle.success,
                                           custom_id=f"sk:j:{channel}"))
        self.channel = channel

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str]) -> JoinButton:
        return cls(int(match["channel"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        from cogs.lobby import join

        await respond(interaction, lambda: join(interaction, str(self.channel)))


DYNAMIC_ITEMS = (TurnButton, MarrySelect, ExpandFamilySelect, ExpandSpacesSelect, ConfirmButton, CancelButton,
                 DiscardSelect, KeepAllButton, SaleButton, JoinButton)
