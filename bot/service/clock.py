"""Time: reminders, time-outs, the bot's own downtime, players who left, and channels that
stopped working. Every game is handled on its own: one game's trouble never stops the pass.

All timing lives in the database (when the game started waiting, when it last reminded,
when each sale offer opened), so a restart resumes every clock where it was, moved forward
by the time the bot was down."""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from bot.service.base import ChangedWhileActing, Report, Tables
from bot.service.counting import HOUR, Span, counted
from bot.service.due import NEVER, RECHECK, due_moments, stood_still, table_waits_on, time_limit
from bot.service.lobby import restart_clock, stop_clock
from bot.service.news import owes_turn_message, told_at_once
from bot.service.players import deadline_of
from bot.service.presence import not_to_ping, pingable_from
from bot.service.seats import awaited_people, hand_over, host_goes_with, pass_host, seat_names
from bot.service.summaries import GameSummary, summary_of
from bot.store import HUMAN, By, ChannelPause, GameRow, GameStatus, LogEntry, OfferKey, OutageNote, Prefs, StandIn
from bot.store.errors import ClockBehind
from bot.store.notes import Left, Note, TimedOut
from bot.words.i18n import DEFAULT, Msg

log = logging.getLogger("samarkand.clock")


@dataclass
class Reminder:
    """A reminder due now: a short public ping for whoever the game visibly waits for, and
    private reminders of open sale offers (never public, R6.5)."""

    game_id: int
    channel_id: str
    guild_id: str
    mentions: list[str]
    deadline: float
    turn_message: str
    outage_hours: float  # the bot's downtime to mention (0: none): said with the first reminder after it
    private: dict[str, list[Msg]] = field(default_factory=dict)
    language: str = DEFAULT  # the game's: of the public ping
    marked: tuple[float, float] = (0.0, 0.0)  # when it was recorded as reminded, and the time before
    news_owed: bool = False  # the turn message of the news so far has not gone out, nor failed yet
    # each holder's offers reminded, with when before; a holder's leaves once sent (``Clock.holder_reminded``)
    offers: dict[str, dict[OfferKey, float]] = field(default_factory=dict)
    waiting_since: float = 0.0  # when the decision it reminds of was asked for


@dataclass
class Tick:
    reminders: list[Reminder] = field(default_factory=list)
    changes: list[Report] = field(default_factory=list)

    def parted(self) -> tuple[Tick, Tick]:
        """The public part (time-outs, pings) and the private sale offers' (reminders, running out), sent after the
        pass: an offer opened with a turn falls due with that turn's reminder, and its direct messages, secret work
        (R6.5), would otherwise delay the ping and lengthen the pass."""
        public = [replace(reminder, private={}, offers={}) for reminder in self.reminders if reminder.mentions]
        private = [replace(reminder, mentions=[], outage_hours=0.0) for reminder in self.reminders if reminder.private]
        return (Tick(public, [change for change in self.changes if change.public]),
                Tick(private, [change for change in self.changes if not change.public]))

    def __bool__(self) -> bool:
        return bool(self.reminders or self.changes)


class Clock:
    """The clock's pass over the games due, and what stops or restarts their clocks."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables

    async def tick(self, each: Callable[[int, Tick], None] | None = None) -> Tick:
        """Remind whoever a game waits for, and apply the time-out policies that are due;
        ``each`` hears of every game's reminder and change as soon as that game is handled
        (so its news can go out at once), and the whole pass is returned as well."""
        await self.tables.store.heartbeat(self.tables.clock())
        await self.resend_lost()
        # other processes pass the games this one claimed by
        async with self.tables.store.claimed("clock", self.tables.clock()) as mine:
            return await self._tick_games(mine, each or (lambda game_id, done: None))

    async def _tick_games(self, mine: set[int], each: Callable[[int, Tick], None]) -> Tick:
        """The games this process claimed, each due (``bot.service.due``): the pass reads no
        other, and reads them, and their players' settings, in one read each."""
        done = Tick()
        rows = await self.tables.store.games(sorted(mine))
        prefs = await self.tables.store.prefs_of(sorted({s.user for row in rows for s in row.seats if s.human}))
        for row in rows:
            try:
                reminder, change = await self._tick_game(row, prefs)
            except ChangedWhileActing:
                log.debug("game %s changed during the pass: the next pass looks again", row.id)
                continue
            except Exception:  # one game's trouble must not stop the clock of every other
                log.exception("tick failed for game %s", row.id)
                continue
            game = Tick([reminder] if reminder else [], [change] if change else [])
            if game.reminders or game.changes:
                each(row.id, game)
                done.reminders += game.reminders
                done.changes += game.changes
        return done

    async def _tick_game(self, row: GameRow, prefs: dict[str, Prefs]) -> tuple[Reminder | None, Report | None]:
        """Time-outs first, then reminders, always both: whether a private sale offer timed
        out in this pass must never shift the public reminders (R6.5: not even by waiting).
        ``row`` as the pass read it: read again if a command of this process holds the
        channel; a change since, by another process or a command that ended meanwhile, makes
        every write of the pass refuse (the row's version), and the next pass looks again."""
        lock = self.tables.lock(row.channel_id)
        held = lock.locked()
        async with lock:
            current = await self.tables.store.game(row.id) if held else row
            if current is None or current.status is not GameStatus.PLAYING or current.paused_at:
                return None, None
            state = self.tables.state_of(current)
            change = await self._time_out(current, prefs, state)  # a commit updates ``current`` and ``state``
            reminder = await self._remind(current, prefs, state)  # which says when to look again, if it went out
            if reminder is None and current.status is GameStatus.PLAYING:  # else when the pass next looks at it
                await self.tables.store.set_due(current.id, current.version, self._next_look(current, prefs, state))
            return reminder, change

    async def _prefs_at(self, row: GameRow) -> dict[str, Prefs]:
        """The settings of the people at the table, in one read (those who set none left out)."""
        return await self.tables.store.prefs_of(sorted({seat.user for seat in row.seats if seat.human}))

    def _next_look(self, row: GameRow, prefs: dict[str, Prefs], state: Any) -> float:
        """The next moment due, every player's vacations counted, or, with something due now but
        not sent (quiet hours), the end of the first hold at the table (so the reminder goes out at
        the first pass after it), or the next moment due after now if that comes first (a time-out
        falls due in quiet hours too); ``RECHECK`` later if nobody there is held (a safety net:
        the pass would have sent what is due)."""
        now = self.tables.clock()
        away = {user: settings.vacations for user, settings in prefs.items()}
        moments = due_moments(row, self.tables.rules, state, away)
        if (due := min(moments, default=NEVER)) > now:
            return due
        held = [pingable_from(prefs[seat.user], now) for seat in row.seats
                if seat.human and seat.user in prefs and not_to_ping(prefs[seat.user], now)]
        return min([*(held or [now + RECHECK]), *(moment for moment in moments if moment > now)])

    def _ping_due(self, row: GameRow, prefs: dict[str, Prefs], user: str, last: float, every: float) -> bool:
        """A reminder is due and may go out now: not within the user's quiet hours nor on
        vacation; one held back goes out at the first pass after."""
        return (self._time_used_by(row, prefs, user, last) >= every
                and not not_to_ping(prefs.get(user, Prefs()), self.tables.clock()))

    def _time_used_by(self, row: GameRow, prefs: dict[str, Prefs], user: str, since: float) -> float:
        """How long a decision waiting for ``user`` since ``since`` has taken: the time that
        counts (``bot.service.counting``), without pauses, downtime, outages and vacations."""
        return counted(since, self.tables.clock(), self._stood(row, prefs, user))

    @staticmethod
    def _stood(row: GameRow, prefs: dict[str, Prefs], user: str) -> list[Span]:
        return stood_still(row, prefs.get(user, Prefs()).vacations)

    async def _time_out(self, row: GameRow, prefs: dict[str, Prefs], state: Any, only: int | None = None,
                        told: Sequence[Note] = (), at_once: bool = False) -> Report | None:
        """Close sale offers whose time is up (kept), and hand a late human decision to the
        table's policy: a stand-in plays it, or a computer takes the seat for good (``state``,
        the row's, is played on). An offer that holds the whole table (``sales: at once``, the
        last turn's) runs on through the holder's vacation: a wait stretched by a vacation the
        channel was told of would show who holds the card (R6.5). A decision the closed offers
        were holding up is new: its time starts now (the commit's), not when the table began to
        wait for the offers. ``only``: that seat's decisions alone; ``told``: notes to write
        with the hand-over, if there is one; ``at_once``: as ``Tables.commit``'s (a departure)."""
        now, rules, names = self.tables.clock(), self.tables.rules, seat_names(row.seats)
        before = rules.clock_key(state)
        events, entries, notes = list[Any](), list[LogEntry](), list[Note]()
        holding = table_waits_on(rules, state)
        for secret in rules.secret_decisions(state):
            if only is not None and secret.seat != only:
                continue
            opened = row.offer_clocks.get(OfferKey(secret.seat, secret.item), [now, 0.0])[0]
            holder = row.seats[secret.seat]
            away = {} if secret in holding else prefs
            if holder.kind == HUMAN and (self._time_used_by(row, away, holder.user, opened) >= time_limit(row)
                                         or holder.left):
                answer = rules.default_answer(state, secret)
                events += rules.apply(state, secret.seat, answer, names)
                entries.append(LogEntry(secret.seat, answer, By.STOOD_IN, self.tables.clock()))
        waited = rules.clock_key(state) == before  # else the offers closed just now held the table (sales at once)
        for decision in rules.awaiting(state):
            seat = decision.seat
            if not row.seats[seat].human or decision.secret or only not in (None, seat):
                continue
            late = waited and self._time_used_by(row, prefs, row.seats[seat].user, row.waiting_since) >= time_limit(row)
            if (late or row.seats[seat].left) and row.standin != StandIn(seat, rules.turn(state)):
                notes += [hand_over(row, rules.turn(state), seat), *host_goes_with(row, seat)]
        if not events and not notes:
            return None
        return await self.tables.commit(row, state, before, events, entries, [*notes, *told], at_once)

    async def _remind(self, row: GameRow, prefs: dict[str, Prefs], state: Any) -> Reminder | None:
        now = self.tables.clock()
        every = row.settings.reminder_hours * HOUR
        last = max(row.waiting_since, row.reminded_at)
        mentions: list[str] = [user for user in awaited_people(row, self.tables.rules, state, without_stand_in=True)
                               if self._ping_due(row, prefs, user, last, every)]
        private: dict[str, list[Msg]] = {}
        offers: dict[str, dict[OfferKey, float]] = {}
        clocks = dict(row.offer_clocks)
        for secret in self.tables.rules.secret_decisions(state):
            key = OfferKey(secret.seat, secret.item)
            opened, reminded = clocks.get(key, [now, 0.0])
            holder = row.seats[secret.seat].user
            if row.seats[secret.seat].human and self._ping_due(row, prefs, holder, max(opened, reminded), every):
                closes = deadline_of(self._stood(row, prefs, holder), opened, time_limit(row))
                private.setdefault(holder, []).append(self.tables.rules.secret_reminder(secret, int(closes)))
                offers.setdefault(holder, {})[key] = reminded
                clocks[key] = [opened, now]
        if not mentions and not private:
            return None
        before = row.reminded_at
        row.reminded_at, row.offer_clocks = (now if mentions else before), clocks  # as mark_reminded writes
        if not await self.tables.store.mark_reminded(row.id, row.version, now if mentions else None, clocks,
                                              self._next_look(row, prefs, state)):
            return None  # the game moved on meanwhile (in another process): the next tick decides again
        outage = round(row.clock_note.hours, 1) if mentions and row.clock_note else 0.0
        deadline = deadline_of(self._stood(row, prefs, mentions[0]), row.waiting_since,
                               time_limit(row)) if mentions else row.waiting_since + time_limit(row)
        return Reminder(row.id, row.channel_id, row.guild_id, mentions, deadline, row.posted_turn_message, outage,
                        private, row.settings.language, (now, before), owed_and_untried(row, self.tables.rules, state),
                        offers, row.waiting_since)

    async def remind_later(self, reminder: Reminder) -> None:
        """The public ping failed for a passing reason (a 5xx, a rate limit, a time-out): unmark it so that the next
        tick sends it again, not later, which would also hold back the game's time-outs. The turn message's own retries
        are not touched."""
        if reminder.mentions:
            note = OutageNote(reminder.outage_hours) if reminder.outage_hours else None
            await self.tables.store.unmark_reminded(reminder.game_id, *reminder.marked, note)

    async def offers_reminded_later(self, reminder: Reminder, holder: str) -> None:
        """A holder's offers' reminder failed for a passing reason: unmark it so that the next pass sends it again
        (secretly, as every offer's clock is kept: R6.5)."""
        if offers := reminder.offers.get(holder):
            await self.tables.store.unmark_offers_reminded(reminder.game_id, reminder.marked[0], offers)

    async def holder_reminded(self, reminder: Reminder, holder: str) -> None:
        """A holder's offers' reminder went out (or was refused for good): its record goes now and it leaves
        ``reminder``, so that neither a kill before the next holder's nor a pass cut short (``offers_reminded_later``)
        sends it twice. Secret work (R6.5)."""
        if offers := reminder.offers.pop(holder, None):
            await self.tables.store.offer_reminder_sent(reminder.game_id, reminder.marked[0], offers)

    async def pinged_by_turn_message(self, reminder: Reminder) -> None:
        """The turn message still owed went out in the ping's place and named the same people:
        their reminder is marked as sent (then), and its downtime note is kept for the next."""
        if reminder.outage_hours:
            await self.tables.store.keep_clock_note(reminder.game_id, OutageNote(reminder.outage_hours))
        if reminder.mentions:
            await self.tables.store.reminder_sent(reminder.game_id, reminder.marked[0])

    async def reminded(self, reminder: Reminder) -> None:
        """The send of the public ping ended (sent, or failed and unmarked: ``remind_later``):
        it is not sent again."""
        if reminder.mentions:
            await self.tables.store.reminder_sent(reminder.game_id, reminder.marked[0])

    async def offers_reminded(self, reminder: Reminder) -> None:
        """The send of the sale offers' reminders ended (sent, or failed and unmarked): none
        is sent again (secret work, as every offer's clock is kept: R6.5)."""
        if reminder.offers:
            await self.tables.store.offer_reminders_sent(reminder.game_id, reminder.marked[0])

    async def resend_lost(self) -> None:
        """Unmark the pings a killed process (the bot this start replaces) had marked as sent: this pass sends them with
        the same nonce (``cogs.notify.reminder_nonce``), so Discord keeps one message if the lost one did arrive."""
        for game_id, marked in await self.tables.store.sending_reminders():
            log.info("game %s: the bot was stopped while it sent a reminder; sending it again", game_id)
            await self.tables.store.take_back_reminder(game_id, marked)

    async def resend_lost_offers(self) -> None:
        """The sale offers' reminders a killed process had marked as sent are unmarked, as
        ``resend_lost`` does for pings: the next pass sends them. Secret work, unlogged (R6.5)."""
        for game_id, marked, before in await self.tables.store.sending_offer_reminders():
            await self.tables.store.unmark_offers_reminded(game_id, marked, before)

    # ----- the bot's downtime, departed players, lost channels ---------------------------

    async def catch_up(self, grace: float) -> float:
        """On start (and when Discord is back), before any reminder or time-out: every clock stood still while the bot
        was down or Discord out of reach beyond ``grace``, and the next reminder says so. A system clock behind the last
        heartbeat (not set yet at boot) raises ``ClockBehind``; until set, the clock reads no earlier than that beat
        (``FlooredClock``), so a move meanwhile falls inside the downtime recorded. A killed process's claims are given
        back first, so that its work goes on now, not when the claims run out."""
        clock = self.tables.clock
        raw = clock.raw if isinstance(clock, FlooredClock) else clock
        if taken := await self.tables.store.take_back_all_ended():
            log.info("took back %d claim(s) of ended processes: their work goes on now", taken)
        try:
            return await self.tables.store.catch_up(raw(), grace)
        except ClockBehind as behind:
            self.tables.clock = FlooredClock(raw, behind.last)
            raise

    async def player_left(self, game_id: int, user: str) -> Report | None:
        """A seated player is no longer a member of the server: a computer takes their seat at
        once, the channel is told, and a host's role passes to the next person seated. Only
        their seat: a departure can be found by a command's turn message before the clocks are
        moved past the bot's downtime at a start, when the others' decisions may look late; the
        pass times those out."""
        async with self.tables.locked_in_play(game_id) as row:
            if row is None:
                return None
            seat = self.tables.held_by(row, user)
            if seat is None or row.seats[seat].left:
                return await self._host_gone(row, user)
            row.seats[seat] = replace(row.seats[seat], left=True)
            told = pass_host(row, user)
            state = self.tables.state_of(row)
            change = await self._time_out(row, await self._prefs_at(row), state, only=seat, told=told, at_once=True)
            report = change or await self.tables.commit_notes(row, [Left(seat), *told], at_once=True)
            departure: Note = Left(seat) if row.seats[seat].human else TimedOut(seat, "replace", True)
            report.notice = told_at_once(self.tables, row, [departure, *told])
            return report

    async def holder_left(self, game_id: int, user: str) -> Report | None:
        """A holder whose sale answer the whole table waits for (``sales: at once``, the last turn's offers) is no
        longer a member of the server, found as the wait began (``Report.holding``): their seat is marked as departed,
        so that their offers close at once as kept (``Tables._answer_without_thinking``), and the table goes on; it
        waited until the offers' time limit before. Nothing is told now: the channel hears of the departure when the
        turn reaches the seat (``departed_reached``), as of any person found gone while the table waited for others,
        so the wait's end names no holder (R6.5); nor does the host's part pass before someone asks for the host.
        None: they are not such a holder (any more), or left already."""
        async with self.tables.locked_in_play(game_id) as row:
            if row is None:
                return None
            seat = self.tables.held_by(row, user)
            state = self.tables.state_of(row)
            if seat is None or row.seats[seat].left or all(d.seat != seat for d in table_waits_on(self.tables.rules,
                                                                                                  state)):
                return None
            row.seats[seat] = replace(row.seats[seat], left=True)
            return await self.tables.commit_notes(row, [])

    async def _host_gone(self, row: GameRow, user: str) -> Report | None:
        """A host who left the server without a seat of their own in play (they handed it to a
        computer with /replace, or timed out with no other person seated: ``host_goes_with``)
        hosts no more either: the part passes on as from a seated host. None: they did not host."""
        if row.host_id != user:
            return None
        told = pass_host(row, user)
        report = await self.tables.commit_notes(row, told, at_once=True)
        report.notice = told_at_once(self.tables, row, told)
        return report

    async def channel_lost(self, game_id: int, reason: str) -> GameSummary | None:
        """The game's channel is closed to the bot: pause the game with the reason, so that it
        costs nothing on later passes, until the channel works again. The game as it paused;
        None if it was paused for its channel already (its host was told then)."""
        row = await self._pause_for_channel(game_id, reason, ended=False)
        if row is None:
            return None
        log.warning("game %s: paused, the bot cannot use its channel (%s)", game_id, reason)
        return summary_of(row)

    async def channel_deleted(self, game_id: int, reason: str) -> GameSummary | None:
        """The game's channel (or thread) was deleted: paused with the reason as for a lost
        channel, and ended, unrated, since nobody can play it any more nor reach it with a
        command (/abort included): paused alone it would count for ever against its host's and
        its server's open games. The game as it ended; None if it was paused or over already (a
        finished game's last message lost with its channel leaves the game as it ended)."""
        row = await self._pause_for_channel(game_id, reason, ended=True)
        if row is None or row.status is not GameStatus.ABORTED:
            return None
        log.warning("game %s: its channel was deleted; the game is ended", game_id)
        return summary_of(row)

    async def _pause_for_channel(self, game_id: int, reason: str, ended: bool) -> GameRow | None:
        row = await self.tables.store.game(game_id)
        if row is None:
            return None
        async with self.tables.lock(row.channel_id):
            row = await self.tables.store.game(game_id)
            if row is None or row.pause_reason is not None:
                return None
            stop_clock(row, self.tables.clock())
            row.pause_reason = ChannelPause(reason)
            if ended and row.status is GameStatus.PLAYING:  # a finished game keeps its end
                row.status = GameStatus.ABORTED
            return await self.tables.save(row)

    async def channel_paused(self, channel: str) -> tuple[int, str] | None:
        """The game of this channel that is paused because the bot could not use the channel, if any, with the
        reason it paused for (as ``channel_lost`` was given it)."""
        row = await self.tables.store.latest_game(channel)
        return (row.id, row.pause_reason.why) if row is not None and row.pause_reason is not None else None

    async def channel_works(self, channel: str) -> bool:
        """A command or a send showed that the channel works: lift the channel's reason to
        pause; the clock restarts unless the host's /pause still holds it."""
        row = await self.tables.store.latest_game(channel)
        if row is None or row.pause_reason is None:
            return False
        async with self.tables.lock(channel):
            row = await self.tables.store.latest_game(channel)
            if row is None or row.pause_reason is None:
                return False
            row.pause_reason = None
            restart_clock(row, self.tables.clock())
            await self.tables.save(row)
            return True


def owed_and_untried(row: GameRow, rules: Any, state: Any) -> bool:
    """A turn message still owed that no send has failed yet (a stopped bot's news): a ping due
    now gives way to it. One that failed keeps its backoff, and the ping goes meanwhile."""
    return owes_turn_message(row, rules, state) and not row.announce_failures


@dataclass(frozen=True)
class FlooredClock:
    """A clock that reads no earlier than ``floor``: the service's, while the system clock is
    behind the bot's last heartbeat (``Clock.catch_up``). Once the system clock is set it reads
    later than the floor, so the floor stays harmlessly."""

    raw: Callable[[], float]
    floor: float

    def __call__(self) -> float:
        return max(self.raw(), self.floor)
