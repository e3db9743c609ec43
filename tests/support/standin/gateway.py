"""The stand-in's gateway, as Discord's behaves: HELLO, IDENTIFY answered with READY, a
RESUME answered with RESUMED (the session's events that were not delivered come after it,
since each shard's outbox keeps them), heartbeats acknowledged, and outages: ``outage()``
drops every connection and refuses new ones (503) until ``back()``. A part of the stand-in
(``FakeDiscord``), whose state it reads."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from aiohttp import WSMsgType, web

from tests.support.standin.codes import APP_ID

HELLO, IDENTIFY, RESUME, HEARTBEAT, HEARTBEAT_ACK, DISPATCH = 10, 2, 6, 1, 11, 0
GOING_AWAY = 1001  # a close code after which a client resumes (Discord restarting a gateway node)


class Gateway:
    """The gateway half of ``FakeDiscord``."""

    async def outage(self) -> None:
        """Discord's gateway is gone: every connection drops, and new ones are refused."""
        self.gateway_open = False
        for ws in list(self.sockets):
            await ws.close(code=GOING_AWAY, message=b"gateway outage")

    def back(self) -> None:
        """The gateway takes connections again (a client resumes its session)."""
        self.gateway_open = True

    async def gateway(self, request: web.Request) -> web.StreamResponse:
        if not self.gateway_open:
            return web.Response(status=503, text="gateway unavailable")
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        self.sockets.add(ws)
        await ws.send_str(json.dumps({"op": HELLO, "d": {"heartbeat_interval": 45000}, "s": None, "t": None}))
        senders: list[asyncio.Task[None]] = []
        try:
            async for message in ws:
                if message.type == WSMsgType.TEXT:
                    senders += await self._on_gateway_message(ws, json.loads(message.data))
        finally:
            self.sockets.discard(ws)
            for sender in senders:
                sender.cancel()
        return ws

    async def _on_gateway_message(self, ws: web.WebSocketResponse, payload: dict[str, Any]) -> list[asyncio.Task[None]]:
        """Answer one gateway message; the task delivering the shard's events, once it may start."""
        if payload["op"] == IDENTIFY:
            shard = payload["d"].get("shard") or [0, 1]  # a plain client sends none
            self.shard_count = shard[1]
            await self._send(ws, "READY", {
                "v": 10, "user": self.bot_user, "guilds": [], "session_id": f"session-{shard[0]}",
                "resume_gateway_url": f"ws://127.0.0.1:{self.port}/gateway",
                "application": {"id": APP_ID, "flags": 0}, "shard": shard})
            self.ready.set()
            return [asyncio.create_task(self._send_outbox(ws, shard[0]))]
        if payload["op"] == RESUME:
            shard = int(str(payload["d"]["session_id"]).rsplit("-", 1)[1])
            self.resumed += 1
            await self._send(ws, "RESUMED", {})
            return [asyncio.create_task(self._send_outbox(ws, shard))]
        if payload["op"] == HEARTBEAT:
            await ws.send_str(json.dumps({"op": HEARTBEAT_ACK, "d": None, "s": None, "t": None}))
        return []

    async def _send_outbox(self, ws: web.WebSocketResponse, shard: int) -> None:
        while True:
            event = await self.outboxes[shard].get()
            self.delivered.append((shard, event["t"]))
            await self._send(ws, event["t"], event["d"])

    def shard_of(self, payload: dict[str, Any]) -> int:
        """The shard Discord sends an event to: its guild's, ``(guild_id >> 22) % shards``; a
        DM's goes to shard 0."""
        guild = payload.get("guild_id")
        return (int(guild) >> 22) % self.shard_count if guild else 0

    async def _send(self, ws: web.WebSocketResponse, name: str, data: dict[str, Any]) -> None:
        self.sequence += 1
        await ws.send_str(json.dumps({"op": DISPATCH, "s": self.sequence, "t": name, "d": data}))
