"""``/hint``: the expert's suggestion for the user's move, privately, with its reasons
(``bot.games.samarkand.coaching``), and a **Play this** button that opens the turn panel at that move's confirmation, as
if chosen in the panel's menus. Its custom id carries the game, turn and move, so it works after a restart and refuses,
as the panel does, once the turn has moved on.

The search runs in the computer players' process pool when there is one (waiting for a free thinker like a computer
move, never holding up the event loop); with an inline thinker (tests, a bench) in a thread, within the thinker's
``search_seconds`` when set."""

from __future__ import annotations

from concurrent.futures import Executor
from dataclasses import replace

import discord
from discord import app_commands
from discord.ext import commands

from bot.ai.budget import Budget
from bot.ai.coach import IN_HINT
from bot.ai.thinking import PoolThinker, Thinker
from bot.engine import Board, action_to_text
from bot.games.samarkand.coaching import Coaching, Hint
from bot.words.hint_words import HEADS
from bot.words.i18n import Msg, Text
from cogs.component_ids import Button, Component, button, view_of
from cogs.custom_ids import decode_move, panel_id
from cogs.message_text import LIMIT, NAME_LENGTHS, all_shortened, in_two, names_within
from cogs.panel import guarded, panel_of
from cogs.respond import Reply, respond, says, user_id
from cogs.samarkand_runtime import samarkand_of
from cogs.translator import about

NEXT_HEADINGS = frozenset(key for heads in HEADS for key in heads)  # each next move's first line


def pool_of(thinker: Thinker) -> Executor | None:
    """Where the computers' searches run, if in processes of their own."""
    return thinker.search if isinstance(thinker, PoolThinker) else None


def budget_of(thinker: Thinker) -> Budget:
    """A hint's budget: the expert's, unless the thinker is told to think for a set time."""
    seconds = getattr(thinker, "search_seconds", None)
    return IN_HINT if seconds is None else Budget(seconds, seconds)


def hint_reply(hint: Hint, board: Board, t: Text) -> Reply:
    """The hint's text and, when there is a move to make, the Play this button. A hint too long
    for one message names the players shorter (a reason may name the rivals a move helps);
    one that still does not fit (three moves with many differences, in German) goes on in a
    second message, cut before a next move's heading, its names whole, its warning of an offer
    still open at its end: it lost the end of its advice, mid-move, to "…"."""
    warning = t.lines(hint.warning(board))

    def said(most: int) -> tuple[str, list[int]]:
        named = replace(hint, names=tuple(all_shortened(hint.names, most)))
        return advice_text(named.advice_lines(board), warning, t)
    text = names_within(said, lambda made: len(made[0]) <= LIMIT)[0]
    if len(text) <= LIMIT:
        first, more = text, ""
    else:
        whole, starts = said(NAME_LENGTHS[0])
        first, more = in_two(whole, starts=starts)
    move = hint.suggestion
    if move is None:
        return Reply(first, more=more)
    custom_id = f"sk:hint:{hint.game_id}:{hint.turn}:{action_to_text(move)}"
    play = PlayThis(button(t("button.play_this")[:80], custom_id, discord.ButtonStyle.primary))
    return Reply(first, view=view_of(play), more=more)


def advice_text(advice: list[Msg], warning: list[str], t: Text) -> tuple[str, list[int]]:
    """The hint's lines and its warning as one text, and the line each next move begins on:
    where a second message begins, if one is needed (``in_two``), so that it opens with a move."""
    lines = t.lines(advice)
    starts = [number for number, line in enumerate(advice) if line.key in NEXT_HEADINGS]
    return "\n".join([*lines, *warning]), starts


class PlayThis(Component[Button], template=r"sk:hint:(?P<id>[\s\S]*)"):
    """The hint's Play this: the panel's confirmation of the suggested move, in a message of its
    own under the hint, so that its reasons stay in view while the player decides (in the
    hint's place, Back to the panel would have lost them)."""

    update = False

    async def answer(self, interaction: discord.Interaction) -> Reply:
        game, turn, step = panel_id(self.raw)
        panel = panel_of(interaction, game)
        return await guarded(panel, lambda: panel.choose(decode_move(step), turn))


class CoachCog(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = samarkand_of(bot)
        self.service = self.bot.service
        thinker = self.service.computers.thinker  # set, with its pools, before the extensions load
        self.coaching = Coaching(self.service.tables, pool_of(thinker), budget_of(thinker),
                                 slot=lambda: self.bot.driver.hint_slot())  # the driver is made after the cogs

    @app_commands.command(name="hint", description=about("hint"))
    async def hint(self, interaction: discord.Interaction) -> None:
        async def work() -> Reply:
            found = await self.coaching.hint(str(interaction.channel_id), user_id(interaction))
            return hint_reply(found, self.service.board, says(interaction))
        await respond(interaction, work)


async def setup(bot: commands.Bot) -> None:
    bot.add_dynamic_items(PlayThis)
    await bot.add_cog(CoachCog(bot))
