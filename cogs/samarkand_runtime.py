"""What Samarkand's cogs use of the running bot: the platform's parts (``cogs.runtime``)
and Samarkand's service beside them (its commands by name, its reading commands, its board)."""

from __future__ import annotations

from typing import Protocol, cast

import discord

from bot.games.samarkand.game_service import GameService
from cogs.runtime import Runtime


class AtSamarkand(Runtime, Protocol):
    service: GameService


def samarkand_of(client: discord.Client) -> AtSamarkand:
    """The running bot, as Samarkand's cogs see it (they are loaded only where it plays Samarkand)."""
    return cast(AtSamarkand, client)
