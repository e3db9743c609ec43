"""The ``GameState`` a compiled kernel's state stands for: ``bot.ai.kernel.layout``'s flat array
(which ``pack_fast`` fills) read back, so that the differential tests (``tests/kernel``) compare
the kernel with the reference engine state for state. No player's game reads it back, so it
lives in the checkout, not in the wheel. Needs NumPy (the ``kernel`` extra's)."""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from bot.ai.kernel import layout as k
from bot.ai.kernel.layout import Array
from bot.engine.state import Decision, GameState, Player, RulesVersion


def unpack(st: Array, rng: npt.NDArray[np.uint64], like: GameState) -> GameState:
    """The ``GameState`` the kernel's state stands for; ``like`` gives what the kernel does not
    keep (the board, the seed and the players' names)."""
    families = len(like.board.families)

    def own(seat: int, offset: int, room: int) -> list[int]:
        return _get(st, offset + seat * (1 + room))

    players = [Player(p.name, int(st[k.MONEY + seat]), own(seat, k.TILES, k.TILES_ROOM),
                      own(seat, k.HAND, k.CARDS_ROOM), own(seat, k.SOLD, k.CARDS_ROOM),
                      own(seat, k.GOODS_MARKERS, k.CARDS_ROOM), own(seat, k.RELATIONSHIP, k.MARKERS_ROOM),
                      own(seat, k.GREEN, k.TILES_ROOM), own(seat, k.DISCARDED, k.CARDS_ROOM))
               for seat, p in enumerate(like.players)]
    return GameState(
        like.board, like.seed, players, _ints(st[k.CAMELS:k.CAMELS + len(like.camels)]),
        _ints(st[k.TREASURY:k.TREASURY + families]), _ints(st[k.CAMELS_LEFT:k.CAMELS_LEFT + families]),
        _ints(st[k.TILES_LEFT:k.TILES_LEFT + families]), _ints(st[k.STACK:k.STACK + families]),
        [[pair // k.FAMILIES, pair % k.FAMILIES] for pair in _get(st, k.MET)],
        _get(st, k.DECK), _get(st, k.DISCARDS), _get(st, k.BAG), _get(st, k.REMOVED),
        int(st[k.ACTIVE]), int(st[k.TURN]), _get_decisions(st, k.PENDING), _get_decisions(st, k.OFFERS),
        bool(st[k.SALES_AT_ONCE]), int(st[k.PASSES]), bool(st[k.OVER]), k.END_REASONS[st[k.END]],
        int(rng[k.GAME_RNG]), int(st[k.BANK_IN]), int(st[k.BANK_OUT]), _get(st, k.LAST_PLACED),
        RulesVersion(int(st[k.RULES])),
    )


def _get(st: Array, offset: int) -> list[int]:
    return _ints(st[offset + 1:offset + 1 + st[offset]])


def _ints(values: Array) -> list[int]:
    return [int(v) for v in values]


def _get_decisions(st: Array, offset: int) -> list[Decision]:
    out = []
    for i in range(st[offset]):
        at = offset + 1 + i * k.RECORD
        out.append(Decision("sale" if st[at] == k.SALE else "discard", int(st[at + 1]), int(st[at + 2]),
                            int(st[at + 3]), int(st[at + 4]), _ints(st[at + 6:at + 6 + st[at + 5]]),
                            int(st[at + 9])))
    return out
