"""What the bot last registered of its slash commands with Discord (a ``meta`` row: no new
schema): where (every server, or one development server) and a fingerprint of the commands
as they were then. The bot compares it with its own commands at each start and registers
them again where they changed (a first start, an upgrade), so that no operator has to know
that Discord lists nothing until the commands are registered."""

from __future__ import annotations

import json
from dataclasses import dataclass

from bot.store.connection import Connection

KEY = "slash commands"
WRITE = "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value"


@dataclass(frozen=True)
class Registered:
    """``application``: the Discord application they were registered for (another token, another
    application: registered anew); ``guild``: the one server they were registered to (None:
    every server)."""

    application: int
    guild: int | None
    fingerprint: str


class RegisteredCommands(Connection):
    async def registered_commands(self) -> Registered | None:
        """The last registration this database knows of (None: none, or one it cannot read)."""
        records = await self._fetch("SELECT value FROM meta WHERE key = ?", (KEY,))
        try:
            saved = json.loads(records[0][0]) if records else None
            return None if saved is None else Registered(int(saved["application"]), saved["guild"],
                                                         str(saved["fingerprint"]))
        except (ValueError, KeyError, TypeError):
            return None

    async def commands_registered(self, registered: Registered) -> None:
        await self._write(WRITE, (KEY, json.dumps({"application": registered.application, "guild": registered.guild,
                                                   "fingerprint": registered.fingerprint})))
