"""Computer moves as their own steps: each is thought out of the event loop's way, then
committed, logged and announced on its own, so no player's interaction ever waits for one
and a table of computers advances one move per step. The queue is durable: a game that
waits for a computer says so in its row (``computer_due``), so a restart picks it up."""

from __future__ import annotations

from bot.engine import RuleError, action_to_dict, apply_action, legal_actions
from bot.service.base import Report, ServiceBase, clock_key
from bot.store import LogEntry
from bot.thinking import InlineThinker, Thinker


class Computers(ServiceBase):
    thinker: Thinker = InlineThinker()

    async def computer_step(self, game_id: int) -> Report | None:
        """Think and play the one move a computer (or a time-out stand-in) owes in this game;
        None if there is none, if another process is at it, or if the game moved on while it
        thought (it is tried again)."""
        async with self.store.claimed("computer", self.clock(), game_id) as mine:
            return await self._computer_step(game_id) if mine else None

    async def _computer_step(self, game_id: int) -> Report | None:
        row = await self.store.game(game_id)
        if row is None or row.status != "playing" or row.paused_at:
            return None
        state = self._state(row)
        mover = self.computer_mover(row, state)
        if mover is None:
            if row.computer_due:
                async with self.lock(row.channel_id):
                    return await self._commit(row, state, clock_key(state), [], [])
            return None
        decision, level, by = mover
        seed = row.id * 1_000_003 + row.version
        action = await self.thinker.choose(level, row.state, decision.player, seed)
        async with self.lock(row.channel_id):
            fresh = await self.store.game(game_id)
            if fresh is None or fresh.status != "playing" or fresh.paused_at:
                return None
            state = self._state(fresh)
            # The game may have changed meanwhile (a private sale answer, say): the move still
            # stands if the same decision is awaited and it is still legal.
            if self.computer_mover(fresh, state) != mover or action not in legal_actions(state, decision.player):
                return None
            before = clock_key(state)
            try:
                events = apply_action(state, decision.player, action)
            except RuleError:
                return None
            entries = [LogEntry(decision.player, action_to_dict(action), by, self.clock())]
            if not fresh.standin.endswith(f":{state.turn}"):
                fresh.standin = ""  # the stand-in's turn is over
            return await self._commit(fresh, state, before, events, entries)
