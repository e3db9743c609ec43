"""What the last turn did in public, as far as the public view does not keep it: the view
has ``last_placed`` but no marriage, and no record of which pairs met just now."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from bot.engine.events import CamelPlaced, Event, GameOver, Married, Meeting, Passed, Turn


@dataclass(frozen=True)
class LastTurn:
    """The last completed turn: who played (``player``, a seat), the family married into or
    expanded, the spaces a camel went to, the pairs of families that met for the first
    time (active family first), and the seats that then passed automatically (R3.2)."""

    player: int | None = None
    married: int | None = None
    family: int | None = None
    placed: tuple[int, ...] = ()
    met: tuple[tuple[int, int], ...] = ()
    passed: tuple[int, ...] = ()

    @classmethod
    def from_events(cls, events: Iterable[Event], player: int | None = None) -> LastTurn:
        """Read the last completed turn from a run of events (private ones are ignored):
        the events from the last-but-one TURN event up to the last TURN or GAME_OVER; or,
        when events follow the last TURN (a turn whose last sale offers still hold up its
        end, R6.5), that turn so far. Pass every public event since the turn began (a
        marriage's events come before the discard that ends its turn), and ``player`` if
        they do not begin with its TURN."""
        events = [e for e in events if e.private_to is None]
        ends = [i for i, e in enumerate(events) if isinstance(e, Turn | GameOver)]
        if ends and ends[-1] < len(events) - 1 and isinstance(events[ends[-1]], Turn):
            ends.append(len(events))
        if len(ends) > 1 and isinstance(opening := events[ends[-2]], Turn):
            player = opening.player
        if ends:
            events = events[ends[-2] + 1 if len(ends) > 1 else 0:ends[-1]]
        married: int | None = None
        family: int | None = None
        placed: list[int] = []
        met: list[tuple[int, int]] = []
        passed: list[int] = []
        for event in events:
            match event:
                case Married():
                    player, married = event.player, event.family
                case CamelPlaced():
                    family = event.family
                    placed.append(event.space)
                case Meeting(active=active, inactive=inactive):
                    met.append((active, inactive))
                case Passed(player=seat):
                    passed.append(seat)
        return cls(player, married, family, tuple(placed), tuple(met), tuple(passed))
