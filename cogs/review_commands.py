"""The review after the end in Discord (issue #51): ``/review`` for the channel's last finished game (or a numbered
one), and the **Your review** button under a final turn message. Either answers privately in the asker's language: their
review (``bot.games.samarkand.reviewing``) and an image of each turning point as they saw it. A non-player, a review not
made yet (with about when) and a channel without a finished game get a sentence instead. The button's id carries the
game's number, so it works after a restart and in any channel's history.

When Discord loses the private answer after the acknowledgement (unknown interaction, expired token, a refusal), the
review goes by DM instead: it concerns the asker alone. An unacknowledged press did nothing, and a closed DM is only
logged; either way the next press answers."""

from __future__ import annotations

import io
import logging
from collections.abc import Awaitable, Callable
from dataclasses import replace
from functools import partial

import discord
from discord import app_commands
from discord.ext import commands

from bot.engine import Board
from bot.games.samarkand.game_service import GameService
from bot.games.samarkand.reviewing import PlayerReview
from bot.service.pools import off_loop
from bot.words.i18n import Msg, Text
from bot.words.image_words import words_in
from bot.words.review_words import POINT_HEADING
from cogs.component_ids import Button, Component, button, game_id, view_of
from cogs.failures import DISCORD_FAILURES, code_of
from cogs.message_text import NAME_LENGTHS, all_shortened, in_two, together
from cogs.panel import service_of
from cogs.respond import PRIVATE, Reply, respond, says, user_id
from cogs.samarkand_runtime import samarkand_of
from cogs.translator import about, options
from rendering.review_image import render_turning_point

FILES = 10  # the most files one Discord message takes (a review has at most 3 turning points)
KEPT_WHOLE = 20  # the fewest characters a name is cut to for a review to fit one message
log = logging.getLogger("samarkand.cogs")


async def review_reply(service: GameService, found: PlayerReview, t: Text) -> Reply:
    """The review's sentences, and one image per turning point, in the asker's language."""
    words = words_in(t.language)
    images = [await off_loop(partial(render_turning_point, service.board, view, point, words=words))
              for view, point in zip(found.positions, found.review.points, strict=True)][:FILES]
    files = [discord.File(io.BytesIO(png), filename=f"review-{found.game_id}-{number}.png")
             for number, png in enumerate(images, 1)]
    first, rest = review_text(service.board, found, t)
    return Reply(first, files=files, more=rest)


def review_text(board: Board, found: PlayerReview, t: Text) -> tuple[str, str]:
    """The review's sentences as one message, its names shortened to no fewer than
    ``KEPT_WHOLE`` characters where they make it too long for one; else as two, cut between
    lines, with the longest names that let the two hold every line (five long names, three
    turning points full of rivals): a name cut shorter ("Computer …") names nobody, and a
    second message costs the reader nothing. Never its end, the whole game, cut off."""
    def made(most: int) -> tuple[str, list[int]]:
        named = replace(found, names=tuple(all_shortened(found.names, most)))
        return sections(named.lines(board), t)
    tries = [(most, 1) for most in NAME_LENGTHS if most >= KEPT_WHOLE] + [(most, 2) for most in NAME_LENGTHS]
    for most, messages in tries:
        said, starts = made(most)
        first, rest = in_two(said, starts=starts)
        if "\n".join(part for part in (first, rest) if part) == said and (messages == 2 or not rest):
            return first, rest
    said, starts = made(NAME_LENGTHS[-1])
    return in_two(said, starts=starts)


def sections(lines: list[Msg], t: Text) -> tuple[str, list[int]]:
    """The review's text, and the line each turning point begins on: where a second message
    begins, if one is needed (``in_two``), so that it opens with a turning point's heading."""
    said, starts, at = t.lines(lines), [], 0
    for line, words in zip(lines, said, strict=True):
        if line.key == POINT_HEADING:
            starts.append(at)
        at += words.count("\n") + 1
    return "\n".join(said), starts


async def answer_review(interaction: discord.Interaction, make: Callable[[], Awaitable[Reply]]) -> None:
    """Answer with the review ``make`` makes, privately; by direct message if Discord lost
    the answer after the press was acknowledged (nothing is sent again when none was made:
    a refusal, or the press itself refused)."""
    made: list[Reply] = []

    async def work() -> Reply:
        made.append(await make())
        return made[-1]
    if not await respond(interaction, work) and made:
        await by_direct_message(interaction, made[-1])


async def by_direct_message(interaction: discord.Interaction, reply: Reply) -> None:
    """The review the interaction could not carry, in a direct message saying why (a message
    of its own before a review that fills one); a closed direct message (50007) or any other
    refusal is logged, without a word of the review."""
    for file in reply.files:
        file.reset()
    why = says(interaction)("review.by_dm")
    joined = together(why, reply.text)  # else the review's end, its whole game, would be cut for the line
    try:
        if joined is None:
            await interaction.user.send(why, allowed_mentions=PRIVATE)
        await interaction.user.send(joined or reply.text, files=reply.files, allowed_mentions=PRIVATE)
        if reply.more:
            await interaction.user.send(reply.more, allowed_mentions=PRIVATE)
    except DISCORD_FAILURES as err:
        log.warning("a review lost by interaction %s could not go by direct message either (code %s)",
                    interaction.id, code_of(err))
        return
    log.info("a review lost by interaction %s went by direct message", interaction.id)


def review_view(game: int, t: Text) -> discord.ui.View:
    """The final turn message's button, in the game's language (the answer speaks the presser's)."""
    return view_of(ReviewButton(button(t("button.review")[:80], f"sk:review:{game}", discord.ButtonStyle.primary)))


class ReviewButton(Component[Button], template=r"sk:review:(?P<id>[\s\S]*)"):
    """Your review: the presser's review of the game the button's message ended."""

    async def answer(self, interaction: discord.Interaction) -> Reply:
        service = service_of(interaction)
        game = game_id(self.raw)
        found = await service.reviewing.for_player(game, user_id(interaction), named=False)
        return await review_reply(service, found, says(interaction))

    async def callback(self, interaction: discord.Interaction) -> None:
        await answer_review(interaction, lambda: self.answer(interaction))


class ReviewCog(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.service = samarkand_of(bot).service

    @app_commands.command(name="review", description=about("review"))
    @app_commands.describe(**options("review", "game"))
    async def review(self, interaction: discord.Interaction,
                     game: app_commands.Range[int, 1, 10**15] | None = None) -> None:
        async def work() -> Reply:
            reviewing = self.service.reviewing
            asked = game or await reviewing.last_game(str(interaction.channel_id))
            found = await reviewing.for_player(asked, user_id(interaction), named=game is not None)
            return await review_reply(self.service, found, says(interaction))
        await answer_review(interaction, work)


async def setup(bot: commands.Bot) -> None:
    bot.add_dynamic_items(ReviewButton)
    await bot.add_cog(ReviewCog(bot))
