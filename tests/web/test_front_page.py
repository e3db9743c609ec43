"""The front page (``/``): an operator or a player who opens the bare address reads what the
server is and how a game's page is reached, in their language, with the pages' own style; and
nothing of the games it serves, not even whether there are any."""

from __future__ import annotations

from html import escape

import aiohttp
import pytest

from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.store import Store
from bot.web.addresses import SECURITY_HEADERS
from bot.web.html import own_files
from bot.words.markup import plain_text
from tests.web.conftest import Served, serving

ASKED = [({}, "", "en"), ({"Accept-Language": "de-DE,de;q=0.9,en;q=0.8"}, "", "de"),
         ({"Accept-Language": "de"}, "?lang=en", "en"), ({}, "?lang=de", "de")]


async def front(url: str, headers: dict[str, str] | None = None) -> tuple[aiohttp.ClientResponse, str]:
    async with aiohttp.ClientSession() as session, session.get(url, headers=headers or {}) as answer:
        return answer, await answer.text()


@pytest.mark.parametrize(("headers", "query", "language"), ASKED)
async def test_the_front_page_says_what_this_is_and_how_to_reach_a_game_in_the_readers_language(
        served: Served, headers, query, language):
    answer, body = await front(f"{served.url}/{query}", headers)
    t = plain_text(language)
    assert (answer.status, answer.content_type, answer.charset) == (200, "text/html", "utf-8")
    assert {name: answer.headers.get(name) for name in SECURITY_HEADERS} == SECURITY_HEADERS
    assert f'<html lang="{language}">' in body and f'href="{own_files()["game_css"]}"' in body
    for key in ("web.front_title", "web.front_body", "web.front_reach"):
        assert escape(t(key)) in body, key
    other = next(code for _, _, code in ASKED if code != language)
    assert f'href="?lang={other}"' in body  # the switch to the other language


async def test_the_front_page_tells_nothing_of_the_games(served: Served, tmp_path):
    """The same bytes, and the same tag, from a server with a game in play as from one with
    no game at all: no list of games or channels, no count, no link to any."""
    store = await Store.open(tmp_path / "none.sqlite3", SAMARKAND)
    try:
        async with serving(GameService(store), None) as empty:
            for headers, query, _ in ASKED:
                (busy, shown), (idle, bare) = await front(f"{served.url}/{query}", headers), \
                    await front(f"{empty}/{query}", headers)
                assert (shown, busy.headers["ETag"]) == (bare, idle.headers["ETag"])
                assert "/games/" not in shown
    finally:
        await store.close()


async def test_a_reader_holding_the_front_page_is_answered_304(served: Served):
    answer, _ = await front(f"{served.url}/")
    again, body = await front(f"{served.url}/", {"If-None-Match": answer.headers["ETag"]})
    assert answer.headers["Cache-Control"] == "no-cache" and (again.status, body) == (304, "")
