"""A move that wins the game now: the evaluation the searches maximise weighs points, not the
win, and a search that expects a few points more of playing on would pass up a game won at
once. The coach suggests such a move first, and the searching computers play it."""

from __future__ import annotations

import random
from collections.abc import Sequence

from bot.ai.answers import played
from bot.ai.conceal import conceal_fast
from bot.engine import Action, Expand, Marry
from bot.engine.fast import FastState, card_points, moves
from bot.engine.fast.playout import decided

Move = Marry | Expand


def points_now(s: FastState, seat: int) -> int:
    """What the seat would score if the game ended now (R9.1), as the evaluation counts it."""
    return s.points[seat] + len(s.goods_markers[seat]) + len(s.relationship_markers[seat]) + s.money[seat]


def has_ended(after: FastState) -> bool:
    """Whether the game has ended, or will once the last turn's sale offers are answered: with
    sales at once (R6.5's printed timing) an ending expansion that opens a rival's sale offer
    leaves its turn open, yet the stacks decide the end (R8.1)."""
    return bool(after.end_reason) or decided(after)


def ending_moves(s: FastState, seat: int) -> list[Move]:
    """The seat's marriages and expansions that end the game (R8.1: the end is public, the
    same in every world)."""
    return [move for move in moves(s, seat).all() if isinstance(move, Marry | Expand)
            and has_ended(played(s, seat, move))]


def winning_end(worlds: Sequence[FastState], seat: int, chosen: Action | None = None) -> Move | None:
    """A turn move that ends the game with the seat first (R9.3: tied leaders win together) in
    every world (concealed copies of what the seat knows), unless ``chosen`` (the search's
    choice) already does; None if there is none."""
    if chosen is not None and winning(worlds, seat, chosen) is not None:
        return None
    return widest_win(worlds, seat, ending_moves(worlds[0], seat))


def widest_win(worlds: Sequence[FastState], seat: int, ending: Sequence[Move]) -> Move | None:
    """Of the ``ending`` moves, the one that wins in every world with the widest lead in its
    worst; None if none wins."""
    leads = [(lead, move) for move in ending if (lead := winning(worlds, seat, move)) is not None]
    return max(leads, key=lambda led: led[0])[1] if leads else None


def winning(worlds: Sequence[FastState], seat: int, move: Action) -> int | None:
    """The seat's least lead over the best rival at the end ``move`` brings about, over the
    worlds (the end is public, R8.1, the scores are not); None if it does not end the game or
    the seat is behind in any world. A rival counts at their best, selling any card the move
    offers them where the sale pays more than the card scores: the final turn's offers are
    answered before the scoring (R6.5)."""
    leads = []
    for world in worlds:
        after = played(world, seat, move)
        if not has_ended(after):
            return None
        leads.append(points_now(after, seat) - max(at_best(after, other) for other in range(len(after.names))
                                                   if other != seat))
    return min(leads) if leads and min(leads) >= 0 else None


def at_best(s: FastState, seat: int) -> int:
    """The seat's points at the scoring if it answers its open sale offers at its best."""
    gains = (s.tables.sale_price - card_points(s, s.tiles[seat], offer.card)
             for offer in (*s.offers, *s.pending) if offer.kind == "sale" and offer.player == seat)
    return points_now(s, seat) + sum(max(0, gain) for gain in gains)


WORLDS = 16  # concealed worlds a computer tries an ending move in


def won_now(s: FastState, seat: int) -> Move | None:
    """For a searching computer, before it searches: a move that wins the game now, tried in
    worlds dealt from public values only (the same position always deals the same worlds, and
    the search's own generator is left as it was). Asked before every searched move, so most
    positions are passed over by the stacks alone (``could_end``), without playing a move."""
    ending = ending_moves(s, seat) if could_end(s) else []
    if not ending:
        return None
    rng = random.Random(s.turn * 101 + seat)
    return widest_win([conceal_fast(s, seat, rng) for _ in range(WORLDS)], seat, ending)


def could_end(s: FastState) -> bool:
    """Whether one move can meet R8.1's end: at most two meetings, each taking a marker from two families, so a family
    must be within two markers of its last, or at most four families may not have met yet."""
    markers = s.tables.markers
    return min(s.stack) <= 2 or sum(1 for left in s.stack if left == markers) <= 4
