"""The kernel's generator and its lists: ``bot.engine.rng``'s SplitMix64 bit for bit, and
the lists and open-decision records of ``layout``'s flat array (a length, then the items),
compiled by numba for ``listing`` and ``turns``."""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from bot.ai.kernel.compiling import compiled
from bot.ai.kernel.layout import ACTIVE, PENDING, RECORD

Array = npt.NDArray[np.int64]
Generators = npt.NDArray[np.uint64]

_GOLDEN = np.uint64(0x9E3779B97F4A7C15)
_MIX1, _MIX2 = np.uint64(0xBF58476D1CE4E5B9), np.uint64(0x94D049BB133111EB)
_LOW32 = np.uint64(0xFFFFFFFF)
_S30, _S27, _S31, _S32 = np.uint64(30), np.uint64(27), np.uint64(31), np.uint64(32)


# --- the generator: bot.engine.rng's SplitMix64, bit for bit ---

@compiled
def next_bits(rng: Generators, which: int) -> np.uint64:
    """``rng.next_u64``: the generator moved on, and its 64 random bits."""
    state = rng[which] + _GOLDEN
    rng[which] = state
    z = (state ^ (state >> _S30)) * _MIX1
    z = (z ^ (z >> _S27)) * _MIX2
    return z ^ (z >> _S31)


@compiled
def below(rng: Generators, which: int, n: int) -> int:
    """``rng.below``: a uniform integer in [0, n); the 128-bit product's top half in halves."""
    bits = next_bits(rng, which)
    count = np.uint64(n)
    return int((((bits >> _S32) * count) + (((bits & _LOW32) * count) >> _S32)) >> _S32)


@compiled
def shuffle(st: Array, rng: Generators, which: int, at: int) -> None:
    """``rng.shuffle`` of the list at ``at`` with generator ``which`` (Fisher-Yates, from the end)."""
    for i in range(st[at] - 1, 0, -1):
        j = below(rng, which, i + 1)
        st[at + 1 + i], st[at + 1 + j] = st[at + 1 + j], st[at + 1 + i]


# --- lists: a length, then the items ---

@compiled
def push(st: Array, at: int, value: int) -> None:
    st[at + 1 + st[at]] = value
    st[at] += 1


@compiled
def find(st: Array, at: int, value: int) -> int:
    for i in range(st[at]):
        if st[at + 1 + i] == value:
            return i
    return -1


@compiled
def remove_at(st: Array, at: int, i: int) -> None:
    for j in range(at + 1 + i, at + st[at]):
        st[j] = st[j + 1]
    st[at] -= 1


@compiled
def insert_sorted(st: Array, at: int, value: int) -> None:
    j = st[at]
    while j > 0 and st[at + j] > value:
        st[at + 1 + j] = st[at + j]
        j -= 1
    st[at + 1 + j] = value
    st[at] += 1


@compiled
def seat_list(base: int, room: int, seat: int) -> int:
    return base + seat * (1 + room)


# --- open decisions and offers: records of RECORD numbers ---

@compiled
def record(at: int, i: int) -> int:
    return at + 1 + i * RECORD


@compiled
def push_record(st: Array, at: int, source: int) -> None:
    to = record(at, st[at])
    for k in range(RECORD):
        st[to + k] = st[source + k]
    st[at] += 1


@compiled
def new_record(st: Array, at: int, kind: int, player: int, card: int, turn: int) -> int:
    to = record(at, st[at])
    for k in range(RECORD):
        st[to + k] = 0
    st[to], st[to + 1], st[to + 2], st[to + 9] = kind, player, card, turn
    st[at] += 1
    return to


@compiled
def drop_record(st: Array, at: int, i: int) -> None:
    for j in range(record(at, i), record(at, st[at] - 1)):
        st[j] = st[j + RECORD]
    st[at] -= 1


@compiled
def to_move(st: Array) -> int:
    """The seat whose input the game waits for (the game must not be over)."""
    return st[record(PENDING, 0) + 1] if st[PENDING] else st[ACTIVE]

