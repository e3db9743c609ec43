"""What the pages made last, kept by key: the public record of a game at its version, and the
board images. Many viewers of one game at one version then cost one replay and one drawing,
and a page request stays off the event loop's back: a replay or a drawing is CPU the bot's
Discord answers would otherwise wait for. A new version is a new key; the oldest goes first."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Awaitable, Callable, Hashable
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class Recent(Generic[K, V]):
    def __init__(self, most: int) -> None:
        self.most = most
        self.kept: OrderedDict[K, V] = OrderedDict()

    async def get(self, key: K, make: Callable[[], Awaitable[V]]) -> V:
        """The value kept for ``key``, or the one ``make`` makes (then kept)."""
        if key in self.kept:
            self.kept.move_to_end(key)
            return self.kept[key]
        value = await make()
        self.kept[key] = value
        while len(self.kept) > self.most:
            self.kept.popitem(last=False)
        return value
