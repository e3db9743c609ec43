"""The hint at a table: for the player the game waits for, the coach's advice (``bot.ai.coach``), asked for by
channel (``/hint``, the console's ``hint``).

The search runs in the computers' pool when the caller hands it (the bot: the thinkers' process pool, so a hint
never holds up the event loop), else in a thread (console, tests). In the bot a hint takes a slot of the computers'
searches in turns with the servers' computer moves (``slot``): hints asked at once went ahead of every computer move
queued after them. The
worker conceals the stored state before weighing anything, as a computer player's does. A hint is seeded by its
game, turn and seat, so asking twice in one position says the same.

Only a table whose host allowed hints (``hints``) gives them; each is counted for its seat (``hints_taken``),
which the end shows everyone. The move suggested is remembered (``bot.service.suggestions``): played as
suggested, it is logged as the hint's, and the review never counts it among the player's mistakes (its longer
search may rate two near moves the other way round)."""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import Executor
from contextlib import AbstractAsyncContextManager, nullcontext
from dataclasses import dataclass
from functools import partial
from itertools import permutations

from bot.ai.budget import Budget
from bot.ai.coach import IN_HINT, Advice, Move, advise
from bot.engine import Board, Expand, GameState, state_from_json
from bot.games.samarkand.game_settings import settings_of
from bot.games.samarkand.rules import SamarkandRules
from bot.service.base import ServiceError, Tables
from bot.service.seats import seat_names
from bot.store import GameRow, GameStatus
from bot.words.hint_words import hint_lines
from bot.words.i18n import And, Msg
from bot.words.narrate import card_name
from bot.worker_processes import once_more_if_it_died


@dataclass(frozen=True)
class Hint:
    """A hint for one seat in one position: where it was asked, the players' names (a reason
    may name whom a move helps) and the advice."""

    game_id: int
    channel_id: str
    turn: int
    seat: int
    names: tuple[str, ...]
    advice: Advice
    offers: tuple[int, ...] = ()  # the cards of the seat's own sale offers still open (R6.5)

    @property
    def suggestion(self) -> Move | None:
        """The move the hint suggests (None: no move to make)."""
        return self.advice.suggestions[0].move if self.advice.suggestions else None

    def lines(self, board: Board) -> list[Msg]:
        """The advice, then its warning."""
        return [*self.advice_lines(board), *self.warning(board)]

    def advice_lines(self, board: Board) -> list[Msg]:
        return hint_lines(board, self.names, self.advice)

    def warning(self, board: Board) -> list[Msg]:
        """Any offer of the asker's still open: their move would close it with the card kept
        (R6.5), which the suggestion does not weigh."""
        if not self.offers:
            return []
        return [Msg("coach.offer_open", count=len(self.offers), cards=And(card_name(board, c) for c in self.offers))]


def advise_stored(state_json: str, seat: int, seed: int, budget: Budget) -> Advice:
    """``advise`` on a stored state: what a process pool's worker is handed (picklable)."""
    return advise(state_from_json(state_json), seat, seed, budget)


def forms(move: Move) -> list[Move]:
    """Each way the game writes ``move``: an expansion's spaces in any order, since the panel
    writes them in the order the player picked them."""
    if isinstance(move, Expand):
        return [Expand(move.family, spaces) for spaces in permutations(move.spaces)]
    return [move]


def not_now(state: GameState, seat: int) -> str:
    """Why the seat gets no hint now, as a catalogue key: the game has ended and only its last
    sale offers are answered before the scoring (public, R3.3: no turn will come), its own
    discard or sale offer is open (said to the asker alone, whose decision it is: R6.5), or
    the game waits for someone else."""
    if state.settling:
        return "error.hint_game_ended"
    own = [d.kind for d in [*state.pending, *state.offers] if d.player == seat]
    if "discard" in own:
        return "error.hint_discard_first"
    return "error.hint_sale_first" if own else "error.hint_not_your_turn"


def hint_seed(game_id: int, turn: int, seat: int) -> int:
    """One seed per game, turn and seat, all of them public (never the game's own seed, which
    dealt its secrets): the same question gets the same answer."""
    return (game_id * 1_000_003 + turn * 101 + seat) % 2**63


ASKED_KEPT = 64  # the searches kept: a few per table in play at once


class Coaching:
    """Hints at the service's tables. ``pool``: where the search runs (None: a thread);
    ``budget``: what one hint's search may spend; ``slot``: held while it runs (the bot: a turn
    at the computers' search workers)."""

    def __init__(self, tables: Tables[SamarkandRules], pool: Executor | None = None, budget: Budget = IN_HINT,
                 slot: Callable[[], AbstractAsyncContextManager[None]] = nullcontext) -> None:
        self.tables, self.pool, self.budget, self.slot = tables, pool, budget, slot
        # the searches asked for lately, running or done, by game, seat and what the seat knows
        # (``SamarkandRules.known_to``): the same question has the same answer, so a player
        # pressing /hint again and again, at once or later, costs one search, not a queue that
        # holds up every table's computers
        self.asked: OrderedDict[tuple[int, int, bytes], asyncio.Future[Advice]] = OrderedDict()

    async def hint(self, channel: str, user: str, searching: Callable[[], None] = lambda: None) -> Hint:
        """The hint for the user's move in the channel's game; a refusal with a sentence when
        the game waits for no move of theirs. ``searching`` is told once the hint is sure to be
        searched for (a terminal says then that the first search may take a while)."""
        row = await self._in_play(channel, user)
        seat = self.tables.seat_of(row, user)
        if not settings_of(row.settings).allows_hints:
            raise ServiceError("error.hints_off")
        state = self.tables.state_of(row)
        if state.active != seat or state.pending or state.over or state.settling:
            raise ServiceError(not_now(state, seat))
        known = self.tables.rules.known_to(state, seat)
        searching()
        advice = await self._advice(row.id, state.turn, seat, row.state, known)
        await self.counted(row.channel_id, row.id, seat)
        offers = tuple(offer.card for offer in state.offers if offer.player == seat)
        hint = Hint(row.id, row.channel_id, state.turn, seat, tuple(seat_names(row.seats)), advice, offers)
        if hint.suggestion is not None:
            self.tables.suggestions.suggested(row.id, seat, known, forms(hint.suggestion))
        return hint

    async def _in_play(self, channel: str, user: str) -> GameRow:
        """The channel's game in play; for a player of the one that has ended there, that it has
        and that its review is there to ask for (``not_now`` says that it follows while its last
        offers are answered), rather than the channel's "no game now"."""
        latest = await self.tables.store.latest_game(channel)
        if latest is not None and latest.status is GameStatus.OVER and any(s.user == user for s in latest.seats):
            raise ServiceError("error.hint_game_scored")
        return await self.tables.playing(channel)

    async def _advice(self, game_id: int, turn: int, seat: int, stored: str, known: bytes) -> Advice:
        """The search's advice for ``seat`` in the ``stored`` state (``known``: what the seat
        knows of it): one search per question, which every asker shares (one asker giving up
        does not stop it for the others)."""
        key = (game_id, seat, known)
        search = self.asked.get(key)
        if search is None or search.cancelled():  # a cancelled one: the bot stopping it
            search = asyncio.ensure_future(self._search(stored, seat, hint_seed(game_id, turn, seat)))
            self.asked[key] = search
            while len(self.asked) > ASKED_KEPT:
                self.asked.popitem(last=False)
        try:
            return await asyncio.shield(search)
        except Exception:
            self.asked.pop(key, None)  # a failed search is asked again next time
            raise

    async def _search(self, stored: str, seat: int, seed: int) -> Advice:
        """The search, in the pool; once more, in the pool started anew, if its worker died under it (the OOM killer),
        as a computer's move is (``PoolThinker.choose``), rather than tell the player something went wrong. Inside the
        search every asker shares, so that they wait for one retry, not one each."""
        async with self.slot():
            return await once_more_if_it_died(self.pool, partial(advise_stored, stored, seat, seed, self.budget))

    async def counted(self, channel: str, game_id: int, seat: int) -> None:
        """One more hint taken by ``seat``, written with the table as it is now (the search
        took a while, and the game may have moved on meanwhile: the hint was given all the
        same). Under the channel's lock, as every change of the table is."""
        async with self.tables.lock(channel):
            row = await self.tables.store.game(game_id)
            if row is None:  # aborted meanwhile: nothing left to count for
                return
            row.settings = settings_of(row.settings).hinted(seat, len(row.seats))
            await self.tables.save(row)
