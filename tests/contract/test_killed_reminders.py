"""A bot killed while it sends a reminder (kill -9, an OOM): the reminder was marked as sent
before it went out, so the bot started in its place sends it, with the downtime note it
carried, instead of leaving the player unreminded for another reminder's interval; a sale
offer's reminder by direct message alike. The bot killed is its own process, ``python -m bot
run``, killed by SIGKILL while Discord holds its reminder unanswered: nothing of its own stop
runs, and its records name a process that has ended."""

from __future__ import annotations

import asyncio
import time

import pytest

from bot.store.row_values import OutageNote
from bot.store.rows import clocks_to_json, outage_to_json
from tests.contract.conftest import point_at, started_bot, stopped
from tests.support.bot_process import bot_process, killed
from tests.support.discord_players import current, posts
from tests.support.running_bot import HOUR, playing_on_a_hand_moved_clock
from tests.support.sale_offers import dm_sell
from tests.support.standin import CHANNEL_ID, FakeDiscord
from tests.support.standin.records import components_of

SECONDS = 30.0  # at most, for the bot's process to start and send the reminder Discord holds


async def stand_in_and_file(tmp_path, monkeypatch) -> tuple[FakeDiscord, str]:
    """The Discord stand-in with discord.py pointed at it, and the database file that the bot
    killed and the one started in its place share."""
    fake = FakeDiscord()
    await fake.start()
    point_at(monkeypatch, fake)
    return fake, str(tmp_path / "games.sqlite3")


async def killed_while_sending(fake: FakeDiscord, db: str, tmp_path, route: str, carrying: str,
                               reached: bool = False) -> None:
    """The bot run as its own process on ``db``, its first pass sending a reminder (the
    request matching ``route`` and ``carrying``) that Discord holds unanswered; killed by SIGKILL
    meanwhile: the reminder was marked as sent, and never went out (or, ``reached``, went out
    with its answer lost)."""
    hold = fake.hold(route, carrying, done_anyway=reached)
    process = await bot_process(fake.port, db, tmp_path)
    try:
        await asyncio.wait_for(hold.reached.wait(), SECONDS)
    finally:
        if process.returncode is None:
            await killed(process)
        hold.let_go.set()


async def test_a_reminder_lost_to_a_kill_goes_out_at_the_next_start_with_its_note(tmp_path, monkeypatch):
    fake, db = await stand_in_and_file(tmp_path, monkeypatch)
    bot, runner = await started_bot(db)
    try:
        _, row = await playing_on_a_hand_moved_clock(fake, bot)
        bot.service.tables.clock = time.time  # the killed process's clock, and the next one's
        await bot.scheduler.step()  # the clocks caught up
        await bot.platform.store.atomically(lambda tx: tx.execute(  # 7 hours into the turn, owing a note
            "UPDATE games SET clock_note = ?, waiting_since = waiting_since - ?, reminded_at = 0, due_at = 0 "
            "WHERE id = ?", (outage_to_json(OutageNote(5.0)), 7 * HOUR, row.id)))
    finally:
        await stopped(bot, runner)
    await killed_while_sending(fake, db, tmp_path, rf"^POST /channels/{CHANNEL_ID}/messages$", "waiting for you")
    before = len(posts(fake, CHANNEL_ID))
    bot, runner = await started_bot(db)
    try:
        sent_from = time.time()
        await bot.scheduler.step()
        after, _ = await current(bot)
        await bot.scheduler.step()  # sent once: confirmed
    finally:
        await stopped(bot, runner)
        await fake.stop()
    [reminder] = [r.body["content"] for r in posts(fake, CHANNEL_ID)[before:]]
    assert "waiting for you" in reminder and "stood still for the 5 hours" in reminder
    assert after.clock_note is None and sent_from <= after.reminded_at <= time.time()


@pytest.mark.parametrize("reached", [False, True], ids=["unsent", "reached-discord"])
async def test_a_sale_offers_reminder_lost_to_a_kill_is_sent_by_the_next_start(tmp_path, monkeypatch, reached):
    """The same for a sale offer's reminder by direct message (its offer's clock marked as
    reminded, then the bot killed before the message went out); killed after it reached
    Discord, while the bot waited for the answer, the next start's send carries the same nonce,
    and Discord (within its minutes) keeps the one message, with the offer's Sell and Keep."""
    fake, db = await stand_in_and_file(tmp_path, monkeypatch)
    bot, runner = await started_bot(db)
    try:
        row, user, _, _ = await dm_sell(fake, bot)
        await bot.scheduler.step()  # the clocks caught up
        clocks = {key: [opened - 7 * HOUR, reminded] for key, (opened, reminded) in row.offer_clocks.items()}
        await bot.service.store.db.execute("UPDATE games SET due_at = 0, offer_clocks = ?", (clocks_to_json(clocks),))
    finally:
        await stopped(bot, runner)
    dm = fake.dm_channels[user[0]]
    await killed_while_sending(fake, db, tmp_path, rf"^POST /channels/{dm}/messages$", "/sell", reached)
    first = len(fake.requests)
    bot, runner = await started_bot(db)
    try:
        for _ in range(3):
            await bot.scheduler.run_once()
    finally:
        await stopped(bot, runner)
        await fake.stop()
    [reminder] = [r for r in fake.requests[first:] if r.method == "POST" and r.path == f"/channels/{dm}/messages"]
    assert reminder.status == 200 and "/sell" in reminder.body["content"]
    [kept] = [m for m in fake.messages.values() if m["channel_id"] == dm and "/sell" in m["content"]]
    assert [c["custom_id"] for c in components_of(kept)] == [f"sk:s:{row.id}:8:1", f"sk:s:{row.id}:8:0"]
