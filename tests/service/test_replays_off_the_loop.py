"""Discord's replays (``/log``'s words, ``/board turn:N`` and ``/replay``'s positions) run in
a thread, not on the event loop that answers everyone's commands: while one is held up in its
thread, the loop runs its callbacks, and the answer is the replay's once it is released."""

from __future__ import annotations

import asyncio
import random

import pytest

from tests.service.conftest import CHANNEL, lobby, play_randomly
from tests.support.held_up import HeldUp, until_started


@pytest.mark.parametrize(("part", "step", "asked"), [("tables", "_worded", "log_lines"),
                                                     ("reading", "_positions", "history")])
async def test_a_replay_held_up_in_its_thread_leaves_the_loop_running(service, monkeypatch, part, step, asked):
    await lobby(service, 3)
    await service.lobby.start(CHANNEL, "u0", False)
    await play_randomly(service, random.Random(1), 12, to_the_end=False)
    expected = await getattr(service.reading, asked)(CHANNEL)
    held = HeldUp(getattr(getattr(service, part), step))
    monkeypatch.setattr(getattr(service, part), step, held)
    request = asyncio.create_task(getattr(service.reading, asked)(CHANNEL))
    await until_started(held, request)
    ran = asyncio.get_running_loop().create_future()
    asyncio.get_running_loop().call_soon(ran.set_result, "ran")
    assert await ran == "ran" and not request.done()
    held.release.set()
    assert str(await request) == str(expected) and held.calls == 1
