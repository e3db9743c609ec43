"""The bot's own budget toward Discord, on clocks moved by hand: its pace (``bot.runtime.pace``),
a burst going out at no more than 45 requests in any second; and the moments of the day at
which the scheduler checks each game's thread, once a day each, spread over the day."""

from __future__ import annotations

import asyncio

from bot.runtime.pace import Pace
from bot.runtime.scheduler import DAY, moment_came


class HandClock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        self.now += seconds


async def test_a_burst_goes_out_at_most_45_in_any_second_and_at_40_a_second_after_the_reserve():
    clock = HandClock()
    waits: list[float] = []
    pace = Pace(clock=clock, sleep=clock.sleep, waited=waits.append)
    sent: list[float] = []

    async def request(number: int) -> int:
        await pace.take()  # as the bot's request trace does at each request's start
        sent.append(clock())
        return number

    assert await asyncio.gather(*(request(n) for n in range(200))) == list(range(200))
    assert max(sum(1 for t in sent if start <= t < start + 1.0) for start in sent) <= 45
    assert sent[4] == 0.0 and sent[5] > 0.0  # the reserve of 5 goes at once, then the rate
    assert abs(sent[-1] - 195 / 40) < 1e-6
    assert len(waits) == 195 and abs(sum(waits) - 195 / 40) < 1e-6  # the metrics' global waits: all but the reserve


def test_every_channel_s_moment_comes_once_a_day_and_the_moments_spread_over_it():
    channels = [str(710000000000000000 + 4194304 * n) for n in range(1000)]
    start, step = 1_000_000.0, 600.0
    passes = [[c for c in channels if moment_came(c, start + i * step, start + (i + 1) * step)]
              for i in range(int(DAY / step))]
    checked = [c for found in passes for c in found]
    assert sorted(checked) == sorted(channels)  # each once in the day, whenever the day starts
    assert max(len(found) for found in passes) < 5 * len(channels) * step / DAY  # no pass gets a burst
    assert all(moment_came(c, start, start + DAY) for c in channels)  # a day's gap: all of them
