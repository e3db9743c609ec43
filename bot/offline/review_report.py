"""``python -m bot review GAME --db FILE``: a finished game's review in the terminal, every person's (a computer's
seat only when asked for) or one seat's (``--seat N``, from 1, or ``--player NAME``), in the bot's words
(``bot.words.review_words``). Computed on the spot from the game's seed and log (``review_game``: about a minute of
CPU at 5 players); ``review_text`` prints any ``GameReview``, computed here or read back from its stored form."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import dataclass

from bot.ai.review import GameReview, review_game
from bot.engine import Action, Board, default_board
from bot.games.samarkand.game_settings import settings_of
from bot.games.samarkand.reviewing import advised, stood_in
from bot.games.samarkand.rules import SamarkandRules
from bot.ops.admin import current
from bot.ops.transfer import TransferError, numbered_game
from bot.service.seats import seat_names
from bot.store import GameRow, GameStatus, Store
from bot.store.access import Access
from bot.words.i18n import DEFAULT, Msg, Text, text
from bot.words.markup import without_markup
from bot.words.review_words import review_lines
from bot.words.spoken_to import is_default_name


@dataclass(frozen=True)
class ReviewAsked:
    """What ``python -m bot review`` was asked: the game's number, one seat (counted from 1;
    0: every seat) or one player's name ("": every seat), and the language ("": the game's own, as
    its players read it in Discord; a refusal before the game is found is in English)."""

    game: str
    seat: int = 0
    player: str = ""
    language: str = ""


@dataclass(frozen=True)
class FinishedGame:
    """What a review is made from: the game's row (its seed, its setup), the board, the names
    in seat order, the log, and the log's entries a time-out stand-in played and those a person
    played as their hint suggested (neither is a turning point)."""

    row: GameRow
    board: Board
    names: list[str]
    log: list[tuple[int, Action]]
    stood_in: frozenset[int]
    advised: frozenset[int]


async def review_report(address: str, named: str, asked: ReviewAsked) -> str:
    """The review's text, or a TransferError saying why there is none (in the language asked);
    ``named``: what gave the database's address."""
    async with await current(address, named, Access.READ_ONCE) as store:
        game = await finished_game(store, asked.game, text(asked.language or DEFAULT))
    language = asked.language or game.row.settings.language
    t = text(language)
    seats = chosen_seats(game, asked, t)
    print(t("review.computing", game=game.row.id), file=sys.stderr, flush=True)
    setup = settings_of(game.row.settings).setup(game.board)
    review = review_game(game.names, game.row.seed, game.log, setup, stood_in=game.stood_in,
                         advised=game.advised)
    return review_text(game.board, game.names, review, seats, language)


async def finished_game(store: Store, game: str, t: Text) -> FinishedGame:
    """The finished game numbered ``game``, with its log; a refusal for any other."""
    row = await numbered_game(store, game)
    if row is None:
        raise TransferError(t("review.error.no_game", game=game[:30]))
    if row.status is not GameStatus.OVER:
        raise TransferError(t("review.error.not_ended", game=row.id))
    entries = await store.log(row.id)
    log = [(entry.seat, entry.action) for entry in entries]
    if not log:
        raise TransferError(t("review.error.log_deleted", game=row.id))
    return FinishedGame(row, SamarkandRules(default_board()).board_of(row.state), seat_names(row.seats), log,
                        stood_in(entries, row.seats), advised(entries))


def chosen_seats(game: FinishedGame, asked: ReviewAsked, t: Text) -> list[int]:
    """The seats to print (engine seats, from 0); a refusal naming what the game has."""
    count = len(game.names)
    if asked.player:
        wanted = " ".join(asked.player.split()).casefold()
        found = [i for i, name in enumerate(game.names) if name.casefold() == wanted]
        if not found:
            raise TransferError(t("review.error.no_player", game=game.row.id, name=asked.player[:40],
                                  names=t.join(game.names)))
        return found
    if asked.seat > count:
        raise TransferError(t("review.error.no_seat", game=game.row.id, count=count, seat=asked.seat))
    return [asked.seat - 1] if asked.seat else people(game.row)


def people(row: GameRow) -> list[int]:
    """The seats a review speaks to when none is asked for: a person's ("You played …"), taken over by a computer or
    not, never one a computer held from the lobby; a table of computers alone has every seat's."""
    persons = [number for number, seat in enumerate(row.seats) if seat.computer_number is None]
    return persons or list(range(len(row.seats)))


def titles(name: str) -> tuple[Msg, Msg]:
    """A seat's title and heading. The console's one player, named as its language says
    "you" (``console.default_name``), is spoken to: "Your review", not "You's review"."""
    if is_default_name(name):
        return Msg("review.of_you"), Msg("review.heading.of_you")
    return Msg("review.of", name=name), Msg("review.heading.of", name=name)


def review_text(board: Board, names: Sequence[str], review: GameReview, seats: Sequence[int], language: str) -> str:
    """The reviews of ``seats`` in ``language``, each under its player's name, without
    Discord's markup (the terminal is not Discord)."""
    t = text(language)
    blocks = [[title, *review_lines(board, names, review.of(seat), heading)]
              for seat, (title, heading) in ((seat, titles(names[seat])) for seat in seats)]
    return "\n\n".join("\n".join(map(without_markup, t.lines(block))) for block in blocks)
