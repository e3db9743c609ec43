"""Feeding the bot interactions as Discord would: the payloads of a slash command, an
autocomplete and a click on a component (``base``, ``command``, ``click``), sent over the
gateway to the right shard, and the wait until the bot has done all it does about one
(``interact``, ``settle``). A part of the stand-in (``FakeDiscord``), whose state it reads."""

from __future__ import annotations

import asyncio
from typing import Any

from tests.support.standin.codes import APP_ID, CHANNEL_ID, INTERACTION_WINDOW, MEMBER_PERMISSIONS, THREADS
from tests.support.standin.form_body import ANNOUNCED_FILE_SIZE, FILE_SIZE
from tests.support.standin.problems import Problem
from tests.support.standin.records import Captured, components_of, user_payload

# Interaction types, and the interaction callback types (answers) each takes, as
# ``interactions/receiving-and-responding`` documents them ("Interaction Callback Type"):
# DEFERRED_UPDATE_MESSAGE (6) and UPDATE_MESSAGE (7) "only valid for component-based
# interactions" (and a modal submitted from a component's answer, which discord.py allows too);
# MODAL (9) "not available for MODAL_SUBMIT and PING interactions"; APPLICATION_COMMAND_
# AUTOCOMPLETE_RESULT (8) "respond to an autocomplete interaction", which takes only that: an
# autocomplete shows no message and opens no modal; PONG (1) acknowledges a PING only. Discord
# documents the rule, not its answer: the stand-in refuses as it refuses any invalid body, 400
# "Invalid Form Body" (50035) at ``type``, with a code of its own naming.
PING, COMMAND, COMPONENT, AUTOCOMPLETE, MODAL_SUBMIT = 1, 2, 3, 4, 5
PONG, MESSAGE, THINKING, DEFERRED_UPDATE, UPDATE, CHOICES, MODAL, PREMIUM, ACTIVITY = 1, 4, 5, 6, 7, 8, 9, 10, 12
ANSWERS = {
    PING: {PONG},
    COMMAND: {MESSAGE, THINKING, MODAL, PREMIUM, ACTIVITY},
    COMPONENT: {MESSAGE, THINKING, DEFERRED_UPDATE, UPDATE, MODAL, PREMIUM, ACTIVITY},
    AUTOCOMPLETE: {CHOICES},
    MODAL_SUBMIT: {MESSAGE, THINKING, DEFERRED_UPDATE, UPDATE, PREMIUM, ACTIVITY},
}


def answer_problems(kind: int | None, answer: object) -> list[Problem]:
    """An interaction's answer of a type its kind does not take (``ANSWERS``); an interaction
    the stand-in did not make (``kind`` None) is not judged."""
    if kind is None or answer in ANSWERS.get(kind, set()):
        return []
    return [Problem("type", "INTERACTION_CALLBACK_TYPE_INVALID",
                    f"Interaction callback type {answer} is not valid for an interaction of type {kind}")]


class Interactions:
    """The interaction half of ``FakeDiscord``."""

    async def interact(self, payload: dict[str, Any], timeout: float = 20.0) -> list[Captured]:
        """Send one INTERACTION_CREATE and wait until the bot has finished handling it
        (its private answer, and whatever it then posts or retries)."""
        return await self.interact_together([payload], timeout)

    async def interact_together(self, payloads: list[dict[str, Any]], timeout: float = 20.0) -> list[Captured]:
        """Several interactions sent at once, as a double tap or two devices send them, and
        every request the bot made while it handled them."""
        start = len(self.requests)
        before = asyncio.all_tasks()
        for payload in payloads:
            assert self.send(payload), "no gateway session to receive the interaction"
        await asyncio.wait_for(asyncio.gather(*(self.done[p["token"]] for p in payloads)), timeout)
        await settle(before, timeout)
        return self.requests[start:]

    def send(self, payload: dict[str, Any]) -> bool:
        """Send one INTERACTION_CREATE to its shard, without waiting; False if it is lost: its
        shard's session ended and none has started since (Discord delivers it to nobody)."""
        shard = self.shard_of(payload)
        if self.identified and not any(session.shard == shard for session in self.sessions.values()):
            self.lost.append((shard, "INTERACTION_CREATE"))
            return False
        token = payload["token"]
        self.sent_at.setdefault(token, self.real())  # Discord's 3 s run from here, whatever the bot does
        self.named.setdefault(token, described(payload))
        self.upload_limits[token] = int(payload.get("attachment_size_limit", FILE_SIZE))  # as announced in it
        self.channel_of_token[token] = payload["channel_id"]
        self.kinds[token] = payload["type"]
        if payload["type"] == 3:
            self.pressed_on[token] = payload["message"]["id"]
        self.done[token] = asyncio.get_running_loop().create_future()
        self.outboxes[shard].put_nowait({"t": "INTERACTION_CREATE", "d": payload})
        return True

    def received(self, token: str) -> None:
        """The bot has received this interaction (the contract fixture tells, from discord.py's
        parsing of INTERACTION_CREATE): its first response's lateness is timed from here."""
        self.received_at.setdefault(token, self.real())

    def late_first_responses(self) -> list[str]:
        """The interactions whose first response reached the stand-in more than Discord's 3 s
        after the bot received them, named, with how late: the bot's own doing, which
        ``REAL_WINDOW`` (timed from the sending, so that a loaded machine's slow gateway is
        forgiven) lets through up to 10 s."""
        return [f"{self.named.get(token, token)}: first response {took:.2f} s after the bot received it"
                for token, took in self.first_response_after.items() if took > INTERACTION_WINDOW]

    def base(self, kind: int, user: tuple[str, str], channel: str, admin: bool = False) -> dict[str, Any]:
        """An interaction's common part, from ``user`` (id, display name): a name Discord would
        refuse raises ValueError before the stand-in counts the interaction as made."""
        who = user_payload(*user)
        interaction_id = self.new_id()
        guild = self.channel(channel).guild
        self.born[f"token-{interaction_id}"] = self.clock()
        self.kinds[f"token-{interaction_id}"] = kind
        return {
            "id": interaction_id, "application_id": APP_ID, "type": kind, "token": f"token-{interaction_id}",
            "version": 1, "guild_id": guild, "channel_id": channel, "channel": self.channel_payload(channel),
            "member": {"user": who, "roles": [], "joined_at": "2026-01-01T00:00:00+00:00",
                       "deaf": False, "mute": False, "flags": 0,
                       "permissions": "8" if admin else str(self.member_permissions.get(user[0], MEMBER_PERMISSIONS))},
            "app_permissions": str(self.channel(channel).permissions), "locale": self.locale,
            "guild_locale": self.guild_locale,
            "entitlements": [], "authorizing_integration_owners": {"0": guild}, "context": 0,
            "attachment_size_limit": ANNOUNCED_FILE_SIZE,
        }

    def channel_payload(self, channel_id: str) -> dict[str, Any]:
        channel = self.channel(channel_id)
        payload: dict[str, Any] = {"id": channel_id, "type": channel.type, "guild_id": channel.guild,
                                   "name": "samarkand",
                                   "position": 0, "permission_overwrites": [], "nsfw": False,
                                   "parent_id": channel.parent}
        if channel.type in THREADS:
            payload.update({"owner_id": APP_ID, "message_count": 1, "member_count": 1, "rate_limit_per_user": 0,
                            "flags": 0, "thread_metadata": {"archived": channel.archived, "locked": channel.locked,
                                                            "auto_archive_duration": 10080,
                                                            "archive_timestamp": "2026-11-21T00:00:00+00:00"}})
        return payload

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
            for component in components_of(message):
                if component.get("custom_id", "").startswith(prefix):
                    return message, component["custom_id"]
        raise LookupError(prefix)



def described(payload: dict[str, Any]) -> str:
    """An interaction as a failure names it: the command, or the component's custom id."""
    data = payload.get("data") or {}
    name, custom_id = data.get("name"), data.get("custom_id")
    what = {2: f"/{name}", 4: f"autocomplete of /{name}", 3: f"press of {custom_id}"}
    return f"{what.get(payload['type'], 'interaction')} ({payload['token']})"


HANDLERS = ("CommandTree-invoker", "discord-ui-", "discord.py: ")


async def settle(before: set[asyncio.Task[Any]], timeout: float) -> None:
    """Wait until discord.py's handler tasks started since ``before`` are done: the bot's
    handling of the interaction, including what it posts after the private answer."""
    async def drained() -> None:
        while True:
            fresh = [t for t in asyncio.all_tasks() - before
                     if not t.done() and t.get_name().startswith(HANDLERS)]
            if not fresh:
                return
            await asyncio.wait(fresh)
    await asyncio.wait_for(drained(), timeout)
