"""A hint in the reader's words: the move as the panel names it, each reason
(``bot.ai.coach.Reason``) of the suggestion as a sentence a player would say, and for each next
move how far behind the suggestion it is and how it differs from it (``bot.ai.contrast``),
from the catalogues. Numbers are rounded as people count points; a reason names only
what it carries: the reader's own cards, public goods markers, families and players."""

from __future__ import annotations

from collections.abc import Sequence

from bot.ai.coach import Advice, Move, Reason, Suggestion
from bot.ai.contrast import Contrast, contrasts
from bot.engine import Board, Marry
from bot.words.i18n import And, Apart, Msg, family, good
from bot.words.narrate import card_name, space_name


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
            return Msg("coach.reason.goods_marker", goods=And(good(board, g) for g in reason.goods), count=reason.count)
        case "portion":
            return portion_line(board, reason, "coach.reason.portion")
        case "draws" if not reason.count:  # at the hand limit, or the deck empty: a newcomer expects three cards (R4.5)
            return Msg("coach.reason.draws_none")
        case "draws":
            return Msg("coach.reason.draws", drawn=reason.count, count=count) if count else None
        case "rival":
            return Msg(rival_key("coach.reason.rival", names), name=names[reason.seats[0]], count=count) \
                if count else None
        case "reach" | "out_of_reach":
            return Msg(f"coach.reason.{reason.kind}", cards=cards, count=len(reason.cards))
    return Msg(f"coach.reason.{reason.kind}", cards=cards, count=count) if count else None  # cards_score, sale


def rival_key(key: str, names: Sequence[str]) -> str:
    """The key of a sentence naming the best rival, at a table of ``names``: of two, its
    "_one" variant ("your opponent"), for with one rival there are no others for them to lead."""
    return f"{key}_one" if len(names) == 2 else key


def said_reasons(board: Board, names: Sequence[str], reasons: Sequence[Reason]) -> list[Msg]:
    """The reasons as sentences, a line each. A treasuries' gain that is just the portion is said once, in the
    portion's sentence, with what the money is for, so that a marriage is never explained by its cost alone. One
    into a treasury that held money already names what it held: "your families' treasuries gain 7" beside a portion
    of 4 reads as a miscount unless the 3 already there are named."""
    portions = {points(r.amount): r for r in reasons if r.kind == "portion"}
    kept = [r for r in reasons if not (r.kind == "treasury" and points(r.amount) in portions)]
    funds = len(kept) < len(reasons)
    married = next(iter(portions.values()), None)
    said = (reason_line(board, names, reason, funds, married) for reason in kept)
    return [line for line in said if line is not None]


def reason_line(board: Board, names: Sequence[str], reason: Reason, funds: bool, married: Reason | None) -> Msg | None:
    """One reason's sentence, as ``said_reasons`` tells them apart; None for one too small to say."""
    if funds and reason.kind == "portion":
        return portion_line(board, reason, "coach.reason.portion_funds")
    if reason.kind == "treasury" and married is not None:
        return held_line(board, reason, married)
    return reason_words(board, names, reason)


def held_line(board: Board, treasury: Reason, portion: Reason) -> Msg | None:
    """A marriage's treasuries' gain beyond its portion: what the family's treasury held before."""
    held = points(treasury.amount) - points(portion.amount)
    if held <= 0:
        return reason_words(board, (), treasury)
    return Msg("coach.reason.treasury_held", family=family(board, portion.families[0]), count=held,
               total=points(treasury.amount))


def portion_line(board: Board, reason: Reason, key: str) -> Msg:
    """The portion's sentence (``key``: with or without what its Dirham pay for)."""
    return Msg(key, family=family(board, reason.families[0]), count=points(reason.amount))


def suggested_lines(board: Board, names: Sequence[str], suggestion: Suggestion) -> list[Msg]:
    """The suggested move and its reasons, a line each."""
    ending = [Msg("coach.reason.wins" if suggestion.wins else "coach.reason.ends")] if suggestion.ends else []
    said = said_reasons(board, names, suggestion.reasons) + ending
    return [Msg("coach.suggested", move=move_words(board, suggestion.move)),
            *(Msg("coach.bullet", line=line) for line in said or [Msg("coach.reason.later")])]


# A next move's headings by its rank, nearest first (``SHOWN``: the suggestion and the next two): German ranks them
# "Zweitbester Zug", "Drittbester Zug", where one word for both named two moves the one next best; English says
# "Next best" of each. Each: (behind, level, behind and both end the game, level and both end it).
HEADS = (("coach.behind", "coach.level", "coach.behind_ends", "coach.level_ends"),
         ("coach.third.behind", "coach.third.level", "coach.third.behind_ends", "coach.third.level_ends"))


def next_lines(board: Board, names: Sequence[str], suggestion: Suggestion, suggested: Suggestion,
               rank: int = 0) -> list[Msg]:
    """A next move: its distance from the suggestion, and how it differs from the suggestion
    at once, aspect by aspect with both numbers (not its own reasons again: most of a next
    move's reasons are the suggestion's, and a player asks why the suggestion wins). When it
    does no worse at once, a line says that the suggestion's lead comes later. ``rank``: 0 for
    the nearest next move, 1 for the one after it (``HEADS``; a hint shows no more than those two)."""
    move, behind = move_words(board, suggestion.move), points(suggestion.behind)
    behind_key, level_key, behind_ends, level_ends = HEADS[min(rank, len(HEADS) - 1)]  # a hint shows no more
    against, moves = contrasts(suggestion.reasons, suggested.reasons), (suggestion.move, suggested.move)
    ending = ending_lines(suggestion.ends, suggested.ends, "coach.contrast.ends_this", "coach.contrast.ends_suggestion")
    if ending == [] and not against:  # both end the game, alike at the final scoring: nothing to set against
        return [Msg(behind_ends, move=move, count=behind) if behind else Msg(level_ends, move=move)]
    head = Msg(behind_key, move=move, count=behind) if behind else Msg(level_key, move=move)
    later = later_lines(against, 1, "coach.contrast.later", "coach.contrast.later_on_balance") if ending is None \
        else ending
    said = [*later, *(contrast_words(board, names, c, moves, opponent=True) for c in against)]
    return [head, *(Msg("coach.bullet", line=line) for line in said)]


def later_lines(against: Sequence[Contrast], sign: int, alike: str, on_balance: str) -> list[Msg]:
    """The line saying the ranking comes from the turns that follow, when the contrast's lines cannot explain it;
    else a player reads the lower-ranked move doing better at once, and no word why. ``sign``: 1 when the move
    described ranks lower (a hint's next move), -1 when higher (the review's better move). ``alike``: the lower move
    is nowhere behind at once; ``on_balance``: behind on something but strictly ahead once gains and costs are
    weighed together (a next move bringing a card within reach for some treasury money)."""
    if not any(sign * c.gains < 0 for c in against):
        return [Msg(alike)]
    return [Msg(on_balance)] if sign * sum(c.gains for c in against) > 0 else []


def ending_lines(described: bool, other: bool, described_ends: str, other_ends: str) -> list[Msg] | None:
    """Whether two moves end the game (``described``: a hint's next move or the review's better move; ``other``:
    the move it is set against), in place of the line on the turns that follow, which would be false. One does: a
    line saying which (the final scoring ranks it against a game that goes on); both do: none (what they do at once
    is the final scoring). None: neither does, and the turns that follow may rank them."""
    if not (described or other):
        return None
    return [] if described and other else [Msg(described_ends if described else other_ends)]


def hint_lines(board: Board, names: Sequence[str], advice: Advice) -> list[Msg]:
    """The whole hint: a heading, the suggestion with its reasons, then each next move set
    against the suggestion."""
    if not advice.suggestions:
        return [Msg("coach.nothing")]
    suggested, *others = advice.suggestions
    return [Msg("coach.heading", count=advice.walks), *suggested_lines(board, names, suggested),
            *(line for rank, suggestion in enumerate(others)
              for line in next_lines(board, names, suggestion, suggested, rank))]


def contrast_words(board: Board, names: Sequence[str], contrast: Contrast, moves: tuple[Move, Move],
                   opponent: bool = False) -> Msg:
    """One aspect of the two ``moves`` as a sentence with both numbers, the move described first (the
    review's better move, a hint's next move), and what it concerns. ``opponent``: a rival is
    named "your opponent" at a table of two (a hint's, and a review's, whose line on the turns
    that follow names them so: one turning point called the one rival both "who leads the
    others" and "your opponent").
    When either move is a marriage, the treasuries' line says that the family married into counts
    with what its treasury held: "+6 instead of +4" beside a portion of 3 reads as a miscount."""
    better, played = points(contrast.better), points(contrast.played)
    key = f"coach.contrast.{contrast.kind}"
    match contrast.kind:
        case "treasury":
            marrying = any(isinstance(move, Marry) for move in moves)
            line = Msg(f"{key}_married" if marrying else key, better=signed(better), played=signed(played))
        case "portion" if not better or not played:  # an expansion pays none: "costs you 0 Dirham" named no portion
            line = Msg(f"{key}_none", played=played) if not better else Msg(f"{key}_only", count=better)
        case "rival":
            line = Msg(rival_key(key, names) if opponent else key, name=names[contrast.seats[0]], count=better,
                       played=played)
        case _:
            line = Msg(key, count=better, played=played)
    concerns = concerned(board, contrast)
    return Msg("coach.contrast.named", line=line, names=concerns) if concerns else Msg("coach.contrast.said", line=line)


def concerned(board: Board, contrast: Contrast) -> And | Msg:
    """What a contrast names after its numbers: the seat's own cards, the goods markers, or
    the families that meet (the rival is named in the sentence itself). When both moves make
    first meetings of different families, both are named, the move described first, so that
    "5 instead of 6 (the Byzant and the Khazar)" does not pass the second move's meeting off
    as the first's; likewise cards and goods markers the other move has and the one with more
    does not ("1 instead of 2 (Rhubarb, instead of Indigo and Pepper)")."""
    if contrast.kind == "meeting":
        if not contrast.fewer_families or sorted(contrast.fewer_families) == sorted(contrast.families):
            return pairs(board, contrast.families)
        more, fewer = paired(contrast.families), paired(contrast.fewer_families)
        first, second = (more, fewer) if contrast.better >= contrast.played else (fewer, more)
        return meetings_compared(board, first, second)
    named = items(board, contrast.cards, contrast.goods)
    if not (contrast.fewer_cards or contrast.fewer_goods):  # the other move's, if any, are among them
        return named
    others = items(board, contrast.fewer_cards, contrast.fewer_goods)
    described, other = (named, others) if contrast.better >= contrast.played else (others, named)
    return Msg("coach.contrast.pairs_each", first=described, second=other)


def items(board: Board, cards: Sequence[int], goods: Sequence[int]) -> And:
    """The seat's cards and the goods markers a contrast names."""
    return And([*(card_name(board, c) for c in cards), *(good(board, g) for g in goods)])


def meetings_compared(board: Board, first: list[tuple[int, int]], second: list[tuple[int, int]]) -> Msg:
    """The first move's meetings against the second's, each named once: a meeting both make
    was named on both sides ("the Persian and the Arabian, instead of the Persian and the
    Arabian; the Persian and the Sindh"), so only the difference is named, beside what both share."""
    both = {frozenset(pair) for pair in first} & {frozenset(pair) for pair in second}
    shared = [pair for pair in first if frozenset(pair) in both]
    own, other = [pair for pair in first if frozenset(pair) not in both], \
        [pair for pair in second if frozenset(pair) not in both]
    if own and other:
        return Msg("coach.contrast.pairs_each", first=named_pairs(board, own), second=named_pairs(board, other))
    if own:  # the first move makes every meeting the second does, and more
        return Msg("coach.contrast.pairs_as_well", extra=named_pairs(board, own), shared=named_pairs(board, shared))
    return Msg("coach.contrast.pairs_only", shared=named_pairs(board, shared), extra=named_pairs(board, other))


def paired(families: Sequence[int]) -> list[tuple[int, int]]:
    """Families two by two, as listed (a meeting is the same whichever family is named first)."""
    return list(zip(families[::2], families[1::2], strict=True))


def named_pairs(board: Board, found: Sequence[tuple[int, int]]) -> Apart:
    return pairs(board, [family for pair in found for family in pair])


def pairs(board: Board, families: Sequence[int]) -> Apart:
    """Families that meet, two by two: "the Byzant and the Khazar; the Levant and the Sogdian"."""
    return Apart(Msg("coach.contrast.pair", family=family(board, one), other=family(board, other))
               for one, other in zip(families[::2], families[1::2], strict=True))


def signed(amount: int) -> str:
    """A change in Dirham with its sign, as a player writes it: +5, −1, 0."""
    return f"+{amount}" if amount > 0 else f"−{-amount}" if amount < 0 else "0"

