"""Applying a decoded move in the compiled kernel: the fast
engine's turn flow (``bot.engine.fast.playout``, itself held to the reference engine) on
``layout``'s flat array, without its kept frontiers."""

from __future__ import annotations

from bot.ai.kernel.compiling import compiled
from bot.ai.kernel.layout import (
    ACTIVE,
    BAG,
    BANK_IN,
    BANK_OUT,
    BONUS_ACTIVE,
    BONUS_INACTIVE,
    CAMELS,
    CAMELS_LEFT,
    CARDS_ROOM,
    DECK,
    DISCARD,
    DISCARDED,
    DISCARDS,
    DRAWS,
    END,
    END_REASONS,
    FAMILIES,
    GAME_RNG,
    GOOD_AT,
    GOODS_MARKERS,
    GREEN,
    HAND,
    HAND_LIMIT,
    IS_LAND,
    LAST_PLACED,
    MARKERS,
    MARKERS_ROOM,
    MET,
    MONEY,
    N_FAMILIES,
    OFFERS,
    OVER,
    PASSES,
    PENDING,
    PLAYERS,
    PORTION,
    RELATIONSHIP,
    REMOVED,
    RULES,
    SALE,
    SALE_PRICE,
    SALES_AT_ONCE,
    SECOND_CAMEL_COST,
    SOLD,
    STACK,
    TILES,
    TILES_LEFT,
    TILES_ROOM,
    TREASURY,
    TURN,
)
from bot.ai.kernel.listing import MOVE_DISCARD, MOVE_EXPAND, MOVE_MARRY, can_take_turn
from bot.ai.kernel.storage import (
    Array,
    Generators,
    below,
    drop_record,
    find,
    insert_sorted,
    new_record,
    push,
    push_record,
    record,
    remove_at,
    seat_list,
    shuffle,
)
from bot.engine import scoring
from bot.engine.state import EMPTY, RulesVersion

END_FIVE, END_ALL_MET, END_STUCK = (END_REASONS.index(reason) for reason in (
    scoring.END_FIVE, scoring.END_ALL_MET, scoring.END_STUCK))
DECK_REFILLED_AT_ONCE = int(RulesVersion.DECK_REFILLED_AT_ONCE)
LAST_OFFERS_BEFORE_STUCK = int(RulesVersion.LAST_OFFERS_BEFORE_STUCK)


# --- applying a move: bot.engine.fast.playout without its kept frontiers ---

@compiled
def apply(st: Array, t: Array, rng: Generators, seat: int, move: Array, work: Array) -> None:
    """Apply a decoded legal move of ``seat``."""
    kind = move[0]
    if kind == MOVE_EXPAND or kind == MOVE_MARRY:  # noqa: SIM109 (one type for numba: no tuple)
        for i in range(st[OFFERS] - 1, -1, -1):  # the seat's own offers close with its turn
            if st[record(OFFERS, i) + 1] == seat:
                drop_record(st, OFFERS, i)
        if kind == MOVE_EXPAND:
            _expand(st, t, rng, seat, move, work)
        else:
            _marry(st, t, rng, seat, move[1], work)
    elif kind == MOVE_DISCARD:
        _discard(st, t, rng, seat, move, work)
    else:
        _decide_sale(st, t, rng, seat, move[1], move[2] == 1, work)


@compiled
def _marry(st: Array, t: Array, rng: Generators, seat: int, family: int, work: Array) -> None:
    st[MONEY + seat] -= t[PORTION + family]
    st[TREASURY + family] += t[PORTION + family]
    st[TILES_LEFT + family] -= 1
    insert_sorted(st, seat_list(TILES, TILES_ROOM, seat), family)
    st[PASSES] = 0
    st[LAST_PLACED] = 0
    hand, sold = seat_list(HAND, CARDS_ROOM, seat), seat_list(SOLD, CARDS_ROOM, seat)
    count = 0 if st[hand] + st[sold] >= t[HAND_LIMIT] else min(t[DRAWS], st[DECK] + st[DISCARDS])
    if not count:
        _finish_turn(st, t, rng, True, work)
        return
    for k in range(count):  # the drawn cards also wait in ``work`` for the discard decision
        if st[DECK] == 0:
            _refill(st, rng)
        st[DECK] -= 1
        work[k] = st[DECK + 1 + st[DECK]]
        insert_sorted(st, hand, work[k])
    if st[DECK] == 0 and st[DISCARDS] and st[RULES] >= DECK_REFILLED_AT_ONCE:  # R4.5
        _refill(st, rng)
    if count == 1:  # one card drawn: nothing to decide
        _finish_turn(st, t, rng, True, work)
        return
    record = new_record(st, PENDING, DISCARD, seat, 0, 0)
    st[record + 3] = max(0, st[hand] + st[sold] - t[HAND_LIMIT])
    st[record + 4] = count - 1
    st[record + 5] = count
    for k in range(count):
        st[record + 6 + k] = work[k]


@compiled
def _refill(st: Array, rng: Generators) -> None:
    """The discard pile becomes the deck, shuffled: no seat knows any longer where its discards are."""
    for k in range(st[DISCARDS] + 1):
        st[DECK + k] = st[DISCARDS + k]
    st[DISCARDS] = 0
    for seat in range(st[PLAYERS]):
        st[seat_list(DISCARDED, CARDS_ROOM, seat)] = 0
    shuffle(st, rng, GAME_RNG, DECK)


@compiled
def _discard(st: Array, t: Array, rng: Generators, seat: int, move: Array, work: Array) -> None:
    for i in range(st[PENDING]):
        r = record(PENDING, i)
        if st[r] == DISCARD and st[r + 1] == seat:
            hand = seat_list(HAND, CARDS_ROOM, seat)
            for k in range(move[1]):
                remove_at(st, hand, find(st, hand, move[2 + k]))
                push(st, DISCARDS, move[2 + k])
                push(st, seat_list(DISCARDED, CARDS_ROOM, seat), move[2 + k])
            drop_record(st, PENDING, i)
            _finish_turn(st, t, rng, True, work)
            return


@compiled
def _expand(st: Array, t: Array, rng: Generators, seat: int, move: Array, work: Array) -> None:
    family, count = move[1], move[2]
    st[PASSES] = 0
    if count == 2:
        st[TREASURY + family] -= t[SECOND_CAMEL_COST]
        st[BANK_IN] += t[SECOND_CAMEL_COST]
    st[LAST_PLACED] = count
    for k in range(count):
        st[LAST_PLACED + 1 + k] = move[3 + k]
        _place(st, t, seat, family, move[3 + k])
    if not st[PENDING]:
        _finish_turn(st, t, rng, False, work)


@compiled
def _place(st: Array, t: Array, seat: int, family: int, space: int) -> None:
    """One camel (R5.6), its goods (R6) and meeting (R7)."""
    st[CAMELS_LEFT + family] -= 1
    other = st[CAMELS + 2 * space]
    if other == EMPTY:
        st[CAMELS + 2 * space] = family
    else:
        st[CAMELS + 2 * space + 1] = family
    good = t[GOOD_AT + space]
    if good and other == EMPTY:
        push(st, seat_list(GOODS_MARKERS, CARDS_ROOM, seat), good)
        for holder in range(st[PLAYERS]):
            if find(st, seat_list(HAND, CARDS_ROOM, holder), good) >= 0:
                new_record(st, PENDING if st[SALES_AT_ONCE] else OFFERS, SALE, holder, good, st[TURN])
                break
        return
    if good:
        for i in range(st[OFFERS] - 1, -1, -1):
            if st[record(OFFERS, i) + 2] == good:
                drop_record(st, OFFERS, i)
    if other != EMPTY and t[IS_LAND + space]:
        _meet(st, t, seat, family, other)


@compiled
def _meet(st: Array, t: Array, seat: int, active: int, inactive: int) -> None:
    pair = min(active, inactive) * FAMILIES + max(active, inactive)
    if find(st, MET, pair) >= 0:
        return
    push(st, MET, pair)
    for i in range(st[PLAYERS]):
        tiles = seat_list(TILES, TILES_ROOM, i)
        amount = (t[BONUS_ACTIVE] if find(st, tiles, active) >= 0 else 0) + (
            t[BONUS_INACTIVE] if find(st, tiles, inactive) >= 0 else 0)
        st[MONEY + i] += amount
        st[BANK_OUT] += amount
    for family in (active, inactive):
        if st[STACK + family] == 0:
            continue
        green = st[STACK + family] == t[MARKERS]
        st[STACK + family] -= 1
        push(st, seat_list(RELATIONSHIP, MARKERS_ROOM, seat), family)
        if green:
            push(st, seat_list(GREEN, TILES_ROOM, seat), family)


@compiled
def _decide_sale(st: Array, t: Array, rng: Generators, seat: int, card: int, sell: bool, work: Array) -> None:
    if sell:
        hand = seat_list(HAND, CARDS_ROOM, seat)
        remove_at(st, hand, find(st, hand, card))
        push(st, seat_list(SOLD, CARDS_ROOM, seat), card)
        st[MONEY + seat] += t[SALE_PRICE]
        st[BANK_OUT] += t[SALE_PRICE]
    for at in (OFFERS, PENDING):
        for i in range(st[at]):
            r = record(at, i)
            if st[r] == SALE and st[r + 1] == seat and st[r + 2] == card:
                drop_record(st, at, i)
                if at == OFFERS or st[PENDING]:
                    return
                if st[END] and not st[OVER]:  # settling: the end waited for this answer
                    if _settled(st, t, work):
                        _settle_active(st, t, work)
                else:
                    _finish_turn(st, t, rng, False, work)
                return


@compiled
def stack_end(st: Array, t: Array) -> int:
    """R8.1 from the stacks: the ``END_REASONS`` index of the end they make, or 0
    (``bot.engine.fast.playout.stack_end``)."""
    low, high = st[STACK], st[STACK]
    for f in range(1, t[N_FAMILIES]):
        low, high = min(low, st[STACK + f]), max(high, st[STACK + f])
    if low == 0:
        return END_FIVE
    if high < t[MARKERS]:
        return END_ALL_MET
    return 0


@compiled
def _finish_turn(st: Array, t: Array, rng: Generators, married: bool, work: Array) -> None:
    if married and st[PLAYERS] == 2 and st[BAG]:
        index = below(rng, GAME_RNG, st[BAG])
        family = st[BAG + 1 + index]
        remove_at(st, BAG, index)
        held = False
        for i in range(st[PLAYERS]):
            held = held or find(st, seat_list(TILES, TILES_ROOM, i), family) >= 0
        if held:
            st[TILES_LEFT + family] += 1
        else:
            push(st, REMOVED, family)
    reason = stack_end(st, t)
    if reason:
        _game_ends(st, reason, st[TURN])
        return
    st[ACTIVE] = (st[ACTIVE] + 1) % st[PLAYERS]
    st[TURN] += 1
    _settle_active(st, t, work)


@compiled
def _settle_active(st: Array, t: Array, work: Array) -> None:
    """Pass the seats that cannot act (R3.2); the game ends when every seat passes in a row,
    unless a last sale lets a seat act again. A loop, not a call back from ``_settled``: numba's
    on-disk cache crashes on functions that call each other (docs/computer-players.md)."""
    while not can_take_turn(st, t, st[ACTIVE], work):
        st[PASSES] += 1
        if st[PASSES] >= st[PLAYERS]:
            if not _nobody_can_act(st, t, work):
                return
            continue  # play goes on at the next seat, which may have to pass too
        st[ACTIVE] = (st[ACTIVE] + 1) % st[PLAYERS]
        st[TURN] += 1


@compiled
def _nobody_can_act(st: Array, t: Array, work: Array) -> bool:
    """From rules version 4 the last turn's offers are answered before the game ends; whether
    play goes on (``_settled``)."""
    if st[RULES] < LAST_OFFERS_BEFORE_STUCK:
        _game_ends(st, END_STUCK, -1)
        return False
    _offers_to_pending(st, st[TURN] - st[PASSES], st[TURN] - st[PASSES])
    st[END] = END_STUCK
    return not st[PENDING] and _settled(st, t, work)


@compiled
def _offers_to_pending(st: Array, first: int, last: int) -> None:
    """Move the offers opened in turns ``first`` to ``last`` to the pending decisions, in order."""
    i = 0
    while i < st[OFFERS]:
        r = record(OFFERS, i)
        if first <= st[r + 9] <= last:
            push_record(st, PENDING, r)
            drop_record(st, OFFERS, i)
        else:
            i += 1


@compiled
def _settled(st: Array, t: Array, work: Array) -> bool:
    """Play goes on at the next seat if a sale let a seat act (True: the caller then settles the
    active seat), else the game is over."""
    if st[END] == END_STUCK:
        for seat in range(st[PLAYERS]):
            if can_take_turn(st, t, seat, work):
                st[END] = 0
                st[PASSES] = 0
                st[ACTIVE] = (st[ACTIVE] + 1) % st[PLAYERS]
                st[TURN] += 1
                return True
    st[OFFERS] = 0
    st[OVER] = 1
    return False


@compiled
def _game_ends(st: Array, reason: int, final_turn: int) -> None:
    """R8 with R6.5's exception: the final turn's offers are answered first."""
    if st[OFFERS]:
        if final_turn >= 0:
            _offers_to_pending(st, final_turn, 1 << 62)
        st[OFFERS] = 0
    st[END] = reason
    if not st[PENDING]:
        st[OVER] = 1

