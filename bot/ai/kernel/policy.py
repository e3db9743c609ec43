"""The searching levels' rollout, compiled: the quick policy (``bot.ai.rollout.quick_move``) for
every seat, then the evaluation (``bot.ai.evaluate.evaluate``), in one call per walk.

Choice for choice the policy is the Python one: the same open answers (``bot.ai.answers``), the
same sample of moves drawn from the same integer generator (``rng[CHOOSER_RNG]``, SplitMix64 as
``bot.engine.rng``: the policy's stream), and each sampled move judged by the same evaluation,
here of the state after the move played on a scratch copy (which ``MoveJudge`` computes without
playing it, to the same value; ``tests/ai/test_fast_search.py``). The evaluation adds the same
numbers in the same order, so the values are equal to the last bit, and so are the choices
(``tests/kernel/test_compiled_policy.py``)."""

from __future__ import annotations

import math

import numpy as np

from bot.ai.evaluate import CARD_HOPE, RIVAL_WEIGHT, TREASURY_WEIGHT
from bot.ai.kernel.compiling import compiled
from bot.ai.kernel.layout import (
    CAMELS,
    CAMELS_LEFT,
    CARDS_ROOM,
    CHOOSER_RNG,
    GOOD_SPACE,
    GOODS_MARKERS,
    HAND,
    MARKERS_ROOM,
    MONEY,
    N_SPACES,
    OFFERS,
    OTHER_POINTS,
    OVER,
    OWN_POINTS,
    PENDING,
    PLAYERS,
    RELATIONSHIP,
    SALE,
    SALE_PRICE,
    SPACES,
    STATE_SIZE,
    TILES,
    TILES_ROOM,
    TREASURY,
    TURN,
    WORK_SIZE,
)
from bot.ai.kernel.listing import MOVE_DISCARD, MOVE_SALE, MOVE_SIZE, REACH, moves, reach
from bot.ai.kernel.storage import Array, Generators, below, find, record, seat_list, to_move
from bot.ai.kernel.turns import apply, stack_end
from bot.engine.state import EMPTY

SAMPLED_MOVES = 5  # bot.ai.rollout's: the moves a rollout turn weighs
Floats = np.ndarray


# --- the evaluation ---

@compiled
def card_points(st: Array, t: Array, seat: int, card: int) -> int:
    """R9.1/R9.2: what ``card`` scores now for ``seat`` (``bot.engine.fast.card_points``)."""
    space = t[GOOD_SPACE + card]
    tiles = seat_list(TILES, TILES_ROOM, seat)
    points = 0
    for k in range(2):
        family = st[CAMELS + 2 * space + k]
        if family != EMPTY:
            points += t[OWN_POINTS] if find(st, tiles, family) >= 0 else t[OTHER_POINTS]
    return points


@compiled
def points_now(st: Array, t: Array, seat: int) -> int:
    """The seat's points if the game ended now: hand, goods and relationship markers, money."""
    hand = seat_list(HAND, CARDS_ROOM, seat)
    points = st[GOODS_MARKERS + seat * (1 + CARDS_ROOM)] + st[RELATIONSHIP + seat * (1 + MARKERS_ROOM)]
    for k in range(st[hand]):
        points += card_points(st, t, seat, st[hand + 1 + k])
    return points + st[MONEY + seat]


@compiled
def decided(st: Array, t: Array) -> bool:
    """``bot.engine.fast.playout.decided``: the game over, or R8.1's stacks met."""
    return st[OVER] != 0 or stack_end(st, t) != 0


@compiled
def mark_reachable(st: Array, t: Array, seat: int, work: Array, marks: Array) -> None:
    """``bot.ai.evaluate.reachable`` as a mark per space: the frontiers of the seat's families
    that still have camels (none once the game's end is decided: ``open_answer``'s)."""
    for space in range(t[N_SPACES]):
        marks[space] = 0
    if decided(st, t):
        return
    tiles = seat_list(TILES, TILES_ROOM, seat)
    for k in range(st[tiles]):
        family = st[tiles + 1 + k]
        if st[CAMELS_LEFT + family]:
            for j in range(reach(st, t, family, work)):
                marks[work[REACH + j]] = 1


@compiled
def evaluate(st: Array, t: Array, seat: int, work: Array, marks: Array) -> float:
    """``bot.ai.evaluate.evaluate``, its sums in the same order (the final result's once the
    game's end is decided)."""
    own, rival = 0, 0
    for other in range(st[PLAYERS]):
        now = points_now(st, t, other)
        if other == seat:
            own = now
        elif now > rival:
            rival = now
    if decided(st, t):
        return own - RIVAL_WEIGHT * rival
    mark_reachable(st, t, seat, work, marks)
    hand = seat_list(HAND, CARDS_ROOM, seat)
    hopeful = 0
    for k in range(st[hand]):
        if marks[t[GOOD_SPACE + st[hand + 1 + k]]]:
            hopeful += 1
    tiles = seat_list(TILES, TILES_ROOM, seat)
    treasuries = 0
    for k in range(st[tiles]):
        if k == 0 or st[tiles + 1 + k] != st[tiles + k]:  # tiles are sorted: each family once
            treasuries += st[TREASURY + st[tiles + 1 + k]]
    return own + CARD_HOPE * hopeful + treasuries * TREASURY_WEIGHT - RIVAL_WEIGHT * rival


# --- the policy ---

@compiled
def keep_value(st: Array, t: Array, seat: int, card: int, marks: Array) -> float:
    """``bot.ai.evaluate.keep_value``, with ``mark_reachable``'s marks."""
    return card_points(st, t, seat, card) + (CARD_HOPE if marks[t[GOOD_SPACE + card]] else 0.0)


@compiled
def open_answer(st: Array, t: Array, seat: int, work: Array, marks: Array, move: Array) -> bool:
    """``bot.ai.answers.open_answer`` into ``move``: False where the seat has nothing open."""
    for at in (OFFERS, PENDING):
        for i in range(st[at]):
            r = record(at, i)
            if st[r + 1] != seat:
                continue
            mark_reachable(st, t, seat, work, marks)
            if st[r] == SALE:
                card = st[r + 2]
                move[0], move[1] = MOVE_SALE, card
                move[2] = 1 if keep_value(st, t, seat, card, marks) < t[SALE_PRICE] else 0
                return True
            _least_kept(st, t, seat, st[r + 3], marks, move)
            return True
    return False


@compiled
def _least_kept(st: Array, t: Array, seat: int, least: int, marks: Array, move: Array) -> None:
    """The discard of the ``least`` cards least worth keeping, ties to the earlier card in hand
    (Python's stable sort), in card order."""
    hand = seat_list(HAND, CARDS_ROOM, seat)
    move[0], move[1] = MOVE_DISCARD, least
    for k in range(least):
        best, best_value = -1, math.inf
        for j in range(st[hand]):
            card = st[hand + 1 + j]
            taken = False
            for m in range(k):
                taken = taken or move[2 + m] == card
            value = keep_value(st, t, seat, card, marks)
            if not taken and value < best_value:
                best, best_value = card, value
        move[2 + k] = best
    for k in range(1, least):  # in card order
        m = k
        while m > 0 and move[2 + m - 1] > move[2 + m]:
            move[2 + m - 1], move[2 + m] = move[2 + m], move[2 + m - 1]
            m -= 1


@compiled
def sample(rng: Generators, total: int, size: int, picks: Array) -> int:
    """``bot.ai.rollout.sample``: every move if there are at most ``size``, else ``size`` distinct
    ones drawn from the policy's stream; how many."""
    if total <= size:
        for k in range(total):
            picks[k] = k
        return total
    count = 0
    while count < size:
        drawn = below(rng, CHOOSER_RNG, total)
        fresh = True
        for k in range(count):
            fresh = fresh and picks[k] != drawn
        if fresh:
            picks[count] = drawn
            count += 1
    return count


@compiled
def best_sampled(st: Array, t: Array, rng: Generators, seat: int, total: int, size: int, keep: int, kept: Array,
                 values: Floats, work: Array, marks: Array, trial: Array, trial_rng: Generators, candidate: Array,
                 picks: Array) -> int:
    """The best ``keep`` of a sample of ``size`` of the seat's ``total`` legal moves, by the
    evaluation of the state after each (played on the scratch ``trial``), into ``kept`` (their
    indices) and ``values``, best first and equals in the order drawn (Python's stable sort);
    how many. The rollout keeps one of five (``quick_move``), the expert a rival's three of ten
    (``bot.ai.kernel.replies``)."""
    count = 0
    for k in range(sample(rng, total, size, picks)):
        moves(st, t, seat, work, candidate, picks[k])
        trial[:] = st
        trial_rng[:] = rng
        apply(trial, t, trial_rng, seat, candidate, work)
        value = evaluate(trial, t, seat, work, marks)
        at = count
        while at > 0 and values[at - 1] < value:  # after every kept move judged as good
            at -= 1
        if at < keep:
            for m in range(min(count, keep - 1), at, -1):
                kept[m], values[m] = kept[m - 1], values[m - 1]
            kept[at], values[at] = picks[k], value
            count = min(count + 1, keep)
    return count


@compiled
def quick_move(st: Array, t: Array, rng: Generators, seat: int, move: Array, work: Array, marks: Array,
               trial: Array, trial_rng: Generators, candidate: Array, picks: Array, kept: Array,
               values: Floats) -> bool:
    """``bot.ai.rollout.quick_move`` into ``move``: False where the seat has no legal move."""
    if open_answer(st, t, seat, work, marks, move):
        return True
    total = moves(st, t, seat, work, move, -1)
    if total == 0:
        return False
    best_sampled(st, t, rng, seat, total, SAMPLED_MOVES, 1, kept, values, work, marks, trial, trial_rng, candidate,
                 picks)
    moves(st, t, seat, work, move, kept[0])
    return True


@compiled
def rollout(st: Array, t: Array, rng: Generators, until: int, seats: Array, values: Floats) -> int:
    """``bot.ai.rollout.play_on`` and the evaluation for each of ``seats`` into ``values``: quick
    moves for every seat until turn ``until`` begins or the game ends. The moves played, or -1
    where the seat the game waits for has no legal move (a position no legal game reaches)."""
    work = np.zeros(WORK_SIZE, dtype=np.int64)
    marks = np.zeros(SPACES, dtype=np.int64)
    move = np.zeros(MOVE_SIZE, dtype=np.int64)
    candidate = np.zeros(MOVE_SIZE, dtype=np.int64)
    picks = np.zeros(SAMPLED_MOVES, dtype=np.int64)
    trial = np.zeros(STATE_SIZE, dtype=np.int64)
    trial_rng = np.zeros(2, dtype=np.uint64)
    kept = np.zeros(1, dtype=np.int64)
    best = np.zeros(1, dtype=np.float64)
    played = 0
    while not st[OVER] and st[TURN] < until:
        mover = to_move(st)
        if not quick_move(st, t, rng, mover, move, work, marks, trial, trial_rng, candidate, picks, kept, best):
            return -1
        apply(st, t, rng, mover, move, work)
        played += 1
    for k in range(len(seats)):
        values[k] = evaluate(st, t, seats[k], work, marks)
    return played
