"""The lobby and the table's management: create, join, leave, computer seats, settings (the
game's language among them), start, abort, pause, and handing a seat to a computer."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from bot.games.playing import Illegal
from bot.service.base import Report, ServiceError, Tables
from bot.service.counting import HOUR, counted, merged, moment_before, moment_when
from bot.service.due import earliest_open, stood_still
from bot.service.limits import NO_LIMITS, Limit, Limits, LimitsHere, count, refusal
from bot.service.news import told_at_once
from bot.service.seats import seat_names
from bot.service.summaries import GameSummary, summary_of
from bot.service.table_settings import Changes, checked
from bot.service.vacation import away_at_start
from bot.store import ChannelBusy, GameRow, GameStatus, Seat, UserId, computer_user
from bot.store.notes import Replaced
from bot.store.setting import Setting
from bot.store.settings import Settings
from bot.words.i18n import DEFAULT, Msg, text
from bot.words.names import as_read, without_controls


@dataclass(frozen=True)
class Departure:
    """The lobby after a player left, and the name of its new host when the host was the one."""

    game: GameSummary
    new_host: str | None


@dataclass(frozen=True)
class Hosting:
    """Who hosts the channel's game (lobby or in play), and under which seat name: what is
    asked of Discord (is the host still a member of ``guild_id``?) before a player is refused
    as not the host, since a host who left the server could never act again."""

    game_id: int
    guild_id: str
    user: str
    name: str
    in_lobby: bool


def unique_name(wanted: str, seats: list[Seat]) -> str:
    """Seat names are the engine's player names: unique within a game as they read, and never
    changed; without direction controls, which would turn around every line that names the
    seat. "Ann" and "Ann" with a zero-width space read the same: the second is "Ann (2)", and a
    name of nothing visible is "Player"."""
    taken = {as_read(s.name) for s in seats}
    name, number = " ".join(without_controls(wanted).split())[:32], 2
    name = name if as_read(name).strip() else "Player"
    candidate = name
    while as_read(candidate) in taken:
        candidate, number = f"{name} ({number})", number + 1
    return candidate


def fresh_seed() -> int:
    return random.SystemRandom().getrandbits(63)


class Lobby:
    """Opening a table and managing it until the end, within the host's limits (``limits``)."""

    seed_source: Callable[[], int] = staticmethod(fresh_seed)  # tests fix it, to replay a game exactly

    def __init__(self, tables: Tables) -> None:
        self.tables = tables
        self.limits: Limits = NO_LIMITS  # the bot sets the host's (bot.ops.config); the offline console has none

    async def check_room(self, guild: str, user: str) -> None:
        """Refuse (naming the limit) if ``user`` may not open another game in ``guild`` now."""
        open_games = await self.tables.store.open_games(guild, user)
        for limit in Limit:
            most = self.limits.most(limit)
            if most is not None and count(open_games, limit) >= most:
                raise ServiceError(refusal(limit, most, count(open_games, limit)))

    async def limits_here(self, guild: str) -> LimitsHere:
        """The host's limits and the server's lobbies and open games now."""
        open_games = await self.tables.store.open_games(guild, "")
        return LimitsHere(self.limits, open_games.server_lobbies, open_games.server_games)

    async def create(self, channel: str, guild: str, user: str, name: str, seed: int | None = None,
                     language: str = DEFAULT) -> GameSummary:
        """A new game in the lobby; its public messages and images speak ``language``. The
        server's lock keeps two of one member's ``/new`` in two channels from both passing
        the host's limits (within this process)."""
        async with self.tables.lock(channel), self.tables.lock(f"server:{guild}"):
            existing = await self.tables.store.live_game(channel)
            if existing and existing.status is GameStatus.LOBBY:
                raise ServiceError("error.lobby_busy", host=self.tables.host_name(existing))
            if existing:
                raise ServiceError("error.game_busy")
            await self.check_room(guild, user)
            seed = seed if seed is not None else self.seed_source()
            seats = [Seat(UserId(user), unique_name(name, []))]
            try:
                settings = self.tables.store.table().changed(Settings.language, checked(Settings.language, language))
                created = await self.tables.store.create(channel, guild, user, settings, seats, seed,
                                                         self.tables.clock())
                return summary_of(created)
            except ChannelBusy:
                raise ServiceError("error.channel_busy") from None

    async def posted(self, game_id: int, message: str) -> None:
        """The lobby's message is in the channel (``message``, its id): the game's first turn
        message, or the lobby's closing, edits it (its Join button off)."""
        await self.tables.store.lobby_posted(game_id, message)

    async def join(self, channel: str, user: str, name: str, game: int | None = None) -> GameSummary:
        """``game``: the lobby a Join button was posted for, which must be the channel's lobby
        now (a button its message kept, the edit that would have taken it off having failed,
        joins no later lobby of the channel)."""
        async with self.tables.lock(channel):
            row = await self.tables.in_lobby(channel)
            if game is not None and row.id != game:
                raise ServiceError("error.join_button_old")
            if any(s.user == user for s in row.seats):
                raise ServiceError("error.already_joined")
            self._check_room(row)
            row.seats.append(Seat(UserId(user), unique_name(name, row.seats)))
            return summary_of(await self.tables.save(row))

    async def add_computer(self, channel: str, user: str, level: str | None = None,
                           is_admin: bool = False) -> GameSummary:
        """A computer seat, added by the host (or a server admin): who plays is the host's
        choice, as starting is, and nobody else can take a computer seat out again."""
        async with self.tables.lock(channel):
            row = await self.tables.in_lobby(channel)
            self.tables.require_host(row, user, is_admin)
            chosen = self._level(level)
            self._check_room(row)
            number = 1 + sum(1 for s in row.seats if not s.human)
            name = computer_name(row.settings.language, number, self.tables.rules.level_name(chosen))
            row.seats.append(Seat(computer_user(number), unique_name(name, row.seats), chosen))
            return summary_of(await self.tables.save(row))

    async def hosting(self, channel: str) -> Hosting | None:
        """The host of the channel's live game; None if there is none, or nobody hosts it any
        more (every person left: only a server admin acts as host then)."""
        row = await self.tables.store.live_game(channel)
        if row is None or not row.host_id:
            return None
        return Hosting(row.id, row.guild_id, row.host_id, self.tables.host_name(row), row.status is GameStatus.LOBBY)

    async def leave(self, channel: str, user: str) -> GameSummary:
        return (await self.depart(channel, user)).game

    async def depart(self, channel: str, user: str) -> Departure:
        """A player leaves the lobby; the host's leaving hands the lobby to the next player who
        joined (who then starts it), and the last player's closes it."""
        async with self.tables.lock(channel):
            row = await self.tables.live(channel)
            self.tables.seat_of(row, user)  # one not seated hears that, whatever the game's stage
            if row.status is not GameStatus.LOBBY:
                raise ServiceError("error.leave_started")  # with what to do instead
            row.seats = [s for s in row.seats if s.user != user]
            humans = [s for s in row.seats if s.human]
            heir = None
            if not humans:
                row.status = GameStatus.ABORTED
            elif row.host_id == user:
                row.host_id, heir = humans[0].user, humans[0].name
            return Departure(summary_of(await self.tables.save(row)), heir)

    async def configure(self, channel: str, user: str, is_admin: bool, changes: Changes) -> GameSummary:
        """Change the settings the host sets (``bot.store.platform_settings``,
        the game's: ``Game.table_settings``); those fixed at the start only in the lobby.
        Nothing asked is a look at them, which anyone may take: the settings are public."""
        async with self.tables.lock(channel):
            row = await self.tables.live(channel)
            if not any(asked is not None for asked in changes.values()):
                return summary_of(row)
            self.tables.require_host(row, user, is_admin)
            for setting, asked in changes.items():
                if asked is not None:
                    self._set(row, setting, checked(setting, asked))
            return summary_of(await self.tables.save(row))

    def _set(self, row: GameRow, setting: Setting[Any], value: object) -> None:
        if setting.lobby_only and row.status is not GameStatus.LOBBY and value != row.settings.value_of(setting):
            raise ServiceError(f"error.{setting.name}_in_lobby")
        cut = row.settings.turn_hours - value if setting is Settings.turn_hours and isinstance(value, int | float) \
            and row.status is GameStatus.PLAYING else 0.0
        row.settings = row.settings.changed(setting, value)
        if cut > 0:
            keep_time_left(row, self.tables.clock(), cut * HOUR)
        elif cut < 0:
            give_back(row, -cut * HOUR)
        if setting is Settings.language and row.status is GameStatus.LOBBY:
            # computer seats are named in the table's language until the game starts
            row.seats = self._renamed(row.seats, row.settings.language)

    async def start(self, channel: str, user: str, is_admin: bool) -> Report:
        async with self.tables.lock(channel):
            row = await self.tables.in_lobby(channel)
            self.tables.require_host(row, user, is_admin)
            sizes = self.tables.rules.table_sizes
            if len(row.seats) not in sizes:
                raise ServiceError("error.seat_count", least=sizes[0], most=sizes[-1], count=len(row.seats))
            rules = self.tables.rules
            row.settings = rules.prepared(row.settings, len(row.seats))
            state, events = rules.start(row.settings, seat_names(row.seats), row.seed)
            by_name = {s.name: s for s in row.seats}
            row.seats = [by_name[name] for name in rules.seat_order(state)]
            row.status = GameStatus.PLAYING
            note = row.settings.started(tuple(range(len(row.seats))))
            away = await away_at_start(self.tables, row)
            return await self.tables.commit(row, state, None, events, [], [note, *away])

    async def language(self, channel: str) -> str:
        """The language of the channel's game (its public messages and images); English if
        the channel has none."""
        settings = await self.settings_here(channel)
        return settings.language if settings else DEFAULT

    async def settings_here(self, channel: str) -> Settings | None:
        """The settings of the channel's newest game, if any: what a change is told against."""
        row = await self.tables.store.latest_game(channel)
        return row.settings if row else None

    async def abort(self, channel: str, user: str, is_admin: bool) -> GameSummary:
        async with self.tables.lock(channel):
            row = await self.tables.live(channel)
            self.tables.require_host(row, user, is_admin)
            row.status = GameStatus.ABORTED
            return summary_of(await self.tables.save(row))

    async def pause(self, channel: str, user: str, is_admin: bool, paused: bool) -> GameSummary:
        """Stop (or restart) the game's clock: no reminders, time-outs or computer moves. A
        second /pause (or a /resume of a running game) is refused, so the channel is not told
        of a change that did not happen."""
        async with self.tables.lock(channel):
            row = await self.tables.playing(channel)
            self.tables.require_host(row, user, is_admin)
            if row.host_paused == paused:
                raise ServiceError("error.paused_already" if paused else "error.not_paused")
            row.host_paused = paused
            (stop_clock if paused else restart_clock)(row, self.tables.clock())
            return summary_of(await self.tables.save(row))

    async def replace(self, channel: str, user: str, is_admin: bool, seat_user: str,
                      level: str | None = None) -> Report:
        """The host hands a player's seat to a computer player for the rest of the game; the
        computer's moves are played as their own steps, never inside this command."""
        async with self.tables.lock(channel):
            row = await self.tables.playing(channel)
            self.tables.require_host(row, user, is_admin)
            chosen = self._level(level)
            seat = self._replaceable(row, seat_user)
            row.seats[seat] = replace(row.seats[seat], kind=chosen)
            # a host who hands their own seat over keeps hosting (they chose to, and may /pause,
            # /abort for the table); a time-out under ``replace`` passes it on (``Clock``)
            note = Replaced(seat, chosen)
            report = await self.tables.commit_notes(row, [note], at_once=True)
            # said at once where the turn message that carries it waits (a seat the table does not wait for: until
            # the awaited person ends their turn), as a departure is: the channel learned it a turn later
            report.notice = told_at_once(self.tables, row, [note])
            if seat_user != user and not row.seats[seat].left:  # the person learns it from the one who did it
                report.private.setdefault(seat_user, []).append(Msg("news.replaced_by", by=user,
                                                                    channel=row.channel_id))
            return report

    def _replaceable(self, row: GameRow, seat_user: str) -> int:
        """The seat ``seat_user`` holds, or a refusal that speaks of them (the host asked, and
        is seated themselves)."""
        seat = self.tables.held_by(row, seat_user)
        if seat is not None:
            return seat
        taken = next((entry for entry in row.seats if entry.user == seat_user), None)
        if taken is not None:
            raise ServiceError("error.replaced_already", player=taken.name)
        raise ServiceError("error.replace_not_seated")

    def _check_room(self, row: GameRow) -> None:
        most = self.tables.rules.table_sizes[-1]
        if len(row.seats) >= most:
            raise ServiceError("error.full", most=most)

    def _level(self, typed: str | None) -> str:
        """The computer level the host asked for (None: the game's default), or the game's refusal."""
        try:
            return self.tables.rules.computer_level(typed)
        except Illegal as refused:
            raise ServiceError(refused.message) from None

    async def named_in(self, channel: str, language: str, people: Mapping[str, str] | None = None) -> None:
        """Say anew in ``language`` the names the catalogue gave the seats of the channel's game in play: its computer
        seats', and ``people``'s (by user; the console's one player is named as the language says "you"), in the seats
        and the state; for a console game resumed in another language. The log and the news name seats by number, so
        every line, earlier ones too, says the new names. Writes nothing when nothing changes."""
        async with self.tables.lock(channel):
            row = await self.tables.live(channel)
            seats = self._renamed(row.seats, language, people)
            if row.status is not GameStatus.PLAYING or seats == row.seats:
                return
            state = self.tables.state_of(row)
            for seat, entry in enumerate(seats):
                self.tables.rules.rename(state, seat, entry.name)
            row.seats, row.state = seats, self.tables.rules.dump(state)
            await self.tables.save(row)

    def _renamed(self, seats: list[Seat], language: str, people: Mapping[str, str] | None = None) -> list[Seat]:
        """The computer seats named anew in ``language``, and ``people``'s seats (by user) by
        the names given, the other people's seats as they are; a name taken by a person already
        (someone called "Computer 1 (casual)") gets a number, as a second person's does, since
        the game tells its players apart by name."""
        people = people or {}
        named = [seat for seat in seats if seat.computer_number is None and seat.user not in people]
        for seat in seats:
            if seat.user in people:
                named.append(replace(seat, name=unique_name(people[seat.user], named)))
        for seat in seats:
            if (number := seat.computer_number) is not None:
                name = computer_name(language, number, self.tables.rules.level_name(seat.kind))
                named.append(replace(seat, name=unique_name(name, named)))
        by_user = {seat.user: seat for seat in named}
        return [by_user[seat.user] for seat in seats]


def stop_clock(row: GameRow, now: float) -> None:
    """A reason to stop the clock arrived (the host's /pause, a lost channel): it stands
    from the first reason on."""
    if row.status is GameStatus.PLAYING and not row.paused_at:
        row.paused_at = now


def restart_clock(row: GameRow, now: float) -> None:
    """A reason to stop the clock went away: once none is left (neither the host's pause nor
    a lost channel), it runs again, and the pause is kept as a span that never counts against
    anyone (``bot.service.counting``)."""
    if not row.paused_at or row.host_paused or row.pause_reason is not None:
        return
    row.stopped = [*row.stopped, (row.paused_at, now)]
    row.paused_at = 0.0


def keep_time_left(row: GameRow, now: float, cut: float) -> None:
    """A time to decide shortened by ``cut`` seconds in play: each decision under way keeps the time it had left,
    or the new limit if less, so that no one times out the moment the host shortens it and no "shortening"
    lengthens a turn. The last ``cut`` counted seconds stand still, which takes from each decision's time used what
    it used of them; nothing before the earliest opened."""
    start = max(earliest_open(row), moment_before(now, cut, stood_still(row, ())))
    if start < now:
        row.shortened = merged([*row.shortened, (start, now)])  # apart, so that give_back counts each moment once


def give_back(row: GameRow, grow: float) -> None:
    """A time to decide lengthened by ``grow`` seconds in play: the stand-still a shortening made counts again, up
    to ``grow`` seconds, earliest first, so that the time a decision took counts against the new limit (else a host
    correcting a slip, 24 h, 10 h, 24 h twenty hours in, hands the player fourteen hours they never had). A pause or
    downtime inside a shortened span stands still on its own account, and gives nothing back."""
    earliest, kept = earliest_open(row), []
    others = stood_still(replace(row, shortened=[]), ())
    for start, end in merged(row.shortened):
        start = max(start, earliest)
        given = min(grow, counted(start, end, others))
        grow -= given
        if (until := moment_when(start, given, others)) < end:
            kept.append((until, end))
    row.shortened = kept


def computer_name(language: str, number: int, level: Msg) -> str:
    """``Computer 1 (casual)`` in the table's language. Fixed at the start: a game seats players by name, so its
    names change only when a person is forgotten (``bot.service.forgetting``)."""
    return text(language)("lobby.computer_name", number=number, level=level)
