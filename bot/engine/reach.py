"""Which families could still bring a camel to a space, and which tiles a seat could still
hold: the facts behind a card's "at best" figure.

Judged on the board as it stands. Later camels only fill spaces and later turns only take
tiles, so what is impossible now stays impossible: the answers may be generous (money, the
deck and the end of the game are not counted), never too strict."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from bot.engine.board import Board
from bot.engine.state import GameState, occupants_of


@dataclass(frozen=True, slots=True)
class Reach:
    """Which families could put a camel on each space, and with how few camels: the board
    searched once (``reach_of``), then asked of each card of a hand."""

    # by space: (camels, the families first reached with that many, as bits)
    found: tuple[tuple[tuple[int, int], ...], ...]
    on: tuple[int, ...]  # by space: the families already there, as bits

    def camels_needed(self, space: int) -> dict[int, int]:
        """Per family that could reach ``space``, the fewest camels it must place (the last on it) by an open path."""
        return {f: camels for camels, bits in self.found[space] for f in families_in(bits & ~self.on[space])}


def reach_of(state: GameState) -> Reach:
    """The board's reach, which its camels alone decide: kept for the latest positions, since
    every seat's view of one position (each turn message, panel and private page) asks it."""
    return _reach(state.board, tuple(state.camels))


@lru_cache(maxsize=256)
def _reach(board: Board, camels: tuple[int, ...]) -> Reach:
    """One pass over the whole board for every space and family, so a hand's cards, whatever
    their number, cost one search. A family's reach spreads out from the open spaces beside its
    camels, one open space a step: after ``k`` steps, the spaces it reached are those it needs
    ``k`` camels for. A space with room is open to any family not already on it."""
    capacity = board.rules.space_capacity
    held = [occupants_of(camels, s) for s in range(len(board.spaces))]
    on = tuple(sum(1 << f for f in families) for families in held)
    is_open = [len(families) < capacity for families in held]
    reached = [0] * len(held)
    for s, neighbours in enumerate(board.neighbours):
        if is_open[s]:
            for n in neighbours:
                reached[s] |= on[n]
    found: tuple[list[tuple[int, int]], ...] = tuple([] for _ in held)  # made whole here, then kept as tuples
    steps, fresh = 1, {s: bits for s, bits in enumerate(reached) if bits}
    while fresh:
        spread: dict[int, int] = {}
        for s, bits in fresh.items():
            found[s].append((steps, bits))
            for n in board.neighbours[s]:
                new = bits & ~reached[n]
                if new and is_open[n]:
                    spread[n] = spread.get(n, 0) | new
        for n, bits in spread.items():
            reached[n] |= bits
        steps, fresh = steps + 1, spread
    return Reach(tuple(map(tuple, found)), on)


def families_in(bits: int) -> list[int]:
    """The families whose bits are set in ``bits``, lowest first."""
    return [f for f in range(bits.bit_length()) if bits >> f & 1]


def can_expand_later(state: GameState, family: int) -> bool:
    """Someone holds a tile of ``family`` or may still marry into it (R5.1)."""
    return state.tiles_left[family] > 0 or any(family in p.tiles for p in state.players)


def could_hold(state: GameState, seat: int, family: int) -> bool:
    """The seat holds a tile of ``family`` or may still take one: in its domain (R4.1; 3-5 players: one a family,
    R4.2, so a holder counts), or with 2 players in the bag, to return to the domain as someone married in (R4.6)."""
    if family in state.players[seat].tiles or state.tiles_left[family] > 0:
        return True
    return len(state.players) == 2 and family in state.bag and any(family in p.tiles for p in state.players)


def arrivals(state: GameState, reach: Reach, space: int) -> list[int]:
    """The families that could still put a camel on ``space`` (``reach``: the board's, searched once): someone may
    expand them, they have the camels left, and a path of open spaces leads there."""
    return sorted(family for family, count in reach.camels_needed(space).items()
                  if count <= state.camels_left[family] and can_expand_later(state, family))
