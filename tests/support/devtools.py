"""A small client of Chromium's DevTools protocol (over aiohttp's websocket, nothing else to
install): start the headless browser on a page, evaluate script in it, stop it."""

from __future__ import annotations

import asyncio
import itertools
import json
import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiohttp

LISTENING = re.compile(rb"DevTools listening on (ws://127\.0\.0\.1:(\d+)/\S+)")


class Page:
    def __init__(self, socket: aiohttp.ClientWebSocketResponse) -> None:
        self.socket = socket
        self.ids = itertools.count(1)

    async def call(self, method: str, until: str | None = None, **params: Any) -> dict[str, Any]:  # JSON
        """Send ``method``; its answer, or (``until``) the first event of that name after it."""
        asked = next(self.ids)
        await self.socket.send_json({"id": asked, "method": method, "params": params})
        async for message in self.socket:
            answer = json.loads(message.data)
            if (answer.get("id") == asked and until is None) or (until and answer.get("method") == until):
                return dict(answer.get("result") or answer.get("params") or {})
        raise AssertionError("the browser closed")

    async def open(self, url: str) -> None:
        """Go to ``url`` and wait for its load event (its image and script included)."""
        await self.call("Page.enable")
        await self.call("Page.navigate", until="Page.loadEventFired", url=url)

    async def evaluate(self, expression: str) -> Any:
        """The value of ``expression`` in the page (a promise is awaited)."""
        result = await self.call("Runtime.evaluate", expression=expression, awaitPromise=True, returnByValue=True)
        assert "exceptionDetails" not in result, result
        return result["result"].get("value")


@asynccontextmanager
async def browsing(chromium: str, flags: tuple[str, ...], profile: Path, width: int, url: str) -> AsyncIterator[Page]:
    """The page at ``url`` in a headless Chromium ``width`` px wide, once it has loaded."""
    process = await asyncio.create_subprocess_exec(
        chromium, *flags, f"--user-data-dir={profile}", f"--window-size={width},1000", "--remote-debugging-port=0",
        "about:blank", stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.PIPE)
    try:
        assert process.stderr is not None
        port = None
        while port is None:
            line = await process.stderr.readline()
            assert line, "Chromium ended before it listened"
            if found := LISTENING.search(line):
                port = int(found[2])
        async with aiohttp.ClientSession() as session:
            async with session.get(f"http://127.0.0.1:{port}/json/list") as answer:
                targets = await answer.json()
            page = next(t for t in targets if t["type"] == "page")
            async with session.ws_connect(page["webSocketDebuggerUrl"], max_msg_size=0) as socket:
                opened = Page(socket)
                await opened.open(url)
                yield opened
    finally:
        process.kill()
        await process.wait()
