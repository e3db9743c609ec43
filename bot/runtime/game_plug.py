"""How the bot is composed for a game: its service over the store, its own cogs and buttons,
its side of the Discord messages and its web pages, beside the platform's own parts
(``bot.runtime.app``). Samarkand's is ``bot.runtime.samarkand_plug``; the tests' second game
plugs in the same way."""

from __future__ import annotations

from concurrent.futures import Executor
from typing import Any, Protocol, TypeVar

import discord
from aiohttp import web

from bot.games.interface import Game
from bot.games.playing import Thinker
from bot.runtime.background import Background
from bot.service import Platform
from bot.store import Store
from bot.web.signed_link import LinkSigner
from cogs.game_side import GameSide


class Served(Protocol):
    """A game's service: the platform's parts (``platform``, whose store the health server asks) and the game's own."""

    @property
    def platform(self) -> Platform: ...


S = TypeVar("S", bound=Served)


class DiscordGame(Protocol[S]):
    """A game as the Discord bot plays it."""

    @property
    def game(self) -> Game:
        """What the store keeps of it (its codecs, results, statistics)."""

    @property
    def extensions(self) -> tuple[str, ...]:
        """Its own cogs (its commands), loaded after the platform's."""

    @property
    def dynamic_items(self) -> tuple[type[discord.ui.DynamicItem[Any]], ...]:
        """The buttons and menus its messages carry, which must answer after a restart."""

    def served(self, store: Store, cpu: Executor) -> S:
        """Its service over the store (``cpu``: the pool that draws its pages)."""

    def thinker(self, ceiling: float) -> Thinker:
        """Its computers' thinking, in the bot's pools (``ceiling``: a move's wall-clock limit)."""

    def side(self, service: S, web_url: str) -> GameSide:
        """Its parts of the Discord messages; ``web_url``: the pages' address (empty: none)."""

    def background(self, service: S) -> tuple[Background, ...]:
        """Its loops beside the platform's, started with the clockwork, stopped at the close (Samarkand's review sweep);
        a refused write there is said in the bot's one line a minute (``shared_refusals``)."""

    def pages(self, service: S, signer: LinkSigner | None) -> list[web.RouteDef]:
        """Its web pages' routes (``signer``: of the private pages' links; None: none)."""
