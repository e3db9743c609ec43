"""A seated player's action in any game: checked, applied and written as one change."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from bot.games.playing import Illegal
from bot.service.base import ChangedWhileActing, Report, ServiceError, Tables
from bot.service.seats import seat_names
from bot.store import By, GameRow, LogEntry


class Moves:
    """A seated player's actions, for any game: checked, applied and written as one change."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables

    async def act(self, channel: str, user: str, action: Any, turn: int | None = None) -> Report:
        """Apply one player's action, for a command typed in the channel."""
        def read() -> Awaitable[GameRow]:
            return self.tables.playing(channel)
        return await self._act(channel, user, action, turn, None, read)

    async def act_in(self, game_id: int, user: str, action: Any, pressed_in: str | None,
                     turn: int | None = None) -> Report:
        """Apply one player's action from a component of the game (the turn panel, a sale
        offer's message): the door's one read of the game is the action's read too, and the
        report carries the actor's next screen, so a press reads the game once. Read again, it
        is read by the same door (a game that ended since is "no longer in play")."""
        def read() -> Awaitable[GameRow]:
            return self.tables.component_row(game_id, pressed_in)
        row = await read()
        return await self._act(row.channel_id, user, action, turn, row, read)

    async def choices_in(self, game_id: int, user: str, pressed_in: str | None) -> tuple[int, list[Any]]:
        """The game's turn and the actions ``user`` may take in it now (none while another is
        awaited): what a panel of the legal actions offers, read from a component of the game."""
        row = await self.tables.component_row(game_id, pressed_in)
        rules, seat = self.tables.rules, self.tables.seat_of(row, user)
        state = self.tables.state_of(row)
        return rules.turn(state), rules.legal(state, seat)

    async def _act(self, channel: str, user: str, action: Any, turn: int | None, row: GameRow | None,
                   read: Callable[[], Awaitable[GameRow]]) -> Report:
        """Another process may change the game between this one's read and write (a sale
        answered by DM is taken by shard 0's process, whichever process owns the game), and
        so may another command here before the lock is taken: then the action is tried once
        more on a fresh ``read``, and refused only if it is no longer legal there."""
        async with self.tables.lock(channel):
            try:
                return await self._act_once(row or await read(), user, action, turn)
            except ChangedWhileActing:
                pass
            try:
                return await self._act_once(await read(), user, action, turn)
            except ChangedWhileActing:
                raise
            except ServiceError as refused:
                raise ChangedWhileActing(refused) from None

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
        suggestions = self.tables.suggestions
        before = rules.clock_key(state)
        known = rules.known_to(state, seat) if suggestions.waits_for(row.id, seat) else None  # before the move
        try:
            events = rules.apply(state, seat, action, seat_names(row.seats))
        except Illegal as refused:
            raise ServiceError(refused.message) from None
        hinted = known is not None and suggestions.followed(row.id, seat, known, action)
        by = By.ADVISED if hinted else By.PLAYER
        entries = [LogEntry(seat, action, by, self.tables.clock())]
        if row.standin is not None and row.standin.seat == seat:
            row.standin = None  # the player came back in time: no stand-in for them
        report = await self.tables.commit(row, state, before, events, entries)
        report.screens[user] = rules.screen(row.id, row.channel_id, row.version, state, seat)
        return report
