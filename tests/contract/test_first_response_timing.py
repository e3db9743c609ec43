"""Discord refuses an interaction's first response that comes more than 3 s after the bot
received it (10062). The stand-in lets it through up to 10 real seconds after sending it, a
loaded machine's allowance, but names every first response the bot itself made late, from its
receiving the interaction, and the contract fixture fails a test that made one. Real time
here is a hand-moved clock: a handler "sleeps" by moving it, a slow gateway too."""

from __future__ import annotations

import asyncio

import pytest

import cogs.respond
from tests.contract.conftest import point_at, started_bot, stopped
from tests.support.clock import ManualClock
from tests.support.discord_players import ANN
from tests.support.standin import FakeDiscord
from tests.support.standin.interactions import settle


@pytest.fixture
async def by_hand(tmp_path, monkeypatch):
    """The bot against a stand-in whose real seconds pass only by hand."""
    hand = ManualClock(0.0)
    fake = FakeDiscord(real=hand)
    await fake.start()
    point_at(monkeypatch, fake)
    bot, runner = await started_bot(str(tmp_path / "games.sqlite3"))
    yield fake, hand
    await stopped(bot, runner)
    await fake.stop()


async def test_a_handler_that_waits_past_3_s_before_its_first_response_is_named(by_hand, monkeypatch):
    fake, hand = by_hand
    await fake.interact(fake.command(ANN, "rules"))
    assert fake.first_response_after and fake.late_first_responses() == []  # timed, and at once
    respond_now = cogs.respond._respond

    async def dawdling(interaction, *args):
        hand.now += 3.5  # the handler blocks 3.5 s before it acknowledges
        return await respond_now(interaction, *args)
    monkeypatch.setattr(cogs.respond, "_respond", dawdling)
    payload = fake.command(ANN, "rules")
    sent = await fake.interact(payload)
    assert [r.status for r in sent if r.path.startswith("/interactions/")] == [200]  # within the 10 real s
    assert fake.late_first_responses() == [
        f"/rules ({payload['token']}): first response 3.50 s after the bot received it"]


async def test_time_the_interaction_spends_before_the_bot_receives_it_is_forgiven(by_hand):
    """A loaded machine delays the gateway, not the bot: 5 s before the bot has the event,
    then an answer at once, is no late first response (and within the 10 s it is accepted)."""
    fake, hand = by_hand
    payload = fake.command(ANN, "rules")
    before = asyncio.all_tasks()
    assert fake.send(payload)
    hand.now += 5.0  # the bot receives it only after this
    await asyncio.wait_for(fake.done[payload["token"]], 20)
    await settle(before, 20)
    assert fake.answers[payload["token"]] == 1 and fake.first_response_after[payload["token"]] == 0.0
    assert fake.late_first_responses() == []
