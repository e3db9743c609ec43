"""What keeps several processes on one database from doing a thing twice, shown with two
stores (each its own connection, as two processes have) on each backend: leases on the
scheduler's work, the version check when leases fail, reminders that do not go out for a
game that moved on, saves that leave others' bookkeeping alone, one catch-up after an
outage, and a direct message's answer taken by a process that does not own the game."""

import asyncio
import os
import socket

import pytest

from bot.engine import Expand, Marry, SaleDecision, state_from_json
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.games.samarkand.game_settings import Settings
from bot.service import ServiceError
from bot.store import Store
from bot.store.connection import BOOT, NAMESPACE, STARTED, ended_here
from bot.store.notes import TimedOut
from tests.service.conftest import CHANNEL, lobby, rig
from tests.support.ended_process import ended_process, owner_here, owner_started_before_this
from tests.support.engine_scenarios import fam, sp, tigris_route_and_holder


@pytest.fixture
async def two(database, clock):
    """Two services on one database, as two bot processes would be."""
    first = GameService(await Store.open(database, SAMARKAND), clock)
    second = GameService(await Store.open(database, SAMARKAND), clock)
    yield first, second
    await asyncio.gather(first.store.close(), second.store.close())


async def started(service: GameService, channel: str = CHANNEL) -> int:
    await service.lobby.create(channel, "g", f"{channel}-a", "Ann", seed=5)
    await service.lobby.join(channel, f"{channel}-b", "Bob")
    await service.lobby.start(channel, f"{channel}-a", False)
    return (await service.store.live_game(channel)).id


async def test_a_claimed_game_is_passed_by_until_released_or_its_lease_runs_out(two, clock):
    first, second = two
    game = await started(first)
    async with first.store.claimed("computer", clock() + 7 * 3600) as mine:  # every due game: a reminder is
        assert mine == {game}
        async with second.store.claimed("computer", clock(), game) as theirs:
            assert theirs == set()
        async with second.store.claimed("clock", clock(), game) as other_work:
            assert other_work == {game}  # each kind of work has its own lease
    async with second.store.claimed("computer", clock(), game) as theirs:
        assert theirs == {game}
    holding = first.store.claimed("computer", clock(), game)
    assert await holding.__aenter__() == {game}  # and its process dies here, never releasing
    async with second.store.claimed("computer", clock() + first.store.lease_seconds - 1, game) as theirs:
        assert theirs == set()
    async with second.store.claimed("computer", clock() + first.store.lease_seconds, game) as theirs:
        assert theirs == {game}


async def test_only_a_lease_whose_process_here_has_ended_is_taken_back_before_it_runs_out(two, clock):
    """What an offline console does with the claim of one killed while a computer thought: a
    process of this host that runs, one of another host (which cannot be asked) and an owner
    of no known form keep theirs."""
    first, second = two
    game = await started(first)
    holding = first.store.claimed("computer", clock(), game)
    assert await holding.__aenter__() == {game}  # never released
    ended = ended_process()
    for owner in (first.store.owner, f"elsewhere:{ended}:0badf00d", "gone:1", owner_here(ended)):
        await first.store.atomically(lambda tx, owner=owner: tx.execute(
            "UPDATE leases SET owner = ? WHERE game_id = ?", (owner, game)))
        taken = await second.store.take_back_ended("computer", game, clock())
        assert taken is (owner == owner_here(ended)), owner
        assert await second.store.lease_owner("computer", game, clock()) == (None if taken else owner)
    async with second.store.claimed("computer", clock(), game) as theirs:
        assert theirs == {game}


async def lease(service: GameService, game: int, work: str, owner: str, expires: float) -> None:
    """A claim as a process that never gave it back left it."""
    await service.store.atomically(lambda tx: tx.execute(
        "INSERT INTO leases (game_id, work, owner, expires) VALUES (?, ?, ?, ?)", (game, work, owner, expires)))


async def test_at_a_start_every_lease_of_an_ended_process_here_is_taken_back_and_no_other(two, clock):
    """A bot killed while it announced, reminded or thought: the bot started in its place goes
    on at once, not when the claims run out. A container's restart gives the new bot the dead
    one's process id: a lease of this host and this id whose owner started before this process
    is the dead one's; one whose owner does not say when it started runs. A store of this
    process, and a process of another host, keep theirs. A database of
    processes on several hosts (PostgreSQL) keeps every lease: a host's process ids say
    nothing of another host's."""
    first, second = two
    game = await started(first)
    holding = first.store.claimed("computer", clock(), game)
    assert await holding.__aenter__() == {game}  # a live store of this process, never releasing
    expires = clock() + first.store.lease_seconds
    ended, earlier = owner_here(ended_process()), owner_started_before_this(os.getpid())
    works = {"announce": ended, "clock": earlier, "tell": f"elsewhere:{os.getpid()}:0badf00d",
             "review": owner_here(os.getpid())}  # this process's id, its start untold: it runs
    for work, owner in works.items():
        await lease(first, game, work, owner, expires)
    taken = await second.store.take_back_all_ended()
    kept = {work: await second.store.lease_owner(work, game, clock()) for work in works}
    if second.store.one_host:
        assert taken == 2 and kept == {**works, "announce": None, "clock": None}
    else:
        assert taken == 0 and kept == works
    assert await second.store.lease_owner("computer", game, clock()) == first.store.owner


async def test_a_claim_refused_for_an_ended_process_here_is_taken(two, clock):
    """A process sharing the file was killed while it announced: the other posts the turn
    message now, not when the claim runs out."""
    first, second = two
    game = await started(first)
    await lease(first, game, "announce", owner_here(ended_process()), clock() + first.store.lease_seconds)
    async with second.store.claimed("announce", clock(), game) as mine:
        assert mine == ({game} if second.store.one_host else set())


async def test_the_clocks_pass_claims_only_games_in_play_not_paused_and_due(two, clock):
    first, _ = two
    playing, paused = await started(first, "c1"), await started(first, "c2")
    await first.lobby.create("c3", "g", "u", "Uma")
    await first.lobby.pause("c2", "c2-a", False, True)
    async with first.store.claimed("clock", clock()) as mine:
        assert mine == set()  # the first reminder is 6 hours away
    assert not await first.store.anything_due(clock())  # what the scheduler asks before it asks Discord
    async with first.store.claimed("clock", clock() + 6 * 3600) as mine:
        assert mine == {playing} and paused not in mine
    assert await first.store.anything_due(clock() + 6 * 3600)
    await first.lobby.pause("c1", "c1-a", False, True)
    assert not await first.store.anything_due(clock() + 6 * 3600)  # paused games are due for nothing


async def test_when_leases_fail_the_version_check_still_times_out_once(two, clock):
    first, second = two
    games = [await started(first, f"c{n}") for n in range(4)]
    first.store.lease_seconds = second.store.lease_seconds = 0  # every claim runs out at once: both get all
    clock.advance(25)
    ticks = await asyncio.gather(first.clock.tick(), second.clock.tick())
    assert sorted(c.game_id for t in ticks for c in t.changes) == games
    for game in games:
        notes = [e for n in await first.store.news(game) for e in n.events if isinstance(e, TimedOut)]
        assert len(notes) == 1


async def test_a_reminder_for_a_game_that_moved_on_does_not_go_out(two, clock):
    first, second = two
    await started(first)
    stale = await first.store.live_game(CHANNEL)
    await second.play.marry(CHANNEL, stale.seats[0].user, "Sindh")
    assert not await first.store.mark_reminded(stale.id, stale.version, clock(), {})
    assert (await first.store.game(stale.id)).reminded_at == 0


async def test_a_save_leaves_bookkeeping_it_did_not_change(two, clock):
    first, second = two
    game = await started(first)
    read = await first.store.game(game)
    assert await second.store.mark_reminded(game, read.version, 123.0, {})
    read.settings = read.settings.changed(Settings.turn_hours, 48.0)
    await first.store.save(read)
    after = await second.store.game(game)
    assert (after.reminded_at, after.settings.turn_hours, after.version) == (123.0, 48.0, read.version)


async def test_after_an_outage_two_processes_starting_together_move_the_clocks_once(two, clock):
    first, second = two
    game = await started(first)
    waiting = (await first.store.game(game)).waiting_since
    await first.clock.catch_up(grace=120)
    clock.advance(10)
    outages = await asyncio.gather(first.clock.catch_up(grace=120), second.clock.catch_up(grace=120))
    assert sorted(outages) == [0.0, pytest.approx(10 * 3600 - 120)]
    after = await first.store.game(game)
    assert after.waiting_since == waiting  # the turn began when it began; the outage is a span that does not count
    assert after.stopped == [(pytest.approx(waiting + 120), pytest.approx(waiting + 10 * 3600))]


async def test_a_sale_answer_from_a_direct_message_works_in_a_process_that_does_not_own_the_game(two):
    owner, shard_zero = two
    await lobby(owner, 3)
    await owner.lobby.start(CHANNEL, "u0", False)
    row = await owner.store.live_game(CHANNEL)
    await rig(owner, tigris_route_and_holder(2))
    await owner.moves.act(CHANNEL, row.seats[0].user, Expand(fam("Tigris"), (sp("D7"),)))
    holder = row.seats[2].user
    # Discord delivers the DM button (game id, card) to shard 0's process: it finds the game by id.
    report = await shard_zero.moves.act_in(row.id, holder, SaleDecision(8, True), None)
    assert report.game_id == row.id
    state = state_from_json((await owner.store.game(row.id)).state)
    assert not state.offers and 8 not in state.players[2].hand
    await owner.moves.act(CHANNEL, row.seats[1].user, Marry(fam("Levant")))  # and the owner plays on




async def an_open_offer(owner: GameService) -> tuple[str, str, str]:
    """Three people; seat 2 may sell Frankincense (card 8) while seat 1 is to play. Returns
    the channel, the holder and the player to move."""
    await lobby(owner, 3)
    await owner.lobby.start(CHANNEL, "u0", False)
    row = await owner.store.live_game(CHANNEL)
    await rig(owner, tigris_route_and_holder(2))
    await owner.moves.act(CHANNEL, row.seats[0].user, Expand(fam("Tigris"), (sp("D7"),)))
    return CHANNEL, row.seats[2].user, row.seats[1].user


def meanwhile(service: GameService, other_command) -> None:
    """The service's next read of the game returns, but only after another process's command
    has changed the game: its write then finds a newer version."""
    read = service.store.live_game

    async def read_then_wait(channel: str):
        row = await read(channel)
        service.store.live_game = read
        await other_command()
        return row

    service.store.live_game = read_then_wait


async def test_an_action_still_legal_after_another_process_moved_the_game_applies(two):
    """A DM's sale answer, taken by shard 0's process, loses the race to the owner's move:
    it is tried once more on the new version, where it is still legal."""
    owner, shard_zero = two
    channel, holder, mover = await an_open_offer(owner)
    meanwhile(shard_zero, lambda: owner.moves.act(channel, mover, Marry(fam("Levant"))))
    report = await shard_zero.play.decide_sale(channel, holder, "8", True)
    row = await owner.store.live_game(channel)
    assert report.version == row.version
    state = state_from_json(row.state)
    assert 8 not in state.players[2].hand and fam("Levant") in state.players[1].tiles
    last_two = (await owner.store.log(row.id))[-2:]
    assert [(e.seat, type(e.action)) for e in last_two] == [(1, Marry), (2, SaleDecision)]


async def test_an_action_no_longer_legal_after_another_process_moved_the_game_is_refused(two):
    owner, shard_zero = two
    channel, holder, _ = await an_open_offer(owner)
    meanwhile(shard_zero, lambda: owner.play.decide_sale(channel, holder, "8", False))
    with pytest.raises(ServiceError, match="The game changed while you acted"):
        await shard_zero.play.decide_sale(channel, holder, "8", True)
    state = state_from_json((await owner.store.live_game(channel)).state)
    assert 8 in state.players[2].hand and not state.offers


def test_an_owner_of_an_earlier_boot_has_ended_and_one_of_another_namespace_cannot_be_told():
    """A lease's owner says its process's start, boot and process-id namespace: one of an
    earlier boot has ended whatever its id (a rebooted machine with its clock behind); one of
    another namespace (a second container sharing the host's name) counts as running even
    with this process's id and an earlier start; a token that says none of it (an earlier
    release's) runs under this process's id."""
    host, pid = socket.gethostname(), os.getpid()
    assert ended_here(owner_started_before_this(pid))
    other_boot = "f" * 8 if BOOT != "f" * 8 else "e" * 8
    assert ended_here(f"{host}:{pid}:0badf00d.{STARTED + 10_000:x}.{other_boot}.{NAMESPACE}")
    assert not ended_here(f"{host}:{pid}:0badf00d.{STARTED - 1000:x}.{BOOT}.{NAMESPACE}1")
    assert not ended_here(owner_here(pid)) and not ended_here(f"{host}:{pid}:0badf00d.zz.{BOOT}.{NAMESPACE}")
