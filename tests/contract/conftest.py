"""The real discord.py bot against the stand-in, every request checked at the end."""

from __future__ import annotations

import asyncio
import re

import pytest
import yarl
from discord.gateway import DiscordWebSocket
from discord.http import Route

from bot.app import SamarkandBot
from tests.contract.fake_discord import FakeDiscord
from tests.contract.openapi_check import SPEC_PATH, OpenApiCheck


@pytest.fixture(scope="session")
def spec() -> OpenApiCheck:
    if not SPEC_PATH.exists():
        pytest.skip(f"contract tests need Discord's OpenAPI description at {SPEC_PATH}, which is absent")
    return OpenApiCheck.load()


def invalid_requests(fake: FakeDiscord, spec: OpenApiCheck) -> list[str]:
    """Every distinct problem of every request sent (array indices folded together)."""
    found = {re.sub(r"\[\d+\]", "[n]", problem)
             for r in fake.requests for problem in spec.problems(r.method, r.path, r.query, r.body)}
    return sorted(found)


@pytest.fixture
async def discord_env(spec, tmp_path, monkeypatch):
    fake = FakeDiscord()
    port = await fake.start()
    monkeypatch.setattr(Route, "BASE", f"http://127.0.0.1:{port}/api/v10")
    monkeypatch.setattr(DiscordWebSocket, "DEFAULT_GATEWAY", yarl.URL(f"ws://127.0.0.1:{port}/gateway"))
    bot = SamarkandBot(str(tmp_path / "games.sqlite3"), start_scheduler=False, guild_ready_timeout=0)
    runner = asyncio.create_task(bot.start("fake-token"))
    await asyncio.wait_for(bot.wait_until_ready(), 30)
    yield fake, bot
    await bot.close()
    await asyncio.gather(runner, return_exceptions=True)
    await fake.stop()
    problems = invalid_requests(fake, spec)
    assert not problems, "\n".join(problems)
