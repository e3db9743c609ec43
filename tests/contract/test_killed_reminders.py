"""A bot killed while it sends a reminder (kill -9, an OOM): the reminder was marked as sent
before it went out, so the bot started in its place sends it, with the downtime note it
carried, instead of leaving the player unreminded for another reminder's interval; a sale
offer's reminder by direct message alike."""

from __future__ import annotations

import asyncio

from bot.store.row_values import OutageNote
from bot.store.rows import clocks_to_json, outage_to_json
from tests.contract.conftest import point_at, started_bot, stopped
from tests.support.discord_players import current, posts
from tests.support.running_bot import HOUR, playing_on_a_hand_moved_clock
from tests.support.sale_offers import dm_sell
from tests.support.standin import CHANNEL_ID, FakeDiscord


def killed_while_sending(monkeypatch, bot) -> None:
    """From here on the bot marks reminders as sent, and neither sends nor confirms them:
    killed at the send."""
    for part, name in ((bot.notify, "remind"), (bot.service.clock, "reminded"), (bot.service.clock, "offers_reminded")):
        monkeypatch.setattr(part, name, lambda reminder: asyncio.sleep(0), raising=False)


async def stand_in_and_file(tmp_path, monkeypatch) -> tuple[FakeDiscord, str]:
    """The Discord stand-in with discord.py pointed at it, and the database file that the bot
    killed and the one started in its place share."""
    fake = FakeDiscord()
    await fake.start()
    point_at(monkeypatch, fake)
    return fake, str(tmp_path / "games.sqlite3")


async def test_a_reminder_lost_to_a_kill_goes_out_at_the_next_start_with_its_note(tmp_path, monkeypatch):
    fake, db = await stand_in_and_file(tmp_path, monkeypatch)
    bot, runner = await started_bot(db)
    try:
        now, row = await playing_on_a_hand_moved_clock(fake, bot)
        await bot.scheduler.step()  # the clocks caught up
        await bot.platform.store.atomically(lambda tx: tx.execute(
            "UPDATE games SET clock_note = ? WHERE id = ?", (outage_to_json(OutageNote(5.0)), row.id)))
        killed_while_sending(monkeypatch, bot)
        now[0] += 7 * HOUR
        await bot.scheduler.step()
    finally:
        await stopped(bot, runner)
    before = len(posts(fake, CHANNEL_ID))
    bot, runner = await started_bot(db)
    bot.service.tables.clock = lambda: now[0]
    try:
        await bot.scheduler.step()
        after, _ = await current(bot)
        await bot.scheduler.step()  # sent once: confirmed
    finally:
        await stopped(bot, runner)
        await fake.stop()
    [reminder] = [r.body["content"] for r in posts(fake, CHANNEL_ID)[before:]]
    assert "waiting for you" in reminder and "stood still for the 5 hours" in reminder
    assert after.clock_note is None and after.reminded_at == now[0]


async def test_a_sale_offers_reminder_lost_to_a_kill_is_sent_by_the_next_start(tmp_path, monkeypatch):
    """The same for a sale offer's reminder by direct message (its offer's clock marked as
    reminded, then the bot killed before the message went out)."""
    fake, db = await stand_in_and_file(tmp_path, monkeypatch)
    bot, runner = await started_bot(db)
    try:
        row, user, _, _ = await dm_sell(fake, bot)
        clocks = {key: [opened - 7 * HOUR, reminded] for key, (opened, reminded) in row.offer_clocks.items()}
        await bot.service.store.db.execute("UPDATE games SET due_at = 0, offer_clocks = ?", (clocks_to_json(clocks),))
        killed_while_sending(monkeypatch, bot)
        await bot.scheduler.run_once()
    finally:
        await stopped(bot, runner)
    dm = fake.dm_channels[user[0]]
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
