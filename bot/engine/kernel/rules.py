"""The rules of a playout compiled by numba: the fast engine's turn flow (``bot.engine.fast``,
itself held to the reference engine) on the flat array of ``layout``, for random playouts.

Where the fast engine keeps frontiers up to date as camels land, this code recomputes a
family's frontier from the map whenever it is asked (a loop over the spaces, cheap once
compiled), which keeps it short: the moves are counted, the i-th is decoded into a small
array (``MOVE``) and applied. The order of the moves is the reference's
(``bot.engine.legal_actions``), so that the same index is the same move in every engine."""

from __future__ import annotations

import numpy as np
import numpy.typing as npt
from numba import njit

from bot.engine import scoring
from bot.engine.kernel.layout import (
    ACTIVE,
    BAG,
    BANK_IN,
    BANK_OUT,
    BONUS_ACTIVE,
    BONUS_INACTIVE,
    CAMELS,
    CAMELS_LEFT,
    CARDS_ROOM,
    CHOOSER_RNG,
    DECK,
    DISCARD,
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
    N_SPACES,
    NEAR,
    NEAR_MAX,
    OFFERS,
    OVER,
    PASSES,
    PENDING,
    PLAYERS,
    PORTION,
    RECORD,
    RELATIONSHIP,
    REMOVED,
    RULES,
    SALE,
    SALE_PRICE,
    SALES_AT_ONCE,
    SECOND_CAMEL_COST,
    SOLD,
    SPACES,
    STACK,
    TILES,
    TILES_LEFT,
    TILES_ROOM,
    TREASURY,
    TURN,
    WORK_SIZE,
)
from bot.engine.state import EMPTY, RulesVersion

Array = npt.NDArray[np.int64]
Generators = npt.NDArray[np.uint64]

END_FIVE, END_ALL_MET, END_STUCK = (END_REASONS.index(reason) for reason in (
    scoring.END_FIVE, scoring.END_ALL_MET, scoring.END_STUCK))
DECK_REFILLED_AT_ONCE = int(RulesVersion.DECK_REFILLED_AT_ONCE)
LAST_OFFERS_BEFORE_STUCK = int(RulesVersion.LAST_OFFERS_BEFORE_STUCK)
# A decoded move (MOVE array): its kind, then its family or card, then what it needs.
MOVE_SALE, MOVE_DISCARD, MOVE_MARRY, MOVE_EXPAND = 0, 1, 2, 3  # MOVE[0]
MOVE_SIZE = 5  # kind; family, card or number of cards or spaces; then sell, or the cards, or the spaces
MARK, REACH = 0, SPACES  # the scratch array: a mark per space, then a family's frontier in order
_GOLDEN = np.uint64(0x9E3779B97F4A7C15)
_MIX1, _MIX2 = np.uint64(0xBF58476D1CE4E5B9), np.uint64(0x94D049BB133111EB)
_LOW32 = np.uint64(0xFFFFFFFF)
_S30, _S27, _S31, _S32 = np.uint64(30), np.uint64(27), np.uint64(31), np.uint64(32)


# --- the generator: bot.engine.rng's SplitMix64, bit for bit ---

@njit
def below(rng: Generators, which: int, n: int) -> int:
    """``rng.below``: a uniform integer in [0, n); the 128-bit product's top half in halves."""
    state = rng[which] + _GOLDEN
    rng[which] = state
    z = (state ^ (state >> _S30)) * _MIX1
    z = (z ^ (z >> _S27)) * _MIX2
    bits = z ^ (z >> _S31)
    count = np.uint64(n)
    return int((((bits >> _S32) * count) + (((bits & _LOW32) * count) >> _S32)) >> _S32)


@njit
def _shuffle(st: Array, rng: Generators, at: int) -> None:
    """``rng.shuffle`` of the list at ``at`` (Fisher-Yates, from the end)."""
    for i in range(st[at] - 1, 0, -1):
        j = below(rng, GAME_RNG, i + 1)
        st[at + 1 + i], st[at + 1 + j] = st[at + 1 + j], st[at + 1 + i]


# --- lists: a length, then the items ---

@njit
def _push(st: Array, at: int, value: int) -> None:
    st[at + 1 + st[at]] = value
    st[at] += 1


@njit
def _find(st: Array, at: int, value: int) -> int:
    for i in range(st[at]):
        if st[at + 1 + i] == value:
            return i
    return -1


@njit
def _remove_at(st: Array, at: int, i: int) -> None:
    for j in range(at + 1 + i, at + st[at]):
        st[j] = st[j + 1]
    st[at] -= 1


@njit
def _insert_sorted(st: Array, at: int, value: int) -> None:
    j = st[at]
    while j > 0 and st[at + j] > value:
        st[at + 1 + j] = st[at + j]
        j -= 1
    st[at + 1 + j] = value
    st[at] += 1


@njit
def _seat_list(base: int, room: int, seat: int) -> int:
    return base + seat * (1 + room)


# --- open decisions and offers: records of RECORD numbers ---

@njit
def _record(at: int, i: int) -> int:
    return at + 1 + i * RECORD


@njit
def _push_record(st: Array, at: int, source: int) -> None:
    to = _record(at, st[at])
    for k in range(RECORD):
        st[to + k] = st[source + k]
    st[at] += 1


@njit
def _new_record(st: Array, at: int, kind: int, player: int, card: int, turn: int) -> int:
    to = _record(at, st[at])
    for k in range(RECORD):
        st[to + k] = 0
    st[to], st[to + 1], st[to + 2], st[to + 9] = kind, player, card, turn
    st[at] += 1
    return to


@njit
def _drop_record(st: Array, at: int, i: int) -> None:
    for j in range(_record(at, i), _record(at, st[at] - 1)):
        st[j] = st[j + RECORD]
    st[at] -= 1


@njit
def to_move(st: Array) -> int:
    """The seat whose input the game waits for (the game must not be over)."""
    return st[_record(PENDING, 0) + 1] if st[PENDING] else st[ACTIVE]


# --- the map ---

@njit
def _reach(st: Array, t: Array, family: int, work: Array) -> int:
    """The family's frontier (R5.3, R5.4) in index order into ``work[REACH:]``; its size."""
    spaces = t[N_SPACES]
    for s in range(spaces):
        work[MARK + s] = 0
    for s in range(spaces):
        if st[CAMELS + 2 * s] == family or st[CAMELS + 2 * s + 1] == family:
            for j in range(NEAR_MAX):
                n = t[NEAR + s * NEAR_MAX + j]
                if n < 0:
                    break
                if st[CAMELS + 2 * n + 1] == EMPTY and st[CAMELS + 2 * n] != family:
                    work[MARK + n] = 1
    k = 0
    for s in range(spaces):
        if work[MARK + s]:
            work[REACH + k] = s
            k += 1
    return k


@njit
def _beyond(st: Array, t: Array, family: int, a: int, work: Array, nth: int) -> int:
    """Of the free spaces next to frontier space ``a`` beyond the frontier (a second camel's
    reach from ``a``): how many, or with ``nth`` >= 0 the nth. In neighbour order, as the
    reference lists them (the board sorts each space's neighbours, so that is index order).
    ``_reach`` must have marked the family's frontier."""
    count = 0
    for j in range(NEAR_MAX):
        n = t[NEAR + a * NEAR_MAX + j]
        if n < 0:
            break
        if not work[MARK + n] and st[CAMELS + 2 * n + 1] == EMPTY and st[CAMELS + 2 * n] != family:
            if count == nth:
                return n
            count += 1
    return count


@njit
def _pairs_allowed(st: Array, t: Array, family: int) -> bool:
    return st[CAMELS_LEFT + family] >= 2 and st[TREASURY + family] >= t[SECOND_CAMEL_COST]


@njit
def _can_marry(st: Array, t: Array, seat: int, family: int) -> bool:
    """R4.1-R4.3."""
    return (st[TILES_LEFT + family] > 0 and st[MONEY + seat] >= t[PORTION + family]
            and (st[PLAYERS] == 2 or _find(st, _seat_list(TILES, TILES_ROOM, seat), family) < 0))


@njit
def _can_take_turn(st: Array, t: Array, seat: int, work: Array) -> bool:
    tiles = _seat_list(TILES, TILES_ROOM, seat)
    for i in range(st[tiles]):
        family = st[tiles + 1 + i]
        if st[CAMELS_LEFT + family] and _reach(st, t, family, work):
            return True
    for family in range(t[N_FAMILIES]):  # noqa: SIM110 (numba compiles no generator handed to any())
        if _can_marry(st, t, seat, family):
            return True
    return False


# --- counting the moves, and decoding the i-th ---

@njit
def _comb(n: int, k: int) -> int:
    if k < 0 or k > n:
        return 0
    out = 1
    for i in range(k):
        out = out * (n - i) // (i + 1)
    return out


@njit
def _answers(st: Array, at: int, seat: int) -> int:
    """The moves answering the seat's open records in the list at ``at``."""
    hand = st[_seat_list(HAND, CARDS_ROOM, seat)]
    count = 0
    for i in range(st[at]):
        r = _record(at, i)
        if st[r + 1] != seat:
            continue
        if st[r] == SALE:
            count += 2
        else:
            for size in range(st[r + 3], st[r + 4] + 1):
                count += _comb(hand, size)
    return count


@njit
def moves(st: Array, t: Array, seat: int, work: Array, move: Array, i: int) -> int:
    """How many legal moves the seat has (``i`` < 0), or decode the i-th into ``move`` and
    return the count so far. The reference's order: the seat's sale offers and open
    decisions, its marriages, then per family it holds its single camels and its pairs."""
    if st[OVER]:
        return 0
    total = 0
    for at in (OFFERS, PENDING):
        if st[at]:
            answers = _answers(st, at, seat)
            if 0 <= i - total < answers:
                _decode_answer(st, at, seat, i - total, move)
                return total
            total += answers
    if st[PENDING] or seat != st[ACTIVE]:
        return total
    for family in range(t[N_FAMILIES]):
        if _can_marry(st, t, seat, family):
            if i == total:
                move[0], move[1] = MOVE_MARRY, family
                return total
            total += 1
    tiles = _seat_list(TILES, TILES_ROOM, seat)
    for k in range(st[tiles]):
        family = st[tiles + 1 + k]
        if (k and st[tiles + k] == family) or st[CAMELS_LEFT + family] == 0:
            continue  # a family married twice (two players) counts once
        size = _reach(st, t, family, work)
        if 0 <= i - total < size:
            move[0], move[1], move[2], move[3] = MOVE_EXPAND, family, 1, work[REACH + i - total]
            return total
        total += size
        if not _pairs_allowed(st, t, family):
            continue
        for ai in range(size):
            a = work[REACH + ai]
            later = size - 1 - ai
            if 0 <= i - total < later:
                move[0], move[1], move[2], move[3] = MOVE_EXPAND, family, 2, a
                move[4] = work[REACH + ai + 1 + i - total]
                return total
            total += later
            out = _beyond(st, t, family, a, work, -1)
            if 0 <= i - total < out:
                move[0], move[1], move[2], move[3] = MOVE_EXPAND, family, 2, a
                move[4] = _beyond(st, t, family, a, work, i - total)
                return total
            total += out
    return total


@njit
def _decode_answer(st: Array, at: int, seat: int, i: int, move: Array) -> None:
    hand = _seat_list(HAND, CARDS_ROOM, seat)
    for r_index in range(st[at]):
        r = _record(at, r_index)
        if st[r + 1] != seat:
            continue
        if st[r] == SALE:
            if i < 2:
                move[0], move[1], move[2] = MOVE_SALE, st[r + 2], 1 if i == 0 else 0
                return
            i -= 2
            continue
        for size in range(st[r + 3], st[r + 4] + 1):
            ways = _comb(st[hand], size)
            if i < ways:
                _combination(st, hand, size, i, move)
                return
            i -= ways


@njit
def _combination(st: Array, hand: int, size: int, rank: int, move: Array) -> None:
    """The ``rank``-th discard of ``size`` cards in ``itertools.combinations`` order."""
    move[0], move[1] = MOVE_DISCARD, size
    n, start, k = st[hand], 0, 0
    while k < size:
        for j in range(start, n):
            ways = _comb(n - j - 1, size - k - 1)
            if rank < ways:
                move[2 + k] = st[hand + 1 + j]
                start, k = j + 1, k + 1
                break
            rank -= ways


# --- applying a move: bot.engine.fast.playout without its kept frontiers ---

@njit
def apply(st: Array, t: Array, rng: Generators, seat: int, move: Array, work: Array) -> None:
    """Apply a decoded legal move of ``seat``."""
    kind = move[0]
    if kind == MOVE_EXPAND or kind == MOVE_MARRY:  # noqa: SIM109 (one type for numba: no tuple)
        for i in range(st[OFFERS] - 1, -1, -1):  # the seat's own offers close with its turn
            if st[_record(OFFERS, i) + 1] == seat:
                _drop_record(st, OFFERS, i)
        if kind == MOVE_EXPAND:
            _expand(st, t, rng, seat, move, work)
        else:
            _marry(st, t, rng, seat, move[1], work)
    elif kind == MOVE_DISCARD:
        _discard(st, t, rng, seat, move, work)
    else:
        _decide_sale(st, t, rng, seat, move[1], move[2] == 1, work)


@njit
def _marry(st: Array, t: Array, rng: Generators, seat: int, family: int, work: Array) -> None:
    st[MONEY + seat] -= t[PORTION + family]
    st[TREASURY + family] += t[PORTION + family]
    st[TILES_LEFT + family] -= 1
    _insert_sorted(st, _seat_list(TILES, TILES_ROOM, seat), family)
    st[PASSES] = 0
    st[LAST_PLACED] = 0
    hand, sold = _seat_list(HAND, CARDS_ROOM, seat), _seat_list(SOLD, CARDS_ROOM, seat)
    count = 0 if st[hand] + st[sold] >= t[HAND_LIMIT] else min(t[DRAWS], st[DECK] + st[DISCARDS])
    if not count:
        _finish_turn(st, t, rng, True, work)
        return
    for k in range(count):  # the drawn cards also wait in ``work`` for the discard decision
        if st[DECK] == 0:
            _refill(st, rng)
        st[DECK] -= 1
        work[k] = st[DECK + 1 + st[DECK]]
        _insert_sorted(st, hand, work[k])
    if st[DECK] == 0 and st[DISCARDS] and st[RULES] >= DECK_REFILLED_AT_ONCE:  # R4.5
        _refill(st, rng)
    if count == 1:  # one card drawn: nothing to decide
        _finish_turn(st, t, rng, True, work)
        return
    record = _new_record(st, PENDING, DISCARD, seat, 0, 0)
    st[record + 3] = max(0, st[hand] + st[sold] - t[HAND_LIMIT])
    st[record + 4] = count - 1
    st[record + 5] = count
    for k in range(count):
        st[record + 6 + k] = work[k]


@njit
def _refill(st: Array, rng: Generators) -> None:
    """The discard pile becomes the deck, shuffled."""
    for k in range(st[DISCARDS] + 1):
        st[DECK + k] = st[DISCARDS + k]
    st[DISCARDS] = 0
    _shuffle(st, rng, DECK)


@njit
def _discard(st: Array, t: Array, rng: Generators, seat: int, move: Array, work: Array) -> None:
    for i in range(st[PENDING]):
        r = _record(PENDING, i)
        if st[r] == DISCARD and st[r + 1] == seat:
            hand = _seat_list(HAND, CARDS_ROOM, seat)
            for k in range(move[1]):
                _remove_at(st, hand, _find(st, hand, move[2 + k]))
                _push(st, DISCARDS, move[2 + k])
            _drop_record(st, PENDING, i)
            _finish_turn(st, t, rng, True, work)
            return


@njit
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


@njit
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
        _push(st, _seat_list(GOODS_MARKERS, CARDS_ROOM, seat), good)
        for holder in range(st[PLAYERS]):
            if _find(st, _seat_list(HAND, CARDS_ROOM, holder), good) >= 0:
                _new_record(st, PENDING if st[SALES_AT_ONCE] else OFFERS, SALE, holder, good, st[TURN])
                break
        return
    if good:
        for i in range(st[OFFERS] - 1, -1, -1):
            if st[_record(OFFERS, i) + 2] == good:
                _drop_record(st, OFFERS, i)
    if other != EMPTY and t[IS_LAND + space]:
        _meet(st, t, seat, family, other)


@njit
def _meet(st: Array, t: Array, seat: int, active: int, inactive: int) -> None:
    pair = min(active, inactive) * FAMILIES + max(active, inactive)
    if _find(st, MET, pair) >= 0:
        return
    _push(st, MET, pair)
    for i in range(st[PLAYERS]):
        tiles = _seat_list(TILES, TILES_ROOM, i)
        amount = (t[BONUS_ACTIVE] if _find(st, tiles, active) >= 0 else 0) + (
            t[BONUS_INACTIVE] if _find(st, tiles, inactive) >= 0 else 0)
        st[MONEY + i] += amount
        st[BANK_OUT] += amount
    for family in (active, inactive):
        if st[STACK + family] == 0:
            continue
        green = st[STACK + family] == t[MARKERS]
        st[STACK + family] -= 1
        _push(st, _seat_list(RELATIONSHIP, MARKERS_ROOM, seat), family)
        if green:
            _push(st, _seat_list(GREEN, TILES_ROOM, seat), family)


@njit
def _decide_sale(st: Array, t: Array, rng: Generators, seat: int, card: int, sell: bool, work: Array) -> None:
    if sell:
        hand = _seat_list(HAND, CARDS_ROOM, seat)
        _remove_at(st, hand, _find(st, hand, card))
        _push(st, _seat_list(SOLD, CARDS_ROOM, seat), card)
        st[MONEY + seat] += t[SALE_PRICE]
        st[BANK_OUT] += t[SALE_PRICE]
    for at in (OFFERS, PENDING):
        for i in range(st[at]):
            r = _record(at, i)
            if st[r] == SALE and st[r + 1] == seat and st[r + 2] == card:
                _drop_record(st, at, i)
                if at == OFFERS or st[PENDING]:
                    return
                if st[END] and not st[OVER]:  # settling: the end waited for this answer
                    _settled(st, t, work)
                else:
                    _finish_turn(st, t, rng, False, work)
                return


@njit
def _end_reason(st: Array, t: Array) -> int:
    low, high = st[STACK], st[STACK]
    for f in range(1, t[N_FAMILIES]):
        low, high = min(low, st[STACK + f]), max(high, st[STACK + f])
    if low == 0:
        return END_FIVE
    if high < t[MARKERS]:
        return END_ALL_MET
    return 0


@njit
def _finish_turn(st: Array, t: Array, rng: Generators, married: bool, work: Array) -> None:
    if married and st[PLAYERS] == 2 and st[BAG]:
        index = below(rng, GAME_RNG, st[BAG])
        family = st[BAG + 1 + index]
        _remove_at(st, BAG, index)
        held = False
        for i in range(st[PLAYERS]):
            held = held or _find(st, _seat_list(TILES, TILES_ROOM, i), family) >= 0
        if held:
            st[TILES_LEFT + family] += 1
        else:
            _push(st, REMOVED, family)
    reason = _end_reason(st, t)
    if reason:
        _game_ends(st, reason, st[TURN])
        return
    st[ACTIVE] = (st[ACTIVE] + 1) % st[PLAYERS]
    st[TURN] += 1
    _settle_active(st, t, work)


@njit
def _settle_active(st: Array, t: Array, work: Array) -> None:
    """Pass the seats that cannot act (R3.2); the game ends when every seat passes in a row."""
    while not _can_take_turn(st, t, st[ACTIVE], work):
        st[PASSES] += 1
        if st[PASSES] >= st[PLAYERS]:
            _nobody_can_act(st, t, work)
            return
        st[ACTIVE] = (st[ACTIVE] + 1) % st[PLAYERS]
        st[TURN] += 1


@njit
def _nobody_can_act(st: Array, t: Array, work: Array) -> None:
    """From rules version 4 the last turn's offers are answered before the game ends."""
    if st[RULES] < LAST_OFFERS_BEFORE_STUCK:
        _game_ends(st, END_STUCK, -1)
        return
    _offers_to_pending(st, st[TURN] - st[PASSES], st[TURN] - st[PASSES])
    st[END] = END_STUCK
    if not st[PENDING]:
        _settled(st, t, work)


@njit
def _offers_to_pending(st: Array, first: int, last: int) -> None:
    """Move the offers opened in turns ``first`` to ``last`` to the pending decisions, in order."""
    i = 0
    while i < st[OFFERS]:
        r = _record(OFFERS, i)
        if first <= st[r + 9] <= last:
            _push_record(st, PENDING, r)
            _drop_record(st, OFFERS, i)
        else:
            i += 1


@njit
def _settled(st: Array, t: Array, work: Array) -> None:
    """Play goes on if a sale let a seat act, else the game is over."""
    if st[END] == END_STUCK:
        for seat in range(st[PLAYERS]):
            if _can_take_turn(st, t, seat, work):
                st[END] = 0
                st[PASSES] = 0
                st[ACTIVE] = (st[ACTIVE] + 1) % st[PLAYERS]
                st[TURN] += 1
                _settle_active(st, t, work)
                return
    st[OFFERS] = 0
    st[OVER] = 1


@njit
def _game_ends(st: Array, reason: int, final_turn: int) -> None:
    """R8 with R6.5's exception: the final turn's offers are answered first."""
    if st[OFFERS]:
        if final_turn >= 0:
            _offers_to_pending(st, final_turn, 1 << 62)
        st[OFFERS] = 0
    st[END] = reason
    if not st[PENDING]:
        st[OVER] = 1


# --- a whole random game ---

@njit
def playout(st: Array, t: Array, rng: Generators) -> int:
    """Play uniformly random legal moves to the end, picked by the chooser's generator
    (``rng[CHOOSER_RNG]``) as ``below(chooser, number of moves)``; the number of moves, or -1
    where the seat the game waits for has none (a position no legal game reaches)."""
    work = np.zeros(WORK_SIZE, dtype=np.int64)
    move = np.zeros(MOVE_SIZE, dtype=np.int64)
    played = 0
    while not st[OVER]:
        seat = to_move(st)
        total = moves(st, t, seat, work, move, -1)
        if total == 0:
            return -1
        moves(st, t, seat, work, move, below(rng, CHOOSER_RNG, total))
        apply(st, t, rng, seat, move, work)
        played += 1
    return played
