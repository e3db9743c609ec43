"""The seat's holder, and nobody else, acts for it or sees its hand: a player whose seat the
host handed to a computer is refused like anyone outside the game, in every way a command
reaches a seat (acting, the hand, the panel's choices, the door of components, standing
orders), while a time-out stand-in leaves the seat its player's. Posting a replay in public
is for the game's people."""

from __future__ import annotations

import pytest

from bot.engine import legal_actions, state_from_json
from bot.service import ServiceError
from bot.store import StandIn
from tests.service.conftest import CHANNEL, lobby


async def started(service, humans: int = 3):
    await lobby(service, humans)
    await service.lobby.start(CHANNEL, "u0", False)
    row = await service.store.live_game(CHANNEL)
    return row, state_from_json(row.state)


async def test_a_replaced_player_no_longer_plays_or_sees_the_seat(service):
    row, state = await started(service)
    seat = state.active
    user = row.seats[seat].user
    await service.lobby.replace(CHANNEL, "u0", False, user)  # the host's own seat too, if it is theirs to play
    before = await service.store.live_game(CHANNEL)
    action = legal_actions(state_from_json(before.state), seat)[0]
    refusals = {
        "act": lambda: service.moves.act(CHANNEL, user, action),
        "hand": lambda: service.reading.hand(CHANNEL, user),
        "options": lambda: service.play.options(CHANNEL, user),
        "door": lambda: service.reading.actor(row.id, user, CHANNEL),
        "order": lambda: service.play.standing_order(CHANNEL, user, "1", "sell"),
    }
    for name, call in refusals.items():
        with pytest.raises(ServiceError, match="A computer plays your seat"):
            await call()
        assert (await service.store.live_game(CHANNEL)).version == before.version, name
    assert not await service.reading.deciding(CHANNEL, user)
    assert all(game.game_id != row.id for game in await service.seated.games_of(row.guild_id, user))
    with pytest.raises(ServiceError, match="A computer plays"):
        await service.lobby.replace(CHANNEL, "u0", True, user)  # a seat is handed over once


async def test_the_door_checks_the_game_the_channel_and_the_seat(service):
    row, state = await started(service)
    holder = row.seats[state.active].user
    actor = await service.reading.actor(row.id, holder, CHANNEL)
    assert (actor.game_id, actor.channel_id, actor.seat) == (row.id, CHANNEL, state.active)
    assert (await service.reading.actor(row.id, holder, None)).seat == state.active  # a direct message
    with pytest.raises(ServiceError, match="does not belong here"):
        await service.reading.actor(row.id, holder, "another-channel")
    with pytest.raises(ServiceError, match="not playing in this game"):
        await service.reading.actor(row.id, "u9", CHANNEL)
    with pytest.raises(ServiceError, match="no longer in play"):
        await service.reading.actor(row.id + 1, holder, CHANNEL)


async def test_a_time_out_stand_in_leaves_the_seat_its_players(service):
    row, state = await started(service)
    seat = state.active
    row.standin = StandIn(seat, state.turn)
    row = await service.store.save(row)
    user = row.seats[seat].user
    assert (await service.reading.hand(CHANNEL, user)).version == row.version
    report = await service.moves.act(CHANNEL, user, legal_actions(state, seat)[0])
    assert report.version > row.version and (await service.store.live_game(CHANNEL)).standin is None


async def test_only_the_games_people_post_a_replay_in_public(service):
    await started(service)
    await service.reading.check_may_post(CHANNEL, "u1", False)  # a player
    await service.reading.check_may_post(CHANNEL, "u9", True)  # a server admin
    with pytest.raises(ServiceError, match="Only the game's players"):
        await service.reading.check_may_post(CHANNEL, "u9", False)
    await service.lobby.replace(CHANNEL, "u0", False, "u2")
    with pytest.raises(ServiceError, match="Only the game's players"):
        await service.reading.check_may_post(CHANNEL, "u2", False)


async def test_the_hosts_replace_refused_speaks_of_the_person_named_not_of_the_host(service):
    """The host, seated, is not told that they play in no game, nor that a computer plays
    their seat: the refusal is about the person they named."""
    row, _ = await started(service)
    with pytest.raises(ServiceError) as stranger:
        await service.lobby.replace(CHANNEL, "u0", False, "somebody-else")
    assert stranger.value.message.key == "error.replace_not_seated"
    await service.lobby.replace(CHANNEL, "u0", False, row.seats[1].user)
    before = await service.store.live_game(CHANNEL)
    with pytest.raises(ServiceError) as again:
        await service.lobby.replace(CHANNEL, "u0", False, row.seats[1].user)
    assert again.value.message.key == "error.replaced_already"
    assert again.value.message.values == {"player": row.seats[1].name}
    assert (await service.store.live_game(CHANNEL)).version == before.version
