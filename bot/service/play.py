"""Playing: a player's actions, standing sale orders, and the choices a player has now."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.engine import Board, Discard, Expand, Marry, SaleDecision
from bot.games.playing import Illegal
from bot.games.samarkand.rules import SamarkandRules
from bot.games.samarkand.screens import SeatScreen, screen_of
from bot.service.base import ChangedWhileActing, Report, ServiceError, Tables
from bot.service.seats import seat_names
from bot.store import GameRow, LogEntry
from bot.words.i18n import Msg, good
from bot.words.parsing import InputError, parse_card, parse_family, parse_space

ORDERS = {"sell": True, "keep": False, "ask": None}


class Moves:
    """A seated player's actions, for any game: checked, applied and written as one change."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables

    async def act(self, channel: str, user: str, action: Any, turn: int | None = None) -> Report:
        """Apply one player's action, for a command typed in the channel."""
        return await self._act(channel, user, action, turn, None)

    async def act_in(self, game_id: int, user: str, action: Any, pressed_in: str | None,
                     turn: int | None = None) -> Report:
        """Apply one player's action from a component of the game (the turn panel, a sale
        offer's message): the door's one read of the game is the action's read too, and the
        report carries the actor's next screen, so a press reads the game once."""
        row = await self.tables.component_row(game_id, pressed_in)
        return await self._act(row.channel_id, user, action, turn, row)

    async def _act(self, channel: str, user: str, action: Any, turn: int | None, row: GameRow | None) -> Report:
        """Another process may change the game between this one's read and write (a sale
        answered by DM is taken by shard 0's process, whichever process owns the game), and
        so may another command here before the lock is taken: then the action is tried once
        more on a fresh read, and refused only if it is no longer legal there."""
        async with self.tables.lock(channel):
            try:
                return await self._act_once(row or await self.tables.playing(channel), user, action, turn)
            except ChangedWhileActing:
                pass
            try:
                return await self._act_once(await self.tables.playing(channel), user, action, turn)
            except ServiceError:
                raise ChangedWhileActing from None

    async def _act_once(self, row: GameRow, user: str, action: Any, turn: int | None) -> Report:
        """Check, apply and write one action. ``turn`` (from a turn panel or a discard menu)
        must still be the game's turn for a Marry, Expand or Discard: a panel or a direct
        message from an earlier turn never acts (an old discard menu never answers a later
        discard)."""
        rules = self.tables.rules
        seat = self.tables.seat_of(row, user)
        state = self.tables.state_of(row)
        if turn is not None and turn != rules.turn(state) and rules.bound_to_turn(action):
            raise ServiceError("error.old_panel")
        before = rules.clock_key(state)
        try:
            events = rules.apply(state, seat, action, seat_names(row.seats))
        except Illegal as refused:
            raise ServiceError(refused.message) from None
        entries = [LogEntry(seat, action, "player", self.tables.clock())]
        if row.standin is not None and row.standin.seat == seat:
            row.standin = None  # the player came back in time: no stand-in for them
        report = await self.tables.commit(row, state, before, events, entries)
        report.screens[user] = rules.screen(row.id, row.channel_id, row.version, state, seat)
        return report


class Play:
    """Samarkand's commands and screens for a seated player: its moves by name, standing sale
    orders (R6.2) and the choices a seat has now; each move goes through ``moves``."""

    def __init__(self, tables: Tables[SamarkandRules], moves: Moves) -> None:
        self.tables = tables
        self.moves = moves
        self.act = moves.act
        self.act_in = moves.act_in

    async def marry(self, channel: str, user: str, family: str, turn: int | None = None) -> Report:
        return await self.act(channel, user, Marry(self._parse(parse_family, family)), turn)

    async def expand(self, channel: str, user: str, family: str, spaces: list[str],
                     turn: int | None = None) -> Report:
        targets = tuple(self._parse(parse_space, s) for s in spaces if s)
        return await self.act(channel, user, Expand(self._parse(parse_family, family), targets), turn)

    async def discard(self, channel: str, user: str, cards: list[str]) -> Report:
        chosen = tuple(sorted(self._parse(parse_card, c) for c in cards if c))
        return await self.act(channel, user, Discard(chosen))

    async def decide_sale(self, channel: str, user: str, card: str, sell: bool) -> Report:
        return await self.act(channel, user, SaleDecision(self._parse(parse_card, card), sell))

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
