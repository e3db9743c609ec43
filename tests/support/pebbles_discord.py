"""Pebbles (``tests.support.pebbles``) as the Discord bot plays it: the platform's service
alone, no cogs of its own, the platform's panel of legal actions on its turn messages (which
have no picture and no embed), no decisions sent privately, and its pages of
``tests.support.pebbles_web`` served by the platform's routes. Handed to
``SamarkandBot(game=PEBBLES_ON_DISCORD)``, the real bot plays it against the stand-in."""

from __future__ import annotations

import time
from collections.abc import Collection, Hashable, Sequence
from concurrent.futures import Executor

import discord

from bot.ratings.standings import Balance, RatingPoint
from bot.service import NOTHING_ANNOUNCED, AnnounceKey, Announcement, Platform, Report, Tables
from bot.store import Store
from bot.web.private_routes import PrivatePages
from bot.web.routes import GamePages
from bot.web.signed_link import LinkSigner
from bot.words.i18n import Msg, Text, text
from bot.words.ratings_text import UNRATED
from cogs import legal_panel
from cogs.game_side import Closing, GameSide, TurnParts, TurnWords
from tests.support.pebbles import PEBBLES, Pebbles, PickAny
from tests.support.pebbles_web import PebblesPages


class PebblesService:
    """The platform's parts over the store, and nothing of Pebbles' own."""

    def __init__(self, store: Store, cpu: Executor) -> None:
        self.store = store
        self.platform = Platform(Tables(store, PEBBLES, time.time, cpu))


class PebblesSide:
    """Its turn message: the words and the platform's Play button; its actions' names; its /help and /rules."""

    def game_name(self) -> Msg:
        return Msg("pebbles.name", "Pebbles")

    async def help_text(self, channel: str) -> Msg:
        return Msg("pebbles.help", "**Pebbles commands**\nOpening and running a game: /new, /join, /leave, /addcpu, "
                   "/start, /settings, /pause, /resume, /replace, /abort. Playing: the Play button under the turn "
                   "message. Also /rules, /games, /stats, /leaderboard, /history, /me, /privacy.")

    async def rules_text(self, channel: str, language: str) -> str:
        return text(language)(Msg("pebbles.rules", "Two players take 1, 2 or 3 pebbles in turn from a pile of 11. "
                                  "Each has a secret lucky number; who takes the last pebble adds theirs. The most "
                                  "points win."))

    def opened(self, host: str) -> Msg:
        return Msg("pebbles.opened", "**{name}** opened a game of Pebbles. Join with the button or /join (2 players); "
                   "/addcpu adds a computer player; the host starts with /start.", name=host)

    def welcome(self, channel: str) -> Msg:
        return Msg("pebbles.welcome", "You joined a game of Pebbles in <#{channel}>.", channel=channel)

    def dms_closed(self) -> Msg:
        return Msg("pebbles.dms_closed", "I cannot send you direct messages (your privacy settings for this server), "
                   "so your lucky number cannot reach you.")

    def turn_words(self, announcement: Announcement) -> TurnWords:
        closed = Msg("pebbles.turn_dms_closed", "(Your direct messages are closed to me: your lucky number cannot "
                     "reach you.)")
        return TurnWords(news=announcement.lines, turn_starts=[], dms_closed=closed)

    def announced_key(self, message: discord.Message, game_id: int) -> AnnounceKey:
        return NOTHING_ANNOUNCED  # no picture to name it: a lost send is found by its nonce alone

    async def turn_parts(self, announcement: Announcement, t: Text, plain: bool) -> TurnParts:
        if announcement.over:
            return TurnParts(None, None, None)
        view = discord.ui.View(timeout=None)
        view.add_item(legal_panel.open_button(announcement.game_id, announcement.view["turn"], t))
        return TurnParts(None, None, view)

    def private_lines(self, report: Report, user: str) -> list[Msg]:
        return report.private.get(user, [])

    def decision_view(self, report: Report, user: str, t: Text) -> discord.ui.View | None:
        return None

    async def reminder_view(self, game_id: int, user: str, items: Collection[int], t: Text) -> discord.ui.View | None:
        return None  # no secret decisions, so no private reminders

    def closed_decisions(self, report: Report, user: str) -> tuple[Closing, ...]:
        return ()

    def with_closed(self, message: discord.Message, closed: tuple[Closing, ...],
                    t: Text) -> tuple[str, discord.ui.View | None]:
        raise AssertionError("Pebbles sends no decisions privately")

    async def deciding(self, channel: str, user: str) -> frozenset[Hashable]:
        return frozenset()

    def action_label(self, action: int) -> Msg:
        return Msg("pebbles.take", "Take {count}", count=action)

    def unrated(self) -> Msg:
        return UNRATED  # the platform's: no setting of its own leaves a table unrated

    def standings_notes(self, rated: bool) -> list[Msg]:
        return []

    def balance_lines(self, balance: Balance, in_server: bool) -> list[Msg]:
        return [Msg("pebbles.balance", "{games} games of Pebbles, and no families to weigh.", games=balance.games)]

    async def rating_chart(self, points: Sequence[RatingPoint], language: str) -> discord.File | None:
        return None


class PebblesOnDiscord:
    extensions: tuple[str, ...] = ()
    dynamic_items = legal_panel.DYNAMIC_ITEMS

    @property
    def game(self) -> Pebbles:
        return PEBBLES

    def served(self, store: Store, cpu: Executor) -> PebblesService:
        return PebblesService(store, cpu)

    def thinker(self, ceiling: float) -> PickAny:
        return PEBBLES.inline_thinker()

    def side(self, service: PebblesService, web_url: str) -> GameSide:
        return PebblesSide()

    def background(self, service: PebblesService) -> tuple:
        return ()  # no work of its own between commands

    def pages(self, service: PebblesService, signer: LinkSigner | None) -> list:
        side = PebblesPages(service.platform)
        return GamePages(service.platform, side).routes() + PrivatePages(service.platform, side, signer).routes()


PEBBLES_ON_DISCORD = PebblesOnDiscord()
