"""The move each game's last hint suggested, until played: a move played as suggested, in the position the hint
weighed as its player sees it, is logged as the hint's (``By.ADVISED``), and the review never calls it the
player's mistake (docs/coach.md#a-move-a-hint-suggested).

One per game: only the seat to move gets a hint, and any move changes the position. The position is what the
seat knows (``Rules.known_to``), not the whole state: another player's private answer in between (a sale offer
kept, R6.5) would otherwise log the move as the player's own, and the review would tell everyone by it that an
offer had been answered. In memory only: after a restart (or a move by another process) the move is logged as
the player's own."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Any

KEPT = 4096  # games whose last hint is remembered: far more than have hints on at once


@dataclass(frozen=True)
class Suggested:
    """A hint's move for ``seat`` (``forms``: each way the game writes that one move), and the
    position it weighed as the seat knows it (``Rules.known_to``)."""

    seat: int
    known: Hashable
    forms: tuple[Any, ...]


class Suggestions:
    """The last suggestion of each game's hints."""

    def __init__(self) -> None:
        self._last: OrderedDict[int, Suggested] = OrderedDict()

    def suggested(self, game_id: int, seat: int, known: Hashable, forms: Sequence[Any]) -> None:
        """A hint suggested ``forms`` to ``seat``, who knew ``known`` of the state."""
        self._last[game_id] = Suggested(seat, known, tuple(forms))
        self._last.move_to_end(game_id)
        while len(self._last) > KEPT:
            self._last.popitem(last=False)

    def waits_for(self, game_id: int, seat: int) -> bool:
        """Whether the game's last hint was for ``seat``: only then is what the seat knows worth
        working out before its move (and a game without hints never asked for it)."""
        last = self._last.get(game_id)
        return last is not None and last.seat == seat

    def followed(self, game_id: int, seat: int, known: Hashable, action: Any) -> bool:
        """Whether ``seat``, knowing ``known`` of the state, plays the game's last hint with
        ``action``: the same seat, the same position as the seat sees it (its own sale answered
        since, say, changes it; another's private answer does not), the same move."""
        last = self._last.get(game_id)
        return last is not None and last.seat == seat and action in last.forms and last.known == known
