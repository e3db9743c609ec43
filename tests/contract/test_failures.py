"""When Discord says no: every refusal a real Discord gives has an answer a player can read,
no game stalls because of another, and nothing is lost (issue 8; ``docs/architecture.md#failures-from-discord``)."""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Awaitable, Callable
from types import SimpleNamespace
from typing import NoReturn

import discord
import pytest

from bot.engine import Decision, Discard, legal_actions
from bot.runtime.scheduler import DAY
from bot.store import ChannelPause, GameStatus
from cogs.discord_text import literal
from tests.support.discord_players import (
    ANN,
    BOB,
    CYD,
    USERS,
    assert_no_secret_in_public,
    by_command,
    content_of,
    current,
    open_game,
    play_to_the_end,
    rig,
    turn_messages,
)
from tests.support.engine_scenarios import give_tile, set_hand
from tests.support.standin import (
    ATTACH,
    CHANNEL_ID,
    DROPPED,
    EMBED,
    GUILD_ID,
    INVALID_FORM_BODY,
    MISSING_PERMISSIONS,
    RATE_LIMITED,
    SEND,
    SERVER_ERROR,
    VIEW,
    FakeDiscord,
)
from tests.support.standin.codes import ACKNOWLEDGED, BAD_GATEWAY


async def first_player(bot):
    row, state = await current(bot)
    return row, state, USERS[row.seats[state.active].user]


def errors_logged(records: list[logging.LogRecord]) -> list[str]:
    """The errors logged, but asyncio's word that a task of an earlier test's closed loop was
    collected pending (a view's timeout, at the lowest discord.py allowed), which lands in
    whichever test runs when the collector does."""
    return [r.getMessage() for r in records if r.levelno >= logging.ERROR and r.name != "asyncio"]


def raising(err: Exception) -> Callable[..., Awaitable[NoReturn]]:
    """A stand-in for an async method of the bot's that fails with ``err``."""
    async def failing(*args: object, **kwargs: object) -> NoReturn:
        raise err
    return failing


async def test_a_public_send_that_fails_never_costs_the_actor_their_private_answer(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    row, _, user = await first_player(bot)
    await fake.interact(fake.command(user, "marry", {"family": "Levant"}))
    fake.channel(CHANNEL_ID).permissions = VIEW  # someone took Send Messages away mid-game
    sent = await fake.interact(fake.command(user, "discard", {"cards": ""}))
    private = content_of([r for r in sent if r.path.startswith("/webhooks/")])
    assert "kept" in private or "Done" in private  # the move's own answer
    assert "I could not post the game's news here (the bot may not post there)" in private
    row, state = await current(bot)
    assert row.pause_reason is not None and row.paused_at and not state.pending  # saved, paused
    fake.channel(CHANNEL_ID).permissions |= SEND | EMBED | ATTACH
    sent = await fake.interact(fake.command(BOB, "board"))  # any command shows the channel works again
    assert any("I can post here again" in json.dumps(r.body) for r in sent if r.path.endswith("/messages"))
    row, _ = await current(bot)
    assert row.pause_reason is None and not row.paused_at
    assert turn_messages(fake)[-1].body["content"].count("married into the Levant family") == 1


async def test_commands_that_post_refuse_before_changing_anything(discord_env):
    fake, bot = discord_env
    fake.channel(CHANNEL_ID).permissions = VIEW | SEND  # no Embed Links, no Attach Files
    sent = await fake.interact(fake.command(ANN, "new"))
    assert "I cannot post in this channel: give me Embed Links, Attach Files here" in content_of(sent)
    assert await bot.service.store.latest_game(CHANNEL_ID) is None  # no lobby left behind
    fake.channel(CHANNEL_ID).permissions |= EMBED | ATTACH
    await fake.interact(fake.command(ANN, "new"))
    fake.fail(rf"POST /channels/{CHANNEL_ID}/messages", SERVER_ERROR, times=5)  # the "joined" note fails
    sent = await fake.interact(fake.command(BOB, "join"))
    assert "You joined the game" in content_of(sent) and "could not post" in content_of(sent)
    row = await bot.service.store.live_game(CHANNEL_ID)
    assert [s.name for s in row.seats] == ["Ann", "Bob"]  # what it said is what happened


async def test_a_deleted_channel_pauses_its_game_and_never_holds_up_another(discord_env):
    fake, bot = discord_env
    other = fake.channel("500000000000000099").id
    await open_game(fake)
    await open_game(fake, other)
    fake.channel(CHANNEL_ID).deleted = True
    await bot.service.store.db.execute("UPDATE games SET due_at = 0, waiting_since = waiting_since - 7 * 3600")
    await bot.scheduler.run_once()
    lost = await bot.service.store.latest_game(CHANNEL_ID)
    fine = await bot.service.store.latest_game(other)
    assert lost.pause_reason == ChannelPause("the channel no longer exists") and lost.paused_at
    assert fine.reminded_at and fine.pause_reason is None  # the other game was reminded all the same
    before = len(fake.requests)
    await bot.service.store.db.execute("UPDATE games SET due_at = 0, waiting_since = waiting_since - 30 * 3600")
    bot.scheduler.threads_since = bot.service.tables.clock() - DAY  # every channel, from the hour-old list
    await bot.scheduler.run_once()
    assert not [r for r in fake.requests[before:] if CHANNEL_ID in r.path]  # costs nothing on later passes
    assert (await bot.service.store.latest_game(CHANNEL_ID)).version == lost.version  # and never times out


async def test_a_game_whose_channel_was_deleted_ends_and_its_host_is_told(discord_env):
    """Nobody can play on, nor reach the game with /abort: it ends unrated (still marked with
    why), no longer counts against its host's open games, and the host hears why by DM."""
    fake, bot = discord_env
    await open_game(fake)
    fake.channel(CHANNEL_ID).deleted = True
    await bot.service.store.db.execute("UPDATE games SET due_at = 0, waiting_since = waiting_since - 7 * 3600")
    await bot.scheduler.run_once()
    lost = await bot.service.store.latest_game(CHANNEL_ID)
    assert lost.status is GameStatus.ABORTED and lost.pause_reason == ChannelPause("the channel no longer exists")
    open_games = await bot.service.store.open_games(lost.guild_id, ANN[0])
    assert open_games.member_games == open_games.server_games == 0
    told = [r.body["content"] for r in fake.requests if r.method == "POST" and r.status == 200
            and r.path == f"/channels/{fake.dm_channels.get(ANN[0])}/messages"]
    assert any(f"(game {lost.id}) has ended: its channel or thread was deleted" in said for said in told)


async def test_whoever_acted_when_the_channel_turned_out_deleted_is_told_the_game_ended(discord_env):
    """Not that the game waits for a permission to be granted, as for a channel closed to the
    bot: a player whose action's turn message (a press in a direct message) found the channel
    gone hears that the game is over."""
    fake, bot = discord_env
    await open_game(fake)
    row, _, _ = await first_player(bot)
    closed = discord.Forbidden(SimpleNamespace(status=403, reason="Forbidden"), {"code": 50001, "message": "no"})
    told = await bot.outbox.failed(row.id, closed)
    assert told is not None and told.key == "failure.lost_channel"  # paused: a grant mends it
    await bot.service.clock.channel_works(CHANNEL_ID)
    gone = discord.NotFound(SimpleNamespace(status=404, reason="Not Found"), {"code": 10003, "message": "no"})
    told = await bot.outbox.failed(row.id, gone)
    assert told is not None and told.key == "failure.channel_deleted" and told.values == {"game": row.id}
    assert (await bot.service.store.game(row.id)).status is GameStatus.ABORTED


async def test_a_turn_message_whose_answer_was_lost_is_not_posted_twice(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    row, _, user = await first_player(bot)
    fake.fail(rf"POST /channels/{CHANNEL_ID}/messages", SERVER_ERROR, times=6, done_anyway=True)
    await fake.interact(fake.command(user, "expand", {"family": "Levant", "space": "B6"}))  # refused: no tile
    await fake.interact(fake.command(user, "marry", {"family": "Sindh"}))
    await fake.interact(fake.command(user, "discard"))
    row, _ = await current(bot)
    assert row.announce_failures == 1 and row.announce_after > 0  # retried later, with backoff
    await bot.service.store.db.execute("UPDATE games SET announce_after = 0")
    await bot.scheduler.run_once()
    row, _ = await current(bot)
    assert row.announce_failures == 0 and row.turn_message
    posted = [m for m in fake.messages.values() if "married into the Sindh family" in m["content"]
              and m["channel_id"] == CHANNEL_ID]
    assert len(posted) == 1, "Discord's nonce check kept the retry from posting the turn twice"


async def test_closed_dms_are_found_at_join_and_decisions_wait_for_the_next_interaction(discord_env):
    fake, bot = discord_env
    fake.closed_dms.add(BOB[0])
    await fake.interact(fake.command(ANN, "new"))
    sent = await fake.interact(fake.command(BOB, "join"))
    assert "I cannot send you direct messages" in content_of(sent) and "Play your turn" in content_of(sent)
    await fake.interact(fake.command(CYD, "join"))
    await fake.interact(fake.command(ANN, "start"))
    row, state = await current(bot)
    bob = next(i for i, s in enumerate(row.seats) if s.user == BOB[0])
    mover = state.active if state.active != bob else (bob + 1) % 3
    await rig(bot, lambda s: (give_tile(s, mover, "Tigris"), set_hand(s, bob, [8, 30]),
                              setattr(s, "active", mover)))
    before = len(fake.requests)
    await fake.interact(fake.command(USERS[row.seats[mover].user], "expand", {"family": "Tigris", "space": "D7"}))
    dms = [r for r in fake.requests[before:] if r.path.split("/")[2:3] == [fake.dm_channels.get(BOB[0])]]
    assert dms and {r.status for r in dms} == {403}  # the offer's DM could not be delivered
    sent = await fake.interact(fake.command(BOB, "rules"))
    assert "A decision waits for you here" in content_of(sent)  # shown at Bob's next interaction
    for command in ("help", "stats", "rules"):  # once per decision, not on every reply about something else
        assert "A decision waits for you here" not in content_of(await fake.interact(fake.command(BOB, command)))
    (told,) = (await current(bot))[1].offers
    other = next(card for card in (8, 30) if card != told.card)
    await rig(bot, lambda s: setattr(s, "offers", [Decision("sale", bob, card=other, turn=s.turn)]))
    for command, reminded in (("stats", True), ("help", False)):  # the offer told of closed, another opened
        assert ("A decision waits for you here" in content_of(await fake.interact(fake.command(BOB, command)))
                ) is reminded, command
    while (await current(bot))[1].active != bob:
        row, state = await current(bot)
        active = USERS[row.seats[state.active].user]
        await fake.interact(fake.command(active, "marry", {"family": "Sindh" if state.turn % 2 else "Levant"}))
        await fake.interact(fake.command(active, "discard"))
    assert "(Your direct messages are closed to me" in turn_messages(fake)[-1].body["content"]
    assert_no_secret_in_public(fake)  # the line is the same whether or not a decision waits


async def test_games_in_threads_survive_archiving_and_pause_when_locked(discord_env):
    fake, bot = discord_env
    sent = await fake.interact(fake.command(ANN, "new", {"thread": True}))
    thread = next(r.path.split("/")[2] for r in sent if r.path.endswith("/messages"))
    await open_game_in(fake, thread)
    fake.channel(thread).archived = True  # a week without a word
    await bot.service.store.db.execute("UPDATE games SET due_at = 0, waiting_since = waiting_since - 7 * 3600")
    await bot.scheduler.run_once()
    assert not fake.channel(thread).archived  # the reminder's post unarchived it
    fake.channel(thread).locked = True
    await bot.service.store.db.execute("UPDATE games SET due_at = 0, reminded_at = 0, "
                                       "waiting_since = waiting_since - 7 * 3600")
    await bot.scheduler.run_once()
    row = await bot.service.store.latest_game(thread)
    assert row.pause_reason == ChannelPause("the thread is locked") and row.paused_at


async def open_game_in(fake: FakeDiscord, thread: str) -> None:
    await fake.interact(fake.command(BOB, "join", channel=thread))
    await fake.interact(fake.command(CYD, "join", channel=thread))
    await fake.interact(fake.command(ANN, "start", channel=thread))


EVE = ("100000000000000077", "<@123> @everyone <@&5> @here")  # a nickname is anyone's to choose


def pings(body: object) -> set[str]:
    """Who a message would notify, as Discord reads its content under its allowed_mentions
    (absent: every mention in the content counts)."""
    message = body.get("data") if isinstance(body, dict) and "type" in body else body
    if not isinstance(message, dict) or not message.get("content"):
        return set()
    content, allowed = message["content"], message.get("allowed_mentions")
    parse = set(allowed.get("parse", [])) if allowed is not None else {"users", "roles", "everyone"}
    users, roles = ({str(i) for i in (allowed or {}).get(kind, [])} for kind in ("users", "roles"))
    found = {u for u in re.findall(r"<@!?(\d+)>", content) if "users" in parse or u in users}
    found |= {f"&{r}" for r in re.findall(r"<@&(\d+)>", content) if "roles" in parse or r in roles}
    if "everyone" in parse:
        found |= set(re.findall(r"@everyone|@here", content))
    return found


async def test_display_names_never_ping_anyone(discord_env):
    fake, bot = discord_env
    await fake.interact(fake.command(EVE, "new"))
    for user in (BOB, CYD):
        await fake.interact(fake.command(user, "join"))
    await fake.interact(fake.command(EVE, "start"))
    row, state = await current(bot)
    user = {**USERS, EVE[0]: EVE}[row.seats[state.active].user]
    await fake.interact(fake.command(user, "marry", {"family": "Levant"}))
    await fake.interact(fake.command(user, "discard"))
    await fake.interact(fake.command(EVE, "games"))
    await fake.interact(fake.command(BOB, "leave"))
    bodies = [r.body for r in fake.requests if r.method in ("POST", "PATCH") and r.body]
    assert any(json.dumps(literal(EVE[1]), ensure_ascii=False)[1:-1] in json.dumps(b, ensure_ascii=False)
               for b in bodies)  # the name itself is shown, its mentions inert
    called = set().union(*(pings(b) for b in bodies))
    assert called and called <= {BOB[0], CYD[0], EVE[0]}, called  # only seated players, by the bot


async def test_rate_limits_global_and_per_route_are_waited_out(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    row, _, user = await first_player(bot)
    await fake.interact(fake.command(user, "marry", {"family": "Sindh"}))
    fake.fail(rf"POST /channels/{CHANNEL_ID}/messages", RATE_LIMITED, times=1, glob=True)
    fake.fail(r"POST /webhooks/", RATE_LIMITED, times=1)
    sent = await fake.interact(fake.command(user, "discard"))
    assert [r.status for r in sent if r.path.startswith("/webhooks/")][:2] == [429, 200]
    refused = [r for r in sent if r.path == f"/channels/{CHANNEL_ID}/messages"]
    assert [r.status for r in refused] == [429, 200]  # waited out, then posted once
    row, _ = await current(bot)
    assert row.announce_failures == 0 and row.pause_reason is None


async def test_a_long_rate_limit_is_not_slept_through_the_turn_message_waits_for_a_later_pass(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    row, _, user = await first_player(bot)
    await fake.interact(fake.command(user, "marry", {"family": "Sindh"}))
    fake.fail(rf"POST /channels/{CHANNEL_ID}/messages", RATE_LIMITED, times=1, retry_after=600.0)
    sent = await fake.interact(fake.command(user, "discard"))  # would wait out the 10 minutes
    assert "Done" in content_of([r for r in sent if r.path.startswith("/webhooks/")])  # the move stands
    row, _ = await current(bot)
    assert row.announce_failures == 1 and row.announce_after > 0  # retried later, not slept on
    assert row.announce_after >= bot.service.tables.clock() + 590  # once its Retry-After has passed
    sample = bot.metrics.registry.get_sample_value
    assert sample("samarkand_discord_failures_total", {"status": "429", "code": "0"}) == 1  # a failure,
    assert (sample("samarkand_rate_limit_wait_seconds_total", {"scope": "bucket"}) or 0) < 600  # not a wait
    await bot.service.store.db.execute("UPDATE games SET announce_after = 0")
    await bot.scheduler.run_once()
    row, _ = await current(bot)
    assert row.announce_failures == 0 and row.turn_message and row.pause_reason is None


REFUSED = "I cannot post in the channel (the bot may not post there). Give me View Channel, Send Messages"


async def test_lobby_notes_the_channel_refuses_are_told_to_the_actor_and_the_action_stands(discord_env):
    fake, bot = discord_env
    await fake.interact(fake.command(ANN, "new"))
    await fake.interact(fake.command(BOB, "join"))
    fake.fail(rf"POST /channels/{CHANNEL_ID}/messages", MISSING_PERMISSIONS, times=None)
    for user, name, options, said in ((ANN, "addcpu", {}, "Computer player added."),
                                      (ANN, "settings", {"sales": "at_once", "language": "de"}, "Settings:"),
                                      (BOB, "leave", {}, "You left the game."),
                                      (ANN, "abort", {}, "Game aborted.")):
        private = content_of(await fake.interact(fake.command(user, name, options)))
        assert said in private and private.count(f"Done, but the channel did not hear of it: {REFUSED}") == 1, private
    row = await bot.service.store.latest_game(CHANNEL_ID)
    assert row.status is GameStatus.ABORTED and row.settings.language == "de" and len(row.seats) == 2  # all of it done


async def test_pause_resume_and_vacation_notices_the_channel_refuses_are_told_privately(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    fake.fail(rf"POST /channels/{CHANNEL_ID}/messages", MISSING_PERMISSIONS, times=None)
    for name, options in (("pause", {}), ("resume", {}), ("me", {"vacation_days": 2})):
        private = content_of(await fake.interact(fake.command(ANN, name, options, admin=True)))
        assert f"Done, but the channel did not hear of it: {REFUSED}" in private, private
    row, _ = await current(bot)
    assert not row.paused_at and (await bot.service.players.presence(ANN[0])).vacation_until  # resumed; on vacation


async def test_a_thread_discord_refuses_to_open_leaves_no_lobby_and_says_why(discord_env):
    fake, bot = discord_env
    fake.fail(rf"POST /channels/{CHANNEL_ID}/threads", MISSING_PERMISSIONS)  # a channel override the bot cannot see
    sent = await fake.interact(fake.command(ANN, "new", {"thread": True}))
    assert "I could not open a thread here (the bot may not post there), so nothing was created" in content_of(sent)
    fake.fail(rf"POST /channels/{CHANNEL_ID}/threads", DROPPED)
    sent = await fake.interact(fake.command(ANN, "new", {"thread": True}))
    assert "Discord did not open the thread just now, so nothing was created" in content_of(sent)
    assert "Something went wrong" not in content_of(sent)
    assert not await bot.service.store.games_in_guild(GUILD_ID)  # no lobby left behind, anywhere
    sent = await fake.interact(fake.command(ANN, "new", {"thread": True}))  # and the next /new works
    assert "Your game is open" in content_of(sent)


async def test_the_host_who_opens_the_table_is_welcomed_by_dm_or_told_that_dms_are_closed(discord_env):
    """As everyone who joins is: the host's private decisions come by DM as much as anyone's."""
    fake, _ = discord_env
    fake.closed_dms.add(ANN[0])
    sent = await fake.interact(fake.command(ANN, "new"))
    assert "Your game is open" in content_of(sent) and "I cannot send you direct messages" in content_of(sent)
    await fake.interact(fake.command(ANN, "abort"))
    fake.closed_dms.clear()
    before = len(fake.requests)
    sent = await fake.interact(fake.command(ANN, "new"))
    assert "I cannot send you direct messages" not in content_of(sent)
    welcomes = [r for r in fake.requests[before:] if r.method == "POST" and "You joined a game of Samarkand"
                in (r.body or {}).get("content", "") and r.path.split("/")[2] in fake.dm_channels.values()]
    assert len(welcomes) == 1


async def test_a_dropped_connection_at_join_still_says_the_player_is_seated(discord_env):
    fake, bot = discord_env
    await fake.interact(fake.command(ANN, "new"))
    fake.fail(rf"POST /channels/{CHANNEL_ID}/messages", DROPPED)
    fake.fail(r"POST /users/@me/channels", DROPPED)  # the welcome DM: no answer either
    sent = await fake.interact(fake.command(BOB, "join"))
    private = content_of(sent)
    assert "You joined the game" in private and "Something went wrong" not in private
    assert "Done, but the channel did not hear of it: Discord did not answer" in private
    assert "I cannot send you direct messages" not in private  # no answer is not a closed DM
    row = await bot.service.store.live_game(CHANNEL_ID)
    assert [s.name for s in row.seats] == ["Ann", "Bob"]


async def test_a_player_who_left_the_server_is_handed_to_the_tables_policy_at_once(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    row, state, user = await first_player(bot)
    fake.departed.add(user[0])
    await bot.service.store.db.execute(  # a reminder
        "UPDATE games SET due_at = 0, waiting_since = waiting_since - 7 * 3600")
    before = len(fake.requests)
    await bot.scheduler.run_once()
    looked_up = [r for r in fake.requests[before:] if r.path.endswith(f"/members/{user[0]}")]
    assert looked_up and looked_up[0].status == 404  # Discord: Unknown Member (10007)
    row, _ = await current(bot)
    assert row.seats[state.active].kind != "human"  # hours before the time-out would have come
    while await bot.driver.run_once():  # the computer now in the seat plays the turn: then its message
        pass
    told = content_of(fake.requests[before:])
    assert f"{user[1]} has left the server: a computer player takes over the seat." in told
    assert f"<@{user[0]}>" not in told  # not pinged for a turn they can no longer take
    assert (await current(bot))[1].turn > state.turn


async def test_a_player_who_left_while_away_is_handed_over_when_the_turn_reaches_them(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    row, state, user = await first_player(bot)
    seat = (state.active + 1) % len(row.seats)
    away = USERS[row.seats[seat].user]
    await fake.interact(fake.command(away, "me", {"vacation_days": 3}))  # no reminder would find them
    fake.departed.add(away[0])
    before = len(fake.requests)
    await fake.interact(fake.command(user, "marry", {"family": "Levant"}))
    await fake.interact(fake.command(user, "discard"))
    row, _ = await current(bot)
    assert row.seats[seat].kind != "human"  # no scheduler pass, no reminder: the turn's own check
    while await bot.driver.run_once():  # the computer now in the seat plays the turn: then its message
        pass
    told = content_of(fake.requests[before:])
    assert f"{away[1]} has left the server: a computer player takes over the seat." in told
    assert f"<@{away[0]}>" not in told  # the turn messages name and ping them no more
    posted = fake.requests[before:]
    assert any(r.files and r.status == 200 and r.path == f"/channels/{CHANNEL_ID}/messages" for r in posted)


async def test_a_player_who_left_while_the_game_waits_for_them_on_vacation_is_found_within_a_day(discord_env):
    """No reminder goes out to a player on vacation and no turn message names them while the
    table waits: the daily check of the game asks Discord whether they are still a member."""
    fake, bot = discord_env
    await open_game(fake)
    row, state, user = await first_player(bot)
    await fake.interact(fake.command(user, "me", {"vacation_days": 3}))
    fake.departed.add(user[0])
    now = bot.service.tables.clock()
    bot.service.tables.clock = lambda: now  # threads_since below is the pass's own now: no moment between
    await bot.service.store.db.execute("UPDATE games SET due_at = 0")  # a pass looks: nothing to remind
    bot.scheduler.threads_since = bot.service.tables.clock()  # nor the daily check, whatever the time of day
    await bot.scheduler.run_once()
    assert (await current(bot))[0].seats[state.active].kind == "human"  # no reminder, so nobody asked yet
    bot.scheduler.threads_since = bot.service.tables.clock() - 24 * 3600  # a day on: every game's daily check
    before = len(fake.requests)
    await bot.scheduler.run_once()
    looked_up = [r for r in fake.requests[before:] if r.path.endswith(f"/members/{user[0]}")]
    assert looked_up and looked_up[0].status == 404
    row, _ = await current(bot)
    assert row.seats[state.active].kind != "human"
    while await bot.driver.run_once():
        pass
    assert f"{user[1]} has left the server: a computer player takes over the seat." in content_of(
        fake.requests[before:])


async def test_an_interaction_that_reaches_the_bot_too_late_changes_nothing(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    row, _, user = await first_player(bot)
    payload = fake.command(user, "marry", {"family": "Levant"})
    fake.clock.advance(seconds=3.5)  # created more than 3 s before the bot answers it (a slow gateway, a busy loop)
    sent = await fake.interact(payload)
    assert [r.status for r in sent if r.path.startswith("/interactions/")] == [404]  # Discord's 10062
    assert not [r for r in sent if r.path.startswith(("/webhooks/", "/channels/"))]  # nothing said, nothing done
    after, _ = await current(bot)
    assert after.version == row.version and after.state == row.state
    sent = await fake.interact(fake.command(user, "marry", {"family": "Levant"}))  # pressed again, in time
    assert "You drew" in content_of(sent) and (await current(bot))[0].version > row.version


async def test_an_acknowledgement_whose_answer_the_connection_lost_still_acts_once(discord_env):
    """Discord took the "thinking…" acknowledgement, but the connection closed before its
    answer came back: the bot finds the thinking message, so the player sees Discord think,
    and the move is made, once, and answered; doing nothing would leave them waiting."""
    fake, bot = discord_env
    await open_game(fake)
    row, _, user = await first_player(bot)
    fake.fail(r"POST /interactions/", DROPPED, done_anyway=True)
    sent = await fake.interact(fake.command(user, "marry", {"family": "Levant"}))
    assert "You drew" in content_of([r for r in sent if r.path.startswith("/webhooks/")])
    after, _ = await current(bot)
    assert after.version == row.version + 1 and len(await bot.service.store.log(row.id)) == 1


@pytest.mark.parametrize("command", ["marry", "hand"])
async def test_a_first_answer_that_reached_discord_without_a_word_back_is_not_sent_twice(discord_env, command):
    """The answer after the "thinking…" acknowledgement took its place, but the connection
    closed before Discord said so: the bot finds the thinking message answered and sends no
    second copy of the same answer (two /hand menus, two panels); the move stands, once."""
    fake, bot = discord_env
    await open_game(fake)
    row, _, user = await first_player(bot)
    fake.fail(r"POST /webhooks/", DROPPED, done_anyway=True)
    options = {"family": "Levant"} if command == "marry" else {}
    sent = await fake.interact(fake.command(user, command, options))
    answers = [r for r in sent if r.method == "POST" and r.path.startswith("/webhooks/")]
    assert len(answers) == 1 and answers[0].status == 444, [r.status for r in answers]
    assert [r for r in sent if r.method == "GET" and r.path.endswith("/messages/@original")]
    assert ("You drew" if command == "marry" else "Your money") in content_of(answers)
    after, _ = await current(bot)
    assert after.version == row.version + (command == "marry") and len(await bot.service.store.log(row.id)) == (
        command == "marry")


@pytest.mark.parametrize("error", [SERVER_ERROR, BAD_GATEWAY])
async def test_an_acknowledgement_discord_took_but_answered_with_a_server_error_still_acts_once(discord_env, error):
    """Discord took the acknowledgement but answered it with a 5xx: discord.py sends it again
    and gets 40060 (already acknowledged). That refusal follows the bot's own 5xx, so the
    acknowledgement is its own: the move is made, once, and answered."""
    fake, bot = discord_env
    await open_game(fake)
    row, _, user = await first_player(bot)
    fake.fail(r"POST /interactions/", error, done_anyway=True)
    sent = await fake.interact(fake.command(user, "marry", {"family": "Levant"}))
    assert [r.status for r in sent if r.path.startswith("/interactions/")] == [error[0], 400]
    assert "You drew" in content_of([r for r in sent if r.path.startswith("/webhooks/")])
    after, _ = await current(bot)
    assert after.version == row.version + 1 and len(await bot.service.store.log(row.id)) == 1


async def test_an_interaction_another_process_acknowledged_is_left_to_it(discord_env):
    """A 40060 with no server error of the bot's before it: another process took the
    interaction (a rolling deploy), and acting too would do it twice."""
    fake, bot = discord_env
    await open_game(fake)
    row, _, user = await first_player(bot)
    fake.fail(r"POST /interactions/", ACKNOWLEDGED)
    sent = await fake.interact(fake.command(user, "marry", {"family": "Levant"}))
    assert not [r for r in sent if r.path.startswith("/webhooks/")]
    assert (await current(bot))[0].version == row.version


async def test_no_game_starts_in_a_private_thread_the_bot_cannot_post_in(discord_env):
    fake, bot = discord_env
    private = fake.thread(private=True)
    before = len(fake.requests)
    sent = await fake.interact(fake.command(ANN, "new", channel=private))
    assert "I cannot post in a private thread, so no game can start here" in content_of(sent)
    assert not [r for r in fake.requests[before:] if r.path == f"/channels/{private}/messages"]
    assert not await bot.service.store.games_in_guild(GUILD_ID)
    sent = await fake.interact(fake.command(ANN, "new", channel=fake.thread()))  # a public thread works
    assert "Your game is open" in content_of(sent)


async def test_embed_links_taken_mid_game_pauses_it_once_and_says_what_to_grant(discord_env):
    """Discord posts a message whose embeds it may not show, without them and without an
    error: the turn message lost its title and points. The game pauses and says so; a command
    meanwhile says what is missing, and posts nothing (no 'I can post here again' followed by
    the next turn message failing again)."""
    fake, bot = discord_env
    await open_game(fake)
    row, _, user = await first_player(bot)
    await fake.interact(fake.command(user, "marry", {"family": "Levant"}))
    fake.channel(CHANNEL_ID).permissions &= ~EMBED
    sent = await fake.interact(fake.command(user, "discard", {"cards": ""}))
    assert "the bot may not add embeds there (Embed Links)" in content_of(sent)
    row, _ = await current(bot)
    assert row.pause_reason is not None and row.paused_at
    told = [r.body["content"] for r in fake.requests if r.method == "POST" and r.status == 200
            and r.path == f"/channels/{fake.dm_channels.get(row.host_id)}/messages"]
    assert any(f"(game {row.id})" in said and "is paused" in said for said in told)  # the host hears it too
    before = len(fake.requests)
    sent = await fake.interact(fake.command(BOB, "board"))
    assert "I cannot post in this channel: give me Embed Links here" in content_of(sent)
    assert not [r for r in fake.requests[before:] if r.method == "POST" and r.path.endswith("/messages")]
    assert (await current(bot))[0].paused_at
    fake.channel(CHANNEL_ID).permissions |= EMBED
    sent = await fake.interact(fake.command(BOB, "board"))
    assert any("I can post here again" in json.dumps(r.body) for r in sent if r.path.endswith("/messages"))
    row, _ = await current(bot)
    assert row.pause_reason is None and not row.paused_at and turn_messages(fake)[-1].body["embeds"]


async def test_attach_files_taken_mid_game_never_loops_between_working_again_and_failing(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    _, _, user = await first_player(bot)
    await fake.interact(fake.command(user, "marry", {"family": "Levant"}))
    fake.channel(CHANNEL_ID).permissions &= ~ATTACH
    await fake.interact(fake.command(user, "discard", {"cards": ""}))
    assert (await current(bot))[0].paused_at
    for _ in range(3):  # every command meanwhile: told what to grant, nothing posted, still paused
        before = len(fake.requests)
        sent = await fake.interact(fake.command(BOB, "board"))
        assert "give me Attach Files here" in content_of(sent)
        assert not [r for r in fake.requests[before:] if r.method == "POST" and r.path.endswith("/messages")]
        assert (await current(bot))[0].paused_at


async def turn_refused(fake: FakeDiscord, bot, times: int) -> list:
    """The first player's turn, its turn message refused as invalid ``times`` times: the posts
    to the channel it took."""
    await open_game(fake)
    _, state, mover = await first_player(bot)
    fake.fail(rf"POST /channels/{CHANNEL_ID}/messages", INVALID_FORM_BODY, times=times)
    before = len(fake.requests)
    await by_command(fake, bot, mover, legal_actions(state, state.active)[0])
    _, state = await current(bot)
    for decision in state.pending:  # a marriage's discard, if the hand is over its limit: then the turn ends
        await by_command(fake, bot, mover, Discard(tuple(state.players[decision.player].hand[:decision.least])))
    return [r for r in fake.requests[before:] if r.method == "POST" and r.path == f"/channels/{CHANNEL_ID}/messages"]


async def test_a_turn_message_discord_refuses_as_invalid_goes_out_plain_once_not_retried(discord_env, caplog):
    fake, bot = discord_env
    sent = await turn_refused(fake, bot, times=1)
    assert [r.status for r in sent] == [400, 200]  # refused, then plain at once: no retry of the same body
    plain = sent[1].body
    assert "/log has it" in plain["content"] and "<@" in plain["content"] and not plain.get("embeds")
    assert sent[1].files and plain.get("components")  # the image, and the buttons to play on
    assert [r for r in caplog.records if r.levelname == "ERROR" and "50035" in r.getMessage()]
    assert (await current(bot))[0].turn_message  # recorded as the game's turn message: nothing left to retry


async def test_a_turn_message_refused_plain_too_goes_out_without_its_buttons(discord_env, caplog):
    """A refused component (a link past Discord's 512 characters, say) is in the plain message
    too: its third form has no buttons, so that the game goes on instead of a retry forever."""
    fake, bot = discord_env
    sent = await turn_refused(fake, bot, times=2)
    assert [r.status for r in sent] == [400, 400, 200]
    bare = sent[2].body
    assert "/log has it" in bare["content"] and "<@" in bare["content"] and not bare.get("components")
    assert sent[1].body.get("components") and sent[2].files  # the plain try had them; the image stays
    assert (await current(bot))[0].turn_message
    assert sum("Discord refused the turn message as invalid" in r.getMessage() for r in caplog.records) == 2


@pytest.mark.slow
async def test_a_last_turn_message_sent_plain_still_names_the_winner(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    fake.fail(rf"POST /channels/{CHANNEL_ID}/messages", INVALID_FORM_BODY, carrying="Game over")
    await play_to_the_end(fake, bot, seed=3)
    refused = [r for r in fake.requests if r.status == 400 and r.path == f"/channels/{CHANNEL_ID}/messages"]
    last = turn_messages(fake)[-1].body["content"]
    assert len(refused) == 1 and "Game over" in refused[0].body["content"]
    assert "/log has it" in last and "Game over:" in last and "Winner" in last


async def test_a_store_that_fails_after_the_work_still_lets_the_answer_and_the_move_out(discord_env, monkeypatch,
                                                                                        caplog):
    """Reading the asker's open decisions (for the line that one waits) and recording a turn
    message's retry come after the move's commit: either failing must not leave the player
    looking at Discord's "thinking…" for ever, nor stop the rest of what a move tells."""
    fake, bot = discord_env
    await open_game(fake)
    row, _, user = await first_player(bot)
    failing = raising(RuntimeError("the database went away"))
    monkeypatch.setattr(bot.side, "deciding", failing)
    monkeypatch.setattr(bot.service.news, "announcement", failing)
    monkeypatch.setattr(bot.service.news, "announce_later", failing)
    sent = await fake.interact(fake.command(user, "marry", {"family": "Sindh"}))
    assert "You drew" in content_of([r for r in sent if r.path.startswith("/webhooks/")])  # and what to discard
    assert (await current(bot))[0].version > row.version  # the move stands; its news wait for a later pass
    errors = errors_logged(caplog.records)
    assert sorted(errors) == [f"announcing game {row.id} failed",  # each said once, and nothing escaped the command
                              f"the open decisions in channel {CHANNEL_ID} could not be read"]


async def test_a_turn_picture_that_fails_to_draw_never_holds_the_turn_message_back(discord_env, monkeypatch, caplog):
    """A bug in drawing the picture (or the embed, the buttons) is logged, and the turn message
    goes out with its words, which name whose turn it is: retried, it would fail at every pass
    while the player's clock runs."""
    fake, bot = discord_env
    await open_game(fake)
    row, _, user = await first_player(bot)
    monkeypatch.setattr(bot.side, "turn_parts", raising(ValueError("a position the picture cannot draw")))
    await fake.interact(fake.command(user, "marry", {"family": "Sindh"}))
    await fake.interact(fake.command(user, "discard"))
    posted = [r for r in fake.requests if r.method == "POST" and r.path == f"/channels/{CHANNEL_ID}/messages"
              and r.status == 200][-1]
    assert "married into the Sindh family" in posted.body["content"] and not posted.files
    assert (await current(bot))[0].announce_failures == 0
    assert errors_logged(caplog.records) == [
        f"game {row.id}: the turn message's picture, embed or buttons failed; sending its words alone"]


async def test_a_channel_the_clocks_pass_finds_closed_pauses_its_game_and_tells_the_host_once(discord_env):
    """A reminder refused (a permission taken while nobody acted) pauses the game with nobody
    to tell in the channel, and only a command there resumes it: its host hears by DM what to
    grant and what to do, once, not at each pass."""
    fake, bot = discord_env
    await open_game(fake)
    fake.fail(rf"POST /channels/{CHANNEL_ID}/messages", MISSING_PERMISSIONS, times=1)
    await bot.service.store.db.execute("UPDATE games SET due_at = 0, waiting_since = waiting_since - 7 * 3600")
    await bot.scheduler.run_once()
    row = await bot.service.store.latest_game(CHANNEL_ID)
    assert row.pause_reason is not None and row.paused_at

    def told() -> list[str]:
        return [r.body["content"] for r in fake.requests if r.method == "POST" and r.status == 200
                and r.path == f"/channels/{fake.dm_channels.get(row.host_id)}/messages"]
    [said] = [line for line in told() if f"(game {row.id})" in line]
    assert f"<#{CHANNEL_ID}> is paused" in said and "then use any command there" in said
    await bot.service.store.db.execute("UPDATE games SET due_at = 0, waiting_since = waiting_since - 30 * 3600")
    await bot.scheduler.run_once()
    assert len([line for line in told() if f"(game {row.id})" in line]) == 1


async def test_a_first_answer_whose_arrival_cannot_be_looked_up_is_sent_again(discord_env):
    """Where Discord does not say whether the dropped answer arrived (its original message cannot
    be read), the answer goes out again: a copy twice beats none."""
    fake, bot = discord_env
    await open_game(fake)
    _, _, user = await first_player(bot)
    fake.fail(r"POST /webhooks/", DROPPED, done_anyway=True)
    fake.fail(r"GET /webhooks/.*/messages/@original", SERVER_ERROR, times=None)
    sent = await fake.interact(fake.command(user, "marry", {"family": "Levant"}))
    answers = [r for r in sent if r.method == "POST" and r.path.startswith("/webhooks/")]
    assert [r.status for r in answers][:2] == [444, 200] and "You drew" in content_of(answers[1:2])
