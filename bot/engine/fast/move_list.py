"""The legal moves of a playout state, in the reference engine's order
(``bot.engine.legal_actions``), counted without being built: a playout builds only the move
it picks."""

from __future__ import annotations

from itertools import combinations

from bot.engine.actions import Action, Discard, Expand, Marry, SaleDecision
from bot.engine.fast.flat import FastState, Open, Route


class Moves:
    """One seat's legal moves now: ``total`` of them, ``at(i)`` builds the i-th.

    The order is the reference's: the seat's sale offers and open decisions (built at once:
    there are few), its marriages, then per family it holds its single camels (frontier in
    index order) and, when two may go, for each frontier space ``a`` the pairs with a later
    frontier space and then with a free space next to ``a`` beyond the frontier."""

    __slots__ = ("decisions", "marriages", "routes", "total")

    def __init__(self, decisions: list[Action], marriages: list[int], routes: list[tuple[int, Route, bool]],
                 total: int) -> None:
        self.decisions, self.marriages, self.routes, self.total = decisions, marriages, routes, total

    def at(self, i: int) -> Action:
        if i < len(self.decisions):
            return self.decisions[i]
        i -= len(self.decisions)
        if i < len(self.marriages):
            return Marry(self.marriages[i])
        i -= len(self.marriages)
        for family, (reach, outs, count), pairs in self.routes:
            k = len(reach)
            if i < k:
                return Expand(family, (reach[i],))
            i -= k
            if not pairs:
                continue
            if i >= count:
                i -= count
                continue
            assert outs is not None
            for ai, out in enumerate(outs):
                later = k - 1 - ai
                if i < later:
                    return Expand(family, (reach[ai], reach[ai + 1 + i]))
                i -= later
                if i < len(out):
                    return Expand(family, (reach[ai], sorted(out)[i]))
                i -= len(out)
        raise IndexError("no such move")

    def all(self) -> list[Action]:
        return [self.at(i) for i in range(self.total)]


def moves(s: FastState, seat: int) -> Moves:
    """The seat's legal moves (``legal_actions``); none once the game is over."""
    if s.over:
        return Moves([], [], [], 0)
    decisions = _decision_moves(s, s.offers, seat) if s.offers else []
    if s.pending:
        decisions += _decision_moves(s, s.pending, seat)
        return Moves(decisions, [], [], len(decisions))
    if seat != s.active:
        return Moves(decisions, [], [], len(decisions))
    tiles, left, treasury, cached = s.tiles[seat], s.camels_left, s.treasury, s.routes
    cost = s.tables.second_camel_cost
    married = marriages(s, seat)
    total = len(decisions) + len(married)
    routes = []
    for family in sorted(set(tiles)) if len(tiles) > 1 else tiles:
        if left[family] == 0:
            continue
        pairs = left[family] >= 2 and treasury[family] >= cost
        route = cached[family]
        if route is None or (pairs and route.outs is None):
            route = cached[family] = _list_route(s, family, pairs)
        total += len(route.reach) + route.pairs if pairs else len(route.reach)
        routes.append((family, route, pairs))
    return Moves(decisions, married, routes, total)


def marriages(s: FastState, seat: int) -> list[int]:
    """The families the seat may marry into now (R4.1-R4.3)."""
    money, tiles, left, portion = s.money[seat], s.tiles[seat], s.tiles_left, s.tables.portion
    second = len(s.names) == 2
    return [f for f in range(s.tables.families)
            if left[f] > 0 and money >= portion[f] and (second or f not in tiles)]


def _list_route(s: FastState, family: int, pairs: bool) -> Route:
    frontier = s.frontier[family]
    reach = sorted(frontier)
    if not pairs:
        return Route(reach, None, 0)
    near = s.tables.near
    closed = frontier | s.where[family] | s.full
    outs = [near[a] - closed for a in reach]
    k = len(reach)
    return Route(reach, outs, k * (k - 1) // 2 + sum(map(len, outs)))


def _decision_moves(s: FastState, opens: tuple[Open, ...], seat: int) -> list[Action]:
    out: list[Action] = []
    for d in opens:
        if d.player != seat:
            continue
        if d.kind == "sale":
            out += [SaleDecision(d.card, True), SaleDecision(d.card, False)]
        else:
            hand = s.hands[seat]
            for size in range(d.least, d.most + 1):
                out.extend(Discard(cards) for cards in combinations(hand, size))
    return out


def can_take_turn(s: FastState, seat: int) -> bool:
    """``bot.engine.can_take_turn``: any marriage, or a family of the seat that can move."""
    left, frontier, tiles = s.camels_left, s.frontier, s.tiles[seat]
    if any(left[f] > 0 and frontier[f] for f in tiles):
        return True
    money, tiles_left, portion = s.money[seat], s.tiles_left, s.tables.portion
    second = len(s.names) == 2
    return any(tiles_left[f] > 0 and money >= portion[f] and (second or f not in tiles)
               for f in range(s.tables.families))
