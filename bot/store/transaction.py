"""A transaction as the store, its migrations and its backends see it: statements written with
``?`` placeholders, run by whichever backend holds the connection."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, Protocol


class Transaction(Protocol):
    """Statements inside one transaction, written with ``?`` placeholders for either backend."""

    async def fetch(self, sql: str, parameters: Sequence[Any] = ()) -> list[Any]: ...

    async def execute(self, sql: str, parameters: Sequence[Any] = ()) -> int:
        """Run one statement; returns the rows it changed."""
        ...

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None: ...

    async def script(self, ddl: str) -> None:
        """Run a migration's SQL script (written in SQLite's words)."""
        ...
