"""The trace the bot gives discord.py's HTTP session (``bot.runtime.request_trace``), on a real
aiohttp session against a server on 127.0.0.1: a request with the bot's token goes out only
once its turn came; its answer, or the failure that came instead, is told to every watcher;
interaction answers and requests without the token (the gateway, the CDN) are neither held
nor watched."""

from __future__ import annotations

import asyncio
import contextlib
import socket

import aiohttp
from aiohttp import web
from aiohttp.test_utils import TestServer
from prometheus_client.parser import text_string_to_metric_families

from bot.runtime.metrics import Metrics
from bot.runtime.request_trace import request_trace

TOKEN = {"Authorization": "Bot test-token"}


class Watcher:
    """Records what the trace tells it: the statuses answered, the failures raised instead."""

    def __init__(self) -> None:
        self.statuses: list[int] = []
        self.failures: list[type[BaseException]] = []

    async def heard(self, response: aiohttp.ClientResponse) -> None:
        self.statuses.append(response.status)

    def unheard(self, error: BaseException) -> None:
        self.failures.append(type(error))


def closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


async def test_the_bot_s_requests_wait_their_turn_and_their_outcomes_are_told():
    arrived: list[str] = []

    async def answer(request: web.Request) -> web.Response:
        arrived.append(request.path)
        return web.json_response({"code": 10003}, status=404 if "missing" in request.path else 200)

    app = web.Application()
    app.router.add_route("*", "/{tail:.*}", answer)
    asked, go = asyncio.Event(), asyncio.Event()
    turns: list[int] = []

    async def turn() -> None:
        turns.append(len(turns))
        asked.set()
        await go.wait()

    first, second = Watcher(), Watcher()
    trace = request_trace(turn, [first, second])
    async with TestServer(app) as server, aiohttp.ClientSession(trace_configs=[trace]) as session:
        async def get(path: str, **headers: str) -> int:
            url = path if path.startswith("http") else str(server.make_url(path))
            async with session.get(url, headers=headers) as response:
                return response.status

        held = asyncio.create_task(get("/api/v10/channels/1", **TOKEN))
        await asyncio.wait_for(asked.wait(), 10)
        assert arrived == [] and not held.done()  # asked for its turn, and waits for it
        go.set()
        assert await held == 200
        assert await get("/api/v10/channels/missing", **TOKEN) == 404
        assert await get("/api/v10/interactions/1/token/callback", **TOKEN) == 200
        assert await get("/api/v10/webhooks/1/token/messages/@original", **TOKEN) == 200
        assert await get("/api/v10/gateway") == 200  # no token: not the bot's REST request
        port = closed_port()
        failed = None
        try:
            await get(f"http://127.0.0.1:{port}/api/v10/channels/1", **TOKEN)
        except aiohttp.ClientConnectionError as err:
            failed = err
    assert failed is not None
    assert len(turns) == 3  # the two answered and the one that found nobody
    assert first.statuses == second.statuses == [200, 404]
    assert first.failures == second.failures == [type(failed)]


async def test_the_metrics_count_failures_by_code_and_waits_by_scope_from_the_answers():
    """What discord.py reads from an answer, the metrics read too: a refusal's code from its
    body (which the caller still reads after them), a used-up bucket and a 429's scope from the
    headers; a request that found nobody counts as a failure without an answer."""
    answers = {
        "/used-up": web.json_response({}, headers={"X-RateLimit-Remaining": "0", "X-RateLimit-Reset-After": "2.5"}),
        "/refused": web.json_response({"code": 50013, "message": "Missing Permissions"}, status=403),
        "/global": web.json_response({"global": True}, status=429,
                                     headers={"X-RateLimit-Scope": "global", "Retry-After": "1"}),
        "/route": web.json_response({}, status=429, headers={"X-RateLimit-Scope": "user", "Retry-After": "3"}),
        "/down": web.Response(text="bad gateway", status=502),
    }

    async def answer(request: web.Request) -> web.Response:
        return answers[request.path]

    app = web.Application()
    app.router.add_route("*", "/{tail:.*}", answer)
    metrics = Metrics()

    async def turn() -> None:
        pass

    trace = request_trace(turn, [metrics])
    bodies = {}
    async with TestServer(app) as server, aiohttp.ClientSession(trace_configs=[trace]) as session:
        for path in answers:
            async with session.get(server.make_url(path), headers=TOKEN) as response:
                bodies[path] = await response.read()
        with contextlib.suppress(aiohttp.ClientConnectionError):
            await session.get(f"http://127.0.0.1:{closed_port()}/", headers=TOKEN)
    assert bodies["/refused"] == b'{"code": 50013, "message": "Missing Permissions"}'
    samples = {(s.name, tuple(sorted(s.labels.items()))): s.value
               for family in text_string_to_metric_families(metrics.read(None, {}).decode()) for s in family.samples}
    failures = {labels: n for (name, labels), n in samples.items() if name == "samarkand_discord_failures_total"}
    assert failures == {(("code", "50013"), ("status", "403")): 1, (("code", "0"), ("status", "502")): 1,
                        (("code", "ClientConnectorError"), ("status", "none")): 1}
    waits = {dict(labels)["scope"]: n for (name, labels), n in samples.items()
             if name == "samarkand_rate_limit_wait_seconds_total"}
    assert waits == {"bucket": 2.5 + 3, "global": 1}
    assert samples[("samarkand_rate_limit_waits_total", (("scope", "bucket"),))] == 2
