"""The review after the end at the service's tables (``bot.games.samarkand.reviewing``) and the
bot's sweep (``bot.runtime.review_sweep``): a finished game is reviewed in the background and
stored; a game that ended while no sweep ran (the bot restarted) is reviewed by the next one;
a game whose review cannot be made gets none and holds up no other; a forgotten player's part
is left empty; asking early says about when it will be ready. The searches run on a tiny
budget, in a thread."""

from __future__ import annotations

import asyncio
import random
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace

import pytest

from bot.ai.budget import Budget
from bot.ai.review import GameReview
from bot.engine import Expand, Marry, awaiting, legal_actions, state_from_json
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.games.samarkand.reviewing import advised, stood_in
from bot.runtime.review_sweep import ReviewSweep
from bot.service import ServiceError
from bot.store import ADVISED, STOOD_IN, By, LogEntry, Seat, Store, UserId
from bot.words.i18n import text
from bot.words.review_words import review_lines
from tests.service.conftest import GUILD, finish, started
from tests.support.clock import ManualClock
from tests.support.engine_scenarios import BOARD

TINY = Budget.walks_only(8)


def refusal(err: pytest.ExceptionInfo[ServiceError]) -> str:
    return err.value.message.key


async def game_in(service: GameService, channel: str) -> int:
    return (await service.store.latest_game(channel)).id


async def test_a_game_that_ended_while_no_sweep_ran_is_reviewed_after_the_restart(tmp_path):
    path = tmp_path / "games.sqlite3"
    before = GameService(await Store.open(path, SAMARKAND), ManualClock())
    await finish(before, "a", GUILD, ["a1", "a2"], seed=3)  # ends; the bot stops before any sweep
    game = await game_in(before, "a")
    with pytest.raises(ServiceError) as asked:
        await before.reviewing.for_player(game, "a1")
    assert refusal(asked) == "error.review_not_ready"
    await before.store.close()

    after = GameService(await Store.open(path, SAMARKAND), ManualClock())
    sweep = ReviewSweep(after.reviewing, ThreadPoolExecutor(1), TINY)
    try:
        assert await sweep.sweep() == 1
        assert await sweep.sweep() == 0  # made once, never again
    finally:
        sweep.pool.shutdown()
    stored = GameReview.from_json((await after.store.review(game)).review)
    assert [seat.seat for seat in stored.seats] == [0, 1]
    found = await after.reviewing.for_player(game, "a2")
    assert found.review == stored.of(found.review.seat) and len(found.positions) == len(found.review.points)
    await after.store.close()


async def test_the_running_sweep_reviews_a_game_that_ends_after_it_started(service):
    sweep = ReviewSweep(service.reviewing, ThreadPoolExecutor(1), TINY, every=0.0)
    sweep.start()
    try:
        await finish(service, "a", GUILD, ["a1", "a2"], seed=3)
        game = await game_in(service, "a")
        for _ in range(100_000):
            if await service.store.review(game) is not None or not sweep.running:
                break
            await asyncio.sleep(0)
        assert (await service.store.review(game)).review
    finally:
        sweep.stop()


class HeldPool(ThreadPoolExecutor):
    """A thread whose reviews wait until the test lets them go on (``go``), with a count of
    the reviews asked of it and the moment the first was (``asked_once``)."""

    def __init__(self) -> None:
        super().__init__(1)
        self.asked, self.asked_once, self.go = 0, asyncio.Event(), threading.Event()

    def submit(self, fn, /, *args, **kwargs):  # type: ignore[no-untyped-def]
        self.asked += 1
        self.asked_once.set()  # run_in_executor submits from the loop's thread
        return super().submit(lambda: self.go.wait() and fn(*args, **kwargs))


async def test_two_processes_never_make_the_same_review(service, clock, database):
    """While one process makes the oldest game's review, another takes the next game, then
    finds none left for it: no review's minute or two of CPU is spent twice."""
    await finish(service, "a", GUILD, ["a1", "a2"], seed=3)
    await finish(service, "b", GUILD, ["b1", "b2"], seed=4)
    oldest, next_one = await game_in(service, "a"), await game_in(service, "b")
    other = GameService(await Store.open(database, SAMARKAND), clock)  # a second process on the database
    held, free = HeldPool(), HeldPool()
    free.go.set()
    try:
        making = asyncio.create_task(service.reviewing.review_waiting(held, TINY))
        await held.asked_once.wait()  # the oldest game's review is under way in the first process
        assert await other.reviewing.review_waiting(free, TINY) == next_one
        assert await other.reviewing.review_waiting(free, TINY) is None  # the oldest is still being made
        held.go.set()
        assert await making == oldest
        assert await other.reviewing.review_waiting(free, TINY) is None
        assert (held.asked, free.asked) == (1, 1)
        assert (await service.store.review(oldest)).review and (await service.store.review(next_one)).review
    finally:
        held.go.set()
        held.shutdown()
        free.shutdown()
        await other.store.close()


async def test_a_game_whose_review_cannot_be_made_gets_none_and_the_next_is_made(service):
    await finish(service, "a", GUILD, ["a1", "a2"], seed=3)
    await finish(service, "b", GUILD, ["b1", "b2"], seed=4)
    broken, fine = await game_in(service, "a"), await game_in(service, "b")
    await service.store.atomically(lambda tx: tx.execute("DELETE FROM actions WHERE game_id = ? AND seq = 1",
                                                         (broken,)))  # its log no longer replays
    assert await service.reviewing.review_waiting(None, TINY) == broken
    assert await service.reviewing.review_waiting(None, TINY) == fine
    with pytest.raises(ServiceError) as asked:
        await service.reviewing.for_player(broken, "a1")
    assert refusal(asked) == "error.review_none"
    seat = next(seat for seat, entry in enumerate((await service.store.game(fine)).seats) if entry.user == "b1")
    assert (await service.reviewing.for_player(fine, "b1")).review.seat == seat


async def test_who_may_see_a_review_and_when(service):
    with pytest.raises(ServiceError) as asked:
        await service.reviewing.last_game("a")
    assert refusal(asked) == "error.review_no_finished_game"
    await finish(service, "a", GUILD, ["a1", "a2"], seed=3)
    await finish(service, "b", GUILD, ["b1", "b2"], seed=4)
    first, second = await game_in(service, "a"), await game_in(service, "b")
    assert await service.reviewing.last_game("b") == second
    service.reviewing.per_game = 90.0
    with pytest.raises(ServiceError) as asked:
        await service.reviewing.for_player(second, "b1")
    assert (refusal(asked), asked.value.message.values["count"]) == ("error.review_not_ready", 3)  # 2 games at 90 s
    with pytest.raises(ServiceError) as asked:
        await service.reviewing.for_player(first, "b1")
    assert refusal(asked) == "error.review_not_yours"
    with pytest.raises(ServiceError) as asked:
        await service.reviewing.for_player(first + 100, "a1")
    assert refusal(asked) == "error.review_not_yours"  # no such game: not "it has not finished", nor that none is
    playing = await started(service)
    with pytest.raises(ServiceError) as asked:
        await service.reviewing.for_player(playing.id, "u0")
    assert refusal(asked) == "error.review_not_ended"  # its player learns that it has not ended
    with pytest.raises(ServiceError) as asked:
        await service.reviewing.for_player(playing.id, "a1")
    assert refusal(asked) == "error.review_not_yours"  # anyone else learns nothing of it
    with pytest.raises(ServiceError) as asked:
        await service.reviewing.for_player(10**20, "a1")
    assert refusal(asked) == "error.review_not_yours"  # a number no database holds: no overflow


async def test_a_forgotten_players_part_of_the_review_is_made_again_empty(service):
    await finish(service, "a", GUILD, ["a1", "a2"], seed=3)
    game = await game_in(service, "a")
    await service.reviewing.review_waiting(None, TINY)
    made = GameReview.from_json((await service.store.review(game)).review)
    assert made.of(0).points and made.of(1).points  # random play: each seat has turns that cost points
    gone = next(seat for seat, entry in enumerate((await service.store.game(game)).seats) if entry.user == "a1")
    await service.privacy.forget("a1")
    assert await service.store.review(game) is None  # dropped, to be made again
    await service.reviewing.review_waiting(None, TINY)
    again = GameReview.from_json((await service.store.review(game)).review)
    assert again.of(gone).points == () and again.of(1 - gone) == made.of(1 - gone)


async def test_a_pool_that_fails_leaves_the_game_waiting_for_the_next_sweep(service):
    await finish(service, "a", GUILD, ["a1", "a2"], seed=3)
    game = await game_in(service, "a")
    gone = ThreadPoolExecutor(1)
    gone.shutdown()  # as at a restart: the pool's failure, not the game's
    with pytest.raises(RuntimeError):
        await service.reviewing.review_waiting(gone, TINY)
    assert await service.store.unreviewed() == [game]


def test_the_moves_a_time_out_stand_in_played_are_told_apart_for_the_review():
    entries = [LogEntry(0, Marry(1), "player"), LogEntry(1, Marry(2), STOOD_IN), LogEntry(0, Marry(3), "computer"),
               LogEntry(1, Marry(4), STOOD_IN)]
    assert stood_in(entries) == frozenset({1, 3})
    assert stood_in(entries[:1]) == frozenset()
    entries.append(LogEntry(0, Marry(5), ADVISED))
    assert (stood_in(entries), advised(entries)) == (frozenset({1, 3}), frozenset({4}))


def test_a_computers_moves_on_a_seat_it_took_over_are_not_the_persons_to_be_judged():
    """A person replaced by a computer (or gone from the server): the computer's moves on their
    seat are left out of their review as a stand-in's are; a computer seat's own moves, and the
    person's moves before, are not."""
    seats = [Seat(UserId("u0"), "Ann", "expert"), Seat(UserId("cpu1"), "Computer 1", "casual"),
             Seat(UserId("u2"), "Cyd", "greedy", left=True), Seat(UserId("u3"), "Dee")]
    entries = [LogEntry(0, Marry(1), By.PLAYER), LogEntry(1, Marry(2), By.COMPUTER), LogEntry(2, Marry(3), By.PLAYER),
               LogEntry(3, Marry(4), By.PLAYER), LogEntry(0, Marry(5), By.COMPUTER), LogEntry(1, Marry(6), By.COMPUTER),
               LogEntry(2, Marry(7), By.COMPUTER), LogEntry(3, Marry(8), By.STOOD_IN)]
    assert stood_in(entries, seats) == frozenset({4, 6, 7})
    assert stood_in(entries) == frozenset({7})


async def test_the_sweep_leaves_out_the_moves_logged_as_a_hints(service, monkeypatch):
    """The moves a person played as their hint suggested (``ADVISED`` in the log) reach the
    review as not theirs to be judged, as a stand-in's do: the stored review has no turning
    point at them."""
    from bot.games.samarkand import reviewing
    await finish(service, "a", GUILD, ["a1", "a2"], seed=3)
    game = await game_in(service, "a")
    marked = [number for number, entry in enumerate(await service.store.log(game))
              if isinstance(entry.action, Marry)][:2]
    await service.store._write("UPDATE actions SET by = ? WHERE game_id = ? AND seq IN (?, ?)",
                               (ADVISED, game, *(number + 1 for number in marked)))
    asked = []
    real = reviewing.review_or_why_not
    monkeypatch.setattr(reviewing, "review_or_why_not", lambda *given: asked.append(given) or real(*given))
    await service.reviewing.review_waiting(None, TINY)
    [(*_, stood, hinted)] = asked
    assert (stood, hinted) == (frozenset(), frozenset(marked))


async def test_the_sweep_leaves_out_a_computers_moves_on_a_seat_it_took_over(service, monkeypatch):
    """The host replaced a person by a computer: the computer's moves on that seat reach the
    review as a stand-in's do, not as the person's to be judged."""
    from bot.games.samarkand import reviewing
    await finish(service, "a", GUILD, ["a1", "a2"], seed=3)
    game = await game_in(service, "a")
    row = await service.store.game(game)
    row.seats[1] = replace(row.seats[1], kind="casual")  # taken over, as /replace leaves it
    await service.store.save(row)
    theirs = [number for number, entry in enumerate(await service.store.log(game)) if entry.seat == 1][-3:]
    await service.store._write("UPDATE actions SET by = ? WHERE game_id = ? AND seq IN (?, ?, ?)",
                               (By.COMPUTER.value, game, *(number + 1 for number in theirs)))
    asked = []
    real = reviewing.review_or_why_not
    monkeypatch.setattr(reviewing, "review_or_why_not", lambda *given: asked.append(given) or real(*given))
    await service.reviewing.review_waiting(None, TINY)
    [(*_, stood, hinted)] = asked
    assert (stood, hinted) == (frozenset(theirs), frozenset())


async def test_a_player_whose_every_move_a_stand_in_made_is_not_praised(service, clock):
    """One of two people times out every turn, so a stand-in makes each of their moves: their
    review judges none of them, yet must not call that "well played". The other's review judges
    their own moves as before."""
    await service.lobby.create("a", GUILD, "a1", "A1", seed=3)
    await service.lobby.join("a", "a2", "A2")
    await service.lobby.start("a", "a1", False)
    rng = random.Random(3)
    while (row := await service.store.live_game("a")) is not None:
        state = state_from_json(row.state)
        if row.computer_due:
            await service.computers.computer_step(row.id)
        elif (seat := awaiting(state)[0].player) == seat_of(row, "a2"):
            clock.advance(25)
            await service.clock.tick()
        else:
            await service.moves.act("a", "a1", rng.choice(legal_actions(state, seat)))
    game = await game_in(service, "a")
    entries = await service.store.log(game)
    absent = seat_of(await service.store.game(game), "a2")
    theirs = [entry for entry in entries if entry.seat == absent and isinstance(entry.action, Marry | Expand)]
    assert any(isinstance(entry.action, Marry) for entry in theirs) and {entry.by for entry in theirs} == {STOOD_IN}
    await service.reviewing.review_waiting(None, TINY)
    gone, present = [await service.reviewing.for_player(game, user) for user in ("a2", "a1")]
    said = review_lines(BOARD, gone.names, gone.review)
    assert (gone.review.judged, gone.review.advised) == (0, 0) and said[0].key == "review.none_made_for_you"
    assert "well played" not in text("en")(said[0]) and "a computer played each of them for you" in text("en")(said[0])
    assert present.review.judged > 0


def seat_of(row, user: str) -> int:
    return next(number for number, seat in enumerate(row.seats) if seat.user == user)
