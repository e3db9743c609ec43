"""``python -m bot bench bot --web``: what the web pages cost Discord's answers, in one run.

One bot, as in production with ``SAMARKAND_WEB`` and ``SAMARKAND_WEB_SECRET`` set: the real
discord.py client against the Discord stand-in and the game pages on the bot's own aiohttp
server, one event loop for both. People's tables only, so that no computer search competes.
The stream of interactions of ``bench bot`` runs in rounds, in turn: *quiet*, no page asked;
*paced*, while 200 viewers each ask for a page once a second (what 3,000 open pages polling
every 15 s would ask, and more: the polls are the small ``version.json``); *flat out*, while
``bench web``'s 200 viewers (each on its own connection) ask one request after another. The
viewers ask for the pages of the same games, which change as the rounds play them, so that new
versions are replayed meanwhile. The viewers run in a process of their own, as browsers are
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
from dataclasses import dataclass
from multiprocessing.queues import Queue
from multiprocessing.synchronize import Event
from pathlib import Path

import aiohttp

from bot.ai.thinking import InlineThinker
from bot.engine import awaiting, state_from_json
from bot.lab.bench.percentiles import percentile
from bot.lab.bench.web import VIEWERS
from bot.runtime.app import SamarkandBot
from bot.web.addresses import private_address
from tests.support.bench_bot import Load, Samples, floor_commands, route_to
from tests.support.standin import TOKEN, FakeDiscord

ARMS = ("quiet", "paced", "flat out")
PACE = {"paced": 1.0, "flat out": 0.0}  # seconds from one request of a viewer to its next
SECRET = "the benchmark's secret, not a host's one"
ROWS = (("first response (defer): /hand", "defer: /hand"),
        ("first response (defer): Play your turn", "defer: Play your turn"),
        ("floor: a command that only answers", "floor: defer"),
        ("autocomplete (/expand space)", "autocomplete"),
        ("floor: an autocomplete that answers at once", "floor: autocomplete"),
        ("click → public turn message", "click → turn message"))


@dataclass(frozen=True)
class Viewed:
    """What the viewers got: the seconds of each answer, how many were not 200, and how long
    they asked."""

    seconds: list[float]
    failed: int
    wall: float


async def viewing(base: str, addresses: list[str], pace: float, stop: Event) -> Viewed:
    """VIEWERS at once, each on its own connection asking one address after another, a request
    every ``pace`` seconds (0: as soon as the last is answered) until ``stop``."""
    seconds: list[float] = []
    failed, began = 0, time.perf_counter()

    async def viewer(first: int) -> None:
        nonlocal failed
        async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=1)) as session:
            k, due = first, time.perf_counter() + pace * random.random()  # paced viewers start spread
            while not stop.is_set():
                await asyncio.sleep(max(0.0, due - time.perf_counter()))
                asked = time.perf_counter()
                async with session.get(base + addresses[k % len(addresses)]) as answer:
                    await answer.read()
                    failed += answer.status != 200
                seconds.append(time.perf_counter() - asked)
                k, due = k + 1, asked + pace

    await asyncio.gather(*(viewer(v) for v in range(VIEWERS)))
    return Viewed(seconds, failed, time.perf_counter() - began)


def viewers_process(base: str, addresses: list[str], pace: float, ready: Event, stop: Event,
                    results: Queue[Viewed]) -> None:
    """The viewers' own process: its own interpreter and event loop, as browsers are elsewhere."""
    ready.set()
    results.put(asyncio.run(viewing(base, addresses, pace, stop)))


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


async def one_round(arm: str, bot: SamarkandBot, load: Load, interactions: int) -> tuple[float, Viewed | None]:
    """``interactions`` of the stream, with the viewers asking meanwhile at the ``arm``'s pace
    (none when quiet); the seconds the round took and what the viewers got."""
    viewers = None
    if arm in PACE:
        assert bot.web is not None
        context = multiprocessing.get_context("spawn")
        ready, stop, results = context.Event(), context.Event(), context.Queue()
        addresses = await addresses_now(bot, load.rng)
        viewers = context.Process(target=viewers_process,
                                  args=(f"http://127.0.0.1:{bot.web.port}", addresses, PACE[arm], ready, stop,
                                        results))
        viewers.start()
        await asyncio.to_thread(ready.wait)  # its interpreter started: the round begins with the load
    began = time.perf_counter()
    for _ in range(interactions):
        await load.stream_one()
    took = time.perf_counter() - began
    if viewers is None:
        return took, None
    stop.set()
    viewed = await asyncio.to_thread(results.get)
    await asyncio.to_thread(viewers.join)
    return took, viewed


async def bench(games: int, interactions: int, rounds: int) -> None:
    print(f"Discord's answers with and without the web pages' load: {rounds} rounds of each arm, in turn, one bot with "
          f"{games} games of people, {interactions // rounds} interactions a round; {VIEWERS} viewers (another "
          "process) ask for the pages of those games, paced (a request a second each) or flat out (one after "
          "another); real discord.py through the stand-in and the pages on the bot's server, one event loop, on "
          "127.0.0.1", flush=True)
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
    served: dict[str, list[Viewed]] = {arm: [] for arm in PACE}
    for _ in range(rounds):
        for arm in ARMS:
            load.samples = arms[arm]
            seconds, viewed = await one_round(arm, bot, load, interactions // rounds)
            took[arm] += seconds
            if viewed is not None:
                served[arm].append(viewed)
    print("\n" + ", ".join(f"{arm} rounds {took[arm]:.1f} s" for arm in ARMS))
    print(f"\n{'(ms)':<46}" + "   ".join(f"{arm:>19}" for arm in ARMS))
    print(f"{'':<46}" + "   ".join(f"{'p50':>9} {'p99':>9}" for _ in ARMS))
    for label, kind in ROWS:
        print(f"{label:<46}" + "   ".join(arms[arm].line(kind) for arm in ARMS))
    counts = ", ".join("/".join(str(len(arms[arm].values.get(kind, []))) for arm in ARMS) for _, kind in ROWS)
    print(f"\nsamples {'/'.join(ARMS)}, by row: {counts}")
    for arm, rounds_viewed in served.items():
        ms = [s * 1000 for viewed in rounds_viewed for s in viewed.seconds]
        wall = sum(viewed.wall for viewed in rounds_viewed)
        print(f"pages served in the {arm} rounds: {len(ms)} ({len(ms) / wall:.0f} per s), median "
              f"{statistics.median(ms):.1f} ms, p99 {percentile(ms, 99):.1f} ms, "
              f"{sum(viewed.failed for viewed in rounds_viewed)} not 200")


def run(games: int = 20, interactions: int = 300, rounds: int = 3) -> None:
    asyncio.run(bench(games, interactions, rounds))
