"""A running game whose channel's permissions change under it, as Discord answers then
(``docs/architecture.md#failures-from-discord``): nothing is posted twice, no turn message is
lost, the game is saved and goes on once the permission is back, and the host learns what to
grant. Above all Read Message History: without it Discord answers a read of the channel with no
messages, not with an error, so a turn message whose send had an unknown outcome cannot be
looked for; past the minutes Discord's nonce check covers, the game pauses rather than post it
again."""

from __future__ import annotations

import json

import pytest

from bot.store import GameStatus
from tests.support.discord_players import ANN, BOB, USERS, content_of, current, dms_to, open_game
from tests.support.standin import ALL_PERMISSIONS, CHANNEL_ID, GUILD_ID, SEND, SERVER_ERROR, VIEW, FakeDiscord
from tests.support.standin.codes import HISTORY, NONCE_SECONDS, SEND_IN_THREADS

SINDH = "married into the Sindh family"  # the news of the turn whose message is lost on the way back
PAUSED = {"en-US": "The game is paused: the sending of a turn message broke off",
          "de": "Die Partie ruht: Das Senden einer Zugnachricht ist abgebrochen"}
HOST_TOLD = {"en-US": "Give me Read Message History there, then use any command there",
             "de": "Gib mir dort „Nachrichtenverlauf anzeigen“ und nutze dann dort einen beliebigen Befehl"}


def in_channel(fake: FakeDiscord, text: str, channel: str = CHANNEL_ID) -> list[dict]:
    """The messages in the channel whose content holds ``text``."""
    return [m for m in fake.messages.values() if m["channel_id"] == channel and text in m["content"]]


async def turn_sent_without_an_answer(fake: FakeDiscord, bot) -> None:
    """The first player marries into the Sindh family and discards: Discord takes the turn
    message, but every answer to it is lost (a 5xx), so its outcome is unknown to the bot."""
    row, _ = await current(bot)
    user = USERS[row.seats[(await current(bot))[1].active].user]
    fake.fail(rf"POST /channels/{CHANNEL_ID}/messages", SERVER_ERROR, times=6, done_anyway=True)
    await fake.interact(fake.command(user, "expand", {"family": "Levant", "space": "B6"}))  # refused: no tile
    await fake.interact(fake.command(user, "marry", {"family": "Sindh"}))
    await fake.interact(fake.command(user, "discard"))
    row, _ = await current(bot)
    assert row.announce_failures == 1 and row.announcing and len(in_channel(fake, SINDH)) == 1


def minutes_pass(fake: FakeDiscord, bot) -> None:
    """Past Discord's nonce minutes (the stand-in's clock and the bot's)."""
    fake.clock.advance(seconds=NONCE_SECONDS + 1)
    later = bot.service.tables.clock() + NONCE_SECONDS + 1
    bot.service.tables.clock = lambda: later


async def retry(bot) -> None:
    await bot.service.store.db.execute("UPDATE games SET announce_after = 0")
    await bot.scheduler.run_once()


@pytest.mark.parametrize("language", ["en-US", "de"])
async def test_read_message_history_taken_mid_game_pauses_instead_of_posting_a_turn_twice(discord_env, language):
    """The channel hears why in the game's language (English here), the host and whoever
    uses a command meanwhile in their own (their Discord client's)."""
    fake, bot = discord_env
    fake.locale = language
    await open_game(fake)
    await turn_sent_without_an_answer(fake, bot)
    fake.channel(CHANNEL_ID).permissions &= ~HISTORY
    minutes_pass(fake, bot)
    await retry(bot)
    assert len(in_channel(fake, SINDH)) == 1, "posted again where the bot could not see whether it went out"
    row, _ = await current(bot)
    assert row.pause_reason is not None and row.paused_at and row.status is GameStatus.PLAYING  # saved, waiting
    assert len(in_channel(fake, PAUSED["en-US"])) == 1  # the channel hears why, once
    assert sum(HOST_TOLD[language] in said for said in dms_to(fake, ANN)) == 1  # and the host what to grant
    await retry(bot)  # a later pass: paused, nothing tried, nothing said again
    assert len(in_channel(fake, PAUSED["en-US"])) == 1 and len(in_channel(fake, SINDH)) == 1
    assert sum(HOST_TOLD[language] in said for said in dms_to(fake, ANN)) == 1

    before = len(fake.requests)  # a command while the permission is still missing: told, nothing posted
    sent = await fake.interact(fake.command(BOB, "board"))
    assert PAUSED[language] in content_of(sent)
    assert not [r for r in fake.requests[before:] if r.method == "POST" and r.path.endswith(f"{CHANNEL_ID}/messages")]
    assert (await current(bot))[0].paused_at

    fake.channel(CHANNEL_ID).permissions |= HISTORY  # granted: the next command lets the game go on
    await fake.interact(fake.command(BOB, "board"))
    assert in_channel(fake, "I can read this channel's earlier messages again: the game goes on.")
    assert not in_channel(fake, "I can post here again")  # it could post all along
    row, _ = await current(bot)
    assert row.pause_reason is None and not row.paused_at and not row.announcing
    [posted] = in_channel(fake, SINDH)  # found in the channel and adopted: the turn was never lost, nor doubled
    assert row.turn_message == posted["id"]


async def test_a_retry_within_the_nonce_minutes_needs_no_history(discord_env):
    """Within Discord's nonce minutes the retry's nonce alone keeps the turn from going out
    twice: a channel without Read Message History does not pause the game for it."""
    fake, bot = discord_env
    await open_game(fake)
    await turn_sent_without_an_answer(fake, bot)
    fake.channel(CHANNEL_ID).permissions &= ~HISTORY
    await retry(bot)
    row, _ = await current(bot)
    [posted] = in_channel(fake, SINDH)
    assert row.pause_reason is None and row.turn_message == posted["id"] and not row.announcing


async def test_a_history_that_cannot_be_read_just_now_is_read_again_later_not_posted_past(discord_env):
    """A read of the channel that fails for a passing reason (a 5xx at every try) says
    nothing of the earlier send: past the nonce minutes the turn message waits for a later
    pass, whose read finds it."""
    fake, bot = discord_env
    await open_game(fake)
    await turn_sent_without_an_answer(fake, bot)
    minutes_pass(fake, bot)
    fake.fail(rf"GET /channels/{CHANNEL_ID}/messages", SERVER_ERROR, times=5)  # discord.py's every try
    await retry(bot)
    row, _ = await current(bot)
    assert len(in_channel(fake, SINDH)) == 1 and row.announcing and row.pause_reason is None
    await retry(bot)
    row, _ = await current(bot)
    [posted] = in_channel(fake, SINDH)
    assert row.turn_message == posted["id"] and not row.announcing


async def test_a_turn_refused_where_history_was_never_granted_goes_out_once_send_is_back(discord_env):
    """A send Discord refused (Send Messages taken) went out nowhere: once the permission is
    back, hours later, the turn message goes out, in a channel that never granted Read Message
    History too: there is nothing to look for, so nothing to pause for."""
    fake, bot = discord_env
    fake.channel(CHANNEL_ID).permissions = ALL_PERMISSIONS & ~HISTORY
    await open_game(fake)
    row, state = await current(bot)
    user = USERS[row.seats[state.active].user]
    fake.channel(CHANNEL_ID).permissions &= ~SEND
    await fake.interact(fake.command(user, "marry", {"family": "Sindh"}))
    await fake.interact(fake.command(user, "discard"))
    assert (await current(bot))[0].pause_reason is not None and not in_channel(fake, SINDH)
    minutes_pass(fake, bot)
    fake.channel(CHANNEL_ID).permissions |= SEND
    await fake.interact(fake.command(BOB, "board"))
    row, _ = await current(bot)
    [posted] = in_channel(fake, SINDH)
    assert row.pause_reason is None and row.turn_message == posted["id"]


async def test_a_thread_the_bot_can_no_longer_see_pauses_its_game_at_the_daily_look(discord_env):
    """The daily look after a game's thread (keep it open) reads the thread: Discord refuses a
    channel the bot cannot see with Missing Access, which pauses the game and tells the host."""
    fake, bot = discord_env
    thread = fake.thread()
    await open_game(fake, thread)
    row = await bot.service.store.latest_game(thread)
    fake.channel(thread).permissions &= ~VIEW
    await bot.outbox.notify.look_after(row.id, thread)
    row = await bot.service.store.latest_game(thread)
    assert row.pause_reason is not None and row.paused_at
    assert any(f"(game {row.id})" in said and "is paused" in said for said in dms_to(fake, ANN))


async def test_an_archived_thread_the_bot_may_not_send_in_pauses_its_game(discord_env):
    """Unarchiving a thread takes Send Messages in Threads: without it Discord refuses (50013),
    and the game pauses instead of waiting in a closed thread."""
    fake, bot = discord_env
    thread = fake.thread()
    await open_game(fake, thread)
    row = await bot.service.store.latest_game(thread)
    fake.channel(thread).archived = True
    fake.channel(thread).permissions &= ~SEND_IN_THREADS
    await bot.outbox.notify.look_after(row.id, thread)
    assert (await bot.service.store.latest_game(thread)).pause_reason is not None


async def test_a_bot_removed_from_the_server_pauses_the_game_which_goes_on_once_it_is_back(discord_env):
    """Removed from the server, the bot gets Missing Access on every route of its channels:
    the reminder's pass pauses the game, nothing is lost; invited back, a command there lets
    the game go on."""
    fake, bot = discord_env
    await open_game(fake)
    before = len(fake.messages)
    fake.absent_guilds.add(GUILD_ID)
    await bot.service.store.db.execute("UPDATE games SET due_at = 0, waiting_since = waiting_since - 7 * 3600")
    await bot.scheduler.run_once()
    row, _ = await current(bot)
    assert row.pause_reason is not None and row.status is GameStatus.PLAYING
    assert not [m for m in list(fake.messages.values())[before:] if m["channel_id"] == CHANNEL_ID]
    # the host's DM was refused too (no server shared with the bot any more): their DMs are not taken for closed
    assert not (await bot.service.players.reach([ANN[0]])).closed
    fake.absent_guilds.discard(GUILD_ID)
    sent = await fake.interact(fake.command(BOB, "board"))
    assert any("I can post here again" in json.dumps(r.body) for r in sent if r.path.endswith("/messages"))
    assert (await current(bot))[0].pause_reason is None


@pytest.mark.parametrize("language", ["en-US", "de"])
async def test_start_where_read_message_history_was_taken_since_new_tells_the_host_again(discord_env, language):
    """/new warned of a missing Read Message History; one taken between /new and /start is
    said at /start, which still starts the game (the bot may post)."""
    fake, bot = discord_env
    fake.locale = language
    for user, command in ((ANN, "new"), (BOB, "join")):
        await fake.interact(fake.command(user, command))
    fake.channel(CHANNEL_ID).permissions &= ~HISTORY
    said = content_of(await fake.interact(fake.command(ANN, "start")))
    assert ("give me Read Message History here too" if language == "en-US" else
            "Gib mir hier auch „Nachrichtenverlauf anzeigen“") in said
    assert (await current(bot))[0].status is GameStatus.PLAYING
