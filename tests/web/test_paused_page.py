"""A game whose clock the host paused (``/pause``, told in its channel) says so on its public
page, in its heading and under its newest moves, and its version moves so that an open page
learns of it at its next poll; ``/resume`` takes both back. The page's server had kept the
record by its public stamp, which a pause did not move: the page went on as if nothing held
the clock (a computer to move that would not move, and no word why)."""

from __future__ import annotations

import json

import aiohttp
import pytest

from bot.words.i18n import Msg
from bot.words.markup import plain_text
from tests.service.conftest import CHANNEL
from tests.web.conftest import Served


async def shown(served: Served, language: str) -> tuple[str, str, list[str]]:
    """The version a polling page reads, and the page's heading and newest lines."""
    async with aiohttp.ClientSession() as session:
        async with session.get(f"{served.url}/games/{served.game}/version.json") as answer:
            version = json.loads(await answer.text())["version"]
        async with session.get(f"{served.url}/games/{served.game}/page.json?lang={language}") as answer:
            page = json.loads(await answer.text())
    return version, page["heading"], page["newest"]


@pytest.mark.parametrize("language", ["en", "de"])
async def test_a_paused_game_s_page_says_it_is_paused_until_it_is_resumed(served: Served, language: str):
    t = plain_text(language)
    running, heading, newest = await shown(served, language)
    turn = (await served.service.pages.spectated(served.game)).now.turn
    assert heading == t("embed.turn", turn=turn) and t("web.paused") not in newest
    await served.service.lobby.pause(CHANNEL, "u0", False, True)
    paused, heading, newest = await shown(served, language)
    assert paused != running
    assert heading == t("web.heading_paused", turn=turn) and t("web.paused") in newest
    await served.service.lobby.pause(CHANNEL, "u0", False, False)
    assert await shown(served, language) == (running, t("embed.turn", turn=turn), newest[:-1])


@pytest.mark.parametrize("language", ["en", "de"])
async def test_a_game_paused_for_its_channel_says_so_until_the_bot_can_post_there_again(served: Served, language: str):
    """A game the bot paused because it could not post in its channel (the channel's permissions taken away) looked
    like a running one on its page, whose reader waited for moves that could not come; the reason Discord gave stays
    off the page (the host was told it)."""
    t = plain_text(language)
    running, _, newest = await shown(served, language)
    turn = (await served.service.pages.spectated(served.game)).now.turn
    await served.service.clock.channel_lost(served.game, "missing access 50001")
    paused, heading, held = await shown(served, language)
    assert paused != running and heading == t("web.heading_paused", turn=turn)
    assert held == [*newest, t("web.paused_channel")] and not any("50001" in line for line in held)
    await served.service.clock.channel_works(CHANNEL)
    assert await shown(served, language) == (running, t("embed.turn", turn=turn), newest)


@pytest.mark.parametrize("language", ["en", "de"])
async def test_a_game_paused_for_its_channels_history_does_not_say_the_bot_cannot_post(served: Served, language: str):
    """A game paused because the bot may not read its channel's history (or add embeds there) is one whose channel
    the bot can still post in: its page says the bot cannot use the channel as it needs to, not that it cannot post,
    and that the game goes on at the next command there (as the host was told), not by itself."""
    t = plain_text(language)
    await served.service.clock.channel_lost(served.game, str(Msg("failure.cannot_read_history")))
    _, _, held = await shown(served, language)
    said = held[-1]
    assert said == t("web.paused_channel")
    assert ("cannot post" if language == "en" else "nicht schreiben") not in said
    assert ("next command" if language == "en" else "nächsten Befehl") in said
