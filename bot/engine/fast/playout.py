"""Applying a legal move to a playout state: the reference's turn flow (``bot.engine.turn``,
R3-R8) without checks and without events. A move not listed by ``moves`` is a caller's
error with undefined results: playouts only ever apply listed moves."""

from __future__ import annotations

from functools import lru_cache

from bot.engine.actions import Action, Discard, Expand, Marry, SaleDecision
from bot.engine.fast.flat import NO_GOOD, FastState, Open, card_points
from bot.engine.fast.move_list import can_take_turn
from bot.engine.rng import below, shuffle
from bot.engine.scoring import END_ALL_MET, END_FIVE, END_STUCK
from bot.engine.state import EMPTY, RulesVersion


def play(s: FastState, seat: int, action: Action, finish: bool = True) -> None:
    """Apply one of ``moves(s, seat)`` in place. ``finish=False`` leaves a Marry's or an
    Expand's turn unfinished (no tile from the bag, no end check, no next seat): all a
    search needs to judge the move, since its evaluation reads none of those, and the state
    is then only for judging."""
    if type(action) is Expand:
        if s.offers:
            _close_own_offers(s, seat)
        _expand(s, seat, action.family, action.spaces, finish)
    elif type(action) is Marry:
        if s.offers:
            _close_own_offers(s, seat)
        _marry(s, seat, action.family, finish)
    elif type(action) is Discard:
        _discard(s, seat, action.cards)
    elif type(action) is SaleDecision:
        _decide_sale(s, seat, action.card, action.sell)


def _close_own_offers(s: FastState, seat: int) -> None:
    s.offers = tuple(d for d in s.offers if d.player != seat)


def _marry(s: FastState, seat: int, family: int, finish: bool) -> None:
    t = s.tables
    portion = t.portion[family]
    s.money[seat] -= portion
    s.treasury[family] += portion
    s.tiles_left = _plus(s.tiles_left, family, -1)
    if family not in s.tiles[seat]:  # the hand's cards on this family's spaces now score as own
        gain, camels = t.own_points - t.other_points, s.camels
        for card in s.hands[seat]:
            space = 2 * t.good_space[card]
            if camels[space] == family or camels[space + 1] == family:
                s.points[seat] += gain
    tiles = s.tiles[seat] = tuple(sorted((*s.tiles[seat], family)))
    s.passes = 0
    s.last_placed = ()
    hand = s.hands[seat]
    count = 0 if len(hand) + len(s.sold[seat]) >= t.hand_limit else min(t.draws, len(s.deck) + len(s.discard))
    drawn = []
    if count:
        deck = list(s.deck)
        for _ in range(count):
            if not deck:
                deck = _refill(s)
            drawn.append(deck.pop())
        if not deck and s.discard and s.rules_version >= RulesVersion.DECK_REFILLED_AT_ONCE:  # R4.5: as turn._draw
            deck = _refill(s)
        s.deck = tuple(deck)
    hand = s.hands[seat] = tuple(sorted(hand + tuple(drawn)))
    s.points[seat] += sum(card_points(s, tiles, card) for card in drawn)
    most = len(drawn) - 1
    if most > 0:
        least = max(0, len(hand) + len(s.sold[seat]) - t.hand_limit)
        s.pending += (Open("discard", seat, least=least, most=most, drawn=tuple(drawn)),)
    elif finish:
        _finish_turn(s, married=True)


def _refill(s: FastState) -> list[int]:
    """The discard pile, shuffled, as the new deck (``turn._reshuffle``): no seat knows any longer where its
    discards are."""
    deck, s.discard = list(s.discard), ()
    s.rng = shuffle(s.rng, deck)
    s.discarded = [()] * len(s.names)
    return deck


def _discard(s: FastState, seat: int, cards: tuple[int, ...]) -> None:
    decision = next(d for d in s.pending if d.kind == "discard" and d.player == seat)
    s.hands[seat] = tuple(c for c in s.hands[seat] if c not in cards)
    s.points[seat] -= sum(card_points(s, s.tiles[seat], card) for card in cards)
    s.discard += cards
    s.discarded[seat] += cards
    s.pending = _without(s.pending, decision)
    _finish_turn(s, married=True)


def _expand(s: FastState, seat: int, family: int, spaces: tuple[int, ...], finish: bool) -> None:
    s.passes = 0
    if len(spaces) == 2:
        cost = s.tables.second_camel_cost
        s.treasury[family] -= cost
        s.bank_in += cost
    for space in spaces:
        _place(s, seat, family, space)
    s.last_placed = spaces
    if finish and not s.pending:
        _finish_turn(s, married=False)


def _place(s: FastState, seat: int, family: int, space: int) -> None:
    """One camel (R5.6), its goods (R6) and meeting (R7), and the frontiers it changes."""
    t, camels = s.tables, s.camels
    s.camels_left[family] -= 1
    s.routes[family] = None
    own = s.own(family)  # also makes ``where[family]`` this state's own
    where = s.where[family]
    where.add(space)
    other = camels[2 * space]
    if other == EMPTY:  # the space stays open to every other family: only this one's route changes
        camels[2 * space] = family
        own.discard(space)
    else:  # the space is full: closed to every family whose frontier holds it or touches it
        camels[2 * space + 1] = family
        s.own_full().add(space)
        around, routes = t.around[space], s.routes
        for g, reach in enumerate(s.frontier):
            if not reach.isdisjoint(around):
                routes[g] = None
                if space in reach:
                    s.own(g).discard(space)
    # A space is open to the family when it is not full and holds none of its camels.
    own.update(t.near[space].difference(s.full, where))
    good = t.good_at[space]
    if good == NO_GOOD:
        if other != EMPTY and t.land[space]:
            _meet(s, seat, family, other)
        return
    holder = -1
    for i, hand in enumerate(s.hands):
        if good in hand:
            holder = i
            s.points[i] += t.own_points if family in s.tiles[i] else t.other_points
            break
    if other == EMPTY:
        s.goods_markers[seat] += (good,)
        if holder >= 0:
            offer = Open("sale", holder, card=good, turn=s.turn)
            if s.sales_at_once:
                s.pending += (offer,)
            else:
                s.offers += (offer,)
        return
    if s.offers:
        s.offers = tuple(d for d in s.offers if d.card != good)
    if t.land[space]:
        _meet(s, seat, family, other)


def _meet(s: FastState, seat: int, active: int, inactive: int) -> None:
    pair = (active, inactive) if active < inactive else (inactive, active)
    if pair in s.met:
        return
    s.met += (pair,)
    t = s.tables
    for i, tiles in enumerate(s.tiles):
        amount = (t.bonus_active if active in tiles else 0) + (t.bonus_inactive if inactive in tiles else 0)
        if amount:
            s.money[i] += amount
            s.bank_out += amount
    stack = list(s.stack)
    for family in (active, inactive):
        if stack[family] == 0:
            continue
        green = stack[family] == t.markers
        stack[family] -= 1
        s.relationship_markers[seat] += (family,)
        if green:
            s.green_markers[seat] += (family,)
    s.stack = tuple(stack)


def _decide_sale(s: FastState, seat: int, card: int, sell: bool) -> None:
    if sell:
        price = s.tables.sale_price
        s.hands[seat] = tuple(c for c in s.hands[seat] if c != card)
        s.points[seat] -= card_points(s, s.tiles[seat], card)
        s.sold[seat] += (card,)
        s.money[seat] += price
        s.bank_out += price
    for d in s.offers:
        if d.kind == "sale" and d.player == seat and d.card == card:
            s.offers = _without(s.offers, d)
            return
    decision = next(d for d in s.pending if d.kind == "sale" and d.player == seat and d.card == card)
    s.pending = _without(s.pending, decision)
    if s.pending:
        return
    if s.settling:
        _settled(s)
    else:
        _finish_turn(s, married=False)


@lru_cache(maxsize=1 << 12)
def stack_end(stack: tuple[int, ...], markers: int) -> str:
    """``bot.engine.end_reason`` (R8.1) from the stacks, remembered: they change only when families meet."""
    if min(stack) == 0:
        return END_FIVE
    if max(stack) < markers:
        return END_ALL_MET
    return ""


def decided(s: FastState) -> bool:
    """Whether the game is over or its end is decided: R8.1's stacks, met by the move just played, end it once its
    turn is finished (its sale offers answered, R6.5), and stacks never fill again. No camel moves after either."""
    return s.over or bool(stack_end(s.stack, s.tables.markers))


def _finish_turn(s: FastState, married: bool) -> None:
    if married and len(s.names) == 2 and s.bag:
        s.rng, index = below(s.rng, len(s.bag))
        family = s.bag[index]
        s.bag = s.bag[:index] + s.bag[index + 1:]
        if any(family in tiles for tiles in s.tiles):
            s.tiles_left = _plus(s.tiles_left, family, 1)
        else:
            s.removed_tiles += (family,)
    reason = stack_end(s.stack, s.tables.markers)
    if reason:
        _game_ends(s, reason, s.turn)
        return
    s.active = (s.active + 1) % len(s.names)
    s.turn += 1
    if not can_take_turn(s, s.active):
        settle_active(s)


def settle_active(s: FastState) -> None:
    """Pass the seats that cannot act (R3.2); the game ends when every seat passes in a row."""
    while not can_take_turn(s, s.active):
        s.passes += 1
        if s.passes >= len(s.names):
            _nobody_can_act(s)
            return
        s.active = (s.active + 1) % len(s.names)
        s.turn += 1


def _nobody_can_act(s: FastState) -> None:
    """``bot.engine.turn._nobody_can_act``: from rules version 4 the last turn's offers are
    answered before the game ends."""
    if s.rules_version < RulesVersion.LAST_OFFERS_BEFORE_STUCK:
        _game_ends(s, END_STUCK, None)
        return
    last_turn = s.turn - s.passes
    s.pending += tuple(d for d in s.offers if d.turn == last_turn)
    s.offers = tuple(d for d in s.offers if d.turn != last_turn)
    s.end_reason = END_STUCK
    if not s.pending:
        _settled(s)


def _settled(s: FastState) -> None:
    """``bot.engine.turn._settled``: play goes on if a sale let a seat act, else the game is over."""
    if s.end_reason == END_STUCK and any(can_take_turn(s, seat) for seat in range(len(s.names))):
        s.end_reason = ""
        s.passes = 0
        s.active = (s.active + 1) % len(s.names)
        s.turn += 1
        settle_active(s)
        return
    s.offers = ()
    s.over = True


def _game_ends(s: FastState, reason: str, final_turn: int | None) -> None:
    """R8 with R6.5's exception, as ``bot.engine.turn._game_ends``."""
    if s.offers:
        s.pending += tuple(d for d in s.offers if final_turn is not None and d.turn >= final_turn)
        s.offers = ()
    s.end_reason = reason
    if not s.pending:
        s.over = True


def _without(items: tuple[Open, ...], item: Open) -> tuple[Open, ...]:
    """``items`` less its first ``item`` (``list.remove`` on the reference's lists)."""
    i = items.index(item)
    return items[:i] + items[i + 1:]


def _plus(counts: tuple[int, ...], index: int, amount: int) -> tuple[int, ...]:
    return (*counts[:index], counts[index] + amount, *counts[index + 1:])
