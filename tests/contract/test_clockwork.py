"""The clockwork through Discord: computer moves follow a person's at once, one slow channel
never holds up another game, start-up catches up before anything else, threads stay usable,
failed reminders come again, and a turn message is posted once across retries, restarts and
processes."""

from __future__ import annotations

import asyncio
import random
import time

import pytest
from aiohttp import web

from bot.engine import Discard, Marry, SaleDecision, legal_actions
from bot.runtime.scheduler import DAY, moment_of
from bot.service import Tick
from cogs.outbox import NONCE, nonce_of
from tests.contract.conftest import invalid_requests, point_at, started_bot, stopped
from tests.support.discord_players import ANN, BOB, CYD, USERS, by_command, current, open_game, posts, rig
from tests.support.engine_scenarios import fam, give_tile, set_hand
from tests.support.running_bot import until
from tests.support.standin import CHANNEL_ID, DROPPED, MISSING_ACCESS, SERVER_ERROR, FakeDiscord

OTHER = "500000000000000099"


async def make_due(bot, what: str = "waiting_since = waiting_since - 7 * 3600") -> None:
    await bot.service.store.db.execute(f"UPDATE games SET due_at = 0, {what}")


# ----- computer moves ------------------------------------------------------------------------

async def test_a_computer_moves_right_after_a_person_without_waiting_for_a_tick(discord_env):
    fake, bot = discord_env
    bot.driver.idle = 3600.0  # its own sweep would come only in an hour
    bot.driver.start()
    await fake.interact(fake.command(ANN, "new"))
    await fake.interact(fake.command(ANN, "addcpu", {"level": "greedy"}))
    await fake.interact(fake.command(ANN, "start"))

    async def awaits_ann() -> bool:
        row, state = await current(bot)
        return not row.computer_due and row.seats[state.active].user == ANN[0] and not state.pending

    await until(awaits_ann)  # if the computer opened the game, it has moved already
    row, state = await current(bot)
    moves = len(await bot.service.store.log(row.id))
    await by_command(fake, bot, ANN, random.Random(1).choice(legal_actions(state, state.active)))
    row, state = await current(bot)
    for decision in state.pending:  # a marriage's discard, if the hand is over its limit
        await by_command(fake, bot, ANN, Discard(tuple(state.players[decision.player].hand[:decision.least])))

    async def computer_moved() -> bool:
        log = await bot.service.store.log(row.id)
        return any(entry.by == "computer" for entry in log[moves:])

    await until(computer_moved)


# ----- one slow channel ----------------------------------------------------------------------

class HangingDiscord(FakeDiscord):
    """A stand-in whose posts to one channel hang until the test lets them through."""

    def __init__(self, channel: str) -> None:
        super().__init__()
        self.hung, self.release = channel, asyncio.Event()

    async def rest(self, request: web.Request) -> web.Response:
        if request.method == "POST" and request.path.endswith(f"/channels/{self.hung}/messages"):
            await self.release.wait()
        return await super().rest(request)


@pytest.fixture
async def hanging_env(spec, tmp_path, monkeypatch):
    fake = HangingDiscord(CHANNEL_ID)
    await fake.start()
    point_at(monkeypatch, fake)
    bot, runner = await started_bot(str(tmp_path / "games.sqlite3"))
    yield fake, bot
    fake.release.set()
    await stopped(bot, runner)
    await fake.stop()
    assert not invalid_requests(fake, spec)


async def test_a_channel_that_hangs_never_delays_another_games_reminder(hanging_env):
    fake, bot = hanging_env
    fake.release.set()
    await open_game(fake)  # the first game: its channel is handled first in every pass
    await open_game(fake, OTHER)
    fake.release.clear()
    await make_due(bot)
    before = len(fake.requests)
    passing = asyncio.ensure_future(bot.scheduler.run_once())

    async def other_reminded() -> bool:
        return bool(posts(fake, OTHER, before))

    await until(other_reminded)
    assert not passing.done() and not posts(fake, CHANNEL_ID, before)  # the hung channel still hangs
    fake.release.set()
    assert await passing == 2


async def test_a_channel_that_never_answers_costs_its_own_game_a_retry_and_no_more(hanging_env):
    fake, bot = hanging_env
    fake.release.set()
    await open_game(fake)
    await open_game(fake, OTHER)
    fake.release.clear()
    await make_due(bot)
    bot.scheduler.game_seconds = 1.0  # the time a game's work may take in a pass
    assert await asyncio.wait_for(bot.scheduler.run_once(), 20) == 1  # the other game's reminder
    hung = await bot.service.store.latest_game(CHANNEL_ID)
    assert not hung.reminded_at  # not counted as sent: the next pass tries again
    fake.release.set()
    before = len(fake.requests)
    assert await bot.scheduler.run_once() == 1 and posts(fake, CHANNEL_ID, before)


# ----- start-up ------------------------------------------------------------------------------

async def test_start_up_catches_up_first_and_starts_the_clockwork_even_when_that_fails(discord_env):
    _, bot = discord_env
    calls: list[str] = []
    ticked = asyncio.Event()

    async def catch_up(grace: float) -> float:
        calls.append("catch up")
        if calls.count("catch up") == 1:
            raise ConnectionError("the database is not there yet")
        return 0.0

    async def tick(each=None) -> Tick:
        calls.append("tick")
        ticked.set()
        return Tick()

    bot.service.clock.catch_up, bot.service.clock.tick = catch_up, tick
    bot.scheduler.every = 0.0
    bot.start_scheduler = True
    await bot.on_ready()
    try:
        await asyncio.wait_for(ticked.wait(), 20)
    finally:
        bot.scheduler.stop()
        bot.driver.stop()
    assert calls[:3] == ["catch up", "catch up", "tick"]  # no pass before the clocks moved on
    assert bot.driver.task is not None


# ----- threads -------------------------------------------------------------------------------

async def test_an_archived_thread_of_a_game_is_reopened_at_most_daily(discord_env):
    fake, bot = discord_env
    now = [time.time()]
    bot.service.tables.clock = lambda: now[0]
    await fake.interact(fake.command(ANN, "new", {"thread": True}))
    thread = next(c.id for c in fake.channels.values() if c.parent == CHANNEL_ID)
    await fake.interact(fake.command(BOB, "join", channel=thread))
    await fake.interact(fake.command(CYD, "join", channel=thread))
    await fake.interact(fake.command(ANN, "settings", {"turn_hours": 336.0, "reminder_hours": 336.0}, channel=thread))
    await fake.interact(fake.command(ANN, "start", channel=thread))  # no reminder for two weeks: nothing posts
    fake.channel(thread).archived = True
    await bot.scheduler.run_once()
    now[0] += (moment_of(thread) - now[0]) % DAY or DAY  # the thread's own moment of the day
    await bot.scheduler.run_once()
    assert not fake.channel(thread).archived
    fake.channel(thread).archived = True
    before = len(fake.requests)
    await bot.scheduler.run_once()
    assert fake.channel(thread).archived and not fake.requests[before:]  # asked once a day at most
    now[0] += 24 * 3600
    fake.channel(thread).locked = True  # a locked thread is the moderators' to reopen
    await bot.scheduler.run_once()
    assert not [r for r in fake.requests[before:] if r.method == "PATCH" and r.path == f"/channels/{thread}"]
    fake.channel(thread).locked = False
    now[0] += 24 * 3600
    await bot.scheduler.run_once()
    assert not fake.channel(thread).archived


# ----- reminders -----------------------------------------------------------------------------

@pytest.mark.parametrize("failure", [SERVER_ERROR, DROPPED], ids=["server-error", "dropped-connection"])
async def test_a_reminder_that_failed_is_sent_again_and_leaves_the_turn_message_alone(discord_env, failure):
    fake, bot = discord_env
    await open_game(fake)
    await make_due(bot)
    fake.fail(rf"POST /channels/{CHANNEL_ID}/messages", failure, times=None)
    before = len(fake.requests)
    await bot.scheduler.run_once()
    assert not posts(fake, CHANNEL_ID, before)
    fake.faults.clear()  # Discord answers again
    row, _ = await current(bot)
    assert row.announce_failures == 0 and row.announce_after == 0 and not row.reminded_at
    await bot.scheduler.run_once()
    [reminder] = posts(fake, CHANNEL_ID, before)
    assert "waiting for you" in reminder.body["content"]


async def test_a_reminder_whose_post_took_effect_despite_server_errors_is_in_the_channel_once(discord_env):
    """Every try of the ping got a 500 though the first made the message: the next pass's try
    carries the same nonce, and Discord hands back the message it already has."""
    fake, bot = discord_env
    now = [time.time()]
    bot.service.tables.clock = lambda: now[0]
    await open_game(fake)
    await make_due(bot)
    fake.fail(rf"POST /channels/{CHANNEL_ID}/messages", SERVER_ERROR, times=5, done_anyway=True)
    await bot.scheduler.run_once()
    now[0] += 60  # the next pass's try: a minute later, within Discord's nonce window
    await bot.scheduler.run_once()
    assert len([m for m in fake.created.values() if "waiting for you" in m["content"]]) == 1


# ----- a turn message once -------------------------------------------------------------------

async def lost_answer(fake: FakeDiscord, bot) -> tuple[object, list]:
    """The first player moves; the turn message arrives in the channel but every answer to the
    bot is lost (a 500 after the post), so the bot cannot know that it was posted."""
    await open_game(fake)
    row, state = await current(bot)
    user = USERS[row.seats[state.active].user]
    fake.fail(rf"POST /channels/{CHANNEL_ID}/messages", SERVER_ERROR, times=5, done_anyway=True)
    await fake.interact(fake.command(user, "marry", {"family": "Sindh"}))
    await fake.interact(fake.command(user, "discard"))
    row, _ = await current(bot)
    assert row.announce_failures == 1
    return row, [m for m in fake.created.values() if "married into the Sindh family" in m["content"]]


async def test_a_turn_message_with_a_lost_answer_is_found_in_the_channel_not_posted_again(spec, tmp_path,
                                                                                           monkeypatch):
    """Discord honours a nonce for minutes; retries come later, and restarts later still."""
    fake = FakeDiscord()
    await fake.start()
    point_at(monkeypatch, fake)
    db = str(tmp_path / "games.sqlite3")
    bot, runner = await started_bot(db)
    try:
        row, posted = await lost_answer(fake, bot)
        assert row.announcing  # the bot knows it may have posted it
    finally:
        await stopped(bot, runner)  # the bot restarts, hours later: Discord forgot the nonce
    fake.nonces.clear()
    bot, runner = await started_bot(db)
    try:
        await make_due(bot, "announce_after = 0")
        await bot.scheduler.run_once()
        row, _ = await current(bot)
    finally:
        await stopped(bot, runner)
        await fake.stop()
    again = [m for m in fake.created.values() if "married into the Sindh family" in m["content"]]
    assert len(posted) == len(again) == 1 and row.turn_message == again[0]["id"] and not row.announcing
    sent = {r.body["nonce"] for r in posts(fake, CHANNEL_ID) + [r for r in fake.requests if r.status == 500]
            if r.body and "married into the Sindh family" in r.body.get("content", "")}
    assert len(sent) == 1  # one nonce for every attempt, before and after the restart
    assert not invalid_requests(fake, spec)


async def test_a_turn_message_with_a_lost_answer_is_found_behind_a_busy_chat_not_posted_again(discord_env):
    """Sixty messages of chat between the lost post and the retry, after Discord forgot the
    nonce: the bot reads the channel back to the game's previous turn message, past them."""
    fake, bot = discord_env
    row, posted = await lost_answer(fake, bot)
    fake.nonces.clear()
    chat = [fake.chat(BOB, f"nice move {n}") for n in range(60)]
    await make_due(bot, "announce_after = 0")
    await bot.scheduler.run_once()
    row, _ = await current(bot)
    again = [m for m in fake.created.values() if "married into the Sindh family" in m["content"]]
    assert len(posted) == len(again) == 1 and row.turn_message == again[0]["id"] and not row.announcing
    assert int(row.turn_message) < int(chat[0])
    reads = [r for r in fake.requests if r.method == "GET" and r.path == f"/channels/{CHANNEL_ID}/messages"]
    assert len(reads) == 1 and reads[0].query.get("limit") == "100"  # a page of the bounded search


async def test_news_before_the_retry_keeps_the_nonce_so_discord_keeps_one_message(discord_env):
    """Within Discord's nonce window, with the channel's history unreadable: a sale made
    before the retry must not turn the retry into a second message. The sale's line waits for
    the next turn message, as any news within a turn already announced."""
    fake, bot = discord_env
    await open_game(fake)
    row, state = await current(bot)
    mover, holder = state.active, (state.active + 2) % 3
    await rig(bot, lambda s: (give_tile(s, mover, "Tigris"), set_hand(s, holder, [8, 30])))
    fake.fail(rf"GET /channels/{CHANNEL_ID}/messages", MISSING_ACCESS, times=None)
    fake.fail(rf"POST /channels/{CHANNEL_ID}/messages", SERVER_ERROR, times=5, done_anyway=True)
    await fake.interact(fake.command(USERS[row.seats[mover].user], "expand", {"family": "Tigris", "space": "D7"}))
    await by_command(fake, bot, USERS[row.seats[holder].user], SaleDecision(8, True))
    expanded = [m for m in fake.created.values() if "Tigris" in m["content"] and m["channel_id"] == CHANNEL_ID]
    assert len(expanded) == 1 and "sold the" not in expanded[0]["content"]
    row, state = await current(bot)
    assert row.turn_message == expanded[0]["id"] and not row.announcing
    await by_command(fake, bot, USERS[row.seats[state.active].user], Marry(fam("Sindh")))
    assert "sold the Frankincense card" in posts(fake, CHANNEL_ID, files=True)[-1].body["content"]


async def test_two_processes_with_the_same_news_post_it_once(discord_env):
    fake, bot = discord_env
    row, _ = await lost_answer(fake, bot)
    fake.nonces.clear()
    other, runner = await started_bot(bot.db_path)  # a second process on the same database
    try:
        before = len(fake.requests)
        await asyncio.gather(bot.outbox.announce(row.id), other.outbox.announce(row.id))
    finally:
        await stopped(other, runner)
    sent = fake.requests[before:]
    assert len(posts(fake, CHANNEL_ID, before, files=True)) <= 1
    assert len([r for r in sent if r.method == "PATCH" and r.path.startswith(f"/channels/{CHANNEL_ID}/")]) == 1
    assert len([m for m in fake.created.values() if "married into the Sindh family" in m["content"]]) == 1


@pytest.mark.parametrize("game_id", [1, 2**63 - 1])
def test_every_announcement_of_a_game_has_its_own_nonce_within_discords_25_characters(game_id):
    """A turn's play and its end are two messages: a nonce cut short to 25 characters would make
    them one for Discord, which then hands back the first instead of posting the second."""
    keys = [f"{turn}:{phase}" for turn in (1, 12, 140) for phase in ("play", "settling", "over")]
    nonces = [nonce_of(game_id, key) for key in keys]
    assert len(set(nonces)) == len(keys) and all(len(nonce) <= NONCE for nonce in nonces)
    assert nonces == [nonce_of(game_id, key) for key in keys]  # the same on every retry
