"""Reminders, time-outs, pausing, the bot's downtime, departed players, standing sale orders,
and what public reports may say."""

import json

import pytest

from bot.engine import Expand, Marry, awaiting, legal_actions, state_from_json
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_settings import Settings
from bot.service import ServiceError
from bot.store.notes import news_to_json
from bot.store.settings import Settings as PlatformSettings
from tests.service.conftest import CHANNEL, lobby, rig, started
from tests.support.engine_scenarios import fam, sp, tigris_route_and_holder


async def test_a_reminder_mentions_the_waiting_player_once_per_interval(service, clock):
    row = await started(service)
    assert (await service.clock.tick()).reminders == []
    clock.advance(6.1)
    [reminder] = (await service.clock.tick()).reminders
    assert reminder.mentions == [row.seats[0].user] and reminder.private == {}
    assert reminder.deadline == row.waiting_since + 24 * 3600
    assert (await service.clock.tick()).reminders == []
    assert (await service.store.live_game(CHANNEL)).version == row.version  # no game change


async def test_on_time_out_a_stand_in_plays_the_turn_as_its_own_step(service, clock):
    row = await started(service)
    clock.advance(24.5)
    [change] = (await service.clock.tick()).changes
    assert str(change.public[0]).startswith(f"Time is up for {row.seats[0].name}: a computer stand-in")
    assert await service.store.log(row.id) == []  # the time-out only hands the move over
    assert await service.store.computer_due() == [row.id]
    while await service.computers.computer_step(row.id):
        pass
    entries = await service.store.log(row.id)
    assert entries and {e.by for e in entries} == {"timeout"}
    after = await service.store.live_game(CHANNEL)
    assert after.seats[0].kind == "human" and not after.computer_due  # the default keeps the seat
    assert awaiting(state_from_json(after.state))[0].player == 1


async def times_out_in(service, clock, row, hours: float) -> None:
    """The first seat's time runs out ``hours`` from now: not a tenth of an hour sooner, and by
    a tenth of an hour later."""
    clock.advance(hours - 0.1)
    assert (await service.clock.tick()).changes == []
    clock.advance(0.2)
    [change] = (await service.clock.tick()).changes
    assert str(change.public[0]).startswith(f"Time is up for {row.seats[0].name}")


@pytest.mark.parametrize(("taken", "hours", "left"), [(5, 2.0, 2.0), (22, 23.0, 2.0), (22, 12.0, 2.0),
                                                     (5, 30.0, 25.0)])
async def test_a_time_limit_changed_in_play_keeps_the_time_left_or_the_new_limit_if_less(
        service, clock, taken, hours, left):
    """``taken`` hours into a 24-hour turn the host sets another limit: a shorter one leaves the
    turn the time it had left, or the new limit if that is less (five hours in, two hours
    from now: not "five hours are past two", timed out at once; 22 hours in, 23 hours: still
    two, not a fresh 23); a longer one counts the hours taken against it."""
    row = await started(service)
    clock.advance(taken)
    await service.lobby.configure(CHANNEL, "u0", False, {PlatformSettings.turn_hours: hours})
    await times_out_in(service, clock, row, left)


@pytest.mark.parametrize(("changes", "left"), [((10.0, 24.0), 4.0), ((1.0, 24.0), 4.0), ((10.0, 12.0), 4.0),
                                             ((10.0, 30.0), 10.0), ((10.0, 5.0, 24.0), 4.0)])
async def test_a_time_limit_shortened_and_lengthened_again_gives_no_one_hours_they_never_had(
        service, clock, changes, left):
    """Twenty hours into a 24-hour turn the host shortens the limit and lengthens it again (a
    slip corrected): the hours taken count against the longer limit again (24 h: four left,
    not the eighteen a stand-still kept for the shorter limit would leave); a longer limit
    than the first counts them too (30 h: ten left), and one still below what was taken
    keeps the time the turn had left (12 h after 10 h: still four)."""
    row = await started(service)
    clock.advance(20)
    for hours in changes:
        await service.lobby.configure(CHANNEL, "u0", False, {PlatformSettings.turn_hours: hours})
    await times_out_in(service, clock, row, left)


async def test_a_pause_inside_the_shortened_hours_gives_nothing_back_when_the_limit_is_lengthened(service, clock):
    """Ten hours in, the host pauses for six, then the turn goes on ten more (twenty counted):
    24 h, then 10 h, then 24 h again leave it four hours, as if nothing had changed: the hours
    counted again are counted ones, not the pause's."""
    row = await started(service)
    clock.advance(10)
    await service.lobby.pause(CHANNEL, "u0", False, paused=True)
    clock.advance(6)
    await service.lobby.pause(CHANNEL, "u0", False, paused=False)
    clock.advance(10)
    for hours in (10.0, 24.0):
        await service.lobby.configure(CHANNEL, "u0", False, {PlatformSettings.turn_hours: hours})
    await times_out_in(service, clock, row, 4)


async def test_the_replace_policy_hands_the_seat_to_a_computer(service, clock):
    await started(service, humans=3)
    await service.lobby.configure(CHANNEL, "u0", False, {Settings.timeout: "replace"})
    row = await service.store.live_game(CHANNEL)
    clock.advance(25)
    [change] = (await service.clock.tick()).changes
    after = await service.store.live_game(CHANNEL)
    assert after.seats[0].kind == "greedy" and "takes over the seat" in str(change.public[0])
    assert after.version > row.version and after.computer_due


async def test_a_lone_person_timed_out_under_replace_keeps_hosting_their_game(service, clock):
    """One person against a computer times out under ``timeout: replace``: nobody else could
    host, so they keep the host's part and may still pause or end the game."""
    await started(service, humans=1, computers=["greedy"])
    await service.lobby.configure(CHANNEL, "u0", False, {Settings.timeout: "replace"})
    while await service.computers.computer_step((await service.store.live_game(CHANNEL)).id):
        pass
    clock.advance(25)
    [change] = (await service.clock.tick()).changes
    after = await service.store.live_game(CHANNEL)
    assert "takes over the seat" in str(change.public[0]) and after.host_id == "u0"
    await service.lobby.pause(CHANNEL, "u0", False, paused=True)
    assert (await service.store.live_game(CHANNEL)).host_paused


@pytest.mark.rule("R6.5")
async def test_the_holders_own_marriage_keeps_the_card_and_a_timed_out_discard_takes_the_fewest(service, clock):
    row = await started(service)
    first, second = row.seats[0].user, row.seats[1].user
    await rig(service, tigris_route_and_holder(1))
    await service.moves.act(CHANNEL, first, Expand(fam("Tigris"), (sp("D7"),)))
    report = await service.moves.act(CHANNEL, second, Marry(fam("Levant")))
    assert report.prompts == [second]
    state = state_from_json((await service.store.live_game(CHANNEL)).state)
    assert 8 in state.players[1].hand and not state.offers  # the marriage closed the offer: kept
    clock.advance(25)
    changes = (await service.clock.tick()).changes
    said = [str(line) for c in changes for line in c.public]
    assert all(row.seats[1].name not in line for line in said if "Frankincense" in line)
    while await service.computers.computer_step(row.id):
        pass
    state = state_from_json((await service.store.live_game(CHANNEL)).state)
    assert not state.pending and len(state.players[1].hand) == 5  # discarded the fewest: none


@pytest.mark.rule("R6.5")
async def test_with_sales_at_once_a_timed_out_offer_starts_the_next_players_time_not_ends_it(service, clock):
    """With sales at once an offer holds the table: when its time is up it is kept, and the
    player whose move comes next has their whole time from then on (the turn message asks
    them), not the time the table already waited for the offer, which would time them out
    at once without their ever being asked."""
    await lobby(service, 3)
    await service.lobby.configure(CHANNEL, "u0", False, {Settings.sales: "at_once"})
    await service.lobby.start(CHANNEL, "u0", False)
    row = await service.store.live_game(CHANNEL)
    await rig(service, tigris_route_and_holder(2))
    await service.moves.act(CHANNEL, row.seats[0].user, Expand(fam("Tigris"), (sp("D7"),)))
    assert state_from_json((await service.store.live_game(CHANNEL)).state).pending  # the table waits for the offer
    clock.advance(24.5)
    [change] = (await service.clock.tick()).changes
    after = await service.store.live_game(CHANNEL)
    state = state_from_json(after.state)
    assert not state.pending and awaiting(state)[0].player == 1 and after.standin is None
    assert not any("Time is up" in str(line) for line in change.public), change.public
    assert (await service.store.log(row.id))[-1].by == "timeout"  # the offer, kept
    clock.advance(23.5)
    assert (await service.clock.tick()).changes == []  # within the next player's own 24 hours
    clock.advance(1)
    [change] = (await service.clock.tick()).changes
    assert str(change.public[0]).startswith(f"Time is up for {row.seats[1].name}")


async def test_a_paused_game_stops_its_clock(service, clock):
    await started(service)
    await service.lobby.pause(CHANNEL, "u0", False, paused=True)
    clock.advance(100)
    assert (await service.clock.tick()).changes == []
    await service.lobby.pause(CHANNEL, "u0", False, paused=False)
    clock.advance(5)
    assert (await service.clock.tick()).changes == []  # 5 hours of waiting count, not 105
    clock.advance(20)
    [change] = (await service.clock.tick()).changes
    assert "Time is up" in str(change.public[0])
    with pytest.raises(ServiceError, match="Only the host"):
        await service.lobby.pause(CHANNEL, "u1", False, True)


async def test_a_pause_or_resume_that_changes_nothing_is_refused(service, clock):
    """The cog posts "the clock is paused" after a /pause: a second one, or a /resume of a
    running game, must not tell the channel of a change that did not happen."""
    row = await started(service)
    with pytest.raises(ServiceError, match="not paused by a command"):
        await service.lobby.pause(CHANNEL, "u0", False, paused=False)
    await service.lobby.pause(CHANNEL, "u0", False, paused=True)
    clock.advance(3)
    with pytest.raises(ServiceError, match="paused already"):
        await service.lobby.pause(CHANNEL, "u0", False, paused=True)
    paused = await service.store.live_game(CHANNEL)
    assert paused.host_paused and paused.paused_at == row.waiting_since  # the first pause's time stands


async def test_the_bots_downtime_never_counts_and_the_next_reminder_says_so(service, clock):
    row = await started(service)
    await service.clock.catch_up(grace=120)
    clock.advance(5)
    await service.clock.tick()  # alive five hours in: the heartbeat
    clock.advance(25)  # down for 25 hours
    assert await service.clock.catch_up(grace=120) == pytest.approx(25 * 3600 - 120)
    tick = await service.clock.tick()
    assert tick.changes == [] and tick.reminders == []  # not timed out: only 5 hours have counted
    clock.advance(1.2)
    [reminder] = (await service.clock.tick()).reminders
    assert reminder.outage_hours == 25.0 and reminder.mentions == [row.seats[0].user]
    clock.advance(6.1)
    [again] = (await service.clock.tick()).reminders
    assert again.outage_hours == 0.0  # said once


async def test_a_player_who_left_the_server_is_handed_to_the_policy_at_once(service):
    row = await started(service, humans=3)
    report = await service.clock.player_left(row.id, row.seats[0].user)
    assert "has left the server" in str(report.public[0])
    after = await service.store.live_game(CHANNEL)
    assert after.seats[0].kind == "greedy" and after.computer_due
    assert await service.clock.player_left(row.id, row.seats[0].user) is None  # told once


async def test_a_host_who_left_the_server_hands_the_table_to_the_next_person_seated(service):
    """A host gone from the server could /pause or /replace no more, and only a server admin
    could: the next person still playing their own seat hosts the table."""
    row = await started(service, humans=3)
    host = row.host_id
    seat = next(n for n, entry in enumerate(row.seats) if entry.user == host)
    report = await service.clock.player_left(row.id, host)
    after = await service.store.live_game(CHANNEL)
    heir = next(entry.user for entry in after.seats if entry.human and entry.user != host)
    assert after.host_id == heir and after.seats[seat].left
    heir_name = next(entry.name for entry in after.seats if entry.user == heir)
    told = [str(line) for line in report.public]
    assert f"{heir_name} is the game's host now" in " ".join(told)  # the table knows whom to ask
    await service.lobby.pause(CHANNEL, heir, False, paused=True)  # the heir acts as host
    assert (await service.store.live_game(CHANNEL)).host_paused
    other = await service.clock.player_left(row.id, next(e.user for e in row.seats if e.user not in (host, heir)))
    assert (await service.store.live_game(CHANNEL)).host_id == heir  # another's departure changes nothing
    assert "host" not in " ".join(str(line) for line in other.public)


async def test_with_every_person_gone_a_refused_host_command_names_no_host_but_the_admins(service):
    """The last person seated left after the host: nobody hosts (only a server admin may act),
    and a refusal says so, where it named the host as "?"."""
    row = await started(service, humans=2)
    for user in (row.host_id, next(e.user for e in row.seats if e.user != row.host_id)):
        await service.clock.player_left(row.id, user)
    assert (await service.store.live_game(CHANNEL)).host_id == ""
    with pytest.raises(ServiceError) as refused:
        await service.lobby.pause(CHANNEL, "someone", False, paused=True)
    assert refused.value.message.key == "error.host_only_admins"
    await service.lobby.pause(CHANNEL, "someone", True, paused=True)  # a server admin still may
    assert (await service.store.live_game(CHANNEL)).host_paused


async def test_a_player_who_left_is_handed_over_alone_not_the_others_late_turn(service, clock):
    """A departure found before the clocks are moved past the bot's downtime (a command's turn
    message at a start) hands over that seat only: the player whose turn looks late then is
    the pass's to judge, once the downtime counts against nobody."""
    row = await started(service, humans=3)
    awaited = awaiting(state_from_json(row.state))[0].player
    leaving = (awaited + 1) % 3
    clock.advance(30)  # past the 24-hour turn, as a stopped bot's downtime would look
    await service.clock.player_left(row.id, row.seats[leaving].user)
    after = await service.store.live_game(CHANNEL)
    assert after.seats[leaving].left and after.standin is None and after.seats[awaited].kind == "human"


async def test_the_turn_reaching_a_seat_whose_person_left_gives_it_to_a_computer_in_that_move(service):
    """A person found gone while the table waited for others (``player_left`` as a refusal finds a host gone) keeps
    the seat as played so far; the move that brings the turn to it hands it to a computer at once, told after that
    move: nobody pings them, nor waits a reminder's time for a person who is gone."""
    row = await started(service, humans=3)
    leaving = (awaiting(state_from_json(row.state))[0].player + 1) % 3
    await service.clock.player_left(row.id, row.seats[leaving].user)
    after = await service.store.live_game(CHANNEL)
    assert after.seats[leaving].left and after.seats[leaving].human and not after.seats[leaving].taken_over
    while True:
        state = state_from_json(after.state)
        seat = awaiting(state)[0].player
        report = await service.moves.act(CHANNEL, after.seats[seat].user, legal_actions(state, seat)[0])
        after = await service.store.live_game(CHANNEL)
        if awaiting(state_from_json(after.state))[0].player == leaving:
            break
    assert after.seats[leaving].kind == "greedy" and after.seats[leaving].taken_over and after.computer_due
    assert row.seats[leaving].user not in report.mentions
    name = row.seats[leaving].name
    assert str(report.public[-1]) == f"{name} has left the server: a computer player takes over the seat."


@pytest.mark.parametrize("order", ["sell", "keep"])
async def test_an_offer_a_standing_order_answers_is_told_by_its_answer_not_asked(service, order):
    """The holder's direct message says what their order did, without "sell it or keep it?"
    above it, a question already answered."""
    row = await started(service, humans=3)
    await rig(service, tigris_route_and_holder(2))
    holder = row.seats[2].user
    await service.play.standing_order(CHANNEL, holder, "Frankincense", order)
    report = await service.moves.act(CHANNEL, row.seats[0].user, Expand(fam("Tigris"), (sp("D7"),)))
    told = [line.key for line in report.private[holder]]
    assert not [key for key in told if key.startswith("news.sale_offer")], told
    assert ("news.you_sold" if order == "sell" else "news.card_kept") in told, told


async def test_a_standing_order_sells_without_waiting_and_keeps_the_holder_anonymous_otherwise(service):
    row = await started(service, humans=3)
    first, second = row.seats[0].user, row.seats[1].user
    await rig(service, tigris_route_and_holder(2))
    holder = row.seats[2].user
    message = str(await service.play.standing_order(CHANNEL, holder, "Frankincense", "sell"))
    assert "sold as soon as it can be" in message
    report = await service.moves.act(CHANNEL, first, Expand(fam("Tigris"), (sp("D7"),)))
    state = state_from_json((await service.store.live_game(CHANNEL)).state)
    assert state.players[2].sold == [8] and awaiting(state)[0].player == 1
    assert any("sold the Frankincense card" in line for line in map(str, report.public))
    assert report.mentions == [second]
    with pytest.raises(ServiceError, match="sell, keep or ask"):
        await service.play.standing_order(CHANNEL, holder, "Silk", "maybe")


async def test_an_order_answers_only_an_offer_of_its_card_open_now(service):
    row = await started(service, humans=3)
    await rig(service, tigris_route_and_holder(2))
    holder = row.seats[2].user
    assert await service.play.answer_by_order(CHANNEL, holder, "Frankincense", "sell") is None  # nothing offered yet
    await service.moves.act(CHANNEL, row.seats[0].user, Expand(fam("Tigris"), (sp("D7"),)))
    assert await service.play.answer_by_order(CHANNEL, holder, "Frankincense", "ask") is None  # asking answers nothing
    assert await service.play.answer_by_order(CHANNEL, row.seats[1].user, "Frankincense", "sell") is None  # not theirs
    report = await service.play.answer_by_order(CHANNEL, holder, "Frankincense", "sell")
    assert report is not None and any("sold the Frankincense card" in line for line in map(str, report.public))
    assert state_from_json((await service.store.live_game(CHANNEL)).state).players[2].sold == [8]
    assert await service.play.answer_by_order(CHANNEL, holder, "Frankincense", "sell") is None  # answered once


async def test_private_lines_never_reach_the_public_report(service):
    row = await started(service)
    user = row.seats[0].user
    report = await service.moves.act(CHANNEL, user, Marry(fam("Levant")))
    hand = await service.reading.hand(CHANNEL, user)
    drawn = hand.view.decisions[0].drawn
    names = [state_from_json(row.state).board.goods[c].name for c in drawn]
    assert report.prompts == [user] and report.mentions == [user]
    assert all(name not in line for line in map(str, report.public) for name in names)
    assert any(all(name in line for name in names) for line in map(str, report.private[user]))
    stored = [json.dumps([news_to_json(e, SAMARKAND) for e in n.events]) for n in await service.store.news(row.id)]
    assert all(name not in kept for kept in stored for name in names)
