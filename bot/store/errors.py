"""What can go wrong in the store. ``StoreError`` and its kinds carry a sentence a person can
act on (the command line prints it and exits with code 2); the others are for the service."""

from __future__ import annotations


class StaleVersion(Exception):
    """The game changed since it was read: the command must not apply."""


class ChannelBusy(Exception):
    """The channel already has a game in its lobby or in play."""


class ClockBehind(Exception):
    """The system clock reads well before the bot's last heartbeat: it is not set yet (a board
    without a battery-backed clock, before NTP), or was set back. Catching up from it would
    count the downtime wrong, and the jump when the clock is set would be charged to the
    players as their time."""

    def __init__(self, now: float, last: float) -> None:
        super().__init__(f"the system clock reads {last - now:.0f} s before the bot's last heartbeat")
        self.now, self.last = now, last


class StoreError(OSError):
    """The database cannot be used as asked; the message says why and what to do. An OSError,
    as a file that cannot be opened is: callers that refuse an unusable file refuse this too."""


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
    """The database answers but refuses writes (a file the bot's user does not own, a read-only
    volume, a PostgreSQL role without write rights): reminders and time-outs could never be saved."""


class Busy(StoreError):
    """Another process held the database's lock past the wait (a migrate, a backup, a second
    bot on the same file): the file is right, and the same command later will likely work."""


class Damaged(StoreError):
    """The database file is damaged (SQLite finds a page malformed, or no database where one
    was): no restart mends it, a backup does."""


class Foreign(StoreError):
    """The SQLite file holds tables but no schema version: another program's, which migrating
    would write the bot's schema into, or the bot's copied without their version."""


class MigrationFailed(StoreError):
    """A migration step failed; the database was left at the version it had."""
