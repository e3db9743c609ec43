"""Computer moves as their own steps: each is thought out of the event loop's way, then
committed, logged and announced on its own, so no player's interaction ever waits for one
and a table of computers advances one move per step. The queue is durable: a game that
waits for a computer says so in its row (``computer_due``), so a restart picks it up."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bot.games.playing import Decision, Illegal, Thinker, Thinking
from bot.service.base import Report, Tables
from bot.service.seats import seat_names
from bot.store import By, GameRow, GameStatus, LogEntry


@dataclass(frozen=True)
class Owed:
    """A move a computer owes a game, as the driver queues it: for which kind of thinking
    (``search``: the search and expert levels; ``light``: greedy, random, or only clearing a stale flag), and the game's
    server, by which the queue takes turns (``bot.runtime.fair_gate``)."""

    thinking: Thinking
    server: str


class Computers:
    """The moves computers (and time-out stand-ins) owe, thought by ``thinker``."""

    def __init__(self, tables: Tables, thinker: Thinker | None = None) -> None:
        self.tables = tables
        self.thinker = thinker or tables.rules.inline_thinker()  # the bot sets its process pools (bot.runtime.app)

    async def computer_queue(self, game_id: int) -> Owed | None:
        """The move this game is owed, as it queues; None if no computer owes one."""
        row = await self.tables.store.game(game_id)
        if row is None or row.status is not GameStatus.PLAYING or row.paused_at or not row.computer_due:
            return None
        mover = self.tables.computer_mover(row, self.tables.state_of(row))
        return Owed(self.tables.rules.thinking(mover[1]) if mover else "light", row.guild_id)

    async def computer_step(self, game_id: int) -> Report | None:
        """Play the one move a computer (or a time-out stand-in) owes here; None if none, if another process is at it,
        or if the game moved on while it thought (it is tried again)."""
        async with self.tables.store.claimed("computer", self.tables.clock(), game_id) as mine:
            return await self._computer_step(game_id) if mine else None

    async def _computer_step(self, game_id: int) -> Report | None:
        row = await self.tables.store.game(game_id)
        if row is None or row.status is not GameStatus.PLAYING or row.paused_at:
            return None
        state = self.tables.state_of(row)
        mover = self.tables.computer_mover(row, state)
        if mover is None:
            if row.computer_due:
                async with self.tables.lock(row.channel_id):
                    return await self.tables.commit_notes(row, [])
            return None
        decision, level, by = mover
        rules = self.tables.rules
        seed = move_seed(row.id, rules.turn(state), decision)
        action = await self.thinker.choose(level, row.state, decision.seat, seed)
        async with self.tables.lock(row.channel_id):
            fresh = await self.tables.store.game(game_id)
            if fresh is None or fresh.status is not GameStatus.PLAYING or fresh.paused_at:
                return None
            state = self.tables.state_of(fresh)
            # The game may have changed meanwhile (a private sale answer, say): the move still
            # stands if the same decision is awaited and it is still legal.
            if self.tables.computer_mover(fresh, state) != mover or action not in rules.legal(state, decision.seat):
                return None
            before, turn = rules.clock_key(state), rules.turn(state)
            try:
                events = rules.apply(state, decision.seat, action, seat_names(fresh.seats))
            except Illegal:
                return None
            entries = [LogEntry(decision.seat, action, by, self.tables.clock())]
            if fresh.standin is not None and fresh.standin.turn != rules.turn(state):
                fresh.standin = None  # the stand-in's turn is over
            carries_on = by is By.STOOD_IN and rules.follows_move(decision) and await self._stood_in_move(fresh)
            report = await self.tables.commit(fresh, state, before, events, entries)
            if carries_on and fresh.seats[decision.seat].human:
                report.carried_on.append(fresh.seats[decision.seat].user)
            if by is By.COMPUTER and fresh.seats[decision.seat].timed_out == turn and rules.bound_to_turn(action):
                self.tables.told_taken_over(fresh, report, decision.seat, events)
                if rules.follows_move(decision):
                    report.carried_on.append(fresh.seats[decision.seat].user)
            return report

    async def _stood_in_move(self, row: GameRow) -> bool:
        """Whether the game's latest move (its log's last action bound to a turn) is a time-out stand-in's: before the
        decision that follows a move, it is that move, so the stand-in played the turn, not only what follows it."""
        log = await self.tables.store.log(row.id)
        moves = [entry for entry in log if self.tables.rules.bound_to_turn(entry.action)]
        return bool(moves) and moves[-1].by is By.STOOD_IN


def move_seed(game_id: int, turn: int, decision: Decision) -> int:
    """The computer's seed for this decision, from public facts only: the row's version counts private answers to
    sale offers, and whether anyone holds a card must not change a stand-in's public move (R6.5)."""
    return random.Random(f"{game_id}:{turn}:{decision.kind}:{decision.seat}").getrandbits(62)
