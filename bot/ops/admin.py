"""The operator's commands on the database: ``migrate``, ``backup``, ``export``, ``import``
and ``forget``. Each prints sentences; a problem the operator can fix (a bad address, a server
out of reach, a newer schema, a file that does not replay) is one sentence on stderr and
exit code 2, never a traceback."""

from __future__ import annotations

import asyncio
import json
import os
import sys
import time
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

from bot.arguments import BadInput
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.ops.forget import checked_user, forget, forgotten_said, is_discord_id, where_to_copy
from bot.ops.transfer import TransferError, export_game, import_game, read_game
from bot.ops.whole_file import no_room, write_text
from bot.store import MIGRATIONS, BadAddress, MigrationReport, OlderDatabase, Store, StoreError
from bot.store.access import Access
from bot.store.address import check, is_postgres, shown
from bot.store.backup import backup
from bot.store.copies import side_file_refusal
from bot.words.quoting import visible


def run(work: Callable[[], Coroutine[Any, Any, str]]) -> int:
    """Run one command; print its answer, or its problem with exit code 2. Control characters
    are written out (``visible``): an answer may repeat what was typed, or a name stored before
    names holding them were refused, and a raw escape would drive the terminal."""
    try:
        answer = visible(asyncio.run(work()))
    except (StoreError, TransferError, BadInput) as err:
        print(visible(str(err)), file=sys.stderr)
        return 2
    try:
        print(answer, flush=True)
    except BrokenPipeError:
        raise  # the reader went away (``| head``): the command line's exit code 141
    except OSError as err:  # standard output redirected to a file on a full disk, say
        print(f"Cannot write the answer to standard output: {err.strerror or err}.", file=sys.stderr)
        return 2
    return 0


def named_by(given_db: bool) -> str:
    """What named the database, for the sentence when its file is not there: ``--db`` when it
    was given, else SAMARKAND_DB when set (in the environment or the .env file, which the
    settings put there), else nothing did and it is the default file."""
    if given_db:
        return "--db names it"
    if "SAMARKAND_DB" in os.environ:
        return "SAMARKAND_DB names it"
    return "the default: neither --db nor SAMARKAND_DB is set"


async def migrate(address: str, create: bool = True) -> str:
    """``create``: a missing SQLite file is made, as the bot makes it (the address from
    SAMARKAND_DB); False for ``--db``, where a missing file is a typo, refused as every other
    command given ``--db`` refuses it, not a new empty database."""
    if not create:
        existing(address, named_by(True))
    async with await Store.open(address, SAMARKAND, migrate=False) as store:
        report = await store.migrate()
    return migration_said(address, report)


def migration_said(address: str, report: MigrationReport) -> str:
    """The report in sentences: the versions, the copy made first, each game set aside."""
    if not report.applied:
        return f"{shown(address)}: schema version {report.before}, this bot's; nothing to do."
    lines = [f"{shown(address)}: migrated from schema version {report.before} to {report.after} "
             f"(applied {', '.join(map(str, report.applied))})."]
    if report.copy:
        lines.append(f"The file as it was is copied to {report.copy}.")
    lines += [f"Game {game.game_id} ({game.status.value}) could not be carried over and is kept exactly as it "
              f"was: {game.reason}. Its channel will be told once the bot runs." for game in report.kept]
    return "\n".join(lines)


async def backup_to(address: str, named: str, target: str) -> str:
    if not is_postgres(address):
        existing(address, named, " to back up")
    return await asyncio.to_thread(backup, address, Path(target))


def existing(address: str, named: str, purpose: str = "") -> None:
    """Raise BadAddress for a malformed address, or an SQLite file that is not there; ``named``:
    what gave the address (``named_by``), and ``purpose`` what the file was wanted for."""
    check(address)
    if not is_postgres(address) and not Path(address).is_file():
        raise BadAddress(f"There is no database file {address}{purpose} ({named}).")


async def current(address: str, named: str, access: Access = Access.WRITE) -> Store:
    """An existing database at this bot's schema version; ``named``: what gave its address
    (``named_by``), for the sentence when there is none; ``access``: how the command uses it
    (a reader may read a read-only volume, ``bot.store.sqlite_reading``)."""
    existing(address, named)
    if not is_postgres(address) and Path(address).stat().st_size == 0:  # opened, it would become a database
        raise not_current(address, 0)
    store = await Store.open(address, SAMARKAND, migrate=False, access=access)
    try:
        version = await store.schema_version()
        if version != len(MIGRATIONS):
            raise not_current(address, version)
        if access is Access.WRITE:  # a file the user may only read opens, and fails at the first write
            await store.writable()
    except BaseException:  # a refusal, a damaged file, Ctrl-C: the connection's thread must not outlive it
        await store.close()
        raise
    return store


def not_current(address: str, version: int) -> StoreError:
    """A database this bot cannot use as it is: ``migrate`` brings it to this bot's version."""
    return OlderDatabase(shown(address), version, len(MIGRATIONS))


async def export_to(address: str, named: str, game: str, target: str | None) -> str:
    async with await current(address, named, Access.READ_ONCE) as store:
        data = await export_game(store, game)
    text = json.dumps(data, indent=1)
    if target is None:
        return text
    if Path(target).is_file():  # as backup: a slip of the finger must not replace the database itself
        raise TransferError(f"Nothing was written: {target} exists already. Give --out a new file's name.")
    if refused := side_file_refusal(address, Path(target)):
        raise TransferError(f"Nothing was written: {refused}")
    try:
        write_text(Path(target), text + "\n")
    except OSError as err:
        if no_room(err):
            raise TransferError(f"Cannot write {target}: its disk is full ({err.strerror}), and nothing was written: "
                                "free some space there, or give --out a file on another disk.") from None
        raise TransferError(f"Cannot write {target}: {err.strerror or err}. Give --out a file in a folder "
                            "that exists and that you may write to.") from None
    return f"Wrote game {data['game']} ({data['status']}, {len(data['log'])} actions) to {target}."


async def import_from(address: str, source: str, channel: str | None) -> str:
    """``import FILE [--channel ID]``; ``channel`` is refused before anything is read unless it is
    a channel's id, which the bot posts the game's turn messages to."""
    if channel is not None and not is_discord_id(channel):
        raise TransferError(f"--channel '{channel[:30]}' is not a Discord channel id: give the channel's id, digits "
                            f"only ({where_to_copy('channel', 'Channel')}).")
    try:
        text = Path(source).read_text(encoding="utf-8")
    except UnicodeDecodeError:  # a database, an image: named in the place of the game's file
        raise TransferError(f"{source} is not a game file (it is no UTF-8 text): give the .json file that "
                            "python -m bot export wrote.") from None
    except OSError as err:
        raise TransferError(f"Cannot read {source}: {err.strerror or err}.") from None
    game = read_game(text, source)  # a file that does not replay leaves no database behind
    async with await Store.open(address, SAMARKAND, upgrade=False) as store:
        await store.writable()
        row = await import_game(store, game, time.time(), channel)
        actions = len(await store.log(row.id))
    return (f"Imported {source} as game {row.id} in channel {row.channel_id} ({row.status.value}, {actions} actions "
            "replayed to the exported position).")


async def forget_user(address: str, named: str, user: str, delete_copies: bool = False) -> str:
    """``forget USER_ID``: as ``/privacy forget`` does (docs/privacy.md), then what changed;
    ``delete_copies``: ``--delete-copies``, migrate's copies that hold the person deleted."""
    checked = checked_user(user)
    async with await current(address, named) as store:
        return forgotten_said(checked, await forget(GameService(store).privacy, checked, delete_copies), delete_copies)


SERVERS_NAMED = 10  # a refusal lists the servers with the most games, and counts the rest


def known(server: str, servers: dict[str, int]) -> None:
    """Refuse a server the database holds no game or rating of: its figures would all read as nobody's
    yet (an empty leaderboard, no game finished), where the operator mistyped the id."""
    if server in servers:
        return
    if not servers:
        raise BadInput(f"This database holds no game yet, so no server '{server[:30]}': leave out --server.")
    named = [f"{guild} ({count} game{'s' if count != 1 else ''})" if count else f"{guild} (ratings only)"
             for guild, count in servers.items()]
    rest = len(named) - SERVERS_NAMED
    listing = ", ".join(named[:SERVERS_NAMED]) + (f" and {rest} more" if rest > 0 else "")
    raise BadInput(f"No game in this database was played on server '{server[:30]}'. It holds games of: {listing}; "
                   "or leave out --server for every server together.")
