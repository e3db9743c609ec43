"""Starting the bot, and registering its slash commands, with a Config: one process with
every shard (the default), or one of several processes, each on its range of shards, all
sharing one PostgreSQL database."""

from __future__ import annotations

import asyncio
import os
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiohttp
import discord
from discord.ext import commands

from bot.games.samarkand import SAMARKAND
from bot.ops.config import Config
from bot.runtime.app import SamarkandBot
from bot.runtime.health_server import said_changeable, said_writable
from bot.store import Busy, Store, StoreError
from bot.store.address import is_postgres
from bot.store.copies import remove_if_empty


class ShardedSamarkandBot(SamarkandBot, commands.AutoShardedBot):
    """The same bot on shards ``SAMARKAND_SHARD_IDS`` of ``SAMARKAND_SHARDS``: buttons carry the game's id, games
    live in the shared database and messages go by REST, so a DM's button (shard 0) works for any shard's game."""


def make_bot(config: Config, **options: Any) -> SamarkandBot:
    """``options``: the bot's own keywords and discord.py's, passed on as they are."""
    common: dict[str, Any] = dict(metrics_at=config.metrics, limits=config.limits, retain_days=config.retain_days,
                                  web_at=config.web, web_url=config.web_url, web_secret=config.web_secret,
                                  web_metrics=config.web_metrics, move_ceiling=config.move_ceiling,
                                  dev_guild=config.dev_guild, **options)
    if config.shard_count is None:
        return SamarkandBot(config.db_path, config.tick_seconds, **common)
    return ShardedSamarkandBot(config.db_path, config.tick_seconds, shard_count=config.shard_count,
                               shard_ids=list(config.shard_ids) if config.shard_ids else None, **common)


async def database_problem(address: str, upgrade: bool = True) -> StoreError | None:
    """Open (and migrate) the database before connecting to Discord, and prove it takes a
    write: a bad address, a server out of reach, a newer schema or a file the bot may only read
    is a sentence now, not a traceback from inside discord.py (or, for the last, at every tick
    of a bot that looks healthy and saves nothing). ``upgrade`` False (``sync``): a database at
    an older schema is refused, not migrated, since ``sync`` may run beside the older bot that
    still writes it; only the bot's start and ``migrate`` upgrade it."""
    # the bot's own open names no ``upgrade``, as before there was one, so that a wrapper of
    # ``Store.open`` with the older signature keeps working
    opening = Store.open(address, SAMARKAND) if upgrade else Store.open(address, SAMARKAND, upgrade=False)
    try:
        async with await opening as store:
            await store.writable()
    except StoreError as err:
        return err
    return None


def stopped_by(problem: StoreError) -> int:
    """Say the database's problem; the exit code: 1 for a lock another process holds (a restart
    policy tries again later, as it does while Discord is away), 2 for what the host must fix."""
    print(problem, file=sys.stderr)
    return 1 if isinstance(problem, Busy) else 2


def run(config: Config) -> int:
    """Run until stopped (Ctrl+C or a signal ends it with 0); discord.py logs the connection,
    never the token."""
    try:
        return asyncio.run(serve(config))
    except KeyboardInterrupt:
        return 0


async def serve(config: Config, **options: Any) -> int:
    """The bot's whole life: the database first, then Discord. Exit codes: 2 for what the
    host must fix (the database, a token Discord refuses), 1 when Discord cannot be reached
    now or rate-limits the bot for longer than it waits, or another process holds the
    database's lock (a container's restart policy then tries again, docs/hosting.md)."""
    new = not_there(config.db_path)
    if problem := await database_problem(config.db_path):
        return stopped_by(problem)
    async with make_bot(config, **options) as bot, discord_says_no() as refused:
        said_writable(bot.metrics, True)  # database_problem proved a write: a first check that times out keeps it
        said_changeable(bot.metrics, True)  # and that its files can be changed (``SqliteStore.writable``)
        await bot.start(config.token)
    unmade_if_refused(config.db_path, new, refused)
    return refused.code


async def sync(config: Config, guild: int | None) -> int:
    """Register the slash commands (to one guild: instant; globally: may take a while)."""
    new = not_there(config.db_path)
    if problem := await database_problem(config.db_path, upgrade=False):
        return stopped_by(problem)
    async with (SamarkandBot(config.db_path, start_scheduler=False) as bot,
                discord_says_no(SYNC_AGAIN) as refused):
        await bot.login(config.token)
        try:
            names = await bot.sync_commands(guild)
        except (discord.Forbidden, discord.NotFound) as err:
            if guild is None:
                raise
            print(not_in_guild(guild, err), file=sys.stderr)
            return 2
        where = (f"guild {guild} (and removed the global ones, so that none is listed twice there)" if guild
                 else "every server (global commands can take up to an hour to appear)")
        print(f"Registered {len(names)} commands to {where}: {', '.join('/' + n for n in sorted(names))}")
    unmade_if_refused(config.db_path, new, refused)
    return refused.code


def not_there(address: str) -> bool:
    """Whether ``address`` is an SQLite file not there yet: one this run makes (and migrates) before asking Discord."""
    return not is_postgres(address) and not os.path.lexists(address)


def unmade_if_refused(address: str, new: bool, refused: Refusal) -> None:
    """Remove the database this run made (``new``) when Discord refused the token: nothing was played in it (play
    needs a login), and the empty file would pass for the bot's (a typo in ``SAMARKAND_DB`` plus a wrong token made
    one per try). One there before, or filled since (``remove_if_empty``), is never touched."""
    if new and refused.token_refused:
        remove_if_empty(Path(address))


def not_in_guild(guild: int, err: discord.HTTPException) -> str:
    """Discord refusing the commands for one server (403 Missing Access, or an unknown one): the
    application is not in it, or was added without the ``applications.commands`` scope."""
    return (f"Discord refused to register the commands to guild {guild} ({err.status} {err.text or 'refused'}): "
            "the bot is not in that server, or was added without the applications.commands scope. Invite it "
            "with the link in docs/operating.md, or check the server's id. Nothing was registered.")


@dataclass
class Refusal:
    code: int = 0  # the process's exit code: 0 while Discord has not said no

    @property
    def token_refused(self) -> bool:
        """Whether Discord refused the token, the one refusal that exits with 2: the run never got in."""
        return self.code == 2


RESTARTED = "so that a restart policy (Docker's, systemd's) starts the bot again"
SYNC_AGAIN = "and nothing was registered: run sync again once this machine reaches Discord"


@asynccontextmanager
async def discord_says_no(unreachable: str = RESTARTED) -> AsyncIterator[Refusal]:
    """Discord refusing the token, or out of reach, as one sentence and an exit code instead
    of a traceback; the token itself is never printed. ``unreachable`` ends the sentence for
    Discord out of reach with what happens next: the running bot is started again by its
    restart policy, while ``sync`` is a command its user runs again."""
    refused = Refusal()
    try:
        yield refused
    except discord.LoginFailure:
        print("Discord refused the bot token (DISCORD_TOKEN): copy it again from the Developer Portal "
              "(Bot, Reset Token) into DISCORD_TOKEN or .env.", file=sys.stderr)
        refused.code = 2
    except discord.RateLimited as err:  # longer than the bot waits out (``RATE_LIMIT_WAIT``)
        print(f"Discord rate-limits this bot for {err.retry_after:.0f} s more; stopping with exit code 1, "
              f"{unreachable}.", file=sys.stderr)
        refused.code = 1
    except (aiohttp.ClientError, OSError, discord.GatewayNotFound) as err:
        print(f"Discord cannot be reached now ({type(err).__name__}); stopping with exit code 1, {unreachable}.",
              file=sys.stderr)
        refused.code = 1
