"""The bot's own pace toward Discord (``bot.runtime.pace``): a burst of requests goes out at
no more than 45 in any second, on a clock moved by hand (the sleeps only move it)."""

from __future__ import annotations

import asyncio

from bot.runtime.pace import Pace


class HandClock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        self.now += seconds


async def test_a_burst_goes_out_at_most_45_in_any_second_and_at_40_a_second_after_the_reserve():
    clock = HandClock()
    pace = Pace(clock=clock, sleep=clock.sleep)
    sent: list[float] = []

    async def request(number: int) -> int:
        sent.append(clock())
        return number

    paced = pace.around(request)
    assert await asyncio.gather(*(paced(n) for n in range(200))) == list(range(200))
    assert max(sum(1 for t in sent if start <= t < start + 1.0) for start in sent) <= 45
    assert sent[4] == 0.0 and sent[5] > 0.0  # the reserve of 5 goes at once, then the rate
    assert abs(sent[-1] - 195 / 40) < 1e-6
