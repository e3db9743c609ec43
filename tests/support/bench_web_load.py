"""``python -m bot bench bot --web``: what the web pages cost Discord's answers, in one run.

One bot, as in production with ``SAMARKAND_WEB`` and ``SAMARKAND_WEB_SECRET`` set: the real
discord.py client against the Discord stand-in and the game pages on the bot's own aiohttp
server, one event loop for both. People's tables only, so that no computer search competes.
The stream of interactions of ``bench bot`` runs in rounds, alternating: *quiet*, no page
asked; *web*, while ``bench web``'s 200 viewers (each on its own connection, one request after
another) ask for the pages of the same games, which change as the rounds play them, so that
new versions are replayed meanwhile. The viewers run in a process of their own, as browsers are
elsewhere, so that their work is not counted on the bot's loop. Printed, p50 and p99 of each
arm, the rounds of an arm pooled: the time to the first response (the defer) of /hand and of
Play your turn beside the floor (a command that only answers), autocomplete beside its floor,
and click to public turn message; then the pages served during the web rounds."""

from __future__ import annotations

import asyncio
import multiprocessing
import random
import statistics
import tempfile
import time
from multiprocessing.queues import Queue
from multiprocessing.synchronize import Event
from pathlib import Path

import aiohttp

from bot.bench.percentiles import percentile
from bot.bench.web import VIEWERS
from bot.engine import awaiting, state_from_json
from bot.runtime.app import SamarkandBot
from bot.runtime.thinking import InlineThinker
from bot.web.addresses import private_address
from tests.support.bench_bot import Load, Samples, floor_commands, route_to
from tests.support.standin import TOKEN, FakeDiscord

ARMS = ("quiet", "web")
SECRET = "the benchmark's secret, not a host's one"
ROWS = (("first response (defer): /hand", "defer: /hand"),
        ("first response (defer): Play your turn", "defer: Play your turn"),
        ("floor: a command that only answers", "floor: defer"),
        ("autocomplete (/expand space)", "autocomplete"),
        ("floor: an autocomplete that answers at once", "floor: autocomplete"),
        ("click → public turn message", "click → turn message"))


async def viewing(base: str, addresses: list[str], stop: Event) -> tuple[list[float], int]:
    """VIEWERS at once, each on its own connection asking one address after another until
    ``stop``: the seconds of each answer, and how many were not 200."""
    seconds: list[float] = []
    failed = 0

    async def viewer(first: int) -> None:
        nonlocal failed
        async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=1)) as session:
            k = first
            while not stop.is_set():
                began = time.perf_counter()
                async with session.get(base + addresses[k % len(addresses)]) as answer:
                    await answer.read()
                    failed += answer.status != 200
                seconds.append(time.perf_counter() - began)
                k += 1

    await asyncio.gather(*(viewer(v) for v in range(VIEWERS)))
    return seconds, failed


def viewers_process(base: str, addresses: list[str], ready: Event, stop: Event,
                    results: Queue[tuple[list[float], int]]) -> None:
    """The viewers' own process: its own interpreter and event loop, as browsers are elsewhere."""
    ready.set()
    results.put(asyncio.run(viewing(base, addresses, stop)))


async def addresses_now(bot: SamarkandBot, rng: random.Random) -> list[str]:
    """Every game's page, its data and its board at a random turn, its version, and the private
    page of its seat to play (signed as ``/hand`` signs it), shuffled."""
    signer, found = bot.private_pages, []
    assert signer is not None
    for row in await bot.service.store.playing():
        state, game = state_from_json(row.state), row.id
        turn = rng.randrange(state.turn + 1)
        found += [f"/games/{game}", f"/games/{game}/page.json?turn={turn}", f"/games/{game}/board.png?turn={turn}",
                  f"/games/{game}/version.json"]
        if awaiting(state):
            seat = awaiting(state)[0].player
            found.append(private_address("", game, signer.token(game, seat, row.seats[seat].user, time.time())))
    rng.shuffle(found)
    return found


async def one_round(arm: str, bot: SamarkandBot, load: Load, interactions: int, served: list[float]) -> tuple[
        float, int]:
    """``interactions`` of the stream, with the viewers asking meanwhile if ``arm`` is web; the
    seconds the round took and the pages that were not answered 200."""
    viewers = None
    if arm == "web":
        assert bot.web is not None
        context = multiprocessing.get_context("spawn")
        ready, stop, results = context.Event(), context.Event(), context.Queue()
        addresses = await addresses_now(bot, load.rng)
        viewers = context.Process(target=viewers_process,
                                  args=(f"http://127.0.0.1:{bot.web.port}", addresses, ready, stop, results))
        viewers.start()
        await asyncio.to_thread(ready.wait)  # its interpreter started: the round begins with the load
    began = time.perf_counter()
    for _ in range(interactions):
        await load.stream_one()
    took = time.perf_counter() - began
    if viewers is None:
        return took, 0
    stop.set()
    seconds, failed = await asyncio.to_thread(results.get)
    await asyncio.to_thread(viewers.join)
    served.extend(seconds)
    return took, failed


async def bench(games: int, interactions: int, rounds: int) -> None:
    print(f"Discord's answers with and without the web pages' load: {rounds} rounds of each, in turn, one bot with "
          f"{games} games of people, {interactions // rounds} interactions a round; in web rounds {VIEWERS} viewers "
          "(another process) ask for the pages of those games one request after another; real discord.py through "
          "the stand-in and the pages on the bot's server, one event loop, on 127.0.0.1", flush=True)
    fake = FakeDiscord()
    route_to(await fake.start())
    with tempfile.TemporaryDirectory() as folder:
        bot = SamarkandBot(str(Path(folder) / "bench.sqlite3"), tick_seconds=3600, thinker=InlineThinker(),
                           guild_ready_timeout=0, web_at=("127.0.0.1", 0), web_url="http://127.0.0.1",
                           web_secret=SECRET)
        runner = asyncio.create_task(bot.start(TOKEN))
        try:
            await asyncio.wait_for(bot.wait_until_ready(), 30)
            floor_commands(bot)
            await measure(bot, Load(fake, bot, random.Random(1)), games, interactions, rounds)
        finally:
            await bot.close()
            await asyncio.gather(runner, return_exceptions=True)
    await fake.stop()


async def measure(bot: SamarkandBot, load: Load, games: int, interactions: int, rounds: int) -> None:
    for number in range(games):
        await load.table(number, None)
    arms = {arm: Samples() for arm in ARMS}
    took = {arm: 0.0 for arm in ARMS}
    served: list[float] = []
    failed = 0
    for _ in range(rounds):
        for arm in ARMS:
            load.samples = arms[arm]
            seconds, refused = await one_round(arm, bot, load, interactions // rounds, served)
            took[arm] += seconds
            failed += refused
    print(f"\nquiet rounds {took['quiet']:.1f} s, web rounds {took['web']:.1f} s")
    print(f"\n{'(ms)':<46}" + "   ".join(f"{arm + ' p50':>9} {arm + ' p99':>9}" for arm in ARMS))
    for label, kind in ROWS:
        print(f"{label:<46}" + "   ".join(arms[arm].line(kind) for arm in ARMS))
    counts = ", ".join("/".join(str(len(arms[arm].values.get(kind, []))) for arm in ARMS) for _, kind in ROWS)
    print(f"\nsamples {'/'.join(ARMS)}, by row: {counts}")
    ms = [s * 1000 for s in served]
    print(f"pages served during the web rounds: {len(ms)} ({len(ms) / took['web']:.0f} per s), median "
          f"{statistics.median(ms):.1f} ms, p99 {percentile(ms, 99):.1f} ms, {failed} not 200")


def run(games: int = 20, interactions: int = 300, rounds: int = 3) -> None:
    asyncio.run(bench(games, interactions, rounds))
