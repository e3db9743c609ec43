"""The lobby and the table's management: create, join, leave, computer seats, settings,
start, abort, pause, and handing a seat to a computer."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from bot.ai import LEVELS
from bot.commands import quoted
from bot.engine import new_game
from bot.service.base import HUMAN, Report, ServiceBase, ServiceError, clock_key
from bot.store import ChannelBusy, GameRow

MAX_SEATS, MIN_SEATS = 5, 2
TIMEOUT_POLICIES = ("standin", "replace")
SALES = ("private", "at_once")
DEFAULT_SETTINGS: dict[str, Any] = {"turn_hours": 24.0, "reminder_hours": 6.0, "timeout": "standin",
                                    "standin_level": "greedy", "sales": "private"}
AT_ONCE_WARNING = ("With sales: at once the table waits for a holder's answer, so a wait after a camel "
                   "reaches a goods space shows that someone holds that card (R6.5).")


def unique_name(wanted: str, seats: list[dict[str, str]]) -> str:
    """Seat names are the engine's player names: unique within a game, and never changed."""
    taken = {s["name"] for s in seats}
    name, number = " ".join(wanted.split())[:32] or "Player", 2
    candidate = name
    while candidate in taken:
        candidate, number = f"{name} ({number})", number + 1
    return candidate


def fresh_seed() -> int:
    return random.SystemRandom().getrandbits(63)


class Lobby(ServiceBase):
    seed_source: Callable[[], int] = staticmethod(fresh_seed)  # tests fix it, to replay a game exactly

    async def create(self, channel: str, guild: str, user: str, name: str, seed: int | None = None) -> GameRow:
        async with self.lock(channel):
            existing = await self.store.live_game(channel)
            if existing:
                raise ServiceError(self._busy_message(existing))
            seed = seed if seed is not None else self.seed_source()
            seats = [{"user": user, "name": unique_name(name, []), "kind": HUMAN}]
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

    async def join(self, channel: str, user: str, name: str) -> GameRow:
        async with self.lock(channel):
            row = await self._lobby(channel)
            if any(s["user"] == user for s in row.seats):
                raise ServiceError("You are already in this game.")
            self._check_room(row)
            row.seats.append({"user": user, "name": unique_name(name, row.seats), "kind": HUMAN})
            return await self._save(row)

    async def add_computer(self, channel: str, user: str, level: str = "greedy") -> GameRow:
        async with self.lock(channel):
            row = await self._lobby(channel)
            self._seat_of(row, user)
            check_level(level)
            self._check_room(row)
            number = 1 + sum(1 for s in row.seats if s["kind"] != HUMAN)
            row.seats.append({"user": f"cpu{number}", "name": f"Computer {number} ({level})", "kind": level})
            return await self._save(row)

    async def leave(self, channel: str, user: str) -> GameRow:
        async with self.lock(channel):
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
        """Change the time per turn, the reminder interval, the time-out policy or (in the
        lobby) the sale timing of R6.5."""
        async with self.lock(channel):
            row = await self._live(channel)
            self._require_host(row, user, is_admin)
            for key, value in changes.items():
                if value is not None:
                    self._set(row, key, value)
            return await self._save(row)

    def _set(self, row: GameRow, key: str, value: Any) -> None:
        if key in ("turn_hours", "reminder_hours"):
            hours = _hours(value)
            row.settings[key] = hours
        elif key == "timeout" and value in TIMEOUT_POLICIES:
            row.settings[key] = value
        elif key == "sales" and value in SALES:
            if row.status != "lobby" and value != row.settings.get("sales", "private"):
                raise ServiceError("The sale timing is chosen in the lobby, before the game starts.")
            row.settings[key] = value
        else:
            raise ServiceError(f"Unknown setting {key}={quoted(str(value))}. Time-out policies: "
                               f"{', '.join(TIMEOUT_POLICIES)}; sale timings: {', '.join(SALES)}.")

    async def start(self, channel: str, user: str, is_admin: bool) -> Report:
        async with self.lock(channel):
            row = await self._lobby(channel)
            self._require_host(row, user, is_admin)
            if not MIN_SEATS <= len(row.seats) <= MAX_SEATS:
                raise ServiceError(f"A game needs {MIN_SEATS}-{MAX_SEATS} players; this one has "
                                   f"{len(row.seats)}. Invite someone to /join or add a computer player.")
            at_once = row.settings.get("sales") == "at_once"
            state, events = new_game([s["name"] for s in row.seats], row.seed, self.board, at_once)
            by_name = {s["name"]: s for s in row.seats}
            row.seats = [by_name[p.name] for p in state.players]
            row.status = "playing"
            note = {"kind": "started", "seats": list(range(len(row.seats))), "sales": row.settings["sales"]}
            return await self._commit(row, state, None, events, [], [note])

    async def abort(self, channel: str, user: str, is_admin: bool) -> GameRow:
        async with self.lock(channel):
            row = await self._live(channel)
            self._require_host(row, user, is_admin)
            row.status = "aborted"
            return await self._save(row)

    async def pause(self, channel: str, user: str, is_admin: bool, paused: bool) -> GameRow:
        """Stop (or restart) the game's clock: no reminders, time-outs or computer moves."""
        async with self.lock(channel):
            row = await self._playing(channel)
            self._require_host(row, user, is_admin)
            now = self.clock()
            if paused and not row.paused_at:
                row.paused_at, row.pause_reason = now, "host"
            elif not paused and row.paused_at:
                resume_clocks(row, now)
            return await self._save(row)

    async def replace(self, channel: str, user: str, is_admin: bool, seat_user: str,
                      level: str = "greedy") -> Report:
        """The host hands a player's seat to a computer player for the rest of the game; the
        computer's moves are played as their own steps, never inside this command."""
        async with self.lock(channel):
            row = await self._playing(channel)
            self._require_host(row, user, is_admin)
            check_level(level)
            seat = self._seat_of(row, seat_user)
            row.seats[seat] = {**row.seats[seat], "kind": level}
            state = self._state(row)
            note = {"kind": "replaced", "player": seat, "level": level}
            return await self._commit(row, state, clock_key(state), [], [], [note])

    def _check_room(self, row: GameRow) -> None:
        if len(row.seats) >= MAX_SEATS:
            raise ServiceError(f"The game is full ({MAX_SEATS} players).")


def check_level(level: str) -> None:
    if level not in LEVELS:
        raise ServiceError(f"There is no computer level '{quoted(str(level))}'. Choose one of: {', '.join(LEVELS)}.")


def _hours(value: Any) -> float:
    try:
        hours = float(value)
    except (TypeError, ValueError):
        hours = -1.0
    if not 0 < hours <= 24 * 14:
        raise ServiceError("Give a number of hours between 0 and 336 (two weeks).")
    return hours


def resume_clocks(row: GameRow, now: float) -> None:
    """Restart a stopped clock where it stood: the pause never counts against anyone."""
    paused = now - row.paused_at
    row.waiting_since += paused
    if row.reminded_at:
        row.reminded_at += paused
    row.offer_clocks = {key: [t + paused if t else 0.0 for t in times] for key, times in row.offer_clocks.items()}
    row.paused_at, row.pause_reason = 0.0, ""
