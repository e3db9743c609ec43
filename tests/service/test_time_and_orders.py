"""Reminders, time-outs, pausing, standing sale orders, and what public reports may say."""

import pytest

from bot.engine import Expand, Marry, awaiting, state_from_json, state_to_json
from bot.service import ServiceError
from tests.engine.helpers import fam, set_hand, sp
from tests.service.conftest import CHANNEL, lobby


async def started(service, humans=2, computers=None):
    await lobby(service, humans, computers)
    await service.start(CHANNEL, "u0", False)
    return await service.store.live_game(CHANNEL)


async def rig(service, edit):
    """Change the stored state directly (test set-up only), keeping the row's version."""
    row = await service.store.live_game(CHANNEL)
    state = state_from_json(row.state)
    edit(state)
    row.state = state_to_json(state)
    return await service.store.save(row)


def tigris_route_and_holder(holder: int):
    """Seat 0 holds Tigris (next to Frankincense on D7); ``holder`` holds its card."""
    def edit(state):
        tigris = fam("Tigris")
        state.players[0].tiles = [tigris]
        state.tiles_left[tigris] -= 1
        set_hand(state, holder, [8, 30])
    return edit


async def test_a_reminder_mentions_the_waiting_player_once_per_interval(service, clock):
    row = await started(service)
    assert await service.tick() == []
    clock.advance(6.1)
    [report] = await service.tick()
    assert report.mentions == [row.seats[0]["user"]] and "Reminder" in report.public[0]
    assert await service.tick() == []
    assert (await service.store.live_game(CHANNEL)).version == row.version  # no game change


async def test_on_time_out_a_stand_in_plays_the_turn(service, clock):
    row = await started(service)
    clock.advance(24.5)
    [report] = await service.tick()
    assert report.public[0].startswith(f"Time is up for {row.seats[0]['name']}: a computer stand-in")
    entries = await service.store.log(row.id)
    assert entries and {e.by for e in entries} == {"timeout"}
    after = await service.store.live_game(CHANNEL)
    assert after.seats[0]["kind"] == "human"  # the default policy keeps the seat human


async def test_the_replace_policy_hands_the_seat_to_a_computer(service, clock):
    await started(service, humans=3)
    await service.configure(CHANNEL, "u0", False, timeout="replace")
    row = await service.store.live_game(CHANNEL)
    clock.advance(25)
    [report] = await service.tick()
    after = await service.store.live_game(CHANNEL)
    assert after.seats[0]["kind"] == "greedy" and "takes over the seat" in report.public[0]
    assert after.version > row.version


async def test_a_timed_out_sale_offer_is_declined_and_a_discard_takes_the_fewest(service, clock):
    row = await started(service)
    first, second = row.seats[0]["user"], row.seats[1]["user"]
    tigris = fam("Tigris")
    await rig(service, tigris_route_and_holder(1))
    await service.act(CHANNEL, first, Expand(tigris, (sp("D7"),)))
    clock.advance(25)
    [report] = await service.tick()
    row = await service.store.live_game(CHANNEL)
    state = state_from_json(row.state)
    assert 8 in state.players[1].hand and state.active == 1
    assert all(row.seats[1]["name"] not in line for line in report.public if not line.startswith("Turn"))
    report = await service.act(CHANNEL, second, Marry(fam("Levant")))
    assert report.prompts == [second]
    clock.advance(25)
    await service.tick()
    state = state_from_json((await service.store.live_game(CHANNEL)).state)
    assert not state.pending and len(state.players[1].hand) == 5  # discarded the fewest: none


async def test_a_paused_game_stops_its_clock(service, clock):
    await started(service)
    await service.pause(CHANNEL, "u0", False, paused=True)
    clock.advance(100)
    assert await service.tick() == []
    await service.pause(CHANNEL, "u0", False, paused=False)
    clock.advance(5)
    assert await service.tick() == []  # 5 hours of waiting count, not 105
    clock.advance(20)
    [report] = await service.tick()
    assert "Time is up" in report.public[0]
    with pytest.raises(ServiceError, match="Only the host"):
        await service.pause(CHANNEL, "u1", False, True)


async def test_a_standing_order_sells_without_waiting_and_keeps_the_holder_anonymous_otherwise(service):
    row = await started(service, humans=3)
    first, second = row.seats[0]["user"], row.seats[1]["user"]
    tigris = fam("Tigris")
    await rig(service, tigris_route_and_holder(2))
    holder = row.seats[2]["user"]
    message = await service.standing_order(CHANNEL, holder, "Frankincense", "sell")
    assert "sold as soon as it can be" in message
    report = await service.act(CHANNEL, first, Expand(tigris, (sp("D7"),)))
    state = state_from_json((await service.store.live_game(CHANNEL)).state)
    assert state.players[2].sold == [8] and awaiting(state)[0].player == 1
    assert any("sold the Frankincense card" in line for line in report.public)
    assert report.mentions == [second]
    with pytest.raises(ServiceError, match="sell, keep or ask"):
        await service.standing_order(CHANNEL, holder, "Silk", "maybe")


async def test_private_lines_never_reach_the_public_report(service):
    row = await started(service)
    user = row.seats[0]["user"]
    report = await service.act(CHANNEL, user, Marry(fam("Levant")))
    hand = await service.hand(CHANNEL, user)
    drawn = hand["decisions"][0]["drawn"]
    names = [state_from_json(row.state).board.goods[c].name for c in drawn]
    assert report.prompts == [user] and report.mentions == [user]
    assert all(name not in line for line in report.public for name in names)
    assert any(all(name in line for name in names) for line in report.private[user])


async def test_reports_not_yet_announced_are_offered_again(service):
    await started(service)
    [report] = await service.unannounced()
    await service.mark_announced(report)
    assert await service.unannounced() == []
