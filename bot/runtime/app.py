"""The Discord bot process: a commands.Bot holding the game's service (the platform's parts
and the game's), the cogs (the platform's and the game's), the outbox (turn messages), the
notifier (notes, reminders, direct messages), the scheduler and the computer driver: what
``cogs.runtime`` says the cogs may use. The game is Samarkand unless another is given
(``bot.runtime.game_plug``). Slash commands work in servers only; the bot pings users
only, never roles or everyone; SIGTERM and Ctrl-C finish what is in flight, then close."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
import signal
import time
from collections.abc import Hashable
from functools import partial
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.games.playing import MOVE_CEILING, Thinker
from bot.runtime.background import Background
from bot.runtime.command_sync import fingerprint, target
from bot.runtime.computer_driver import ComputerDriver
from bot.runtime.game_plug import DiscordGame, Served
from bot.runtime.health_server import HealthServer, listening
from bot.runtime.metrics import LoopLag, Metrics
from bot.runtime.pace import RATE_LIMIT_WAIT, Pace
from bot.runtime.reachability import AWAY, Reachability
from bot.runtime.request_trace import FailedCallbacks, request_trace
from bot.runtime.samarkand_plug import SAMARKAND_ON_DISCORD
from bot.runtime.scheduler import Downtime, Scheduler
from bot.runtime.write_refusals import WriteRefusals, shared_refusals
from bot.service import DEFAULT_LIMITS, Limits, Platform
from bot.service.pools import page_pool
from bot.store import Registered, Store, StoreError
from bot.store.shard_beats import Shards
from bot.web.server import metrics_beside_pages
from bot.web.signed_link import LinkSigner
from cogs import privacy
from cogs.component_ids import Component, UnknownKind
from cogs.failures import failure_name
from cogs.game_side import GameSide
from cogs.lobby_commands import JoinButton
from cogs.notify import Notifier
from cogs.outbox import Outbox
from cogs.translator import CatalogueTranslator

log = logging.getLogger("samarkand")

COGS = ("cogs.lobby_commands", "cogs.me", "cogs.privacy", "cogs.standings_commands",  # the platform's
        "cogs.guide_commands")
USERS_ONLY = discord.AllowedMentions(users=True, roles=False, everyone=False, replied_user=False)
GUILDS_ONLY = app_commands.AppCommandContext(guild=True, dm_channel=False, private_channel=False)
SERVER_INSTALL = app_commands.AppInstallationType(guild=True, user=False)  # a server adds the bot, never a user
STOP_SECONDS = 10.0  # how long a stop waits for the answers and the game work under way (docker stop's grace: 10 s)


class SamarkandBot(commands.Bot):
    """Slash commands only: no message content, no privileged intents."""

    def __init__(self, db_path: str, tick_seconds: float = 60.0, start_scheduler: bool = True,
                 thinker: Thinker | None = None, metrics_at: tuple[str, int] | None = None,
                 limits: Limits = DEFAULT_LIMITS,
                 retain_days: int | None = None, web_at: tuple[str, int] | None = None, web_url: str = "",
                 web_secret: str = "", move_ceiling: float = MOVE_CEILING,
                 game: DiscordGame[Any] = SAMARKAND_ON_DISCORD, web_metrics: bool = False, dev_guild: int | None = None,
                 **options: Any) -> None:
        self.metrics = Metrics()
        self.pace = Pace(waited=partial(self.metrics.rate_limited, "global"))
        self.reachability = Reachability(self._now)
        # every request with the bot's token waits its turn under Discord's global budget, is
        # counted, and its outcome says whether Discord answers: through the trace discord.py
        # takes for its HTTP session, a documented hook, not by replacing any of its methods
        self.callbacks_failed = FailedCallbacks()  # acknowledgements Discord answered with a 5xx (cogs.respond)
        trace = request_trace(self.pace.take, (self.metrics, self.reachability), self.callbacks_failed)
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents(guilds=True),
                         allowed_mentions=USERS_ONLY, allowed_contexts=GUILDS_ONLY, allowed_installs=SERVER_INSTALL,
                         help_command=None, http_trace=trace, max_ratelimit_timeout=RATE_LIMIT_WAIT, **options)
        self.move_ceiling = move_ceiling  # SAMARKAND_MOVE_CEILING: the wall-clock limit on a computer move
        self.dev_guild = dev_guild  # SAMARKAND_DEV_GUILD: the one server the commands are registered to, if set
        self.metrics_at = metrics_at  # SAMARKAND_METRICS: where the health server listens, if anywhere
        self.game = game
        self.reminded: dict[tuple[str, str], frozenset[Hashable]] = {}  # (channel, user): decisions told of already
        self.retain_days = retain_days  # SAMARKAND_RETAIN_DAYS: finished games' logs are kept this long, if set
        self.health: HealthServer | None = None
        self.web_at = web_at  # SAMARKAND_WEB: where the game pages (and the metrics) listen, if anywhere
        self.web_url = web_url  # SAMARKAND_WEB_URL: the pages' public address; empty: no links to them
        self.web_metrics = web_metrics  # SAMARKAND_WEB_METRICS: /metrics beside pages others reach too
        # SAMARKAND_WEB_SECRET: signs the links to the private pages; without it (or without the pages) they are off
        self.private_pages = LinkSigner(web_secret.encode()) if web_secret else None
        self.private_links = self.private_pages if web_at and web_url else None
        self.web: HealthServer | None = None
        self.loop_lag = LoopLag(self.metrics)
        self.db_path, self.tick_seconds = db_path, tick_seconds
        self.start_scheduler, self.thinker = start_scheduler, thinker
        self.limits = limits  # the host's: what one member and one server may open at once
        self.service: Served  # the game's (Samarkand's GameService): its cogs see it as theirs
        self.platform: Platform
        self.side: GameSide
        self.notify: Notifier
        self.outbox: Outbox
        self.driver: ComputerDriver
        self.scheduler: Scheduler
        self.refusals: WriteRefusals  # one line a minute for every refused write: the commands', the clockwork's
        self.game_work: tuple[Background, ...] = ()  # the game's own loops (its plug's ``background``)
        self._clockwork_started = False
        self.closing: asyncio.Future[None] | None = None  # the close a SIGTERM started
        self.gateway_up = False  # Discord's gateway is connected: only then do clocks run
        self.shards_down: set[int] = set()  # of a process on shards, those whose gateway is gone now
        self.answering: set[asyncio.Task[Any]] = set()  # the interactions being answered (``cogs.respond``)
        self.read_ids: list[re.Pattern[str]] = []  # the registered components' ids (``add_dynamic_items``)

    def add_dynamic_items(self, *items: type[discord.ui.DynamicItem[discord.ui.Item[Any]]]) -> None:
        """Register the kinds of component, and keep their ids' patterns for ``UnknownKind``,
        which answers the ids no other kind reads (discord.py keeps them, but privately)."""
        super().add_dynamic_items(*items)
        self.read_ids.extend(kind.pattern for kind in items if issubclass(kind, Component))

    async def setup_hook(self) -> None:
        await self.tree.set_translator(CatalogueTranslator())
        self.service = self.game.served(await Store.open(self.db_path, self.game.game), page_pool())
        self.platform = self.service.platform
        self.platform.store.shards = self.own_shards()
        self.platform.computers.thinker = self.thinker or self.game.thinker(self.move_ceiling)
        self.platform.lobby.limits = self.limits
        self.side = self.game.side(self.service, self.web_url)
        # the outbox and the driver are made after the parts that call them: looked up at each call
        self.notify = Notifier(self, self.platform, lambda changes: self.outbox.publish(changes), self.side,
                               reminded=self.metrics.reminded)
        self.outbox = Outbox(self, self.platform, self.notify, lambda game_id: self.driver.wake(game_id), self.side)
        self.add_dynamic_items(*privacy.DYNAMIC_ITEMS, JoinButton, UnknownKind, *self.game.dynamic_items)
        for name in (*COGS, *self.game.extensions):
            await self.load_extension(name)
        for command in self.tree.get_commands():
            command.guild_only = True  # with the tree's contexts: no slash commands in DMs
        self.commands_fingerprint = fingerprint(self.tree)  # before a registration to one server empties the tree's
        self.refusals = shared_refusals(self.platform.store)
        self.driver = ComputerDriver(self.platform, self.outbox.publish,
                                     search_slots=self.platform.computers.thinker.workers, watch=self.metrics)
        self.scheduler = Scheduler(self.platform, self.outbox, self.notify, self.tick_seconds, self.driver.wake,
                                   self._catch_up, connected=self._discord_answers, timed=self.metrics.passed,
                                   timed_out=self.metrics.timed_out, answers=self._api_answers,
                                   retain_days=self.retain_days, retell=self.outbox.retell)
        self.game_work = self.game.background(self.service)
        apart = self.metrics_at if self.metrics_at != self.web_at else None  # the metrics' own, private server
        if self.web_at:
            beside = metrics_beside_pages(self.web_at, self.metrics_at, self.web_metrics)
            if not beside and apart is None:
                log.warning("/metrics is not served on %s:%d, which other machines reach: set SAMARKAND_METRICS to "
                            "an address of its own, or SAMARKAND_WEB_METRICS=on to serve it there", *self.web_at)
            self.web = await listening(self, *self.web_at, pages=self.game.pages(self.service, self.private_pages),
                                       metrics=beside)
        if apart:
            self.health = await listening(self, *apart)
        if served := self.health or self.web:
            self.refusals.told = served.writes.heard  # both servers' one answer (``write_check_of``)
            self.loop_lag.start()
        self._handle_sigterm()

    def _handle_sigterm(self) -> None:
        """discord.py stops on Ctrl-C; SIGTERM (docker stop, systemd) must close as cleanly."""
        try:
            asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, self._terminate)
        except (NotImplementedError, RuntimeError):  # not on the main thread, or no signals here
            log.debug("SIGTERM is not handled in this process")

    def _terminate(self) -> None:
        log.info("SIGTERM: finishing what is in flight, then closing")
        self.closing = asyncio.ensure_future(self.close())

    async def on_ready(self) -> None:
        """After the gateway is ready: move clocks past any downtime, then start the clockwork
        (its first pass re-sends what did not go out). A catch-up that fails never keeps the
        clockwork from starting: the scheduler retries it before its first pass."""
        self.gateway_up = True
        if self._clockwork_started or not self.start_scheduler:
            return
        self._clockwork_started = True
        await self.scheduler.prepare()
        self.scheduler.start()
        self.driver.start()
        for work in self.game_work:
            work.start()
        await self.commands_kept_current()

    async def commands_kept_current(self) -> None:
        """Register the slash commands where they changed since the registration this database
        knows of (``bot.runtime.command_sync``). A refusal or an outage leaves them as they were,
        said in the log: the bot plays on with the commands Discord lists."""
        store = self.platform.store
        try:
            last = await store.registered_commands()
            now = Registered(self.application_id or 0, target(last, self.dev_guild), self.commands_fingerprint)
            if last == now:
                return
            names = await self.sync_commands(now.guild)
        except (*AWAY, discord.HTTPException, discord.RateLimited, StoreError) as err:
            log.warning("the slash commands could not be registered (%s): run `python -m bot sync`", failure_name(err))
            return
        if now.guild:
            log.info("registered %d slash commands to server %d: they changed since the last registration",
                     len(names), now.guild)
        else:
            log.info("registered %d slash commands to every server: they changed since the last registration",
                     len(names))

    def _now(self) -> float:
        """The service's clock (tests move it by hand), or the wall clock before it exists."""
        platform = getattr(self, "platform", None)
        return platform.tables.clock() if platform is not None else time.time()

    def _discord_answers(self) -> bool:
        """Only then do clocks run: the gateway is connected and the API answers."""
        return self.gateway_up and not self.reachability.away

    async def _api_answers(self) -> bool:
        """Whether Discord's API answers: yes if it answered lately, else one light request
        asks (its outcome recorded like every request's)."""
        if not self.reachability.quiet:
            return True
        try:
            await self.application_info()  # GET /oauth2/applications/@me
        except AWAY:
            return False
        except (discord.HTTPException, discord.RateLimited):  # an answer (a refusal, a rate limit): Discord is there
            pass
        return True

    async def on_resumed(self) -> None:
        self.gateway_up = True

    async def on_disconnect(self) -> None:
        """The gateway is gone: no pass runs, and the gap counts against nobody (``Scheduler.step``). Sharded, each
        shard says so; gone once all are (``_keep_shards``)."""
        if self.own_shards() is None:
            self.gateway_up = False

    async def on_shard_disconnect(self, shard_id: int) -> None:
        if shard_id not in self.shards_down:
            log.info("shard %d disconnected: its servers' clocks stand still until it is back", shard_id)
        self.shards_down.add(shard_id)
        self._keep_shards()

    async def on_shard_connect(self, shard_id: int) -> None:
        if shard_id in self.shards_down:
            log.info("shard %d is back: its downtime is recorded before the next pass", shard_id)
        self.shards_down.discard(shard_id)
        self._keep_shards()

    on_shard_resumed = on_shard_ready = on_shard_connect

    def _keep_shards(self) -> None:
        """The clocks this process keeps are those of its shards whose gateway is up: a player
        on a shard that is down cannot act, so nobody reminds them or times them out, and no
        heartbeat of that shard hides the time. A shard that is back has that time recorded as
        its downtime before the next pass (a catch-up, as after a start)."""
        every, platform = self.own_shards(), getattr(self, "platform", None)
        if every is None or platform is None:
            return
        up = tuple(shard for shard in every.ids if shard not in self.shards_down)
        if set(up) - set(platform.store.shards.ids if platform.store.shards else ()):
            self.scheduler.caught_up, self.scheduler.downtime = False, Downtime.DISCORD
        platform.store.shards = Shards(every.count, up)
        self.gateway_up = bool(up)

    async def _catch_up(self, beat_while_away: bool = False) -> None:
        """Downtime since the last heartbeat, less two ticks' grace (a pass's beat is up to a tick old at a stop),
        unless a probe wrote it, Discord away: grace at each probe would charge players two of every five minutes."""
        outage = await self.platform.clock.catch_up(grace=0.0 if beat_while_away else 2 * self.tick_seconds)
        match self.scheduler.downtime:
            case Downtime.DATABASE:  # the gateway never dropped: no "connected"
                log.info("the database took writes again; clocks moved %.0f s past the time it refused them", outage)
            case Downtime.STALL:
                log.info("the process runs again; clocks moved %.0f s past the time it stood still", outage)
            case _:
                log.info("connected as %s; clocks moved %.0f s past the downtime", self.user, outage)

    def own_shards(self) -> Shards | None:
        """The shards this process runs, of how many, when it runs on shards: its clocks are its
        servers' games' (``bot.store.shard_beats``); None for the one process without shards."""
        if isinstance(self, discord.AutoShardedClient) and self.shard_count:
            return Shards(self.shard_count, tuple(self.shard_ids or range(self.shard_count)))
        return None

    def shards_up(self) -> dict[int, bool]:
        """Each shard this process runs, and whether its gateway is connected (one process
        without shards: shard 0, as Discord numbers it). A shard whose first connection still
        fails is listed as down: discord.py keeps it out of ``shards`` until it connects, and
        unlisted, no alert on the gauge nor ``/readyz`` would see it."""
        if isinstance(self, discord.AutoShardedClient):
            wanted = self.shard_ids or range(self.shard_count or 1)  # one never launched is down, not unlisted
            return {shard: shard in self.shards and not self.shards[shard].is_closed() for shard in wanted}
        return {self.shard_id or 0: self.gateway_up}

    async def close(self) -> None:
        """Stop the loops, then let what is under way end (up to ``STOP_SECONDS``) while Discord
        and the database are still open: a turn message being posted, a player's answer, the
        leases they give back. Closed under them, they ended in tracebacks, the player heard
        nothing, and the next process waited out the leases (two minutes) to post the turn."""
        loops: list[Background] = [getattr(self, part) for part in ("scheduler", "driver", "loop_lag")
                                   if hasattr(self, part)]
        for loop in (*loops, *self.game_work):
            loop.stop()
        await self._let_end([task for loop in (*loops, *self.game_work) for task in loop.under_way()])
        for server in (self.health, self.web):
            if server:
                await server.stop()
        await super().close()
        platform = getattr(self, "platform", None)
        if platform and platform.store.is_open:
            platform.computers.thinker.close()
            await platform.store.close()
        with contextlib.suppress(NotImplementedError, RuntimeError):
            asyncio.get_running_loop().remove_signal_handler(signal.SIGTERM)

    async def _let_end(self, stopped: list[asyncio.Task[None]]) -> None:
        """Wait, up to ``STOP_SECONDS`` in all, for the ``stopped`` loops' tasks and for every
        interaction being answered, those that come in meanwhile too (the gateway is open
        until the end of the wait)."""
        deadline = time.monotonic() + STOP_SECONDS
        while (under_way := [task for task in (*stopped, *self.answering) if not task.done()]) \
                and (left := deadline - time.monotonic()) > 0:
            await asyncio.wait(under_way, timeout=left, return_when=asyncio.FIRST_COMPLETED)

    async def sync_commands(self, guild: int | None) -> list[str]:
        """Register the slash commands, globally or to one guild (for development: at once).
        A guild's registration empties the global one, or that guild would list every command
        twice: a development server belongs to an application of its own (docs/hosting.md).
        What was registered, and where, is remembered (``commands_kept_current``)."""
        registered = Registered(self.application_id or 0, guild, self.commands_fingerprint)
        if guild:
            target = discord.Object(id=guild)
            commands = self.tree.get_commands()
            self.tree.copy_global_to(guild=target)
            synced = await self.tree.sync(guild=target)
            self.tree.clear_commands(guild=None)
            await self.tree.sync()
            for command in commands:  # the tree as it was: a later registration sends them all again
                self.tree.add_command(command)
        else:
            synced = await self.tree.sync()
        await self.platform.store.commands_registered(registered)
        return [command.name for command in synced]
