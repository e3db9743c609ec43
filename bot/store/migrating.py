"""The schema's version and its migrations, run in one transaction (``bot.store.migrations``
holds the versions themselves), the games a migration set aside, and the whole schema read
table by table for ``python -m bot copy``."""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Awaitable, Callable
from functools import partial
from itertools import groupby
from pathlib import Path

from bot.store.address import shown
from bot.store.connection import Connection, T
from bot.store.copies import copies_holding, remove_with_sides
from bot.store.errors import MigrationFailed, StoreError
from bot.store.migrations import KEEPS_GAMES, MIGRATIONS, KeptGame, MigrationReport, beat_at_the_last_write
from bot.store.rows import game_status
from bot.store.settings import Settings
from bot.store.transaction import Transaction

log = logging.getLogger("samarkand.store")


class Migrating(Connection):
    async def schema_version(self) -> int:
        return await self._in_transaction(self._version_in)

    async def migrate(self) -> MigrationReport:
        """Apply the versions this database has not had yet, all in one transaction: if any
        fails, the database stays at the version it had (and the release that wrote it can
        still open it); ``migrate`` again resumes. An SQLite file is first copied beside itself."""
        before = await self.schema_version()
        if before >= len(MIGRATIONS):
            return MigrationReport(before, before)
        copy = await self._copy_before_migrating(before)
        try:
            applied = await self._in_transaction(partial(self._apply_all, before))
        except StoreError:
            raise
        except Exception as err:
            if self.refuses_writes(err):  # a full disk, say: the refusal's own sentence, and its room back
                raise MigrationFailed(await self._refused_midway(err, before, copy)) from err
            kept = f"; the file as it was is also copied to {copy}" if copy else ""
            raise MigrationFailed(f"{shown(self.address)}: migrating from schema version {before} to "
                                  f"{len(MIGRATIONS)} failed ({type(err).__name__}: {err}). Nothing was changed: "
                                  f"the database is still at version {before}{kept}. Run `python -m bot migrate "
                                  f"--db {shown(self.address)}` again once the cause is fixed.") from err
        if not applied:
            return MigrationReport(before, before)  # another process migrated it meanwhile
        # only the version that rebuilds saved states sets games aside, and only when it ran now
        set_aside = await self.kept_games() if KEEPS_GAMES in applied else ()
        return MigrationReport(applied[0] - 1, applied[-1], copy, set_aside)

    async def _refused_midway(self, err: Exception, before: int, copy: str) -> str:
        """The sentence for a migration the database refused to write (its disk full): what the
        tool says of a full disk everywhere (``refusal``), then that nothing changed. The copy
        made just before is removed: the file is as it was, so the copy holds nothing more, and
        left there it takes the very room the next try needs (which then failed to copy). One
        that cannot be removed is named as safe to delete."""
        dropped = ""
        if copy:
            try:
                await asyncio.to_thread(remove_with_sides, Path(copy))
                dropped = ", and the copy made before migrating is removed"
            except OSError:
                dropped = f"; the copy made before migrating, {copy}, is safe to delete"
        return (f"{self.refusal(err)} Migrating from schema version {before} to {len(MIGRATIONS)} stopped there: "
                f"nothing was changed, the database is still at version {before}{dropped}. Run `python -m bot "
                f"migrate --db {shown(self.address)}` again once that is done.")

    async def copies_holding(self, user: str) -> tuple[str, ...]:
        """The copies ``migrate`` left here that hold ``user``: forgetting can't reach them (docs/privacy.md)."""
        return await asyncio.to_thread(copies_holding, self.address, user)

    async def _copy_before_migrating(self, version: int) -> str:
        """A copy of the database before a migration; "" where the backend's tools back up (PostgreSQL's pg_dump)."""
        return ""

    async def _apply_all(self, before: int, tx: Transaction) -> list[int]:
        await self._lock_schema(tx)
        start = max(before, await self._version_in(tx))  # another process may have migrated meanwhile
        for number in range(start + 1, len(MIGRATIONS) + 1):
            migration = MIGRATIONS[number - 1]
            if isinstance(migration, str):
                await tx.script(migration)
            else:
                await migration(tx, self.plays)
        if start < len(MIGRATIONS):
            await beat_at_the_last_write(tx)
            await self._set_version(tx, len(MIGRATIONS))
        return list(range(start + 1, len(MIGRATIONS) + 1))

    async def kept_games(self, untold: bool = False) -> tuple[KeptGame, ...]:
        """The games a migration set aside; ``untold``: those whose channel was not told yet."""
        records = await self._fetch("SELECT id, channel_id, settings, kept_status, kept_reason FROM games "
                                    "WHERE status = 'kept'" + (" AND kept_told = 0" if untold else "") + " ORDER BY id")
        return tuple(KeptGame(r["id"], r["channel_id"], Settings.from_json(json.loads(r["settings"])).language,
                              game_status(r["kept_status"]), r["kept_reason"]) for r in records)

    async def kept_told(self, game_id: int) -> None:
        await self._write("UPDATE games SET kept_told = 1 WHERE id = ?", (game_id,))

    async def tables(self) -> dict[str, tuple[str, ...]]:
        """Every table (the schema version's record aside) with its columns in order, read from the database itself so
        that what a later version adds is copied unlisted."""
        by_table = groupby(await self._in_transaction(self._columns), key=lambda record: str(record[0]))
        return {table: tuple(str(record[1]) for record in records) for table, records in by_table}

    async def atomically(self, body: Callable[[Transaction], Awaitable[T]]) -> T:
        """Run ``body`` in one transaction, for tools writing a whole install (``bot.ops.copying``): all or none."""
        return await self._in_transaction(body)


def told(report: MigrationReport) -> None:
    """The log's word on a migration at start: where the copy is, and each game set aside
    (by number and reason: neither names a player nor shows a card)."""
    if not report.applied:
        return
    log.info("database migrated from schema version %d to %d%s", report.before, report.after,
             f"; the file as it was is copied to {report.copy}" if report.copy else "")
    for game in report.kept:
        log.warning("game %d could not be carried over and is kept as it was: %s", game.game_id, game.reason)
