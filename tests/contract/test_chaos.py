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
import random
import re

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
from bot.service.turn_options import options_of
from tests.contract.players import ANN, BOB, CYD, USERS, by_buttons, by_command, current
from tests.support.standin import CHANNEL_ID, FakeDiscord

RATE = 0.08
ROUNDS = 1500  # far more than the games need: a table that never ends fails the test
DOOMED_TURN = 5  # the turn in which one game's channel is deleted
LOCKED = range(100, 160)  # the rounds in which a moderator has locked one game's thread
FAMILIES = {"403/50001", "403/50013", "400/50083", "404/10003", "404/10008", "403/50007", "429/route",
            "429/global", "500", "502", "404/10062", "444"}  # 444: a connection closed unanswered
IMAGE = re.compile(r"samarkand-game-\d+-(\d+)-\w+\.png")  # cogs.compose.image_name


class Table:
    """One game: its channel, its people (the first is the host) and its computer seats."""

    def __init__(self, channel: str, people: list[tuple[str, str]], computers: list[str]) -> None:
        self.channel, self.people, self.computers = channel, people, computers


async def command(fake: FakeDiscord, user, name: str, table: Table, options: dict | None = None) -> None:
    await fake.interact(fake.command(user, name, options, channel=table.channel))


async def open_table(fake: FakeDiscord, bot, table: Table) -> bool:
    """The next lobby command this table needs (each may be refused as late: then again);
    False once the game has started."""
    row = await bot.service.store.latest_game(table.channel)
    host = table.people[0]
    if row is None or row.status == "aborted":
        await command(fake, host, "new", table)
    elif row.status != "lobby":
        return False
    elif row.settings.turn_hours != 336:  # no time-outs: every move is the players' own
        await command(fake, host, "settings", table, {"turn_hours": 336.0})
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
    if row.pause_reason.startswith("channel"):
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
    return row.status == "playing" and not row.pause_reason and (await current(bot, table.channel))[1].turn >= turn


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


async def clockwork(bot, round_number: int) -> None:
    """Retry what is due to be announced, now and then remind (no table times out), and let
    the computers move once every game's turn is announced."""
    if round_number % 30 == 0:
        await bot.service.store.db.execute("UPDATE games SET due_at = 0, waiting_since = waiting_since - 7 * 3600")
    await bot.service.store.db.execute("UPDATE games SET announce_after = 0")
    await bot.scheduler.run_once()
    await bot.service.store.db.execute("UPDATE games SET announce_after = 0")  # a retry that failed waits no more
    if not await bot.service.unannounced():
        await bot.driver.run_once()


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
            assert row.pause_reason == "channel:the channel no longer exists" and row.paused_at
            assert posted == expected[:len(posted)], "a turn message doubled before the channel went"
        else:
            assert row.status == "over", f"the game in {table.channel} did not end"
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
