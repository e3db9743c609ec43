"""A seat's review in the reader's words: each turning point as its turn, what was at stake,
the move played and the Expert's, named as the panel names moves (``hint_words.move_words``),
and how the Expert's move compares with the one played (``hint_words.contrast_words``), each
aspect with both numbers, what it gains first; then one line on the whole game. A review stored
before contrasts were made says the Expert's reasons as the hint says them."""

from __future__ import annotations

from collections.abc import Sequence

from bot.ai.contrast import Contrast
from bot.ai.expert import ROLLOUT_TURNS
from bot.ai.horizon import Outlook, differing
from bot.ai.review import SeatReview, TurningPoint, WholeGame
from bot.engine import Board
from bot.words.hint_words import (
    contrast_words,
    ending_lines,
    later_lines,
    move_words,
    points,
    rival_key,
    said_reasons,
)
from bot.words.i18n import And, Msg

POINT_HEADING = "review.point"  # the key of each turning point's first line: where a long review may be cut
PRIVATE_HEADING = Msg("review.heading")  # the private answer's: "Your review (only you see it): ..."


def review_lines(board: Board, names: Sequence[str], review: SeatReview, heading: Msg = PRIVATE_HEADING) -> list[Msg]:
    """The whole review: a heading (the private answer's by default; a printout of every seat's
    names the seat's player instead), each turning point with its reasons, the game."""
    if not review.points:
        return [Msg(none_key(review)), whole_line(review.own or review.whole, review.played_for)]
    return [heading, *(line for point in review.points for line in point_lines(board, names, point)),
            whole_line(review.own or review.whole, review.played_for)]


def none_key(review: SeatReview) -> str:
    """What a review without turning points says: "well played" only when some of the player's own choices were
    judged; else that the hints or a stand-in played them, or that every move was made for them: no praise for
    moves they never chose. A review stored before the counts (None) praises."""
    if review.judged != 0:
        return "review.none"
    return "review.none_judged" if review.advised else "review.none_made_for_you"


def both_ending(ending: list[Msg] | None, against: Sequence[Contrast], alike: str) -> list[Msg] | None:
    """``ending_lines``, with ``alike`` where both moves end the game and no aspect of the final scoring differs
    enough to say, so that the heading "Against your move:" is not left reading as a message cut off."""
    return [Msg(alike)] if ending == [] and not against else ending


def point_lines(board: Board, names: Sequence[str], point: TurningPoint) -> list[Msg]:
    """One turning point: the turn and the stake with the move played, the better move, and
    a line for each way it differs from the move played (the reasons of a review stored
    before contrasts were)."""
    head = Msg(POINT_HEADING, turn=point.turn, count=max(1, points(point.at_stake)),
               played=move_words(board, point.played))
    if point.contrasts is None:
        said = said_reasons(board, names, point.reasons)
        return [head, Msg("review.better", better=move_words(board, point.better)),
                *(Msg("coach.bullet", line=line) for line in said or [Msg("coach.reason.later")])]
    ending = both_ending(ending_lines(*point.ends, "review.contrast.ends_better", "review.contrast.ends_yours"),
                         point.contrasts, "review.contrast.ends_both")
    later = later_lines(point.contrasts, -1, "review.contrast.later", "review.contrast.later_on_balance") \
        if ending is None else ending
    moves = (point.better, point.played)
    said = [*later, *(contrast_words(board, names, c, moves, opponent=True) for c in point.contrasts),
            *outlook_lines(names, point.outlook)]
    return [head, Msg("review.better_than", better=move_words(board, point.better)),
            *(Msg("coach.bullet", line=line) for line in said)]


def outlook_lines(names: Sequence[str], outlook: tuple[Outlook, Outlook] | None) -> list[Msg]:
    """Where the two moves lead at the search's horizon, term by term of its evaluation, for the
    terms that differ once rounded: where "the turns that follow" find the points at stake. What
    favours the move played comes last, after "but", so that no cost reads as a gain. At a table
    of two the rival is "your opponent", as in the hint."""
    if outlook is None:
        return []
    gains, costs = (outlook_parts(names, outlook, kept) for kept in differing(*outlook))
    if gains and costs:
        return [Msg("review.outlook_but", turns=ROLLOUT_TURNS, gains=And(gains), costs=And(costs))]
    return [Msg("review.outlook", turns=ROLLOUT_TURNS, parts=And(gains or costs))] if gains or costs else []


def outlook_parts(names: Sequence[str], outlook: tuple[Outlook, Outlook], kept: Sequence[str]) -> list[Msg]:
    """The ``kept`` terms of both outlooks, each as a part of the line. A figure of the better move
    that rounds to nothing is said as none ("no card of your hand is within reach"), since "about 0
    cards" reads as a slip."""
    better, played = outlook
    parts = []
    for name in kept:
        key = rival_key(f"review.outlook.{name}", names) if name == "rival" else f"review.outlook.{name}"
        count, before = points(getattr(better, name)), points(getattr(played, name))
        parts.append(Msg(f"{key}_none", played=before) if count == 0 else Msg(key, count=count, played=before))
    return parts


def whole_line(whole: WholeGame, played_for: int = 0) -> Msg:
    """The line on the whole game: the person's marriages (after how many of the seat's turns
    a computer played for them, ``played_for``, when one did: those the counts leave out), and
    the seat's cards at the end."""
    return Msg("review.whole", married=played_for_line(whole, played_for), cards=cards_line(whole))


def played_for_line(whole: WholeGame, played_for: int) -> Msg:
    """``married_line``, after the count of the seat's turns a computer played for the person
    when there are any: without it, a replaced person's "your turn 1 of 3" reads as a slip. When
    the computer played every turn, the person chose no marriage to count: "You never married"
    would blame them for its play."""
    if not played_for:
        return married_line(whole)
    if not whole.turns:
        return Msg("review.whole.played_all", count=played_for)
    return Msg("review.whole.played_for", count=played_for, married=married_line(whole))


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
