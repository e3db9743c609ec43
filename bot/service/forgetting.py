"""A person's data (docs/privacy.md): what the bot keeps about someone (``/privacy``), and forgetting them
(``/privacy forget``, ``python -m bot forget``), through every game they sat at or hosted, then every table keyed
by their user id (``bot.store.people.KEYED_BY_USER``):

- in a lobby, they leave, as with ``/leave``;
- in a game in play, the table's departure policy takes their seat at once (a computer of its stand-in level);
- in every started game, their seat gets a placeholder (``former3``, "Former player 3" in the game's language,
  in its state too), their standing orders go, and its finished games' reviews are dropped, to be made again
  with their seat's part left empty. The engine rebuilds a started game from its seats in playing order
  (``new_game(..., seated=True)``), so the log still replays to the stored state.

The action log and the news outbox hold seat numbers, never a user id or a name, so they stay as they are and
every game's log replays after forgetting as before."""

from __future__ import annotations

import asyncio
import json
from collections import defaultdict
from dataclasses import dataclass, replace
from typing import Any

from bot.service.base import Report, Tables
from bot.service.lobby import Departure, Lobby, unique_name
from bot.service.news import told_at_once
from bot.service.seats import hand_over, next_host, pass_host
from bot.service.summaries import GameSummary
from bot.store import GameRow, GameStatus, former_user
from bot.store.notes import Note
from bot.words.i18n import text

FINISHED = (GameStatus.OVER, GameStatus.ABORTED, GameStatus.KEPT)


@dataclass(frozen=True)
class Kept:
    """What the bot keeps about a person: whether they have settings (``/me``), how many
    vacations it remembers, and the games they sit at, by stage."""

    settings: bool
    vacations: int
    lobbies: int
    playing: int
    finished: int


@dataclass(frozen=True)
class Forgotten:
    """What forgetting a person changed: the games (by number) they left or were replaced in,
    the rows deleted from tables keyed by their id, and the news for the channels of games in
    play (a computer took the seat); the lobbies their leaving closed (whose messages then say
    so); and the copies ``migrate`` made beside the database that still hold them (forgetting
    leaves those to the operator: docs/privacy.md)."""

    lobbies: tuple[int, ...]
    playing: tuple[int, ...]
    finished: tuple[int, ...]
    rows: int
    reports: tuple[Report, ...]
    copies: tuple[str, ...] = ()
    closed: tuple[GameSummary, ...] = ()
    departures: tuple[Departure, ...] = ()  # each lobby they left, as /leave leaves it (its channel is told)

    @property
    def anything(self) -> bool:
        return bool(self.lobbies or self.playing or self.finished or self.rows)


class Privacy:
    """What the bot keeps about a person, and forgetting them; a person leaves a lobby through
    ``lobby``, as with ``/leave``."""

    def __init__(self, tables: Tables, lobby: Lobby) -> None:
        self.tables = tables
        self.lobby = lobby
        self._forgetting: defaultdict[str, asyncio.Lock] = defaultdict(asyncio.Lock)  # per person

    async def kept_about(self, user: str) -> Kept:
        """What the bot holds about ``user`` now, for ``/privacy``."""
        prefs = (await self.tables.store.prefs_of([user])).get(user)
        games = await self.tables.store.games_of(user)

        def count(*statuses: GameStatus) -> int:
            return sum(1 for row in games if row.status in statuses)
        return Kept(prefs is not None, len(prefs.vacations) if prefs else 0,
                    count(GameStatus.LOBBY), count(GameStatus.PLAYING), count(*FINISHED))

    async def forget(self, user: str, heard_at_once: bool = False) -> Forgotten:
        """Remove or pseudonymise ``user`` everywhere (see the module's note). Forgetting
        someone already forgotten changes nothing: one forgetting of a person at a time, so
        that a second press of the confirmation, sent while the first is under way, finds
        nothing left (before, it tried to take the person out of a lobby the first had
        already taken them out of, and was refused as one not playing there). ``heard_at_once``: the caller
        says each report's ``notice`` in its channel (``/privacy``; the operator's command posts nothing, so
        its news waits for the turn message)."""
        async with self._forgetting[user]:
            return await self._forget(user, heard_at_once)

    async def _forget(self, user: str, heard_at_once: bool) -> Forgotten:
        lobbies, playing, finished, reports = list[int](), list[int](), list[int](), list[Report]()
        closed, departures = list[GameSummary](), list[Departure]()
        for row in await self.tables.store.games_of(user):
            if row.status is GameStatus.LOBBY:
                left = await self._forget_in_lobby(row, user)
                departures += [left] if left is not None else []
                closed += [left.game] if left is not None and left.game.status is GameStatus.ABORTED else []
                lobbies.append(row.id)
            elif row.status is GameStatus.PLAYING:
                reports.append(await self._forget_in_play(row.id, user, heard_at_once))
                playing.append(row.id)
            else:
                await self._pseudonymised_and_saved(row.id, user)
                finished.append(row.id)
        await self.tables.store.drop_reviews(finished)  # made again without their part
        rows = await self.tables.store.forget_person(user)
        return Forgotten(tuple(lobbies), tuple(playing), tuple(finished), rows, tuple(reports),
                         await self.tables.store.copies_holding(user), tuple(closed), tuple(departures))

    async def _forget_in_lobby(self, row: GameRow, user: str) -> Departure | None:
        """They leave the lobby (the host's part passes on; a lobby left empty closes): the lobby
        as they left it and its new host, or None where they held no seat."""
        if any(seat.user == user for seat in row.seats):
            return await self.lobby.depart(row.channel_id, user)
        await self._pseudonymised_and_saved(row.id, user)  # the host without a seat (never made so today)
        return None

    async def _forget_in_play(self, game_id: int, user: str, heard_at_once: bool) -> Report:
        """As for a member who left the server, at once: a computer takes each seat they still
        hold (``bot.service.seats.hand_over``), then the seats get their placeholders, in one commit."""
        async with self.tables.lock(await self._channel(game_id)):
            row = await self._row(game_id)
            state = self.tables.state_of(row)
            before = self.tables.rules.clock_key(state)
            notes: list[Note] = []
            for seat, entry in enumerate(row.seats):
                if entry.user == user and entry.human:
                    row.seats[seat] = replace(entry, left=True)
                    notes.append(hand_over(row, self.tables.rules.turn(state), seat))
            notes += pass_host(row, user)  # the table is told whom to ask now, as when a host leaves the server
            await self._pseudonymise(row, user, state)
            # said at once where the turn message that carries it waits (the table waits for someone else), as a
            # departure found by the bot is (``Clock.player_left``): the channel heard it only a turn later
            report = await self.tables.commit(row, state, before, [], [], notes, at_once=heard_at_once)
            report.notice = told_at_once(self.tables, row, notes) if heard_at_once else []
            return report

    async def _pseudonymised_and_saved(self, game_id: int, user: str) -> None:
        """A game that no longer moves: the placeholders, saved without touching its time of
        ending (the news pruning and the retention count from it)."""
        async with self.tables.lock(await self._channel(game_id)):
            row = await self._row(game_id)
            state = self.tables.state_of(row) if row.state and row.status is not GameStatus.KEPT else None
            await self._pseudonymise(row, user, state)
            if state is not None:
                row.state = self.tables.rules.dump(state)
            await self.tables.store.save(row)

    async def _pseudonymise(self, row: GameRow, user: str, state: Any) -> None:  # the game's state, or None
        """Each of the user's seats becomes ``former<seat>`` named "Former player <seat>" in the
        game's language (in ``state`` too, or in a set-aside game's stored state), its standing
        orders deleted; the host's part passes to a person still seated, or to nobody."""
        say = text(row.settings.language)
        for seat, entry in enumerate(row.seats):
            if entry.user != user:
                continue
            name = unique_name(say("privacy.former_player", number=seat + 1), row.seats)
            row.seats[seat] = replace(entry, user=former_user(seat), name=name)
            if state is not None:
                self.tables.rules.rename(state, seat, name)
            elif row.state:
                row.state = renamed_in_stored(row.state, seat, name)
            await self.tables.store.drop_standing_orders(row.id, seat)
        if row.host_id == user:
            row.host_id = next_host(row)

    async def _channel(self, game_id: int) -> str:
        return (await self._row(game_id)).channel_id

    async def _row(self, game_id: int) -> GameRow:
        row = await self.tables.store.game(game_id)
        assert row is not None  # games are never deleted
        return row


def renamed_in_stored(state: str, seat: int, name: str) -> str:  # JSON: a set-aside game's state, as saved
    """A state in a layout this release may not read (a game an upgrade set aside) with the
    seat's player renamed, everything else as it was."""
    data = json.loads(state)
    players = data.get("players") if isinstance(data, dict) else None
    if isinstance(players, list) and seat < len(players) and isinstance(players[seat], dict):
        players[seat]["name"] = name
    return json.dumps(data)
