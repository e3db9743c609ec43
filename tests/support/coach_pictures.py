"""The coach's private answers as a player sees them on a phone, 400 px wide, for docs/coach.md
(checkout-only): the bot plays against the Discord stand-in, the answer it sent is drawn by
``message_pictures.photograph_private`` (which takes any private answer as its lines, images
and buttons: the review after the end is drawn the same way) and saved as
``coach-hint-{en,de}-400.png``.

    .venv/bin/python -m tests.support.coach_pictures docs

For the hint: one person and two casual computers at a table that allows hints, the person
playing random legal moves until their own move from turn ``TURN`` on, where they ask
``/hint`` (a search of ``WALKS`` continuations, near the expert's budget in a real game, but
counted: both languages show the same hint, on any machine).

The review after the end is shot the same way, by ``review_pictures``."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bot.ai.budget import Budget
from bot.engine import awaiting
from bot.runtime.app import SamarkandBot
from bot.words.i18n import text
from tests.support.discord_players import by_command, current, random_move
from tests.support.message_pictures import buttons_of, in_both_languages, photograph_private
from tests.support.message_scenes import PERSON, answer, table_of
from tests.support.standin import FakeDiscord

TURN = 7  # a few camels down: the hint has meetings and cards within reach to speak of
WALKS = 3000  # the hint's search, counted rather than timed: about the expert's 1.5 s


async def person_to_move(fake: FakeDiscord, bot: SamarkandBot, seed: int) -> None:
    """Random legal moves (the person's by slash command, the computers' as they fall due)
    until the game waits for the person's own move, from turn ``TURN`` on."""
    rng = random.Random(seed)
    users = {PERSON[0]: PERSON}
    while True:
        while await bot.driver.run_once():
            pass
        row, state = await current(bot)
        seat = next(n for n, taken in enumerate(row.seats) if taken.human)
        if state.turn >= TURN and awaiting(state)[0].player == seat and not state.pending:
            return
        move = random_move(rng, row, state, users)
        if move is not None:
            await by_command(fake, bot, move[0], move[2])


async def hint(out: Path, language: str) -> Path:
    """The person's hint, as they see it, at ``out``/coach-hint-LANGUAGE-400.png."""
    t = text(language)
    async with table_of(language, computers=2, settings={"hints": "on"}) as (fake, bot):
        await person_to_move(fake, bot, seed=2)  # a marriage, a meeting: most kinds of reason
        with pytest.MonkeyPatch.context() as patch:  # the same walks on any machine, in either language
            patch.setattr(bot.get_cog("CoachCog").coaching, "budget", Budget.walks_only(WALKS))
            body = answer(await fake.interact(fake.command(PERSON, "hint"), timeout=300))  # compiles first
    buttons = [button["label"] for button in buttons_of(body)]
    assert buttons == [t("button.play_this")], body  # a hint with a move to make
    path = out / f"coach-hint-{language}-400.png"
    await photograph_private(path, language, body["content"].splitlines(), buttons=buttons,
                             command=t("command.hint.name"), asker=PERSON[1])
    return path


if __name__ == "__main__":
    in_both_languages(hint)
