"""A host who left the server, through the real discord.py client: the bot hears of no
departure (no members intent), so it asks Discord when a player is refused as not the host.
In the lobby the host then leaves it as by /leave (the next person who joined hosts it; the
last one's leaving closes it); in play a computer takes the seat and the next person seated
hosts. The channel is told at once, even while a /pause holds the turn message back."""

from __future__ import annotations

import pytest

from bot.engine import awaiting
from bot.store import GameStatus
from tests.support.discord_players import (
    ANN,
    BOB,
    CYD,
    USERS,
    assert_no_secret_in_public,
    content_of,
    current,
    open_game,
    play_turn,
    posts,
    replace_command,
)
from tests.support.standin import CHANNEL_ID, FakeDiscord

DEE = ("100000000000000014", "Dee")  # a member of the server who is not seated
ANN_LEFT_LOBBY = "Ann has left the server.\\nAnn left. Players (2/5): Bob, Cyd. Bob hosts the game now and may start it"


async def lobby(fake: FakeDiscord) -> None:
    """Ann's lobby with Bob and Cyd, who joined in that order; then Ann leaves the server."""
    await fake.interact(fake.command(ANN, "new"))
    await fake.interact(fake.command(BOB, "join"))
    await fake.interact(fake.command(CYD, "join"))
    fake.departed.add(ANN[0])


async def test_the_next_player_who_joined_starts_the_lobby_of_a_host_who_left(discord_env):
    fake, bot = discord_env
    await lobby(fake)
    before = len(fake.requests)
    answer = content_of(await fake.interact(fake.command(BOB, "start")))
    assert "Only the host" not in answer
    row, _ = await current(bot)
    assert row.status is GameStatus.PLAYING and row.host_id == BOB[0]
    assert sorted(seat.name for seat in row.seats) == ["Bob", "Cyd"]
    assert ANN_LEFT_LOBBY in content_of(posts(fake, CHANNEL_ID, before))


@pytest.mark.parametrize("command, options", [("start", {}), ("abort", {}), ("addcpu", {}),
                                              ("settings", {"turn_hours": 12})])
async def test_a_player_refused_as_not_the_host_is_told_who_hosts_now(discord_env, command, options):
    fake, bot = discord_env
    await lobby(fake)
    before = len(fake.requests)
    answer = content_of(await fake.interact(fake.command(CYD, command, options)))
    assert "Only the host (Bob) or a server admin can do that." in answer
    row = await bot.service.store.live_game(CHANNEL_ID)
    assert row.status is GameStatus.LOBBY and row.host_id == BOB[0] and [s.name for s in row.seats] == ["Bob", "Cyd"]
    assert ANN_LEFT_LOBBY in content_of(posts(fake, CHANNEL_ID, before))


async def test_a_lobby_whose_last_person_left_the_server_makes_way_for_a_new_one(discord_env):
    fake, bot = discord_env
    await fake.interact(fake.command(ANN, "new"))
    await fake.interact(fake.command(BOB, "join"))
    await fake.interact(fake.command(BOB, "leave"))
    fake.departed.add(ANN[0])
    before = len(fake.requests)
    answer = content_of(await fake.interact(fake.command(CYD, "new")))
    assert "already has a game waiting" not in answer
    assert "Ann has left the server.\\nAnn left. The lobby closed: nobody is left." in content_of(
        posts(fake, CHANNEL_ID, before))
    row = await bot.service.store.live_game(CHANNEL_ID)
    assert row.status is GameStatus.LOBBY and row.host_id == CYD[0]


async def test_a_host_still_in_the_server_is_named_as_before(discord_env):
    fake, bot = discord_env
    await fake.interact(fake.command(ANN, "new"))
    await fake.interact(fake.command(BOB, "join"))
    before = len(fake.requests)
    answer = content_of(await fake.interact(fake.command(BOB, "start")))
    assert "Only the host (Ann) or a server admin can do that." in answer
    assert not posts(fake, CHANNEL_ID, before)
    assert (await bot.service.store.live_game(CHANNEL_ID)).status is GameStatus.LOBBY



async def awaited(bot) -> str:
    row, state = await current(bot)
    return row.seats[awaiting(state)[0].player].user


async def test_a_host_who_paused_and_left_hands_over_at_once(discord_env):
    """Ann paused the game and left; the turn reaches her: a computer takes her seat, but its
    move waits for /resume, and so would the turn message telling Bob that he hosts now."""
    fake, bot = discord_env
    await open_game(fake)
    if await awaited(bot) == ANN[0]:
        await play_turn(fake, bot)
    await fake.interact(fake.command(ANN, "pause"))
    fake.departed.add(ANN[0])
    before = len(fake.requests)
    while await awaited(bot) != ANN[0]:
        before = len(fake.requests)
        await play_turn(fake, bot)
    while await bot.driver.run_once():
        pass
    row, _ = await current(bot)
    heir = next(seat for seat in row.seats if seat.user != ANN[0])

    assert row.host_id == heir.user and row.computer_due
    said = content_of(posts(fake, CHANNEL_ID, before, files=False))
    assert "Ann has left the server: a computer player takes over the seat." in said
    assert f"{heir.name} is the game's host now" in said
    assert f"The game is paused: {heir.name} may let it go on with /resume." in said
    assert not posts(fake, CHANNEL_ID, before, files=True)  # the paused computer's move is not shown
    assert_no_secret_in_public(fake)
    answer = content_of(await fake.interact(fake.command(USERS[heir.user], "resume")))
    assert "Only the host" not in answer


async def test_a_player_refused_as_not_the_host_in_play_finds_the_host_gone(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    if await awaited(bot) == ANN[0]:  # she is not awaited: nothing but a refusal asks about her
        await play_turn(fake, bot)
    fake.departed.add(ANN[0])
    row, _ = await current(bot)
    heir = next(seat for seat in row.seats if seat.user != ANN[0])
    other = next(seat for seat in row.seats if seat.user not in (ANN[0], heir.user))
    before = len(fake.requests)
    answer = content_of(await fake.interact(fake.command(USERS[other.user], "pause")))
    assert f"Only the host ({heir.name}) or a server admin can do that." in answer
    said = content_of(posts(fake, CHANNEL_ID, before))
    assert f"{heir.name} is the game's host now" in said and "Ann has left the server" in said
    assert "paused" not in said
    answer = content_of(await fake.interact(fake.command(USERS[heir.user], "pause")))
    assert "Only the host" not in answer and (await current(bot))[0].host_paused


async def host_gone_while_others_play(fake, bot):
    """A game where Ann, its host, is not awaited and has left the server, unknown to the bot yet: the seat that
    would host next, and a third one."""
    await open_game(fake)
    if await awaited(bot) == ANN[0]:
        await play_turn(fake, bot)
    fake.departed.add(ANN[0])
    row, _ = await current(bot)
    heir = next(seat for seat in row.seats if seat.user != ANN[0])
    return heir, next(seat for seat in row.seats if seat.user not in (ANN[0], heir.user))


async def test_a_host_found_gone_by_a_refusal_gets_a_computer_when_the_turn_reaches_her(discord_env):
    """Found gone while the table waited for others, Ann keeps her seat as played so far; the move that brings the
    turn to her hands it to a computer, which moves at once: nobody pings her, nor waits a reminder's time for her."""
    fake, bot = discord_env
    _, other = await host_gone_while_others_play(fake, bot)
    await fake.interact(fake.command(USERS[other.user], "pause"))  # refused: Bob hosts now, and the game runs on
    before = len(fake.requests)
    while await awaited(bot) != ANN[0]:
        await play_turn(fake, bot)
    while await bot.driver.run_once():
        pass
    row, state = await current(bot)
    seat = next(seat for seat in row.seats if seat.user == ANN[0])
    said = content_of(posts(fake, CHANNEL_ID, before))
    assert seat.kind != "human" and seat.taken_over and state.turn > 3
    assert "Ann has left the server: a computer player takes over the seat." in said
    assert f"<@{ANN[0]}>" not in said


async def test_a_host_found_gone_by_a_refusal_is_not_told_again_by_the_next_turn_message(discord_env):
    """The refusal's departure and hand-over are said at once, while the turn runs on; the turn message that ends
    that turn tells its own news, not the departure a second time (readers took it for a second change of host)."""
    fake, bot = discord_env
    heir, other = await host_gone_while_others_play(fake, bot)
    before = len(fake.requests)
    await fake.interact(fake.command(USERS[other.user], "pause"))
    told = len(posts(fake, CHANNEL_ID, before))
    await play_turn(fake, bot)
    while await bot.driver.run_once():
        pass
    said = content_of(posts(fake, CHANNEL_ID, before))
    assert told == 1 and len(posts(fake, CHANNEL_ID, before)) > told  # the next turn message went out
    assert said.count("Ann has left the server.") == 1 and said.count(f"{heir.name} is the game's host now") == 1


async def test_an_admins_pause_with_no_host_left_says_only_an_admin_goes_on(discord_env):
    """Everyone seated left the server: nobody hosts, so the channel's pause note names the
    server admins alone as those who may /resume (it named a host there was none of)."""
    fake, bot = discord_env
    await open_game(fake)
    fake.departed.update(USERS)
    answer = content_of(await fake.interact(fake.command(DEE, "pause")))  # the refusal asks Discord who is gone
    assert "Only a server admin can do that now" in answer and (await current(bot))[0].host_id == ""
    before = len(fake.requests)
    await fake.interact(fake.command(DEE, "pause", admin=True))
    said = content_of(posts(fake, CHANNEL_ID, before))
    assert "Dee paused the game's clock" in said and "until a server admin uses /resume" in said
    assert "the host or" not in said


async def test_a_host_whose_seat_a_computer_plays_hands_on_the_host_part_when_gone(discord_env):
    """Ann handed her own seat to a computer, then left the server: she holds no seat to take
    over, yet she hosted, so a refused /pause passes the host's part on all the same."""
    fake, bot = discord_env
    await open_game(fake)
    if await awaited(bot) == ANN[0]:  # her computer would move at once, its turn message saying it all
        await play_turn(fake, bot)
    await fake.interact(replace_command(fake, ANN, ANN))
    row, _ = await current(bot)
    assert row.seats[[s.user for s in row.seats].index(ANN[0])].kind != "human" and row.host_id == ANN[0]
    fake.departed.add(ANN[0])
    heir = next(seat for seat in row.seats if seat.user != ANN[0])
    other = next(seat for seat in row.seats if seat.user not in (ANN[0], heir.user))
    before = len(fake.requests)
    answer = content_of(await fake.interact(fake.command(USERS[other.user], "pause")))
    assert f"Only the host ({heir.name}) or a server admin can do that." in answer
    assert (await current(bot))[0].host_id == heir.user
    answer = content_of(await fake.interact(fake.command(USERS[heir.user], "pause")))
    assert "Only the host" not in answer and (await current(bot))[0].host_paused
    assert f"{heir.name} is the game's host now" in content_of(posts(fake, CHANNEL_ID, before))


async def test_a_host_whose_seat_a_time_out_gives_to_a_computer_hands_on_the_host_part(discord_env):
    """Under ``timeout: replace`` Ann's turn times out: a computer plays her seat for good, and
    the next person seated hosts, told in the same message."""
    fake, bot = discord_env
    await open_game(fake)
    await fake.interact(fake.command(ANN, "settings", {"timeout": "replace"}))
    while await awaited(bot) != ANN[0]:
        await play_turn(fake, bot)
    await bot.service.store.db.execute("UPDATE games SET due_at = 0, waiting_since = waiting_since - 25 * 3600")
    before = len(fake.requests)
    await bot.scheduler.run_once()
    while await bot.driver.run_once():
        pass
    row, _ = await current(bot)
    heir = next(seat for seat in row.seats if seat.user != ANN[0])
    said = content_of(posts(fake, CHANNEL_ID, before))
    assert "Time is up for Ann: a computer player takes over the seat." in said
    assert said.count(f"{heir.name} is the game's host now") == 1 and row.host_id == heir.user
    answer = content_of(await fake.interact(fake.command(USERS[heir.user], "pause")))
    assert "Only the host" not in answer and (await current(bot))[0].host_paused


async def test_a_host_who_left_is_told_once_when_the_turn_message_follows(discord_env):
    """Found by a reminder while the game runs: the computer that took the seat moves at once,
    and its turn message says the departure; nothing says it before, twice."""
    fake, bot = discord_env
    await open_game(fake)
    if await awaited(bot) != ANN[0]:
        await play_turn(fake, bot)
        while await awaited(bot) != ANN[0]:
            await play_turn(fake, bot)
    fake.departed.add(ANN[0])
    await bot.service.store.db.execute("UPDATE games SET due_at = 0, waiting_since = waiting_since - 7 * 3600")
    before = len(fake.requests)
    await bot.scheduler.run_once()
    while await bot.driver.run_once():
        pass
    said = content_of(posts(fake, CHANNEL_ID, before))
    assert said.count("Ann has left the server: a computer player takes over the seat.") == 1
    assert said.count("is the game's host now") == 1


async def test_a_german_table_hears_of_its_departed_host_in_german(discord_env):
    fake, _ = discord_env
    fake.locale = fake.guild_locale = "de"
    await lobby(fake)
    before = len(fake.requests)
    await fake.interact(fake.command(CYD, "abort"))
    said = content_of(posts(fake, CHANNEL_ID, before))
    assert "Ann hat den Server verlassen.\\nAnn ist ausgestiegen." in said
    assert "Bob hat jetzt die Spielleitung und kann die Partie mit /starten beginnen." in said
