"""A player's tables in a server, for ``/games``: the platform's, for any game (it asks the game's ``Rules`` whom it
waits for and which turn it is in)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.games.playing import Rules
from bot.service.base import Tables
from bot.service.seats import awaited_seats
from bot.store import GameRow, GameStatus


@dataclass(frozen=True)
class Seated:
    """One game a player sits in, for /games."""

    game_id: int
    channel_id: str
    status: GameStatus
    waits_for_you: bool
    since: float
    turn: int
    turn_message: str
    taken_on: int = 0  # the turn since which a computer plays the seat, their time having run out (``timeout replace``)
    paused: bool = False  # the game's clock stands still (the host's /pause, or a channel the bot cannot post in)


class SeatedGames:
    def __init__(self, tables: Tables) -> None:
        self.tables = tables

    async def games_of(self, guild: str, user: str) -> list[Seated]:
        """Every live game in the server in which the user sits (a seat a computer took
        over is no longer theirs, but for one a time-out under ``replace`` gave it: their name
        stays on it, so it is listed as the computer's since that turn): those waiting for
        them first, oldest wait first. A game waits for them where it visibly waits for their
        seat (a turn, a discard) or the seat owes it any decision, a secret one too (a sale offer):
        the list is theirs alone."""
        found, rules = [], self.tables.rules
        for row in await self.tables.store.games_in_guild(guild):
            seat = self.tables.held_by(row, user)
            taken = timed_out_on(row, user) if seat is None and row.status is GameStatus.PLAYING else 0
            if seat is None and not taken:
                continue
            waits, turn, paused = False, 0, False
            if row.status is GameStatus.PLAYING:
                paused = row.host_paused or row.pause_reason is not None
                state = self.tables.state_of(row)
                waits = seat is not None and (seat in awaited_seats(row, rules, state)
                                              or owes_a_decision(rules, state, seat))
                turn = rules.turn(state)
            found.append(Seated(row.id, row.channel_id, row.status, waits, row.waiting_since, turn,
                                row.posted_turn_message, taken, paused))
        return sorted(found, key=lambda g: (not g.waits_for_you, g.since))


def owes_a_decision(rules: Rules, state: Any, seat: int) -> bool:
    """Whether the seat owes the game any decision now, held-up or secret (its turn, a discard, a sale offer)."""
    return any(decision.seat == seat for decision in [*rules.awaiting(state), *rules.secret_decisions(state)])


def timed_out_on(row: GameRow, user: str) -> int:
    """The turn on which a time-out under ``replace`` gave the user's seat to a computer (0: none did)."""
    return next((seat.timed_out for seat in row.seats if seat.user == user and not seat.human), 0)
