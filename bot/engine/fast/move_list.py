"""The legal moves of a playout state, in the reference engine's order
(``bot.engine.legal_actions``), counted without being built: a playout builds only the move
it picks."""

from __future__ import annotations

from functools import lru_cache
from math import comb

from bot.engine.actions import Action, Discard, Expand, Marry, SaleDecision
from bot.engine.fast.flat import FastState, Open, Route


class Moves:
    """One seat's legal moves now: ``total`` of them, ``at(i)`` builds the i-th.

    The order is the reference's: the seat's sale offers and open decisions (each sale two
    moves, each discard every choice of cards, in ``itertools.combinations`` order), its
    marriages, then per family it holds its single camels (frontier in index order) and, when
    two may go, for each frontier space ``a`` the pairs with a later frontier space and then
    with a free space next to ``a`` beyond the frontier. Only counts are kept: a discard of
    three from eight cards is 56 moves, and a playout builds one."""

    __slots__ = ("decided", "hand", "marriages", "opens", "routes", "total")

    def __init__(self, hand: tuple[int, ...], opens: list[tuple[Open, int]], decided: int,
                 marriages: tuple[int, ...], routes: list[tuple[int, Route, bool]], total: int) -> None:
        self.hand, self.opens, self.decided = hand, opens, decided
        self.marriages, self.routes, self.total = marriages, routes, total

    def at(self, i: int) -> Action:
        if i < self.decided:
            return self._decision(i)
        family, spaces = self.turn_move(i)
        return Expand(family, spaces) if spaces else Marry(family)

    def turn_move(self, i: int) -> tuple[int, tuple[int, ...]]:
        """The i-th move, a marriage or an expansion (not an answer to a decision), as its
        family and the spaces its camels take (none: a marriage into the family), without
        building the action: a rollout judges five moves a turn and plays one."""
        i -= self.decided
        if i < len(self.marriages):
            return self.marriages[i], ()
        i -= len(self.marriages)
        for family, (reach, outs, count), pairs in self.routes:
            k = len(reach)
            if i < k:
                return family, (reach[i],)
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
                    return family, (reach[ai], reach[ai + 1 + i])
                i -= later
                if i < len(out):
                    return family, (reach[ai], sorted(out)[i])
                i -= len(out)
        raise IndexError("no such move")

    def _decision(self, i: int) -> Action:
        for d, count in self.opens:
            if i >= count:
                i -= count
            elif d.kind == "sale":
                return SaleDecision(d.card, i == 0)
            else:
                for size in range(d.least, d.most + 1):
                    ways = comb(len(self.hand), size)
                    if i < ways:
                        return Discard(_combination(self.hand, size, i))
                    i -= ways
        raise IndexError("no such move")

    def all(self) -> list[Action]:
        return [self.at(i) for i in range(self.total)]


def moves(s: FastState, seat: int) -> Moves:
    """The seat's legal moves (``legal_actions``); none once the game is over."""
    hand = s.hands[seat]
    if s.over:
        return Moves(hand, [], 0, (), [], 0)
    opens = _opens(s.offers, hand, seat) if s.offers else []
    if s.pending:
        opens += _opens(s.pending, hand, seat)
    decided = sum([count for _, count in opens]) if opens else 0
    if s.pending or seat != s.active:
        return Moves(hand, opens, decided, (), [], decided)
    tiles, left, treasury, cached = s.tiles[seat], s.camels_left, s.treasury, s.routes
    cost = s.tables.second_camel_cost
    married = marriages(s, seat)
    total = decided + len(married)
    routes = []
    for family in _distinct(tiles) if len(tiles) > 1 else tiles:
        if left[family] == 0:
            continue
        pairs = left[family] >= 2 and treasury[family] >= cost
        route = cached[family]
        if route is None or (pairs and route.outs is None):
            route = cached[family] = _list_route(s, family, pairs)
        total += len(route.reach) + route.pairs if pairs else len(route.reach)
        routes.append((family, route, pairs))
    return Moves(hand, opens, decided, married, routes, total)


def marriages(s: FastState, seat: int) -> tuple[int, ...]:
    """The families the seat may marry into now (R4.1-R4.3)."""
    money, t = s.money[seat], s.tables
    # Money beyond the dearest portion buys no more: capped, the remembered answers serve more turns.
    return _marriages(money if money < t.dearest else t.dearest, s.tiles[seat], s.tiles_left, t.portion,
                      len(s.names) == 2)


@lru_cache(maxsize=1 << 14)
def _marriages(money: int, tiles: tuple[int, ...], left: tuple[int, ...], portion: tuple[int, ...],
               second: bool) -> tuple[int, ...]:
    """``marriages``, remembered: the same few inputs recur every turn, and listing them was a quarter of ``moves``."""
    return tuple(f for f in range(len(portion)) if left[f] > 0 and money >= portion[f] and (second or f not in tiles))


@lru_cache(maxsize=1 << 10)
def _distinct(tiles: tuple[int, ...]) -> tuple[int, ...]:
    """The seat's families, each once (two players may marry a family twice)."""
    return tuple(sorted(set(tiles)))


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


def _opens(opens: tuple[Open, ...], hand: tuple[int, ...], seat: int) -> list[tuple[Open, int]]:
    """The seat's open decisions, each with how many moves answer it."""
    out = []
    for d in opens:
        if d.player == seat:
            count = 2 if d.kind == "sale" else sum(comb(len(hand), size) for size in range(d.least, d.most + 1))
            out.append((d, count))
    return out


def _combination(items: tuple[int, ...], size: int, rank: int) -> tuple[int, ...]:
    """The ``rank``-th of ``combinations(items, size)``, without listing those before it."""
    out: list[int] = []
    start = 0
    while size:
        for j in range(start, len(items)):
            ways = comb(len(items) - j - 1, size - 1)
            if rank < ways:
                out.append(items[j])
                start, size = j + 1, size - 1
                break
            rank -= ways
    return tuple(out)


def can_take_turn(s: FastState, seat: int) -> bool:
    """``bot.engine.can_take_turn``: any marriage, or a family of the seat that can move."""
    left, frontier = s.camels_left, s.frontier
    for f in s.tiles[seat]:
        if left[f] and frontier[f]:
            return True
    return bool(marriages(s, seat))
