"""A refusal the stand-in owes Discord's documentation: an option both autocompleted and
with fixed choices ("``autocomplete`` may not be set to true if ``choices`` are present",
``interactions/application-commands``). Plain HTTP here, no bot: what any client would see."""

from __future__ import annotations

import aiohttp
import pytest

from tests.contract.test_standin_limits import BOT, COMMAND, places
from tests.support.standin import FakeDiscord


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
