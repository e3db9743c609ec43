"""The stand-in's gateway, as Discord's behaves: HELLO, IDENTIFY answered with READY and a
new session, a RESUME answered with RESUMED and the session's missed events (those sent after
the sequence number the client last saw, then those not sent yet), heartbeats acknowledged,
and what goes wrong: ``outage()`` drops every connection and refuses new ones (503) until
``back()``; ``invalidate()`` ends the sessions with INVALID_SESSION (op 9), resumable or not.
A session that is not resumable is gone: its RESUME gets INVALID_SESSION too, and the events
it did not receive are lost (``lost``), as Discord delivers no event to a bot without a
session (a player's command then fails in their client). A part of the stand-in
(``FakeDiscord``), whose state it reads."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from aiohttp import WSMsgType, web

from tests.support.standin.codes import APP_ID

DISPATCH, HEARTBEAT, IDENTIFY, RESUME, INVALID_SESSION, HELLO, HEARTBEAT_ACK = 0, 1, 2, 6, 9, 10, 11
GOING_AWAY = 1001  # a close code after which a client resumes (Discord restarting a gateway node)


class Session:
    """One gateway session: its shard, and the events sent in it with their sequence numbers
    (what a RESUME may ask again)."""

    def __init__(self, shard: int) -> None:
        self.shard = shard
        self.sent: list[tuple[int, dict[str, Any]]] = []


class Gateway:
    """The gateway half of ``FakeDiscord``."""

    async def outage(self) -> None:
        """Discord's gateway is gone: every connection drops, and new ones are refused."""
        self.gateway_open = False
        for ws in list(self.sockets):
            await ws.close(code=GOING_AWAY, message=b"gateway outage")

    def back(self) -> None:
        """The gateway takes connections, and starts sessions, again (a client resumes its
        session, or identifies anew)."""
        self.gateway_open = True
        self.refusing_sessions = False

    async def invalidate(self, resumable: bool, refusing: bool = False) -> None:
        """Discord ends every session with INVALID_SESSION; ``resumable`` is its ``d``. With
        ``refusing``, each IDENTIFY is answered the same way until ``back()``, as in an
        incident in which Discord starts no sessions (the client is to wait 1–5 s before each
        new IDENTIFY)."""
        self.refusing_sessions = refusing
        if not resumable:
            self._forget_sessions()
        for ws in list(self.sockets):
            await self._send_op(ws, INVALID_SESSION, resumable)

    def _forget_sessions(self) -> None:
        """The sessions end for good: nothing they missed will reach anyone."""
        self.sessions.clear()
        for shard, outbox in self.outboxes.items():
            while not outbox.empty():
                self.lost.append((shard, outbox.get_nowait()["t"]))
        for senders in self.sockets.values():
            for sender in senders:
                sender.cancel()

    async def gateway(self, request: web.Request) -> web.StreamResponse:
        if not self.gateway_open:
            return web.Response(status=503, text="gateway unavailable")
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        senders: list[asyncio.Task[None]] = []
        self.sockets[ws] = senders
        await self._send_op(ws, HELLO, {"heartbeat_interval": 45000})
        try:
            async for message in ws:
                if message.type == WSMsgType.TEXT:
                    senders += await self._on_gateway_message(ws, json.loads(message.data))
        finally:
            self.sockets.pop(ws, None)
            for sender in senders:
                sender.cancel()
        return ws

    async def _on_gateway_message(self, ws: web.WebSocketResponse, payload: dict[str, Any]) -> list[asyncio.Task[None]]:
        """Answer one gateway message; the task delivering the shard's events, once it may start."""
        if payload["op"] == IDENTIFY:
            return await self._identified(ws, payload["d"].get("shard") or [0, 1])  # a plain client sends none
        if payload["op"] == RESUME:
            return await self._resumed(ws, str(payload["d"]["session_id"]), payload["d"].get("seq") or 0)
        if payload["op"] == HEARTBEAT:
            await self._send_op(ws, HEARTBEAT_ACK, None)
        return []

    async def _identified(self, ws: web.WebSocketResponse, shard: list[int]) -> list[asyncio.Task[None]]:
        if self.refusing_sessions:
            await self._send_op(ws, INVALID_SESSION, False)
            return []
        self.shard_count = shard[1]
        session_id = f"session-{shard[0]}-{next(self.session_numbers)}"
        session = self.sessions[session_id] = Session(shard[0])
        self.identified += 1
        await self._send(ws, "READY", {
            "v": 10, "user": self.bot_user, "guilds": [], "session_id": session_id,
            "resume_gateway_url": f"ws://127.0.0.1:{self.port}/gateway",
            "application": {"id": APP_ID, "flags": 0}, "shard": shard})
        self.ready.set()
        return [asyncio.create_task(self._send_outbox(ws, session))]

    async def _resumed(self, ws: web.WebSocketResponse, session_id: str, seen: int) -> list[asyncio.Task[None]]:
        """RESUMED, and the events sent after ``seen`` again; a session that is gone (or any,
        while Discord starts none) gets INVALID_SESSION, not resumable."""
        session = self.sessions.get(session_id)
        if session is None or self.refusing_sessions:
            await self._send_op(ws, INVALID_SESSION, False)
            return []
        self.resumed += 1
        missed = [event for sequence, event in session.sent if sequence > seen]
        await self._send(ws, "RESUMED", {})
        for event in missed:
            self.replayed.append((session.shard, event["t"]))
            await self._send(ws, event["t"], event["d"], session)
        return [asyncio.create_task(self._send_outbox(ws, session))]

    async def _send_outbox(self, ws: web.WebSocketResponse, session: Session) -> None:
        while True:
            event = await self.outboxes[session.shard].get()
            self.delivered.append((session.shard, event["t"]))
            await self._send(ws, event["t"], event["d"], session)

    def shard_of(self, payload: dict[str, Any]) -> int:
        """The shard Discord sends an event to: its guild's, ``(guild_id >> 22) % shards``; a
        DM's goes to shard 0."""
        guild = payload.get("guild_id")
        return (int(guild) >> 22) % self.shard_count if guild else 0

    async def _send(self, ws: web.WebSocketResponse, name: str, data: dict[str, Any],
                    session: Session | None = None) -> None:
        """A dispatch; an event is kept in its session (a RESUME may ask for it again, if it
        never arrived)."""
        self.sequence += 1
        if session is not None:
            session.sent.append((self.sequence, {"t": name, "d": data}))
        await ws.send_str(json.dumps({"op": DISPATCH, "s": self.sequence, "t": name, "d": data}))

    async def _send_op(self, ws: web.WebSocketResponse, op: int, data: Any) -> None:
        await ws.send_str(json.dumps({"op": op, "d": data, "s": None, "t": None}))

