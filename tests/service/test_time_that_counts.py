"""One account of the time that counts: a turn times out once its hours have passed outside
every reason for a stopped clock (the host's pause, the bot's downtime, the player's
vacation), however these overlap and in whatever order they come. Driven through the service
on both backends with a hand-moved clock, against a model that counts hour by hour."""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from bot.engine import state_from_json
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.service import Tick
from bot.service.counting import counted, merged, moment_before, moment_when
from bot.store import GameStatus, Store
from bot.store.notes import TimedOut
from tests.support.clock import ManualClock

HOUR = 3600.0
TURN_HOURS = 24  # the default settings'
HORIZON = 160  # hours: past the latest time-out the stories below can make (24 + 28 + 28 + 48)


# ----- the counting functions against a brute-force count over whole minutes ---------------

SPANS = st.lists(st.tuples(st.integers(0, 300), st.integers(0, 120)).map(lambda s: (s[0], s[0] + s[1])), max_size=6)


def counting_minutes(since: int, spans: list[tuple[int, int]]) -> Iterator[tuple[int, int]]:
    """From ``since`` on, each whole minute with the minutes counted before it."""
    covered = {minute for start, end in spans for minute in range(start, end)}
    total = 0
    for minute in itertools.count(since):
        yield minute, total
        total += minute not in covered


@settings(deadline=None)
@given(spans=SPANS, since=st.integers(0, 200), length=st.integers(0, 300))
def test_counted_subtracts_every_stopped_moment_once(spans, since, length):
    minutes = dict(itertools.islice(counting_minutes(since, spans), length + 1))
    assert counted(since, since + length, spans) == minutes[since + length]


@settings(deadline=None)
@given(spans=SPANS, since=st.integers(0, 200), amount=st.integers(1, 200))
def test_the_deadline_is_the_first_moment_the_amount_has_counted(spans, since, amount):
    first = next(minute for minute, total in counting_minutes(since, spans) if total >= amount)
    assert moment_when(since, amount, spans) == first


@settings(deadline=None)
@given(spans=SPANS, until=st.integers(0, 420), amount=st.integers(1, 200))
def test_looking_back_finds_the_latest_moment_from_which_the_amount_counts(spans, until, amount):
    """``moment_before``: from it up to ``until`` exactly ``amount`` counts, and from no later
    moment does as much (time before 0 counts, as no span covers it)."""
    start = moment_before(until, amount, spans)
    assert counted(start, until, spans) == amount
    assert counted(start + 1, until, spans) < amount


def test_merged_joins_overlapping_and_touching_spans():
    assert merged([(5, 9), (1, 3), (3, 4), (8, 12), (20, 20)]) == [(1, 4), (5, 12)]


# ----- through the service ---------------------------------------------------------------


@dataclass(frozen=True)
class Story:
    """Hours after the turn began: the host's pauses and the bot's downtimes (from, to), and
    a vacation of the awaited player (from, its days, and the hour they came back early)."""

    pauses: tuple[tuple[int, int], ...]
    downtimes: tuple[tuple[int, int], ...]
    vacation: tuple[int, int, int | None] | None

    def vacation_span(self) -> tuple[int, int] | None:
        if self.vacation is None:
            return None
        start, days, back = self.vacation
        return start, min(start + 24 * days, back) if back is not None else start + 24 * days

    def commands(self) -> list[int]:
        """The hours at which someone uses a command (never while the bot is down)."""
        hours = [h for span in self.pauses for h in span]
        if self.vacation is not None:
            hours += [self.vacation[0]] + ([self.vacation[2]] if self.vacation[2] is not None else [])
        return hours

    def down_at(self, hour: int) -> bool:
        return any(start < hour < end for start, end in self.downtimes)

    def paused_at(self, hour: int) -> bool:
        return any(start <= hour < end for start, end in self.pauses)

    def counted_by(self, hour: int) -> int:
        """The model: the hours before ``hour`` that no reason covers."""
        stopped = [*self.pauses, *self.downtimes, *([self.vacation_span()] if self.vacation else [])]
        return sum(1 for h in range(hour) if not any(start <= h < end for start, end in stopped))

    def time_out_hour(self) -> int:
        """The first pass (the bot up, the game not paused) at which 24 hours have counted."""
        return next(h for h in range(HORIZON) if not self.down_at(h) and not self.paused_at(h)
                    and self.counted_by(h) >= TURN_HOURS)


def disjoint(spans: list[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    kept: list[tuple[int, int]] = []
    for start, end in sorted(spans):
        if not kept or start > kept[-1][1]:
            kept.append((start, end))
    return tuple(kept)


SPAN = st.tuples(st.integers(1, 40), st.integers(1, 14)).map(lambda s: (s[0], s[0] + s[1]))
STORIES = st.builds(
    Story,
    pauses=st.lists(SPAN, max_size=2).map(disjoint),
    downtimes=st.lists(SPAN, max_size=2).map(disjoint),
    vacation=st.none() | st.tuples(st.integers(0, 40), st.integers(1, 2), st.none() | st.integers(1, 60)).filter(
        lambda v: v[2] is None or v[2] > v[0]))


async def play(service: GameService, clock: ManualClock, story: Story, number: int) -> int | None:
    """Live the story hour by hour; the hour of the first time-out (None: none came)."""
    channel, host, guest = f"story-{number}", f"h{number}", f"g{number}"
    await service.lobby.create(channel, "guild", host, "Ann", seed=5)
    await service.lobby.join(channel, guest, "Bob")
    await service.lobby.start(channel, host, False)
    row = await service.store.live_game(channel)
    awaited = row.seats[state_from_json(row.state).active].user
    start = clock.now
    try:
        for hour in range(HORIZON):
            clock.now = start + hour * HOUR
            if any(end == hour for _, end in story.downtimes):
                await service.clock.catch_up(grace=0.0)
            await act(service, story, hour, channel, host, awaited)
            if not story.down_at(hour) and await timed_out(service, await service.clock.tick()):
                return hour
        return None
    finally:
        row = await service.store.live_game(channel)
        row.status = GameStatus.ABORTED  # the next story's passes leave it alone
        await service.store.save(row)


async def timed_out(service: GameService, tick: Tick) -> bool:
    """Whether the pass timed out the turn: its news says so."""
    news = [item for change in tick.changes for entry in await service.store.news(change.game_id)
            for item in entry.events]
    return any(isinstance(item, TimedOut) for item in news)


async def act(service: GameService, story: Story, hour: int, channel: str, host: str, awaited: str) -> None:
    for start, end in story.pauses:
        if hour in (start, end):
            await service.lobby.pause(channel, host, False, paused=hour == start)
    if story.vacation is not None:
        begins, days, back = story.vacation
        if hour == begins:
            await service.vacations.start_vacation(awaited, days)
        if hour == back and back < begins + 24 * days:
            await service.vacations.end_vacation(awaited)


@pytest.fixture
def lived(database):
    """A service on a real database of each backend, and a loop to drive it from sync code."""
    loop = asyncio.new_event_loop()
    clock = ManualClock()
    service = GameService(loop.run_until_complete(Store.open(database, SAMARKAND)), clock)
    yield loop, service, clock, itertools.count()
    loop.run_until_complete(service.store.close())
    loop.close()


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(story=STORIES)
def test_a_turn_times_out_when_its_hours_have_counted_whatever_stopped_the_clock(lived, story):
    assume(not any(story.down_at(hour) for hour in story.commands()))  # nobody can use a command then
    loop, service, clock, numbers = lived
    assert loop.run_until_complete(play(service, clock, story, next(numbers))) == story.time_out_hour()


@pytest.mark.parametrize(("story", "expected"), [
    (Story(pauses=((6, 16),), downtimes=(), vacation=(1, 1, 5)), 38),
    (Story(pauses=((6, 16),), downtimes=(), vacation=(2, 1, 10)), 38),
    (Story(pauses=(), downtimes=((6, 16),), vacation=(2, 1, 20)), 42),
])
def test_a_vacation_with_a_pause_or_downtime_counts_neither_twice_nor_not_at_all(lived, story, expected):
    """The cases that were wrong: away from hour 1 to 5 and paused from 6 to 16, the turn
    timed out at hour 36 with 22 hours counted (the pause moved the turn's start, and the
    vacation was then counted from the moved start); overlapping, the overlap counted twice."""
    loop, service, clock, numbers = lived
    assert story.time_out_hour() == expected
    assert loop.run_until_complete(play(service, clock, story, next(numbers))) == expected
