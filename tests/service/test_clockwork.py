"""The clockwork over days: reminders and time-outs keep one public schedule whether or not
anyone holds a card (R6.5), the host's pause and a lost channel are separate reasons, and
the computer driver lets every game advance on its own."""

from __future__ import annotations

import asyncio
import json

import pytest

from bot.ai.thinking import InlineThinker
from bot.engine import Discard, Expand, Marry, SaleDecision, awaiting, legal_actions, state_from_json
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.runtime.computer_driver import ComputerDriver
from bot.service.work import is_secret, secretly
from bot.store import Store
from bot.words.i18n import text
from tests.service.conftest import CHANNEL, GUILD, lobby, rig
from tests.support.engine_scenarios import give_tile

TICK_HOURS = 1 / 6  # the scheduler's pass every 10 minutes
HOLDER = 2
CARD = 8  # Frankincense, the good of D7, which seat 0's Tigris camel reaches first
ENGLISH = text("en")


def deal(variant: int):
    """Seat 0 can reach D7 with Tigris, seat 2 can expand with Levant; the card of D7 lies at
    the bottom of the deck (variant 0: nobody holds it) or in seat 2's hand, swapped with the
    card that lay there (variant 1). Nothing else differs, and nobody draws that deep."""
    def edit(state):
        give_tile(state, 0, "Tigris")
        give_tile(state, HOLDER, "Levant")
        state.deck.remove(CARD)
        state.deck.insert(0, CARD)
        if variant:
            hand = state.players[HOLDER].hand
            hand[0], state.deck[0] = state.deck[0], hand[0]
            hand.sort()
    return edit


def first_move(state, seat: int):
    """A move chosen from what everyone sees: an expansion if the seat has one, else the first
    marriage; a discard gives up the lowest cards the rule requires."""
    decision = awaiting(state)[0]
    if decision.kind == "discard":
        return Discard(tuple(state.players[seat].hand[:decision.least]))
    moves = [a for a in legal_actions(state, seat) if not isinstance(a, SaleDecision)]
    return next((a for a in moves if isinstance(a, Expand)), next(a for a in moves if isinstance(a, Marry)))


async def move(service: GameService, seat: int) -> object:
    """Seat's move (and its discard, if the move asks for one), as the player would make it."""
    row = await service.store.live_game(CHANNEL)
    state = state_from_json(row.state)
    if seat == 0:
        report = await service.moves.act(CHANNEL, row.seats[0].user, Expand(state.board.family_named("Tigris").index,
                                                                          (state.board.by_label["D7"],)))
    else:
        report = await service.moves.act(CHANNEL, row.seats[seat].user, first_move(state, seat))
    state = state_from_json((await service.store.live_game(CHANNEL)).state)
    if state.pending and state.pending[0].kind == "discard":
        report = await service.moves.act(CHANNEL, row.seats[seat].user, first_move(state, seat))
    return report


def said(when: float, kind: str, what: object) -> str:
    return json.dumps([round(when), kind, what], sort_keys=True, default=str)


async def public_schedule(service: GameService, clock, variant: int, hours: float) -> tuple[list[str], int]:
    """Everything public over ``hours`` of a game played at these hours by people (seat 0 at
    once, seat 1 after 12 h, seat 2, the holder, after 18 h of its own turn), with time-outs in
    between; the scheduler ticks every 10 minutes. Returns the public record and how many sale
    offers timed out."""
    await lobby(service, 3)
    await service.lobby.start(CHANNEL, "u0", False)
    await rig(service, deal(variant))
    start, record = clock.now, []

    def note(kind: str, what: object) -> None:
        record.append(said(clock.now - start, kind, what))

    async def announce(game_id: int) -> None:
        """Play the announcer: the turn message due now, if any."""
        announcement = await service.news.announcement(game_id)
        if announcement:
            note("turn message", [ENGLISH.lines(announcement.lines), announcement.mentions,
                                  announcement.deadline, announcement.view])
            await service.news.announced(announcement, f"message-{len(record)}")

    row = await service.store.live_game(CHANNEL)
    people = {0: 0, round(12 / TICK_HOURS): 1, round(30 / TICK_HOURS): HOLDER}
    for step in range(round(hours / TICK_HOURS) + 1):
        if step in people:
            await move(service, people[step])
            await announce(row.id)
        for reminder in (await service.clock.tick()).reminders:
            if reminder.mentions:
                note("reminder", [reminder.mentions, reminder.deadline, reminder.outage_hours])
        await announce(row.id)
        while await service.computers.computer_step(row.id) is not None:
            await announce(row.id)
        clock.advance(TICK_HOURS)
    log = await service.store.log(row.id)
    return record, sum(e.by == "timeout" and isinstance(e.action, SaleDecision) for e in log)


@pytest.fixture
async def other_database(request, database, tmp_path) -> str:
    """A second empty database on the same backend as ``database``."""
    if "://" in database:
        return await request.getfixturevalue("postgres").new_database()
    return str(tmp_path / "other.sqlite3")


@pytest.mark.rule("R6.5")
async def test_reminders_and_time_outs_keep_one_public_schedule_whoever_holds_the_card(
        database, other_database, clock):
    """A sale offer that times out in the very pass in which the waiting player is due a
    reminder must not shift that reminder (it once came 10 minutes late, showing that someone
    held the card), nor any stand-in's move after it."""
    seen = []
    for variant, address in enumerate((database, other_database)):
        service = GameService(await Store.open(address, SAMARKAND), clock)
        clock.now = 1_000_000.0
        try:
            seen.append(await public_schedule(service, clock, variant, hours=100))
        finally:
            await service.store.close()
    (nobody, unheld), (holder, timed_out) = seen
    assert unheld == 0 and timed_out == 1, "the offer must time out in the holder's variant"
    assert sum('"reminder"' in line for line in nobody) >= 8
    assert sum("Time is up" in line for line in nobody) >= 2
    assert holder == nobody


async def playing(service: GameService):
    await lobby(service, 3)
    await service.lobby.start(CHANNEL, "u0", False)
    return await service.store.live_game(CHANNEL)


async def host(service: GameService, paused: bool) -> None:
    await service.lobby.pause(CHANNEL, "u0", False, paused)


async def channel(service: GameService, game_id: int, works: bool) -> None:
    if works:
        await service.clock.channel_works(CHANNEL)
    else:
        await service.clock.channel_lost(game_id, "the channel no longer exists")


@pytest.mark.parametrize("order", [
    [(host, True), (channel, False), (channel, True), (host, False)],
    [(channel, False), (host, True), (channel, True), (host, False)],
    [(channel, False), (host, True), (host, False), (channel, True)],
    [(host, True), (channel, False), (host, False), (channel, True)],
])
async def test_the_hosts_pause_and_a_lost_channel_are_lifted_each_on_its_own(service, clock, order):
    """A channel coming back never undoes the host's /pause, nor /resume a lost channel: the
    clock runs again only when neither holds it, and none of the pause counts."""
    row = await playing(service)
    for step, (reason, value) in enumerate(order):
        clock.advance(5)
        if reason is host:
            await host(service, value)
        else:
            await channel(service, row.id, value)
        now = await service.store.live_game(CHANNEL)
        last = step == len(order) - 1
        assert bool(now.paused_at) is not last, f"after step {step + 1} of {order}"
        assert not (await service.clock.tick()).reminders  # 5 hours each step: only the pause keeps them away
    assert now.stopped == [(row.waiting_since + 5 * 3600, row.waiting_since + 20 * 3600)]  # the pause does not count
    assert now.waiting_since == row.waiting_since and now.pause_reason is None and not now.host_paused


class SlowSearches(InlineThinker):
    """Searches that think until the test lets them; greedy and random moves at once."""

    def __init__(self) -> None:
        super().__init__()
        self.release = asyncio.Event()
        self.searching: set[int] = set()

    async def choose(self, level: str, state_json: str, seat: int, seed: int):
        if level == "search":
            self.searching.add(seed)
            await self.release.wait()
        return await super().choose("random" if level == "search" else level, state_json, seat, seed)


async def computers_only(service: GameService, channel_id: str, level: str) -> int:
    """A table of two computers of ``level`` (its host handed their own seat over)."""
    await service.lobby.create(channel_id, GUILD, "u0", "Ann", seed=3)
    await service.lobby.add_computer(channel_id, "u0", level)
    await service.lobby.start(channel_id, "u0", False)
    await service.lobby.replace(channel_id, "u0", False, "u0", level)
    return (await service.store.live_game(channel_id)).id


async def test_a_greedy_move_never_waits_behind_searches_of_other_games(service):
    service.computers.thinker = SlowSearches()
    searching = [await computers_only(service, f"search-{n}", "search") for n in range(3)]
    greedy = await computers_only(service, "greedy", "greedy")
    moved: dict[int, int] = {}
    greedy_moved = asyncio.Event()

    async def publish(reports) -> None:
        for report in reports:
            moved[report.game_id] = moved.get(report.game_id, 0) + 1
            if report.game_id == greedy and moved[greedy] == 3:
                greedy_moved.set()

    driver = ComputerDriver(service, publish)
    driver.start()
    try:
        await asyncio.wait_for(greedy_moved.wait(), 30)  # three greedy moves, one step at a time
        assert service.computers.thinker.searching and not any(moved.get(game) for game in searching)
    finally:
        driver.stop()
        service.computers.thinker.release.set()


async def test_a_computer_woken_by_a_secret_answer_moves_in_the_open(service, monkeypatch):
    """A sale answered at a table that waits for it wakes the computer to move next: the
    answer is secret work (neither logged nor counted), the computer's moves are not, and the
    driver's task must not inherit the secret from the work that woke it."""
    driver = ComputerDriver(service, lambda reports: asyncio.sleep(0))
    seen: list[bool] = []

    async def advance(game_id: int) -> None:
        seen.append(is_secret())
    monkeypatch.setattr(driver, "_advance", advance)
    monkeypatch.setattr(type(driver), "running", property(lambda self: True))
    with secretly():
        driver.wake(7)
    await driver.games[7]
    assert seen == [False]
