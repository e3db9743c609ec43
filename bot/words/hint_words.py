"""A hint in the reader's words: the move as the panel names it, how far behind the first
each other move is, and each reason (``bot.ai.coach.Reason``) as a sentence a player would
say, from the catalogues. Numbers are rounded as people count points; a reason names only
what it carries: the reader's own cards, public goods markers, families and players."""

from __future__ import annotations

from collections.abc import Sequence

from bot.ai.coach import Advice, Move, Reason, Suggestion
from bot.engine import Board, Marry
from bot.words.i18n import And, Msg, family, good
from bot.words.narrate import card_name, space_name

# the catalogue key of each reason's sentence (``treasury`` has one for each direction)
SENTENCES = {
    "cards_score": "coach.reason.cards_score",
    "goods_marker": "coach.reason.goods_marker",
    "meeting": "coach.reason.meeting",
    "sale": "coach.reason.sale",
    "portion": "coach.reason.portion",
    "draws": "coach.reason.draws",
    "reach": "coach.reason.reach",
    "out_of_reach": "coach.reason.out_of_reach",
    "rival": "coach.reason.rival",
}


def move_words(board: Board, move: Move) -> Msg:
    """The move as the panel's confirmation names it."""
    mover = family(board, move.family)
    if isinstance(move, Marry):
        return Msg("coach.move.marry", family=mover, portion=board.families[move.family].portion)
    if len(move.spaces) == 1:
        return Msg("coach.move.one", family=mover, space=space_name(board, move.spaces[0]))
    return Msg("coach.move.two", family=mover, first=space_name(board, move.spaces[0]),
               second=space_name(board, move.spaces[1]))


def points(amount: float) -> int:
    """A number of points as a player would say it."""
    return round(amount)


def reason_words(board: Board, names: Sequence[str], reason: Reason) -> Msg | None:
    """One reason as a sentence; None for one too small to say once rounded."""
    count = points(reason.amount)
    cards = And(card_name(board, c) for c in reason.cards)
    match reason.kind:
        case "treasury":
            key = "coach.reason.treasury_up" if count > 0 else "coach.reason.treasury_down"
            return Msg(key, count=abs(count)) if count else None
        case "meeting":
            mover, other = (family(board, f) for f in reason.families)
            said = Msg("coach.reason.meeting", family=mover, other=other, count=count)
            if not reason.seats:
                return said
            return Msg("coach.reason.meeting_with", meeting=said, names=And(names[i] for i in reason.seats),
                       count=len(reason.seats))
        case "goods_marker":
            return Msg(SENTENCES["goods_marker"], goods=And(good(board, g) for g in reason.goods), count=reason.count)
        case "portion":
            return Msg(SENTENCES["portion"], family=family(board, reason.families[0]), count=count)
        case "draws":
            return Msg(SENTENCES["draws"], drawn=reason.count, count=count) if count else None
        case "rival":
            return Msg(SENTENCES["rival"], name=names[reason.seats[0]], count=count) if count else None
        case "reach" | "out_of_reach":
            return Msg(SENTENCES[reason.kind], cards=cards, count=len(reason.cards))
    return Msg(SENTENCES[reason.kind], cards=cards, count=count) if count else None


def suggestion_lines(board: Board, names: Sequence[str], suggestion: Suggestion, first: bool) -> list[Msg]:
    """The move, its distance from the first, and its reasons, a line each."""
    move = move_words(board, suggestion.move)
    behind = points(suggestion.behind)
    if first:
        head = Msg("coach.suggested", move=move)
    elif behind:
        head = Msg("coach.behind", move=move, count=behind)
    else:
        head = Msg("coach.level", move=move)
    said = [line for reason in suggestion.reasons if (line := reason_words(board, names, reason))]
    return [head, *(Msg("coach.bullet", line=line) for line in said or [Msg("coach.reason.later")])]


def hint_lines(board: Board, names: Sequence[str], advice: Advice) -> list[Msg]:
    """The whole hint: a heading, then each move with its reasons."""
    if not advice.suggestions:
        return [Msg("coach.nothing")]
    lines = [Msg("coach.heading", count=advice.walks)]
    for number, suggestion in enumerate(advice.suggestions):
        lines += suggestion_lines(board, names, suggestion, number == 0)
    return lines
