"""Discord out of reach counts as downtime: while the gateway is gone no pass runs (nobody
could act), and once it is back the time away is a span that counts against nobody, which
the next reminder mentions."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace

import pytest

from bot.engine import legal_actions, state_from_json
from bot.games.samarkand.game_settings import Settings
from bot.runtime import scheduler as scheduler_module
from bot.runtime.scheduler import Scheduler
from bot.service import Platform, Reminder, Report, SetAside, Tick
from bot.store import OfferKey
from tests.service.conftest import CHANNEL, started


class Channel:
    """The Discord side of the scheduler, recording what it was asked to send."""

    def __init__(self) -> None:
        self.reminders: list[Reminder] = []
        self.changes: list[Report] = []

    async def publish(self, changes: list[Report]) -> object:
        self.changes += changes
        return None

    async def announce(self, game_id: int) -> object:
        return None

    async def remind(self, reminder: Reminder) -> None:
        self.reminders.append(reminder)

    async def keep_open(self, game_id: int, channel_id: str) -> None:
        return None

    async def tell_set_aside(self, game: SetAside) -> bool:
        return True


async def test_time_without_discord_counts_against_nobody_and_the_next_reminder_says_so(service, clock):
    row = await started(service)  # 24-hour turns
    await service.lobby.configure(CHANNEL, row.host_id, False, {Settings.reminder_hours: 2})
    discord = Channel()
    up = [True]
    scheduler = Scheduler(service, discord, discord, catch_up=lambda _: service.clock.catch_up(grace=0.0),
                          connected=lambda: up[0])
    await scheduler.step()
    clock.advance(20)
    await scheduler.step()  # a reminder at hour 20, the last pass before the outage
    reminded = len(discord.reminders)
    up[0] = False
    for _ in range(3):
        clock.advance(10)
        assert await scheduler.step() == 0  # 30 hours without Discord: nothing is sent, nobody times out
    assert len(discord.reminders) == reminded and not discord.changes
    up[0] = True
    await scheduler.step()  # hour 50: back; 20 hours have counted
    assert (await service.store.live_game(CHANNEL)).stopped == [(row.waiting_since + 20 * 3600,
                                                                 row.waiting_since + 50 * 3600)]
    clock.advance(3)  # hour 53: 23 hours have counted, 3 since the last reminder
    await scheduler.step()
    assert not discord.changes
    assert discord.reminders[-1].outage_hours == 30.0
    assert discord.reminders[-1].deadline == row.waiting_since + 54 * 3600
    clock.advance(1)  # hour 54: 24 hours have counted
    await scheduler.step()
    assert discord.changes  # the time-out


class Poster(Channel):
    """A channel that takes turn messages once ``posting`` (before, the news stay owed, as a
    stopped bot left them), recording in order what went out."""

    def __init__(self, service: Platform) -> None:
        super().__init__()
        self.service = service
        self.posting = False
        self.sent: list[str] = []  # "announce" and "remind", in order

    async def announce(self, game_id: int) -> object:
        if self.posting and (announcement := await self.service.news.announcement(game_id)):
            await self.service.news.announced(announcement, f"message-{len(self.sent)}")
            self.sent.append("announce")
        return None

    async def remind(self, reminder: Reminder) -> None:
        await super().remind(reminder)
        self.sent.append("remind")


async def test_a_ping_due_while_the_turn_message_is_owed_gives_way_to_it(service, clock):
    """The first start after a stop that left a turn message unposted, with a reminder due in
    the same pass: the turn message goes out in the ping's place (it names the same people),
    the next reminder comes a reminder's time later, links to it and says the downtime."""
    row = await started(service)
    await service.lobby.configure(CHANNEL, row.host_id, False, {Settings.reminder_hours: 2})
    discord = Poster(service)
    up = [True]
    scheduler = Scheduler(service, discord, discord, catch_up=lambda _: service.clock.catch_up(grace=0.0),
                          connected=lambda: up[0])
    await scheduler.step()
    clock.advance(3)
    await scheduler.step()  # the turn message cannot go out: the ping goes, as the only call
    assert discord.sent == ["remind"] and not discord.reminders[-1].turn_message
    up[0] = False
    clock.advance(10)
    await scheduler.step()
    up[0] = True
    await scheduler.step()  # back after 10 hours without Discord
    clock.advance(2.5)
    discord.posting = True
    await scheduler.step()
    assert discord.sent == ["remind", "announce"]
    clock.advance(0.1)
    await scheduler.step()
    assert discord.sent == ["remind", "announce"]  # the turn message was the ping
    clock.advance(2)
    await scheduler.step()
    assert discord.sent == ["remind", "announce", "remind"]
    assert discord.reminders[-1].turn_message == "message-1"
    assert discord.reminders[-1].outage_hours == 10.0


async def test_time_the_process_stood_still_counts_against_nobody(service, clock, monkeypatch):
    """A frozen process (a paused container, a blocked loop), or one whose database refused
    every pass, ran no pass: nobody could act. Its own (monotonic) time says it stood still, and
    the first pass after records that time as downtime before it times anyone out; the wall
    clock alone moving on (as tests move it) is no stall."""
    row = await started(service)  # 24-hour turns
    discord = Channel()
    process = [5000.0]
    monkeypatch.setattr(scheduler_module, "time", SimpleNamespace(monotonic=lambda: process[0]))
    scheduler = Scheduler(service, discord, discord, every_seconds=60.0,
                          catch_up=lambda _: service.clock.catch_up(grace=120.0))
    await scheduler.step()
    clock.advance(2)
    process[0] += 60
    await scheduler.step()  # the wall clock moved on, the process ticked: no downtime
    assert (await service.store.live_game(CHANNEL)).stopped == []
    clock.advance(30)
    process[0] += 30 * 3600  # frozen for 30 hours: 32 hours since the turn began, 2 of them counted
    await scheduler.step()
    assert not discord.changes  # nobody timed out
    stopped = (await service.store.live_game(CHANNEL)).stopped
    assert stopped == [(row.waiting_since + 2 * 3600 + 120, row.waiting_since + 32 * 3600)]
    clock.advance(22, seconds=-180)
    process[0] += 60
    await scheduler.step()  # a minute short of 24 counted hours (the two minutes' grace count)
    assert not discord.changes
    clock.advance(seconds=60)
    process[0] += 60
    await scheduler.step()
    assert discord.changes  # the time-out, 24 counted hours after the turn began


async def test_the_next_pass_starts_a_tick_after_the_last_one_began_however_long_it_took(monkeypatch):
    """A pass ends with the private offer messages (up to ``SECRET_SECONDS``): the loop's next
    tick counts from the pass's start, so a message that hangs does not move it, and the pass
    times show nothing of an offer (R6.5)."""
    now, slept = [0.0], []

    async def sleep(seconds: float) -> None:
        slept.append(seconds)
        if len(slept) == 2:
            raise asyncio.CancelledError

    async def tick() -> None:
        now[0] += 25.0  # the pass, and a private message that hung until it was cut
    monkeypatch.setattr(scheduler_module, "asyncio", SimpleNamespace(
        get_running_loop=lambda: SimpleNamespace(time=lambda: now[0]), sleep=sleep))
    loop = object.__new__(Scheduler)
    loop.every, loop.tick = 60.0, tick
    with pytest.raises(asyncio.CancelledError):
        await loop._loop()
    assert slept == [35.0, 35.0]


async def test_time_the_machine_slept_counts_against_nobody(service, clock, monkeypatch):
    """A laptop's lid closed, a VM paused: Linux's monotonic clock stops with the machine, so
    the process's own time is its monotonic time and the time the machine slept (BOOTTIME).
    Without the latter, 30 hours asleep would be charged to the player whose turn it was."""
    row = await started(service)  # 24-hour turns
    discord = Channel()
    process, asleep = [5000.0], [0.0]
    monkeypatch.setattr(scheduler_module, "time", SimpleNamespace(monotonic=lambda: process[0]))
    monkeypatch.setattr(scheduler_module, "slept", lambda: asleep[0])
    scheduler = Scheduler(service, discord, discord, every_seconds=60.0,
                          catch_up=lambda _: service.clock.catch_up(grace=120.0))
    await scheduler.step()
    clock.advance(30)
    process[0] += 60  # the minute it was awake
    asleep[0] += 30 * 3600 - 60
    await scheduler.step()
    assert not discord.changes  # nobody timed out
    stopped = (await service.store.live_game(CHANNEL)).stopped
    assert stopped == [(row.waiting_since + 120, row.waiting_since + 30 * 3600)]


async def test_a_turn_message_owed_through_an_outage_goes_out_at_the_first_pass_after_it(service, clock):
    """Discord answered nothing for two hours: each try of the game's turn message doubled its
    backoff (up to an hour). Once the outage is recorded as downtime the backoff is forgotten:
    the message goes out at the next pass, not up to an hour later while its player's clock runs."""
    row = await started(service)
    await service.clock.catch_up(grace=0.0)  # the bot's beat, from which downtime is counted
    for _ in range(24):  # a failed try every 5 minutes
        if row.id in await service.news.unannounced():
            await service.news.announce_later(row.id)
        clock.advance(seconds=300)
    assert row.id not in await service.news.unannounced()  # backed off beyond now
    await service.clock.catch_up(grace=0.0)  # Discord is back: the two hours are downtime
    assert row.id in await service.news.unannounced()


async def test_a_stop_in_the_middle_of_a_pass_leaves_its_reminders_to_be_sent(service, clock):
    """SIGTERM (docker stop) cancels the pass while a reminder marked as sent is still going out:
    the mark is undone, so the next start sends it rather than the one a reminder's time later."""
    row = await started(service)
    await service.lobby.configure(CHANNEL, row.host_id, False, {Settings.reminder_hours: 2})
    sending = asyncio.Event()

    class Hanging(Channel):
        async def remind(self, reminder: Reminder) -> None:
            sending.set()
            await asyncio.Event().wait()  # a send under way when the stop comes

    hanging = Hanging()
    scheduler = Scheduler(service, hanging, hanging, catch_up=lambda _: service.clock.catch_up(grace=0.0))
    await scheduler.prepare()
    clock.advance(3)
    scheduler.start()
    await sending.wait()
    scheduler.stop()
    await asyncio.gather(*scheduler.under_way(), return_exceptions=True)
    discord = Channel()
    await Scheduler(service, discord, discord, catch_up=lambda _: service.clock.catch_up(grace=0.0)).step()
    assert [reminder.mentions for reminder in discord.reminders] == [[row.seats[0].user]]


class Refusing:
    """The scheduler's refusals for a bare ``Pass``: none handled."""

    def handled(self, err: BaseException) -> bool:
        return False


async def test_a_stop_undoes_the_work_still_waiting_for_its_turn_too():
    """One game at a time: the stop finds one game's work under way and two waiting for the
    slot; each of the three undoes what the pass recorded for it."""
    undone: list[int] = []

    def undo(game: int):
        async def later() -> None:
            undone.append(game)
        return later

    async def a_pass() -> None:
        async with scheduler_module.Pass(1, 30.0, Refusing()) as work:
            for game in (1, 2, 3):
                work.spawn(scheduler_module.WorkKind.CLOCK, game, asyncio.Event().wait(), undo(game))
            await work.done()
    running = asyncio.create_task(a_pass())
    await asyncio.sleep(0)
    await asyncio.sleep(0)
    running.cancel()
    with pytest.raises(asyncio.CancelledError):
        await running
    assert sorted(undone) == [1, 2, 3]


async def test_an_error_of_the_pass_itself_lets_the_work_under_way_end():
    """A database error after the games' work was spawned is no stop: what is being sent ends."""
    finished: list[int] = []
    began, answered = asyncio.Event(), asyncio.Event()

    async def send() -> None:
        began.set()
        await answered.wait()  # Discord's answer comes after the error
        finished.append(1)
    with pytest.raises(RuntimeError):
        async with scheduler_module.Pass(2, 30.0, Refusing()) as work:
            work.spawn(scheduler_module.WorkKind.CLOCK, 1, send())
            await began.wait()
            asyncio.get_running_loop().call_soon(answered.set)
            raise RuntimeError("database is locked")
    assert finished == [1]


async def test_a_sale_offers_reminder_that_did_not_go_out_is_put_back(service, monkeypatch):
    """The secret half of a pass whose direct message hung (or a stop cut short): its offers'
    reminders, marked as sent, are put back for the next pass."""
    put_back: list[str] = []

    async def offers_later(reminder: Reminder, holder: str) -> None:
        put_back.append(holder)
    monkeypatch.setattr(service.clock, "offers_reminded_later", offers_later)
    reminder = Reminder(1, CHANNEL, "guild", ["u1"], 0.0, "", 0.0, {"u2": []}, marked=(10.0, 5.0),
                        offers={"u2": {OfferKey(1, 3): 0.0}})
    _, secret = Tick([reminder], []).parted()
    discord = Channel()
    await Scheduler(service, discord, discord)._tell_later(secret)
    assert put_back == ["u2"]


async def test_a_start_before_the_system_clock_is_set_waits_for_it_and_charges_nobody(service, clock, caplog):
    """A board without a battery-backed clock starts at a time long past, before NTP sets it.
    Catching up from there, then jumping ahead when the clock is set, would charge the players
    the whole downtime: the scheduler waits, said once, and counts the downtime once the clock
    is right again. A move meanwhile (commands work) is timed at the last beat, inside that
    downtime, not weeks back, which would time the next player out once the clock is set."""
    row = await started(service)
    await service.clock.catch_up(grace=0.0)  # the last beat before the bot went down
    discord = Channel()
    scheduler = Scheduler(service, discord, discord, catch_up=lambda _: service.clock.catch_up(grace=0.0))
    down_at = clock.now
    clock.now = down_at - 40 * 86400  # the boot's clock, weeks behind
    with caplog.at_level("WARNING", logger="samarkand.scheduler"):
        assert await scheduler.step() == 0 and await scheduler.step() == 0
    said = [r.getMessage() for r in caplog.records if "system clock" in r.getMessage()]
    assert len(said) == 1 and "before the bot's last heartbeat" in said[0]
    state = state_from_json(row.state)
    mover = row.seats[state.active].user
    await service.moves.act(CHANNEL, mover, legal_actions(state, state.active)[0])
    assert (await service.store.live_game(CHANNEL)).waiting_since >= down_at
    clock.now = down_at + 30 * 3600  # NTP set it: the bot was down 30 hours, as long as a turn's time
    await scheduler.step()
    assert not discord.changes  # nobody timed out
    stopped = (await service.store.live_game(CHANNEL)).stopped
    assert stopped == [(down_at, down_at + 30 * 3600)]
