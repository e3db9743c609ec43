"""The pages' CPU work runs off the event loop (``docs/web.md#load``), over HTTP on both
backends: while the replay of a game's new version (or a private page's screen) is held up in
its thread, the loop still runs its callbacks and answers other requests; and two viewers who
ask for a new version at once cost one replay."""

from __future__ import annotations

import asyncio

import aiohttp
import pytest

from tests.support.held_up import HeldUp, until_started
from tests.web.conftest import Served


async def fetch(session: aiohttp.ClientSession, url: str) -> int:
    async with session.get(url) as answer:
        await answer.read()
        return answer.status


async def private_address(served: Served) -> str:
    row = await served.service.store.game(served.game)
    assert row is not None
    token = served.signer.token(served.game, 0, row.seats[0].user, served.clock())
    return f"{served.url}/games/{served.game}/private/{token}"


@pytest.mark.parametrize(("step", "page"), [("_replayed", "public"), ("_screen_now", "private")])
async def test_the_loop_answers_while_a_page_s_work_is_held_up_in_its_thread(served: Served, monkeypatch, step, page):
    held = HeldUp(getattr(served.service.pages, step))
    monkeypatch.setattr(served.service.pages, step, held)
    address = f"{served.url}/games/{served.game}" if page == "public" else await private_address(served)
    async with aiohttp.ClientSession() as session:
        request = asyncio.create_task(fetch(session, address))
        await until_started(held, request)
        ran = asyncio.get_running_loop().create_future()
        asyncio.get_running_loop().call_soon(ran.set_result, "ran")
        assert await ran == "ran"  # a callback of the loop's, while the work is held up
        assert await fetch(session, f"{served.url}/web/game.js") == 200  # another request, answered
        assert not request.done()
        held.release.set()
        assert await request == 200


async def test_two_viewers_of_a_new_version_cost_one_replay(served: Served, monkeypatch):
    held = HeldUp(served.service.pages._replayed)
    monkeypatch.setattr(served.service.pages, "_replayed", held)
    asked, both_asked = [], asyncio.Event()
    version_of = served.service.store.started_version

    async def counted(game: int) -> int | None:
        """The version read; once both viewers read it, each goes on at once to ask for the record."""
        version = await version_of(game)
        asked.append(version)
        if len(asked) == 2:
            both_asked.set()
        return version
    monkeypatch.setattr(served.service.store, "started_version", counted)
    async with aiohttp.ClientSession() as session:
        first = asyncio.create_task(fetch(session, f"{served.url}/games/{served.game}"))
        await until_started(held, first)
        second = asyncio.create_task(fetch(session, f"{served.url}/games/{served.game}/page.json"))
        await both_asked.wait()  # the second viewer now waits for the replay the first one started
        held.release.set()
        assert await asyncio.gather(first, second) == [200, 200]
    assert held.calls == 1 and asked[0] == asked[1]
