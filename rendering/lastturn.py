"""What the last turns did in public, as far as the public view does not keep it: the view
has ``last_placed`` but no marriage, and no record of which pairs met just now."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from bot.engine.events import CamelPlaced, Event, GameOver, Married, Meeting, Passed, Turn


@dataclass(frozen=True)
class LastTurn:
    """A completed turn: who played (``player``, a seat), the family married into or
    expanded, the spaces a camel went to, the pairs of families that met for the first
    time (active family first), and the seats that then passed automatically (R3.2)."""

    player: int | None = None
    married: int | None = None
    family: int | None = None
    placed: tuple[int, ...] = ()
    met: tuple[tuple[int, int], ...] = ()
    passed: tuple[int, ...] = ()

    @property
    def played(self) -> bool:
        """Whether the turn did anything to tell (a turn's opening alone does not)."""
        return self.married is not None or self.family is not None or bool(self.met or self.passed)

    @classmethod
    def from_events(cls, events: Iterable[Event], player: int | None = None) -> LastTurn:
        """The last of ``turns(events)``, so far if sale offers still hold it up (R6.5): pass every public event since
        the turn began (a marriage's precede its discard), and ``player`` if they do not begin with its TURN."""
        return turns(events, player)[-1]

    @classmethod
    def of(cls, player: int | None, events: Iterable[Event]) -> LastTurn:
        """The turn ``player`` played with ``events`` (from its TURN event, not included, on)."""
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


def turns(events: Iterable[Event], player: int | None = None) -> list[LastTurn]:
    """Every turn in a run of events, in order, never empty: the events are cut at each TURN
    and GAME_OVER; each part is the turn its TURN opened (``player``'s, before the first).
    A part a TURN or GAME_OVER closes is a completed turn; the part after the last TURN is
    one only when it holds events (a turn its sale offers still hold up, R6.5)."""
    public = [e for e in events if e.private_to is None]
    parts: list[tuple[int | None, list[Event]]] = [(player, [])]
    closed, over = 0, False
    for event in public:
        if isinstance(event, Turn | GameOver):
            closed, over = len(parts), isinstance(event, GameOver)
            parts.append((event.player if isinstance(event, Turn) else None, []))
        else:
            parts[-1][1].append(event)
    kept = parts[:max(closed, 1)] + [part for part in parts[max(closed, 1):] if part[1] and not over]
    return [LastTurn.of(who, part) for who, part in kept]


def since(events: Iterable[Event]) -> tuple[LastTurn, ...]:
    """The turns of ``events`` (since the last message) that did something, oldest first: a chain of computer
    moves ends in one message, whose image covers every move of it."""
    every = turns(events)
    return tuple(turn for turn in every if turn.played) or (every[-1],)
