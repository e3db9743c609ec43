"""Samarkand's commands for a seated player: its moves by name, standing sale orders (R6.2),
and the choices a seat has now."""

from __future__ import annotations

from collections.abc import Callable

from bot.engine import Board, Discard, Expand, Marry, SaleDecision
from bot.games.samarkand.rules import SamarkandRules
from bot.games.samarkand.screens import SeatScreen, screen_of
from bot.service.acting import Moves
from bot.service.base import Report, ServiceError, Tables
from bot.words.i18n import Msg, good
from bot.words.parsing import InputError, parse_card, parse_family, parse_space

ORDERS = {"sell": True, "keep": False, "ask": None}


class Play:
    """The module's commands and screens; each move goes through ``moves``."""

    def __init__(self, tables: Tables[SamarkandRules], moves: Moves) -> None:
        self.tables = tables
        self.moves = moves

    async def marry(self, channel: str, user: str, family: str, turn: int | None = None) -> Report:
        return await self.moves.act(channel, user, Marry(self._parse(parse_family, family)), turn)

    async def expand(self, channel: str, user: str, family: str, spaces: list[str], turn: int | None = None) -> Report:
        targets = tuple(self._parse(parse_space, s) for s in spaces if s)
        return await self.moves.act(channel, user, Expand(self._parse(parse_family, family), targets), turn)

    async def discard(self, channel: str, user: str, cards: list[str]) -> Report:
        chosen = tuple(sorted(self._parse(parse_card, c) for c in cards if c))
        return await self.moves.act(channel, user, Discard(chosen))

    async def decide_sale(self, channel: str, user: str, card: str, sell: bool) -> Report:
        return await self.moves.act(channel, user, SaleDecision(self._parse(parse_card, card), sell))

    def _parse(self, parser: Callable[[Board, str], int], text: str) -> int:
        try:
            return parser(self.tables.rules.board, text)
        except InputError as err:
            raise ServiceError(err.message) from None

    async def standing_order(self, channel: str, user: str, card: str, order: str) -> Msg:
        """Always sell, never sell, or ask about a card, so that nobody need wait (R6.2)."""
        if order not in ORDERS:
            raise ServiceError("error.order_kind")
        number = self._parse(parse_card, card)
        async with self.tables.lock(channel):
            row = await self.tables.playing(channel)
            seat = self.tables.seat_of(row, user)
            await self.tables.store.set_standing_order(row.id, seat, number, ORDERS[order])
        return Msg(f"order.{order}", good=good(self.tables.rules.board, number))

    async def answer_by_order(self, channel: str, user: str, card: str, order: str) -> Report | None:
        """A standing order says "from now on … as soon as it can be": an offer of that card
        open now is answered by it at once (a report published as any answer is), not left to
        its clock. None when no such offer is open, or the order is to ask: the move's own
        check of the answer says which, in the one read it makes."""
        sell = ORDERS.get(order)
        if sell is None:
            return None
        try:
            return await self.moves.act(channel, user, SaleDecision(self._parse(parse_card, card), sell))
        except ServiceError:  # no such offer open (never, or closed since): the order stands for the next
            return None

    async def screen(self, game_id: int, user: str, pressed_in: str | None) -> SeatScreen:
        """The door and the seat's screen in one read: a panel's press."""
        row = await self.tables.component_row(game_id, pressed_in)
        seat = self.tables.seat_of(row, user)
        return screen_of(row.id, row.channel_id, row.version, self.tables.state_of(row), seat)

    async def options(self, channel: str, user: str) -> SeatScreen:
        """A player's screen in the channel's game: the legal choices now, for the console and
        the commands' autocomplete."""
        row = await self.tables.playing(channel)
        seat = self.tables.seat_of(row, user)
        return screen_of(row.id, row.channel_id, row.version, self.tables.state_of(row), seat)
