"""Which families could still bring a camel to a space, and which tiles a seat could still
hold: the facts behind a card's "at best" figure.

Judged on the board as it stands. Later camels only fill spaces and later turns only take
tiles, so what is impossible now stays impossible: the answers may be generous (money, the
deck and the end of the game are not counted), never too strict."""

from __future__ import annotations

from bot.engine.state import GameState


def camels_needed(state: GameState, space: int) -> dict[int, int]:
    """For each family that could put a camel on ``space``, the fewest camels it must place
    to do so (the last one on ``space``), by a path of spaces that can still take a camel.

    One search from ``space`` serves every family: a space with room is open to any family
    not already on it, and a family's nearest route is never beyond a space holding its own
    camel (the search would have stopped one step earlier)."""
    capacity = state.board.rules.space_capacity
    if len(state.occupants(space)) >= capacity:
        return {}
    neighbours = state.board.neighbours
    needed: dict[int, int] = {}
    depth = {space: 1}
    frontier = [space]
    while frontier:
        following = []
        for here in frontier:
            for near in neighbours[here]:
                for family in state.occupants(near):
                    needed.setdefault(family, depth[here])
                if near not in depth and len(state.occupants(near)) < capacity:
                    depth[near] = depth[here] + 1
                    following.append(near)
        frontier = following
    for family in state.occupants(space):
        needed.pop(family, None)
    return needed


def can_expand_later(state: GameState, family: int) -> bool:
    """Someone holds a tile of ``family`` or may still marry into it (R5.1)."""
    return state.tiles_left[family] > 0 or any(family in p.tiles for p in state.players)


def could_hold(state: GameState, seat: int, family: int) -> bool:
    """The seat holds a tile of ``family`` or may still take one: a tile in its domain
    (R4.1; with 3-5 players one tile per family, R4.2, so a holder already counts), or with
    2 players a tile in the bag that would return to the domain, since someone married into
    the family (R4.6)."""
    if family in state.players[seat].tiles or state.tiles_left[family] > 0:
        return True
    married = any(family in p.tiles for p in state.players)
    return len(state.players) == 2 and family in state.bag and married


def arrivals(state: GameState, space: int) -> list[int]:
    """The families that could still put a camel on ``space``: someone may expand them, they
    have enough camels left in their domain, and a path of open spaces leads there."""
    return sorted(family for family, count in camels_needed(state, space).items()
                  if count <= state.camels_left[family] and can_expand_later(state, family))
