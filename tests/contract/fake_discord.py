"""A stand-in for Discord on 127.0.0.1: the REST API the bot uses and a gateway that
sends READY and then whatever interactions a test feeds it. Every request is recorded
with its decoded body, so tests can check it against Discord's OpenAPI description."""

from __future__ import annotations

import asyncio
import itertools
import json
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

APP_ID = "500000000000000001"
GUILD_ID = "500000000000000002"
CHANNEL_ID = "500000000000000003"
JSON = "application/json"


@dataclass
class Captured:
    method: str
    path: str
    query: dict[str, str]
    body: Any
    files: list[str] = field(default_factory=list)

    @property
    def ephemeral(self) -> bool:
        message = self.body.get("data") if isinstance(self.body, dict) and "type" in self.body else self.body
        return bool(isinstance(message, dict) and (message.get("flags") or 0) & 64)


def user_payload(user_id: str, name: str) -> dict[str, Any]:
    return {"id": user_id, "username": name.lower(), "global_name": name, "discriminator": "0", "avatar": None}


class FakeDiscord:
    def __init__(self) -> None:
        self.requests: list[Captured] = []
        self.messages: dict[str, dict[str, Any]] = {}
        self.dm_channels: dict[str, str] = {}
        self.ids = itertools.count(600000000000000000)
        self.ready = asyncio.Event()
        self.outbox: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
        self.done: dict[str, asyncio.Future[None]] = {}
        self.channel_of_token: dict[str, str] = {}
        self.sequence = 0
        self.bot_user = user_payload(APP_ID, "Samarkand")
        self.runner: web.AppRunner | None = None
        self.port = 0

    def new_id(self) -> str:
        return str(next(self.ids))

    # ----- server ------------------------------------------------------------------------

    async def start(self) -> int:
        app = web.Application()
        app.router.add_get("/gateway", self.gateway)
        app.router.add_route("*", "/api/v10/{tail:.*}", self.rest)
        self.runner = web.AppRunner(app)
        await self.runner.setup()
        site = web.TCPSite(self.runner, "127.0.0.1", 0)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        return self.port

    async def stop(self) -> None:
        if self.runner:
            await self.runner.cleanup()

    async def gateway(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        await ws.send_str(json.dumps({"op": 10, "d": {"heartbeat_interval": 45000}, "s": None, "t": None}))
        sender = asyncio.create_task(self._send_outbox(ws))
        try:
            async for message in ws:
                if message.type != WSMsgType.TEXT:
                    continue
                payload = json.loads(message.data)
                if payload["op"] == 2:
                    await self._send(ws, "READY", {
                        "v": 10, "user": self.bot_user, "guilds": [], "session_id": "session",
                        "resume_gateway_url": f"ws://127.0.0.1:{self.port}/gateway",
                        "application": {"id": APP_ID, "flags": 0}, "shard": [0, 1]})
                    self.ready.set()
                elif payload["op"] == 1:
                    await ws.send_str(json.dumps({"op": 11, "d": None, "s": None, "t": None}))
        finally:
            sender.cancel()
        return ws

    async def _send_outbox(self, ws: web.WebSocketResponse) -> None:
        while True:
            event = await self.outbox.get()
            await self._send(ws, event["t"], event["d"])

    async def _send(self, ws: web.WebSocketResponse, name: str, data: dict[str, Any]) -> None:
        self.sequence += 1
        await ws.send_str(json.dumps({"op": 0, "s": self.sequence, "t": name, "d": data}))

    async def rest(self, request: web.Request) -> web.Response:
        path = "/" + request.match_info["tail"]
        body, files = await self._decode(request)
        captured = Captured(request.method, path, dict(request.query), body, files)
        self.requests.append(captured)
        return self._answer(captured)

    async def _decode(self, request: web.Request) -> tuple[Any, list[str]]:
        if not request.can_read_body:
            return None, []
        if request.content_type.startswith("multipart/"):
            body, files = None, []
            reader = await request.multipart()
            async for part in reader:
                if part.name == "payload_json":
                    body = json.loads(await part.text())
                else:
                    files.append(part.filename or part.name or "")
                    await part.read()
            return body, files
        return await request.json(), []

    # ----- answers -----------------------------------------------------------------------

    def _answer(self, r: Captured) -> web.Response:
        parts = r.path.strip("/").split("/")
        if r.method == "GET" and r.path == "/users/@me":
            return self._json(self.bot_user)
        if r.method == "GET" and r.path == "/oauth2/applications/@me":
            return self._json({"id": APP_ID, "name": "Samarkand", "icon": None, "description": "", "bot_public": True,
                               "bot_require_code_grant": False, "verify_key": "00", "flags": 0,
                               "team": None, "owner": self.bot_user, "summary": ""})
        if r.method == "GET" and r.path in ("/gateway", "/gateway/bot"):
            return self._json({"url": f"ws://127.0.0.1:{self.port}/gateway", "shards": 1,
                               "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0,
                                                       "max_concurrency": 1}})
        if r.method == "POST" and parts[0] == "interactions":
            return self._callback(parts[1], parts[2], r.body)
        if r.method == "POST" and parts[0] == "webhooks" and len(parts) == 3:
            message = self._message(self.channel_of_token.get(parts[2], CHANNEL_ID), r.body)
            self._finish(parts[2])
            return self._json(message)
        if r.method == "POST" and parts[0] == "channels" and parts[-1] == "messages":
            return self._json(self._message(parts[1], r.body))
        if r.method == "POST" and parts[0] == "channels" and parts[-1] == "threads":
            return self._json({"id": self.new_id(), "type": 11, "guild_id": GUILD_ID, "parent_id": parts[1],
                               "name": r.body["name"], "owner_id": APP_ID, "message_count": 0, "member_count": 1,
                               "rate_limit_per_user": 0, "flags": 0,
                               "thread_metadata": {"archived": False, "auto_archive_duration": 10080,
                                                   "archive_timestamp": "2026-11-21T00:00:00+00:00",
                                                   "locked": False}})
        if r.method == "POST" and r.path == "/users/@me/channels":
            recipient = r.body["recipient_id"]
            channel = self.dm_channels.setdefault(str(recipient), self.new_id())
            return self._json({"id": channel, "type": 1, "last_message_id": None,
                               "recipients": [user_payload(str(recipient), "someone")]})
        if r.method == "PUT" and parts[-1] == "commands":
            return self._json([{**c, "id": self.new_id(), "application_id": APP_ID, "version": "1",
                                "default_member_permissions": None} for c in r.body])
        return self._json({"message": "Unknown", "code": 0}, status=404)

    def _callback(self, interaction_id: str, token: str, body: dict[str, Any]) -> web.Response:
        kind = body["type"]
        message = None
        if kind in (4, 7):
            message = self._message(self.channel_of_token.get(token, CHANNEL_ID), body.get("data") or {})
        if kind == 8:
            self._finish(token)
        answer: dict[str, Any] = {"interaction": {"id": interaction_id, "type": 2,
                                                  "response_message_loading": kind == 5,
                                                  "response_message_ephemeral": bool((body.get("data") or {})
                                                                                     .get("flags", 0) & 64)}}
        if message is not None:
            answer["resource"] = {"type": kind, "message": message}
        return self._json(answer)

    def _message(self, channel: str, body: dict[str, Any]) -> dict[str, Any]:
        message = {
            "id": self.new_id(), "channel_id": channel, "author": self.bot_user, "content": body.get("content") or "",
            "timestamp": "2026-11-21T00:00:00+00:00", "edited_timestamp": None, "tts": False,
            "mention_everyone": False, "mentions": [], "mention_roles": [], "attachments": [],
            "embeds": body.get("embeds") or [], "pinned": False, "type": 0, "flags": body.get("flags") or 0,
            "components": body.get("components") or [],
        }
        self.messages[message["id"]] = message
        return message

    def _json(self, data: Any, status: int = 200) -> web.Response:
        # discord.py decodes a body only when the header is exactly "application/json".
        return web.Response(status=status, body=json.dumps(data).encode(), headers={"Content-Type": JSON})

    def _finish(self, token: str) -> None:
        future = self.done.get(token)
        if future and not future.done():
            future.set_result(None)

    # ----- feeding interactions ----------------------------------------------------------

    async def interact(self, payload: dict[str, Any], timeout: float = 20.0) -> list[Captured]:
        """Send one INTERACTION_CREATE and wait until the bot has finished answering it."""
        token = payload["token"]
        self.channel_of_token[token] = payload["channel_id"]
        self.done[token] = asyncio.get_running_loop().create_future()
        start = len(self.requests)
        await self.outbox.put({"t": "INTERACTION_CREATE", "d": payload})
        await asyncio.wait_for(self.done[token], timeout)
        return self.requests[start:]

    def base(self, kind: int, user: tuple[str, str], channel: str, admin: bool = False) -> dict[str, Any]:
        interaction_id = self.new_id()
        return {
            "id": interaction_id, "application_id": APP_ID, "type": kind, "token": f"token-{interaction_id}",
            "version": 1, "guild_id": GUILD_ID, "channel_id": channel,
            "channel": {"id": channel, "type": 0, "guild_id": GUILD_ID, "name": "samarkand", "position": 0,
                        "permission_overwrites": [], "nsfw": False, "parent_id": None},
            "member": {"user": user_payload(*user), "roles": [], "joined_at": "2026-01-01T00:00:00+00:00",
                       "deaf": False, "mute": False, "flags": 0, "permissions": "8" if admin else "2048"},
            "app_permissions": "2048", "locale": "en-US", "guild_locale": "en-US", "entitlements": [],
            "authorizing_integration_owners": {"0": GUILD_ID}, "context": 0, "attachment_size_limit": 8388608,
        }

    def command(self, user: tuple[str, str], name: str, options: dict[str, Any] | None = None,
                channel: str = CHANNEL_ID, admin: bool = False, focused: str | None = None) -> dict[str, Any]:
        payload = self.base(4 if focused else 2, user, channel, admin)
        opts = []
        for key, value in (options or {}).items():
            kind = 5 if isinstance(value, bool) else 10 if isinstance(value, float) else 3
            option = {"name": key, "type": kind, "value": value}
            if key == focused:
                option["focused"] = True
            opts.append(option)
        payload["data"] = {"id": self.new_id(), "name": name, "type": 1, "options": opts}
        return payload

    def click(self, user: tuple[str, str], message: dict[str, Any], custom_id: str,
              values: list[str] | None = None) -> dict[str, Any]:
        """A click on a component of a message the bot sent (as Discord would echo it back)."""
        channel = message["channel_id"]
        payload = self.base(3, user, channel)
        if channel in self.dm_channels.values():
            payload.pop("guild_id")
            payload.pop("member")
            payload["user"] = user_payload(*user)
            payload["channel"] = {"id": channel, "type": 1}
            payload["context"] = 1
        kind = 3 if values is not None else 2
        payload["data"] = {"custom_id": custom_id, "component_type": kind, **({"values": values} if kind == 3 else {})}
        payload["message"] = message
        return payload

    def find(self, prefix: str, channel: str | None = None) -> tuple[dict[str, Any], str]:
        """The newest message holding a component whose custom id starts with ``prefix``."""
        for message in reversed(list(self.messages.values())):
            if channel and message["channel_id"] != channel:
                continue
            for row in message["components"]:
                for component in row.get("components", []):
                    if component.get("custom_id", "").startswith(prefix):
                        return message, component["custom_id"]
        raise LookupError(prefix)
