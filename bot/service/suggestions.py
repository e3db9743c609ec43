"""The move each game's last hint suggested, remembered until it is played: a move played as
suggested, in the very position the hint weighed, is logged as the hint's (``By.ADVISED``), and the
review after the end never calls it the player's mistake (docs/coach.md#a-move-a-hint-suggested).

One per game: only the seat to move gets a hint, and any move changes the position, after which
the suggestion matches nothing. Kept in this process's memory only: after a restart between the
hint and the move (or with the move taken by another process), the move is logged as the
player's own."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from hashlib import blake2b
from typing import Any

KEPT = 4096  # games whose last hint is remembered: far more than have hints on at once


@dataclass(frozen=True)
class Suggested:
    """A hint's move for ``seat`` (``forms``: each way the game writes that one move), and the
    position it weighed (a digest of the stored state)."""

    seat: int
    position: bytes
    forms: tuple[Any, ...]


def position(stored: str) -> bytes:
    return blake2b(stored.encode(), digest_size=16).digest()


class Suggestions:
    """The last suggestion of each game's hints."""

    def __init__(self) -> None:
        self._last: OrderedDict[int, Suggested] = OrderedDict()

    def suggested(self, game_id: int, seat: int, stored: str, forms: Sequence[Any]) -> None:
        """A hint suggested ``forms`` to ``seat`` in the ``stored`` state."""
        self._last[game_id] = Suggested(seat, position(stored), tuple(forms))
        self._last.move_to_end(game_id)
        while len(self._last) > KEPT:
            self._last.popitem(last=False)

    def followed(self, game_id: int, seat: int, stored: str, action: Any) -> bool:
        """Whether ``seat`` playing ``action`` in the ``stored`` state plays the game's last hint:
        the same seat, the same position (a sale answered since, say, changes it), the same move."""
        last = self._last.get(game_id)
        return (last is not None and last.seat == seat and action in last.forms
                and last.position == position(stored))  # the state hashed only for the hint's own move
