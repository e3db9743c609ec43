"""Whether Discord's API answers. While it does not (every request fails with a 5xx, or
cannot reach it) for a minute or more, nobody can act, so the clocks must stand still as
they do while the gateway is gone: the scheduler runs no pass, and the first pass after
records the time away as downtime. Answers of any kind (a 4xx, a rate limit) mean Discord is
there. While it is away, the scheduler tries a pass every few minutes: that pass is the probe
that finds it back. A pass that would remind or time out someone after Discord has not
answered for ``after`` seconds asks it first (``SamarkandBot._api_answers``): the pass's own
requests come after its time-outs, too late to find an outage."""

from __future__ import annotations

import asyncio
import math
from collections.abc import Callable

import aiohttp
import discord

AWAY = (discord.DiscordServerError, aiohttp.ClientError, OSError, asyncio.TimeoutError)


class Reachability:
    """``after`` seconds of nothing but failures make Discord away; a pass may probe again
    ``probe_every`` seconds after the last failure."""

    def __init__(self, clock: Callable[[], float], after: float = 60.0, probe_every: float = 300.0) -> None:
        self.clock, self.after, self.probe_every = clock, after, probe_every
        self.failing_since: float | None = None
        self.last_failure = 0.0
        self.last_answer = -math.inf

    @property
    def away(self) -> bool:
        """Discord has not answered for ``after`` seconds, and it is not yet time to probe."""
        now = self.clock()
        return (self.failing_since is not None and now - self.failing_since >= self.after
                and now - self.last_failure < self.probe_every)

    @property
    def quiet(self) -> bool:
        """Discord has not answered for ``after`` seconds (or ever): whether it still answers is unknown."""
        return self.clock() - self.last_answer >= self.after

    async def heard(self, response: aiohttp.ClientResponse) -> None:
        """One of the bot's requests was answered (``bot.runtime.request_trace``): a 5xx is no
        answer from Discord, anything else (a refusal, a rate limit) is one."""
        if response.status >= 500:
            self._failed()
        else:
            self.failing_since, self.last_answer = None, self.clock()

    def unheard(self, error: BaseException) -> None:
        """One of the bot's requests got no answer (a cancelled one says nothing)."""
        if isinstance(error, AWAY):
            self._failed()

    def _failed(self) -> None:
        self.last_failure = self.clock()
        if self.failing_since is None:
            self.failing_since = self.last_failure
