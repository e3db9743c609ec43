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
from bot.words.i18n import Text
from cogs.component_ids import Button, Component, button, view_of
from cogs.custom_ids import decode_move, panel_id
from cogs.message_text import LIMIT, all_shortened, clip, names_within
from cogs.panel import guarded, panel_of
from cogs.respond import Reply, respond, says, user_id
from cogs.samarkand_runtime import samarkand_of
from cogs.translator import about


def pool_of(thinker: Thinker) -> Executor | None:
    """Where the computers' searches run, if in processes of their own."""
    return thinker.search if isinstance(thinker, PoolThinker) else None


def budget_of(thinker: Thinker) -> Budget:
    """A hint's budget: the expert's, unless the thinker is told to think for a set time."""
    seconds = getattr(thinker, "search_seconds", None)
    return IN_HINT if seconds is None else Budget(seconds, seconds)


def hint_reply(hint: Hint, board: Board, t: Text) -> Reply:
    """The hint's text and, when there is a move to make, the Play this button. A hint too long
    for one message names the players shorter (a reason may name the rivals a move helps),
    and only then loses the end of its advice, never its warning of an offer still open."""
    warning = t.lines(hint.warning(board))
    room = LIMIT - sum(len(line) + 1 for line in warning)

    def advice(most: int) -> str:
        named = replace(hint, names=tuple(all_shortened(hint.names, most)))
        return "\n".join(t.lines(named.advice_lines(board)))
    text = "\n".join([clip(names_within(advice, lambda said: len(said) <= room), room), *warning])
    move = hint.suggestion
    if move is None:
        return Reply(text)
    custom_id = f"sk:hint:{hint.game_id}:{hint.turn}:{action_to_text(move)}"
    play = PlayThis(button(t("button.play_this")[:80], custom_id, discord.ButtonStyle.primary))
    return Reply(text, view=view_of(play))


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
