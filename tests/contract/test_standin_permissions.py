"""The stand-in refuses a channel's routes as Discord documents it, whatever the bot asks of a
channel it cannot see: no View Channel there, a private thread it was not added to, or a server
it was removed from, each route answers 403 with Missing Access (50001), reading it and
unarchiving its thread too; unarchiving a thread takes Send Messages in Threads (else 50013); a
deleted channel answers 404 with Unknown Channel (10003). Every refusal is an answer Discord's
OpenAPI description allows on that route. Plain HTTP here, no bot: what any client would see."""

from __future__ import annotations

from typing import Any

import aiohttp
import pytest

from tests.support.standin import CHANNEL_ID, GUILD_ID, TOKEN, FakeDiscord
from tests.support.standin.codes import SEND_IN_THREADS, VIEW

BOT = {"Authorization": f"Bot {TOKEN}"}


@pytest.fixture
async def standin():
    fake = FakeDiscord()
    await fake.start()
    async with aiohttp.ClientSession(f"http://127.0.0.1:{fake.port}") as http:
        yield fake, http
    await fake.stop()


async def ask(http: aiohttp.ClientSession, method: str, path: str, body: object = None) -> tuple[int, Any]:
    async with http.request(method, f"/api/v10{path}", json=body, headers=BOT) as answer:
        return answer.status, await answer.json()


def routes(channel: str, message: str) -> list[tuple[str, str, object]]:
    """What the bot asks of a game's channel: read it and its messages, unarchive it, post,
    edit its own message, open a thread."""
    return [("GET", f"/channels/{channel}", None), ("PATCH", f"/channels/{channel}", {"archived": False}),
            ("GET", f"/channels/{channel}/messages", None),
            ("POST", f"/channels/{channel}/messages", {"content": "hi"}),
            ("PATCH", f"/channels/{channel}/messages/{message}", {"content": "edited"}),
            ("POST", f"/channels/{channel}/threads", {"name": "Samarkand", "type": 11})]


@pytest.mark.parametrize("hidden", ["no View Channel", "a private thread", "removed from the server"])
async def test_a_channel_the_bot_cannot_see_answers_missing_access_on_every_route(standin, spec, hidden):
    fake, http = standin
    channel = fake.thread(private=True) if hidden == "a private thread" else CHANNEL_ID
    status, posted = await ask(http, "POST", f"/channels/{CHANNEL_ID}/messages", {"content": "turn"})
    assert status == 200
    if hidden == "no View Channel":
        fake.channel(channel).permissions &= ~VIEW
    elif hidden == "removed from the server":
        fake.absent_guilds.add(GUILD_ID)
    for method, path, body in routes(channel, posted["id"]):
        status, said = await ask(http, method, path, body)
        assert (status, said["code"], said["message"]) == (403, 50001, "Missing Access"), (method, path)
        assert not spec.answer_problems(method, path, status, said)
    if hidden == "removed from the server":
        status, said = await ask(http, "GET", f"/guilds/{GUILD_ID}/members/200000000000000001")
        assert (status, said["code"]) == (403, 50001) and not spec.answer_problems("GET", "/guilds/1/members/2",
                                                                                    status, said)


async def test_unarchiving_a_thread_takes_send_messages_in_threads(standin, spec):
    fake, http = standin
    thread = fake.thread(archived=True)
    fake.channel(thread).permissions &= ~SEND_IN_THREADS
    status, said = await ask(http, "PATCH", f"/channels/{thread}", {"archived": False})
    assert (status, said["code"]) == (403, 50013) and fake.channel(thread).archived
    assert not spec.answer_problems("PATCH", f"/channels/{thread}", status, said)
    fake.channel(thread).permissions |= SEND_IN_THREADS
    assert (await ask(http, "PATCH", f"/channels/{thread}", {"archived": False}))[0] == 200
    assert not fake.channel(thread).archived


async def test_a_deleted_channel_answers_unknown_channel_before_any_permission(standin, spec):
    fake, http = standin
    fake.channel(CHANNEL_ID).deleted = True
    fake.channel(CHANNEL_ID).permissions &= ~VIEW
    for method, path, body in routes(CHANNEL_ID, "600000000000000000"):
        status, said = await ask(http, method, path, body)
        assert (status, said["code"]) == (404, 10003), (method, path)
        assert not spec.answer_problems(method, path, status, said)
