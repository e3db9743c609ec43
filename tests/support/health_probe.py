"""The bot's health server in a contract test: ``WATCHED`` starts the bot with it on an
ephemeral port of 127.0.0.1, and ``get`` asks it a path."""

from __future__ import annotations

import aiohttp
import pytest

WATCHED = pytest.mark.parametrize("discord_env", [{"metrics_at": ("127.0.0.1", 0)}], indirect=True)


async def get(bot, path: str) -> tuple[int, str]:
    async with aiohttp.ClientSession() as session, session.get(f"http://127.0.0.1:{bot.health.port}{path}") as got:
        return got.status, await got.text()
