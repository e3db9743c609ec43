"""What every part of the store stands on: a backend's connection (``sqlite``,
``postgres``: each supplies transactions, reads, one-statement changes and the schema's
version), and the rule that every call runs to its end even if its caller is cancelled (a
shutdown, a timeout, a task discord.py drops): the work is shielded in a task of its own, so
no transaction is ever left open, and ``close`` waits for what is in flight."""

from __future__ import annotations

import asyncio
import os
import secrets
import socket
import time
from abc import ABC, abstractmethod
from collections.abc import Awaitable, Callable, Coroutine, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, Self, TypeVar

from bot.games.interface import Game
from bot.store.address import shown
from bot.store.errors import Busy, Damaged, ReadOnly, StoreError
from bot.store.settings import table_settings
from bot.store.shard_beats import Shards
from bot.store.transaction import Transaction

T = TypeVar("T")


def _read(path: str) -> str:
    """A small system file's text ("" where the system has none: not Linux)."""
    try:
        with open(path, encoding="ascii") as file:
            return file.read().strip()
    except OSError:
        return ""


def _namespace() -> str:
    """This process's process-id namespace ("" where none can be told): a container's own."""
    try:
        return f"{os.stat('/proc/self/ns/pid').st_ino:x}"
    except OSError:
        return ""


# What every lease owner's token says of its process besides its id (``ended_here``): when it
# started (ms), the machine's boot and its process-id namespace. An earlier process given the
# same id (a restarted container's bot is its process 1 again) started before this one, or in
# an earlier boot; a process of another namespace (a second container sharing the host's name)
# cannot be asked by its id. And the owners of this process's stores that closed.
STARTED = int(time.time() * 1000)
BOOT = _read("/proc/sys/kernel/random/boot_id").replace("-", "")[:8]
NAMESPACE = _namespace()
CLOSED_HERE: set[str] = set()


class Writes:
    """Whether the work under way (a player's command) tried a write: one that failed before
    it had tried any failed while reading, and the player is told that, not that nothing can
    be saved (``noting_writes``)."""

    tried = False


WRITES: ContextVar[Writes | None] = ContextVar("samarkand_writes", default=None)


@contextmanager
def noting_writes() -> Iterator[Writes]:
    """Within this block (and every task started in it) each write the store begins is noted
    in the ``Writes`` it yields."""
    writes = Writes()
    token = WRITES.set(writes)
    try:
        yield writes
    finally:
        WRITES.reset(token)


def tried_a_write() -> None:
    """Note in the work's ``Writes`` (where one is kept) that a write was begun."""
    writes = WRITES.get()
    if writes is not None:
        writes.tried = True


class Connection(ABC):
    """A backend's connection and the shielded calls every part of the store makes through it."""

    FOR_UPDATE = ""          # appended to a read the transaction writes back: a row lock where it takes one
    duplicate: tuple[type[BaseException], ...] = ()  # the driver's unique-violation errors
    # the write check's row, written and deleted in one committed transaction (``writable``)
    WRITE_CHECK = ("INSERT INTO meta (key, value) VALUES ('write check', '')",
                   "DELETE FROM meta WHERE key = 'write check'")
    WRITE_ACCESS = "give the bot write access to it"  # what to do when it cannot: said per backend
    lease_seconds = 120.0    # how long a claim outlives a process that died holding it
    one_host = False         # only processes of one host use the database: a lease's process can be asked
    shards: Shards | None = None  # the shards this process runs, where several share the database (``shard_beats``)
    beats_of: int | None = None  # the number of shards this process's start gave heartbeats (``last_beats``)

    @abstractmethod
    async def _transaction(self, body: Callable[[Transaction], Awaitable[T]]) -> T:
        """Run ``body`` in one transaction: committed if it returns, rolled back if it raises."""

    @abstractmethod
    async def _read(self, sql: str, parameters: Sequence[Any]) -> list[Any]: ...

    @abstractmethod
    async def _change(self, sql: str, parameters: Sequence[Any]) -> int:
        """One statement in its own transaction; returns the rows it changed."""

    @abstractmethod
    async def _disconnect(self) -> None: ...

    @abstractmethod
    async def _version_in(self, tx: Transaction) -> int: ...

    @abstractmethod
    async def _set_version(self, tx: Transaction, number: int) -> None: ...

    @abstractmethod
    async def _lock_schema(self, tx: Transaction) -> None:
        """Keep other processes from migrating at the same time (until the transaction ends)."""

    @abstractmethod
    async def _columns(self, tx: Transaction) -> list[Any]:
        """(table, column) pairs of the schema's tables, each table's columns in order."""

    @abstractmethod
    async def follow_copied_ids(self, tx: Transaction) -> None:
        """After rows were written with given ids, the next generated id must follow them (a new game after a copy)."""

    def __init__(self, address: str, game: Game) -> None:
        self.address = address
        self.plays = game  # the game whose games it keeps: its codecs, results and statistics
        self.table = table_settings(game)  # and its tables' settings, which every row is read with
        # this store's leases (ended_here): host:pid:token, the token random, then its process's start,
        # boot and namespace
        self.owner = f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(4)}.{STARTED:x}.{BOOT}.{NAMESPACE}"
        self._inflight: set[asyncio.Task[Any]] = set()
        self._closed = False
        self.reads = 0  # queries outside a write's transaction: counted for the benchmarks

    @property
    def is_open(self) -> bool:
        return not self._closed

    async def read_as_it_is(self) -> None:
        """Raise if a store that read its file as it was (unlocked, unopened) finds it written since; at close, or
        before a command's result stands on it. Others have nothing to check."""
        return None

    async def close(self) -> None:
        """Finish (or roll back) what is in flight, then disconnect cleanly (once)."""
        if self._closed:
            return
        self._closed = True
        CLOSED_HERE.add(self.owner)  # what it left under way is no longer this process's (``ended_here``)
        await self.settled()
        await self._disconnect()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(self, kind: type[BaseException] | None, *exc_info: object) -> None:
        """A store used in ``async with`` is closed when the block ends, however it ends; a
        refusal of the close itself (an immutable read that finds its file written) never hides
        the block's own failure, which said more."""
        try:
            await self.close()
        except StoreError:
            if kind is None:
                raise

    async def settled(self) -> None:
        """Wait until every call in flight has ended, those of cancelled callers included."""
        while self._inflight:
            await asyncio.gather(*list(self._inflight), return_exceptions=True)

    async def _shielded(self, work: Coroutine[Any, Any, T]) -> T:
        """Run ``work`` to its end whatever happens to the caller (see the module's note); a
        database found damaged on the way is said so (``damaged``), wherever it was found."""
        task = asyncio.ensure_future(work)
        self._inflight.add(task)
        task.add_done_callback(self._inflight.discard)
        try:
            return await asyncio.shield(task)
        except Exception as err:
            if said := self.damaged(err):
                raise said from err
            raise

    def damaged(self, err: Exception) -> Damaged | None:
        """The sentence for ``err`` if the backend knows it for a damaged database, else None."""
        return None

    def writing(self) -> bool:
        """Whether a write is under way that this store's reads wait behind (a backend with one
        connection: SQLite's); False for one whose reads take another connection."""
        return False

    async def _in_transaction(self, body: Callable[[Transaction], Awaitable[T]]) -> T:
        tried_a_write()
        return await self._shielded(self._transaction(body))

    async def _write(self, sql: str, parameters: Sequence[Any] = ()) -> int:
        tried_a_write()
        return await self._shielded(self._change(sql, parameters))

    async def writable(self) -> None:
        """Raise ReadOnly unless the database takes a write: one row written and deleted again in a
        transaction that is committed, so that the commit reaches the disk. A file the bot's user
        may read but not write opens, answers every read and fails every pass, so the bot proves at
        start (and ``/readyz`` on each ask) that it can save what it does; and a file made immutable
        under the running bot takes a write that is rolled back (it stays in memory) but refuses
        every commit. A damaged database raises Damaged: it takes no write that can be trusted
        either."""
        async def body(tx: Transaction) -> None:
            for statement in self.WRITE_CHECK:
                await tx.execute(statement)
        try:
            await self._in_transaction(body)
        except Exception as err:
            if damage := self.damaged(err):
                raise damage from None
            if said := self.write_problem(err):
                raise said from None
            raise

    def write_problem(self, err: Exception) -> ReadOnly | Busy | None:
        """The sentence for ``err`` when it means that nothing the bot does is saved until
        someone acts (a refused write, a lock another process keeps); None for an error a wait
        may mend (a slow or unreachable database) or one that is no database's."""
        if self.refuses_writes(err):
            return self.refusal(err)
        return self.held(err) if self.busy(err) else None

    def held(self, err: Exception) -> Busy:
        """A lock kept past the wait: the bot's writes take turns on one connection, so another bot, a migrate or a
        shell in a transaction holds it; every pass fails till it lets go. Busy, not ReadOnly: a restart may retry."""
        return Busy(f"The database {shown(self.address)} is locked by another process ({err}): nothing the bot "
                    "does is saved until it lets go. Stop it (a second bot on the same database, a migrate, or a "
                    "sqlite3 shell left inside a transaction).")

    def moved(self) -> ReadOnly | None:
        """The sentence for a database file removed or replaced under the process; a server's has no file to move."""
        return None

    def refusal(self, err: Exception) -> ReadOnly:
        """The sentence for a database that refused a write with ``err``: which, and what to do."""
        return self.refusal_at(self.address, err)

    @classmethod
    def refusal_at(cls, address: str, err: Exception) -> ReadOnly:
        """That sentence for ``address``, also before a connection is made (SQLite in a
        folder the bot may not write opens no connection at all)."""
        return ReadOnly(f"The database {shown(address)} cannot be written ({err}): {cls.WRITE_ACCESS}, "
                        "or point SAMARKAND_DB at one it can write.")

    def refuses_writes(self, err: Exception) -> bool:
        """Whether the driver's error says the database refuses writes (not: is busy, or gone)."""
        return False

    def busy(self, err: Exception) -> bool:
        """Whether the driver's error says another process holds the database's lock."""
        return False

    def unusable(self, err: Exception) -> bool:
        """Whether an error opening the database says it is unusable as is (no database, a failing disk): a sentence."""
        return False

    async def _fetch(self, sql: str, parameters: Sequence[Any] = ()) -> list[Any]:
        self.reads += 1
        return await self._shielded(self._read(sql, parameters))


def lease_process(owner: str) -> tuple[str, int] | None:
    """The host and process id of a lease's owner, as ``Connection.owner`` writes it:
    host:pid:token (a host's name may itself hold a colon); None for anything else."""
    parts = owner.rsplit(":", 2)
    if len(parts) != 3 or not parts[1].isdecimal() or not parts[1].isascii():
        return None
    return parts[0], int(parts[1])


def process_told(owner: str) -> tuple[int, str, str] | None:
    """When an owner's process started (ms), its boot and its namespace, as its token says
    (``Connection.owner``); None for a token that does not (an earlier release's)."""
    parts = owner.rsplit(":", 1)[-1].split(".")
    if len(parts) != 4 or not all(part.isascii() and part.isalnum() for part in parts[:2]):
        return None
    try:
        return int(parts[1], 16), parts[2], parts[3]
    except ValueError:
        return None


def ended_here(owner: str) -> bool:
    """Whether a lease's owner was a process of this host that no longer runs: its lease is
    a claim nobody will give back, though it has not run out yet. A process of another host,
    or one that cannot be told, counts as running: so does one of another process-id namespace
    (a second container sharing the host's name), whose id means nothing here. One of an
    earlier boot has ended. One with this process's id is a store of this process that closed,
    or an earlier process given the same id (a container restarted: the bot is its process 1
    again), whose token says it started before this one."""
    process, told = lease_process(owner), process_told(owner)
    if process is None or process[0] != socket.gethostname() or process[1] <= 0:  # 0 would name our group
        return False
    if told is not None and BOOT and told[1] and told[1] != BOOT:
        return True
    if told is not None and told[2] != NAMESPACE:
        return False
    if process[1] == os.getpid():
        return owner in CLOSED_HERE or (told is not None and told[0] < STARTED)
    try:
        os.kill(process[1], 0)  # signal 0: nothing sent, only asked whether it exists
    except ProcessLookupError:
        return True
    except OSError:  # another user's process (EPERM): it runs
        return False
    return False
