"""Looking things up: a player's hand, the public view, the log in words, where a game
waits, and a player's games across a server."""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import partial
from typing import TypeVar

from bot.engine import Action, Board, sale_unblocks, view
from bot.engine.datafiles import data_file
from bot.engine.events import (
    CamelPlaced,
    CardsDrawn,
    Discarded,
    GameOver,
    Married,
    Passed,
    SaleWindow,
    TreasuryPaid,
    Turn,
)
from bot.engine.view import PublicView, SeatView
from bot.games.samarkand.game_settings import settings_of
from bot.games.samarkand.history import Snapshot, public_history
from bot.games.samarkand.rules import SamarkandRules
from bot.service.base import ServiceError, Tables
from bot.service.seats import awaited_people, awaited_seats, seat_names
from bot.service.summaries import GameSummary, summary_of
from bot.store import GameRow, GameStatus
from bot.store.notes import NewsItem, TimedOut
from bot.words.i18n import DEFAULT, And, Msg, Text, language_of, text
from bot.words.i18n import family as family_name
from bot.words.narrate import describe
from bot.words.textboard import hand_text

TURN_LINE = "news.turn"  # the line that opens a turn in the public log
# a turn passed (R3.2), with its number or (news kept before) without: no heading of its own opens it
PASSED_LINES = ("news.turn_passed", "news.passed")
ABORTED_LINE = "news.aborted"  # the public log's last line of a game the host aborted

V = TypeVar("V", PublicView, SeatView)


@dataclass(frozen=True)
class OpenDecision:
    """One of a player's open decisions, named by what makes it one: its game, its kind, the
    turn that opened it, and the card on offer (a discard's: 0)."""

    game: int
    kind: str
    turn: int
    card: int


@dataclass(frozen=True)
class Actor:
    """Who uses a game's component: the game, its channel and the seat the user holds now."""

    game_id: int
    channel_id: str
    seat: int


@dataclass(frozen=True)
class Seated:
    """One game a player sits in, for /games."""

    game_id: int
    channel_id: str
    status: GameStatus
    waits_for_you: bool
    since: float
    turn: int
    turn_message: str
    taken_on: int = 0  # the turn since which a computer plays the seat, their time having run out (``timeout replace``)
    paused: bool = False  # the game's clock stands still (the host's /pause, or a channel the bot cannot post in)


@dataclass(frozen=True)
class Hand:
    """A player's /hand: the seat's view, and what the service keeps beside the game's
    state (standing sale orders, the table's news since the seat's last turn)."""

    game: int
    version: int
    view: SeatView
    orders: dict[int, bool]  # card: sell
    since: list[Msg]
    aborted: bool = False  # the host aborted the game: the hand as it was left, nothing to decide
    since_start: bool = False  # ``since`` runs from the game's start: the seat has no turn of its own behind it
    sale_unblocks: bool = False  # only a sale would give the seat a move (``bot.engine.legal.sale_unblocks``)

    def text(self, board: Board, t: Text, limit: int | None = None) -> str:
        """The whole screen in the reader's words, within ``limit`` characters (see ``hand_text``)."""
        return hand_text(board, self.view, t, limit, orders=self.orders, since=self.since, aborted=self.aborted,
                         since_start=self.since_start, sale_unblocks=self.sale_unblocks)


def as_left(row: GameRow, seen: V) -> V:
    """What a reader sees of ``row``'s game: an aborted game's state still holds the turn and
    the decisions it was left with (the abort changes the row's status, not the game), but
    nobody is to play it any more, so its view names nobody as awaited and has no decisions
    (no "to do", no menu that the game would then refuse), and no card can score more than it does now: its "at
    best" is its points now (/hand and the private page showed what further play could have brought)."""
    if row.status is not GameStatus.ABORTED:
        return seen
    if isinstance(seen, SeatView):
        hand = tuple(replace(card, best=card.points) for card in seen.hand)
        return replace(seen, waiting=(), decisions=(), hand=hand)
    return replace(seen, waiting=())


# What "since your last turn" leaves out: who drew or discarded how many cards, that a sale
# window opened (the holder is asked in their own /hand), that a treasury paid for a second
# camel (R5.5: the move says two camels); the moves, sales, meetings and markers stay.
QUIET = (CardsDrawn, Discarded, SaleWindow, TreasuryPaid)
# A turn's own line ("Turn 5: Bob to play.") is left out once one of these says who acted.
NAMES_THE_PLAYER = (Married, CamelPlaced, Passed)


def aborted_lines(row: GameRow) -> list[Msg]:
    """The public log's closing line of a game the host aborted; none for any other."""
    return [Msg(ABORTED_LINE)] if row.status is GameStatus.ABORTED else []


def since_turn_of(events: list[NewsItem], seat: int) -> list[NewsItem]:
    """The public events after the end of ``seat``'s last finished turn of its own (all of
    them if it has not played one yet): a turn ends where the next one, or the game's end, is
    told. A turn in which the seat's time ran out is not its own: a computer played it in the
    player's name, and that, the time-out's line first, is news to a player coming back."""
    starts = [i for i, event in enumerate(events) if isinstance(event, Turn) and event.player == seat]
    for start in reversed(starts):
        end = next((j for j in range(start + 1, len(events)) if isinstance(events[j], (Turn, GameOver))), None)
        if end is not None and not timed_out(events[start:end], seat):
            return events[end:]
    return events


def timed_out(turn: list[NewsItem], seat: int) -> bool:
    """Whether ``seat``'s time ran out during ``turn`` (its events): the table's policy then
    made a move for it (a stand-in's, or a computer's that took the seat)."""
    return any(isinstance(event, TimedOut) and event.player == seat for event in turn)


def since_lines(events: list[NewsItem], board: Board, names: list[str]) -> list[Msg]:
    """The public news in short, one turn after another: each expansion in one line with
    its player ("Bob placed 2 Sogdian camels on H1 and I6."), no line for a turn whose move
    names its player, none for the ``QUIET`` kinds."""
    lines: list[Msg] = []
    for turn in _turns(events):
        head = turn[0] if isinstance(turn[0], Turn) else None
        acted = head is not None and any(isinstance(e, NAMES_THE_PLAYER) for e in turn)
        camels = [e for e in turn if isinstance(e, CamelPlaced)]
        for event in turn:
            if isinstance(event, QUIET) or (event is head and acted):
                continue
            if isinstance(event, CamelPlaced) and head is not None:
                if event is camels[0]:
                    lines.append(_expanded(camels, board, names[head.player]))
            elif line := describe(event, board, names):
                lines.append(line)
    return lines


def _turns(events: list[NewsItem]) -> list[list[NewsItem]]:
    """``events`` cut before each turn's announcement."""
    turns: list[list[NewsItem]] = []
    for event in events:
        if isinstance(event, Turn) or not turns:
            turns.append([])
        turns[-1].append(event)
    return turns


def _expanded(camels: list[CamelPlaced], board: Board, name: str) -> Msg:
    """A turn's camel placements (one family's, R5) as one line."""
    spaces = And(board.spaces[event.space].label for event in camels)
    return Msg("news.expanded", name=name, count=len(camels), family=family_name(board, camels[0].family),
               spaces=spaces)


class Reading:
    """What anyone may look up, and what a player may look up of their own seat."""

    def __init__(self, tables: Tables[SamarkandRules]) -> None:
        self.tables = tables

    async def hand(self, channel: str, user: str) -> Hand:
        """A player's private view: hand with points, open decisions and offers, standing orders."""
        row = await self.tables.playing_or_over(channel)
        seat = self.tables.seat_of(row, user)
        orders = (await self.tables.store.standing_orders(row.id)).get(seat, {})
        since, from_start = await self._since_last_turn(row, seat)
        state = self.tables.state_of(row)
        mine = as_left(row, view(state, seat))
        aborted = row.status is GameStatus.ABORTED
        stuck = not aborted and sale_unblocks(state, seat)
        return Hand(row.id, row.version, mine, orders, since, aborted, from_start, stuck)

    async def _since_last_turn(self, row: GameRow, seat: int) -> tuple[list[Msg], bool]:
        """What the table did while the seat was away: the public news (the service's notes too) since the seat's
        last turn, short and complete (the place it is shown cuts it, and says so); and whether that is since the game
        began (no finished turn of its own yet), which the heading then says instead of "since your last turn"."""
        said = [event for item in await self.tables.store.news(row.id) for event in item.events]
        since = since_turn_of(said, seat)
        return since_lines(since, self.tables.rules.board, seat_names(row.seats)), len(since) == len(said)

    async def public_view(self, channel: str) -> tuple[GameSummary, PublicView | None]:
        """The channel's latest game, and what anyone may see of it (None before it starts;
        an aborted game's as it was left: ``as_left``)."""
        row = await self.tables.store.latest_game(channel)
        if row is None:
            raise ServiceError("error.never_played")
        return summary_of(row), as_left(row, view(self.tables.state_of(row))) if row.state else None

    def rules_summary(self, language: str = DEFAULT, at_once: bool = False) -> str:
        """The rules in short, for /rules, at this kind of table: see ``rules_summary``."""
        return rules_summary(language, at_once)

    async def log_lines(self, channel: str, last: int | None = 25) -> list[Msg]:
        """The game's newest public lines, rebuilt from the seed and the action log, from the
        start of a turn: the newest whole turns within ``last`` lines (the turn now whole, however
        long; None: every turn, for a reader that fits them to its own room, as /log does), so
        that no reader starts in the middle of someone's move. An aborted game's log ends with
        a line saying so, since its last turn's opening names a player nobody waits for."""
        row = await self.tables.playing_or_over(channel)
        lines = await self.tables.public_log(row) + aborted_lines(row)
        starts = [n for n, line in enumerate(lines) if line.key == TURN_LINE] or [0]
        if last is None:
            return lines[starts[0]:]
        return lines[next((n for n in starts if len(lines) - n <= last), starts[-1]):]

    async def history(self, channel: str) -> tuple[GameSummary, list[Snapshot]]:
        """Every public position of the channel's latest game, one per completed turn,
        rebuilt from its log (for /replay and /board turn:N)."""
        row = await self.tables.playing_or_over(channel)
        log = [(e.seat, e.action) for e in await self.tables.kept_log(row)]
        return summary_of(row), await self.tables.off_loop(partial(self._positions, row, log), pages=False)

    async def replay(self, channel: str) -> tuple[GameSummary, list[Snapshot]]:
        """/replay's positions (``history``), refused for a game aborted before its first turn
        was over: its one position is the opening, which /board shows, and a replay of it would
        show nothing happen."""
        game, positions = await self.history(channel)
        if game.status is GameStatus.ABORTED and len(positions) < 2:
            raise ServiceError("error.replay_nothing")
        return game, positions

    def _positions(self, row: GameRow, log: list[tuple[int, Action]]) -> list[Snapshot]:
        """The replay itself, in a thread of its own (``history``)."""
        setup = settings_of(row.settings).setup(self.tables.rules.board_of(row.state))
        return list(public_history(seat_names(row.seats), row.seed, log, setup, seated=True))

    async def channel_of(self, game_id: int, user: str, pressed_in: str | None) -> str:
        """The channel of a game in play, for buttons that carry only the game's id.
        ``pressed_in`` is the channel the component was used in (None: a direct message):
        a component of another channel's game acts nowhere, and one pressed in a direct
        message (whose id a client may make up) shows only a game the user holds a seat in:
        the board is for those who can read its channel, not for anyone counting game numbers."""
        row = await self.tables.component_row(game_id, pressed_in)
        if pressed_in is None and all(entry.user != user for entry in row.seats):
            raise ServiceError("error.not_seated")
        return row.channel_id

    async def actor(self, game_id: int, user: str, pressed_in: str | None) -> Actor:
        """The one door of every game component: the game is in play, the component was used
        in its channel (or a direct message), and the user holds a seat there now."""
        row = await self.tables.component_row(game_id, pressed_in)
        return Actor(row.id, row.channel_id, self.tables.seat_of(row, user))

    async def check_may_post(self, channel: str, user: str, is_admin: bool) -> None:
        """Whether the user may make the bot post the channel's game in public (a replay):
        its players, its host and the server's admins may; anyone else sees it privately, so
        that nobody outside a game can fill its channel."""
        row = await self.tables.playing_or_over(channel)
        if is_admin or user == row.host_id or self.tables.held_by(row, user) is not None:
            return
        raise ServiceError("error.public_for_players")

    async def waiting_for(self, channel: str) -> list[str]:
        """The people the game visibly waits for (the turn, or a discard)."""
        row = await self.tables.playing(channel)
        return list(awaited_people(row, self.tables.rules, self.tables.state_of(row)))

    async def deciding(self, channel: str, user: str) -> frozenset[OpenDecision]:
        """The user's open decisions in this channel's game, each named by what makes it one
        (the game, the kind, the turn that opened it, the card on offer), so that a screen can
        tell a decision it already spoke of from a new one; empty when none is open (private:
        for the user's own screens only)."""
        row = await self.tables.store.live_game(channel)
        if row is None or row.status is not GameStatus.PLAYING:
            return frozenset()
        seat = self.tables.held_by(row, user)
        state = self.tables.state_of(row)
        return frozenset(OpenDecision(row.id, d.kind, d.turn or state.turn, d.card)
                         for d in state.pending + state.offers if seat is not None and d.player == seat)

    async def games_of(self, guild: str, user: str) -> list[Seated]:
        """Every live game in the server in which the user sits (a seat a computer took
        over is no longer theirs, but for one a time-out under ``replace`` gave it: their name
        stays on it, so it is listed as the computer's since that turn): those waiting for
        them first, oldest wait first (for /games)."""
        found = []
        for row in await self.tables.store.games_in_guild(guild):
            seat = self.tables.held_by(row, user)
            taken = timed_out_on(row, user) if seat is None and row.status is GameStatus.PLAYING else 0
            if seat is None and not taken:
                continue
            waits, turn, paused = False, 0, False
            if row.status is GameStatus.PLAYING:
                paused = row.host_paused or row.pause_reason is not None
                state = self.tables.state_of(row)
                waits = seat is not None and (seat in awaited_seats(row, self.tables.rules, state)
                                              or bool(view(state, seat).decisions))
                turn = state.turn
            found.append(Seated(row.id, row.channel_id, row.status, waits, row.waiting_since, turn,
                                row.posted_turn_message, taken, paused))
        return sorted(found, key=lambda g: (not g.waits_for_you, g.since))


def timed_out_on(row: GameRow, user: str) -> int:
    """The turn on which a time-out under ``replace`` gave the user's seat to a computer (0: none did)."""
    return next((seat.timed_out for seat in row.seats if seat.user == user and not seat.human), 0)


def rules_summary(language: str = DEFAULT, at_once: bool = False) -> str:
    """The rules in short, for /rules: ``data/rules_summary.md``, or the language's own
    ``data/rules_summary.<language>.md`` (the same R-numbers). At a table with ``sales: at once``
    (``at_once``) the printed timing of a sale offer (private, holding nobody up, until your next move:
    ``info.rules_private_timing``) is replaced by the table's own (``info.rules_at_once``), in the summary's
    language: a footnote under a false rule was read past. A summary without that timing gets it at its end."""
    own = language_of(language)
    found = data_file(f"rules_summary.{own}.md")
    if not found.is_file():
        own, found = DEFAULT, data_file("rules_summary.md")
    summary = found.read_text(encoding="utf-8")
    if not at_once:
        return summary
    t = text(own)
    private, table = t("info.rules_private_timing"), t("info.rules_at_once")
    return summary.replace(private, table) if private in summary else f"{summary}\n{table}"
