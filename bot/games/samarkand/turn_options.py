"""A seat's legal choices now, grouped as the turn panel, the console and the commands'
autocomplete offer them: open sale offers, the discard, marriages, and per family the spaces
for one camel and the legal pairs; and the order in which the panel lists (and the target
image numbers) the spaces."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from bot.engine import Board, Expand, GameState, Marry, SaleDecision, legal_actions, sale_unblocks


@dataclass(frozen=True)
class DiscardNeed:
    """How many cards the seat must (``least``) and may (``most``) discard now (R4.5)."""

    least: int
    most: int


@dataclass(frozen=True)
class TurnOptions:
    """Every legal choice of a seat now. ``active``: it is the seat's turn to move (no discard
    or game end in the way); ``singles``/``pairs``: per family, the spaces for one camel and
    the legal pairs for two; ``sale_unblocks``: the seat has no legal action, which selling
    would give it (its turn is passed if it waits, R3.2)."""

    turn: int
    active: bool
    offers: tuple[int, ...]
    discard: tuple[DiscardNeed, ...]
    marry: tuple[int, ...]
    singles: Mapping[int, tuple[int, ...]]
    pairs: Mapping[int, tuple[tuple[int, ...], ...]]
    sale_unblocks: bool = False


NONE = TurnOptions(turn=0, active=False, offers=(), discard=(), marry=(), singles={}, pairs={})  # no game here


def options_of(state: GameState, seat: int) -> TurnOptions:
    actions = legal_actions(state, seat)
    expansions = [a for a in actions if isinstance(a, Expand)]
    families = sorted({a.family for a in expansions})
    return TurnOptions(
        turn=state.turn,
        active=state.active == seat and not state.pending and not state.over,
        offers=tuple(sorted({a.card for a in actions if isinstance(a, SaleDecision)})),
        discard=tuple(DiscardNeed(d.least, d.most) for d in state.pending if d.kind == "discard" and d.player == seat),
        marry=tuple(sorted({a.family for a in actions if isinstance(a, Marry)})),
        singles={f: tuple(a.spaces[0] for a in expansions if a.family == f and len(a.spaces) == 1) for f in families},
        pairs={f: tuple(a.spaces for a in expansions if a.family == f and len(a.spaces) == 2) for f in families},
        sale_unblocks=sale_unblocks(state, seat),
    )


def first_spaces(board: Board, options: TurnOptions) -> list[tuple[int, int]]:
    """(family, space) for every space one camel may take now, in the panel's order: the
    numbers on the private target image follow it."""
    return [(family, space) for family, spaces in sorted(options.singles.items())
            for space in sorted(spaces, key=lambda s: board.spaces[s].label)]


def partners(options: TurnOptions, family: int, first: int) -> list[int]:
    """The spaces a second camel may take once the first stands on ``first`` (R5.3-R5.5)."""
    return sorted({b if a == first else a for a, b in options.pairs.get(family, ()) if first in (a, b)})


def second_spaces(board: Board, options: TurnOptions, family: int, first: int) -> list[int]:
    """The partners of ``first`` in the panel's (and the target image's) order."""
    return sorted(partners(options, family, first), key=lambda s: board.spaces[s].label)
