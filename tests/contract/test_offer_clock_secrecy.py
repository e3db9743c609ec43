"""R6.5 in the timing of a private sale offer's work. Its reminder, or its running out, is
the scheduler's work as much as a public reminder, but whether it happens at all tells that
someone holds the reached card: the same public moves, with the card dealt to nobody or to a
seat that lets the offer run, give the same scheduler pass, the same count of games dealt
with and the same log lines (``bot.runtime.scheduler``, ``Tick.parted``). And the offer's
direct message goes out after the turn message, which it would otherwise hold back."""

from __future__ import annotations

import asyncio
import io
import logging
import random
import re

import pytest

from bot.ops.logs import handler
from tests.contract.conftest import point_at, started_bot, stopped
from tests.support.discord_players import ANN, CHANNEL_ID, USERS, by_command, current, open_game
from tests.support.engine_scenarios import deal_card_to
from tests.support.public_moves import goods_reached, public_move, rig
from tests.support.standin import FakeDiscord

HOUR = 3600.0
# a line of the bot's own loggers, after its time: "INFO samarkand.scheduler [pass]: …" (not another
# library's, nor a line of a multi-line message, which may name a path holding "samarkand")
BOTS_LINE = re.compile(r"\S+ \S+ (\S+ samarkand(?:\.\S+)? .*)")


async def reach_a_goods_space(fake: FakeDiscord, bot, holder: int | None) -> int:
    """Public moves until one reaches a goods space, whose card goes to the seat ``holder``
    places after the mover (None: to the deck); how many requests the stand-in had before it."""
    movers, dealer = random.Random(11), random.Random(5)
    for _ in range(60):
        row, state = await current(bot)
        seat, action = public_move(state, movers)
        reached = goods_reached(bot.service.board, state, action)
        for good in reached:
            target = None if holder is None else (seat + holder) % 3
            await rig(bot, lambda s, g=good, t=target: deal_card_to(s, g, t, dealer))
        before = len(fake.requests)
        await by_command(fake, bot, USERS[row.seats[seat].user], action)
        if reached:
            return before
    raise AssertionError("no move reached a goods space")


async def open_an_offer(fake: FakeDiscord, bot, now: list[float], holder: int | None) -> None:
    """An offer opened (at ``holder``, see ``reach_a_goods_space``), and the next seat's move an
    hour later, its reached cards to the deck."""
    await reach_a_goods_space(fake, bot, holder)
    movers, dealer = random.Random(11), random.Random(5)
    now[0] += HOUR
    row, state = await current(bot)
    seat, action = public_move(state, movers)
    for good in goods_reached(bot.service.board, state, action):
        await rig(bot, lambda s, g=good: deal_card_to(s, g, None, dealer))
    await by_command(fake, bot, USERS[row.seats[seat].user], action)


async def one_pass(tmp_path, monkeypatch, holder: int | None, hours: float,
                   reminder_hours: float) -> tuple[int, list[str], int]:
    """The scheduler's pass ``hours`` after the second move, at a table that reminds every
    ``reminder_hours``: how many games it counted, its log lines (without their times), and
    how many offers were open before it."""
    fake = FakeDiscord()
    await fake.start()
    point_at(monkeypatch, fake)
    now = [1_800_000_000.0]
    bot, runner = await started_bot(str(tmp_path / f"{holder}.sqlite3"))
    bot.service.tables.clock = lambda: now[0]
    written = io.StringIO()
    host = handler("text", written)
    root = logging.getLogger()
    root.addHandler(host)
    level, root.level = root.level, logging.INFO
    try:
        await open_game(fake)
        await fake.interact(fake.command(ANN, "settings", {"reminder_hours": reminder_hours}))
        await open_an_offer(fake, bot, now, holder)
        _, state = await current(bot)
        now[0] += hours * HOUR
        written.truncate(0), written.seek(0)
        await bot.service.store.db.execute("UPDATE games SET due_at = 0")  # both tables are looked at
        done = await bot.scheduler.step()
        lines = [found[1] for line in written.getvalue().splitlines() if (found := BOTS_LINE.match(line))]
        return done, [line.split(" in ")[0] for line in lines], len(state.offers)
    finally:
        root.removeHandler(host)
        root.level = level
        await stopped(bot, runner)
        await fake.stop()


@pytest.mark.rule("R6.5")
@pytest.mark.parametrize(("hours", "reminder_hours"), [(5.5, 6.0), (23.5, 48.0)],
                         ids=["offer reminded", "offer ran out"])
async def test_an_offer_reminded_or_run_out_passes_as_if_nobody_held_the_card(tmp_path, monkeypatch, hours,
                                                                              reminder_hours):
    """Nothing public is due in the pass: the seat awaited waited an hour less than the offer
    (opened with the move before), short of a reminder (6 h) or of the time limit (24 h)."""
    *nobody, open_at_nobody = await one_pass(tmp_path, monkeypatch, None, hours, reminder_hours)
    *held, open_when_held = await one_pass(tmp_path, monkeypatch, 2, hours, reminder_hours)
    assert (open_at_nobody, open_when_held) == (0, 1)  # the test means something: one offer was open
    assert held == nobody


@pytest.mark.rule("R6.5")
async def test_the_offers_direct_message_goes_out_after_the_turn_message(tmp_path, monkeypatch):
    fake = FakeDiscord()
    await fake.start()
    point_at(monkeypatch, fake)
    bot, runner = await started_bot(str(tmp_path / "held.sqlite3"))
    try:
        await open_game(fake)
        first = await reach_a_goods_space(fake, bot, 2)
        _, state = await current(bot)
        posts = [r.path for r in fake.requests[first:] if r.method == "POST" and r.path.endswith("/messages")]
    finally:
        await stopped(bot, runner)
        await fake.stop()
    direct = [f"/channels/{channel}/messages" for channel in fake.dm_channels.values()]
    assert len(state.offers) == 1 and any(post in direct for post in posts)  # the holder was told
    assert posts.index(f"/channels/{CHANNEL_ID}/messages") < min(posts.index(post) for post in posts if post in direct)


@pytest.mark.rule("R6.5")
@pytest.mark.parametrize(("hours", "games"), [(5.5, 0), (7.0, 1)], ids=["offer's alone", "with the seat's"])
async def test_the_pass_is_timed_before_a_private_offers_reminder_goes_out(tmp_path, monkeypatch, hours, games):
    """``samarkand_scheduler_pass_seconds`` would tell a pass that sent a private reminder by
    its length: the pass is timed once its public work is done, and only then does it wait
    for the offer's direct message (which here cannot go out before the pass was timed). So
    too when the seat awaited is reminded in the same pass (7 h on: the offer's reminder 6 h
    after it opened, the seat's 6 h after its turn began): the ping is the pass's, and goes
    out before the offer's message (which went out inside the pass, before the ping)."""
    fake = FakeDiscord()
    await fake.start()
    point_at(monkeypatch, fake)
    now = [1_800_000_000.0]
    bot, runner = await started_bot(str(tmp_path / "held.sqlite3"))
    bot.service.tables.clock = lambda: now[0]
    timed, direct = asyncio.Event(), bot.notify.direct_once
    monkeypatch.setattr(bot.scheduler, "timed", lambda seconds: timed.set())

    async def after_the_timing(*args, **kwargs):
        await timed.wait()
        return await direct(*args, **kwargs)
    try:
        await open_game(fake)
        await open_an_offer(fake, bot, now, 2)
        monkeypatch.setattr(bot.notify, "direct_once", after_the_timing)  # an offer's reminder
        now[0] += hours * HOUR
        await bot.service.store.db.execute("UPDATE games SET due_at = 0")
        before = len(fake.requests)
        assert await asyncio.wait_for(bot.scheduler.step(), 60) == games  # a deadlock, not a slow run, fails it
        posts = [r.path for r in fake.requests[before:] if r.method == "POST" and r.path.endswith("/messages")]
    finally:
        await stopped(bot, runner)
        await fake.stop()
    direct_messages = [f"/channels/{channel}/messages" for channel in fake.dm_channels.values()]
    assert any(post in direct_messages for post in posts)  # the reminder went out after
    pings = [n for n, post in enumerate(posts) if post == f"/channels/{CHANNEL_ID}/messages"]
    assert len(pings) == games and all(n < min(posts.index(p) for p in posts if p in direct_messages) for n in pings)
