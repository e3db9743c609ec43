"""Several processes on one database, each on its own shards of the bot's gateway: a player can
act only while the process running their server's shard is up, so only that process reminds
and times them out, and the time it was down, told by its own shards' heartbeat, counts against
none of its players. Before, the one heartbeat all processes beat hid a crashed process's
downtime, and the others timed its players out meanwhile."""

import asyncio

import pytest

from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.store import Store, clocks
from bot.store.shard_beats import Shards

ON_0, ON_1 = str(2 << 22), str(1 << 22)  # servers on shard 0 and on shard 1 of two: (id >> 22) % 2


@pytest.fixture
async def two_shards(database, clock):
    """Two processes on one database: the first runs shard 0 of two, the second shard 1."""
    first = GameService(await Store.open(database, SAMARKAND), clock)
    second = GameService(await Store.open(database, SAMARKAND), clock)
    first.store.shards, second.store.shards = Shards(2, (0,)), Shards(2, (1,))
    yield first, second
    await asyncio.gather(first.store.close(), second.store.close())


async def started(service: GameService, channel: str, guild: str) -> int:
    await service.lobby.create(channel, guild, f"{channel}-a", "Ann", seed=5)
    await service.lobby.join(channel, f"{channel}-b", "Bob")
    await service.lobby.start(channel, f"{channel}-a", False)
    return (await service.store.live_game(channel)).id


def told(ticks: list) -> set[int]:
    """The games a list of passes reminded or timed out."""
    return {c.game_id for t in ticks for c in t.changes} | {r.game_id for t in ticks for r in t.reminders}


def test_a_server_is_on_the_shard_discord_puts_it_on():
    assert [Shards(2, (0, 1)).shard_of(g) for g in (ON_0, ON_1)] == [0, 1]
    assert Shards(4, (3,)).shard_of(str((7 << 22) + 12345)) == 3 and Shards(4, (3,)).holds(str(7 << 22))
    assert Shards(2, (0, 1)).shard_of("console") is None  # a game at a keyboard is on none


async def test_a_process_down_for_a_day_times_out_none_of_its_players(two_shards, clock):
    first, second = two_shards
    here, there = await started(first, "c0", ON_0), await started(first, "c1", ON_1)
    await asyncio.gather(first.clock.catch_up(60.0), second.clock.catch_up(60.0))
    ticks = []
    for _ in range(30):  # the second process crashed: the first passes every hour for 30 hours
        clock.advance(1)
        ticks.append(await first.clock.tick())
    assert told(ticks) == {here}  # its own game reminded and timed out; the other one left alone
    assert not await first.store.anything_due(clock()) and await second.store.anything_due(clock())

    outage = await second.clock.catch_up(60.0)  # the second process starts again
    assert 30 * 3600 - 60 - 1 < outage < 30 * 3600
    assert told([await second.clock.tick()]) == set()  # nobody of shard 1 lost time to the crash
    assert [s for s in (await first.store.game(here)).stopped if s[1] - s[0] > 3600] == []
    clock.advance(25)
    assert there in told([await second.clock.tick()])  # its clocks run on from where they stood


async def test_one_process_on_every_shard_keeps_every_game(two_shards, clock):
    first, _ = two_shards
    first.store.shards = Shards(2, (0, 1))
    games = {await started(first, "c0", ON_0), await started(first, "c1", ON_1)}
    await first.clock.catch_up(60.0)
    clock.advance(7)
    assert await first.store.anything_due(clock())
    assert told([await first.clock.tick()]) == games


async def test_processes_that_start_on_shards_one_after_another_each_find_their_downtime(two_shards, clock):
    """The bot ran without shards, stopped for 30 hours, and starts again on two processes: the
    second to start finds its shard's downtime though the first just beat the bot's heartbeat."""
    first, second = two_shards
    here, there = await started(first, "c0", ON_0), await started(first, "c1", ON_1)
    first.store.shards = None
    await first.clock.catch_up(60.0)
    clock.advance(30)
    first.store.shards = Shards(2, (0,))
    outages = [await first.clock.catch_up(60.0), await second.clock.catch_up(60.0)]
    assert all(30 * 3600 - 61 < outage < 30 * 3600 for outage in outages)
    assert told([await first.clock.tick(), await second.clock.tick()]) == set()
    clock.advance(25)
    assert told([await first.clock.tick(), await second.clock.tick()]) == {here, there}


async def test_a_number_of_shards_used_again_starts_from_the_bots_heartbeat(two_shards, clock):
    """Two shards, then four for two weeks (while a process still on two beats once more),
    then two again after a minute: a minute down, not two weeks read from old shards' beats."""
    first, second = two_shards
    await started(first, "c0", ON_0)
    await asyncio.gather(first.clock.catch_up(60.0), second.clock.catch_up(60.0))
    first.store.shards = Shards(4, (0, 1, 2, 3))
    await first.clock.catch_up(60.0)
    await second.store.heartbeat(clock())  # the last process on two shards, not stopped yet
    for _ in range(14):
        clock.advance(24)
        await first.clock.tick()
    clock.advance(seconds=60)
    first.store.shards = Shards(2, (0, 1))
    assert await first.clock.catch_up(60.0) == 0.0


async def test_a_process_left_on_the_old_number_forgets_no_beat_of_the_new_one(two_shards, clock, database, caplog):
    """Two processes on two shards; a third starts on four (all of them). A shard of the second,
    still on two, comes back: it reads the beats, and writes none. The third crashes for 30
    hours, while the first beats the bot's heartbeat, and starts again: its downtime is found,
    not read as none from a beat the old process had given back to the bot's."""
    first, second = two_shards
    await started(first, "c0", ON_0)
    await asyncio.gather(first.clock.catch_up(60.0), second.clock.catch_up(60.0))
    third = GameService(await Store.open(database, SAMARKAND), clock)
    third.store.shards = Shards(4, (0, 1, 2, 3))
    with caplog.at_level("WARNING", logger="samarkand.store"):
        await third.clock.catch_up(60.0)
    assert "starts on 4 shards while a process on another number of shards ran until just now" in caplog.text
    await third.store.close()
    caplog.clear()
    with caplog.at_level("WARNING", logger="samarkand.store"):
        await second.clock.catch_up(60.0)  # its shard reconnected
    assert "but a process started since on another number of shards" in caplog.text
    for _ in range(30):
        clock.advance(1)
        await first.clock.tick()
    again = GameService(await Store.open(database, SAMARKAND), clock)
    again.store.shards = Shards(4, (0, 1, 2, 3))
    outage = await again.clock.catch_up(60.0)
    await again.store.close()
    assert 30 * 3600 - 61 < outage < 30 * 3600


async def test_the_pass_claims_many_due_games_in_parts(two_shards, clock, monkeypatch):
    first, _ = two_shards
    monkeypatch.setattr(clocks, "CLAIMED_AT_ONCE", 2)
    games = {await started(first, f"c{n}", str((2 * n) << 22)) for n in range(5)}  # all on shard 0
    async with first.store.claimed("clock", clock() + 7 * 3600) as mine:
        assert mine == games
