"""Where each part of a game lives in the compiled kernel's state: one flat array of 64-bit
integers, a list being its length followed by room for its items. Fixed offsets (for the
largest board and table the rules allow) let the compiled code read them as constants.
``pack_fast`` translates a fast engine's state into that array (the lab's
``bot.lab.kernel_game`` translates it back, so that the differential test compares the kernel
with the reference engine state for state).

Everything here is plain Python and NumPy; ``storage``, ``listing`` and ``turns`` hold the
compiled code."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import numpy as np
import numpy.typing as npt

from bot.engine.board import LAND, Board
from bot.engine.fast import FastState
from bot.engine.fast.flat import Open
from bot.engine.scoring import END_ALL_MET, END_FIVE, END_STUCK

Array = npt.NDArray[np.int64]

SPACES, FAMILIES, SEATS, GOODS = 128, 16, 5, 40  # room for: spaces, families, seats, good numbers (1-39)
NEAR_MAX = 8       # neighbours a space may have
DRAWN_MAX = 3      # cards a marriage may draw (the decision remembers them)
OPEN_MAX = 40      # decisions and sale offers open at once (one sale per card at most)
RECORD = 10        # an open decision: kind, player, card, least, most, drawn (count, 3 cards), turn
DISCARD, SALE = 0, 1                      # a record's kind
END_REASONS = ("", END_FIVE, END_ALL_MET, END_STUCK)  # end_reason by its number in the state
GAME_RNG, CHOOSER_RNG = 0, 1              # the two generators (uint64), in an array of their own


class _Offsets:
    """Hands out consecutive offsets in a flat array."""

    def __init__(self) -> None:
        self.size = 0

    def take(self, size: int) -> int:
        offset, self.size = self.size, self.size + size
        return offset

    def numbers(self, count: int) -> range:
        """Offsets of ``count`` single numbers."""
        return range(self.take(count), self.size)


_state = _Offsets()
# END: the END_REASONS index; RULES: the rules version's number
PLAYERS, ACTIVE, TURN, PASSES, OVER, END, BANK_IN, BANK_OUT, SALES_AT_ONCE, RULES = _state.numbers(10)
LAST_PLACED = _state.take(1 + 2)
MONEY = _state.take(SEATS)
TILES_ROOM, CARDS_ROOM, MARKERS_ROOM = 2 * FAMILIES, GOODS, 8 * FAMILIES
TILES = _state.take(SEATS * (1 + TILES_ROOM))        # per seat a list: TILES + seat * (1 + TILES_ROOM)
HAND = _state.take(SEATS * (1 + CARDS_ROOM))
SOLD = _state.take(SEATS * (1 + CARDS_ROOM))
GOODS_MARKERS = _state.take(SEATS * (1 + CARDS_ROOM))
RELATIONSHIP = _state.take(SEATS * (1 + MARKERS_ROOM))
GREEN = _state.take(SEATS * (1 + TILES_ROOM))
DISCARDED = _state.take(SEATS * (1 + CARDS_ROOM))  # per seat: its cards in the discard pile (secret)
CAMELS = _state.take(2 * SPACES)
TREASURY = _state.take(FAMILIES)
CAMELS_LEFT = _state.take(FAMILIES)
TILES_LEFT = _state.take(FAMILIES)
STACK = _state.take(FAMILIES)
MET = _state.take(1 + FAMILIES * FAMILIES)          # pairs a * FAMILIES + b, a < b, in meeting order
DECK = _state.take(1 + GOODS)
DISCARDS = _state.take(1 + GOODS)
BAG = _state.take(1 + TILES_ROOM)
REMOVED = _state.take(1 + TILES_ROOM)
PENDING = _state.take(1 + OPEN_MAX * RECORD)
OFFERS = _state.take(1 + OPEN_MAX * RECORD)
STATE_SIZE = _state.size

_tables = _Offsets()
(N_SPACES, N_FAMILIES, HAND_LIMIT, DRAWS, SECOND_CAMEL_COST, SALE_PRICE, BONUS_ACTIVE, BONUS_INACTIVE,
 MARKERS, OWN_POINTS, OTHER_POINTS) = _tables.numbers(11)
NEAR = _tables.take(SPACES * NEAR_MAX)   # per space its neighbours, -1 after the last
GOOD_AT = _tables.take(SPACES)           # per space its good number, 0 for none
IS_LAND = _tables.take(SPACES)
PORTION = _tables.take(FAMILIES)
GOOD_SPACE = _tables.take(GOODS)         # per good number its space (the rollout's evaluation reads it)
TABLES_SIZE = _tables.size

WORK_SIZE = 2 * SPACES  # the compiled code's scratch room: a mark per space, then a family's frontier


@lru_cache(maxsize=64)
def tables(board: Board, players: int) -> Array:
    """The board's facts the kernel reads, for a table of ``players`` (shared: never written)."""
    rules = board.rules
    families = len(board.families)
    if (len(board.spaces) > SPACES or families > FAMILIES or max(board.goods) >= GOODS
            or max(map(len, board.neighbours)) > NEAR_MAX or rules.cards_drawn_on_marriage > DRAWN_MAX
            or rules.space_capacity != 2 or families * rules.tiles_per_family > TILES_ROOM
            or families * rules.relationship_markers_per_family > MARKERS_ROOM):
        raise ValueError(f"board {board.id} does not fit the compiled kernel's fixed layout "
                         f"(room for {SPACES} spaces, {FAMILIES} families, two camels a space)")
    t = np.zeros(TABLES_SIZE, dtype=np.int64)
    t[N_SPACES], t[N_FAMILIES] = len(board.spaces), families
    t[HAND_LIMIT], t[DRAWS] = rules.hand_limit[players], rules.cards_drawn_on_marriage
    t[SECOND_CAMEL_COST], t[SALE_PRICE] = rules.second_camel_cost, rules.sale_price
    t[BONUS_ACTIVE], t[BONUS_INACTIVE] = rules.meeting_bonus_active, rules.meeting_bonus_inactive
    t[MARKERS] = rules.relationship_markers_per_family
    t[OWN_POINTS], t[OTHER_POINTS] = rules.card_points_own_family, rules.card_points_other_family
    t[NEAR:NEAR + SPACES * NEAR_MAX] = -1
    for space, near in enumerate(board.neighbours):
        t[NEAR + space * NEAR_MAX:NEAR + space * NEAR_MAX + len(near)] = near
        good = board.spaces[space].good
        t[GOOD_AT + space] = good or 0
        t[IS_LAND + space] = board.spaces[space].kind == LAND
        if good:
            t[GOOD_SPACE + good] = space
    for family in board.families:
        t[PORTION + family.index] = family.portion
    t.flags.writeable = False
    return t


def pack_fast(s: FastState) -> tuple[Array, npt.NDArray[np.uint64]]:
    """The kernel's state of ``s`` and its generators (the game's; the chooser's is 0): what a search
    hands the compiled rollout each walk."""
    st = np.zeros(STATE_SIZE, dtype=np.int64)
    st[PLAYERS], st[ACTIVE], st[TURN], st[PASSES] = len(s.names), s.active, s.turn, s.passes
    st[OVER], st[END] = s.over, END_REASONS.index(s.end_reason)
    st[BANK_IN], st[BANK_OUT] = s.bank_in, s.bank_out
    st[SALES_AT_ONCE], st[RULES] = s.sales_at_once, s.rules_version
    _put(st, LAST_PLACED, s.last_placed)
    st[MONEY:MONEY + len(s.money)] = s.money
    for offset, room, lists in ((TILES, TILES_ROOM, s.tiles), (HAND, CARDS_ROOM, s.hands), (SOLD, CARDS_ROOM, s.sold),
                                (GOODS_MARKERS, CARDS_ROOM, s.goods_markers),
                                (RELATIONSHIP, MARKERS_ROOM, s.relationship_markers),
                                (GREEN, TILES_ROOM, s.green_markers), (DISCARDED, CARDS_ROOM, s.discarded)):
        for seat, values in enumerate(lists):
            _put(st, offset + seat * (1 + room), values)
    st[CAMELS:CAMELS + len(s.camels)] = s.camels
    for offset, numbers in ((TREASURY, s.treasury), (CAMELS_LEFT, s.camels_left),
                            (TILES_LEFT, s.tiles_left), (STACK, s.stack)):
        st[offset:offset + len(numbers)] = numbers
    _put(st, MET, [a * FAMILIES + b for a, b in s.met])
    _put(st, DECK, s.deck)
    _put(st, DISCARDS, s.discard)
    _put(st, BAG, s.bag)
    _put(st, REMOVED, s.removed_tiles)
    _put_decisions(st, PENDING, s.pending)
    _put_decisions(st, OFFERS, s.offers)
    rng = np.zeros(2, dtype=np.uint64)
    rng[GAME_RNG] = s.rng
    return st, rng


def _put(st: Array, offset: int, values: Any) -> None:
    st[offset] = len(values)
    st[offset + 1:offset + 1 + len(values)] = values


def _put_decisions(st: Array, offset: int, decisions: tuple[Open, ...]) -> None:
    st[offset] = len(decisions)
    for i, d in enumerate(decisions):
        at = offset + 1 + i * RECORD
        st[at:at + 6] = (SALE if d.kind == "sale" else DISCARD, d.player, d.card, d.least, d.most, len(d.drawn))
        st[at + 6:at + 6 + len(d.drawn)] = d.drawn
        st[at + 9] = d.turn
