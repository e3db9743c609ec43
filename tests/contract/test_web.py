"""The bot with SAMARKAND_WEB and SAMARKAND_WEB_URL against the stand-in: its turn messages
carry a link to the game's page, and the page answers on the bot's own server, beside the
health checks."""

from __future__ import annotations

import aiohttp
import pytest

from tests.contract.players import open_game, turn_messages
from tests.support.standin import CHANNEL_ID, components_of

WEB = {"web_at": ("127.0.0.1", 0), "web_url": "https://samarkand.example.org"}


@pytest.mark.parametrize("discord_env", [WEB], indirect=True)
async def test_turn_messages_link_to_the_page_the_bot_serves(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    row = await bot.service.store.live_game(CHANNEL_ID)
    links = [c.get("url") for c in components_of(turn_messages(fake)[-1].body) if c.get("url")]
    assert links == [f"https://samarkand.example.org/games/{row.id}"]
    async with aiohttp.ClientSession() as session:
        for path in (f"/games/{row.id}", "/healthz"):
            async with session.get(f"http://127.0.0.1:{bot.web.port}{path}") as answer:
                assert answer.status == 200, path
    assert bot.health is None  # one server: the metrics share the pages'
