"""The playout state: the whole game in flat mutable lists, plus what the reference engine
recomputes on every question and this one keeps up to date as camels land (each family's
frontier). Built from a ``GameState`` and turned back into one, so that the differential
test can compare the two engines state for state."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from bot.engine.board import LAND, Board
from bot.engine.state import EMPTY, Decision, GameState, Player, RulesVersion

NO_GOOD = 0  # goods are numbered from 1


class Open(NamedTuple):
    """A decision that holds the game up or a private sale offer, immutable so that copying
    the state copies only the lists holding them (``Decision``'s fields, same meaning)."""

    kind: str
    player: int
    card: int = 0
    least: int = 0
    most: int = 0
    drawn: tuple[int, ...] = ()
    turn: int = 0


class Route(NamedTuple):
    """A family's expansions, listed once and kept while no camel changes them: its frontier
    in index order and, when two camels may go, for each frontier space ``a`` the free spaces
    next to ``a`` beyond the frontier (``outs``) and the number of pairs (``pairs``)."""

    reach: list[int]
    outs: list[frozenset[int]] | None
    pairs: int


@dataclass(frozen=True, slots=True)
class Tables:
    """The board's facts a playout reads, as plain tuples indexed by space or family."""

    board: Board
    neighbours: tuple[tuple[int, ...], ...]
    near: tuple[frozenset[int], ...]  # the neighbours again, as sets
    around: tuple[frozenset[int], ...]  # the neighbours and the space itself
    good_at: tuple[int, ...]       # per space: its good, or NO_GOOD
    land: tuple[bool, ...]         # per space
    good_space: tuple[int, ...]    # per good number (index 0 unused): its space
    portion: tuple[int, ...]       # per family
    dearest: int                   # the highest portion
    families: int
    hand_limit: int
    draws: int
    second_camel_cost: int
    sale_price: int
    bonus_active: int
    bonus_inactive: int
    markers: int
    own_points: int
    other_points: int


@lru_cache(maxsize=64)
def tables(board: Board, players: int) -> Tables:
    rules = board.rules
    good_space = [0] * (max(board.goods) + 1)
    for good in board.goods.values():
        good_space[good.number] = good.space
    return Tables(
        board, board.neighbours, tuple(frozenset(n) for n in board.neighbours),
        tuple(frozenset((*n, i)) for i, n in enumerate(board.neighbours)),
        tuple(s.good or NO_GOOD for s in board.spaces), tuple(s.kind == LAND for s in board.spaces), tuple(good_space),
        tuple(f.portion for f in board.families), max(f.portion for f in board.families),
        len(board.families), rules.hand_limit[players],
        rules.cards_drawn_on_marriage, rules.second_camel_cost, rules.sale_price,
        rules.meeting_bonus_active, rules.meeting_bonus_inactive,
        rules.relationship_markers_per_family, rules.card_points_own_family, rules.card_points_other_family,
    )


@dataclass(slots=True, init=False, repr=False, eq=False)
class FastState:
    """``GameState``'s fields, the players' split into per-field lists by seat, and
    ``frontier``: per family, the spaces one of its camels may go to now (R5.3, R5.4).

    A seat's tiles, hand, sold cards and markers are tuples, replaced when they change, and
    so is everything that changes only on a marriage, a meeting, a discard or a sale (deck,
    discard pile, bag, stacks, meetings, decisions): a search copies a state far more often
    than a move changes those, so a copy shares them and copies only the lists that change
    every move. The frontiers, ``where`` and ``full`` are shared until changed (``owned``)."""

    tables: Tables
    seed: int
    names: list[str]
    money: list[int]
    tiles: list[tuple[int, ...]]
    hands: list[tuple[int, ...]]
    sold: list[tuple[int, ...]]
    goods_markers: list[tuple[int, ...]]
    relationship_markers: list[tuple[int, ...]]
    green_markers: list[tuple[int, ...]]
    discarded: list[tuple[int, ...]]  # per seat: its cards in the discard pile (``Player.discarded``; secret)
    camels: list[int]
    treasury: list[int]
    camels_left: list[int]
    tiles_left: tuple[int, ...]
    stack: tuple[int, ...]
    met: tuple[tuple[int, int], ...]
    deck: tuple[int, ...]
    discard: tuple[int, ...]
    bag: tuple[int, ...]
    removed_tiles: tuple[int, ...]
    active: int
    turn: int
    pending: tuple[Open, ...]
    offers: tuple[Open, ...]
    sales_at_once: bool
    passes: int
    over: bool
    end_reason: str
    rng: int
    bank_in: int
    bank_out: int
    last_placed: tuple[int, ...]
    rules_version: RulesVersion
    frontier: list[set[int]]
    where: list[set[int]]  # per family, the spaces holding one of its camels
    full: set[int]         # the spaces holding two camels
    owned: int  # bit per family: its frontier and where sets are this state's alone (copied on first change);
                # bit ``families``: the same for ``full``
    routes: list[Route | None]  # per family: its moves as last listed, until a camel changes them
    points: list[int]           # per seat: what its hand scores now (R9.1, R9.2), kept as camels land

    def clone(self) -> FastState:
        """An independent copy (the tables and the names are shared: nothing changes them)."""
        c = FastState.__new__(FastState)
        c.tables, c.seed, c.names = self.tables, self.seed, self.names
        c.money = self.money[:]
        c.tiles, c.hands, c.sold = self.tiles[:], self.hands[:], self.sold[:]
        c.goods_markers, c.relationship_markers = self.goods_markers[:], self.relationship_markers[:]
        c.green_markers, c.discarded = self.green_markers[:], self.discarded[:]
        c.camels, c.treasury, c.camels_left = self.camels[:], self.treasury[:], self.camels_left[:]
        c.tiles_left, c.stack, c.met = self.tiles_left, self.stack, self.met  # tuples: shared
        c.deck, c.discard, c.bag, c.removed_tiles = self.deck, self.discard, self.bag, self.removed_tiles
        c.active, c.turn, c.pending, c.offers = self.active, self.turn, self.pending, self.offers
        c.sales_at_once, c.passes, c.over, c.end_reason = self.sales_at_once, self.passes, self.over, self.end_reason
        c.rng, c.bank_in, c.bank_out = self.rng, self.bank_in, self.bank_out
        c.last_placed, c.rules_version = self.last_placed, self.rules_version
        c.frontier, c.where = self.frontier[:], self.where[:]  # shared until one changes (``own``)
        c.full = self.full  # shared until a space fills (``own_full``)
        c.owned = self.owned = 0
        c.routes, c.points = self.routes[:], self.points[:]
        return c

    @property
    def settling(self) -> bool:
        """``GameState.settling``: ended, with the final turn's offers still open (R6.5)."""
        return bool(self.end_reason) and not self.over

    def own(self, family: int) -> set[int]:
        """The family's frontier, to change (and its ``where``): copied first if a clone shares them."""
        if not self.owned >> family & 1:
            self.frontier[family] = self.frontier[family].copy()
            self.where[family] = self.where[family].copy()
            self.owned |= 1 << family
        return self.frontier[family]

    def own_full(self) -> set[int]:
        """``full``, to change: copied first if a clone shares it."""
        bit = 1 << self.tables.families
        if not self.owned & bit:
            self.full = self.full.copy()
            self.owned |= bit
        return self.full

    def to_move(self) -> int:
        """The seat whose input the game waits for (``awaiting(state)[0].player``); the game must not be over."""
        return self.pending[0].player if self.pending else self.active


def fast_state(state: GameState) -> FastState:
    """The playout state of ``state`` (an independent copy)."""
    players = state.players
    s = FastState.__new__(FastState)
    s.tables = tables(state.board, len(players))
    s.seed, s.names = state.seed, [p.name for p in players]
    s.money = [p.money for p in players]
    s.tiles = [tuple(p.tiles) for p in players]
    s.hands = [tuple(p.hand) for p in players]
    s.sold = [tuple(p.sold) for p in players]
    s.goods_markers = [tuple(p.goods_markers) for p in players]
    s.relationship_markers = [tuple(p.relationship_markers) for p in players]
    s.green_markers = [tuple(p.green_markers) for p in players]
    s.discarded = [tuple(p.discarded) for p in players]
    s.camels, s.treasury, s.camels_left = state.camels[:], state.treasury[:], state.camels_left[:]
    s.tiles_left, s.stack = tuple(state.tiles_left), tuple(state.stack)
    s.met = tuple((a, b) for a, b in state.met)
    s.deck, s.discard, s.bag = tuple(state.deck), tuple(state.discard), tuple(state.bag)
    s.removed_tiles = tuple(state.removed_tiles)
    s.active, s.turn = state.active, state.turn
    s.pending = tuple(_open(d) for d in state.pending)
    s.offers = tuple(_open(d) for d in state.offers)
    s.sales_at_once, s.passes, s.over, s.end_reason = state.sales_at_once, state.passes, state.over, state.end_reason
    s.rng, s.bank_in, s.bank_out = state.rng, state.bank_in, state.bank_out
    s.last_placed, s.rules_version = tuple(state.last_placed), state.rules_version
    s.frontier, s.where, s.full = _map(state.camels, s.tables)
    s.owned = (2 << s.tables.families) - 1
    s.routes = [None] * s.tables.families
    s.points = [hand_points(s, seat) for seat in range(len(players))]
    return s


def game_state(s: FastState) -> GameState:
    """The reference engine's state of ``s`` (an independent copy)."""
    players = [Player(name, s.money[i], list(s.tiles[i]), list(s.hands[i]), list(s.sold[i]),
                      list(s.goods_markers[i]), list(s.relationship_markers[i]), list(s.green_markers[i]),
                      list(s.discarded[i]))
               for i, name in enumerate(s.names)]
    return GameState(
        s.tables.board, s.seed, players, s.camels[:], s.treasury[:], s.camels_left[:], list(s.tiles_left),
        list(s.stack), [[a, b] for a, b in s.met], list(s.deck), list(s.discard), list(s.bag), list(s.removed_tiles),
        s.active, s.turn, [_decision(d) for d in s.pending], [_decision(d) for d in s.offers],
        s.sales_at_once, s.passes, s.over, s.end_reason, s.rng, s.bank_in, s.bank_out, list(s.last_placed),
        s.rules_version,
    )


def _open(d: Decision) -> Open:
    return Open(d.kind, d.player, d.card, d.least, d.most, tuple(d.drawn), d.turn)


def _decision(d: Open) -> Decision:
    return Decision(d.kind, d.player, d.card, d.least, d.most, list(d.drawn), d.turn)


def _map(camels: list[int], t: Tables) -> tuple[list[set[int]], list[set[int]], set[int]]:
    """Every family's frontier (``bot.engine.frontier``) and spaces, and the full spaces, from
    scratch in one pass over the map; afterwards ``play`` keeps them up to date."""
    frontier: list[set[int]] = [set() for _ in range(t.families)]
    where: list[set[int]] = [set() for _ in range(t.families)]
    full: set[int] = set()
    for space, near in enumerate(t.neighbours):
        if camels[2 * space + 1] != EMPTY:
            full.add(space)
        for family in camels[2 * space:2 * space + 2]:
            if family != EMPTY:
                where[family].add(space)
                frontier[family].update(n for n in near if camels[2 * n + 1] == EMPTY and camels[2 * n] != family)
    return frontier, where, full


def card_points(s: FastState, tiles: tuple[int, ...], card: int) -> int:
    """R9.1/R9.2: what a goods card scores now for a holder of ``tiles`` (``bot.engine.card_points``)."""
    t, camels = s.tables, s.camels
    space = 2 * t.good_space[card]
    points = 0
    for family in (camels[space], camels[space + 1]):
        if family != EMPTY:
            points += t.own_points if family in tiles else t.other_points
    return points


def hand_points(s: FastState, seat: int) -> int:
    """What the seat's hand scores now (``score(state)[seat].cards``), from scratch."""
    tiles = s.tiles[seat]
    return sum(card_points(s, tiles, card) for card in s.hands[seat])
