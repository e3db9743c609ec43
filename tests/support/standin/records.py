"""What the stand-in keeps: every request as it arrived, the channels with their state, the
failures a test arranged, and the payloads it echoes (a user, a message's components)."""

from __future__ import annotations

import asyncio
import re
import time
from dataclasses import dataclass, field
from typing import Any

from tests.support.standin.codes import ALL_PERMISSIONS, EPHEMERAL, GUILD_ID, TEXT


@dataclass
class Captured:
    method: str
    path: str
    query: dict[str, str]
    body: Any
    files: list[str] = field(default_factory=list)
    status: int = 200
    at: float = field(default_factory=time.perf_counter)
    digests: list[str] = field(default_factory=list)  # sha256 of each file, in order
    sizes: list[int] = field(default_factory=list)  # each file's bytes, in order
    # The message the request made or changed (``shown``), as the stand-in then had it: set when
    # it took effect, and for an edit of a message the stand-in knows even when refused; None else
    made: dict[str, Any] | None = None

    @property
    def ephemeral(self) -> bool:
        """Whether the request's message is ephemeral. Only an interaction's answer (its
        callback) or its webhook's messages can be; a channel's message never is: Create
        Message does not take EPHEMERAL (the stand-in refuses it, ``form_body``). Judged by the
        message the stand-in made or changed, where it did: the first follow-up after a
        "thinking…" deferral keeps the deferral's flags whatever its own say (Create Followup
        Message), an edit keeps the edited message's; else by what the body asks for."""
        body = self.body if isinstance(self.body, dict) else {}
        if self.path.startswith(("/interactions/", "/webhooks/")) and self.made is not None:
            return bool(self.made["flags"] & EPHEMERAL)
        if self.path.startswith("/interactions/"):
            message = body.get("data")
        elif self.path.startswith("/webhooks/"):
            message = body
        else:
            return False
        return bool(isinstance(message, dict) and (message.get("flags") or 0) & EPHEMERAL)


@dataclass
class Channel:
    id: str
    type: int = TEXT
    parent: str | None = None
    permissions: int = ALL_PERMISSIONS
    archived: bool = False
    locked: bool = False
    deleted: bool = False
    guild: str = GUILD_ID


@dataclass
class Fault:
    """Answer requests matching ``route`` ("POST /channels/123/messages", a regex) with an error."""

    route: re.Pattern[str]
    error: tuple[int, int, str]
    times: int | None = 1
    glob: bool = False
    done_anyway: bool = False  # the request takes effect, only its answer is lost
    carrying: str | None = None  # only requests whose message content holds this text
    retry_after: float = 0.01  # of a 429: how long Discord says to wait


@dataclass
class Hold:
    """A request matching ``route`` (with ``carrying`` in its message's content) held unanswered,
    and without effect unless ``done_anyway``: ``reached`` is set when it arrives; once ``let_go``
    is set its connection closes without an answer (the client that sent it is most often gone
    by then: killed)."""

    route: re.Pattern[str]
    carrying: str | None = None
    done_anyway: bool = False  # the request takes effect (a message is posted), only its answer is held
    reached: asyncio.Event = field(default_factory=asyncio.Event)
    let_go: asyncio.Event = field(default_factory=asyncio.Event)

    def holds(self, route: str, body: Any) -> bool:
        return not self.reached.is_set() and bool(self.route.search(route)) and (self.carrying is None or (
            isinstance(body, dict) and self.carrying in str(body.get("content", ""))))


# https://discord.com/developers/docs/resources/user#usernames-and-names: a display name (a
# user's ``global_name``; a member's ``nick`` is held to the same 32, resources/guild#modify-
# guild-member) has 1-32 characters. Discord never sends a longer one, so the stand-in makes
# none: a test that asks for one is told at once.
DISPLAY_NAME = (1, 32)


def user_payload(user_id: str, name: str) -> dict[str, Any]:
    """A user as Discord sends one, ``name`` its display name and, lower-cased, its username (a
    one-letter name's username doubles it: Discord's hold 2-32 characters); a display name
    Discord would refuse (``DISPLAY_NAME``) raises ValueError."""
    least, most = DISPLAY_NAME
    if not least <= len(name) <= most:
        raise ValueError(f"user {user_id}: the display name {name!r} has {len(name)} characters, and Discord takes "
                         f"{least} to {most} (resources/user#usernames-and-names)")
    username = name.lower() * (2 if len(name) == 1 else 1)
    return {"id": user_id, "username": username, "global_name": name, "discriminator": "0", "avatar": None}


def shown(message: dict[str, Any] | None) -> dict[str, Any] | None:
    """What ``Captured.made`` keeps of a message: its id, channel and flags."""
    if message is None:
        return None
    return {"id": message["id"], "channel_id": message["channel_id"], "flags": message.get("flags") or 0}


def components_of(message: dict[str, Any]) -> list[dict[str, Any]]:
    return [c for row in message.get("components") or [] for c in row.get("components", [])]
