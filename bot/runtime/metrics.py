"""What the bot counts for its host, in Prometheus' text format (docs/operating.md#metrics-and-health).

The bot owns one ``Metrics``, always: counting costs next to nothing, and the cogs then count
without asking whether anyone listens; only the server (``bot.runtime.health_server``) is
optional. Each bot has a registry of its own, not the library's global one, so that two bots
in one process (the tests) never count into each other. No label grows without bound: no
user, channel, server or game id is ever a label value, only kinds, outcomes, statuses,
Discord's error codes and shard numbers.

Nothing of a private sale offer's work (``bot.service.work.secretly``: its direct message, its
reminder, the holder's Sell or Keep) is counted: not the answer among the interactions nor its
time, not its requests' failures nor rate-limit waits. Counted, a Keep (which changes nothing
the channel sees) or the offer's message to the holder would tell, by when a counter moved,
that somebody held the card of the goods space just reached (R6.5). A Sell is public, but is
left out as well: which of the two buttons was pressed is itself the secret."""

from __future__ import annotations

import asyncio
import json
import math
from functools import partial
from urllib.parse import urlsplit

import aiohttp
import discord
from discord.http import Route
from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, disable_created_metrics, generate_latest

from bot.runtime.background import Background
from bot.runtime.pace import RATE_LIMIT_WAIT
from bot.service.work import is_secret
from cogs.failures import DISCORD_FAILURES

SCOPES = ("bucket", "global")  # of a rate limit
API = urlsplit(Route.BASE).path  # "/api/v10": the REST API's path, as discord.py calls it
ANSWERS = (f"{API}/interactions/", f"{API}/webhooks/")  # an interaction's answers: any 429 is waited out
QUEUES = ("search", "light")  # of the computer moves (bot.runtime.computer_driver's gates)

# seconds: an answer is due within Discord's 3 s, a pass within a tick (60 s by default)
ANSWER_BUCKETS = (0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 3.0, 5.0, 10.0, 30.0)
PASS_BUCKETS = (0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0, 120.0)
# a turn message is drawn and posted after the private answer; a computer move may wait for searches
TURN_BUCKETS = (0.1, 0.25, 0.5, 1.0, 2.0, 3.0, 5.0, 10.0, 30.0, 60.0)
QUEUE_BUCKETS = (0.01, 0.05, 0.1, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0, 300.0)
# the event loop's lag, sampled every second; the alert counts samples over 1.0 (a stall players feel)
LAG_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0)


async def error_code(response: aiohttp.ClientResponse) -> int:
    """Discord's JSON error code in a refusal's body, ``0`` when it gave none (a 5xx's page, a
    proxy's): as discord.py reads it. The body read here is kept for discord.py to read again."""
    try:
        body = json.loads(await response.read())
        return int(body.get("code", 0)) if isinstance(body, dict) else 0
    except (aiohttp.ClientError, TimeoutError, ValueError, TypeError):
        return 0

# No ``_created`` series (each counter's and histogram's start time, a second series for every
# one): Prometheus reads a restart from a counter that falls (``resets``, as the alerts do), and
# the text format a host reads is the shorter for it. prometheus_client's switch is the process's.
disable_created_metrics()  # type: ignore[no-untyped-call]  # the library leaves it unannotated


def failure_labels(err: BaseException) -> tuple[str, str]:
    """(status, code) of a failed call: Discord's HTTP status and JSON error code (``0`` when
    it gave none), or ``none`` and the kind of transport failure (``TimeoutError``,
    ``ServerDisconnectedError``…) when no answer came: as ``cogs.failures.failure_name`` logs it."""
    if isinstance(err, discord.HTTPException):
        return str(err.status), str(err.code)
    return "none", type(err).__name__


class Metrics:
    """The bot's instruments, and the few calls that feed them."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry(auto_describe=True)
        counter, gauge = partial(Counter, registry=self.registry), partial(Gauge, registry=self.registry)
        histogram = partial(Histogram, registry=self.registry)
        self.interactions = counter("samarkand_interactions", "Commands, clicks and forms answered, by kind and "
                                    "outcome (done, refused: the service said no, failed: an error or an answer too "
                                    "late)", ["kind", "outcome"])
        self.answer_seconds = histogram("samarkand_answer_seconds", "From receiving an interaction to the user's "
                                        "private answer", ["kind"], buckets=ANSWER_BUCKETS)
        self.discord_failures = counter("samarkand_discord_failures", "Calls to Discord that failed, by HTTP status "
                                        "and Discord's code", ["status", "code"])
        self.reminders = counter("samarkand_reminders_sent", "Reminders posted in a game's channel")
        self.pass_seconds = histogram("samarkand_scheduler_pass_seconds", "How long a scheduler pass took",
                                      buckets=PASS_BUCKETS)
        # Every sample counted, not the last one kept: a gauge overwritten each second and scraped
        # each 30 s showed a 3-second stall as 0.001-0.007 s at the next scrape.
        self.loop_lag = histogram("samarkand_event_loop_lag_seconds", "How late each once-a-second sample of the "
                                  "event loop woke up", buckets=LAG_BUCKETS)
        self.games = gauge("samarkand_games", "Games by status, read at each scrape", ["status"])
        self.writable = gauge("samarkand_database_writable", "1 while the database takes a write (a row written "
                              "and deleted in one commit, at most 30 s ago), 0 while it or a save refuses writes, "
                              "NaN until it first answers")
        self.writable.set(math.nan)  # not known yet: 0 would page that it refuses writes, which nothing logged
        self.changeable = gauge("samarkand_database_files_changeable", "1 while the database's files can be changed "
                                "(a checkpoint can write the -wal into the database file, and the next start can "
                                "open it to write), 0 while one was made immutable (chattr +i: the saves go on into "
                                "the -wal) or no longer lets the bot's user write it (the next start is refused; the "
                                "log names the file), NaN until the database first takes a write")
        self.changeable.set(math.nan)  # not known yet, as the writable gauge
        self.answering = gauge("samarkand_database_answering", "1 while the database answered the scrape's count of "
                               "the games in time, 0 when it did not (slow, out of reach, restarting)")
        self.retrying = gauge("samarkand_turn_messages_retrying", "Games whose turn message failed to go out and "
                              "waits for a retry, read at each scrape")
        self.gateway = gauge("samarkand_gateway_connected", "1 while the shard's gateway is connected", ["shard"])
        self.turn_seconds = histogram("samarkand_turn_message_seconds", "From receiving a command or click to the "
                                      "public turn message it caused being posted", ["kind"], buckets=TURN_BUCKETS)
        self.rate_limit_waits = counter("samarkand_rate_limit_waits", "Requests to Discord that waited for a rate "
                                        "limit, by scope (bucket: a route's, global: the bot's 50 a second)",
                                        ["scope"])
        self.rate_limit_seconds = counter("samarkand_rate_limit_wait_seconds", "Seconds requests to Discord waited "
                                          "for a rate limit, by scope", ["scope"])
        self.timeouts = counter("samarkand_timeouts_sent", "Time-outs applied by the clock and announced")
        self.computer_queue = gauge("samarkand_computer_queue", "Computer moves waiting for a thinker, by queue "
                                    "(search, light)", ["queue"])
        self.computer_wait = histogram("samarkand_computer_wait_seconds", "How long a computer move waited for a "
                                       "thinker, by queue", ["queue"], buckets=QUEUE_BUCKETS)
        for scope in SCOPES:  # a scope that never waited reads 0, not missing
            self.rate_limit_waits.labels(scope)
            self.rate_limit_seconds.labels(scope)
        for queue in QUEUES:  # a queue no move waited in yet reads 0 waiting, not missing
            self.computer_queue.labels(queue)
            self.computer_wait.labels(queue)

    def answered(self, kind: str, outcome: str, seconds: float | None) -> None:
        """An interaction was dealt with; ``seconds`` to its private answer, None if none went out."""
        if is_secret():
            return
        self.interactions.labels(kind, outcome).inc()
        if seconds is not None:
            self.answer_seconds.labels(kind).observe(seconds)

    def failed(self, err: BaseException) -> None:
        if is_secret():
            return
        self.discord_failures.labels(*failure_labels(err)).inc()

    def reminded(self) -> None:
        self.reminders.inc()

    def passed(self, seconds: float) -> None:
        self.pass_seconds.observe(seconds)

    def turn_posted(self, kind: str, seconds: float) -> None:
        """A turn message a command or click caused went out ``seconds`` after it came."""
        if is_secret():
            return
        self.turn_seconds.labels(kind).observe(seconds)

    def timed_out(self, count: int) -> None:
        self.timeouts.inc(count)

    def rate_limited(self, scope: str, seconds: float) -> None:
        """A request waited ``seconds`` for a rate limit of ``scope`` (bucket or global)."""
        if is_secret():
            return
        self.rate_limit_waits.labels(scope).inc()
        self.rate_limit_seconds.labels(scope).inc(seconds)

    def queued(self, queue: str) -> None:
        """A computer move began waiting for a thinker of its ``queue``."""
        self.computer_queue.labels(queue).inc()

    def dequeued(self, queue: str, waited: float) -> None:
        """…and got one after ``waited`` seconds (or gave up, cancelled)."""
        self.computer_queue.labels(queue).dec()
        self.computer_wait.labels(queue).observe(waited)

    async def heard(self, response: aiohttp.ClientResponse) -> None:
        """One of the bot's requests was answered (``bot.runtime.request_trace``). A 429 is a
        rate-limit wait: discord.py waits its ``Retry-After`` and tries again; its scope from
        Discord's headers; but a wait longer than the bot sits out (``RATE_LIMIT_WAIT``, an
        interaction's answer apart) is a failure: the request is given up. An answer that used
        up its route's bucket is a wait too: discord.py holds the route's requests (this one's
        return included) until the bucket refills. Any other 4xx or 5xx is a failure, counted at
        each try (discord.py tries a 5xx up to 5 times). aiohttp calls it in the task that made
        the request, so a secret one is known as such."""
        if is_secret():
            return
        headers = response.headers
        if response.status == 429 and ((wait := float(headers.get("Retry-After", 0) or 0)) <= RATE_LIMIT_WAIT
                                       or response.url.path.startswith(ANSWERS)):
            glob = headers.get("X-RateLimit-Global") == "true" or headers.get("X-RateLimit-Scope") == "global"
            self.rate_limited("global" if glob else "bucket", wait)
            return
        if response.status >= 400:
            self.discord_failures.labels(str(response.status), str(await error_code(response))).inc()
        if headers.get("X-RateLimit-Remaining") == "0" and response.status != 429:  # a 429 given up holds nothing
            self.rate_limited("bucket", float(headers.get("X-RateLimit-Reset-After", 0) or 0))

    def unheard(self, error: BaseException) -> None:
        """One of the bot's requests got no answer (a cancelled one is no failure)."""
        if isinstance(error, DISCORD_FAILURES):
            self.failed(error)

    def read(self, games: dict[str, int] | None, shards: dict[int, bool]) -> bytes:
        """The text a scrape returns, after setting what is read at scrape time: the games by
        status (a status no game has any more is dropped, not left at its last count; None,
        when they could not be counted, keeps the last counts, and says the database did not
        answer)."""
        self.answering.set(0 if games is None else 1)
        if games is not None:
            self.games.clear()
            for status, count in games.items():
                self.games.labels(status).set(count)
        for shard, connected in shards.items():
            self.gateway.labels(str(shard)).set(1 if connected else 0)
        return generate_latest(self.registry)


class LoopLag(Background):
    """Wakes every ``every`` seconds and records how much later than asked it woke: a loop
    blocked by a slow callback (a search run inline, a large image) shows here before players
    feel it."""

    name = "samarkand-loop-lag"

    def __init__(self, metrics: Metrics, every: float = 1.0) -> None:
        self.metrics, self.every = metrics, every

    async def _loop(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            asked = loop.time()
            await asyncio.sleep(self.every)
            self.metrics.loop_lag.observe(max(0.0, loop.time() - asked - self.every))
