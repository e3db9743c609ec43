"""/settings during play: a change of the clock's settings (the time for a decision, the
reminders, what a time-out does) is told in the channel, since every player's clock runs by
them and only the host saw the answer; the same values again are no news; and a time shorter
than a quarter of an hour is refused, the game unchanged."""

from __future__ import annotations

import random

from bot.engine import awaiting
from tests.support.clock import ManualClock
from tests.support.discord_players import (
    ANN,
    by_command,
    content_of,
    current,
    open_game,
    public_requests,
    random_move,
    turn_messages,
)


def told(fake, since: int) -> list[str]:
    return [r.body.get("content", "") for r in public_requests(fake)[since:]]


async def test_a_clock_setting_changed_in_play_is_told_in_the_channel(discord_env):
    fake, _ = discord_env
    await open_game(fake)
    before = len(public_requests(fake))
    await fake.interact(fake.command(ANN, "settings", {"turn_hours": 12, "timeout": "replace"}))
    [said] = told(fake, before)
    assert said.startswith("Ann changed this game's settings. Settings: 12 hours per decision")
    assert "on time-out: replace (a computer takes the seat)" in said
    before = len(public_requests(fake))
    await fake.interact(fake.command(ANN, "settings", {"turn_hours": 12}))  # as it is
    assert told(fake, before) == []


async def test_a_time_under_a_quarter_of_an_hour_is_refused_and_changes_nothing(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    row, _ = await current(bot)
    before = len(public_requests(fake))
    for setting in ("turn_hours", "reminder_hours"):
        sent = await fake.interact(fake.command(ANN, "settings", {setting: 0.001}))
        assert "between 0 and 336 (two weeks): a quarter of an hour (0.25) at the least." in content_of(sent)
    assert told(fake, before) == []
    after, _ = await current(bot)
    assert after.settings == row.settings and after.version == row.version


async def test_reminders_no_more_often_than_the_time_to_decide_are_taken_and_the_host_hears_it(discord_env):
    """Two hours to decide and a reminder every five: nobody is ever reminded before the
    time-out. The host may mean it, so it stands, but is told; a reminder within the time is not."""
    fake, bot = discord_env
    await open_game(fake)
    sent = await fake.interact(fake.command(ANN, "settings", {"turn_hours": 2, "reminder_hours": 5}))
    assert "No reminder comes before a decision's time runs out: reminders every 5 hours, 2 hours to decide" \
        in content_of(sent)
    assert (await current(bot))[0].settings.reminder_hours == 5
    sent = await fake.interact(fake.command(ANN, "settings", {"reminder_hours": 1}))
    assert "No reminder comes" not in content_of(sent)


async def test_a_changed_time_and_a_resume_say_the_deadline_the_turn_message_no_longer_shows(discord_env):
    """The turn message, already sent, keeps the deadline it was sent with: a shorter time for
    a decision brings the deadline forward (to 2 hours from the change, as less than the time left), a pause puts
    it back by as long as it lasted, and the channel is told the deadline as it is now, with
    the name of whom it is for. A pause says who paused and how the game goes on."""
    fake, bot = discord_env
    clock = ManualClock(1_800_000_000.0)
    bot.service.tables.clock = clock
    await open_game(fake)
    row, state = await current(bot)
    awaited = row.seats[awaiting(state)[0].player].name
    clock.advance(1)
    before = len(public_requests(fake))
    await fake.interact(fake.command(ANN, "settings", {"turn_hours": 2}))
    [changed] = told(fake, before)
    assert changed.endswith(f"\n{awaited}'s time now runs out <t:{int(clock.now + 2 * 3600)}:R>.")
    before = len(public_requests(fake))
    await fake.interact(fake.command(ANN, "pause"))
    clock.advance(3)
    await fake.interact(fake.command(ANN, "resume"))
    paused, resumed = told(fake, before)
    assert paused.startswith("Ann paused the game's clock") and "/resume" in paused
    left = int(clock.now + 2 * 3600)  # the 2 hours left at the pause
    assert resumed == f"The game's clock is running again: {awaited}'s time runs out <t:{left}:R>."
    before = len(public_requests(fake))
    await fake.interact(fake.command(ANN, "settings", {"reminder_hours": 1}))
    [reminders] = told(fake, before)
    assert "runs out" not in reminders  # the deadline moves with the time for a decision only


async def moved_to_the_next_turn_message(fake, bot, rng) -> str:
    """The people awaited move (by command) until the next turn message goes out; its text."""
    before = len(turn_messages(fake))
    while len(turn_messages(fake)) == before:
        row, state = await current(bot)
        user, _, action = random_move(rng, row, state)
        await by_command(fake, bot, user, action)
    return turn_messages(fake)[-1].body["content"]


async def test_a_turn_message_posted_in_a_pause_says_the_game_is_paused_instead_of_a_deadline(discord_env):
    """A move made while the host's /pause holds the clock brings a turn message whose ping names no time: it said
    "your turn. Press Play your turn." and nothing of the pause, so the next player could not tell why. It now says
    the game is paused and how it goes on; once resumed, the ping names its deadline again."""
    fake, bot = discord_env
    rng = random.Random(5)
    await open_game(fake)
    await fake.interact(fake.command(ANN, "pause"))
    paused = await moved_to_the_next_turn_message(fake, bot, rng)
    assert ("The game is paused: you may move, and no time runs out until the host or a server admin uses /resume."
            in paused) and "time runs out <t:" not in paused
    await fake.interact(fake.command(ANN, "resume"))
    going = await moved_to_the_next_turn_message(fake, bot, rng)
    assert "time runs out <t:" in going and "paused" not in going
