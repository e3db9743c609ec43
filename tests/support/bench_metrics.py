"""``python -m bot bench bot --metrics``: what the metrics cost players, in one run.

The same load as ``bench bot`` (people's tables only, so that no search competes) against
fresh bots in turn, alternating: *off*, with every counting call a no-op and no server; *on*,
as with ``SAMARKAND_METRICS`` set (the server, the event loop's sampler, every counter and
histogram) but never scraped; and *scraped*, the same with ``/metrics`` and ``/readyz`` asked
every second, thirty times as often as the example Prometheus configuration. Printed, p50 and
p99 of each arm, the rounds of an arm pooled: the time to the first response of /hand and of
Play your turn, and click to public turn message, with each round's median of the last, to
show how far rounds of one arm differ."""

from __future__ import annotations

import asyncio
import contextlib
import random
import statistics
import tempfile
import time
from pathlib import Path

import aiohttp

from bot.ai.thinking import InlineThinker
from bot.runtime.app import SamarkandBot
from tests.support.bench_bot import Load, Samples, floor_commands, route_to
from tests.support.standin import TOKEN, FakeDiscord

SCRAPE_INTERVAL = 1.0  # seconds between scrapes, as a Prometheus job might
ARMS = ("off", "on", "scraped")
COUNTING = ("answered", "failed", "reminded", "passed", "turn_posted", "timed_out", "rate_limited", "queued",
            "dequeued")  # every call that feeds an instrument
ROWS = (("first response (defer): /hand", "defer: /hand"),
        ("first response (defer): Play your turn", "defer: Play your turn"),
        ("click → public turn message", "click → turn message"))


def silenced(bot: SamarkandBot) -> None:
    """The bot's metrics counting nothing: each call that feeds them made a no-op."""
    for name in COUNTING:
        setattr(bot.metrics, name, lambda *args, **kwargs: None)


async def scraping(port: int, stop: asyncio.Event) -> int:
    """/metrics and /readyz every second until ``stop`` (waited on, so the last round ends as
    soon as it is set, as a Prometheus scraper's interval); how many scrapes were made."""
    scrapes = 0
    async with aiohttp.ClientSession(f"http://127.0.0.1:{port}") as http:
        while not stop.is_set():
            for path in ("/metrics", "/readyz"):
                async with http.get(path) as answer:
                    await answer.read()
            scrapes += 1
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stop.wait(), SCRAPE_INTERVAL)
    return scrapes


async def one_round(arm: str, games: int, interactions: int, seed: int, samples: Samples) -> int:
    """One bot under the load in the ``arm`` (off, on, scraped), its figures in ``samples``;
    the scrapes made."""
    on = arm != "off"
    fake = FakeDiscord()
    route_to(await fake.start())
    with tempfile.TemporaryDirectory() as folder:
        bot = SamarkandBot(str(Path(folder) / "bench.sqlite3"), tick_seconds=3600, thinker=InlineThinker(),
                           guild_ready_timeout=0, metrics_at=("127.0.0.1", 0) if on else None)
        runner = asyncio.create_task(bot.start(TOKEN))
        try:
            await asyncio.wait_for(bot.wait_until_ready(), 30)
            if not on:
                silenced(bot)
            floor_commands(bot)
            load = Load(fake, bot, random.Random(seed))
            load.samples = samples
            for number in range(games):
                await load.table(number, None)
            stop = asyncio.Event()
            scraper = asyncio.create_task(scraping(bot.health.port, stop)) if arm == "scraped" and bot.health \
                else None
            for _ in range(interactions):
                await load.stream_one()
            stop.set()
            return await scraper if scraper else 0
        finally:
            await bot.close()
            await asyncio.gather(runner, return_exceptions=True)
            await fake.stop()


async def bench(games: int, interactions: int, rounds: int) -> None:
    print(f"Metrics off, on, and on and scraped every second: {rounds} rounds of each, in turn, each a fresh "
          f"bot with {games} games of people and {interactions} interactions; real discord.py through the "
          "stand-in on 127.0.0.1", flush=True)
    arms = {arm: Samples() for arm in ARMS}
    spread: dict[str, list[float]] = {arm: [] for arm in ARMS}  # each round's click → turn message median
    scrapes = 0
    started = time.perf_counter()
    for number in range(rounds):
        for arm in ARMS:
            samples = Samples()
            scrapes += await one_round(arm, games, interactions, number, samples)
            for kind, values in samples.values.items():
                arms[arm].values.setdefault(kind, []).extend(values)
            spread[arm].append(statistics.median(samples.values.get(ROWS[-1][1], [0.0])))
    print(f"\n{time.perf_counter() - started:.1f} s; {scrapes} scrapes of /metrics and /readyz while scraped")
    print(f"\n{'(ms)':<42}" + "   ".join(f"{arm + ' p50':>9} {arm + ' p99':>9}" for arm in ARMS))
    for label, kind in ROWS:
        print(f"{label:<42}" + "   ".join(arms[arm].line(kind) for arm in ARMS))
    counts = ", ".join("/".join(str(len(arms[arm].values.get(kind, []))) for arm in ARMS) for _, kind in ROWS)
    print(f"\nsamples {'/'.join(ARMS)}, by row: {counts}")
    print("click → public turn message, each round's p50 (ms): " + "; ".join(
        f"{arm} {' '.join(f'{ms:.1f}' for ms in spread[arm])}" for arm in ARMS))


def run(games: int = 20, interactions: int = 200, rounds: int = 3) -> None:
    asyncio.run(bench(games, interactions, rounds))
