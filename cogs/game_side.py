"""What the Discord side's platform parts (the outbox's turn messages, the notifier's direct
messages) ask of the game: the parts of a turn message that show the game (its image, its
embed, its buttons) and the buttons of a decision sent privately. Samarkand's answer is
``cogs.samarkand_side``; the outbox and the notifier know the game only through this."""

from __future__ import annotations

from typing import NamedTuple, Protocol

import discord

from bot.service import Announcement, Report
from bot.words.i18n import Text


class TurnParts(NamedTuple):
    """A turn message's parts beside its words: a picture, an embed, buttons (each may be none)."""

    file: discord.File | None
    embed: discord.Embed | None
    view: discord.ui.View | None


class GameSide(Protocol):
    async def turn_parts(self, announcement: Announcement, t: Text, plain: bool) -> TurnParts:
        """The game's parts of a turn message; ``plain``: without an embed (Discord refused one)."""
        ...

    def decision_view(self, report: Report, user: str, t: Text) -> discord.ui.View | None:
        """The buttons of the decision a change gave ``user``, for a direct message (None: none)."""
        ...
