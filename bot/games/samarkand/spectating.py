"""What the web pages read, by game id (``Pages``): a game as its public page's visitor sees it, and a seat's
screen for its holder's private page.

The public page gets every public position, one per completed turn, and the log in words (an aborted game's as
``/board`` and ``/log`` read it). Nothing secret leaves: each position is ``view(state)`` with no seat, and the
log is the public events only (R10).

The private page (``docs/web.md#the-private-page``) is shown only while the user a signed link was made for
still holds its seat. A seat handed to a computer, or whose person was forgotten, is nobody's, so an old link to
it shows nothing private."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, replace
from enum import Enum
from functools import partial

from bot.engine import Event, public, state_from_json, view
from bot.engine.view import PublicView
from bot.games.samarkand.game_settings import Settings, settings_of
from bot.games.samarkand.history import Snapshot, public_history
from bot.games.samarkand.reading import aborted_lines, as_left
from bot.games.samarkand.rules import SamarkandRules
from bot.games.samarkand.screens import SeatScreen, screen_of
from bot.games.samarkand.turn_options import NONE
from bot.service.base import ServiceError, Tables
from bot.service.seats import seat_names
from bot.service.summaries import GameSummary, summary_of
from bot.store import GameRow, GameStatus, LogEntry
from bot.words.i18n import Msg


@dataclass(frozen=True)
class Spectated:
    """A started game's public record: its positions (the opening one first) and its log;
    ``version`` names the record (``public_mark``), never the row's version, which private
    changes raise too (a sale offer kept or timed out, a private reminder: R6.5)."""

    game: GameSummary
    version: str
    positions: tuple[Snapshot, ...]
    now: PublicView  # the position now, which may be inside a turn (a sale offer open)
    log: tuple[Msg, ...]
    held: Hold | None = None  # what holds a game in play (told in its channel, or seen there: public)


class Hold(Enum):
    """What holds a game in play, as its page says it: the host's ``/pause``, or a channel the bot cannot post in
    (the game goes on by itself once it can: ``Clock.channel_works``). The reason Discord gave stays the host's."""

    HOST = "host"
    CHANNEL = "channel"


def hold_of(row: GameRow) -> Hold | None:
    """The hold a page shows: the host's pause first (it outlasts the channel's)."""
    if row.status is not GameStatus.PLAYING:
        return None
    return Hold.HOST if row.host_paused else Hold.CHANNEL if row.pause_reason is not None else None


def public_mark(*record: object) -> str:
    """A short name for a record made of frozen values (their ``repr`` is their content):
    equal records, equal marks. A page names what it shows by the mark of what it was made
    from, so an address or a version that a reader sees moves only when that does."""
    return hashlib.sha256(repr(record).encode()).hexdigest()[:16]


def unhinted(game: GameSummary) -> GameSummary:
    """``game`` without the hints its seats took: a count the page never shows (the end's
    public lines say it), and a hint is private (docs/coach.md), so taking one must not move
    the mark a visitor reads."""
    return replace(game, settings=settings_of(game.settings).changed(Settings.hints_taken, ()))


class Pages:
    """The web pages' reads: their replays and screens run in the ``cpu`` threads."""

    def __init__(self, tables: Tables[SamarkandRules]) -> None:
        self.tables = tables

    async def spectated(self, game_id: int) -> Spectated:
        """Everything public of a started game, rebuilt from its seed and action log: the two
        reads here, the replay in the ``cpu`` threads (a long game's takes milliseconds)."""
        row = await self.tables.started(game_id)
        log = await self.tables.kept_log(row)
        self.tables.parses += 1
        return await self.tables.off_loop(partial(self._replayed, row, log))

    def _replayed(self, row: GameRow, log: list[LogEntry]) -> Spectated:
        """The public record of ``row`` from its action log ``log``, its positions and its log in
        words from one replay: CPU only, off the loop."""
        names, heard = seat_names(row.seats), list[Event]()
        setup = settings_of(row.settings).setup(self.tables.rules.board_of(row.state))
        positions = tuple(public_history(names, row.seed, [(e.seat, e.action) for e in log], setup, seated=True,
                                         heard=heard))
        game, now = summary_of(row), as_left(row, view(state_from_json(row.state, self.tables.rules.board)))
        lines = tuple(self.tables.public_lines(public(heard), names) + aborted_lines(row))
        hold = hold_of(row)
        held = () if hold is None else (hold.value,)  # a running game's mark as it always was
        return Spectated(game, public_mark(unhinted(game), positions, now, lines, *held), positions, now, lines, hold)

    async def held_screen(self, game_id: int, seat: int, user: str) -> SeatScreen:
        """The seat's view and legal choices now, if ``user`` may look at ``seat`` of the started
        game ``game_id`` (``Tables.shown_to``: as /hand, which links this page); else a refusal
        that says nothing of the seat (not even whose it is)."""
        row = await self.tables.started(game_id)
        if self.tables.shown_to(row, user) != seat:
            raise ServiceError("web.private_not_held")
        self.tables.parses += 1
        return await self.tables.off_loop(partial(self._screen_now, row, seat))

    def _screen_now(self, row: GameRow, seat: int) -> SeatScreen:
        """The seat's screen from the row's state, parsed, with its legal moves: CPU only, off the
        loop (a page asked for by a link, as often as its holder reloads it). An aborted game's
        is as ``/hand`` reads it: the hand as it was left, with no decision and no move."""
        screen = screen_of(row.id, row.channel_id, row.version, state_from_json(row.state, self.tables.rules.board),
                           seat)
        if row.status is not GameStatus.ABORTED:
            return screen
        return replace(screen, view=as_left(row, screen.view), options=replace(NONE, turn=screen.turn), aborted=True)
