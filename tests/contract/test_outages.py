"""Discord's gateway goes down while the bot runs: real discord.py loses its connection to
the stand-in, which refuses it for 30 hours of the game's clock, then resumes its session.
Meanwhile nothing is sent and nobody times out; afterwards the time away counts against
nobody, and the next reminder says Discord was away. Discord ends the session
(INVALID_SESSION): resumable, the bot resumes it; not, it identifies anew, and is unready
until READY."""

from __future__ import annotations

from tests.support.discord_players import ANN, BOB, current, posts
from tests.support.health_probe import WATCHED, get
from tests.support.running_bot import HOUR, gateway, playing_on_a_hand_moved_clock, until
from tests.support.standin import CHANNEL_ID, SERVER_ERROR


def answered_once(requests: list) -> bool:
    """An interaction's requests hold one acknowledgement, accepted."""
    return [r.status for r in requests if r.path.startswith("/interactions/")] == [200]


async def test_a_gateway_outage_counts_against_nobody(discord_env):
    fake, bot = discord_env
    now, row = await playing_on_a_hand_moved_clock(fake, bot)
    await bot.scheduler.step()  # the clocks caught up, and the heartbeat written
    assert bot.gateway_up

    await fake.outage()
    await until(gateway(bot, up=False))
    before = len(posts(fake, CHANNEL_ID))
    for _ in range(3):
        now[0] += 10 * HOUR
        assert await bot.scheduler.step() == 0
    assert len(posts(fake, CHANNEL_ID)) == before  # 30 hours: no reminder, no time-out, nothing posted

    fake.back()
    await until(gateway(bot, up=True))
    assert fake.resumed >= 1  # the session was resumed, not started anew
    await bot.scheduler.step()
    after, state = await current(bot)
    assert after.version == row.version and not state.over  # nobody timed out
    [(start, end)] = after.stopped
    assert end == now[0] and end - start == 30 * HOUR - 2 * bot.tick_seconds  # beyond the grace of two ticks
    now[0] += 7 * HOUR
    await bot.scheduler.step()
    [reminder] = posts(fake, CHANNEL_ID)[before:]
    assert "stood still for the 30 hours the bot or Discord was away" in reminder.body["content"]


async def test_an_api_outage_counts_against_nobody(discord_env):
    """Discord's API answers 500 to everything for 21 hours while the gateway stays: after a
    minute of nothing but failures the scheduler stops its passes, probes once an hour, and
    the time since the last pass counts against nobody; the turn does not time out."""
    fake, bot = discord_env
    now, row = await playing_on_a_hand_moved_clock(fake, bot)
    await bot.scheduler.step()
    fake.fail("", SERVER_ERROR, times=None)
    now[0] += 7 * HOUR
    assert await bot.scheduler.step() == 0  # a reminder is due: Discord, asked first, fails since now
    now[0] += 2 * 60
    assert bot.reachability.away and await bot.scheduler.step() == 0
    for _ in range(20):  # each hour a pass probes, and fails again
        now[0] += HOUR
        await bot.scheduler.step()
    fake.faults.clear()
    now[0] += HOUR
    await bot.scheduler.step()
    after, state = await current(bot)
    assert after.version == row.version and not state.over  # 28 hours later, nobody timed out
    # from the last pass (hour 0, plus the grace of two ticks) to the probe that found Discord
    # back (hour 28): neither the pass at hour 7 nor a probe that found Discord still away beat
    assert sum(end - start for start, end in after.stopped) == 28 * HOUR
    now[0] += 7 * HOUR
    await bot.scheduler.step()
    posted = [r.body["content"] for r in posts(fake, CHANNEL_ID) if "stood still" in (r.body.get("content") or "")]
    assert posted and "for the 28 hours" in posted[-1]  # the next reminder tells all of it


async def test_an_api_outage_while_the_bot_sends_nothing_times_out_nobody(discord_env):
    """Discord's API answers 500 from half an hour before a turn would time out, while the bot
    has nothing to send (the last reminder went out at hour 18): the pass that would time the
    player out asks Discord first, finds it failing and does nothing; a minute later Discord is
    away. Once it answers again (hour 26), the time since the last pass before (hour 23) counts
    against nobody: the turn times out at hour 27, not 24."""
    fake, bot = discord_env
    now, row = await playing_on_a_hand_moved_clock(fake, bot)
    await bot.scheduler.step()
    for _ in range(23):  # reminders at hours 6, 12 and 18
        now[0] += HOUR
        await bot.scheduler.step()
    fake.fail("", SERVER_ERROR, times=None)
    now[0] += HOUR + 60
    assert await bot.scheduler.step() == 0
    now[0] += 60
    assert bot.reachability.away and await bot.scheduler.step() == 0
    while now[0] < row.waiting_since + 26 * HOUR:
        now[0] += 5 * 60
        await bot.scheduler.step()
    fake.faults.clear()
    now[0] += 5 * 60
    await bot.scheduler.step()
    assert (await current(bot))[0].standin is None  # hour 26 and 5 minutes: nobody timed out
    back = now[0]
    now[0] = back + HOUR - 2 * bot.tick_seconds - 60  # a minute before 24 hours have counted
    await bot.scheduler.step()
    assert (await current(bot))[0].standin is None
    now[0] += 2 * 60
    await bot.scheduler.step()
    assert (await current(bot))[0].standin is not None  # the time-out, once 24 hours have counted


@WATCHED
async def test_an_ended_session_is_started_anew(discord_env):
    """INVALID_SESSION, not resumable, and for 10 hours Discord starts no session: the bot
    is unready and runs no pass, a command meanwhile reaches nobody (as in Discord, where the
    player's client says it failed); then the bot identifies anew (discord.py waits its 5 s
    first, skipped here), gets READY, and goes on: ready, the time counted against nobody, and
    the next command answered once."""
    fake, bot = discord_env
    now, row = await playing_on_a_hand_moved_clock(fake, bot)
    await bot.scheduler.step()
    assert await get(bot, "/readyz") == (200, "ready\n")
    sessions = fake.identified

    await fake.invalidate(resumable=False, refusing=True)
    await until(gateway(bot, up=False))
    assert await get(bot, "/readyz") == (503, "gateway disconnected (shards 0)\n")
    now[0] += 10 * HOUR
    assert await bot.scheduler.step() == 0
    assert not fake.send(fake.command(BOB, "board"))  # lost: no session receives it

    fake.back()
    await until(gateway(bot, up=True))
    assert fake.identified == sessions + 1 and fake.resumed == 0
    await bot.scheduler.step()
    assert await get(bot, "/readyz") == (200, "ready\n")
    assert answered_once(await fake.interact(fake.command(ANN, "board")))
    after, state = await current(bot)
    assert after.version == row.version and not state.over
    [(start, end)] = after.stopped
    assert end == now[0] and end - start == 10 * HOUR - 2 * bot.tick_seconds


async def test_a_resumable_session_is_resumed_with_what_it_missed(discord_env):
    """INVALID_SESSION, resumable: the bot resumes its session, with no new IDENTIFY, and the
    command sent while it was away is delivered after RESUMED and answered once."""
    fake, bot = discord_env
    await playing_on_a_hand_moved_clock(fake, bot)
    sessions = fake.identified
    await fake.invalidate(resumable=True)
    await until(gateway(bot, up=False))
    assert answered_once(await fake.interact(fake.command(ANN, "board")))
    assert bot.gateway_up and fake.resumed == 1 and fake.identified == sessions
