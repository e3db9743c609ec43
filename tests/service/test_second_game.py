"""The second game through the platform's parts (issue 47): Pebbles (``tests/support/pebbles.py``)
is set up in a lobby with its own computer levels and table size, started, played by commands,
reminded, timed out and played on by a stand-in, announced, ended and rated, and a player is
forgotten, by the same service parts that play Samarkand, handed only its ``Rules``. Nothing
here or there imports Samarkand."""

from __future__ import annotations

import pytest

from bot.service import Platform, ServiceError, Tables
from bot.store import STOOD_IN, GameStatus, Store
from bot.store.notes import TimedOut
from tests.support.clock import ManualClock
from tests.support.pebbles import PEBBLES, Ended, Took

CHANNEL, GUILD = "pebbles-1", "guild-1"


@pytest.fixture
async def platform(database):
    store = await Store.open(database, PEBBLES)
    clock = ManualClock()
    yield Platform(Tables(store, PEBBLES, clock)), clock
    await store.close()


async def started(platform: Platform) -> int:
    await platform.lobby.create(CHANNEL, GUILD, "u0", "Ann", seed=7)
    await platform.lobby.join(CHANNEL, "u1", "Bob")
    report = await platform.lobby.start(CHANNEL, "u0", False)
    assert report.mentions == ["u0"]  # Ann joined first and is seated first
    return report.game_id


async def test_second_game_is_set_up_started_and_tells_each_player_their_secret_alone(platform):
    service, _ = platform
    await service.lobby.create(CHANNEL, GUILD, "u0", "Ann", seed=7)
    await service.lobby.join(CHANNEL, "u1", "Bob")
    report = await service.lobby.start(CHANNEL, "u0", False)
    pile = PEBBLES.load((await service.store.game(report.game_id)).state)
    assert set(report.private) == {"u0", "u1"}
    for seat, user in enumerate(("u0", "u1")):
        (line,) = report.private[user]
        assert line.key == "pebbles.lucky" and line.values == {"lucky": pile.lucky[seat]}
    assert all(line.key != "pebbles.lucky" for line in report.public)
    assert report.view == {"left": 11, "taken": [0, 0], "active": 0, "turn": 1}


async def test_second_game_refuses_a_move_out_of_turn_or_against_its_rules_and_changes_nothing(platform):
    service, _ = platform
    game = await started(service)
    before = await service.store.game(game)
    with pytest.raises(ServiceError):
        await service.moves.act(CHANNEL, "u1", 1)  # Bob, out of turn
    with pytest.raises(ServiceError) as refused:
        await service.moves.act(CHANNEL, "u0", 4)  # more than three
    assert refused.value.message.key == "pebbles.illegal"
    with pytest.raises(ServiceError):
        await service.moves.act(CHANNEL, "stranger", 1)
    after = await service.store.game(game)
    assert (after.version, after.state) == (before.version, before.state)


async def test_second_game_is_reminded_timed_out_played_on_by_a_stand_in_and_announced(platform):
    service, clock = platform
    game = await started(service)
    report = await service.moves.act(CHANNEL, "u0", 3)
    assert report.mentions == ["u1"] and [line.key for line in report.public] == ["pebbles.took"]

    clock.advance(7)  # past the table's 6 hours between reminders
    tick = await service.clock.tick()
    assert [reminder.mentions for reminder in tick.reminders] == [["u1"]]

    clock.advance(18)  # past the 24 hours of Bob's turn
    tick = await service.clock.tick()
    (change,) = tick.changes
    assert change.computer_due
    row = await service.store.game(game)
    assert row.standin is not None and row.standin.seat == 1
    stood_in = await service.computers.computer_step(game)
    assert stood_in is not None and stood_in.mentions == ["u0"]  # the stand-in played Bob's turn
    told = stood_in.private["u1"]  # Bob hears that a stand-in played for him, and what: not the opening alone
    assert [line.key for line in told] == ["news.stood_in_for_you", "pebbles.took"]
    assert told[1].values["player"] == "Bob"
    entries = await service.store.log(game)
    assert [(entry.seat, entry.by) for entry in entries] == [(0, "player"), (1, STOOD_IN)]
    assert isinstance((await service.store.news(game))[-1].events[-1], Took)
    timed_out = [item for news in await service.store.news(game) for item in news.events
                 if isinstance(item, TimedOut)]
    assert [(note.player, note.policy) for note in timed_out] == [(1, "standin")]

    announcement = await service.news.announcement(game)
    assert announcement is not None and announcement.mentions == ["u0"]
    assert [line.key for line in announcement.lines] == ["news.started", "pebbles.took", "news.timeout_standin",
                                                         "pebbles.took"]
    assert all(line.key != "pebbles.lucky" for line in announcement.lines)  # the secret stays secret
    assert [line.key for line in announcement.notes] == ["news.started", "news.timeout_standin"]  # kept in any cut


async def test_second_game_ends_and_is_rated(platform):
    service, _ = platform
    game = await started(service)
    users = ("u0", "u1")
    while (row := await service.store.game(game)).status is GameStatus.PLAYING:
        pile = PEBBLES.load(row.state)
        await service.moves.act(CHANNEL, users[pile.active], min(2, pile.left))
    pile = PEBBLES.load(row.state)
    assert row.status is GameStatus.OVER and pile.left == 0
    ended = (await service.store.news(game))[-1].events[-1]
    assert isinstance(ended, Ended) and ended.points == pile.points()
    for user in users:
        standing = (await service.store.standings(user, [GUILD]))[GUILD]
        assert standing.tally.games == 1
    winner = max(range(2), key=lambda seat: pile.points()[seat])
    assert (await service.store.standings(users[winner], [GUILD]))[GUILD].tally.wins == 1


async def test_second_game_seats_its_own_computers_at_its_own_table_sizes(platform):
    service, _ = platform
    await service.lobby.create(CHANNEL, GUILD, "u0", "Ann", seed=3)
    with pytest.raises(ServiceError) as refused:
        await service.lobby.add_computer(CHANNEL, "u0", "expert")  # Samarkand's level: none of Pebbles'
    assert refused.value.message.key == "pebbles.no_level"
    with pytest.raises(ServiceError) as refused:
        await service.lobby.start(CHANNEL, "u0", False)  # one at a game of two
    assert refused.value.message.values == {"least": 2, "most": 2, "count": 1}
    await service.lobby.add_computer(CHANNEL, "u0")
    with pytest.raises(ServiceError) as refused:
        await service.lobby.join(CHANNEL, "u1", "Bob")  # a third at a game of two
    assert refused.value.message.key == "error.full"
    report = await service.lobby.start(CHANNEL, "u0", False)
    await service.moves.act(CHANNEL, "u0", 1)
    played = await service.computers.computer_step(report.game_id)
    assert played is not None and played.mentions == ["u0"]
    (_, computer) = await service.store.log(report.game_id)
    assert (computer.seat, computer.by) == (1, "computer") and 1 <= computer.action <= 3


async def test_second_game_forgets_a_player_whose_seat_a_computer_then_plays(platform):
    service, _ = platform
    game = await started(service)
    await service.moves.act(CHANNEL, "u0", 2)
    await service.privacy.forget("u1")  # Bob asks to be forgotten while it is his turn
    row = await service.store.game(game)
    pile = PEBBLES.load(row.state)
    assert row.seats[1].user != "u1" and not row.seats[1].human
    assert pile.names[1] == row.seats[1].name != "Bob"  # renamed in the game's own state too
    played = await service.computers.computer_step(game)
    assert played is not None and played.mentions == ["u0"]
    assert (await service.store.log(game))[-1].by == "computer"
