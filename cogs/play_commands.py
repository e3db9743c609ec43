"""Acting by slash command: /marry, /expand, /discard, /sell, /keep, /order, with
autocomplete that offers only legal choices (the service checks again), named in the user's
own language; names typed in any language are understood."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import replace
from typing import TypeVar

import discord
from discord import app_commands
from discord.ext import commands

from bot.engine.view import DiscardDue
from bot.games.samarkand.game_service import GameService, Hand
from bot.games.samarkand.screens import public_view
from bot.games.samarkand.turn_options import NONE, TurnOptions, partners
from bot.service import Report, ServiceError
from bot.words.i18n import Msg, Text, family
from bot.words.narrate import OFFER_LINE, awaits_sale_answer, card_name, space_name, timed_offers
from bot.words.parsing import InputError, parse_family, parse_space, split_cards
from cogs.decisions import decision_view
from cogs.panel import discard_sentence, waiting_line
from cogs.respond import Reply, respond, says, user_id
from cogs.samarkand_runtime import samarkand_of
from cogs.translator import about, choices_of, options

WHAT_IT_DID = frozenset({"news.you_discarded"})  # a private line that says the move itself, not what it brought


async def after_action(service: GameService, user: str, report: Report, t: Text, move: bool = True) -> Reply:
    """The acting player's private answer: what only they learned, and the buttons of any
    decision it opened for them (a discard's with how many cards it takes).

    A ``move`` (a marriage, an expansion, a discard; not a sale's answer, which is no move and
    says what it did, never "Done") says done and what the table waits for next, as the panel's
    answer does, whatever else it says. Those two lines come first, after only the line that
    says the move itself where there is one ("You discarded: …", as the panel's answer puts it
    first): they answer what the player asked (did my move go through, and whose turn is it
    now), in the same place for every move, and read as one; then what only they learned (an
    offer of their own the move opened, or one it closed); last, where buttons follow, the line
    that points at them, right above them. A marriage whose draw waits for its discard is not
    done yet: its answer asks for the discard."""
    said = timed_offers(report.private.get(user, []), public_view(report.view))
    view, below = None, []
    if user in report.prompts:
        hand = await service.reading.hand(report.channel_id, user)
        view = decision_view(report.game_id, hand.view, service.board, t)
        due = [d for d in hand.view.decisions if isinstance(d, DiscardDue)]
        if due:  # the cards drawn, with how many to discard: not twice, and not left to the menu to say
            said = [*(m for m in said if m.key != "news.you_drew"), discard_sentence(service.board, due[0])]
            move = False
        else:
            below = [Msg("reply.decide_below")]
    lines = t.lines([*said, *below])
    if move or not lines:  # a sale's answer always says what it did; "Done." if ever it did not
        did = [m for m in said if m.key in WHAT_IT_DID]  # first, as the panel says it: what the move was
        told = any(m.key.startswith(OFFER_LINE) for m in said)
        lines = [*t.lines(did), await done(service, user, report, t, told),
                 *t.lines([m for m in said if m.key not in WHAT_IT_DID]), *t.lines(below)]
    answer = "\n".join(lines)
    return Reply(answer, view=view, changes=[report], shows_decisions=user in report.prompts)


async def done(service: GameService, user: str, report: Report, t: Text, offer_told: bool = False) -> str:
    """Done, and what the table waits for now, as the panel's answer says it: the head of a
    move's answer (an expansion, a marriage, a discard), or all of it where it told the actor
    nothing of their own. Where the move opened an offer to the actor at a ``sales: at once``
    table (``offer_told``), the offer's own sentence, which follows, says the table waits for
    their answer: "Done." alone (the panel's "the sale offer above" would point the wrong way)."""
    try:
        screen = await service.play.screen(report.game_id, user, report.channel_id)
    except ServiceError:  # the move ended the game (its end is in the channel's message)
        return t("reply.done")
    if offer_told and screen.options.offers and awaits_sale_answer(screen.view):
        return t("reply.done")
    return "\n".join([t("reply.done"), waiting_line(screen, t, acted=True)])


def matching(t: Text, named: list[tuple[Msg | str, str]], current: str) -> list[app_commands.Choice[str]]:
    """Autocomplete choices whose name (in the user's language) contains what was typed."""
    shown = [(t(name) if isinstance(name, Msg) else name, value) for name, value in named]
    return [app_commands.Choice(name=name[:100], value=value) for name, value in shown
            if current.lower() in name.lower()][:25]


T = TypeVar("T")
SUGGESTION_SECONDS = 2.0  # Discord drops an autocomplete answer after 3 s: no suggestions in time beat none


async def in_time(lookup: Awaitable[T]) -> T | None:
    """What an autocomplete looks up, or None if the user has no game here or the database
    is slow to answer (another process holds SQLite's write lock, PostgreSQL's pool is full):
    an empty list that arrives beats suggestions Discord no longer takes."""
    try:
        return await asyncio.wait_for(lookup, SUGGESTION_SECONDS)
    except (ServiceError, TimeoutError):
        return None

class Play(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = samarkand_of(bot)
        self.service: GameService = self.bot.service

    async def _act(self, interaction: discord.Interaction, act: Callable[[str, str], Awaitable[Report]],
                   move: bool = True) -> None:
        """The user's action in the channel's game (``act(channel, user)``), then their private answer
        (``move``: a move's, not a sale answer's, ``after_action``)."""
        async def work() -> Reply:
            user = user_id(interaction)
            report = await act(str(interaction.channel_id), user)
            return await after_action(self.service, user, report, says(interaction), move)
        await respond(interaction, work)

    async def _options(self, interaction: discord.Interaction) -> TurnOptions:
        """The user's choices in the channel's game now; none if they have no game here, or if
        the database does not answer within the time an autocomplete has (``in_time``)."""
        screen = await in_time(self.service.play.options(str(interaction.channel_id), user_id(interaction)))
        return screen.options if screen else NONE

    @app_commands.command(name="marry", description=about("marry"))
    @app_commands.describe(**options("marry", "family"))
    async def marry(self, interaction: discord.Interaction, family: str) -> None:
        await self._act(interaction, lambda channel, user: self.service.play.marry(channel, user, family))

    @marry.autocomplete("family")
    async def marry_family(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        chosen = (await self._options(interaction)).marry
        board = self.service.board
        named: list[tuple[Msg | str, str]] = [
            (Msg("play.family_portion", family=family(board, f), portion=board.families[f].portion),
             board.families[f].name) for f in chosen]
        return matching(says(interaction), named, current)

    @app_commands.command(name="expand", description=about("expand"))
    @app_commands.describe(**options("expand", "family", "space", "space2"))
    async def expand(self, interaction: discord.Interaction, family: str, space: str,
                     space2: str | None = None) -> None:
        await self._act(interaction, lambda channel, user: self.service.play.expand(channel, user, family,
                                                                                    [space, space2 or ""]))

    @expand.autocomplete("family")
    async def expand_family(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        board = self.service.board
        singles = (await self._options(interaction)).singles
        return matching(says(interaction), [(family(board, f), board.families[f].name) for f in singles], current)

    @expand.autocomplete("space")
    async def expand_space(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        """Spaces one camel of the chosen family may take now."""
        chosen, found = await self._expansion_context(interaction)
        return self._space_choices(interaction, found.singles.get(chosen, ()), current)

    @expand.autocomplete("space2")
    async def expand_space2(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        """Spaces that make a legal pair with the first space chosen."""
        chosen, found = await self._expansion_context(interaction)
        try:
            first = parse_space(self.service.board, str(interaction.namespace.space or ""))
        except InputError:
            return []
        return self._space_choices(interaction, partners(found, chosen, first), current)

    async def _expansion_context(self, interaction: discord.Interaction) -> tuple[int, TurnOptions]:
        try:
            chosen = parse_family(self.service.board, str(interaction.namespace.family or ""))
        except InputError:
            return -1, NONE
        return chosen, await self._options(interaction)

    def _space_choices(self, interaction: discord.Interaction, spaces: Sequence[int], current: str
                       ) -> list[app_commands.Choice[str]]:
        board = self.service.board
        return matching(says(interaction), [(space_name(board, s), board.spaces[s].label) for s in spaces], current)

    @app_commands.command(name="discard", description=about("discard"))
    @app_commands.describe(**options("discard", "cards"))
    async def discard(self, interaction: discord.Interaction, cards: str = "") -> None:
        await self._act(interaction, lambda channel, user: self.service.play.discard(
            channel, user, split_cards(self.service.board, cards)))

    @app_commands.command(name="sell", description=about("sell"))
    @app_commands.describe(**options("sell", "card"))
    async def sell(self, interaction: discord.Interaction, card: str) -> None:
        await self._act(interaction, lambda channel, user: self.service.play.decide_sale(channel, user, card, True),
                        move=False)

    @app_commands.command(name="keep", description=about("keep"))
    @app_commands.describe(**options("keep", "card"))
    async def keep(self, interaction: discord.Interaction, card: str) -> None:
        await self._act(interaction, lambda channel, user: self.service.play.decide_sale(channel, user, card, False),
                        move=False)

    @sell.autocomplete("card")
    @keep.autocomplete("card")
    async def offered_card(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return self._card_choices(interaction, (await self._options(interaction)).offers, current)

    @app_commands.command(name="order", description=about("order"))
    @app_commands.describe(**options("order", "card", "order"))
    @app_commands.choices(order=choices_of("sell", "keep", "ask"))
    async def order(self, interaction: discord.Interaction, card: str, order: str) -> None:
        async def work() -> Reply:
            user, t, channel = user_id(interaction), says(interaction), str(interaction.channel_id)
            said = t(await self.service.play.standing_order(channel, user, card, order))
            answered = await self.service.play.answer_by_order(channel, user, card, order)
            if answered is None:
                return Reply(said)
            answer = await after_action(self.service, user, answered, t, move=False)
            return replace(answer, text=f"{said}\n{answer.text}")  # both short: a sentence and a sale's
        await respond(interaction, work)

    @order.autocomplete("card")
    async def hand_card(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        hand = await self._hand(interaction)
        return self._card_choices(interaction, [c.card for c in hand.view.hand] if hand else [], current)

    async def _hand(self, interaction: discord.Interaction) -> Hand | None:
        """The user's private view, or None (nothing to offer) if they have no game here, or if
        the database does not answer in time."""
        return await in_time(self.service.reading.hand(str(interaction.channel_id), user_id(interaction)))

    def _card_choices(self, interaction: discord.Interaction, cards: Sequence[int], current: str
                      ) -> list[app_commands.Choice[str]]:
        return matching(says(interaction), [(card_name(self.service.board, c), str(c)) for c in cards], current)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Play(bot))
