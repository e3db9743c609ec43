"""Whether Discord answers, from the outcomes of the bot's own requests: only failures that
are no answer at all (a 5xx, no connection) for a minute make it away; any answer, a refusal
included, makes it there again; while away, a pass may probe again five minutes after the
last failure; a minute without any answer makes it quiet (asked before a pass with work due)."""

from __future__ import annotations

import contextlib

import aiohttp
import discord
import pytest

from bot.runtime.reachability import Reachability


class Answer:
    """A response as discord.py's exceptions read it."""

    def __init__(self, status: int) -> None:
        self.status, self.reason = status, "test"


async def outcome(reach: Reachability, error: Exception | None) -> None:
    async def request() -> str:
        if error is not None:
            raise error
        return "ok"
    with contextlib.suppress(discord.HTTPException, aiohttp.ClientError):
        await reach.around(request)()


@pytest.mark.parametrize("failure", [discord.DiscordServerError(Answer(503), "down"),
                                     aiohttp.ClientConnectionError("no route")])
async def test_a_minute_of_nothing_but_failures_makes_discord_away_until_it_answers(failure):
    now = [0.0]
    reach = Reachability(lambda: now[0])
    await outcome(reach, failure)
    now[0] = 59.0
    await outcome(reach, failure)
    assert not reach.away  # a blip is no outage
    now[0] = 61.0
    assert reach.away
    now[0] = 59.0 + 300.0
    assert not reach.away  # time for a pass to probe
    await outcome(reach, failure)
    assert reach.away
    await outcome(reach, discord.Forbidden(Answer(403), "no"))
    assert not reach.away  # a refusal is an answer: Discord is there
    await outcome(reach, failure)
    now[0] += 120.0
    assert reach.away
    await outcome(reach, None)
    assert not reach.away


async def test_discord_is_quiet_after_a_minute_without_an_answer():
    """Quiet: whether Discord still answers is not known, so a pass with work due asks it."""
    now = [0.0]
    reach = Reachability(lambda: now[0])
    assert reach.quiet  # nothing answered yet
    await outcome(reach, None)
    now[0] = 59.0
    assert not reach.quiet
    await outcome(reach, discord.DiscordServerError(Answer(500), "down"))
    now[0] = 61.0
    assert reach.quiet  # a failure is no answer
    await outcome(reach, discord.NotFound(Answer(404), "gone"))
    assert not reach.quiet  # a refusal is one
