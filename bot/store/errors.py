"""What can go wrong in the store. ``StoreError`` and its kinds carry a sentence a person can
act on (the command line prints it and exits with code 2); the others are for the service."""

from __future__ import annotations


class StaleVersion(Exception):
    """The game changed since it was read: the command must not apply."""


class ChannelBusy(Exception):
    """The channel already has a game in its lobby or in play."""


class ClockBehind(Exception):
    """The system clock reads well before the last heartbeat: not set yet (no battery-backed clock, before NTP), or
    set back. Catching up from it would miscount the downtime and charge the players the jump."""

    def __init__(self, now: float, last: float) -> None:
        super().__init__(f"the system clock reads {last - now:.0f} s before the bot's last heartbeat")
        self.now, self.last = now, last


class StoreError(OSError):
    """The database cannot be used as asked; the message says why and what to do. An OSError, as a file that cannot
    be opened is: callers that refuse an unusable file refuse this too."""


class NewerDatabase(StoreError):
    """The database was written by a newer version of the bot than this one."""


class OlderDatabase(StoreError):
    """The database is at an older schema version, and the command does not migrate it: only
    ``migrate`` and the bot's start do, so that no command changes the bot's file beside it."""

    def __init__(self, address: str, version: int, current: int) -> None:
        super().__init__(f"{address} is at schema version {version}, this bot's is {current}: "
                         f"run `python -m bot migrate --db {address}` first.")
        self.address, self.version, self.current = address, version, current


class BadAddress(StoreError):
    """SAMARKAND_DB is neither a usable file path nor a well-formed postgresql:// URL."""


class Unreachable(StoreError):
    """The database could not be opened: no such folder, server down, wrong password."""


class ReadOnly(StoreError):
    """Writes refused (a file not the bot user's, a read-only volume, a role without rights): nothing could be saved."""


class Moved(ReadOnly):
    """The database file was removed or replaced under the running bot: SQLite would go on writing the file it opened,
    lost at the restart, so writes are refused until a restart opens the file now there."""


class Unchangeable(StoreError):
    """A file of the database cannot be changed by anyone (made immutable), though the database still takes
    writes into its -wal: no checkpoint can write them into the file, and the next start refuses it."""


class Ungranted(Unchangeable):
    """A file of the database no longer lets the bot's user write it (its rights taken away under the running bot,
    whose open files keep theirs): every save still commits, but the next start cannot open it to write."""


class Busy(StoreError):
    """Another process held the lock past the wait (migrate, backup, second bot): the same command later may work."""


class Damaged(StoreError):
    """The database file is damaged (a malformed page, or no database where one was): a backup mends it, no restart."""


class Foreign(StoreError):
    """Tables but no schema version: another program's (migrating would write into it), or ours copied without it."""


class MigrationFailed(StoreError):
    """A migration step failed; the database was left at the version it had."""
