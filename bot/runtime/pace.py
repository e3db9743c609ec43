"""The bot's own pace toward Discord: at most 45 requests in any second, under Discord's 50.

Discord allows a bot 50 requests a second over all its routes (interaction answers apart) and
refuses more with global 429s, each of which counts toward the ban for invalid requests (10,000
in 10 minutes). discord.py only reacts to a global 429 once it came; it does not keep under the
budget. After a restart or an outage the scheduler has a backlog (reminders, turn messages,
thread checks) that would go out at once, so every request made with the bot's token, each of
discord.py's retries included, waits for a token here as it starts (``bot.runtime.request_trace``):
a steady 40 a second, and a reserve of 5 for a short burst. The margin under 50 is for requests
that bunch up on the way between their token and Discord. Interaction answers are outside the
global budget and never wait."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable

# A 429 of the bot's own requests that says to wait longer than this (a shared or a long
# per-route limit) is a passing failure, tried again by a later pass, rather than a request held
# for minutes with its game's work behind it (discord.py's ``max_ratelimit_timeout``, whose own
# floor is 30 s). An interaction's answer goes through discord.py's webhook adapter, which
# waits out any 429 within the interaction's 15 minutes.
RATE_LIMIT_WAIT = 30.0


class Pace:
    """A token bucket: ``rate`` tokens a second, up to ``reserve`` saved; one per request."""

    def __init__(self, rate: float = 40.0, reserve: int = 5, clock: Callable[[], float] = time.monotonic,
                 sleep: Callable[[float], Awaitable[object]] = asyncio.sleep,
                 waited: Callable[[float], None] = lambda seconds: None) -> None:
        self.rate, self.reserve, self.clock, self.sleep = rate, reserve, clock, sleep
        self.waited = waited  # told each wait (the metrics: a global rate-limit wait)
        self.tokens, self.filled = float(reserve), clock()
        self.queue = asyncio.Lock()  # first come, first served

    async def take(self) -> None:
        """Wait until a request may go out, and count it."""
        async with self.queue:
            self._fill()
            if self.tokens < 1:
                wait = (1 - self.tokens) / self.rate
                await self.sleep(wait)
                self.waited(wait)
                self._fill()
            self.tokens -= 1

    def _fill(self) -> None:
        now = self.clock()
        self.tokens = min(self.reserve, self.tokens + (now - self.filled) * self.rate)
        self.filled = now
