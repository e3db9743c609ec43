"""What the pages made last, kept by key: a game's public record at its version, and the board images. Many viewers
of one game at one version cost one replay and one drawing, even at the same moment: a value being made is shared by
all who ask meanwhile. A new version is a new key; the oldest goes first when there are too many or (images) they
weigh too much. Kept for none (``most`` 0), a value is still shared while being made: so the pages read a game's
version once for all the requests of that moment."""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Hashable
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


def weightless(_: object) -> int:
    return 0


class Recent(Generic[K, V]):
    def __init__(self, most: int, weigh: Callable[[V], int] = weightless, heaviest: int = 0) -> None:
        """At most ``most`` values kept; with ``weigh``, also no more than ``heaviest`` together
        (the images: a board weighs ten times a small one), but always the newest, whatever
        it weighs."""
        self.most, self.weigh, self.heaviest = most, weigh, heaviest
        self.weight = 0  # of the values kept
        self.kept: OrderedDict[K, V] = OrderedDict()
        self.making: dict[K, asyncio.Task[V]] = {}

    async def get(self, key: K, make: Callable[[], Awaitable[V]]) -> V:
        """The value kept for ``key``, or the one ``make`` makes (then kept). While it is being
        made, a second request for ``key`` waits for the same making rather than making it
        again. The making runs in a task of its own: a viewer who goes away (a cancelled
        request) stops nobody else's wait; a making that fails is kept by nobody, so the next
        request tries again."""
        if key in self.kept:
            self.kept.move_to_end(key)
            return self.kept[key]
        if key not in self.making:
            self.making[key] = asyncio.ensure_future(self._made(key, make))
        return await asyncio.shield(self.making[key])

    async def _made(self, key: K, make: Callable[[], Awaitable[V]]) -> V:
        try:
            value = await make()
        finally:
            del self.making[key]
        self.kept[key] = value
        self.weight += self.weigh(value)
        while len(self.kept) > self.most or (self.weight > self.heaviest and len(self.kept) > 1):
            self.weight -= self.weigh(self.kept.popitem(last=False)[1])
        return value
