"""A seat's review in the reader's words: each turning point as its turn, what was at stake,
the move played and the Expert's, named as the panel names moves (``hint_words.move_words``),
and how the Expert's move compares with the one played (``bot.ai.contrast``), each aspect
with both numbers, what it gains first; then one line on the whole game. A review stored
before contrasts were made says the Expert's reasons as the hint says them."""

from __future__ import annotations

from collections.abc import Sequence

from bot.ai.contrast import Contrast
from bot.ai.review import SeatReview, TurningPoint, WholeGame
from bot.engine import Board
from bot.words.hint_words import move_words, points, reason_words
from bot.words.i18n import And, Msg, family, good
from bot.words.narrate import card_name


def review_lines(board: Board, names: Sequence[str], review: SeatReview) -> list[Msg]:
    """The whole private review: a heading, each turning point with its reasons, the game."""
    if not review.points:
        return [Msg("review.none"), whole_line(review.whole)]
    lines = [Msg("review.heading")]
    for point in review.points:
        lines += point_lines(board, names, point)
    return [*lines, whole_line(review.whole)]


def point_lines(board: Board, names: Sequence[str], point: TurningPoint) -> list[Msg]:
    """One turning point: the turn and the stake with the move played, the better move, and
    a line for each way it differs from the move played (the reasons of a review stored
    before contrasts were)."""
    head = Msg("review.point", turn=point.turn, count=max(1, points(point.at_stake)),
               played=move_words(board, point.played))
    if point.contrasts is None:
        said = [line for reason in point.reasons if (line := reason_words(board, names, reason))]
        return [head, Msg("review.better", better=move_words(board, point.better)),
                *(Msg("coach.bullet", line=line) for line in said or [Msg("coach.reason.later")])]
    later = [] if any(c.gains > 0 for c in point.contrasts) else [Msg("review.contrast.later")]
    return [head, Msg("review.better_than", better=move_words(board, point.better)),
            *(Msg("coach.bullet", line=line) for line in [*later, *(contrast_words(board, names, c)
                                                                     for c in point.contrasts)])]


def contrast_words(board: Board, names: Sequence[str], contrast: Contrast) -> Msg:
    """One aspect of both moves as a sentence with both numbers, and what it concerns."""
    better, played = points(contrast.better), points(contrast.played)
    key = f"review.contrast.{contrast.kind}"
    match contrast.kind:
        case "treasury":
            line = Msg(key, better=signed(better), played=signed(played))
        case "rival":
            line = Msg(key, name=names[contrast.seats[0]], count=better, played=played)
        case _:
            line = Msg(key, count=better, played=played)
    concerns = concerned(board, contrast)
    return Msg("review.contrast.named", line=line, names=concerns) if concerns else Msg("review.contrast.said",
                                                                                       line=line)


def concerned(board: Board, contrast: Contrast) -> And:
    """What a contrast names after its numbers: the seat's own cards, the goods markers, or
    the families that meet (the rival is named in the sentence itself)."""
    if contrast.kind == "meeting":
        pairs = zip(contrast.families[::2], contrast.families[1::2], strict=True)
        return And(Msg("review.contrast.pair", family=family(board, one), other=family(board, other))
                   for one, other in pairs)
    return And([*(card_name(board, c) for c in contrast.cards), *(good(board, g) for g in contrast.goods)])


def signed(amount: int) -> str:
    """A change in Dirham with its sign, as a player writes it: +5, −1, 0."""
    return f"+{amount}" if amount > 0 else f"−{-amount}" if amount < 0 else "0"


def whole_line(whole: WholeGame) -> Msg:
    """The line on the whole game: the seat's marriages, and its cards at the end."""
    return Msg("review.whole", married=married_line(whole), cards=cards_line(whole))


def married_line(whole: WholeGame) -> Msg:
    """How often the seat married, and in which of its turns first."""
    if not whole.marriages:
        return Msg("review.whole.never_married")
    if whole.marriages == 1:
        return Msg("review.whole.married_once", first=whole.first_marriage, turns=whole.turns)
    return Msg("review.whole.married", count=whole.marriages, first=whole.first_marriage, turns=whole.turns)


def cards_line(whole: WholeGame) -> Msg:
    """How many of the cards the seat ended with scored nothing."""
    if not whole.cards:
        return Msg("review.whole.no_cards")
    if whole.cards == 1:
        return Msg("review.whole.one_unscored" if whole.unscored else "review.whole.one_scored")
    if not whole.unscored:
        return Msg("review.whole.all_scored", count=whole.cards)
    if whole.unscored == whole.cards:
        return Msg("review.whole.none_scored", count=whole.cards)
    return Msg("review.whole.unscored", count=whole.unscored, held=whole.cards)
