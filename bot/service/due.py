"""When a game in play next needs the clock's pass: the earliest moment a reminder or time-out can fall due,
kept in the row (``due_at``, indexed) so that a pass reads the games that are due, not every game.

A command computes it without the players' vacations (it reads no settings): they only put a moment later, so
it is never late. The pass that then finds nothing to send computes it with them, and if something is held back
(quiet hours), looks again when the hold ends."""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from typing import Any

from bot.games.playing import Decision, Rules
from bot.service.counting import HOUR, Span, moment_when
from bot.service.seats import awaited_seats
from bot.store import GameRow, GameStatus, OfferKey, StandIn

NEVER = 1e18  # no reminder and no time-out ahead: a computer's move, or nothing awaited
RECHECK = 0.25 * HOUR  # something due, not sent and held by nobody's quiet hours: looked at again this much later


def stood_still(row: GameRow, vacations: Iterable[Span]) -> list[Span]:
    """The spans in which a player's clocks in this game stood still: the game's (pauses,
    downtime, outages, a shortened turn_hours; a pause under way runs on) and the player's
    own ``vacations``."""
    under_way = [(row.paused_at, math.inf)] if row.paused_at else []
    return [*row.stopped, *row.shortened, *under_way, *vacations]


def earliest_open(row: GameRow) -> float:
    """When the earliest decision under way began to wait (the turn's or a sale offer's): no
    clock counts from before it, so a stand-still span that ends before it is past."""
    return min([row.waiting_since, *(times[0] for times in row.offer_clocks.values() if times[0])])


def table_waits_on(rules: Rules, state: Any) -> set[Decision]:
    """The secret decisions the whole table waits for (``sales: at once``, the last turn's): no vacation stretches
    their time, which would show who holds the card (R6.5); their reminders still wait for the holder's return."""
    return {decision for decision in rules.awaiting(state) if decision.secret}


def time_limit(row: GameRow) -> float:
    return float(row.settings.turn_hours) * HOUR


def next_due(row: GameRow, rules: Rules, state: Any, vacations: Mapping[str, Iterable[Span]] | None = None) -> float:
    """The earliest moment the pass may have to remind or time out someone in this game."""
    return min(due_moments(row, rules, state, vacations), default=NEVER)


def due_moments(row: GameRow, rules: Rules, state: Any,
                vacations: Mapping[str, Iterable[Span]] | None = None) -> list[float]:
    """Every moment a reminder or a time-out of this game falls due (each seat's, each offer's),
    unordered: a pass that holds a reminder back (quiet hours) still looks again at the next
    time-out, which no quiet hours hold."""
    if row.status is not GameStatus.PLAYING or rules.over(state):
        return []
    away = vacations or {}
    limit, every = time_limit(row), float(row.settings.reminder_hours) * HOUR
    moments: list[float] = []

    def stood_in(seat: int) -> bool:  # a stand-in plays this decision: its time is up already
        return row.standin == StandIn(seat, rules.turn(state))

    def clock_of(seat: int, opened: float, reminded: float, holds_table: bool = False) -> None:
        """``holds_table``: one of ``table_waits_on``."""
        stood = stood_still(row, away.get(row.seats[seat].user, ()))
        moments.extend((moment_when(opened, limit, stood_still(row, ()) if holds_table else stood),
                        moment_when(max(opened, reminded), every, stood)))

    for decision in rules.awaiting(state):  # a turn or a discard (or a computer's, which has no clock)
        if row.seats[decision.seat].human and not decision.secret and not stood_in(decision.seat):
            clock_of(decision.seat, row.waiting_since, row.reminded_at)
    for seat in awaited_seats(row, rules, state, without_stand_in=True):  # who the public reminder names
        clock_of(seat, row.waiting_since, row.reminded_at)
    holding = table_waits_on(rules, state)
    for secret in rules.secret_decisions(state):
        if row.seats[secret.seat].human:
            opened, reminded = row.offer_clocks.get(OfferKey(secret.seat, secret.item), [row.waiting_since, 0.0])
            clock_of(secret.seat, opened, reminded, secret in holding)
    return [m for m in moments if math.isfinite(m)]
