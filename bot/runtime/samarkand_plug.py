"""Samarkand as the bot plays it (``bot.runtime.game_plug.DiscordGame``): its service, its
cogs (the moves by slash command, the reading commands), its buttons, its Discord side and
its web pages."""

from __future__ import annotations

from concurrent.futures import Executor
from typing import Any

import discord
from aiohttp import web

from bot.ai.thinking import PoolThinker
from bot.games.interface import Game
from bot.games.playing import Thinker
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.runtime.background import Background
from bot.runtime.review_sweep import ReviewSweep
from bot.store import Store
from bot.web.samarkand_pages import samarkand_routes
from bot.web.signed_link import LinkSigner
from cogs import decisions, panel, turn_message
from cogs.game_side import GameSide
from cogs.samarkand_side import SamarkandSide


class SamarkandOnDiscord:
    extensions = ("cogs.play_commands", "cogs.info", "cogs.coach_commands", "cogs.review_commands")
    dynamic_items: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
        *turn_message.DYNAMIC_ITEMS, *panel.DYNAMIC_ITEMS, *decisions.DYNAMIC_ITEMS)

    @property
    def game(self) -> Game:
        return SAMARKAND

    def served(self, store: Store, cpu: Executor) -> GameService:
        return GameService(store, cpu=cpu)

    def thinker(self, ceiling: float) -> Thinker:
        return PoolThinker(ceiling=ceiling)

    def side(self, service: GameService, web_url: str) -> GameSide:
        return SamarkandSide(service, web_url)

    def background(self, service: GameService) -> tuple[Background, ...]:
        return (ReviewSweep(service.reviewing),)

    def pages(self, service: GameService, signer: LinkSigner | None) -> list[web.RouteDef]:
        return samarkand_routes(service, signer)


SAMARKAND_ON_DISCORD = SamarkandOnDiscord()
