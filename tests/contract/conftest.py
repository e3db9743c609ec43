"""The real discord.py bot against the stand-in, every request checked at the end."""

from __future__ import annotations

import asyncio
import re

import discord.client
import discord.http
import discord.webhook.async_
import pytest
import yarl
from discord.gateway import DiscordWebSocket
from discord.http import Route
from discord.state import ConnectionState

from bot.ai.rollout import warm_kernel
from bot.ai.thinking import InlineThinker
from bot.runtime.app import SamarkandBot
from tests.support.openapi_check import OpenApiCheck
from tests.support.standin import FakeDiscord, RateBudget


@pytest.fixture(scope="session")
def spec() -> OpenApiCheck:
    return OpenApiCheck.load()


@pytest.fixture(scope="session", autouse=True)
def compiled_kernel() -> None:
    """The computers' kernel compiled once per test process, before any test's stand-in starts
    waiting for an answer: on a fresh checkout numba's cache is empty, and its first compile
    (10 to 50 s) would otherwise fall inside whichever test first asks for a hint, a review or
    a computer's move, and outlast the stand-in's wait. The bot does the same at start with its
    process pool (``bot.ai.thinking``); the tests think inline."""
    warm_kernel()


def invalid_requests(fake: FakeDiscord, spec: OpenApiCheck) -> list[str]:
    """Every distinct problem of every request sent (array indices folded together)."""
    found = {re.sub(r"\[\d+\]", "[n]", problem)
             for r in fake.requests for problem in spec.problems(r.method, r.path, r.query, r.body)}
    return sorted(found)


class QuickRetries:
    """discord.py waits 1, 3, 5 s before retrying a 5xx (in its HTTP client and its webhook
    client, which answers interactions), as long as a rate limit asks, and with a growing
    backoff before connecting to the gateway again after a drop; the stand-in
    answers at once, so the test waits at most a hundredth of a second and the stand-in's
    rate budget counts the rest as passed (the retries and the waits are real)."""

    def __init__(self, budget: RateBudget) -> None:
        self.budget = budget

    def __getattr__(self, name: str) -> object:
        return getattr(asyncio, name)

    async def sleep(self, delay: float, result: object = None) -> object:
        self.budget.clock.skip(delay)
        return await asyncio.sleep(min(delay, 0.01), result)


def point_at(monkeypatch, fake: FakeDiscord | int) -> None:
    """Point discord.py at the stand-in (or, given a port, at whatever is there)."""
    port = fake if isinstance(fake, int) else fake.port
    budget = RateBudget() if isinstance(fake, int) else fake.budget
    monkeypatch.setattr(Route, "BASE", f"http://127.0.0.1:{port}/api/v10")
    monkeypatch.setattr(DiscordWebSocket, "DEFAULT_GATEWAY", yarl.URL(f"ws://127.0.0.1:{port}/gateway"))
    monkeypatch.setattr(discord.http, "asyncio", QuickRetries(budget))
    monkeypatch.setattr(discord.webhook.async_, "asyncio", QuickRetries(budget))
    monkeypatch.setattr(discord.client, "asyncio", QuickRetries(budget))
    if not isinstance(fake, int):
        told(monkeypatch, fake)


def told(monkeypatch, fake: FakeDiscord) -> None:
    """discord.py tells the stand-in when the bot has received each interaction, as it parses
    INTERACTION_CREATE: the first response's lateness counts from there (``FakeDiscord``)."""
    parse = ConnectionState.parse_interaction_create

    def parse_told(state: ConnectionState, data) -> None:
        fake.received(data["token"])
        parse(state, data)
    monkeypatch.setattr(ConnectionState, "parse_interaction_create", parse_told)


async def started_bot(db_path: str, **options) -> tuple[SamarkandBot, asyncio.Task]:
    options = {"thinker": InlineThinker(), **options}  # a game of the tests' brings its own
    bot = SamarkandBot(db_path, start_scheduler=False, guild_ready_timeout=0, **options)
    runner = asyncio.create_task(bot.start("fake-token"))
    await asyncio.wait_for(bot.wait_until_ready(), 30)
    seeds = iter(range(7, 10**6))
    bot.platform.lobby.seed_source = lambda: next(seeds)  # the same games on every run
    return bot, runner


async def stopped(bot: SamarkandBot, runner: asyncio.Task) -> None:
    await bot.close()
    await asyncio.gather(runner, return_exceptions=True)


@pytest.fixture
async def discord_env(spec, tmp_path, monkeypatch, request):
    """The stand-in and a bot started against it; a test parametrizes it indirectly with the
    bot's own keywords (say ``metrics_at``) if it needs any."""
    fake = FakeDiscord()
    await fake.start()
    point_at(monkeypatch, fake)
    bot, runner = await started_bot(str(tmp_path / "games.sqlite3"), **getattr(request, "param", {}))
    yield fake, bot
    await stopped(bot, runner)
    await fake.stop()
    problems = invalid_requests(fake, spec)
    assert not problems, "\n".join(problems)
    assert not fake.refused_bodies, fake.refused_bodies  # Discord would have refused these (400, 50035)
    late = fake.late_first_responses()
    assert not late, "Discord would have answered 10062 to:\n" + "\n".join(late)
