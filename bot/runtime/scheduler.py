"""The bot's clockwork: a pass every tick for reminders, time-outs and announcements that
are due or to be retried (the computer moves have a driver of their own,
``bot.runtime.computer_driver``).

Every game is handled on its own: one game's failure is logged and never stops a pass, and
one slow channel (retries, a request that hangs) never delays another game's news."""

from __future__ import annotations

import asyncio
import logging
import math
import time
import zlib
from collections.abc import Awaitable, Callable, Coroutine
from dataclasses import dataclass
from enum import StrEnum
from functools import partial
from typing import Any, Protocol

from bot.runtime.background import Background
from bot.runtime.write_refusals import WriteRefusals, shared_refusals
from bot.service import ClockBehind, Platform, Reminder, Report, SetAside, Tick
from bot.service.work import WorkKind, secretly, working

log = logging.getLogger("samarkand.scheduler")
DAY = 24 * 3600.0
CHANNELS_KEPT = 3600.0
NEWS_KEPT = 7 * DAY  # a finished game's announced news is deleted this long after its end
SECRET_SECONDS = 30.0  # at most, for a game's private offer messages after a pass: less than a tick


def moment_of(channel_id: str) -> int:
    """A channel's thread check second of the day, fixed by its id: checks spread over the day, whatever restarts."""
    return zlib.crc32(channel_id.encode()) % int(DAY)


def moment_came(channel_id: str, since: float, now: float) -> bool:
    """Whether the channel's moment of the day came after ``since``, up to ``now``."""
    return now - since >= DAY or 0 < (moment_of(channel_id) - since) % DAY <= now - since


class Downtime(StrEnum):
    """Why the clocks are to move past a downtime: what the log says when they have (``bot.runtime.app``)."""

    START = "start"  # the bot was not running
    DISCORD = "discord"  # Discord out of reach (its gateway, its API, a shard)
    STALL = "stall"  # the process stood still (a frozen container, a machine asleep, a blocked loop)
    DATABASE = "database"  # every pass failed on a database that refused its writes (or was damaged)


class Posting(Protocol):
    """The turn messages the scheduler has posted (the Discord side: ``cogs.outbox``)."""

    async def publish(self, changes: list[Report]) -> object:
        """Tell the players of these changes."""

    async def announce(self, game_id: int) -> object:
        """Post the turn message the game is due, if any."""


class Reminding(Protocol):
    """The reminders the scheduler has sent, and the threads it keeps open (``cogs.notify``)."""

    async def remind(self, reminder: Reminder) -> None:
        """Send a reminder; one that could not go out is retried by a later pass."""

    async def look_after(self, game_id: int, channel_id: str) -> None:
        """Once a day: keep the game's thread usable (unarchive it), and find a waited-for person who left."""

    async def tell_set_aside(self, game: SetAside) -> bool:
        """Tell the channel its game was set aside by an upgrade; True once that is done."""


Undo = Callable[[], Awaitable[object]]


@dataclass(frozen=True)
class GameWork:
    """One game's work in a pass: its task, the work the task runs (closed unstarted if the
    task is cancelled while it waits for a slot) and how to undo what the work recorded as
    done before doing it, if it is cut short."""

    task: asyncio.Task[int]
    work: Coroutine[Any, Any, object]
    too_slow: Undo | None


class Pass:
    """One pass's work, a task per game, at most ``limit`` at once, each within ``seconds``:
    a game's news goes out as soon as it is made, and a channel that hangs costs only its
    own game (which is then retried later)."""

    def __init__(self, limit: int, seconds: float, refusals: WriteRefusals) -> None:
        self.slots = asyncio.Semaphore(limit)
        self.refusals, self.seconds = refusals, seconds
        self.games: dict[int, GameWork] = {}

    def spawn(self, kind: WorkKind, game_id: int, work: Coroutine[Any, Any, object],
              too_slow: Undo | None = None) -> None:
        """The game's work, as a task whose log lines say ``kind`` and the game."""
        with working(kind, game_id):
            task = asyncio.create_task(self._run(game_id, work, too_slow), name=f"samarkand-pass-{game_id}")
        self.games[game_id] = GameWork(task, work, too_slow)

    async def _run(self, game_id: int, work: Coroutine[Any, Any, object], too_slow: Undo | None) -> int:
        async with self.slots:
            try:
                await asyncio.wait_for(work, self.seconds)
            except TimeoutError:
                log.warning("game %s: its channel did not answer within %.0f s; retrying later", game_id, self.seconds)
                if too_slow:
                    await too_slow()
                return 0
            except Exception as err:  # one game's trouble must not stop the pass for every other game
                if not self.refusals.handled(err):
                    log.exception("scheduler work for game %s failed", game_id)
                return 0
        return 1

    async def done(self) -> int:
        """Wait for every game's work; how many finished."""
        return sum(await asyncio.gather(*(game.task for game in self.games.values()))) if self.games else 0

    async def __aenter__(self) -> Pass:
        return self

    async def __aexit__(self, kind: type[BaseException] | None, error: BaseException | None, trace: object) -> None:
        """Left early: no game's work outlives the pass. A stop (SIGTERM cancels the pass
        wherever it is) cancels the work, and each game's cut short, under way or still waiting
        for its turn, undoes what it recorded as done but did not do, before the bot closes the
        database; any other error lets the work under way end."""
        if error is None or not self.games:
            return
        if isinstance(error, asyncio.CancelledError):
            for game in self.games.values():
                game.task.cancel()
        await asyncio.shield(self._settled())

    async def _settled(self) -> None:
        await asyncio.gather(*(game.task for game in self.games.values()), return_exceptions=True)
        for game_id, game in self.games.items():
            if game.task.cancelled():
                game.work.close()  # never started, if cut short while waiting for its turn
                if game.too_slow:
                    try:
                        await game.too_slow()
                    except Exception:  # the next start finds what is left: a stop must not fail on it
                        log.exception("game %s: undoing the work a stop cut short failed", game_id)


# Linux's CLOCK_MONOTONIC (time.monotonic) stops while the machine is suspended (a laptop's lid,
# a paused VM); CLOCK_BOOTTIME runs on. Bound here, not read through ``time`` at each call.
_BOOTTIME, _MONOTONIC = getattr(time, "CLOCK_BOOTTIME", None), getattr(time, "CLOCK_MONOTONIC", None)
_clock_gettime = getattr(time, "clock_gettime", None)


def slept() -> float:
    """Seconds the machine has been suspended since it booted (0 where it cannot tell)."""
    if _BOOTTIME is None or _MONOTONIC is None or _clock_gettime is None:
        return 0.0
    return float(_clock_gettime(_BOOTTIME) - _clock_gettime(_MONOTONIC))


def stall_clock() -> float:
    """The process's time for stalls: monotonic plus time slept, when nobody could act either."""
    return time.monotonic() + slept()


STALLED_TICKS = 3  # ticks without a pass, by the process's own time, that mean it stood still
STALLED_AT_LEAST = 60.0  # seconds beyond a tick, however short the tick: a slow probe or direct message is no stall


class Scheduler(Background):
    name = "samarkand-scheduler"

    def __init__(self, service: Platform, outbox: Posting, notify: Reminding, every_seconds: float = 60.0,
                 wake: Callable[[], None] = lambda: None,
                 catch_up: Callable[[bool], Awaitable[object]] | None = None,
                 concurrency: int = 8, game_seconds: float = 120.0,
                 connected: Callable[[], bool] = lambda: True,
                 timed: Callable[[float], None] = lambda seconds: None,
                 timed_out: Callable[[int], None] = lambda count: None,
                 answers: Callable[[], Awaitable[bool]] | None = None, retain_days: int | None = None,
                 retell: Callable[[int], Coroutine[Any, Any, None]] | None = None) -> None:
        self.service, self.outbox, self.notify, self.wake = service, outbox, notify, wake
        self.retell = retell  # tells a game's sale offers a killed process left untold (``cogs.outbox``)
        self.timed = timed  # told each pass's duration (the metrics)
        self.timed_out = timed_out  # told of the time-outs each game's pass announced (the metrics)
        self.last_pass: float | None = None  # time.monotonic() when the last pass ended: /readyz
        self.stepped: float | None = None  # stall_clock() when the last step that passed ended (``_after_a_stall``)
        self.every = every_seconds
        self.catch_up = catch_up  # told whether the last heartbeat is a pass's that found Discord away
        self.caught_up = catch_up is None
        self.downtime = Downtime.START  # why the clocks are to move, while not caught up
        self.refused = False  # the last tick failed on the database (refusing writes, damaged): no pass could run
        self.beat_while_away = False
        self.clock_behind = False  # the last catch-up found the system clock not set yet (said once)
        self.connected = connected
        self.answers = answers  # whether Discord's API answers (asked before a pass with work due)
        self.concurrency, self.game_seconds = concurrency, game_seconds
        self.threads_since: float | None = None  # when the last pass checked threads
        self.channels: list[tuple[int, str]] = []  # the games in play and their channels, read hourly:
        self.channels_read = -math.inf  # a thread archives after a quiet week, so an hour late is in time
        self.news_pruned = -math.inf  # daily
        self.retain_days = retain_days  # finished games' logs are deleted this many days after the end; None: kept
        # a read-only database: one line a minute, not a traceback a game (the bot's is shared with the computers')
        self.refusals = shared_refusals(service.store)

    async def prepare(self) -> bool:
        """Move the clocks past the bot's downtime before anything else: until that has worked
        once, no pass reminds or times out anyone. False (logged) if it failed; the loop tries
        again before its next pass."""
        if not self.caught_up:
            try:
                with working(WorkKind.STARTUP):
                    await self.catch_up(self.beat_while_away)  # type: ignore[misc]
            except ClockBehind as err:  # waits for the clock to be set: until then no clock of a game moves
                if not self.clock_behind:
                    log.warning("%s: no reminder or time-out until it is set (NTP)", err)
                self.clock_behind = True
                return False
            except Exception as err:
                self.refused = self.refusals.handled(err)
                if not self.refused:
                    log.exception("catching up on the downtime failed; trying again at the next tick")
                return False
            self.caught_up, self.beat_while_away, self.clock_behind = True, False, False
            self.stepped = stall_clock()  # a stall is counted from here, until a pass ends
        return True

    async def run_once(self) -> int:
        """One pass; returns how many things it did (games told of changes and reminded,
        announcements, channels told of a game an upgrade set aside, threads kept open)."""
        await self._take_back_lost_offers()
        done, hidden = await self._pass()
        await self._tell_secretly(hidden)
        return done

    async def _take_back_lost_offers(self) -> None:
        """Unmark the offer reminders a killed process marked sent, before the pass, whose marks would own that game's
        record and leave them never sent; the pass sends them. Secretly, outside the pass's count and time (R6.5)."""
        with secretly():
            await self.service.clock.resend_lost_offers()

    async def _pass(self) -> tuple[int, list[tuple[int, Tick]]]:
        """A pass's public work, done and counted; and the private sale offers' reminders and
        closings it found (``hidden``), which the caller sends once the pass is timed, so that
        neither its count nor its time tells of them (R6.5)."""
        hidden: list[tuple[int, Tick]] = []
        try:
            return await self._public_pass(hidden), hidden
        except asyncio.CancelledError:  # a stop: the offers' reminders it marked were never sent
            with secretly():
                await asyncio.shield(self._untold(hidden))
            raise

    async def _untold(self, hidden: list[tuple[int, Tick]]) -> None:
        """The private reminders a pass found and marked, which it will not send now."""
        for _, game in hidden:
            for reminder in game.reminders:
                await self._offers_later(reminder)

    async def _public_pass(self, hidden: list[tuple[int, Tick]]) -> int:
        """The pass's public work (``_pass``), done; how much of it there was."""
        async with (Pass(self.concurrency, self.game_seconds, self.refusals) as work,
                    Pass(self.concurrency, self.game_seconds, self.refusals) as threads):
            await self.service.clock.tick(partial(self._spawn_tick, work, hidden))
            for game_id in await self.service.news.unannounced():
                if game_id not in work.games:  # a game told of a change just now is announced by that
                    work.spawn(WorkKind.TURN_MESSAGE, game_id, self.outbox.announce(game_id),
                               partial(self.service.news.announce_later, game_id))
            for game in await self.service.set_aside.untold_set_aside():
                work.spawn(WorkKind.SET_ASIDE, game.game_id, self._tell_set_aside(game))
            await self._keep_threads_open(threads, set(work.games))
            done = await work.done()
            await threads.done()
        if await self.service.store.computer_due():
            self.wake()
        await self._prune()
        return done

    async def _tell_secretly(self, hidden: list[tuple[int, Tick]]) -> None:
        """The private sale offers' reminders and closings of a pass, after it, and the offers a
        killed process left untold (``retell``): secretly, neither logged nor counted (their
        clock's own write was the pass's, a small commit), each game's a task within the time
        a game's work has, so that a hanging direct message holds up no other game; at most
        ``SECRET_SECONDS``, less than a tick: one that hangs is tried again later (a reminder at
        the next pass, a retelling two minutes on), and the next pass starts on time (``_loop``)."""
        seconds = min(self.game_seconds, SECRET_SECONDS)
        with secretly():
            async with (Pass(self.concurrency, seconds, self.refusals) as work,
                        Pass(self.concurrency, seconds, self.refusals) as retelling):  # a game may be in both
                for game_id, game in hidden:
                    work.spawn(WorkKind.CLOCK, game_id, self._tell(game), partial(self._tell_later, game))
                if (retell := self.retell) is not None:
                    for game_id in await self.service.untold.lost():
                        retelling.spawn(WorkKind.CLOCK, game_id, retell(game_id))
                await work.done()
                await retelling.done()

    async def _prune(self) -> None:
        """Once a day: the announced news of games that ended a week ago, and, with a retention
        setting (docs/privacy.md), the action logs of games that ended longer ago than it."""
        now = self.service.tables.clock()
        if now - self.news_pruned >= DAY:
            self.news_pruned = now
            if pruned := await self.service.store.prune_news(now - NEWS_KEPT):
                log.info("deleted %d news entries of games that ended over a week ago", pruned)
            if self.retain_days and (pruned := await self.service.store.prune_logs(now - self.retain_days * DAY)):
                log.info("deleted %d logged actions of games that ended over %d days ago (SAMARKAND_RETAIN_DAYS)",
                         pruned, self.retain_days)

    def _spawn_tick(self, work: Pass, hidden: list[tuple[int, Tick]], game_id: int, game: Tick) -> None:
        """A game's public reminders and time-outs as a task of ``work`` at once; the private
        sale offers' reminders kept in ``hidden`` for after the pass (``_tell_secretly``)."""
        public, private = game.parted()
        if private:
            hidden.append((game_id, private))
        if public:
            work.spawn(WorkKind.CLOCK, game_id, self._tell(public), partial(self._tell_later, public))

    async def _tell(self, game: Tick) -> None:
        """A game's news from this pass, in order: the change's turn message, then the reminder."""
        if game.changes:  # the clock's changes are time-outs
            await self.outbox.publish(game.changes)
            if public := [change for change in game.changes if change.public]:  # a sale offer's own is secret (R6.5)
                self.timed_out(len(public))
                log.info("game %s: timed out", public[0].game_id)
        for reminder in game.reminders:
            if game.changes or not await self._announced_instead(reminder):
                await self.notify.remind(reminder)
                await self.service.clock.reminded(reminder)  # not sent again (one that failed was unmarked)
                await self.service.clock.offers_reminded(reminder)

    async def _announced_instead(self, reminder: Reminder) -> bool:
        """A ping due while the game's turn message is still owed (the news a stopped bot left,
        as on the first start after an upgrade): the turn message goes out in its place, naming
        the same people, so nobody is called to a turn they cannot yet see, nor pinged twice.
        False if it did not go out (the ping goes, linking to the message before)."""
        if not (reminder.mentions and reminder.news_owed):
            return False
        await self.outbox.announce(reminder.game_id)
        if await self.service.news.owed(reminder.game_id):
            return False
        await self.service.clock.pinged_by_turn_message(reminder)
        return True

    async def _tell_set_aside(self, game: SetAside) -> None:
        if await self.notify.tell_set_aside(game):
            await self.service.set_aside.told_set_aside(game.game_id)

    async def _tell_later(self, game: Tick) -> None:
        """A game's news of this pass that did not go out: tried again later."""
        for change in game.changes:
            await self.service.news.announce_later(change.game_id)
        for reminder in game.reminders:
            await self.service.clock.remind_later(reminder)
            await self._offers_later(reminder)

    async def _offers_later(self, reminder: Reminder) -> None:
        """The sale offers' reminders in ``reminder`` (a secret tick's) as not sent: the next pass
        sends them."""
        for holder in reminder.offers:
            await self.service.clock.offers_reminded_later(reminder, holder)

    async def _keep_threads_open(self, work: Pass, busy: set[int]) -> None:
        """Once a day per game, at its channel's own moment of the day: a game's thread that
        archived (Discord archives a quiet thread after a week; reminders may be further
        apart, or held back) is reopened, and a person it waits for who left is found.
        Checking every game at once, at each start, sent a burst past Discord's global budget;
        by moments, a start checks only the channels whose moment comes in its first pass, and
        nothing needs to be remembered across restarts (a moment that fell in the downtime
        waits for the next day). A game this pass posts in is not checked: the post reopens
        its thread, and its turn message asks about the people it names."""
        now = self.service.tables.clock()
        since = now - self.every if self.threads_since is None else self.threads_since
        self.threads_since = now
        if now - self.channels_read >= CHANNELS_KEPT:
            self.channels, self.channels_read = await self.service.store.channels_in_play(), now
        for game_id, channel_id in self.channels:
            if game_id not in busy and moment_came(channel_id, since, now):
                work.spawn(WorkKind.THREAD, game_id, self.notify.look_after(game_id, channel_id))

    async def step(self) -> int:
        """What a tick does: a pass, once the clocks are past any downtime. While Discord is
        out of reach nothing is done, not even the heartbeat: nobody can act then, so the time
        counts against nobody, and the first pass after it records it as downtime (the
        reminder after it says so)."""
        if not self.connected():
            self._out_of_reach()
            return 0
        if not await self._api_answers():
            return 0  # no pass, no heartbeat: after a minute of this Discord is away
        self._after_a_stall()
        if not await self.prepare():
            return 0
        await self._take_back_lost_offers()
        with working(WorkKind.PASS) as work:
            done, hidden = await self._pass()
            self.last_pass = time.monotonic()
            seconds = self.last_pass - work.began
            self.timed(seconds)
            log.log(logging.INFO if done else logging.DEBUG, "pass: %d game(s) dealt with in %.2f s", done, seconds)
            await self._tell_secretly(hidden)
        self.stepped, self.refused = stall_clock(), False
        if not self.connected():  # the pass found Discord away (or was a probe that found it still away)
            self._out_of_reach()
            self.beat_while_away = True  # all the time since its heartbeat is downtime: no grace
        return done

    async def _api_answers(self) -> bool:
        """Before a pass that would remind or time out someone: Discord's API answers. The
        pass's own requests would find an outage only after its time-outs were applied."""
        if self.answers is None or not await self.service.store.anything_due(self.service.tables.clock()):
            return True
        return await self.answers()

    def _after_a_stall(self) -> None:
        """No pass for ``STALLED_TICKS`` ticks of the process's own time, and ``STALLED_AT_LEAST`` beyond one: it stood
        still (a frozen container, a suspended machine, a blocked loop) or every pass failed. Nobody could act, so it is
        downtime, recorded as at a start (``prepare``) before timing anyone out; a wall clock moved on is no stall."""
        if self.stepped is None or not self.caught_up or self.catch_up is None:
            return
        if (still := stall_clock() - self.stepped) > max(STALLED_TICKS * self.every, self.every + STALLED_AT_LEAST):
            if self.refused:  # the process ran, but the database saved none of its passes: the players could not act
                log.warning("no pass for %.0f s, the database refusing its writes: clocks stand still for that time",
                            still)
            else:
                log.warning("no pass for %.0f s: clocks stand still for that time", still)
            self.caught_up, self.downtime = False, Downtime.DATABASE if self.refused else Downtime.STALL

    def _out_of_reach(self) -> None:
        """From the last heartbeat until Discord is back is downtime: the pass after records it."""
        if self.caught_up and self.catch_up is not None:
            log.warning("Discord is out of reach: clocks stand still until it is back")
            self.downtime = Downtime.DISCORD
        self.caught_up = self.catch_up is None

    async def _loop(self) -> None:
        """A tick every ``every`` seconds from the start of the last, not after its end: the
        private offer messages a pass ends with (``SECRET_SECONDS`` at most, less than a tick)
        then never move the next pass, whose time would show that an offer waits (R6.5)."""
        loop = asyncio.get_running_loop()
        while True:
            began = loop.time()
            await self.tick()
            await asyncio.sleep(max(0.0, began + self.every - loop.time()))

    async def tick(self) -> None:
        """One step as the loop runs it: a failure is logged (a database refusing writes once a
        minute, without a traceback) and the next tick tries again."""
        try:
            await self.step()
        except Exception as err:
            self.refused = self.refusals.handled(err)
            if not self.refused:
                log.exception("scheduler pass failed")
