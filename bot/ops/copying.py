"""``python -m bot copy --from A --to B``: a whole installation moved to another database
(an SQLite file or a PostgreSQL URL, either way), with the bot stopped.

Every table of the schema is copied row for row, whatever its name: the tables and their
columns are read from the databases themselves, so a table a later version adds is copied
without being listed here (``tests/store/test_copy.py`` fills every table and compares them
all). The source must be at this bot's schema version and is only read; the target is
migrated to it first. Everything is written in one transaction on the target, checked before
it commits (each game's state against its log's replay, each table's row count): a
copy that does not check out leaves the target as it was (docs/operating.md)."""

from __future__ import annotations

import dataclasses
import json
import shutil
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.games.interface import Game
from bot.ops.admin import current
from bot.ops.whole_file import in_place
from bot.store import MIGRATIONS, BadAddress, SqliteStore, Store, StoreError, Transaction, Unreachable, seat_from_json
from bot.store.access import Access
from bot.store.address import check, is_postgres, shown

BATCH = 200  # games read from the source at a time, with their log, news and the rest
FIRST = -(2**63)  # below any game's id
UNTOUCHED = "Nothing was copied: the target is as it was before (migrated to this bot's schema version)."


class CopyRefused(StoreError):
    """The copy cannot be made, or did not check out; the sentence says why and what to do."""


@dataclass(frozen=True)
class CopyReport:
    """What was copied: rows per table, games by status, how many games were replayed to
    their digest, and how many games the target held before (``--replace`` deleted them)."""

    source: str
    target: str
    rows: tuple[tuple[str, int], ...]
    statuses: tuple[tuple[str, int], ...]
    replayed: int
    replaced: int

    def said(self) -> str:
        width = max(len(table) for table, _ in self.rows)
        by_status = ", ".join(f"{count} {status}" for status, count in self.statuses)
        lines = [f"Copied {shown(self.source)} to {shown(self.target)} (schema version {len(MIGRATIONS)}), "
                 "in one transaction:"]
        lines += [f"  {table:<{width}} {count:>8}" + (f"  ({by_status})" if table == "games" and by_status else "")
                  for table, count in self.rows]
        lines.append(f"Every game with moves ({self.replayed}) equals the replay of its log in the copy;\n"
                     "every table has as many rows as in the source.")
        if self.replaced:
            held = "The game" if self.replaced == 1 else f"The {self.replaced} games"
            lines.append(f"{held} the target held before {'was' if self.replaced == 1 else 'were'} deleted first "
                         "(--replace).")
        lines.append(f"Now set SAMARKAND_DB={shown(self.target)} and start the bot.")
        return "\n".join(lines)


async def copy_installation(source: str, target: str, replace: bool) -> str:
    """Copy everything from ``source`` to ``target``; returns the report in sentences."""
    for option, address in (("--from", source), ("--to", target)):
        try:
            check(address)
        except BadAddress as err:
            raise BadAddress(f"{option}: {err}") from None
    if same_database(source, target):
        raise CopyRefused(f"--from and --to both name {shown(source)}: give the new database as --to.")
    # only read: a read-only volume will do
    async with await current(source, "--from names it", Access.READ_ONCE) as origin:
        if is_postgres(target) or Path(target).exists():
            return (await copied(origin, target, replace)).said()
        return (await copied_to_new_file(origin, Path(target))).said()


async def copied(origin: Store, target: str, replace: bool) -> CopyReport:
    """The copy into the database at ``target``, opened (and migrated) for the same game."""
    async with await Store.open(target, origin.plays) as destination:
        return await copy_tables(origin, destination, replace)


async def copied_to_new_file(origin: Store, target: Path) -> CopyReport:
    """A new SQLite file, whole or not at all: the copy is made in a temporary file beside it
    and renamed to it once committed and closed (``bot.ops.whole_file``), so a full disk
    leaves no empty or half-made database under the name SAMARKAND_DB is to take next. An
    existing target needs no such care: the copy is one transaction there."""
    if not target.parent.is_dir():
        raise CopyRefused(f"Cannot copy to {target}: there is no folder {target.parent}, so nothing was copied. "
                          "Give --to a file in a folder that exists.")
    temporary = target
    try:
        with in_place(target) as temporary:
            report = await copied(origin, str(temporary), False)
    except StoreError as err:
        if shutil.disk_usage(target.resolve().parent).free < SqliteStore.FULL_BELOW:  # SQLite says "disk I/O error"
            raise CopyRefused(f"Cannot copy to {target}: its disk is full, so nothing was copied and no file was left "
                              "there: free some space, or give --to a file on another disk.") from None
        said = str(err).replace(UNTOUCHED, f"Nothing was copied, and no file was left at {target}.")
        raise CopyRefused(said.replace(str(temporary), str(target))) from None
    return dataclasses.replace(report, target=str(target))


def same_database(source: str, target: str) -> bool:
    if is_postgres(source) or is_postgres(target):
        return source == target
    return Path(source).resolve() == Path(target).resolve()


async def copy_tables(origin: Store, destination: Store, replace: bool) -> CopyReport:
    """Every row of ``origin`` into ``destination`` (both at this bot's schema version), in
    one transaction on the destination, checked before it commits."""
    tables, theirs = await origin.tables(), await destination.tables()
    differing = sorted(table for table in {*tables, *theirs}
                       if set(tables.get(table, ())) != set(theirs.get(table, ())))
    if differing:
        raise CopyRefused(f"{shown(origin.address)} and {shown(destination.address)} have the same schema version "
                          f"but not the same columns in {', '.join(differing)} (was one changed by hand?). {UNTOUCHED}")
    counts = {table: int((await read(origin, f"SELECT COUNT(*) FROM {table}"))[0][0]) for table in tables}  # SQL

    async def body(tx: Transaction) -> CopyReport:
        replaced = await empty_target(tx, destination, tables, replace)
        for table in whole_tables(tables):
            await insert(tx, table, tables[table], await read(origin, f"SELECT {names(tables[table])} FROM {table}"))
        statuses, replayed = await copy_games(tx, origin, tables, destination.plays)
        for table, expected in counts.items():
            (copied,) = await tx.fetch(f"SELECT COUNT(*) FROM {table}")  # SQL
            if copied[0] != expected:
                raise CopyRefused(f"{table}: {expected} rows in the source, {copied[0]} in the copy. {UNTOUCHED}")
        await destination.follow_copied_ids(tx)
        try:  # before the copy commits: a bot that opened the source meanwhile
            await origin.read_as_it_is()
        except Unreachable as err:
            raise CopyRefused(f"{err} {UNTOUCHED}") from None
        return CopyReport(origin.address, destination.address, tuple(counts.items()),
                          tuple(sorted(statuses.items())), replayed, replaced)
    try:
        return await destination.atomically(body)
    except StoreError:
        raise
    except Exception as err:  # the driver's: a constraint, a lost connection; rolled back all the same
        raise CopyRefused(f"The copy stopped ({type(err).__name__}: {err}). {UNTOUCHED}") from err


def whole_tables(tables: dict[str, tuple[str, ...]]) -> list[str]:
    """The tables that belong to no game (players' settings, the heartbeat): copied whole."""
    return [table for table, columns in tables.items() if table != "games" and "game_id" not in columns]


def game_tables(tables: dict[str, tuple[str, ...]]) -> list[str]:
    """The tables that hang on a game (its log, news, standing orders, leases): copied with it."""
    return [table for table, columns in tables.items() if "game_id" in columns]


async def read(store: Store, sql: str, parameters: Sequence[Any] = ()) -> list[Any]:
    return await store.atomically(lambda tx: tx.fetch(sql, parameters))


def names(columns: Sequence[str]) -> str:
    return ", ".join(f'"{column}"' for column in columns)


async def insert(tx: Transaction, table: str, columns: Sequence[str], rows: list[Any]) -> None:
    marks = ", ".join("?" for _ in columns)
    await tx.executemany(f"INSERT INTO {table} ({names(columns)}) VALUES ({marks})",  # SQL
                         [tuple(row) for row in rows])


async def empty_target(tx: Transaction, destination: Store, tables: dict[str, tuple[str, ...]], replace: bool) -> int:
    """Refuse a target that holds anything, unless told to replace it: then delete every row
    (a game's rows before the game); returns how many games it held."""
    held = {table: (await tx.fetch(f"SELECT COUNT(*) FROM {table}"))[0][0] for table in tables}  # SQL
    if not any(held.values()):
        return 0
    if not replace:
        others = sum(held.values()) - held["games"]
        games = "1 game" if held["games"] == 1 else f"{held['games']} games"
        raise CopyRefused(f"{shown(destination.address)} is not empty: it holds {games} and {others} other rows. "
                          "Copy into a new, empty database, or add --replace to delete everything it holds and put "
                          "the copy in its place. Nothing was copied.")
    for table in [*game_tables(tables), "games", *whole_tables(tables)]:
        await tx.execute(f"DELETE FROM {table}")  # SQL
    return int(held["games"])


async def copy_games(tx: Transaction, origin: Store, tables: dict[str, tuple[str, ...]],
                     game: Game) -> tuple[Counter[str], int]:
    """The games in batches by id, each with the rows that hang on it, each batch checked
    once written (replayed by ``game``); returns the games by status and how many were replayed."""
    statuses: Counter[str] = Counter()
    replayed, last = 0, FIRST
    while games := await read(origin, f"SELECT {names(tables['games'])} FROM games WHERE id > ? ORDER BY id LIMIT ?",
                              (last, BATCH)):
        await insert(tx, "games", tables["games"], games)
        first, last = games[0]["id"], games[-1]["id"]
        for table in game_tables(tables):
            await insert(tx, table, tables[table], await read(
                origin, f"SELECT {names(tables[table])} FROM {table} WHERE game_id BETWEEN ? AND ?", (first, last)))
        statuses.update(str(row["status"]) for row in games)
        replayed += await check_games(tx, {row["id"]: str(row["state"]) for row in games}, first, last, game)
    return statuses, replayed


async def check_games(tx: Transaction, states: dict[int, str], first: int, last: int, plays: Game) -> int:
    """Each copied game as the copy holds it: its state the source's, and (unless a migration
    set it aside as it was) the replay of its copied log; returns how many were replayed."""
    logs: dict[int, list[Any]] = {}
    for entry in await tx.fetch("SELECT game_id, seat, action FROM actions WHERE game_id BETWEEN ? AND ? "
                                "ORDER BY game_id, seq", (first, last)):
        logs.setdefault(entry["game_id"], []).append(entry)
    replayed = 0
    for game in await tx.fetch("SELECT id, status, seats, seed, settings, state FROM games "
                               "WHERE id BETWEEN ? AND ? ORDER BY id", (first, last)):
        if game["state"] != states[game["id"]]:
            raise CopyRefused(f"Game {game['id']}'s state in the copy differs from the source's. {UNTOUCHED}")
        if game["state"] and game["status"] != "kept":
            if replayed_state(game, logs.get(game["id"], []), plays) != game["state"]:
                raise CopyRefused(f"Game {game['id']} ({game['status']}) does not equal the replay of its log "
                                  "(its log or state was changed outside the bot): restore the source from a "
                                  f"backup, or look at the game with `python -m bot export {game['id']}`, and copy "
                                  f"again. {UNTOUCHED}")
            replayed += 1
    return replayed


def replayed_state(game: Any, log: list[Any], plays: Game) -> str:  # SQL: a games row and its actions rows
    """The state the game's seed and log lead to under its own rules, as ``plays`` replays
    it ("" if they lead nowhere)."""
    names = [seat_from_json(seat).name for seat in json.loads(game["seats"])]
    return plays.replayed(game["state"], json.loads(game["settings"]), names, game["seed"],
                          [(int(entry["seat"]), str(entry["action"])) for entry in log])
