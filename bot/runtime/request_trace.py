"""The bot's requests to Discord's REST API as aiohttp's tracing sees them: discord.py takes a
``TraceConfig`` for its HTTP session (``Client(http_trace=…)``, documented), so the bot paces
its requests, counts them for the metrics and learns from them whether Discord answers without
replacing anything of discord.py's, whose private methods a minor release may change.

aiohttp awaits each callback in the request's own task: a request whose start waits for the
pace's turn goes out only then. The start comes after discord.py's route buckets let the
request through, and each of discord.py's retries (of a 429, a 5xx) is a request of its own,
so the retries are paced and counted too.

The bot's own requests are those that carry its token (``Authorization``), except the
interaction answers (``/interactions/``, ``/webhooks/``): they are outside Discord's global
budget, and ``cogs.respond`` counts their failures where it answers; of those, the trace keeps
only which acknowledgements Discord answered with a 5xx (``FailedCallbacks``). The gateway's
connection and downloads from Discord's CDN carry no token."""

from __future__ import annotations

import re
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Sequence
from types import SimpleNamespace
from typing import Protocol

import aiohttp

EXEMPT = ("/interactions/", "/webhooks/")
CALLBACK = re.compile(r"/interactions/(\d+)/[^/]+/callback$")  # an interaction's acknowledgement
Params = aiohttp.TraceRequestStartParams | aiohttp.TraceRequestEndParams | aiohttp.TraceRequestExceptionParams


class Watcher(Protocol):
    """What is told the outcome of each of the bot's requests."""

    async def heard(self, response: aiohttp.ClientResponse) -> None:
        """Discord answered (the headers are in, the body is not yet read)."""

    def unheard(self, error: BaseException) -> None:
        """No answer came: the request raised ``error`` (cancelled, too, on a close)."""


class FailedCallbacks:
    """The interactions, of late, whose acknowledgement Discord answered with a server error.
    discord.py sends such an acknowledgement again; where the first took effect all the same,
    the second is refused as already acknowledged (40060), and that refusal then most likely
    means the acknowledgement is this process's own (``cogs.respond``). Only in a rolling
    deploy, with two processes on one shard, can the other have taken it meanwhile: both then
    act, and the second's command is refused by the game's version check or its rules (not
    your turn any more), which the player is told."""

    KEPT = 1024  # interactions live 15 minutes; a refusal follows its failure within seconds

    def __init__(self) -> None:
        self.ids: OrderedDict[int, None] = OrderedDict()

    def __contains__(self, interaction_id: object) -> bool:
        return interaction_id in self.ids

    def heard(self, path: str, status: int) -> None:
        if status >= 500 and (callback := CALLBACK.search(path)):
            self.ids[int(callback[1])] = None
            while len(self.ids) > self.KEPT:
                self.ids.popitem(last=False)


def bots_own(params: Params) -> bool:
    return "Authorization" in params.headers and not any(part in params.url.path for part in EXEMPT)


def request_trace(turn: Callable[[], Awaitable[object]], watchers: Sequence[Watcher],
                  callbacks: FailedCallbacks | None = None) -> aiohttp.TraceConfig:
    """Each of the bot's requests awaits ``turn()`` before it goes out, and its outcome is
    told to each of ``watchers``; an acknowledgement's server error to ``callbacks``."""
    config = aiohttp.TraceConfig()

    async def started(_session: aiohttp.ClientSession, _context: SimpleNamespace,
                      params: aiohttp.TraceRequestStartParams) -> None:
        if bots_own(params):
            await turn()

    async def ended(_session: aiohttp.ClientSession, _context: SimpleNamespace,
                    params: aiohttp.TraceRequestEndParams) -> None:
        if callbacks is not None:
            callbacks.heard(params.url.path, params.response.status)
        if bots_own(params):
            for watcher in watchers:
                await watcher.heard(params.response)

    async def raised(_session: aiohttp.ClientSession, _context: SimpleNamespace,
                     params: aiohttp.TraceRequestExceptionParams) -> None:
        if bots_own(params):
            for watcher in watchers:
                watcher.unheard(params.exception)

    config.on_request_start.append(started)
    config.on_request_end.append(ended)
    config.on_request_exception.append(raised)
    return config
