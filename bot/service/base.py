"""What every part of the service shares (``Tables``): the store, the clock, the board, the pages' threads, a
lock per channel, reading rows, and the commit that turns one change into one transaction.

One command is one state change: read, check, apply (with the answers that need no thinking: standing orders,
computer seats' sale offers), then write the state, log entries and public news in one transaction. Computer
turns are their own steps (``computers``); public messages are made later from the news outbox (``news``)."""

from __future__ import annotations

import asyncio
import contextlib
import random
import time
from collections import defaultdict
from collections.abc import AsyncIterator, Callable, Collection, Hashable, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass, field
from functools import partial
from typing import Any, Generic

from typing_extensions import TypeVar

from bot.games.playing import Decision, Rules
from bot.service.due import earliest_open, next_due, table_waits_on
from bot.service.seats import awaited_people, departed_reached, end_notes, played_for, seat_names
from bot.service.suggestions import Suggestions
from bot.service.work import about
from bot.store import HUMAN, By, GameRow, GameStatus, LogEntry, OfferKey, Seat, StaleVersion, StandIn, Store
from bot.store.notes import NOTES, NewsItem, Note, said_at_once
from bot.words.i18n import DEFAULT, Msg, Refusal

T = TypeVar("T")
R = TypeVar("R", bound=Rules, default=Rules, covariant=True)  # the game's rules: Samarkand's parts need its own

LARGEST_ID = 2**63 - 1  # a game id the databases can hold; anything larger names no game
# A command for a channel whose latest game ended, by how it ended: what happened to it, not "no game" alone
ENDED_HERE = {GameStatus.OVER: "error.game_over_here", GameStatus.ABORTED: "error.game_aborted_here"}


def storable(game_id: int) -> bool:
    """Whether a database could hold a game of this id (a page's address may name any number)."""
    return 0 < game_id <= LARGEST_ID


class ServiceError(Refusal):
    """A refusal a player can read: what is wrong and what to do instead (``message``, said in
    the reader's language; ``str()`` is English)."""


class ChangedWhileActing(ServiceError):
    """Another process changed the game between this command's read and its write. ``refusal``: what the retry
    met on the game as it became (a second tap, answered first by the other); a door says it (``refusal_met``), not
    "try again", which would read as if the first tap had been lost."""

    def __init__(self, refusal: ServiceError | None = None) -> None:
        super().__init__("error.changed_while_acting")
        self.refusal = refusal


def refusal_met(refused: ServiceError) -> ServiceError:
    """What the game refused: the refusal of the game as another change left it, where the
    action was tried again on it."""
    return refused.refusal if isinstance(refused, ChangedWhileActing) and refused.refusal else refused


CHOSEN = (By.PLAYER, By.ADVISED, By.ORDER)  # a log entry's makers that are the seat's person


def reads_dms(seat: Seat) -> bool:
    """Whether the seat's offers went to a person's direct messages that may still hold their buttons: a person's
    seat, or one handed to a computer since (/replace, a time-out), whose person still has the earlier offers' DMs;
    not a computer's from the start, nor that of a person gone from the server or forgotten (nobody writes to them)."""
    return (seat.human or seat.taken_over) and not seat.left and not seat.forgotten


@dataclass
class Report:
    """What one change did, ready to be said in any language: ``public`` lines (also kept as
    news for the channel), private lines per user id, the users whose move it is (``mentions``: public),
    and users who got a decision to make (``prompts``: sale offers and discards; private)."""

    channel_id: str
    game_id: int
    version: int
    turn: int = 0
    public: list[Msg] = field(default_factory=list)
    private: dict[str, list[Msg]] = field(default_factory=dict)
    mentions: list[str] = field(default_factory=list)
    prompts: list[str] = field(default_factory=list)
    view: object = None  # the game's public view after the change (Samarkand's PublicView)
    names: list[str] = field(default_factory=list)
    over: bool = False
    language: str = DEFAULT  # the game's: of its public messages
    computer_due: bool = False  # a computer (or a stand-in) owes the next move: wake the driver
    screens: dict[str, object] = field(default_factory=dict)  # by user: the actor's next screen, and those
    # of the prompted (private: built from the state in memory, so that nobody re-reads the game to show them)
    closed: dict[str, list[int]] = field(default_factory=dict)  # by user: the items of their secret decisions
    # the change closed, answered or not (private: their buttons come off their DMs)
    handed_over: set[str] = field(default_factory=set)  # users among ``closed`` whose seat a computer plays now
    # (/replace, a time-out, a departure): it answered their open decisions, which their DMs still ask
    chosen: list[object] = field(default_factory=list)  # the actions of the change people chose themselves
    # (a command, a press, a standing order; not a stand-in's nor a computer's): private
    untold: dict[str, list[OfferKey]] = field(default_factory=dict)  # by user: the secret decisions of people
    # the change opened, recorded with it until the messages that tell them have gone out
    # (``bot.store.untold_offers``): private
    notice: list[Msg] = field(default_factory=list)  # public lines the channel hears at once, apart from
    # the turn message, which will not carry them soon (a departure during a /pause): ``Clock.player_left``
    holding: list[str] = field(default_factory=list)  # users whose sale answer the whole table waits for after the
    # change (``sales: at once``, the last turn's offers), to ask whether they are still members of the server
    # (``Clock.holder_left``; with ``guild_id``): private
    guild_id: str = ""
    carried_on: list[str] = field(default_factory=list)  # users whose time-out stand-in, in this change, made the
    # decision that follows the move it played for them in the change before (a marriage's discard): their direct
    # message of it adds to the one that told the move, rather than coming as a second (private)


def turn_told(row: GameRow, rules: Rules[Any, Any, Any], state: Any) -> bool:
    """Whether the channel's last turn message announced the turn the game is in."""
    return rules.announce_key(state) == row.turn_message_key


def told_later(row: GameRow, rules: Rules[Any, Any, Any], state: Any) -> bool:
    """Whether news just written waits to reach the channel: with a computer to move, while a
    pause holds its move (the chain goes out once the game runs again: ``Tables._told_held``);
    else until a person ends a turn the channel was told of already (``News.announcement``)."""
    if row.computer_due:
        return bool(row.paused_at)
    return turn_told(row, rules, state)


class Tables(Generic[R]):
    """The games' tables as every part of the service reaches them: one per ``GameService``,
    shared by its parts, so that a lock, the clock or a count is the same for all of them.
    ``rules`` is the game played at them (``bot.games.playing``)."""

    def __init__(self, store: Store, rules: R, clock: Callable[[], float] = time.time,
                 cpu: Executor | None = None) -> None:
        self.store = store
        self.rules = rules
        self.clock = clock
        self.cpu = cpu  # where the web pages' replays and screens run (None: the loop's default threads)
        self._locks: defaultdict[str, asyncio.Lock] = defaultdict(asyncio.Lock)
        self.parses = 0  # game states parsed from their JSON: counted for the benchmarks
        self.suggestions = Suggestions()  # the moves hints suggested, for the log (``bot.service.suggestions``)

    def lock(self, channel: str) -> asyncio.Lock:
        return self._locks[channel]

    @contextlib.asynccontextmanager
    async def locked_in_play(self, game_id: int) -> AsyncIterator[GameRow | None]:
        """The game's row, read again under its channel's lock, or None where the game is gone or no longer in play: a
        change found outside the lock (a departure the bot learned of) acts on the row as it is once it holds it."""
        row = await self.store.game(game_id)
        if row is None:
            yield None
            return
        async with self.lock(row.channel_id):
            row = await self.store.game(game_id)
            yield row if row is not None and row.status is GameStatus.PLAYING else None

    async def off_loop(self, work: Callable[[], T], pages: bool = True) -> T:
        """Run ``work`` (a replay, a parsed state) off the event loop: a web page's in the ``cpu`` threads, a Discord
        command's (``pages`` False) in the loop's default ones, so that page viewers never queue before a player."""
        return await asyncio.get_running_loop().run_in_executor(self.cpu if pages else None, work)

    # ----- reading rows ------------------------------------------------------------------

    async def live(self, channel: str) -> GameRow:
        row = await self.store.live_game(channel)
        if row is None:  # after a game's end or abort, its last words are just above (``ENDED_HERE``)
            latest = await self.store.latest_game(channel)
            ended = ENDED_HERE.get(latest.status) if latest and latest.state else None  # a lobby called off: nothing
            raise ServiceError(ended or "error.no_game")
        about(row.id)
        return row

    async def in_lobby(self, channel: str) -> GameRow:
        row = await self.live(channel)
        if row.status is not GameStatus.LOBBY:
            raise ServiceError("error.started")
        return row

    async def playing(self, channel: str) -> GameRow:
        row = await self.live(channel)
        if row.status is not GameStatus.PLAYING:
            raise ServiceError("error.not_started")
        return row

    async def playing_or_over(self, channel: str) -> GameRow:
        """The channel's latest started game, for the commands that read one: in play, over,
        or aborted (its state as the abort left it, which such a reader must not show as
        awaiting anyone)."""
        row = await self.store.latest_game(channel)
        if row is not None and row.status is GameStatus.LOBBY:  # a table waits for its start: not "start one"
            raise ServiceError("error.not_started")
        if row is None or not row.state:
            raise ServiceError("error.none_in_play")
        about(row.id)
        return row

    async def started(self, game_id: int) -> GameRow:
        """A started game by its id, for the web pages (which name games by id, not channel);
        an id no database can hold names no game."""
        row = await self.store.game(game_id) if storable(game_id) else None
        if row is None or not row.state:
            raise ServiceError("web.unknown_game")
        return row

    async def component_row(self, game_id: int, pressed_in: str | None) -> GameRow:
        """The game a component names, if it is in play and the component was used in its
        channel (``pressed_in``; None: a direct message, which only its recipient can use)."""
        about(game_id)
        row = await self.store.game(game_id)
        if row is None or row.status is not GameStatus.PLAYING:
            raise ServiceError("error.no_longer")
        if pressed_in is not None and pressed_in != row.channel_id:
            raise ServiceError("error.bad_component")
        return row

    def state_of(self, row: GameRow) -> Any:  # the game's state
        self.parses += 1
        return self.rules.load(row.state)

    @staticmethod
    def held_by(row: GameRow, user: str) -> int | None:
        """The seat the user holds now: the one check of who may act for a seat or see its hand. A seat handed to a
        computer is no longer theirs; a time-out stand-in plays only the late turn, so the seat stays its player's."""
        return next((seat for seat, entry in enumerate(row.seats) if entry.user == user and entry.human), None)

    @classmethod
    def shown_to(cls, row: GameRow, user: str) -> int | None:
        """The seat whose hand the user may see: ``held_by``, and once the game is over or called off also a seat a
        computer took from them (nobody acts in it; the final hand is public at the scoring anyway, R9.4), but not while
        the computer may still answer its last sale offers. /hand and the private page both ask this, so that /hand
        never links a page that refuses its reader."""
        seat = cls.held_by(row, user)
        if seat is not None or row.status not in (GameStatus.OVER, GameStatus.ABORTED):
            return seat
        return next((seat for seat, entry in enumerate(row.seats) if entry.user == user), None)

    def seat_of(self, row: GameRow, user: str) -> int:
        """``shown_to``, or the refusal that says why not: a seat a computer plays "now" is
        refused as such, for as long as it does."""
        seat = self.shown_to(row, user)
        if seat is not None:
            return seat
        if any(entry.user == user for entry in row.seats):
            # a time-out under ``replace``: since when, as /games says it
            turn = next((entry.timed_out for entry in row.seats if entry.user == user and not entry.human), 0)
            raise ServiceError("error.seat_replaced_since", turn=turn) if turn else ServiceError("error.seat_replaced")
        raise ServiceError("error.not_seated")

    def host_name(self, row: GameRow) -> str:
        return next((s.name for s in row.seats if s.user == row.host_id), "?")

    def require_host(self, row: GameRow, user: str, is_admin: bool) -> None:
        """A host who left with no person at the table to take over leaves the game to the
        server's admins (``next_host``): the refusal says so, naming no host."""
        if user != row.host_id and not is_admin:
            raise ServiceError("error.host_only", host=self.host_name(row)) if row.host_id else \
                ServiceError("error.host_only_admins")

    async def save(self, row: GameRow) -> GameRow:
        """Write a change of the table (its seats, settings, a pause), not of the game's state."""
        row.updated = self.clock()
        if row.status is GameStatus.PLAYING and row.state:
            row.due_at = next_due(row, self.rules, self.state_of(row))
        try:
            return await self.store.save(row)
        except StaleVersion:
            raise ServiceError("error.changed") from None

    # ----- committing a change -----------------------------------------------------------

    async def commit(self, row: GameRow, state: Any, before: Hashable | None, events: list[Any],
                     entries: list[LogEntry], notes: Sequence[Note] = (), at_once: bool = False) -> Report:
        """Write one change of ``state`` (the game's, played on). ``before`` is the rules'
        ``clock_key`` of the state before it (None: the game just started); ``notes`` are the
        service's own public news (time-outs, replacements). ``at_once``: a departure's notes, which the channel
        hears at once where the turn message that carries them waits (``news.told_at_once``): written so that the
        turn message leaves them out, and nobody reads them twice."""
        rules = self.rules
        if rules.secret_decisions(state):
            self._answer_without_thinking(row, state, await self.store.standing_orders(row.id), events, entries)
        now = self.clock()
        if before != rules.clock_key(state):
            row.waiting_since, row.reminded_at = now, 0.0
        opened = set(row.offer_clocks)
        row.offer_clocks = {key: row.offer_clocks.get(key, [now, 0.0])
                            for key in (OfferKey(d.seat, d.item) for d in rules.secret_decisions(state))}
        earliest = earliest_open(row)
        row.stopped = [span for span in row.stopped if span[1] > earliest]  # what no clock counts from is past
        row.shortened = [span for span in row.shortened if span[1] > earliest]
        reached = departed_reached(row, rules, state)  # told after the moves that brought the turn to the seat
        row.due_at = next_due(row, rules, state)
        row.computer_due = self.computer_mover(row, state) is not None
        if at_once and told_later(row, rules, state):
            notes = [said_at_once(note) for note in notes]
        row.state = rules.dump(state)
        over = rules.over(state)
        row.status = GameStatus.OVER if over else GameStatus.PLAYING
        row.updated = now
        closing = end_notes(row, rules) if over else []
        news: list[NewsItem] = [*notes, *rules.public(events), *reached, *closing]
        untold = [key for key in row.offer_clocks if key not in opened and row.seats[key.seat].human]
        try:
            await self.store.save(row, entries, news, rules.announce_key(state), untold)
        except StaleVersion:
            raise ChangedWhileActing from None
        report = self._report(row, state, news, events, opened - set(row.offer_clocks))
        report.chosen = [entry.action for entry in entries if entry.by in CHOSEN]
        self._told_held(row, entries, report)
        self._told_stood_in(row, entries, news, report)
        for key in untold:
            report.untold.setdefault(row.seats[key.seat].user, []).append(key)
        return report

    async def commit_notes(self, row: GameRow, notes: Sequence[Note], at_once: bool = False) -> Report:
        """Write the service's own news (a replacement, a vacation, a departure) with the game
        as it is: no waiting clock starts again. ``at_once``: as ``commit``'s."""
        state = self.state_of(row)
        return await self.commit(row, state, self.rules.clock_key(state), [], [], notes, at_once)

    def _answer_without_thinking(self, row: GameRow, state: Any, orders: dict[int, dict[int, bool]],
                                 events: list[Any], entries: list[LogEntry]) -> None:
        """Secret decisions answered at once (sale offers: by standing orders, and by computer
        seats), so that nobody ever waits for them. An offer to a person found gone from the server
        (``Seat.left``, their seat not handed to a computer yet: the turn has not reached it) that no
        standing order of theirs answers is closed as its time-out closes it (kept, R6.5), at once:
        nobody can answer it, and under ``sales: at once`` it held the whole table until its time
        ran out, a wait that showed that a person's hand held the card."""
        rng = random.Random(f"{row.id}:{row.version}:offers")
        computers = {seat for seat, entry in enumerate(row.seats) if not entry.human}
        while (answer := self.rules.answers_at_once(state, computers, orders, rng)) is not None:
            seat, action, by = answer
            events += self.rules.apply(state, seat, action, seat_names(row.seats))
            entries.append(LogEntry(seat, action, by, self.clock()))
        departed = {seat for seat, entry in enumerate(row.seats) if entry.human and entry.left}
        while offer := next((d for d in self.rules.secret_decisions(state) if d.seat in departed), None):
            kept = self.rules.default_answer(state, offer)
            events += self.rules.apply(state, offer.seat, kept, seat_names(row.seats))
            entries.append(LogEntry(offer.seat, kept, By.STOOD_IN, self.clock()))

    def computer_mover(self, row: GameRow, state: Any) -> tuple[Decision, str, By] | None:
        """The awaited decision a computer must make now, with the level and who it is
        (a computer seat, or a stand-in after a time-out); None if people are awaited."""
        if self.rules.over(state):
            return None
        for decision in self.rules.awaiting(state):
            kind = row.seats[decision.seat].kind
            if kind != HUMAN:
                return decision, kind, By.COMPUTER
            if row.standin == StandIn(decision.seat, self.rules.turn(state)):
                return decision, row.settings.standin, By.STOOD_IN
        return None

    # ----- what a change says ------------------------------------------------------------

    def _told_held(self, row: GameRow, entries: Sequence[LogEntry], report: Report) -> None:
        """A person's move before a computer's, while the game is paused: the computer moves,
        and the chain's message goes out, only once it runs again; the mover hears that their
        move is made and waits to be shown, rather than a "Done." the channel never echoes."""
        if not (row.paused_at and row.computer_due):
            return
        for user in {row.seats[e.seat].user for e in entries if e.by in CHOSEN and self.rules.bound_to_turn(e.action)}:
            report.private.setdefault(user, []).append(Msg("news.held_paused"))

    def _told_stood_in(self, row: GameRow, entries: Sequence[LogEntry], news: Sequence[NewsItem],
                       report: Report) -> None:
        """A time-out stand-in's move for a person: they hear by a direct message that it played,
        and what (the change's public lines before the next turn opens), whatever it played: the
        channel's turn message pings the next player, not them, and a DM saying only "it played"
        sent them to the channel to learn their own move. What it tells them alone (the cards it
        drew for them) comes under that, since read on its own, perhaps days later, it would seem
        their own doing."""
        played = {e.seat for e in entries if e.by is By.STOOD_IN and self.rules.bound_to_turn(e.action)}
        if not played:  # every change passes here: no words made for nobody
            return
        move = self.move_lines([item for item in news if not isinstance(item, NOTES)], report.names)
        for seat in played:
            user = row.seats[seat].user
            report.private[user] = [Msg("news.stood_in_for_you"), *self.rules.told_to(seat, move, report.names),
                                    *report.private.get(user, [])]

    def told_taken_over(self, row: GameRow, report: Report, seat: int, events: Sequence[Any]) -> None:
        """A computer's move in the turn a time-out under ``replace`` gave it the seat (``Seat.timed_out``): the person
        hears by a direct message that a computer plays their seat in that channel's game for good, and what it played
        for them then (the move's public lines before the next turn opens, then what it tells the seat alone: the cards
        drawn, the discard made of their cards), as a stand-in's move is told (``_told_stood_in``); its discard is
        added to that same message (``Report.carried_on``). Only that turn: the seat is the computer's after it."""
        alone = self.rules.private_lines(events, report.names).get(seat, [])
        move = self.move_lines(list(self.rules.public(events)), report.names)
        report.private[row.seats[seat].user] = [Msg("news.replaced_for_you", channel=row.channel_id),
                                                *self.rules.told_to(seat, move, report.names), *alone]

    def move_lines(self, events: Sequence[Any], names: list[str]) -> list[Msg]:
        """A move's public lines, up to the next turn's opening: what a direct message tells a person of a move a
        computer made for them (a stand-in's, or the one that took their seat). The first event is the move's own even
        where it opens the next turn too (a game whose move event says whose turn follows, as Pebbles' does): else the
        message said that a computer played for them, and not what."""
        opened = next((k for k, item in enumerate(events) if k and self.rules.opens_turn(item)), len(events))
        return self.public_lines(events[:opened], names)

    def _report(self, row: GameRow, state: Any, news: Sequence[NewsItem], events: list[Any],
                closed: Collection[OfferKey]) -> Report:
        """The change told: ``closed`` are the secret decisions it closed (answered or not) that
        an earlier change opened, whose buttons a direct message may hold."""
        rules, names = self.rules, seat_names(row.seats)
        report = Report(row.channel_id, row.id, row.version, rules.turn(state), names=names, over=rules.over(state),
                        language=row.settings.language, computer_due=row.computer_due)
        report.public = self.public_lines(news, names)
        for seat, lines in rules.private_lines(events, names).items():
            if row.seats[seat].human and not row.seats[seat].left:  # nobody writes to a person gone from the server
                report.private.setdefault(row.seats[seat].user, []).extend(lines)
        for key in sorted(closed, key=lambda key: (key.seat, key.card)):
            if reads_dms(row.seats[key.seat]):
                report.closed.setdefault(row.seats[key.seat].user, []).append(key.card)
                if not row.seats[key.seat].human:
                    report.handed_over.add(row.seats[key.seat].user)
        report.view = rules.view(state)
        report.mentions = list(awaited_people(row, rules, state))
        report.guild_id = row.guild_id
        report.holding = sorted({row.seats[d.seat].user for d in table_waits_on(rules, state)
                                 if row.seats[d.seat].human and not row.seats[d.seat].left})
        prompted = {seat for seat in rules.prompted(state, events) if row.seats[seat].human}
        prompted -= self._stood_in(row, state)
        report.prompts = sorted(row.seats[s].user for s in prompted)
        for seat in prompted:
            report.screens[row.seats[seat].user] = rules.screen(row.id, row.channel_id, row.version, state, seat)
        return report

    def _stood_in(self, row: GameRow, state: Any) -> set[int]:
        """The seat whose decision a time-out stand-in makes next (its marriage's discard): not
        prompted, as the stand-in makes it at once, in the same time-out (a player quicker than
        the computers' pass still may, by /hand). Unless a secret decision of the seat's own is
        open too (an offer waits for the player, whatever the stand-in does)."""
        mover = self.computer_mover(row, state)
        if mover is None or mover[2] is not By.STOOD_IN:
            return set()
        seat = mover[0].seat
        return set() if any(d.seat == seat for d in self.rules.secret_decisions(state)) else {seat}

    def public_lines(self, news: Sequence[NewsItem], names: list[str]) -> list[Msg]:
        """The public news in words: the game's events and the service's notes."""
        return [line for item in news if (line := self.rules.describe_note(item, names) if isinstance(item, NOTES)
                                          else self.rules.describe(item, names))]

    async def closing_lines(self, game_id: int) -> list[Msg]:
        """What the end of the scored game ``game_id`` told its table beside the result
        (``end_notes``: the people's seats computers finished, the hints taken), in words, made
        again from its row as the end made them: its public page says them under the final
        scores, so that page and channel name the same winner the same way. None before the end."""
        row = await self.started(game_id)
        if row.status is not GameStatus.OVER:
            return []
        return self.public_lines(end_notes(row, self.rules), seat_names(row.seats))

    async def public_log(self, row: GameRow) -> list[Msg]:
        """A started game so far in public words, rebuilt from its seed and action log (off
        the event loop: a long game's replay takes milliseconds)."""
        log = await self.kept_log(row)
        return await self.off_loop(partial(self._worded, row, log), pages=False)

    def _worded(self, row: GameRow, log: list[LogEntry]) -> list[Msg]:
        """The log's moves in public words, each computer's move in a person's seat under a
        note saying so (``played_for``)."""
        names = seat_names(row.seats)
        state, events = self.rules.rebuilt(row.state, row.settings, names, row.seed)
        said: list[NewsItem] = list(self.rules.public(events))
        played: set[tuple[int, int | None]] = set()
        for entry in log:
            if self.rules.bound_to_turn(entry.action):
                said += played_for(row, entry, self.rules.turn(state), played)
            said += self.rules.public(self.rules.apply(state, entry.seat, entry.action, names))
        return self.public_lines(said, names)

    async def kept_log(self, row: GameRow) -> list[LogEntry]:
        """The game's action log, or a refusal for a finished game whose log the host's
        retention setting deleted (its result, the final state, stays: docs/privacy.md). A
        game aborted before anyone moved has an empty log of its own: nothing was deleted."""
        log = await self.store.log(row.id)
        if not log and row.status is not GameStatus.PLAYING and (row.status is not GameStatus.ABORTED
                                                                  or self.moved(row)):  # a game ended by play moved
            raise ServiceError("error.log_removed")
        return log

    def moved(self, row: GameRow) -> bool:
        """Whether anyone moved in ``row``: the rules' clock key moves with every move but a sale answer, and no sale
        offer opens before a move."""
        opening, _ = self.rules.rebuilt(row.state, row.settings, seat_names(row.seats), row.seed)
        return self.rules.clock_key(opening) != self.rules.clock_key(self.state_of(row))
