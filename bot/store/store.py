"""The one store interface, with every query written once, its parts grouped by what they
keep: games (``game_rows``), the action log and news outbox (``log_and_news``), time and leases
(``clocks``), what is kept per person (``people``), the statistics (``figures``), the finished games'
reviews (``reviews``), and the schema (``migrating``), all on a backend's connection (``connection``).
The backends (``sqlite``, ``postgres``) register themselves by the addresses they open."""

from __future__ import annotations

import os
from abc import abstractmethod
from pathlib import Path
from typing import Any

from bot.games.interface import Game
from bot.store.access import Access
from bot.store.address import check, is_postgres, shown
from bot.store.clocks import Clocks
from bot.store.copies import remove_with_sides
from bot.store.errors import Busy, NewerDatabase, OlderDatabase, Unreachable
from bot.store.figures import Figures
from bot.store.game_rows import Games
from bot.store.log_and_news import Outbox
from bot.store.migrating import Migrating, told
from bot.store.migrations import MIGRATIONS
from bot.store.people import People
from bot.store.registered_commands import RegisteredCommands
from bot.store.reviews import Reviews
from bot.store.untold_offers import Untold

BACKENDS: dict[str, type[Store]] = {}  # by scheme: "sqlite", "postgresql"


class Store(Migrating, Games, Outbox, Clocks, People, Figures, Reviews, Untold, RegisteredCommands):
    """The store; a backend subclass names the addresses it opens (``scheme``) and registers
    itself, so that this module never imports a backend (``bot.store`` imports them all)."""

    def __init_subclass__(cls, scheme: str = "", **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if scheme:
            BACKENDS[scheme] = cls

    @classmethod
    @abstractmethod
    async def connect(cls, address: str, game: Game, access: Access = Access.WRITE) -> Store:
        """A connected, not yet migrated store of this backend keeping ``game``'s games, opened for ``access``."""

    @classmethod
    async def open(cls, address: str | os.PathLike[str], game: Game, migrate: bool = True,
                   access: Access = Access.WRITE, upgrade: bool = True) -> Store:
        """The store at ``address`` (an SQLite file path, or a postgresql:// URL) keeping the
        games of ``game``: the composition roots (the bot's start-up, the command line, the
        tests' support) say which; the store knows it only through the game interface.
        ``access``: how the command uses it (a reader of a read-only volume opens it otherwise);
        ``upgrade``: whether ``migrate`` brings a database at an older schema version up too (the
        bot's start, ``migrate``), or only makes a new one (``import``, ``play``: a command that
        puts a game in the bot's file must not upgrade it beside the bot)."""
        address = str(address)
        check(address)
        made = access is Access.WRITE and not is_postgres(address) and _made(address)
        try:
            return await cls._opened(address, game, migrate, access, upgrade)
        except BaseException:
            if made:  # a new database that never became one (a full disk): no file left for a later open
                remove_with_sides(Path(address))
            raise

    @classmethod
    async def _opened(cls, address: str, game: Game, migrate: bool, access: Access, upgrade: bool) -> Store:
        """``open``'s work: connected, its schema version checked, migrated as asked."""
        backend = BACKENDS["postgresql" if is_postgres(address) else "sqlite"]
        # the plain open names no access, as before there was one, so that a wrapper of
        # ``connect`` with the older signature keeps working
        store = await (backend.connect(address, game) if access is Access.WRITE
                       else backend.connect(address, game, access))
        try:
            if (current := await store.schema_version()) > len(MIGRATIONS):
                raise NewerDatabase(f"{shown(address)} is at schema version {current}, newer than this bot's "
                                    f"{len(MIGRATIONS)}: run the newer version, or restore a backup.")
            if migrate and not upgrade and 0 < current < len(MIGRATIONS):
                raise OlderDatabase(shown(address), current, len(MIGRATIONS))
            if migrate:
                told(await store.migrate())
        except BaseException as err:
            await store.close()
            if isinstance(err, Exception) and store.refuses_writes(err):  # a read-only file, say
                raise store.refusal(err) from None
            if isinstance(err, Exception) and store.busy(err):  # the right file, in another process's hands
                raise Busy(f"{shown(address)} is locked by another process ({err}): wait until it is done (a "
                           "migrate, a backup, or a second bot on the same file?), then run this again.") from None
            if isinstance(err, Exception) and store.unusable(err):  # a device, a failing disk
                raise Unreachable(f"{shown(address)} is not a database the bot can use ({err}): point "
                                  "SAMARKAND_DB (or --db) at the bot's database file.") from None
            raise
        return store


def _made(address: str) -> bool:
    """Make the new SQLite file at ``address`` (empty: SQLite takes it for a new database), if
    none is there; whether this process made it. Made here, exclusively, so that of two
    processes starting on a missing file only the one that made it removes it when its open
    fails: a file SQLite began on a full disk, left, is taken for a database by the next command."""
    try:
        os.close(os.open(address, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o666))
    except OSError:  # there already, or no folder or no room for it: the backend's open says which
        return False
    return True
