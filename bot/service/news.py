"""What the channel is told, from the news outbox: one message per turn (and one when the
game ends), made from the public news written in the same transaction as each change. A
send that fails leaves the news in the outbox, so it is retried; the message id is kept, so
a turn is never announced twice."""

from __future__ import annotations

import math
from collections.abc import Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass, field, replace
from typing import Any

from bot.games.playing import Rules
from bot.service.base import Tables, told_later, turn_told
from bot.service.due import stood_still, time_limit
from bot.service.players import NOBODY, Players, Reach, deadline_of
from bot.service.presence import still_away
from bot.service.seats import awaited_people, name_of, seat_names
from bot.store import GameRow, GameStatus, Prefs
from bot.store.notes import NOTES, Away, HostPassed, NewsItem, Note, told_apart
from bot.store.row_values import NOTHING_ANNOUNCED, AnnounceKey
from bot.words.i18n import DEFAULT, Msg


@dataclass
class Announcement:
    """A turn message to post: what happened since the last one, and where the game stands."""

    game_id: int
    channel_id: str
    guild_id: str
    key: AnnounceKey
    last_news: int
    lines: list[Msg]
    view: object  # the game's public view (Samarkand's PublicView)
    names: list[str]
    mentions: list[str]
    deadline: float | None
    previous_message: str
    over: bool
    language: str = DEFAULT
    events: list[Any] = field(default_factory=list)  # the game's public events: the turn's opening, then since
    trying: AnnounceKey = NOTHING_ANNOUNCED  # an earlier send's key, its outcome unknown: it may be in the channel,
    trying_news: int = 0  # covering the news up to here
    reach: Reach = NOBODY  # how the mentioned players can be reached, read with the rest
    opening: int = 0  # how many of ``events`` were told before: the opening of the turn the news begins in
    notes: list[Msg] = field(default_factory=list)  # the platform's notes among ``lines``, which no cut leaves out
    away: Msg | None = None  # the first one named is on vacation (``news.vacation``): why the deadline is so far
    after_lobby: bool = False  # ``previous_message`` is the lobby's: the first turn message edits it (it started)
    paused: bool = False  # the host's /pause holds the clock: the ping has no deadline, and says why

    def earlier(self) -> Announcement:
        """The turn message of the earlier send, as it was (found in the channel after all)."""
        return replace(self, key=self.trying, last_news=self.trying_news)


def engine_events(said: list[NewsItem]) -> list[Any]:
    """The game's public events of the news (the service's own notes left out)."""
    return [item for item in said if not isinstance(item, NOTES)]


def turn_opening(rules: Rules, told: list[NewsItem]) -> list[NewsItem]:
    """The news already told since the TURN event that opened the turn now announced: with it
    the image knows who played (an expansion's events do not name the player) and all the
    turn did, when a message went out while its sale offers held it up."""
    opened = [k for k, item in enumerate(told) if not isinstance(item, NOTES) and rules.opens_turn(item)]
    return told[opened[-1]:] if opened else []


ANNOUNCED = (GameStatus.PLAYING, GameStatus.OVER)  # the games whose news the channel gets (``unannounced``)


def owes_turn_message(row: GameRow, rules: Rules[Any, Any, Any], state: Any) -> bool:
    """The channel has not yet been told of the turn the game is in: news since its turn
    message that a new one will announce (``News.announcement``'s rule)."""
    return row.newest_news > row.announced_news and not turn_told(row, rules, state)


def told_at_once(tables: Tables, row: GameRow, notes: Sequence[Note]) -> list[Msg]:
    """A seat's departure or hand-over, and who hosts now, said at once (``Report.notice``)
    where the turn message that carries it waits: until the awaited person ends their turn,
    or for days, maybe, while a /pause holds the computer's move that took over the seat, and
    only the new host may /resume. Only the platform's notes: a sale offer the departure
    closed stays unsaid (R6.5)."""
    if not notes or not told_later(row, tables.rules, tables.state_of(row)):
        return []
    names = seat_names(row.seats)
    lines = tables.public_lines(notes, names)
    if row.host_paused:  # "may pause it" is not what the new host needs to hear now
        lines += [Msg("news.host_may_resume", name=names[note.player]) for note in notes
                  if isinstance(note, HostPassed)]
    return lines


def deadline_for(row: GameRow, mentions: Sequence[str], reach: Reach) -> float | None:
    """When the time of the first person awaited (``mentions``) runs out, their vacations
    counted; None while the clock is paused or nobody is awaited, when no time runs."""
    if not mentions:
        return None
    deadline = deadline_of(stood_still(row, reach.vacations[mentions[0]]), row.waiting_since, time_limit(row))
    return deadline if math.isfinite(deadline) else None


def away_line(row: GameRow, reach: Reach, mentions: Sequence[str], now: float) -> Msg | None:
    """The vacation the first person awaited is on now, if any, as the channel was told it when
    it began: their deadline is later by it."""
    spans = reach.vacations.get(mentions[0], ()) if mentions else ()
    until = next((end for start, end in spans if start <= now < end), None)
    if until is None:
        return None
    return Msg("news.vacation", name=name_of(row, mentions[0]), until=int(until))


@dataclass(frozen=True)
class TimeLeft:
    """Whom a game in play waits for first (the seat's name, its person) and when their time runs out."""

    name: str
    until: float
    user: str = ""


class News:
    """The turn messages the channels get from the news outbox; ``players`` says how the
    people a message names can be reached."""

    def __init__(self, tables: Tables, players: Players) -> None:
        self.tables = tables
        self.players = players

    async def announcement(self, game_id: int) -> Announcement | None:
        """The message the channel should get now, or None: nothing new, only news within
        the turn already announced (a pending discard, a sale off turn), which waits for the
        turn's end so that every turn gets one message and one ping, or a move a computer owes
        (``holds_news``): a chain of computer moves goes out in one message, when the turn
        reaches a person or the game ends (a table of computers alone posts once, at the end)."""
        row = await self.tables.store.game(game_id)
        if row is None or row.pause_reason is not None or not row.state or row.holds_news:
            return None
        if row.status not in ANNOUNCED:  # called off (its last move's publish may come after the /abort)
            return None
        every = [item for item in await self.tables.store.news(game_id) if item.seq <= row.newest_news]  # the row's own
        news = [item for item in every if item.seq > row.announced_news]
        state = self.tables.state_of(row)
        rules = self.tables.rules
        key = rules.announce_key(state)
        if not news or key == row.turn_message_key:
            return None
        names = seat_names(row.seats)
        public = rules.view(state)
        mentions: list[str] = list(awaited_people(row, rules, state))
        reach = await self.players.reach(mentions)
        said = await self.as_things_are(row, [e for item in news for e in item.events if not told_apart(e)])
        opened = turn_opening(rules, [e for item in every if item.seq <= row.announced_news for e in item.events])
        worded = [(line, isinstance(item, NOTES)) for item in said for line in self.tables.public_lines([item], names)]
        return Announcement(game_id, row.channel_id, row.guild_id, key, news[-1].seq,
                            [line for line, _ in worded], public, names, mentions,
                            deadline_for(row, mentions, reach), row.turn_message, rules.over(state),
                            row.settings.language, engine_events(opened + said), row.announcing,
                            row.announcing_news, reach, len(engine_events(opened)),
                            [line for line, note in worded if note],
                            away_line(row, reach, mentions, self.tables.clock()),
                            bool(row.lobby_message), row.host_paused)

    async def time_left(self, channel: str) -> TimeLeft | None:
        """The turn message's deadline as it is now: a /settings change in play or a /resume
        moves it, and the message, already sent, still shows the old one (None: no game in
        play here, paused, or awaiting nobody)."""
        row = await self.tables.store.live_game(channel)
        if row is None or row.status is not GameStatus.PLAYING or not row.state:
            return None
        state = self.tables.state_of(row)
        mentions: list[str] = list(awaited_people(row, self.tables.rules, state, without_stand_in=True))
        deadline = deadline_for(row, mentions, await self.players.reach(mentions))
        if deadline is None or deadline <= self.tables.clock():  # a stand-in's move or a time-out on its way
            return None
        return TimeLeft(name_of(row, mentions[0]), deadline, mentions[0])

    async def as_things_are(self, row: GameRow, said: list[NewsItem]) -> list[NewsItem]:
        """The news without the vacation notes that are no longer true: the channel was told
        at once when the player went away and when they came back, so a turn message that
        tells the news later must not say "is on vacation" of someone back by then (or whose
        vacation ran out, or gave way to a later one, which its own note tells)."""
        users = {item.player: row.seats[item.player].user for item in said if isinstance(item, Away)}
        if not users:
            return said
        prefs = await self.tables.store.prefs_of(sorted(set(users.values())))
        now = self.tables.clock()
        return [item for item in said if not isinstance(item, Away)
                or still_away(prefs.get(users[item.player], Prefs()), now, item.until)]

    def claim_announcing(self, game_id: int) -> AbstractAsyncContextManager[set[int]]:
        """Hold announcing this game for this process alone while the block runs: of several
        processes with the same news, one posts it (and sends its DMs, strips the old buttons)."""
        return self.tables.store.claimed("announce", self.tables.clock(), game_id)

    async def sending(self, announcement: Announcement) -> None:
        """A turn message is about to be sent: until it is confirmed, a retry (after a time-out,
        a 5xx, a restart) first looks for it in the channel."""
        await self.tables.store.sending(announcement.game_id, announcement.key, announcement.last_news)

    async def not_sent(self, announcement: Announcement) -> None:
        """Discord refused the turn message for good (the channel closed to the bot), and no
        earlier send of it is left whose outcome is unknown: a retry need not look for it."""
        await self.tables.store.sending(announcement.game_id, NOTHING_ANNOUNCED, 0)

    async def announced(self, announcement: Announcement, message: str) -> None:
        await self.tables.store.mark_announced(announcement.game_id, announcement.last_news, message, announcement.key)

    async def announce_later(self, game_id: int, backoff: float = 60.0, most: float = 3600.0,
                             at_least: float = 0.0) -> float:
        """A send failed for a passing reason: back off (doubling, up to ``most``) and retry,
        not before ``at_least`` seconds (a rate limit's Retry-After: a retry before it is
        refused again, and Discord counts each refusal towards a ban of the bot's address)."""
        row = await self.tables.store.game(game_id)
        failures = row.announce_failures if row else 0
        wait = max(at_least, min(most, backoff * 2.0 ** failures))
        await self.tables.store.announce_later(game_id, self.tables.clock() + wait)
        return wait

    async def owed(self, game_id: int) -> bool:
        """Whether the game's turn message is still to go out."""
        row = await self.tables.store.game(game_id)
        if row is None or not row.state:
            return False
        return owes_turn_message(row, self.tables.rules, self.tables.state_of(row))

    async def unannounced(self) -> list[int]:
        return await self.tables.store.unannounced(self.tables.clock())
