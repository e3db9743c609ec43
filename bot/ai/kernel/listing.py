"""A seat's legal moves in the compiled kernel, counted, and the i-th decoded into a small
array (``MOVE``), in the reference's order (``bot.engine.legal_actions``), so that the same
index is the same move in every engine. Where the fast engine keeps frontiers up to date as
camels land, this recomputes a family's frontier from the map whenever it is asked: a loop
over the spaces, cheap once compiled."""

from __future__ import annotations

from bot.ai.kernel.compiling import compiled
from bot.ai.kernel.layout import (
    ACTIVE,
    CAMELS,
    CAMELS_LEFT,
    CARDS_ROOM,
    HAND,
    MONEY,
    N_FAMILIES,
    N_SPACES,
    NEAR,
    NEAR_MAX,
    OFFERS,
    OVER,
    PENDING,
    PLAYERS,
    PORTION,
    SALE,
    SECOND_CAMEL_COST,
    SPACES,
    TILES,
    TILES_LEFT,
    TILES_ROOM,
    TREASURY,
)
from bot.ai.kernel.storage import Array, find, record, seat_list
from bot.engine.state import EMPTY

# A decoded move (MOVE array): its kind, then its family or card, then what it needs.
MOVE_SALE, MOVE_DISCARD, MOVE_MARRY, MOVE_EXPAND = 0, 1, 2, 3  # MOVE[0]
MOVE_SIZE = 5  # kind; family, card or number of cards or spaces; then sell, or the cards, or the spaces
MARK, REACH = 0, SPACES  # the scratch array: a mark per space, then a family's frontier in order


# --- the map ---

@compiled
def _open_to(st: Array, family: int, space: int) -> bool:
    """A camel of ``family`` may stand on ``space``: it is not full and holds none of its camels."""
    return st[CAMELS + 2 * space + 1] == EMPTY and st[CAMELS + 2 * space] != family


@compiled
def reach(st: Array, t: Array, family: int, work: Array) -> int:
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
                if _open_to(st, family, n):
                    work[MARK + n] = 1
    k = 0
    for s in range(spaces):
        if work[MARK + s]:
            work[REACH + k] = s
            k += 1
    return k


@compiled
def _beyond(st: Array, t: Array, family: int, a: int, work: Array, nth: int) -> int:
    """Of the free spaces next to frontier space ``a`` beyond the frontier (a second camel's
    reach from ``a``): how many, or with ``nth`` >= 0 the nth. In neighbour order, as the
    reference lists them (the board sorts each space's neighbours, so that is index order).
    ``reach`` must have marked the family's frontier."""
    count = 0
    for j in range(NEAR_MAX):
        n = t[NEAR + a * NEAR_MAX + j]
        if n < 0:
            break
        if not work[MARK + n] and _open_to(st, family, n):
            if count == nth:
                return n
            count += 1
    return count


@compiled
def _pairs_allowed(st: Array, t: Array, family: int) -> bool:
    return st[CAMELS_LEFT + family] >= 2 and st[TREASURY + family] >= t[SECOND_CAMEL_COST]


@compiled
def can_marry(st: Array, t: Array, seat: int, family: int) -> bool:
    """R4.1-R4.3."""
    return (st[TILES_LEFT + family] > 0 and st[MONEY + seat] >= t[PORTION + family]
            and (st[PLAYERS] == 2 or find(st, seat_list(TILES, TILES_ROOM, seat), family) < 0))


@compiled
def can_take_turn(st: Array, t: Array, seat: int, work: Array) -> bool:
    tiles = seat_list(TILES, TILES_ROOM, seat)
    for i in range(st[tiles]):
        family = st[tiles + 1 + i]
        if st[CAMELS_LEFT + family] and reach(st, t, family, work):
            return True
    for family in range(t[N_FAMILIES]):  # noqa: SIM110 (numba compiles no generator handed to any())
        if can_marry(st, t, seat, family):
            return True
    return False


# --- counting the moves, and decoding the i-th ---

@compiled
def _comb(n: int, k: int) -> int:
    if k < 0 or k > n:
        return 0
    out = 1
    for i in range(k):
        out = out * (n - i) // (i + 1)
    return out


@compiled
def _answers(st: Array, at: int, seat: int) -> int:
    """The moves answering the seat's open records in the list at ``at``."""
    hand = st[seat_list(HAND, CARDS_ROOM, seat)]
    count = 0
    for i in range(st[at]):
        r = record(at, i)
        if st[r + 1] != seat:
            continue
        if st[r] == SALE:
            count += 2
        else:
            for size in range(st[r + 3], st[r + 4] + 1):
                count += _comb(hand, size)
    return count


@compiled
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
        if can_marry(st, t, seat, family):
            if i == total:
                move[0], move[1] = MOVE_MARRY, family
                return total
            total += 1
    tiles = seat_list(TILES, TILES_ROOM, seat)
    for k in range(st[tiles]):
        family = st[tiles + 1 + k]
        if (k and st[tiles + k] == family) or st[CAMELS_LEFT + family] == 0:
            continue  # a family married twice (two players) counts once
        size = reach(st, t, family, work)
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


@compiled
def _decode_answer(st: Array, at: int, seat: int, i: int, move: Array) -> None:
    hand = seat_list(HAND, CARDS_ROOM, seat)
    for r_index in range(st[at]):
        r = record(at, r_index)
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


@compiled
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

