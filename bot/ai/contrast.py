"""How the review's better move differs from the move played, aspect by aspect.

A hint's reasons (``bot.ai.coach.explain``) say what one move does; a turning point needs
what the better move does *more* than the move played: "the portion costs you 5 Dirham" does
not say why 5 beats 3. So both moves are explained in the same concealed worlds and their
reasons are set side by side: for each aspect (``ASPECTS``: the points the hand scores at
once, goods markers, first meetings, a sale, the portion, the cards drawn, cards coming
within reach or falling out of it, the families' treasuries, what the best rival gets) its
size for each move, in the aspect's own unit, and how many of the evaluation's points the
difference is worth. Only differences a player would see once rounded are kept, what the
better move gains first, then what it costs.

Everything comes from the two moves' reasons, which name only the seat's own cards, public
goods markers, families and players (R10): a contrast names nothing more."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from bot.ai.coach import NOTICED, Reason
from bot.ai.evaluate import RIVAL_WEIGHT, TREASURY_WEIGHT


@dataclass(frozen=True)
class Contrast:
    """One aspect (``kind``, a key of ``ASPECTS``) on which the two moves differ: its size
    for the ``better`` move and for the move ``played`` (points, Dirham, markers or cards, as
    the aspect counts), what the better move ``gains`` by it in the evaluation's points (less
    than 0: what it costs), and what it concerns: the seat's own ``cards`` and the ``goods``
    markers, the ``families`` that meet and the players (``seats``: those a meeting pays too,
    the best rival), all as the move with more of it has them; ``fewer_families``: the families
    the other move's meetings join, when it makes some too (else a player reads the first
    move's pair as the second's); ``fewer_cards`` and ``fewer_goods``: the other move's cards and goods markers where
    one of them is not the move with more's (else "1 goods marker instead of 2 (Indigo and Pepper)" named the second
    move's markers for a move that takes Rhubarb)."""

    kind: str
    better: float
    played: float
    gains: float
    cards: tuple[int, ...] = ()
    goods: tuple[int, ...] = ()
    families: tuple[int, ...] = ()
    seats: tuple[int, ...] = ()
    fewer_families: tuple[int, ...] = ()
    fewer_cards: tuple[int, ...] = ()
    fewer_goods: tuple[int, ...] = ()


@dataclass(frozen=True)
class Aspect:
    """How a move's reasons of one kind add up: ``size`` in the aspect's unit and ``worth``,
    the evaluation's points, each from one reason."""

    size: Callable[[Reason], float]
    worth: Callable[[Reason], float]


def amount(reason: Reason) -> float:
    return reason.amount


def count(reason: Reason) -> float:
    return float(reason.count)


def cards(reason: Reason) -> float:
    return float(len(reason.cards))


# Each aspect, as its reasons measure it; the order is the order of the hint's reasons.
ASPECTS = {
    "cards_score": Aspect(amount, amount),
    "goods_marker": Aspect(count, amount),
    "meeting": Aspect(amount, amount),
    "sale": Aspect(amount, amount),
    "portion": Aspect(amount, lambda r: -r.amount),
    "draws": Aspect(amount, amount),
    "reach": Aspect(cards, amount),
    "out_of_reach": Aspect(cards, amount),
    "treasury": Aspect(amount, lambda r: TREASURY_WEIGHT * r.amount),
    "rival": Aspect(amount, lambda r: -RIVAL_WEIGHT * r.amount),
}


@dataclass(frozen=True)
class Side:
    """One move's reasons of one kind, added up."""

    size: float
    worth: float
    reasons: tuple[Reason, ...]


def side(kind: str, reasons: Sequence[Reason]) -> Side:
    aspect, own = ASPECTS[kind], tuple(r for r in reasons if r.kind == kind)
    return Side(sum(aspect.size(r) for r in own), sum(aspect.worth(r) for r in own), own)


def contrasts(better: Sequence[Reason], played: Sequence[Reason]) -> tuple[Contrast, ...]:
    """The aspects on which the better move's reasons differ from the played move's: what it
    gains, most first, then what it costs, most first. A difference smaller than ``NOTICED``
    points, or that rounds to nothing (5 Dirham against 5), is left out."""
    found = [contrast(kind, side(kind, better), side(kind, played)) for kind in ASPECTS]
    kept = [c for c in found if abs(c.gains) >= NOTICED and round(c.better) != round(c.played)]
    return tuple(sorted(kept, key=lambda c: (c.gains < 0, -abs(c.gains))))


def contrast(kind: str, better: Side, played: Side) -> Contrast:
    """One aspect of both moves; what it concerns is taken from the move that has more of it."""
    more, fewer = (better, played) if better.size >= played.size else (played, better)
    cards, goods = ({c for r in more.reasons for c in r.cards}, {g for r in more.reasons for g in r.goods})
    return Contrast(kind, better.size, played.size, better.worth - played.worth,
                    cards=tuple(sorted(cards)), goods=tuple(sorted(goods)),
                    families=tuple(f for r in more.reasons for f in r.families),
                    seats=tuple(s for r in more.reasons for s in r.seats),
                    fewer_families=tuple(f for r in fewer.reasons for f in r.families) if kind == "meeting" else (),
                    fewer_cards=unshared({c for r in fewer.reasons for c in r.cards}, cards),
                    fewer_goods=unshared({g for r in fewer.reasons for g in r.goods}, goods))


def unshared(fewer: set[int], more: set[int]) -> tuple[int, ...]:
    """The other move's cards (or goods markers), all of them, when one is not among the move with more's: then
    both lists are named; else none, and the list of the move with more names them all."""
    return tuple(sorted(fewer)) if fewer - more else ()
