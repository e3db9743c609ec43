"""Two refusals the stand-in owes Discord's documentation: an option both autocompleted and
with fixed choices ("``autocomplete`` may not be set to true if ``choices`` are present",
``interactions/application-commands``), and a file in an interaction's answer past the upload
limit the interaction announced (``attachment_size_limit``), where a channel's post keeps the
default 10 MiB. Plain HTTP here, no bot: what any client would see."""

from __future__ import annotations

import aiohttp
import pytest

from tests.contract.test_standin_limits import BOT, COMMAND, places, with_files
from tests.support.standin import CHANNEL_ID, FakeDiscord
from tests.support.standin.form_body import ANNOUNCED_FILE_SIZE

MIB = 1024 * 1024


@pytest.fixture
async def standin():
    fake = FakeDiscord()
    await fake.start()
    async with aiohttp.ClientSession(f"http://127.0.0.1:{fake.port}") as http:
        yield fake, http
    await fake.stop()


async def test_an_option_both_autocompleted_and_with_choices_is_refused_and_either_alone_is_registered(standin):
    fake, http = standin
    topic = {"type": 3, "name": "topic", "description": "which"}
    choices = [{"name": "a", "value": "a"}]
    answers = []
    for extra in ({"autocomplete": True, "choices": choices}, {"autocomplete": True}, {"choices": choices}):
        command = {**COMMAND, "options": [{**topic, **extra}]}
        async with http.put("/api/v10/applications/1/commands", json=[command], headers=BOT) as sync:
            said = await sync.json()
            answers.append((sync.status, places(said["errors"]) if sync.status == 400 else []))
    assert answers == [(400, ["0.options.0.autocomplete"]), (200, []), (200, [])]
    assert len(fake.refused_bodies) == 1 and fake.registered["global"][0]["options"][0]["choices"] == choices


async def answered_after(fake: FakeDiscord, http: aiohttp.ClientSession, limit: int | None = None) -> str:
    """An interaction sent (announcing ``limit`` if given) and deferred: its follow-ups' route."""
    payload = fake.command(("1", "Ann"), "replay")
    if limit is not None:
        payload["attachment_size_limit"] = limit  # a test's own server
    assert fake.send(payload)
    async with http.post(f"/api/v10/interactions/{payload['id']}/{payload['token']}/callback",
                         json={"type": 5}) as deferred:
        assert deferred.status == 200
    return f"/api/v10/webhooks/{fake.bot_user['id']}/{payload['token']}"


async def test_a_follow_up_file_past_the_limit_its_interaction_announced_gets_413_and_one_within_is_sent(standin):
    fake, http = standin
    assert fake.command(("1", "Ann"), "replay")["attachment_size_limit"] == ANNOUNCED_FILE_SIZE == 8 * MIB
    follow_up = await answered_after(fake, http)
    async with http.post(follow_up, data=with_files(9 * MIB)) as refused:
        said = await refused.json()
    assert (refused.status, said["code"]) == (413, 40005)
    async with http.post(follow_up, data=with_files(8 * MIB)) as within:
        assert within.status == 200
    async with http.post(f"/api/v10/channels/{CHANNEL_ID}/messages", data=with_files(9 * MIB),
                         headers=BOT) as posted:
        assert posted.status == 200  # a channel's post: the default 10 MiB


async def test_an_interaction_that_announces_a_smaller_limit_is_held_to_it(standin):
    fake, http = standin
    follow_up = await answered_after(fake, http, MIB)
    async with http.post(follow_up, data=with_files(MIB + 1)) as refused:
        assert refused.status == 413
    async with http.post(follow_up, data=with_files(MIB)) as within:
        assert within.status == 200
