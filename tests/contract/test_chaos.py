"""Chaos games: five seeded games at once (two in threads, four with computer seats), while a
random 8% of Discord calls fail with every error Discord gives on that route, each in turn
(403 50001/50013, 400 50083 in threads, 404 10008 on edits, 50007 on DMs, 429 per route and
global with their headers, 500, 502, 10062 on interaction callbacks), one player's DMs are
closed, a moderator locks one game's thread for a while, and one game's channel is deleted
mid-game (404 10003). The tables are played to the end as people would: a player moves once
the turn was announced, and uses any command where a game waits for its channel. Afterwards
every interaction had one private answer or a clear error, every turn of every game was
announced exactly once where its channel works, the lost game is paused and sound, and every
state equals the replay of its log."""

from __future__ import annotations

import json
import math
import random
import re
import time

import pytest

from bot.engine import (
    announce_key,
    apply_action,
    awaiting,
    legal_actions,
    new_game,
    open_offers,
    replay,
    state_to_json,
)
from bot.games.samarkand.turn_options import options_of
from bot.store import ChannelPause, GameStatus
from tests.support.clock import ManualClock
from tests.support.discord_players import ANN, BOB, CYD, USERS, by_buttons, by_command, current, posts
from tests.support.running_bot import HOUR, gateway, until
from tests.support.standin import CHANNEL_ID, SERVER_ERROR, FakeDiscord

RATE = 0.08
ROUNDS = 1500  # far more than the games need: a table that never ends fails the test
DOOMED_TURN = 5  # the turn in which one game's channel is deleted
LOCKED = range(100, 160)  # the rounds in which a moderator has locked one game's thread
FAMILIES = {"403/50001", "403/50013", "400/50083", "404/10003", "404/10008", "403/50007", "429/route",
            "429/global", "500", "502", "404/10062", "444"}  # 444: a connection closed unanswered
IMAGE = re.compile(r"samarkand-game-\d+-(\d+)-\w+\.png")  # cogs.compose.image_name


class Table:
    """One game: its channel, its people (the first is the host), its computer seats, and the
    settings its host gives it (by default no time-outs: every move is the players' own)."""

    def __init__(self, channel: str, people: list[tuple[str, str]], computers: list[str],
                 settings: dict | None = None) -> None:
        self.channel, self.people, self.computers = channel, people, computers
        self.settings = settings or {"turn_hours": 336.0}


async def command(fake: FakeDiscord, user, name: str, table: Table, options: dict | None = None) -> None:
    await fake.interact(fake.command(user, name, options, channel=table.channel))


async def open_table(fake: FakeDiscord, bot, table: Table) -> bool:
    """The next lobby command this table needs (each may be refused as late: then again);
    False once the game has started."""
    row = await bot.service.store.latest_game(table.channel)
    host = table.people[0]
    if row is None or row.status is GameStatus.ABORTED:
        await command(fake, host, "new", table)
    elif row.status is not GameStatus.LOBBY:
        return False
    elif any(getattr(row.settings, key) != value for key, value in table.settings.items()):
        await command(fake, host, "settings", table, table.settings)
    elif missing := [p for p in table.people if p[0] not in {s.user for s in row.seats}]:
        await command(fake, missing[0], "join", table)
    elif len(row.seats) < len(table.people) + len(table.computers):
        await command(fake, host, "addcpu", table, {"level": table.computers[0]})
    else:
        await command(fake, host, "start", table)
    return True


async def step(fake: FakeDiscord, bot, table: Table, rng: random.Random) -> bool:
    """What a person at this table would do now; False once the game is over and its final
    message posted."""
    row, state = await current(bot, table.channel)
    if row.pause_reason is not None:
        await command(fake, rng.choice(table.people), "board", table)  # any command shows the channel works
    elif row.turn_message_key != announce_key(state) or row.computer_due:
        return True  # the announcement's retry, or a computer's move, comes first
    elif state.over:
        return False
    elif row.paused_at:
        await command(fake, table.people[0], "resume", table)
    elif rng.random() < 0.02:
        await command(fake, table.people[0], "pause", table)
    else:
        await one_move(fake, bot, table.channel, row, state, rng)
    return True


async def reached(bot, table: Table, turn: int) -> bool:
    """Whether the table's game is in ``turn`` or later, and going (not waiting for its channel)."""
    row = await bot.service.store.latest_game(table.channel)
    going = row.status is GameStatus.PLAYING and row.pause_reason is None
    return going and (await current(bot, table.channel))[1].turn >= turn


async def one_move(fake, bot, channel: str, row, state, rng: random.Random) -> None:
    """A person's move (by command or the panel): the awaited player's, or a sale off turn."""
    people = [d.player for d in open_offers(state) if row.seats[d.player].kind == "human"]
    awaited = awaiting(state)[0].player
    if row.seats[awaited].kind == "human":
        people.append(awaited)
    if not people:
        return
    seat = rng.choice(people)
    action = rng.choice(legal_actions(state, seat))
    user = USERS[row.seats[seat].user]
    try:
        if rng.random() < 0.5:
            await by_command(fake, bot, user, action, channel)
        else:
            await by_buttons(fake, bot, user, action, options_of(state, seat).singles, channel)
    except (LookupError, AssertionError):
        pass  # a panel the chaos kept from opening: the player tries again later


async def clockwork(bot, round_number: int, remind: bool = True) -> None:
    """Retry what is due to be announced, now and then (if ``remind``) remind by moving the
    games' clocks, and let the computers move once every game's turn is announced."""
    if remind and round_number % 30 == 0:
        await bot.service.store.db.execute("UPDATE games SET due_at = 0, waiting_since = waiting_since - 7 * 3600")
    await bot.service.store.db.execute("UPDATE games SET announce_after = 0")
    await bot.scheduler.run_once()
    await bot.service.store.db.execute("UPDATE games SET announce_after = 0")  # a retry that failed waits no more
    if not await bot.service.news.unannounced():
        await bot.driver.run_once()


@pytest.mark.slow
async def test_chaos_games_lose_nothing_and_double_nothing(discord_env, capsys):
    fake, bot = discord_env
    rng = random.Random(2026)
    doomed = Table(fake.channel("500000000000000098").id, [ANN, BOB], ["random"])
    locked = Table(fake.thread(), [CYD, ANN], ["random"])
    tables = [Table(CHANNEL_ID, [ANN, BOB, CYD], []),
              Table(fake.thread(), [BOB, ANN], ["greedy"]),
              locked,
              Table(fake.channel("500000000000000097").id, [BOB, CYD], ["random"]),
              doomed]
    fake.closed_dms.add(CYD[0])  # as many players do: private decisions wait for them under /hand
    fake.chaos(seed=7, rate=RATE)
    live = list(tables)
    for round_number in range(ROUNDS):
        fake.channel(locked.channel).locked = round_number in LOCKED
        if not live:
            break
        table = rng.choice(live)
        if not await open_table(fake, bot, table) and not await step(fake, bot, table, rng):
            live.remove(table)
        if table is doomed and await reached(bot, doomed, DOOMED_TURN):
            fake.channel(doomed.channel).deleted = True
            live.remove(doomed)
        await clockwork(bot, round_number)
    fake.chaos(seed=0, rate=0.0)
    await clockwork(bot, 0)  # the doomed game's reminder finds its channel gone, if nothing did before

    calls = len(fake.requests)
    with capsys.disabled():
        print(f"\nchaos: {sum(fake.injected.values())} failures injected in {calls} calls, "
              f"{len(fake.channel_of_token)} interactions: {dict(sorted(fake.injected.items()))}\n"
              f"rate budget: {fake.budget.summary()}")
    assert not live, f"{len(live)} games did not end in {ROUNDS} rounds"
    # Within Discord's budgets: no global 429 of the bot's making, and refused requests (a
    # lost permission is never retried into the wall) far from the 10,000 in 10 minutes that
    # get an address banned.
    assert fake.budget.refused["global"] == 0 and fake.budget.invalid.peak < 1_000, fake.budget.summary()
    assert set(fake.injected) >= FAMILIES, FAMILIES - set(fake.injected)
    assert_one_answer_or_a_clear_error(fake)
    for table in tables:
        row, state = await current(bot, table.channel)
        assert_replays(row, state, await bot.service.store.log(row.id))
        posted = announced_turns(fake, table.channel)
        log = await bot.service.store.log(row.id)
        expected = turns_of(await bot.service.store.news(row.id), people_at(row, log))
        if table is doomed:
            assert row.pause_reason == ChannelPause("the channel no longer exists") and row.paused_at
            assert posted == expected[:len(posted)], "a turn message doubled before the channel went"
        else:
            assert row.status is GameStatus.OVER, f"the game in {table.channel} did not end"
            assert posted == expected, f"turn messages {posted} for turns {expected}"


def assert_replays(row, state, log) -> None:
    at_once = row.settings.sales == "at_once"
    entries = [(e.seat, e.action) for e in log]
    assert state_to_json(replay([s.name for s in row.seats], row.seed, entries, sales_at_once=at_once)) == row.state


def assert_one_answer_or_a_clear_error(fake: FakeDiscord) -> None:
    """Each interaction: refused as late by Discord (10062: nothing done, nothing said), or
    one private answer, followed at most by notes marked ⚠️; never "something went wrong"."""
    callbacks, answers = {}, {}
    for r in fake.requests:
        parts = r.path.split("/")
        if r.path.startswith("/interactions/") and r.status in (200, 404):
            callbacks.setdefault(parts[3], []).append(r.status)
        elif r.path.startswith("/webhooks/") and r.status == 200 and r.method in ("POST", "PATCH"):
            answers.setdefault(parts[3], []).append(r.body.get("content") or "")
    for token in fake.channel_of_token:
        said = answers.get(token, [])
        assert len(callbacks.get(token, [])) == 1, f"interaction {token} acknowledged {callbacks.get(token)}"
        if callbacks[token] == [404]:
            assert not said, f"interaction {token} was refused as late, yet acted on"
        else:
            assert said, f"interaction {token} got no answer"
            assert all(note.startswith("⚠️") for note in said[1:]), f"interaction {token} answered twice: {said}"
            assert not any("Something went wrong" in text for text in said), said


def announced_turns(fake: FakeDiscord, channel: str) -> list[int]:
    """The turn of every turn message the channel got, in order (by its image's name)."""
    turns = []
    for message in fake.created.values():
        if message["channel_id"] == channel and not message["flags"] & 64:
            found = IMAGE.search(json.dumps(message.get("embeds") or []))
            if found:
                turns.append(int(found[1]))
    return turns


def turns_of(news, people: set[int]) -> list[int]:
    """The turn of each message the game's news call for: one for every change of turn or
    phase that reaches a person (news within a turn waits for its end, a computer's turn goes
    out with the next one that reaches a person), and the end."""
    keys = [n.key for i, n in enumerate(news) if i == 0 or n.key != news[i - 1].key]
    turns = [(int(key.split(":")[0]), key.split(":")[1]) for key in keys]
    return [turn for turn, phase in turns if phase != "play" or turn in people]


def people_at(row, log) -> set[int]:
    """The turns whose active seat is a person's, from the game's log."""
    names = [s.name for s in row.seats]
    state, _ = new_game(names, row.seed, sales_at_once=row.settings.sales == "at_once")
    active = {state.turn: state.active}
    for entry in log:
        apply_action(state, entry.seat, entry.action)
        active[state.turn] = state.active
    return {turn for turn, seat in active.items() if row.seats[seat].kind == "human"}


# ----- chaos through Discord's outages -------------------------------------------------------

API_DOWN = (18 * HOUR, 18.5 * HOUR)  # since the players last moved: 500s from the API, from a reminder's moment
STOOD = re.compile(r"stood still for the ([\d.]+) hour")  # the reminder's note (reminder.outage)
GATEWAY_DOWN = (23.75 * HOUR, 25.75 * HOUR)  # the gateway gone, over the moment the turns would time out
TICKS_AFTER = 300.0  # seconds between passes from the gateway's return on


@pytest.mark.slow
async def test_chaos_through_outages_counts_them_against_nobody(discord_env, capsys):
    """Four tables of people (reminders every 6 hours; two let a computer stand in for a late
    player, two give it the seat) are played a while under the same chaos, on a hand-moved
    clock. Then nobody moves for a day, in which Discord's API answers 500 for 30 minutes (from
    the moment of a reminder, over the moment one table's 18¼-hour turn would time out) and its
    gateway is gone for 2 hours (over the moment the others' 24-hour turns would). Nobody times
    out before their turn's hours have counted, the outages not counted (but for the two
    ticks' grace at their start); a table the chaos never
    paused times out soon after (within a probe's interval and two passes); the reminder after
    the API's outage tells how long the clock stood still. The tables then play on: every interaction had one answer,
    the budgets held, and every state equals the replay of its log."""
    fake, bot = discord_env
    clock = ManualClock(time.time())
    bot.service.tables.clock = clock
    rng = random.Random(2027)
    tables = [Table(CHANNEL_ID, [ANN, BOB, CYD], [], {"turn_hours": 24.0}),
              Table(fake.thread(), [BOB, ANN], [], {"turn_hours": 24.0, "timeout": "replace"}),
              Table(fake.channel("500000000000000097").id, [BOB, CYD], [], {"turn_hours": 18.25}),
              Table(fake.thread(), [CYD, ANN], [], {"turn_hours": 24.0, "timeout": "replace"})]
    fake.closed_dms.add(CYD[0])
    fake.chaos(seed=11, rate=RATE)
    await play(fake, bot, tables, rng, all_at(bot, tables, turn=6))
    frozen = {t.channel: await current(bot, t.channel) for t in tables}
    rows = {channel: row for channel, (row, _) in frozen.items()}
    start = clock()
    grace = 2 * bot.tick_seconds
    counted = {t.channel: time_up(start, t.settings["turn_hours"] * HOUR, grace) for t in tables}
    assert all(row.waiting_since == start for row in rows.values())

    # at the latest: the API is found back at a probe, the gateway at the next pass, the time-out at a pass
    slack = bot.reachability.probe_every + 2 * TICKS_AFTER
    timed_out = await day_without_moves(fake, bot, clock, rows, max(counted.values()) + slack)
    unpaused = [t for t in tables if not (await current(bot, t.channel))[0].paused_at]
    for table in tables:
        assert timed_out[table.channel] >= counted[table.channel], f"{table.channel} timed out for the outages' time"
    assert len(unpaused) >= 3
    for table in unpaused:
        assert timed_out[table.channel] <= counted[table.channel] + slack, f"{table.channel} did not time out in time"
        told = [float(found[1]) for r in posts(fake, table.channel) if (found := STOOD.search(r.body["content"] or ""))]
        assert told and told[0] >= round((API_DOWN[1] - API_DOWN[0] - grace) / HOUR, 1), \
            f"the reminder after the API's outage in {table.channel} told {told}"

    await play(fake, bot, tables, rng, played_on(bot, tables, frozen))
    with capsys.disabled():
        print(f"\nchaos with outages: {sum(fake.injected.values())} failures injected in {len(fake.requests)} "
              f"calls, {len(fake.channel_of_token)} interactions: {dict(sorted(fake.injected.items()))}\n"
              f"rate budget: {fake.budget.summary()}")
    assert fake.budget.refused["global"] == 0 and fake.budget.invalid.peak < 1_000, fake.budget.summary()
    assert_one_answer_or_a_clear_error(fake)
    for table in tables:
        row, state = await current(bot, table.channel)
        assert_replays(row, state, await bot.service.store.log(row.id))


def time_up(start: float, turn: float, grace: float) -> float:
    """When a turn waiting since ``start`` times out by a model of the time that counts: each
    outage that begins before the moment reached so far moves it by its length, less the
    grace the bot takes at an outage's start."""
    moment = start + turn
    for begin, end in (API_DOWN, GATEWAY_DOWN):
        if start + begin < moment:
            moment += end - begin - grace
    return moment


async def play(fake: FakeDiscord, bot, tables: list[Table], rng: random.Random, done) -> None:
    """People play at the tables (the clock standing still) until ``done()``."""
    for round_number in range(ROUNDS):
        table = rng.choice(tables)
        if not await open_table(fake, bot, table):
            await step(fake, bot, table, rng)
        await clockwork(bot, round_number, remind=False)
        if await done():
            return
    raise AssertionError(f"the tables did not get there in {ROUNDS} rounds")


async def settled(bot, table: Table) -> bool:
    """The table's game waits for a person, its turn announced, and nothing paused or due."""
    row = await bot.service.store.latest_game(table.channel)
    if row is None or row.status is not GameStatus.PLAYING:
        return False
    _, state = await current(bot, table.channel)
    return (not row.paused_at and not row.computer_due and row.turn_message_key == announce_key(state)
            and not await bot.service.news.unannounced())


def all_at(bot, tables: list[Table], turn: int):
    """A check for ``play``: every game is in ``turn`` or later, and settled."""
    async def check() -> bool:
        return all([await settled(bot, t) and await reached(bot, t, turn) for t in tables])
    return check


def played_on(bot, tables: list[Table], frozen: dict):
    """A check for ``play``: every game moved on from the turn it was in before the day."""
    async def check() -> bool:
        return all([(await current(bot, t.channel))[1].turn > frozen[t.channel][1].turn for t in tables])
    return check


async def day_without_moves(fake: FakeDiscord, bot, clock: ManualClock, rows: dict, end: float) -> dict[str, float]:
    """Nobody moves; the scheduler passes hourly (and a minute before the API's outage, as
    the pass every minute of a running bot would), every minute through that outage (and
    until it has found the API back), every ten through the gateway's, and every five minutes
    after, until ``end``. When each game (by channel) first timed out: a computer took a
    late player's seat or decision, or a sale offer closed (infinity: never)."""
    start = clock()
    first: dict[str, float] = {}
    await bot.scheduler.step()  # the clocks caught up with the bot's start, and the heartbeat written

    async def passes(to: float, every: float) -> None:
        while clock() < start + to - 1e-6:
            clock.advance(seconds=every)
            await bot.scheduler.step()
            for channel, frozen in rows.items():
                if channel not in first and await timed_out(bot, channel, frozen):
                    first[channel] = clock()

    await passes(API_DOWN[0] - HOUR, HOUR)
    await passes(API_DOWN[0] - 60.0, HOUR - 60.0)  # the last pass before, a minute before, as in a running bot
    fake.fail("", SERVER_ERROR, times=None)
    await passes(API_DOWN[0], 60.0)  # a reminder is due: Discord, asked first, fails; a minute later it is away
    await passes(API_DOWN[1], 60.0)
    fake.faults.clear()
    await passes(API_DOWN[1] + bot.reachability.probe_every, 60.0)
    await passes(GATEWAY_DOWN[0], TICKS_AFTER)
    await fake.outage()
    await until(gateway(bot, up=False))
    sent = len(fake.requests)
    await passes(GATEWAY_DOWN[1], 600.0)
    assert len(fake.requests) == sent  # nothing is sent while the gateway is gone
    fake.back()
    await until(gateway(bot, up=True))
    await passes(end - start, TICKS_AFTER)
    return {channel: first.get(channel, math.inf) for channel in rows}


async def timed_out(bot, channel: str, frozen) -> bool:
    row = await bot.service.store.latest_game(channel)
    return (row.standin != frozen.standin or [s.kind for s in row.seats] != [s.kind for s in frozen.seats]
            or len(await bot.service.store.log(row.id)) > len(await bot.service.store.log(frozen.id)))
