"""Whether Discord answers, from the outcomes of the bot's own requests: only failures that
are no answer at all (a 5xx, no connection) for a minute make it away; any answer, a refusal
included, makes it there again; while away, a pass may probe again five minutes after the
last failure; a minute without any answer makes it quiet (asked before a pass with work due)."""

from __future__ import annotations

import asyncio

import aiohttp
import pytest

from bot.runtime.reachability import Reachability


class Answer:
    """A response as the bot's request trace sees it (``bot.runtime.request_trace``)."""

    def __init__(self, status: int) -> None:
        self.status = status


async def outcome(reach: Reachability, answer: int | Exception) -> None:
    """One request's outcome: Discord's HTTP status, or what was raised instead of an answer."""
    if isinstance(answer, int):
        await reach.heard(Answer(answer))
    else:
        reach.unheard(answer)


@pytest.mark.parametrize("failure", [503, aiohttp.ClientConnectionError("no route"), TimeoutError()])
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
    await outcome(reach, 403)
    assert not reach.away  # a refusal is an answer: Discord is there
    await outcome(reach, failure)
    now[0] += 120.0
    assert reach.away
    await outcome(reach, 200)
    assert not reach.away


async def test_discord_is_quiet_after_a_minute_without_an_answer():
    """Quiet: whether Discord still answers is not known, so a pass with work due asks it."""
    now = [0.0]
    reach = Reachability(lambda: now[0])
    assert reach.quiet  # nothing answered yet
    await outcome(reach, 200)
    now[0] = 59.0
    assert not reach.quiet
    await outcome(reach, 500)
    now[0] = 61.0
    assert reach.quiet  # a failure is no answer
    await outcome(reach, 404)
    assert not reach.quiet  # a refusal is one


async def test_a_request_cancelled_on_the_way_says_nothing_about_discord():
    """A close cancels requests in flight: no failure, so no outage begins."""
    now = [0.0]
    reach = Reachability(lambda: now[0])
    reach.unheard(asyncio.CancelledError())
    now[0] = 120.0
    assert not reach.away and reach.failing_since is None
