"""A game's public history, rebuilt from its seed and action log: the public view after
every completed turn, for the replay and for ``/board turn:N``. Nothing secret leaves
here: each position is ``view(state)`` with no seat (R10)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import NamedTuple

from bot.engine import RULES_SETUP, Action, Event, Kind, Setup, apply_action, view
from bot.engine.view import PublicView
from rendering.lastturn import LastTurn

_ENDS = (Kind.TURN, Kind.GAME_OVER)


class Snapshot(NamedTuple):
    """The position after turn ``turn`` (0: before anyone played), as everyone saw it."""

    turn: int
    public: PublicView
    last_turn: LastTurn | None


def public_history(names: list[str], seed: int, log: Iterable[tuple[int, Action]], setup: Setup = RULES_SETUP,
                   seated: bool = False, heard: list[Event] | None = None) -> Iterator[Snapshot]:
    """The opening position, then one snapshot per completed turn, in order.

    A turn is complete when the engine announces the next one (or the end): a marriage ends with its discard.
    Turns passed automatically (R3.2) get no snapshot; the turn before names them. ``setup`` must be the game's
    own, as for ``bot.engine.replay``; ``seated``: the names are a started game's seats in playing order
    (``new_game``). ``heard``, if given, gets every event, secret ones too (the caller filters them), so that one
    replay gives both the positions and the log."""
    heard = [] if heard is None else heard
    state, events = setup.start(names, seed, seated)
    heard += events
    yield Snapshot(0, view(state), None)
    turn_events = list(events)
    for seat, action in log:
        number = state.turn
        new = apply_action(state, seat, action)
        turn_events += new
        heard += new
        if any(e.kind in _ENDS for e in new):
            yield Snapshot(number, view(state), LastTurn.from_events(turn_events, seat))
            last_end = max(i for i, e in enumerate(turn_events) if e.kind in _ENDS)
            turn_events = turn_events[last_end:]


def snapshot_at(names: list[str], seed: int, log: Iterable[tuple[int, Action]], turn: int,
                setup: Setup = RULES_SETUP) -> Snapshot:
    """The position after turn ``turn`` (or the latest before it, if it was passed);
    a turn past the last one gives the position now."""
    return position_at(public_history(names, seed, log, setup), turn)


def position_at(history: Iterable[Snapshot], turn: int) -> Snapshot:
    """Of a game's snapshots in order, the one after turn ``turn`` (or the latest before
    it); the opening position for turn 0."""
    found = None
    for snapshot in history:
        if snapshot.turn > turn:
            break
        found = snapshot
    assert found is not None  # the opening position has turn 0
    return found


def turn_after(snapshot: Snapshot, asked: int) -> int:
    """The turn the answer and the image's title and name say the position follows: the one asked for (a turn
    passed automatically leaves the position as it was), or the last played if it has not been yet. A whole
    number, however the option arrived."""
    return int(asked) if asked < snapshot.public.turn else snapshot.turn
