"""``python -m bot bench bot``: the whole bot under load, as players feel it.

The real discord.py client runs against the Discord stand-in with N games, K of them
computer tables whose search players think all the time (in the process pool), while a
stream of interactions comes from the people in the other games. Printed, p50/p99, each
beside its floor measured in the same run: the time to the first response (the defer),
against a command that does nothing but answer; autocomplete, against an autocomplete that
answers at once; and click-to-public-turn-message, against the render time of a turn image
plus one round trip to the stand-in. Then, with the computers and the clock stopped so that
nothing else reads, the store's reads and the state parses of a Confirm press up to its
private reply, and the reads of the turn message it causes."""

from __future__ import annotations

import asyncio
import random
import statistics
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import yarl
from discord import app_commands
from discord.gateway import DiscordWebSocket
from discord.http import Route

from bot.ai.thinking import PoolThinker
from bot.engine import Expand, Marry, awaiting, legal_actions, state_from_json, view
from bot.lab.bench.percentiles import percentile
from bot.runtime.app import SamarkandBot
from bot.store import GameStatus
from bot.words.i18n import text
from bot.words.image_words import WORDS
from cogs.custom_ids import Confirm
from cogs.panel import Panel, press
from rendering import render_turn
from tests.support.standin import TOKEN, Captured, FakeDiscord, components_of, user_payload

GUILD_CHANNELS = 700000000000000000
USERS = 800000000000000000


@dataclass
class Samples:
    """Milliseconds per kind of measurement."""

    values: dict[str, list[float]] = field(default_factory=dict)

    def add(self, kind: str, ms: float) -> None:
        self.values.setdefault(kind, []).append(ms)

    def line(self, kind: str) -> str:
        data = self.values.get(kind, [])
        if not data:
            return f"{'-':>9} {'-':>9}"
        return f"{statistics.median(data):9.1f} {percentile(data, 99):9.1f}"


def route_to(port: int) -> None:
    Route.BASE = f"http://127.0.0.1:{port}/api/v10"  # type: ignore[misc]
    DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(f"ws://127.0.0.1:{port}/gateway")


def floor_commands(bot: SamarkandBot) -> None:
    """Commands that do nothing but answer: the floor every figure is compared with."""
    @app_commands.command(name="ping", description="Answer at once (benchmark floor)")
    async def ping(interaction, what: str = "") -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        await interaction.followup.send("pong", ephemeral=True)

    @ping.autocomplete("what")
    async def nothing(interaction, current: str) -> list[app_commands.Choice[str]]:
        return []
    bot.tree.add_command(ping)


class Load:
    def __init__(self, fake: FakeDiscord, bot: SamarkandBot, rng: random.Random) -> None:
        self.fake, self.bot, self.rng = fake, bot, rng
        self.samples = Samples()
        self.people: dict[str, list[tuple[str, str]]] = {}

    async def table(self, number: int, computer: str | None) -> str:
        channel = str(GUILD_CHANNELS + number)
        self.fake.channel(channel)
        host = (str(USERS + 10 * number), f"Host{number}")
        guest = (str(USERS + 10 * number + 1), f"Guest{number}")
        await self.fake.interact(self.fake.command(host, "new", channel=channel))
        if computer:
            await self.fake.interact(self.fake.command(host, "addcpu", {"level": computer}, channel=channel))
        else:
            await self.fake.interact(self.fake.command(guest, "join", channel=channel))
        await self.fake.interact(self.fake.command(host, "start", channel=channel))
        if computer:
            payload = self.fake.command(host, "replace", {"player": host[0], "level": computer}, channel=channel)
            payload["data"]["options"][0]["type"] = 6
            payload["data"]["resolved"] = {"users": {host[0]: user_payload(*host)}}
            await self.fake.interact(payload)
        else:
            self.people[channel] = [host, guest]
        return channel

    async def timed(self, payload: dict, kind: str, until=None) -> list[Captured]:
        """Send one interaction; record the time to its first answer (or to ``until``)."""
        start = time.perf_counter()
        sent = await self.fake.interact(payload, timeout=120)
        first = next((r for r in sent if (until or is_first_answer)(r)), None)
        if first is not None:
            self.samples.add(kind, (first.at - start) * 1000)
        return sent

    async def stream_one(self) -> None:
        channel = self.rng.choice(sorted(self.people))
        game, public = await self.bot.service.reading.public_view(channel)
        if public is None or game.status is not GameStatus.PLAYING:
            return
        waiting = public.waiting[0].player if public.waiting else 0
        user = next(u for u in self.people[channel] if u[0] == game.seats[waiting].user)
        roll = self.rng.random()
        if roll < 0.2:
            await self.timed(self.fake.command(user, "ping", channel=channel), "floor: defer")
        elif roll < 0.35:
            await self.timed(self.fake.command(user, "ping", {"what": ""}, channel=channel, focused="what"),
                             "floor: autocomplete")
        elif roll < 0.5:
            await self.timed(self.fake.command(user, "expand", {"family": "", "space": ""}, channel=channel,
                                               focused="space"), "autocomplete")
        elif roll < 0.65:
            await self.timed(self.fake.command(user, "hand", channel=channel), "defer: /hand")
        else:
            await self.turn(channel, user)

    async def turn(self, channel: str, user: tuple[str, str]) -> None:
        """A turn by the panel: Play (timed to its defer), a random choice, Confirm (timed to
        the public turn message), and the discard if one follows."""
        try:
            message, play = self.fake.find("sk:play:", channel)
        except LookupError:
            return
        await self.timed(self.fake.click(user, message, play), "defer: Play your turn")
        panel = self.newest_panel()
        select = next((c for c in components_of(panel) if c.get("options")), None) if panel else None
        if select is None:
            return
        value = self.rng.choice(select["options"])["value"]
        await self.fake.interact(self.fake.click(user, panel, select["custom_id"], [value]), timeout=120)
        panel = self.newest_panel()
        confirm = next((c for c in components_of(panel) if ":c" in c.get("custom_id", "")), None)
        if confirm is None:
            return
        turn_message = self.turn_message_in(channel)
        sent = await self.timed(self.fake.click(user, panel, confirm["custom_id"]), "click → turn message",
                                turn_message)
        if not any(turn_message(r) for r in sent):
            await self.discard(user, turn_message)

    async def discard(self, user: tuple[str, str], turn_message) -> None:
        panel = self.newest_panel()
        keep = next((c for c in components_of(panel) if c.get("custom_id", "").endswith(":k")), None)
        if keep is not None:
            await self.timed(self.fake.click(user, panel, keep["custom_id"]), "click → turn message", turn_message)
            return
        select = next((c for c in components_of(panel) if c.get("custom_id", "").endswith(":discard")), None)
        if select is not None:
            values = [o["value"] for o in select["options"][:select.get("min_values", 1)]]
            await self.timed(self.fake.click(user, panel, select["custom_id"], values), "click → turn message",
                             turn_message)

    def newest_panel(self) -> dict | None:
        for message in reversed(list(self.fake.messages.values())):
            if any(c.get("custom_id", "").startswith(("sk:ps:", "sk:pb:")) for c in components_of(message)):
                return message
        return None

    @staticmethod
    def turn_message_in(channel: str):
        return lambda r: r.method == "POST" and r.path == f"/channels/{channel}/messages" and bool(r.files)


def is_first_answer(r: Captured) -> bool:
    return r.method == "POST" and r.path.startswith("/interactions/")


async def loop_lag(stop: asyncio.Event, lags: list[float]) -> None:
    """How late the event loop comes back to a task that only yields: its longest stall."""
    last = time.perf_counter()
    while not stop.is_set():
        await asyncio.sleep(0.005)
        now = time.perf_counter()
        lags.append((now - last - 0.005) * 1000)
        last = now


async def bench(games: int, thinking: int, interactions: int) -> None:
    fake = FakeDiscord()
    route_to(await fake.start())
    with tempfile.TemporaryDirectory() as folder:
        bot = SamarkandBot(str(Path(folder) / "bench.sqlite3"), tick_seconds=3600, thinker=PoolThinker(),
                           guild_ready_timeout=0)
        runner = asyncio.create_task(bot.start(TOKEN))
        try:
            await asyncio.wait_for(bot.wait_until_ready(), 30)
            await measure(fake, bot, games, thinking, interactions)
        finally:
            await bot.close()
            await asyncio.gather(runner, return_exceptions=True)
    await fake.stop()


async def measure(fake: FakeDiscord, bot: SamarkandBot, games: int, thinking: int, interactions: int) -> None:
    floor_commands(bot)
    load = Load(fake, bot, random.Random(1))
    print(f"Bot benchmark: {games} games, {thinking} of them computer tables whose search players think all "
          f"the time ({bot.service.computers.thinker.workers} search process(es)); "
          f"{interactions} interactions from people; "
          "real discord.py through the stand-in on 127.0.0.1", flush=True)
    for number in range(games):
        await load.table(number, "search" if number < thinking else None)
    bot.driver.wake()
    stop, lags = asyncio.Event(), []
    probe = asyncio.create_task(loop_lag(stop, lags))
    started = time.perf_counter()
    moves_before = await searches_made(bot)
    for _ in range(interactions):
        await load.stream_one()
    elapsed = time.perf_counter() - started
    stop.set()
    await probe
    searched = await searches_made(bot) - moves_before
    report(load.samples, render_floor(bot), lags, elapsed, searched)
    report_reads(await press_counts(bot, load))


async def searches_made(bot: SamarkandBot) -> int:
    """Computer moves made so far, in every game."""
    made = 0
    for row in await bot.service.store.playing():
        made += sum(entry.by == "computer" for entry in await bot.service.store.log(row.id))
    return made


def render_floor(bot: SamarkandBot) -> list[float]:
    from bot.lab.bench.render import position

    state, _, _ = position(40)
    public = view(state)
    samples = []
    for _ in range(20):
        start = time.perf_counter()
        render_turn(bot.service.board, public, words=WORDS)
        samples.append((time.perf_counter() - start) * 1000)
    return samples


def report(samples: Samples, render: list[float], lags: list[float], elapsed: float, searched: int) -> None:
    rows = [("first response (defer): /hand", "defer: /hand", "floor: defer"),
            ("first response (defer): Play your turn", "defer: Play your turn", "floor: defer"),
            ("autocomplete (/expand space)", "autocomplete", "floor: autocomplete")]
    print(f"\n{elapsed:.1f} s; {searched} computer moves made meanwhile; event loop stalls: median "
          f"{statistics.median(lags):.1f} ms, p99 {percentile(lags, 99):.1f} ms, max {max(lags):.1f} ms")
    print(f"\n{'':<42}{'p50 ms':>9} {'p99 ms':>9}   {'floor p50':>9} {'floor p99':>9}")
    for label, kind, floor in rows:
        print(f"{label:<42}{samples.line(kind)}   {samples.line(floor)}")
    trip = samples.values.get("floor: defer", [0.0])
    goal = 2 * statistics.median(render) + statistics.median(trip)
    print(f"{'click → public turn message':<42}{samples.line('click → turn message')}   "
          f"(floor: 2 × turn image {statistics.median(render):.1f} ms + a round trip "
          f"{statistics.median(trip):.1f} ms = {goal:.1f} ms)")


async def press_counts(bot: SamarkandBot, load: Load, presses: int = 10) -> list[tuple[int, int, int]]:
    """For up to ``presses`` turns of people: the store's reads and the state parses of a
    Confirm press (the door, the action, the next screen) up to the private reply, and the
    reads of the turn message it causes. The computers and the clock are stopped first, so
    the counts are the press's own."""
    bot.driver.stop()
    bot.scheduler.stop()
    service, store = bot.service, bot.service.store
    found: list[tuple[int, int, int]] = []
    for channel in sorted(load.people):
        row = await store.latest_game(channel)
        if row is None or row.status is not GameStatus.PLAYING or len(found) == presses:
            continue
        state = state_from_json(row.state)
        seat = awaiting(state)[0].player if awaiting(state) else None
        move = next((a for a in legal_actions(state, seat) if isinstance(a, Marry | Expand)), None) \
            if seat is not None and row.seats[seat].kind == "human" else None
        if seat is None or move is None:
            continue
        panel = Panel(service, row.id, row.seats[seat].user, text("en"), channel)
        reads, parses = store.reads, service.tables.parses
        reply = await press(panel, state.turn, Confirm(move))
        pressed = (store.reads - reads, service.tables.parses - parses)
        reads = store.reads
        await bot.outbox.publish(reply.changes, actor=row.seats[seat].user)
        found.append((*pressed, store.reads - reads))
    return found


def report_reads(counts: list[tuple[int, int, int]]) -> None:
    if not counts:
        print("\nno turn of a person left to count the reads of a press")
        return
    press_reads, parses, message_reads = (max(column) for column in zip(*counts, strict=True))
    print(f"\nreads per press, the most in {len(counts)} turns (aims: a Confirm press ≤ 2 reads and 1 parse, "
          f"a turn message ≤ 4 reads)")
    print(f"{'Confirm press, to the private reply':<42}{press_reads:>4} reads {parses:>3} state parse(s)")
    print(f"{'the turn message it causes':<42}{message_reads:>4} reads")


def run(games: int = 50, thinking: int = 16, interactions: int = 300) -> None:
    asyncio.run(bench(games, thinking, interactions))
