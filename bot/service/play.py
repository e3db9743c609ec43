"""Playing: a player's actions, standing sale orders, and the choices a player has now."""

from __future__ import annotations

from collections.abc import Callable

from bot.engine import (
    Action,
    Board,
    Discard,
    Expand,
    Marry,
    RuleError,
    SaleDecision,
    apply_action,
)
from bot.service.base import ChangedWhileActing, Report, ServiceError, Tables, clock_key
from bot.service.screens import SeatScreen, screen_of
from bot.service.seats import seat_names
from bot.store import GameRow, LogEntry
from bot.words.i18n import Msg, cards_between, family, good
from bot.words.parsing import InputError, parse_card, parse_family, parse_space

ORDERS = {"sell": True, "keep": False, "ask": None}


def rule_refusal(err: RuleError, board: Board, names: list[str]) -> Msg:
    """The engine's refusal in catalogue words, citing the same rule item: the game's things
    it names by index (family, space, card, player) become names."""
    values: dict[str, object] = dict(err.values)  # the refusal's message values
    if "family" in values:
        values["family"] = family(board, err.values["family"])
    if "space" in values:
        values["space"] = board.spaces[err.values["space"]].label
    if "card" in values and err.values["card"] in board.goods:
        values["good"] = good(board, err.values["card"])
    if "player" in values:
        values["player"] = names[err.values["player"]]
    if "least" in values and "most" in values:  # a discard's size
        values["amount"] = cards_between(err.values["least"], err.values["most"])
    return Msg("rule.refusal", rule=err.rule, reason=Msg(f"rule.{err.code}", **values))


class Play:
    """A seated player's moves, standing orders and screens."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables

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
            return parser(self.tables.board, text)
        except InputError as err:
            raise ServiceError(err.message) from None

    async def act(self, channel: str, user: str, action: Action, turn: int | None = None) -> Report:
        """Apply one player's action, for a command typed in the channel."""
        return await self._act(channel, user, action, turn, None)

    async def act_in(self, game_id: int, user: str, action: Action, pressed_in: str | None,
                     turn: int | None = None) -> Report:
        """Apply one player's action from a component of the game (the turn panel, a sale
        offer's message): the door's one read of the game is the action's read too, and the
        report carries the actor's next screen, so a press reads the game once."""
        row = await self.tables.component_row(game_id, pressed_in)
        return await self._act(row.channel_id, user, action, turn, row)

    async def _act(self, channel: str, user: str, action: Action, turn: int | None, row: GameRow | None) -> Report:
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

    async def _act_once(self, row: GameRow, user: str, action: Action, turn: int | None) -> Report:
        """Check, apply and write one action. ``turn`` (from a turn panel or a discard menu)
        must still be the game's turn for a Marry, Expand or Discard: a panel or a direct
        message from an earlier turn never acts (an old discard menu never answers a later
        discard)."""
        seat = self.tables.seat_of(row, user)
        state = self.tables.state_of(row)
        if turn is not None and turn != state.turn and isinstance(action, Marry | Expand | Discard):
            raise ServiceError("error.old_panel")
        before = clock_key(state)
        try:
            events = apply_action(state, seat, action)
        except RuleError as err:
            raise ServiceError(rule_refusal(err, self.tables.board, seat_names(row.seats))) from None
        entries = [LogEntry(seat, action, "player", self.tables.clock())]
        if row.standin is not None and row.standin.seat == seat:
            row.standin = None  # the player came back in time: no stand-in for them
        report = await self.tables.commit(row, state, before, events, entries)
        report.screens[user] = screen_of(row.id, row.channel_id, row.version, state, seat)
        return report

    async def standing_order(self, channel: str, user: str, card: str, order: str) -> Msg:
        """Always sell, never sell, or ask about a card, so that nobody need wait (R6.2)."""
        if order not in ORDERS:
            raise ServiceError("error.order_kind")
        number = self._parse(parse_card, card)
        async with self.tables.lock(channel):
            row = await self.tables.playing(channel)
            seat = self.tables.seat_of(row, user)
            await self.tables.store.set_standing_order(row.id, seat, number, ORDERS[order])
        return Msg(f"order.{order}", good=good(self.tables.board, number))

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
