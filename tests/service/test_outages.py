"""Discord out of reach counts as downtime: while the gateway is gone no pass runs (nobody
could act), and once it is back the time away is a span that counts against nobody, which
the next reminder mentions."""

from __future__ import annotations

from bot.games.samarkand.game_settings import Settings
from bot.runtime.scheduler import Scheduler
from bot.service import Reminder, Report, SetAside
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
