"""The review after the end at the table (issue #51): made in the background (``review_waiting``, called by
``bot.runtime.review_sweep``), stored (``bot.store.reviews``), and shown to each player privately by channel
(``/review``), by game (the button under the final turn message) or on their private page.

The review (``bot.ai.review``) is pure and CPU-bound: it runs in the pool the caller hands (the bot: a process
of its own, below the computers' searches), one game at a time, in the order the games ended. A game whose log
no longer replays gets an empty review, so that it never holds up the games after it; a failure of the pool (a
restart shut it down) leaves the game waiting for the next sweep. A forgotten player's seat
(``bot.service.forgetting``) gets no review: their games' reviews are dropped and made again with that seat's
part left empty."""

from __future__ import annotations

import asyncio
import logging
import math
import time
from collections.abc import Sequence
from concurrent.futures import Executor
from dataclasses import dataclass

from bot.ai.budget import Budget
from bot.ai.review import IN_REVIEW, GameReview, SeatReview, position_before, review_game
from bot.engine import Action, Board, Setup
from bot.engine.view import SeatView
from bot.games.samarkand.game_settings import settings_of
from bot.games.samarkand.rules import SamarkandRules
from bot.service.base import ServiceError, Tables, storable
from bot.service.seats import seat_names
from bot.store import By, GameRow, GameStatus, LogEntry, Seat
from bot.words.i18n import Msg
from bot.words.review_words import review_lines

log = logging.getLogger("samarkand.reviews")
FIRST_GUESS = 120.0  # seconds one game's review takes, until this process has timed one
LEASE = 600.0  # seconds a review's lease outlives a process killed while making it: a few reviews' time
LOOKED_AT = 20  # the waiting games a sweep tries to claim, oldest first, when other processes review some


@dataclass(frozen=True)
class PlayerReview:
    """One player's review of one finished game: the names (its sentences name seats), their
    seat's review, and for each turning point what the seat saw just before choosing."""

    game_id: int
    names: tuple[str, ...]
    review: SeatReview
    positions: tuple[SeatView, ...]

    def lines(self, board: Board) -> list[Msg]:
        return review_lines(board, self.names, self.review)


class Reviewing:
    """The finished games' reviews at the service's tables."""

    def __init__(self, tables: Tables[SamarkandRules]) -> None:
        self.tables = tables
        self.per_game = FIRST_GUESS  # how long the last review took here: what a player is told to expect

    # ----- making them -------------------------------------------------------------------

    async def review_waiting(self, pool: Executor | None, budget: Budget = IN_REVIEW) -> int | None:
        """Make and store the review of the game that has waited longest and that no other
        process is making (each holds the game's ``review`` lease while it does, so none spends
        a review's minute or two of CPU twice); its id, or None when no game waits for this
        process. A database that refuses writes raises ReadOnly (or Busy) before that CPU is
        spent, not after it, when the review cannot be kept."""
        waiting = await self.tables.store.unreviewed(LOOKED_AT)
        if waiting:
            await self.tables.store.writable()
        for game_id in waiting:
            async with self.tables.store.claimed("review", self.tables.clock(), game_id, LEASE) as mine:
                if mine and await self.tables.store.review(game_id) is None:  # not made since the list was read
                    await self._review(game_id, pool, budget)
                    return game_id
        return None

    async def _review(self, game_id: int, pool: Executor | None, budget: Budget) -> None:
        """Make and store the game's review (an empty one when it cannot be made)."""
        row = await self.tables.store.game(game_id)
        assert row is not None  # games are never deleted
        entries = await self.tables.store.log(game_id)
        moves = [(entry.seat, entry.action) for entry in entries]
        started = time.monotonic()
        made = await asyncio.get_running_loop().run_in_executor(
            pool, review_or_why_not, seat_names(row.seats), row.seed, moves, self._setup(row), budget,
            stood_in(entries, row.seats), advised(entries))
        if isinstance(made, str):
            log.warning("game %s: its review could not be made (%s); it gets none", game_id, made)
            await self.tables.store.save_review(game_id, "", self.tables.clock())
            return
        self.per_game = time.monotonic() - started
        await self.tables.store.save_review(game_id, without_forgotten(made, row).to_json(), self.tables.clock())
        log.info("game %s reviewed in %.0f s", game_id, self.per_game)

    # ----- showing them ------------------------------------------------------------------

    async def last_game(self, channel: str) -> int:
        """The channel's latest finished game, or the sentence that there is none."""
        game_id = await self.tables.store.last_finished(channel)
        if game_id is None:
            raise ServiceError("error.review_no_finished_game")
        return game_id

    async def for_player(self, game_id: int, user: str, named: bool = True) -> PlayerReview:
        """The user's review of the finished game ``game_id``; a sentence instead when they did
        not play it, when it is not made yet (and about when it will be), when none will be, when
        the game has not ended (told to its players alone: to anyone else, no game they did not
        play exists). ``named``: the user gave the game's number; else (the channel's latest
        finished game, a Your review button) the refusal of a stranger does not tell them to
        leave out a number they never gave."""
        row = await self.tables.store.game(game_id) if storable(game_id) else None
        seat = next((seat for seat, entry in enumerate(row.seats) if entry.user == user), None) if row else None
        if row is None or seat is None:  # whether game N exists, or has ended, is not a stranger's to learn
            raise ServiceError("error.review_not_yours" if named else "error.review_not_yours_unnamed", game=game_id)
        if row.status is not GameStatus.OVER:
            raise ServiceError("error.review_not_ended", game=game_id)
        stored = await self.tables.store.review(game_id)
        if stored is None:
            raise ServiceError("error.review_not_ready", game=game_id, count=await self.minutes_to_wait(game_id))
        if not stored.review:
            raise ServiceError("error.review_none", game=game_id)
        return await self._player_review(row, stored.review, seat)

    async def _player_review(self, row: GameRow, stored: str, seat: int) -> PlayerReview:
        """The seat's part of the stored review, with what it saw before each turning point
        (a replay, off the loop)."""
        review = GameReview.from_json(stored).of(seat)
        moves = [(entry.seat, entry.action) for entry in await self.tables.store.log(row.id)]
        positions = await self.tables.off_loop(lambda: self._positions(row, moves, review), pages=False)
        return PlayerReview(row.id, tuple(seat_names(row.seats)), review, positions)

    async def of_seat(self, game_id: int, seat: int) -> PlayerReview | None:
        """The seat's review of a finished game with its positions, if it is made (the private
        page's: its link was checked)."""
        stored = await self.tables.store.review(game_id)
        row = await self.tables.store.game(game_id)
        if not stored or not stored.review or row is None:
            return None
        return await self._player_review(row, stored.review, seat)

    async def minutes_to_wait(self, game_id: int) -> int:
        """About how many minutes until the game's review is made: the games ahead of it and
        itself, at the time the last review took."""
        ahead = await self.tables.store.waiting_before(game_id)
        return max(1, math.ceil((ahead + 1) * self.per_game / 60))

    def _positions(self, row: GameRow, moves: list[tuple[int, Action]], review: SeatReview) -> tuple[SeatView, ...]:
        """What the seat saw before each turning point (a replay each: a thread's work)."""
        return tuple(position_before(seat_names(row.seats), row.seed, moves, self._setup(row), review.seat, point.turn)
                     for point in review.points)

    def _setup(self, row: GameRow) -> Setup:
        return settings_of(row.settings).setup(self.tables.rules.board_of(row.state))


def stood_in(entries: Sequence[LogEntry[Action]], seats: Sequence[Seat] = ()) -> frozenset[int]:
    """The log's indices of the actions a computer played for a person: a time-out stand-in's,
    and on ``seats`` a computer took over for good (the person replaced, or gone), the
    computer's. No choice of theirs, so never a turning point of theirs."""
    taken = {number for number, seat in enumerate(seats) if seat.taken_over}
    return frozenset(number for number, entry in enumerate(entries)
                     if entry.by == By.STOOD_IN or (entry.by == By.COMPUTER and entry.seat in taken))


def advised(entries: Sequence[LogEntry[Action]]) -> frozenset[int]:
    """The log's indices of the moves a person played as their hint had just suggested: the
    coach's own advice, so never a turning point of theirs."""
    return frozenset(number for number, entry in enumerate(entries) if entry.by == By.ADVISED)


def review_or_why_not(names: Sequence[str], seed: int, moves: Sequence[tuple[int, Action]], setup: Setup,
                      budget: Budget, stood_in: frozenset[int] = frozenset(),
                      advised: frozenset[int] = frozenset()) -> GameReview | str:
    """``review_game``, or why the game cannot be reviewed (its log no longer replays, say): a
    pool's worker runs it, so that a failure of the game is told apart from one of the pool
    (a worker killed, the pool shut down at a restart), after which the game still waits."""
    try:
        return review_game(names, seed, moves, setup, budget, stood_in, advised)
    except Exception as error:
        return f"{type(error).__name__}: {error}"


def without_forgotten(review: GameReview, row: GameRow) -> GameReview:
    """The review with the part of every seat whose player was forgotten left empty."""
    return GameReview(tuple(SeatReview(seat.seat, ()) if row.seats[seat.seat].forgotten else seat
                            for seat in review.seats))
