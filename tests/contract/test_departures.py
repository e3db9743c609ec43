"""A person leaves while a decision of theirs is open, through the real discord.py client: a
seat whose person left the server (found while the table waited for others, so the seat stays
theirs until the turn reaches it) gets no decision it cannot answer, and nothing waits for it."""

from __future__ import annotations

import time

import pytest

from bot.engine import awaiting
from bot.store import By
from tests.support.discord_players import (
    ANN,
    BOB,
    CYD,
    USERS,
    assert_no_secret_in_public,
    content_of,
    current,
    dms_to,
    open_game,
    play_turn,
    posts,
    replace_command,
    rig,
)
from tests.support.engine_scenarios import set_hand
from tests.support.sale_offers import TIGRIS, dm_sell, frankincense_offered
from tests.support.standin import CHANNEL_ID, FakeDiscord
from tests.support.standin.records import components_of

WAITS = "The table waits for the answer to a sale offer (sales: at once)"


async def ann_left_unawaited(fake: FakeDiscord, bot, mover_hosts: bool = False) -> int:
    """Ann (the host) leaves the server while the table waits for someone else; the bot finds it
    when the mover's /pause asks who hosts (it has no members intent): refused, or, if the mover
    ``mover_hosts`` after her, done. Her seat."""
    row, state = await current(bot)
    ann = next(seat for seat, entry in enumerate(row.seats) if entry.user == ANN[0])
    heir = next(seat for seat in range(len(row.seats)) if seat != ann)
    while state.active == ann or (state.active == heir) != mover_hosts:
        await play_turn(fake, bot)
        row, state = await current(bot)
    fake.departed.add(ANN[0])
    await fake.interact(fake.command(USERS[row.seats[state.active].user], "pause"))
    row, _ = await current(bot)
    assert row.seats[ann].left and row.seats[ann].human and bool(row.paused_at) == mover_hosts
    return ann


async def someone_else_to_move(fake: FakeDiscord, bot, user: tuple[str, str]):
    """The game played on by command until someone other than ``user`` is to move: its row."""
    row, state = await current(bot)
    while row.seats[state.active].user == user[0]:
        await play_turn(fake, bot)
        row, state = await current(bot)
    return row


async def next_turn_told(fake: FakeDiscord, bot, before: int) -> str:
    """The awaited turn played, and the computers' moves after it: what the channel was told since ``before``."""
    await play_turn(fake, bot)
    while await bot.driver.run_once():
        pass
    return content_of(posts(fake, CHANNEL_ID, before))


@pytest.mark.rule("R6.5")
@pytest.mark.parametrize(("sales", "paused"), [("at_once", False), ("private", False), ("at_once", True)])
async def test_an_offer_to_a_seat_whose_person_left_closes_at_once_as_kept(discord_env, sales, paused):
    """Under ``sales: at once`` the table waited for the departed holder's answer until the time
    limit ran out (and sent her the offer by direct message), a wait that showed a person held the
    card; the offer now closes at once as its time-out closes it: kept, as a computer's answer
    comes at once."""
    fake, bot = discord_env
    await open_game(fake, sales=sales)
    ann = await ann_left_unawaited(fake, bot, mover_hosts=paused)  # paused: the computers' moves wait for /resume

    def ann_holds_frankincense(state) -> None:
        state.players[state.active].tiles = [TIGRIS]
        state.tiles_left[TIGRIS] -= 1
        set_hand(state, ann, [8, 30])

    await rig(bot, ann_holds_frankincense)
    row, state = await current(bot)
    turn, before, dms = state.turn, len(fake.requests), len(dms_to(fake, ANN))
    sent = await fake.interact(fake.command(USERS[row.seats[state.active].user], "expand",
                                            {"family": "Tigris", "space": "D7"}))
    row, state = await current(bot)
    assert not state.pending and not state.offers, (state.pending, state.offers)
    assert 8 in state.players[ann].hand and not row.offer_clocks  # kept, no clock left running
    assert state.turn == turn + 1  # the game went on
    assert WAITS not in content_of(posts(fake, CHANNEL_ID, before)) and "sale offer" not in content_of(sent)
    log = await bot.service.store.log(row.id)
    assert log[-1].seat == ann and log[-1].by is By.STOOD_IN
    while await bot.driver.run_once():  # whatever the change left to do (a computer takes Ann's seat if it is hers)
        pass
    assert len(dms_to(fake, ANN)) == dms  # nothing asked of a person who is gone
    assert_no_secret_in_public(fake)


async def test_hand_says_since_which_turn_a_time_out_gave_the_seat_to_a_computer(discord_env):
    """/games said "a computer has played your seat since your time ran out on turn N", while /hand
    said only that a computer plays it "now": both say since when."""
    fake, bot = discord_env
    now = [time.time()]
    bot.service.tables.clock = lambda: now[0]
    await fake.interact(fake.command(ANN, "new"))
    for person in (BOB, CYD):
        await fake.interact(fake.command(person, "join"))
    await fake.interact(fake.command(ANN, "settings", {"timeout": "replace"}))
    await fake.interact(fake.command(ANN, "start"))
    row, state = await current(bot)
    late, turn = USERS[row.seats[state.active].user], state.turn
    now[0] += 24 * 3600 + 1
    await bot.scheduler.run_once()
    row, _ = await current(bot)
    assert [seat.timed_out for seat in row.seats if seat.user == late[0]] == [turn]
    games = content_of(await fake.interact(fake.command(late, "games")))
    hand = content_of(await fake.interact(fake.command(late, "hand")))
    assert f"since your time ran out on turn {turn}" in games, games
    assert f"A computer has played your seat in this game since your time ran out on turn {turn}" in hand, hand


@pytest.mark.rule("R6.5")
async def test_a_wait_for_a_holder_who_left_the_server_ends_at_once_naming_nobody(discord_env):
    """Cyd left the server unseen (the bot has no members intent, and asked only about those it
    names): the table waited for her answer until its time limit ran out. Asked as the wait
    begins, it goes on at once, her offer kept; the channel hears of her departure only when the
    turn reaches her seat, so the wait's end names no holder."""
    fake, bot = discord_env
    await open_game(fake, sales="at_once")
    row, state = await current(bot)
    holder = (state.active + 2) % 3
    user = USERS[row.seats[holder].user]
    fake.departed.add(user[0])
    before = len(fake.requests)
    active, _ = await frankincense_offered(fake, bot)
    row, state = await current(bot)
    assert not state.pending and 8 in state.players[holder].hand and row.seats[holder].left
    assert awaiting(state)[0].player == (active + 1) % 3  # the next seat's turn, asked at once
    said = [r.body.get("content", "") for r in posts(fake, CHANNEL_ID, before)]
    assert WAITS in said[-2] and user[1] not in said[-1] and "left the server" not in said[-1], said  # names nobody
    assert not row.paused_at and row.host_id == ANN[0]
    before = len(fake.requests)
    await play_turn(fake, bot)  # Bob's: the turn reaches Cyd's seat, which a computer takes now
    while await bot.driver.run_once():  # its move goes out with the news that brought the turn to it
        pass
    assert f"{user[1]} has left the server: a computer player takes over the seat." in content_of(
        posts(fake, CHANNEL_ID, before))
    assert_no_secret_in_public(fake)


@pytest.mark.parametrize("sales", ["private", "at_once"])
async def test_a_seat_the_host_hands_to_a_computer_is_told_at_once(discord_env, sales):
    """/replace of a player the table does not wait for answered the host alone: the channel heard
    of it only with the next turn message, perhaps a day later. Now at once, as a departure is;
    a sale offer the computer answered stays unsaid (R6.5)."""
    fake, bot = discord_env
    await open_game(fake, sales=sales)
    row, state = await current(bot)
    replaced = next(seat for seat, entry in enumerate(row.seats) if entry.user != row.host_id and seat != state.active)
    user = USERS[row.seats[replaced].user]
    before = len(fake.requests)
    await fake.interact(replace_command(fake, USERS[row.host_id], user))
    said = [r.body.get("content", "") for r in posts(fake, CHANNEL_ID, before)]
    assert said == [f"{user[1]}'s seat is now played by a computer player (casual)."], said
    told = await next_turn_told(fake, bot, before)
    assert told.count("is now played by a computer player") == 1, told  # the turn message does not say it again
    assert_no_secret_in_public(fake)


async def test_a_host_forgotten_while_the_table_waits_for_another_is_told_at_once(discord_env):
    """/privacy forget:True by the host while Bob or Cyd is to move: the channel heard of the computer
    taking her seat only with the next turn message, and never that someone else hosts now."""
    fake, bot = discord_env
    await open_game(fake)
    row = await someone_else_to_move(fake, bot, ANN)
    ann = next(seat for seat, entry in enumerate(row.seats) if entry.user == ANN[0])
    heir = next(entry for seat, entry in enumerate(row.seats) if seat != ann)
    before = len(fake.requests)
    await fake.interact(fake.command(ANN, "privacy", {"forget": True}))
    message, custom_id = fake.find(f"sk:fg:{ANN[0]}:")
    await fake.interact(fake.click(ANN, message, custom_id))
    said = [r.body.get("content", "") for r in posts(fake, CHANNEL_ID, before)]
    former = f"Former player {ann + 1}"
    assert said == [f"{former} has left the server: a computer player takes over the seat.\n"
                    f"{heir.name} is the game's host now, and may pause it or hand a seat to a computer."], said
    row, _ = await current(bot)
    assert row.host_id == heir.user
    told = await next_turn_told(fake, bot, before)
    assert told.count("has left the server") == 1 and told.count("host now") == 1, told  # not said again
    assert "Ann" not in told
    assert_no_secret_in_public(fake)


async def test_the_operators_forget_leaves_its_news_to_the_next_turn_message(discord_env):
    """``python -m bot forget`` posts nothing: the departure it writes is not marked as heard at
    once, so the next turn message tells it (else no message would ever say it)."""
    fake, bot = discord_env
    await open_game(fake)
    row = await someone_else_to_move(fake, bot, ANN)
    before = len(fake.requests)
    await bot.service.privacy.forget(ANN[0])  # as the operator's command does, beside the running bot
    [*_, latest] = await bot.service.store.news(row.id)
    assert latest.events and not any(note.at_once for note in latest.events)
    told = await next_turn_told(fake, bot, before)
    assert told.count("has left the server: a computer player takes over the seat.") == 1, told
    assert told.count("is the game's host now") == 1, told


@pytest.mark.rule("R6.5")
async def test_a_holder_who_leaves_during_the_wait_is_found_by_the_daily_check(discord_env):
    """Cyd was still in the server when the table began to wait for her answer, and left then:
    the wait ran to its time limit (a table's may be two weeks). The daily check asks about her too."""
    fake, bot = discord_env
    await open_game(fake, sales="at_once")
    _, holder = await frankincense_offered(fake, bot)
    row, state = await current(bot)
    user = USERS[row.seats[holder].user]
    assert [d.kind for d in state.pending] == ["sale"] and not row.seats[holder].left  # she is asked, and waited for
    fake.departed.add(user[0])
    now = bot.service.tables.clock()
    bot.service.tables.clock = lambda: now
    bot.scheduler.threads_since = now - 24 * 3600  # a day on: every game's daily check
    before = len(fake.requests)
    await bot.scheduler.run_once()
    row, state = await current(bot)
    assert not state.pending and 8 in state.players[holder].hand and row.seats[holder].left
    said = [r.body.get("content", "") for r in posts(fake, CHANNEL_ID, before)]
    assert said and "left the server" not in said[-1] and user[1] not in said[-1], said  # the next turn, naming nobody
    assert_no_secret_in_public(fake)


async def test_a_forgotten_persons_press_of_an_old_sell_keeps_the_message_and_takes_the_buttons_off(discord_env):
    """Forgotten by /privacy while a sale offer of theirs was open, a person pressed its Sell in their DM: the
    refusal ("not playing") took the place of the whole message, what it said of the game lost. The press is now
    answered below the message's text, as a closed offer's press is, the buttons gone."""
    fake, bot = discord_env
    _, user, message, sell = await dm_sell(fake, bot)
    said = message["content"]
    await fake.interact(fake.command(user, "privacy", {"forget": True}))
    confirm, custom_id = fake.find(f"sk:fg:{user[0]}:")
    await fake.interact(fake.click(user, confirm, custom_id))
    await fake.interact(fake.click(user, fake.messages[message["id"]], sell))
    now = fake.messages[message["id"]]
    assert now["content"].startswith(said) and "You are not playing in this game" in now["content"], now["content"]
    assert not [c for c in components_of(now) if c.get("custom_id", "").startswith("sk:s:")]


async def test_a_person_the_host_replaces_is_told_by_direct_message(discord_env):
    """/replace hands a seat to a computer: its person heard nothing, unless they read the channel, while a time-out
    under ``replace`` tells them by direct message. They now get one naming who did it and where, in their language;
    a host who hands over their own seat gets none."""
    fake, bot = discord_env
    await open_game(fake)
    row, _ = await current(bot)
    host = USERS[row.host_id]
    other = next(user for user in (ANN, BOB, CYD) if user != host)
    before = len(dms_to(fake, other))
    await fake.interact(replace_command(fake, host, other))
    told = dms_to(fake, other)[before:]
    assert told == [f"<@{host[0]}> handed your seat in <#{CHANNEL_ID}> to a computer player for the rest of the game; "
                    "you can still watch with /board there."], told
    before = len(dms_to(fake, host))
    await fake.interact(replace_command(fake, host, host))
    assert dms_to(fake, host)[before:] == []
