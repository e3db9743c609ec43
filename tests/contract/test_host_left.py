"""A host who left the server, through the real discord.py client: a computer takes the seat
and the next person seated hosts, and the channel is told at once, even while a /pause holds
the turn message back."""

from __future__ import annotations

from bot.engine import awaiting, legal_actions
from tests.support.discord_players import (
    ANN,
    USERS,
    assert_no_secret_in_public,
    by_command,
    content_of,
    current,
    open_game,
    posts,
)
from tests.support.standin import CHANNEL_ID, FakeDiscord


async def play_turn(fake: FakeDiscord, bot) -> None:
    """The awaited person's turn, by command (its first legal action each time), to its end."""
    _, state = await current(bot)
    turn = state.turn
    while state.turn == turn:
        row, _ = await current(bot)
        seat = awaiting(state)[0].player
        await by_command(fake, bot, USERS[row.seats[seat].user], legal_actions(state, seat)[0])
        _, state = await current(bot)



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
    assert f"The game is paused: {heir.name} lets it go on with /resume." in said
    assert not posts(fake, CHANNEL_ID, before, files=True)  # the paused computer's move is not shown
    assert_no_secret_in_public(fake)
    answer = content_of(await fake.interact(fake.command(USERS[heir.user], "resume")))
    assert "Only the host" not in answer


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
