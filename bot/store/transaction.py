"""A transaction as the store, its migrations and its backends see it: statements written with
``?`` placeholders, run by whichever backend holds the connection. It is the game interface's
``Statements``, so that a game's statistics and upgrades run in the store's transactions
without the interface knowing the store."""

from __future__ import annotations

from collections.abc import Sized
from typing import TypeAlias

from bot.games.interface import Statements

Transaction: TypeAlias = Statements


def marks(values: Sized) -> str:
    """A ``?`` for each of ``values``: the placeholders of an ``IN (...)`` list."""
    return ", ".join(["?"] * len(values))
