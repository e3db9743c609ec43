"""Who sits at a table, as every part of the service asks it: the seats' names, and the people
a game visibly waits for. Each is answered here once, so that a reminder, a turn message, a
report's mentions, ``/games`` and the clock's next moment never disagree about who is awaited."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import Any, Protocol

from bot.games.playing import Rules
from bot.store import By, GameRow, LogEntry, StandIn, UserId
from bot.store.notes import FinishedByComputers, HintsTaken, HostPassed, Note, Replaced, TimedOut


class Named(Protocol):
    @property
    def name(self) -> str: ...


def next_host(row: GameRow) -> UserId:
    """Who hosts a game whose host left the server or was forgotten: the person of the
    ``heir``'s seat ("" if none is left: then only a server admin may act as host)."""
    seat = heir(row)
    return UserId("") if seat is None else row.seats[seat].user


def heir(row: GameRow) -> int | None:
    """The seat whose person hosts after the host: the first still playing their own seat."""
    return next((n for n, seat in enumerate(row.seats) if seat.human and not seat.left and not seat.forgotten), None)


def pass_host(row: GameRow, user: str) -> list[Note]:
    """A host who no longer plays (gone from the server, or their seat handed to a computer
    for good) would stay the only one, bar a server admin, who may /pause, /replace or /abort:
    the host's part passes to the next person seated, and the table is told whom to ask now."""
    if row.host_id != user:
        return []
    row.host_id = next_host(row)
    seat = heir(row)
    return [] if seat is None else [HostPassed(seat)]


def host_goes_with(row: GameRow, seat: int) -> list[Note]:
    """A seat a time-out under ``replace`` just handed to a computer for good: if its person
    hosted, the host's part passes on (``pass_host``), but only to a person still playing;
    with none left (one person against computers) the host keeps it, and may still /abort."""
    if row.seats[seat].human or heir(row) is None:
        return []
    return pass_host(row, row.seats[seat].user)


def hand_over(row: GameRow, turn: int, seat: int) -> TimedOut:
    """The policy for a late (or departed) player's decision; the move itself is then a
    computer step of its own."""
    level = row.settings.standin
    if row.seats[seat].left:
        row.seats[seat] = replace(row.seats[seat], kind=level)
        return TimedOut(seat, "replace", True)
    if row.settings.timeout == "replace":  # the turn is kept: its person hears what the computer played then
        row.seats[seat] = replace(row.seats[seat], kind=level, timed_out=turn)
        return TimedOut(seat, "replace")
    row.standin = StandIn(seat, turn)
    return TimedOut(seat, "standin")


def departed_reached(row: GameRow, rules: Rules, state: Any) -> list[Note]:
    """The turn reached a seat whose person was found gone from the server while it waited for
    others (a refusal asked about the host: ``Clock.player_left``): a computer takes the seat
    now, in the change that brought the turn to it, as it would have had the seat been awaited
    then; nobody pings a person who is gone, nor waits a reminder's time for them."""
    notes: list[Note] = []
    for decision in rules.awaiting(state):
        seat = decision.seat
        if (row.seats[seat].human and row.seats[seat].left and not decision.secret
                and row.standin != StandIn(seat, rules.turn(state))):
            notes += [hand_over(row, rules.turn(state), seat), *host_goes_with(row, seat)]
    return notes


def finished_by_computers(row: GameRow) -> list[Note]:
    """At the end, the people's seats a computer finished for good, if any: the result names
    them by their person's name, and the table should know that it is not their play."""
    taken = tuple(seat for seat, entry in enumerate(row.seats) if entry.taken_over)
    return [FinishedByComputers(taken)] if taken else []


def end_notes(row: GameRow, rules: Rules) -> list[Note]:
    """What the end tells the table beside its result: the people's seats computers finished, then the game's
    closing notes (``Rules.closing_notes``, from the settings alone), whose hints tally learns the lobby's computer
    seats, to name people only."""
    computers = tuple(seat for seat, entry in enumerate(row.seats) if entry.computer_number is not None)
    return [*finished_by_computers(row), *(replace(note, computers=computers) if isinstance(note, HintsTaken) else note
                                           for note in rules.closing_notes(row.settings))]


def seat_names(seats: Iterable[Named]) -> list[str]:
    """The players' names in seat order: the engine's player names, by which every line of
    news names a seat."""
    return [seat.name for seat in seats]


def name_of(row: GameRow, user: str) -> str:
    """The name the table sees of ``user``'s seat (one they hold: an awaited person's)."""
    return next(seat.name for seat in row.seats if seat.user == user)


def awaited_seats(row: GameRow, rules: Rules, state: Any, *, without_stand_in: bool = False,
                  without_departed: bool = False) -> list[int]:
    """The people's seats the game visibly waits for (its turn, a discard), never a sale offer's holder (R6.5);
    without a time-out stand-in's seat (its clock ran out already) or departed players' seats, if asked."""
    return [seat for seat in rules.visibly_awaited(state) if row.seats[seat].human
            and not (without_stand_in and row.standin == StandIn(seat, rules.turn(state)))
            and not (without_departed and row.seats[seat].left)]


def awaited_people(row: GameRow, rules: Rules, state: Any, *, without_stand_in: bool = False,
                   without_departed: bool = False) -> list[UserId]:
    """The users of ``awaited_seats``, in the same order: whom a turn message or a reminder pings."""
    return [row.seats[seat].user for seat in awaited_seats(row, rules, state, without_stand_in=without_stand_in,
                                                           without_departed=without_departed)]


def played_for(row: GameRow, entry: LogEntry, turn: int, said: set[tuple[int, int | None]]) -> list[Note]:
    """The note /log gives before a move a computer made in a person's seat, which the action
    log alone would name as the person's: a time-out's stand-in (once a turn), a computer that
    took the seat for good (once). ``said`` collects what was said. For moves bound to the turn
    only: a line before a secret decision's answer would show when it came (R6.5)."""
    seat = row.seats[entry.seat]
    if entry.by is By.STOOD_IN and (entry.seat, turn) not in said:
        said.add((entry.seat, turn))
        return [TimedOut(entry.seat, "standin")]
    if entry.by is By.COMPUTER and seat.taken_over and not seat.human and (entry.seat, None) not in said:
        said.add((entry.seat, None))
        return [Replaced(entry.seat, seat.kind)]
    return []
