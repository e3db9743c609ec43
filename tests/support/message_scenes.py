"""The messages ``message_pictures`` draws, as the bot sent them: one game per language, one
person with a long name and four computers, played to the end against the stand-in (the
bot, its database and the stand-in in a scratch directory, as a contract test runs them)."""

from __future__ import annotations

import tempfile
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest

from bot.runtime.app import SamarkandBot
from bot.words.i18n import text
from tests.contract.conftest import point_at, started_bot, stopped
from tests.support.discord_players import play_to_the_end, turn_messages
from tests.support.standin import Captured, FakeDiscord

PERSON = ("100000000000000301", "Wanderer Number 1 of the Silk R.")
LOCALES = {"en": "en-US", "de": "de"}
Scene = tuple[dict[str, Any], dict[str, str], float]  # a message's JSON, the names its mentions stand for, "now"


def answer(sent: list[Captured]) -> dict[str, Any]:
    """A command's private answer as shown: its last message body (flagged ephemeral)."""
    bodies = [r.body.get("data", r.body) for r in sent if isinstance(r.body, dict)]
    found = next(body for body in reversed(bodies) if body.get("content") or body.get("embeds"))
    return {**found, "flags": 64}


def answer_saying(fake: FakeDiscord, words: str) -> dict[str, Any]:
    """The first private answer whose text has ``words``."""
    for request in fake.requests:
        body = request.body.get("data", request.body) if isinstance(request.body, dict) else None
        if body and words in (body.get("content") or ""):
            return {**body, "flags": 64}
    raise AssertionError(f"no answer says {words!r}")


@asynccontextmanager
async def table_of(language: str, computers: int, settings: dict[str, str] | None = None,
                   ) -> AsyncIterator[tuple[FakeDiscord, SamarkandBot]]:
    """The person's table in ``language`` with casual ``computers``, started with the lobby's
    ``settings``: the stand-in and the bot (its database in a scratch directory), stopped after."""
    with tempfile.TemporaryDirectory() as scratch, pytest.MonkeyPatch.context() as patch:
        fake = FakeDiscord()
        await fake.start()
        point_at(patch, fake)
        bot, runner = await started_bot(str(Path(scratch) / "games.sqlite3"))
        try:
            fake.locale = fake.guild_locale = LOCALES[language]
            await fake.interact(fake.command(PERSON, "new"))
            for _ in range(computers):
                await fake.interact(fake.command(PERSON, "addcpu", {"level": "greedy"}))
            if settings:
                await fake.interact(fake.command(PERSON, "settings", settings))
            await fake.interact(fake.command(PERSON, "start"))
            yield fake, bot
        finally:
            await stopped(bot, runner)
            await fake.stop()


async def scenes(language: str) -> dict[str, Scene]:
    """By name: the turn message of the longest chain (its older moves counted in its first
    line), a sale answer, /hand in play and after the end, and /log after the end."""
    t = text(language)
    names = {PERSON[0]: PERSON[1]}
    async with table_of(language, computers=4) as (fake, bot):
        in_play = answer(await fake.interact(fake.command(PERSON, "hand")))
        now = time.time()
        await play_to_the_end(fake, bot, seed=12, users={PERSON[0]: PERSON}, sell=True)  # a sale to show
        after = answer(await fake.interact(fake.command(PERSON, "hand")))
        log = answer(await fake.interact(fake.command(PERSON, "log")))
        earlier = t.template("turn.earlier_moves", count=2).split("{")[0]
        chain = max((m.body for m in turn_messages(fake)), key=lambda body: (
            body["content"].startswith(earlier), len(body["content"])))
        sold = answer_saying(fake, t.template("news.you_sold").split("{")[0])
    return {"turn-chain": (chain, names, now), "sale-answer": (sold, names, now), "hand-in-play": (in_play, names, now),
            "hand-after-the-end": (after, names, now), "log": (log, names, now)}
