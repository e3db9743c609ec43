"""The answers a browser asks for again each time (the page, its data, the board now) carry an
ETag; a reader who holds the answer gets a 304 without a body, and one who holds an older one,
after a move, the new answer with a new tag."""

from __future__ import annotations

import random

import aiohttp
import pytest

from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.store import Store
from bot.web import samarkand_pages
from tests.service.conftest import play_randomly
from tests.support.clock import ManualClock
from tests.web.conftest import Served, played, serving


async def fetched(url: str, tag: str | None = None) -> tuple[int, str, bytes]:
    asked = {"If-None-Match": tag} if tag else {}
    async with aiohttp.ClientSession() as session, session.get(url, headers=asked) as got:
        return got.status, got.headers.get("ETag", ""), await got.read()


@pytest.mark.parametrize("path", ["", "/page.json", "/board.png", "/version.json"])
async def test_a_reader_who_holds_the_answer_gets_a_304_until_the_game_moves(served: Served, path: str):
    url = f"{served.url}/games/{served.game}{path}?lang=en"
    status, tag, body = await fetched(url)
    assert status == 200 and tag.startswith('"') and body
    assert (await fetched(url, tag))[:3:2] == (304, b"")
    assert (await fetched(url, f'W/{tag}, "other"'))[0] == 304  # a weak form, among others
    assert (await fetched(url, '"other"'))[0] == 200
    await moved_publicly(served)
    status, moved, body = await fetched(url, tag)
    assert status == 200 and moved != tag and body


async def moved_publicly(served: Served) -> None:
    """Random commands until one changes the public record (a private sale answer does not,
    and its page is rightly the same)."""
    version = f"{served.url}/games/{served.game}/version.json"
    before = (await fetched(version))[2]
    rng = random.Random(7)
    for _ in range(50):
        await play_randomly(served.service, rng, 1, to_the_end=False)
        if (await fetched(version))[2] != before:
            return
    raise AssertionError("no public change in 50 commands")


async def test_a_304_carries_the_headers_every_answer_has(served: Served):
    url = f"{served.url}/games/{served.game}"
    _, tag, _ = await fetched(url)
    async with aiohttp.ClientSession() as session, session.get(url, headers={"If-None-Match": tag}) as got:
        assert got.status == 304 and got.headers["Cache-Control"] == "no-cache"
        assert got.headers["Vary"] == "Accept-Language" and "Content-Security-Policy" in got.headers


async def test_a_kept_image_is_tagged_too(served: Served):
    """A finished turn's image, or the image now under the record's mark, is kept 5 minutes and
    then revalidated: a 304, not its 120 kB again."""
    base = f"{served.url}/games/{served.game}"
    async with aiohttp.ClientSession() as session:
        async with session.get(f"{base}/version.json") as got:
            now = (await got.json())["version"]
        for query in ("turn=1", f"v={now}"):
            async with session.get(f"{base}/board.png?{query}&lang=en") as got:
                assert got.status == 200 and got.headers["Cache-Control"] == "max-age=300", query
                tag = got.headers["ETag"]
            async with session.get(f"{base}/board.png?{query}&lang=en", headers={"If-None-Match": tag}) as got:
                assert got.status == 304 and not await got.read(), query


async def test_an_image_the_reader_holds_is_confirmed_without_drawing_it_again(database: str, monkeypatch):
    """An image is tagged by its name, known before drawing: a reader revalidating an image
    the server no longer keeps (more images in use than it keeps) gets a 304 with no drawing,
    which would otherwise run in the pages' one thread for each such reader."""
    monkeypatch.setattr("bot.web.routes.IMAGES_KEPT", 1)
    drawn = []
    render_board = samarkand_pages.render_board
    monkeypatch.setattr(samarkand_pages, "render_board", lambda *args, **named: drawn.append(1) or render_board(
        *args, **named))
    store = await Store.open(database, SAMARKAND)
    service = GameService(store, ManualClock())
    game = await played(service)
    async with serving(service, None) as url:
        first, second = (f"{url}/games/{game}/board.png?turn={turn}&lang=en" for turn in (0, 1))
        status, tag, _ = await fetched(first)
        assert status == 200 and len(drawn) == 1
        assert (await fetched(second))[0] == 200 and len(drawn) == 2  # the first image is no longer kept
        assert (await fetched(first, tag))[:3:2] == (304, b"") and len(drawn) == 2
        assert (await fetched(first.replace("en", "de"), tag))[0] == 200  # another language, another image
        assert (await fetched(first, '"other"')) == (200, tag, (await fetched(first))[2])
    await store.close()
