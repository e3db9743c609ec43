"""The application's one entry for every game command, with or without Discord.

One command is one state change: read the game, check, apply (plus any computer moves and
standing orders it sets off), then write the state and the log entries in one transaction.
Commands on one game are serialised by a lock per channel and by the row's version.
Results come back as a ``Report``: public lines, private lines per user, who to mention.
"""

from __future__ import annotations

import asyncio
import random
import time
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from bot.ai import LEVELS, conceal, make_player
from bot.commands import InputError, parse_card, parse_family, parse_space
from bot.engine import (
    Action,
    Board,
    Discard,
    Event,
    Expand,
    GameState,
    Marry,
    RuleError,
    SaleDecision,
    action_from_dict,
    action_to_dict,
    apply_action,
    awaiting,
    default_board,
    legal_actions,
    new_game,
    public,
    state_from_json,
    state_to_json,
    view,
)
from bot.engine.board import DATA_DIR
from bot.narrate import describe
from bot.store import ChannelBusy, GameRow, LogEntry, StaleVersion, Store

MAX_SEATS, MIN_SEATS = 5, 2
HUMAN = "human"
TIMEOUT_POLICIES = ("standin", "replace")
DEFAULT_SETTINGS: dict[str, Any] = {"turn_hours": 24.0, "reminder_hours": 6.0, "timeout": "standin",
                                    "standin_level": "greedy"}


class ServiceError(Exception):
    """A refusal a player can read: what is wrong and what to do instead."""


@dataclass
class Report:
    """What a command changed, ready to be said: ``public`` lines for the channel, private
    lines per user id, the users whose move it is (``mentions``: public turns and discards),
    and users with an open private decision (``prompts``: sale offers and discards)."""

    channel_id: str
    game_id: int
    version: int
    public: list[str] = field(default_factory=list)
    private: dict[str, list[str]] = field(default_factory=dict)
    mentions: list[str] = field(default_factory=list)
    prompts: list[str] = field(default_factory=list)
    view: dict[str, Any] | None = None
    names: list[str] = field(default_factory=list)
    over: bool = False


def unique_name(wanted: str, seats: list[dict[str, str]]) -> str:
    """Seat names are the engine's player names: unique within a game, and never changed."""
    taken = {s["name"] for s in seats}
    name, number = wanted.strip() or "Player", 2
    candidate = name
    while candidate in taken:
        candidate, number = f"{name} ({number})", number + 1
    return candidate


class GameService:
    def __init__(self, store: Store, clock: Callable[[], float] = time.time, board: Board | None = None) -> None:
        self.store = store
        self.clock = clock
        self.board = board or default_board()
        self._locks: defaultdict[str, asyncio.Lock] = defaultdict(asyncio.Lock)

    # ----- lobby -------------------------------------------------------------------------

    async def create(self, channel: str, guild: str, user: str, name: str, seed: int | None = None) -> GameRow:
        async with self._locks[channel]:
            existing = await self.store.live_game(channel)
            if existing:
                raise ServiceError(self._busy_message(existing))
            seed = seed if seed is not None else random.SystemRandom().getrandbits(63)
            seats = [{"user": user, "name": name, "kind": HUMAN}]
            try:
                return await self.store.create(channel, guild, user, dict(DEFAULT_SETTINGS), seats, seed,
                                               self.clock())
            except ChannelBusy:
                raise ServiceError("This channel already has a game; use /join or /board.") from None

    def _busy_message(self, row: GameRow) -> str:
        if row.status == "lobby":
            return (f"This channel already has a game waiting for players (host: "
                    f"{self._host_name(row)}). Use /join, or the host can /abort it.")
        return "This channel already has a game in play. Watch it with /board, or open a thread."

    def _host_name(self, row: GameRow) -> str:
        return next((s["name"] for s in row.seats if s["user"] == row.host_id), "?")

    async def join(self, channel: str, user: str, name: str) -> GameRow:
        async with self._locks[channel]:
            row = await self._lobby(channel)
            if any(s["user"] == user for s in row.seats):
                raise ServiceError("You are already in this game.")
            self._check_room(row)
            row.seats.append({"user": user, "name": unique_name(name, row.seats), "kind": HUMAN})
            return await self._save(row)

    async def add_computer(self, channel: str, user: str, level: str = "greedy") -> GameRow:
        async with self._locks[channel]:
            row = await self._lobby(channel)
            self._seat_of(row, user)
            if level not in LEVELS:
                raise ServiceError(f"There is no computer level '{level}'. Choose one of: {', '.join(LEVELS)}.")
            self._check_room(row)
            number = 1 + sum(1 for s in row.seats if s["kind"] != HUMAN)
            row.seats.append({"user": f"cpu{number}", "name": f"Computer {number} ({level})", "kind": level})
            return await self._save(row)

    async def leave(self, channel: str, user: str) -> GameRow:
        async with self._locks[channel]:
            row = await self._lobby(channel)
            self._seat_of(row, user)
            row.seats = [s for s in row.seats if s["user"] != user]
            humans = [s for s in row.seats if s["kind"] == HUMAN]
            if not humans:
                row.status = "aborted"
            elif row.host_id == user:
                row.host_id = humans[0]["user"]
            return await self._save(row)

    async def configure(self, channel: str, user: str, is_admin: bool, **changes: Any) -> GameRow:
        """Change the time per turn, the reminder interval or the time-out policy."""
        async with self._locks[channel]:
            row = await self._live(channel)
            self._require_host(row, user, is_admin)
            for key, value in changes.items():
                if value is None:
                    continue
                if key in ("turn_hours", "reminder_hours"):
                    if not 0 < float(value) <= 24 * 14:
                        raise ServiceError("Give a number of hours between 0 and 336 (two weeks).")
                    row.settings[key] = float(value)
                elif key == "timeout" and value in TIMEOUT_POLICIES:
                    row.settings[key] = value
                else:
                    raise ServiceError(f"Unknown setting {key}={value}. Time-out policies: "
                                       f"{', '.join(TIMEOUT_POLICIES)}.")
            return await self._save(row)

    async def start(self, channel: str, user: str, is_admin: bool) -> Report:
        async with self._locks[channel]:
            row = await self._lobby(channel)
            self._require_host(row, user, is_admin)
            if not MIN_SEATS <= len(row.seats) <= MAX_SEATS:
                raise ServiceError(f"A game needs {MIN_SEATS}-{MAX_SEATS} players; this one has "
                                   f"{len(row.seats)}. Invite someone to /join or add a computer player.")
            state, events = new_game([s["name"] for s in row.seats], row.seed, self.board)
            by_name = {s["name"]: s for s in row.seats}
            row.seats = [by_name[p.name] for p in state.players]
            row.status = "playing"
            return await self._commit(row, state, events, [], opening=True)

    async def abort(self, channel: str, user: str, is_admin: bool) -> GameRow:
        async with self._locks[channel]:
            row = await self._live(channel)
            self._require_host(row, user, is_admin)
            row.status = "aborted"
            return await self._save(row)

    async def pause(self, channel: str, user: str, is_admin: bool, paused: bool) -> GameRow:
        """Stop (or restart) the game's clock: no reminders and no time-outs while paused."""
        async with self._locks[channel]:
            row = await self._playing(channel)
            self._require_host(row, user, is_admin)
            now = self.clock()
            if paused and not row.paused_at:
                row.paused_at = now
            elif not paused and row.paused_at:
                row.waiting_since += now - row.paused_at
                row.paused_at = 0
            return await self._save(row)

    async def replace(self, channel: str, user: str, is_admin: bool, seat_user: str,
                      level: str = "greedy") -> Report:
        """The host hands a player's seat to a computer player for the rest of the game."""
        async with self._locks[channel]:
            row = await self._playing(channel)
            self._require_host(row, user, is_admin)
            if level not in LEVELS:
                raise ServiceError(f"Choose a computer level: {', '.join(LEVELS)}.")
            seat = self._seat_of(row, seat_user)
            old = row.seats[seat]["name"]
            row.seats[seat] = {**row.seats[seat], "kind": level}
            state = state_from_json(row.state, self.board)
            report = await self._commit(row, state, [], [])
            report.public.insert(0, f"{old}'s seat is now played by a computer player ({level}).")
            return report

    # ----- play --------------------------------------------------------------------------

    async def marry(self, channel: str, user: str, family: str, version: int | None = None) -> Report:
        return await self.act(channel, user, Marry(self._parse(parse_family, family)), version)

    async def expand(self, channel: str, user: str, family: str, spaces: list[str],
                     version: int | None = None) -> Report:
        targets = tuple(self._parse(parse_space, s) for s in spaces if s)
        return await self.act(channel, user, Expand(self._parse(parse_family, family), targets), version)

    async def discard(self, channel: str, user: str, cards: list[str], version: int | None = None) -> Report:
        chosen = tuple(sorted(self._parse(parse_card, c) for c in cards if c))
        return await self.act(channel, user, Discard(chosen), version)

    async def decide_sale(self, channel: str, user: str, card: str, sell: bool,
                          version: int | None = None) -> Report:
        return await self.act(channel, user, SaleDecision(self._parse(parse_card, card), sell), version)

    def _parse(self, parser: Callable[[Board, str], int], text: str) -> int:
        try:
            return parser(self.board, text)
        except InputError as err:
            raise ServiceError(str(err)) from None

    async def act(self, channel: str, user: str, action: Action, version: int | None = None) -> Report:
        """Apply one player's action; ``version`` (from a button) must still be current."""
        async with self._locks[channel]:
            row = await self._playing(channel)
            if version is not None and version != row.version:
                raise ServiceError("That button belongs to an earlier moment of the game; "
                                   "use the newest message or /hand.")
            seat = self._seat_of(row, user)
            state = state_from_json(row.state, self.board)
            try:
                events = apply_action(state, seat, action)
            except RuleError as err:
                raise ServiceError(str(err)) from None
            entries = [LogEntry(seat, action_to_dict(action), "player", self.clock())]
            return await self._commit(row, state, events, entries)

    async def standing_order(self, channel: str, user: str, card: str, order: str) -> str:
        """Always sell, never sell, or ask about a card, so the game need not wait (R6.2)."""
        if order not in ("sell", "keep", "ask"):
            raise ServiceError("A standing order is sell, keep or ask.")
        number = self._parse(parse_card, card)
        async with self._locks[channel]:
            row = await self._playing(channel)
            seat = self._seat_of(row, user)
            sell = {"sell": True, "keep": False, "ask": None}[order]
            await self.store.set_standing_order(row.id, seat, number, sell)
        name = self.board.goods[number].name
        return {"sell": f"From now on {name} is sold as soon as it can be.",
                "keep": f"From now on {name} is kept without asking.",
                "ask": f"You will be asked about {name}."}[order]

    # ----- reading -----------------------------------------------------------------------

    async def hand(self, channel: str, user: str) -> dict[str, Any]:
        """A player's private view: hand with points, open decisions, standing orders."""
        row = await self._playing_or_over(channel)
        seat = self._seat_of(row, user)
        state = state_from_json(row.state, self.board)
        data = view(state, seat)
        data["orders"] = (await self.store.standing_orders(row.id)).get(seat, {})
        data["names"] = [s["name"] for s in row.seats]
        data["version"] = row.version
        data["game"] = row.id
        return data

    async def public_view(self, channel: str) -> tuple[GameRow, dict[str, Any] | None]:
        row = await self.store.latest_game(channel)
        if row is None:
            raise ServiceError("No game has been played in this channel yet. Start one with /new.")
        if not row.state:
            return row, None
        return row, view(state_from_json(row.state, self.board))

    def rules_summary(self) -> str:
        """The rules in short (``data/rules_summary.md``), for /rules."""
        return (DATA_DIR / "rules_summary.md").read_text(encoding="utf-8")

    async def log_lines(self, channel: str, last: int = 25) -> list[str]:
        """The game so far in public words, rebuilt from the seed and the action log."""
        row = await self._playing_or_over(channel)
        names = [s["name"] for s in row.seats]
        state, events = new_game([s["name"] for s in row.seats], row.seed, self.board)
        for entry in await self.store.log(row.id):
            events += apply_action(state, entry.seat, action_from_dict(entry.action))
        return self._public_lines(events, names)[-last:]

    async def channel_of(self, game_id: int) -> str:
        """The channel of a game in play, for buttons that carry only the game's id."""
        row = await self.store.game(game_id)
        if row is None or row.status != "playing":
            raise ServiceError("That game is no longer in play; see /board for the newest one.")
        return row.channel_id

    async def waiting_for(self, channel: str) -> list[str]:
        """The users whose input the game waits for, sale holders included. Private routing
        information: use it to send prompts, never to say in public who holds a card."""
        row = await self._playing(channel)
        state = state_from_json(row.state, self.board)
        return [row.seats[d.player]["user"] for d in awaiting(state) if row.seats[d.player]["kind"] == HUMAN]

    async def options(self, channel: str, user: str) -> dict[str, Any]:
        """The legal choices of a player now, for menus and autocomplete."""
        row = await self._playing(channel)
        seat = self._seat_of(row, user)
        state = state_from_json(row.state, self.board)
        actions = legal_actions(state, seat)
        expansions = [a for a in actions if isinstance(a, Expand)]
        families = sorted({a.family for a in expansions})
        return {
            "marry": sorted({a.family for a in actions if isinstance(a, Marry)}),
            "expand": {f: sorted({s for a in expansions if a.family == f for s in a.spaces}) for f in families},
            "singles": {f: [a.spaces[0] for a in expansions if a.family == f and len(a.spaces) == 1]
                        for f in families},
            "pairs": {f: [a.spaces for a in expansions if a.family == f and len(a.spaces) == 2] for f in families},
            "version": row.version,
        }

    # ----- time --------------------------------------------------------------------------

    async def tick(self) -> list[Report]:
        """Remind whoever the game waits for, and apply the time-out policy when the time
        per turn is up. Called by the scheduler; safe to call at any moment."""
        reports = []
        for row in await self.store.playing():
            if row.paused_at:
                continue
            report = await self._tick_game(row.channel_id)
            if report:
                reports.append(report)
        return reports

    async def _tick_game(self, channel: str) -> Report | None:
        async with self._locks[channel]:
            row = await self.store.live_game(channel)
            if row is None or row.status != "playing" or row.paused_at:
                return None
            now = self.clock()
            if now >= row.waiting_since + row.settings["turn_hours"] * 3600:
                return await self._time_out(row)
            last = max(row.waiting_since, row.reminded_at)
            if now >= last + row.settings["reminder_hours"] * 3600:
                await self.store.mark_reminded(row.id, now)
                state = state_from_json(row.state, self.board)
                report = self._report(row, state, [])
                report.public = ["Reminder: the game is waiting for you."] if report.mentions else []
                return report
            return None

    async def _time_out(self, row: GameRow) -> Report:
        state = state_from_json(row.state, self.board)
        events: list[Event] = []
        entries: list[LogEntry] = []
        notes = []
        rng = random.Random(f"{row.id}:{row.version}:timeout")
        for decision in awaiting(state):
            if row.seats[decision.player]["kind"] != HUMAN:
                continue
            name = row.seats[decision.player]["name"]
            if decision.kind == "sale":
                action: Action = SaleDecision(decision.card, False)
            else:
                level = row.settings["standin_level"]
                seen = conceal(state, decision.player, rng)
                action = make_player(level, rng.getrandbits(32)).choose(seen, decision.player)
                if decision.kind == "turn" and row.settings["timeout"] == "replace":
                    row.seats[decision.player] = {**row.seats[decision.player], "kind": level}
                    notes.append(f"Time is up for {name}: a computer player takes over the seat.")
                else:
                    notes.append(f"Time is up for {name}: a computer stand-in made the "
                                 f"{'discard' if decision.kind == 'discard' else 'move'}.")
            events += apply_action(state, decision.player, action)
            entries.append(LogEntry(decision.player, action_to_dict(action), "timeout", self.clock()))
        report = await self._commit(row, state, events, entries)
        report.public[:0] = notes
        return report

    async def unannounced(self) -> list[Report]:
        """Games whose newest public message may not have gone out (say, a crash right
        after the commit): their reports again, to be re-sent."""
        reports = []
        for row in await self.store.playing():
            if row.announced < row.version:
                state = state_from_json(row.state, self.board)
                reports.append(self._report(row, state, []))
        return reports

    async def mark_announced(self, report: Report) -> None:
        await self.store.mark_announced(report.game_id, report.version)

    # ----- internals ---------------------------------------------------------------------

    async def _commit(self, row: GameRow, state: GameState, events: list[Event], entries: list[LogEntry],
                      opening: bool = False) -> Report:
        computers = any(s["kind"] != HUMAN for s in row.seats)
        orders = await self.store.standing_orders(row.id) if computers or state.pending else {}
        before = [(d.kind, d.player) for d in awaiting(state)] if not opening else []
        if any(row.seats[d.player]["kind"] != HUMAN for d in awaiting(state)):
            # Computer players think off the event loop (a search level takes seconds).
            await asyncio.to_thread(self._automate, row, state, orders, events, entries)
        else:
            self._automate(row, state, orders, events, entries)
        now = self.clock()
        if opening or before != [(d.kind, d.player) for d in awaiting(state)] or entries:
            row.waiting_since = now
            row.reminded_at = 0
        row.state = state_to_json(state)
        row.status = "over" if state.over else "playing"
        row.updated = now
        try:
            await self.store.save(row, entries)
        except StaleVersion:
            raise ServiceError("The game changed while you acted; look at the newest message and "
                               "try again.") from None
        return self._report(row, state, events)

    def _automate(self, row: GameRow, state: GameState, orders: dict[int, dict[int, bool]],
                  events: list[Event], entries: list[LogEntry]) -> None:
        """Play computer seats and apply standing orders until a person must decide."""
        rng = random.Random(f"{row.id}:{row.version}:{len(entries)}")
        while not state.over:
            step = self._automatic_step(row, state, orders, rng)
            if step is None:
                return
            seat, action, by = step
            events += apply_action(state, seat, action)
            entries.append(LogEntry(seat, action_to_dict(action), by, self.clock()))

    def _automatic_step(self, row: GameRow, state: GameState, orders: dict[int, dict[int, bool]],
                        rng: random.Random) -> tuple[int, Action, str] | None:
        for decision in awaiting(state):
            kind = row.seats[decision.player]["kind"]
            if kind != HUMAN:
                player = make_player(kind, rng.getrandbits(32))
                seen = conceal(state, decision.player, rng)
                return decision.player, player.choose(seen, decision.player), "computer"
            order = orders.get(decision.player, {}).get(decision.card)
            if decision.kind == "sale" and order is not None:
                return decision.player, SaleDecision(decision.card, order), "standing order"
        return None

    def _report(self, row: GameRow, state: GameState, events: list[Event]) -> Report:
        names = [s["name"] for s in row.seats]
        report = Report(row.channel_id, row.id, row.version, names=names, over=state.over)
        report.public = self._public_lines(events, names)
        for event in events:
            if event.private_to is not None and row.seats[event.private_to]["kind"] == HUMAN:
                line = describe(event, self.board, names)
                if line:
                    report.private.setdefault(row.seats[event.private_to]["user"], []).append(line)
        public_view = view(state)
        report.view = public_view
        report.mentions = [row.seats[w["player"]]["user"] for w in public_view["waiting"]
                           if row.seats[w["player"]]["kind"] == HUMAN]
        report.prompts = sorted({row.seats[d.player]["user"] for d in state.pending
                                 if row.seats[d.player]["kind"] == HUMAN})
        return report

    def _public_lines(self, events: list[Event], names: list[str]) -> list[str]:
        return [line for e in public(events) if (line := describe(e, self.board, names))]

    async def _save(self, row: GameRow) -> GameRow:
        row.updated = self.clock()
        try:
            return await self.store.save(row)
        except StaleVersion:
            raise ServiceError("The game changed meanwhile; please try again.") from None

    async def _live(self, channel: str) -> GameRow:
        row = await self.store.live_game(channel)
        if row is None:
            raise ServiceError("There is no game in this channel. Start one with /new.")
        return row

    async def _lobby(self, channel: str) -> GameRow:
        row = await self._live(channel)
        if row.status != "lobby":
            raise ServiceError("The game has already started; that is only possible in the lobby.")
        return row

    async def _playing(self, channel: str) -> GameRow:
        row = await self._live(channel)
        if row.status != "playing":
            raise ServiceError("The game has not started yet; the host starts it with /start.")
        return row

    async def _playing_or_over(self, channel: str) -> GameRow:
        row = await self.store.latest_game(channel)
        if row is None or not row.state:
            raise ServiceError("There is no game in play in this channel. Start one with /new.")
        return row

    def _seat_of(self, row: GameRow, user: str) -> int:
        for seat, entry in enumerate(row.seats):
            if entry["user"] == user:
                return seat
        raise ServiceError("You are not playing in this game; you can watch with /board.")

    def _require_host(self, row: GameRow, user: str, is_admin: bool) -> None:
        if user != row.host_id and not is_admin:
            raise ServiceError(f"Only the host ({self._host_name(row)}) or a server admin can do that.")

    def _check_room(self, row: GameRow) -> None:
        if len(row.seats) >= MAX_SEATS:
            raise ServiceError(f"The game is full ({MAX_SEATS} players).")
