"""A late player's turn played by the time-out stand-in (the default policy, R-free: the
table's own rule for a late turn): the player's direct message tells them what their seat drew,
but offers no discard the stand-in makes in the same time-out."""

from __future__ import annotations

from bot.engine import Discard, Marry, legal_actions
from bot.store import By
from tests.support.discord_players import USERS, by_command, content_of, current, open_game
from tests.support.standin import CHANNEL_ID
from tests.support.standin.codes import UNKNOWN_MESSAGE
from tests.support.standin.records import components_of


async def test_a_stand_ins_marriage_tells_its_player_the_cards_drawn_without_a_discard_to_make(discord_env):
    fake, bot = discord_env
    await open_game(fake)  # no one holds a tile yet: the first turn is a marriage
    row, state = await current(bot)
    assert row.settings.timeout == "standin"
    user = USERS[row.seats[state.active].user]
    await bot.service.store.db.execute("UPDATE games SET due_at = 0, waiting_since = waiting_since - 30 * 3600")
    await bot.scheduler.run_once()
    while await bot.driver.run_once():
        pass
    kept = await bot.service.tables.kept_log(row)
    assert [entry.by for entry in kept] == [By.STOOD_IN, By.STOOD_IN]  # the marriage and its discard
    dms = [m for m in fake.messages.values() if m["channel_id"] == fake.dm_channels.get(user[0])]
    assert any("You drew" in m["content"] for m in dms)
    assert not any(components_of(m) for m in dms) and not any("waits for you" in m["content"] for m in dms)


async def test_a_stand_ins_whole_turn_is_told_its_player_in_one_direct_message(discord_env):
    """The stand-in's marriage and then its discard: one DM tells the whole turn (before, a second DM repeated "Your
    time was up…" above the discard alone, reading like a second time-out): the move, the cards drawn, the discard."""
    fake, bot = discord_env
    await open_game(fake)
    row, state = await current(bot)
    user = USERS[row.seats[state.active].user]
    name = row.seats[state.active].name
    await bot.service.store.db.execute("UPDATE games SET due_at = 0, waiting_since = waiting_since - 30 * 3600")
    await bot.scheduler.run_once()
    while await bot.driver.run_once():
        pass
    assert [entry.by for entry in await bot.service.tables.kept_log(row)] == [By.STOOD_IN, By.STOOD_IN]
    told = [m["content"] for m in fake.messages.values() if m["channel_id"] == fake.dm_channels.get(user[0])
            and m["content"].startswith("Your time was up")]
    assert len(told) == 1, told
    [said] = told
    lines = said.splitlines()
    assert lines[0] == "Your time was up, so a computer stand-in played for you:"
    assert lines[1].startswith("You married into the") and lines[2].startswith("You drew: "), said
    assert lines[-1] == "You kept every card." and said.count("Your time was up") == 1, said
    assert name not in said, said  # their own move in their own DM: "you", and no count of the cards it names


async def test_a_stand_ins_dm_tells_its_player_their_own_move_in_the_second_person_in_german(discord_env):
    """A German table's stand-in DM speaks to the player as "du" of the move played for them (before, it named them
    in the third person in their own DM, "Cyd heiratet …", "Cyd zieht 3 Karten." above "Du hast gezogen: …")."""
    fake, bot = discord_env
    fake.locale = fake.guild_locale = "de"
    await open_game(fake, language="de")
    row, state = await current(bot)
    user, name = USERS[row.seats[state.active].user], row.seats[state.active].name
    await bot.service.store.db.execute("UPDATE games SET due_at = 0, waiting_since = waiting_since - 30 * 3600")
    await bot.scheduler.run_once()
    while await bot.driver.run_once():
        pass
    [said] = [m["content"] for m in fake.messages.values() if m["channel_id"] == fake.dm_channels.get(user[0])
              and m["content"].startswith("Deine Zeit war abgelaufen")]
    lines = said.splitlines()
    assert lines[0] == "Deine Zeit war abgelaufen, daher hat ein Computer stellvertretend für dich gespielt:", said
    assert lines[1].startswith("Du hast in die Familie der") and " eingeheiratet (" in lines[1], said
    assert lines[2].startswith("Du hast gezogen: ") and lines[-1] == "Du hast alle Karten behalten.", said
    assert name not in said, said


async def test_a_stand_ins_discard_whose_dm_refuses_the_edit_comes_in_a_dm_of_its_own(discord_env):
    """The DM that told the stand-in's marriage is gone (Discord answers the edit 404, 10008): the discard is not
    lost, but told in a new DM, and the game goes on."""
    fake, bot = discord_env
    await open_game(fake)
    row, state = await current(bot)
    user, name = USERS[row.seats[state.active].user], row.seats[state.active].name
    fake.fail(r"^PATCH /channels/[0-9]+/messages/", UNKNOWN_MESSAGE, times=None)
    await bot.service.store.db.execute("UPDATE games SET due_at = 0, waiting_since = waiting_since - 30 * 3600")
    await bot.scheduler.run_once()
    while await bot.driver.run_once():
        pass
    assert [entry.by for entry in await bot.service.tables.kept_log(row)] == [By.STOOD_IN, By.STOOD_IN]
    told = [m["content"] for m in fake.messages.values() if m["channel_id"] == fake.dm_channels.get(user[0])]
    assert any(said.startswith("Your time was up") and "married into the" in said for said in told), told
    assert any("You kept every card." in said for said in told) and not any(name in said for said in told), told
    dm = fake.dm_channels.get(user[0])
    edits = [r.status for r in fake.requests if r.method == "PATCH" and r.path.startswith(f"/channels/{dm}/messages/")]
    assert edits == [404]  # the edit was tried, and refused
    assert (await current(bot))[1].active != state.active


async def test_a_late_discard_after_the_players_own_marriage_is_told_in_a_message_of_its_own(discord_env):
    """The stand-in played a whole turn (one DM); turns later the player marries themselves and lets the discard's
    time run out: the stand-in's discard comes in a DM of its own, and the old turn's DM is left as it was (it told
    a move the stand-in played, not this one)."""
    fake, bot = discord_env
    await open_game(fake)
    row, state = await current(bot)
    seat, user = state.active, USERS[row.seats[state.active].user]
    dm_texts = lambda: [m["content"] for m in fake.messages.values()  # noqa: E731
                        if m["channel_id"] == fake.dm_channels.get(user[0]) and m["content"].startswith("Your time")]
    await bot.service.store.db.execute("UPDATE games SET due_at = 0, waiting_since = waiting_since - 30 * 3600")
    await bot.scheduler.run_once()
    while await bot.driver.run_once():
        pass
    [first] = dm_texts()
    while (state := (await current(bot))[1]).active != seat:  # the others' turns: a marriage and its discard each
        mover = state.active
        await by_command(fake, bot, USERS[row.seats[mover].user],
                         next(a for a in legal_actions(state, mover) if isinstance(a, Marry | Discard)))
    await by_command(fake, bot, user, next(a for a in legal_actions(state, seat) if isinstance(a, Marry)))
    assert (await current(bot))[1].pending  # their discard waits
    await bot.service.store.db.execute("UPDATE games SET due_at = 0, waiting_since = waiting_since - 30 * 3600")
    await bot.scheduler.run_once()
    while await bot.driver.run_once():
        pass
    assert [entry.by for entry in await bot.service.tables.kept_log(row)][-1] is By.STOOD_IN
    assert dm_texts()[0] == first
    [_, late] = dm_texts()
    assert late.startswith("Your time was up, so a computer stand-in played for you:\n") and "married" not in late


async def test_a_time_out_under_replace_tells_its_player_the_turn_the_computer_played_for_them(discord_env):
    """Under ``timeout: replace`` the late player's seat goes to a computer for good. Before, nothing told them; now
    one DM says so, naming the channel, with what the computer played for them that turn (the marriage, the cards
    drawn, the discard made of their cards), as a stand-in's turn is told; the computer's later turns are not."""
    fake, bot = discord_env
    await open_game(fake)
    row, _ = await current(bot)
    await fake.interact(fake.command(USERS[row.host_id], "settings", {"timeout": "replace"}))
    row, state = await current(bot)
    seat, user, name = state.active, USERS[row.seats[state.active].user], row.seats[state.active].name
    await bot.service.store.db.execute("UPDATE games SET due_at = 0, waiting_since = waiting_since - 30 * 3600")
    await bot.scheduler.run_once()
    while await bot.driver.run_once():
        pass
    row, _ = await current(bot)
    assert row.seats[seat].kind != "human" and row.seats[seat].timed_out == 1
    assert [entry.by for entry in await bot.service.tables.kept_log(row)] == [By.COMPUTER, By.COMPUTER]
    told = [m["content"] for m in fake.messages.values() if m["channel_id"] == fake.dm_channels.get(user[0])
            and m["content"].startswith("Your time was up")]
    assert len(told) == 1, told
    lines = told[0].splitlines()
    assert lines[0] == (f"Your time was up, so a computer now plays your seat in <#{CHANNEL_ID}> for good. "
                        "It played for you:")
    assert lines[1].startswith("You married into the") and lines[2].startswith("You drew: "), lines
    assert lines[-1] == "You kept every card." or lines[-1].startswith("You discarded: "), lines
    assert name not in told[0], lines
    while (state := (await current(bot))[1]).active != seat:  # the others' turns, then the computer's own again
        mover = state.active
        await by_command(fake, bot, USERS[row.seats[mover].user],
                         next(a for a in legal_actions(state, mover) if isinstance(a, Marry | Discard)))
    while await bot.driver.run_once():
        pass
    assert (await current(bot))[1].active != seat
    assert sum(m["channel_id"] == fake.dm_channels.get(user[0]) and m["content"].startswith("Your time")
               for m in fake.messages.values()) == 1


async def test_games_lists_a_seat_a_time_out_gave_to_a_computer_as_the_computers_since_that_turn(discord_env):
    """Their name stays on the seat a time-out under ``replace`` gave to a computer: /games said "You are not seated in
    any game in this server", which the channel contradicts; it lists the game as the computer's since that turn."""
    fake, bot = discord_env
    await open_game(fake)
    row, _ = await current(bot)
    await fake.interact(fake.command(USERS[row.host_id], "settings", {"timeout": "replace"}))
    row, state = await current(bot)
    user = USERS[row.seats[state.active].user]
    await bot.service.store.db.execute("UPDATE games SET due_at = 0, waiting_since = waiting_since - 30 * 3600")
    await bot.scheduler.run_once()
    while await bot.driver.run_once():
        pass
    answer = content_of(await fake.interact(fake.command(user, "games")))
    assert "You are not seated" not in answer
    assert "a computer has played your seat since your time ran out on turn 1: https://discord.com/channels/" in answer
