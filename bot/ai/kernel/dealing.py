"""Where a walk starts, on the compiled kernel: a world dealt from what the searching seat
knows, and the seat's own move played in it, in one call (``bot.ai.kernel.KernelDealer``).

The deal is ``bot.ai.conceal.deal`` draw for draw: from the seat's view (``layout``'s array of
the concealed state the search was given) and the walk's integer stream, the same cards in the
same hands, discard pile and deck, the same bag order and the same game generator, and the
stream left where the Python deal leaves it (``tests/kernel/test_compiled_deal.py``). So a walk
never builds Python objects for a world, and it reads only what the seat knows (R10): every
hidden list is rebuilt from the pool of unseen cards, sorted before it is shuffled (the seat's
own cards in the discard pile stay there: it knows them, R4.5)."""

from __future__ import annotations

from bot.ai.kernel.compiling import compiled
from bot.ai.kernel.layout import (
    BAG,
    CARDS_ROOM,
    CHOOSER_RNG,
    DECK,
    DISCARDED,
    DISCARDS,
    GAME_RNG,
    HAND,
    OFFERS,
    PENDING,
    PLAYERS,
    RECORD,
    SALE,
)
from bot.ai.kernel.policy import open_answer
from bot.ai.kernel.storage import Array, Generators, find, next_bits, push, record, seat_list, shuffle
from bot.ai.kernel.turns import apply


@compiled
def sort_list(st: Array, at: int) -> None:
    """Sort the list at ``at`` in place (insertion sort: a few dozen items at most)."""
    for i in range(1, st[at]):
        value, j = st[at + 1 + i], i
        while j > 0 and st[at + j] > value:
            st[at + 1 + j] = st[at + j]
            j -= 1
        st[at + 1 + j] = value


@compiled
def pop(st: Array, at: int) -> int:
    st[at] -= 1
    return st[at + 1 + st[at]]


@compiled
def pinned(view: Array, seat: int, card: int) -> bool:
    """Whether another seat's sale decision that visibly holds the game up says where ``card`` is."""
    for i in range(view[PENDING]):
        r = record(PENDING, i)
        if view[r] == SALE and view[r + 1] != seat and view[r + 2] == card:
            return True
    return False


@compiled
def deal(view: Array, st: Array, rng: Generators, seat: int, pool: Array) -> None:
    """``bot.ai.conceal.deal`` of ``view`` into ``st``, drawing from ``rng[CHOOSER_RNG]`` (the
    stream) and setting ``rng[GAME_RNG]``; ``pool`` is scratch room for a list of cards."""
    st[:] = view
    kept = 0  # other seats' private sale offers are unknown (R6.5)
    for i in range(view[OFFERS]):
        r = record(OFFERS, i)
        if view[r + 1] == seat:
            st[record(OFFERS, kept):record(OFFERS, kept + 1)] = view[r:r + RECORD]
            kept += 1
    st[record(OFFERS, kept):record(OFFERS, view[OFFERS])] = 0
    st[OFFERS] = kept
    for i in range(view[PENDING]):  # the cards another seat's marriage drew are its secret
        r = record(PENDING, i)
        if view[r + 1] != seat:
            st[r + 5:r + 9] = 0
    own = seat_list(DISCARDED, CARDS_ROOM, seat)  # the seat's own cards in the pile stay there (R4.5)
    for i in range(view[PLAYERS]):  # which cards the others discarded is their secret (R10)
        if i != seat:
            at = seat_list(DISCARDED, CARDS_ROOM, i)
            st[at:at + 1 + CARDS_ROOM] = 0
    pool[0] = 0
    for k in range(view[DECK]):
        push(pool, 0, view[DECK + 1 + k])
    for k in range(view[DISCARDS]):
        if find(view, own, view[DISCARDS + 1 + k]) < 0:
            push(pool, 0, view[DISCARDS + 1 + k])
    for i in range(view[PLAYERS]):
        hand = seat_list(HAND, CARDS_ROOM, i)
        for k in range(view[hand] if i != seat else 0):
            if not pinned(view, seat, view[hand + 1 + k]):
                push(pool, 0, view[hand + 1 + k])
    sort_list(pool, 0)  # first, so that the deal depends only on what the seat knows and on the stream
    shuffle(pool, rng, CHOOSER_RNG, 0)
    for i in range(view[PLAYERS]):
        if i == seat:
            continue
        hand = seat_list(HAND, CARDS_ROOM, i)
        st[hand] = 0
        for k in range(view[hand]):
            if pinned(view, seat, view[hand + 1 + k]):
                push(st, hand, view[hand + 1 + k])
        while st[hand] < view[hand]:
            push(st, hand, pop(pool, 0))
        sort_list(st, hand)
    for k in range(view[DISCARDS]):
        st[DISCARDS + 1 + k] = view[own + 1 + k] if k < view[own] else pop(pool, 0)
    st[DECK:DECK + 1 + pool[0]] = pool[:1 + pool[0]]
    sort_list(st, BAG)
    shuffle(st, rng, CHOOSER_RNG, BAG)
    rng[GAME_RNG] = next_bits(rng, CHOOSER_RNG)


@compiled
def own_move(view: Array, st: Array, t: Array, rng: Generators, seat: int, own: Array, pool: Array, work: Array,
             marks: Array, move: Array) -> None:
    """A world dealt from ``view`` (``deal``), the seat's move ``own`` played in it and the seat's
    open decisions after it answered (``bot.ai.answers.settle_own``): a walk's start."""
    deal(view, st, rng, seat, pool)
    apply(st, t, rng, seat, own, work)
    while open_answer(st, t, seat, work, marks, move):
        apply(st, t, rng, seat, move, work)
