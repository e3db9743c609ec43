"""The search level as it was before the fast engine (``bot.engine.fast``), on the reference
engine: kept only as ``bench engine``'s baseline, so that one run measures today's search
beside the one it replaced (issue 29 asks for the ratio; a moving baseline such as an earlier
commit would need a second checkout). Same algorithm and constants as ``bot.ai.search``; the
equality test in ``tests/ai/test_fast_search.py`` holds the two to the same choices."""

from __future__ import annotations

import math
import random

from bot.ai.conceal import deal
from bot.ai.evaluate import CARD_HOPE, RIVAL_WEIGHT, TREASURY_WEIGHT
from bot.ai.rollout import sample
from bot.ai.search import CANDIDATES, EXPLORATION, ROLLOUT_TURNS
from bot.engine import (
    Action,
    Discard,
    GameState,
    SaleDecision,
    apply_action,
    awaiting,
    card_points,
    end_reason,
    frontier,
    legal_actions,
    score,
)
from bot.engine.fast import fast_state, game_state


def decided(state: GameState) -> bool:
    """Over, or R8.1's stacks met (``bot.engine.fast.playout.decided``): no camel moves again."""
    return state.over or bool(end_reason(state))


def reachable(state: GameState, seat: int) -> set[int]:
    spaces: set[int] = set()
    for family in set(state.players[seat].tiles):
        if state.camels_left[family]:
            spaces.update(frontier(state, family))
    return spaces


def card_hope(state: GameState, card: int, reach: set[int]) -> float:
    return CARD_HOPE if state.board.goods[card].space in reach else 0.0


def evaluate(state: GameState, seat: int) -> float:
    lines = score(state)
    rival = max((line.total for line in lines if line.seat != seat), default=0)
    if decided(state):
        return lines[seat].total - RIVAL_WEIGHT * rival
    reach = reachable(state, seat)
    player = state.players[seat]
    hope = sum(card_hope(state, c, reach) for c in player.hand)
    treasuries = sum(state.treasury[f] for f in set(player.tiles)) * TREASURY_WEIGHT
    return lines[seat].total + hope + treasuries - RIVAL_WEIGHT * rival


def keep_value(state: GameState, seat: int, card: int, reach: set[int]) -> float:
    return card_points(state, state.players[seat].tiles, card) + card_hope(state, card, reach)


def decide_open(state: GameState, seat: int) -> Action | None:
    for decision in state.offers + state.pending:
        if decision.player != seat:
            continue
        reach = set() if decided(state) else reachable(state, seat)
        if decision.kind == "sale":
            price = state.board.rules.sale_price
            return SaleDecision(decision.card, keep_value(state, seat, decision.card, reach) < price)
        hand = sorted(state.players[seat].hand, key=lambda c: keep_value(state, seat, c, reach))
        return Discard(tuple(sorted(hand[:decision.least])))
    return None


def settle_own(state: GameState, seat: int) -> None:
    while (answer := decide_open(state, seat)) is not None:
        apply_action(state, seat, answer)


def quick_move(state: GameState, seat: int, stream: int) -> tuple[Action, int]:
    answer = decide_open(state, seat)
    if answer is not None:
        return answer, stream
    actions = legal_actions(state, seat)
    picks, stream = sample(len(actions), stream)
    best, best_value = actions[picks[0]], -math.inf
    for i in picks:
        after = state.clone()
        apply_action(after, seat, actions[i])
        value = evaluate(after, seat)
        if value > best_value:
            best, best_value = actions[i], value
    return best, stream


def rollout(state: GameState, seat: int, stream: int) -> float:
    turns = ROLLOUT_TURNS * len(state.players)
    start = state.turn
    while not state.over and state.turn - start < turns:
        mover = awaiting(state)[0].player
        action, stream = quick_move(state, mover, stream)
        apply_action(state, mover, action)
    return evaluate(state, seat)


def ranked_candidates(state: GameState, seat: int, rng: random.Random) -> list[Action]:
    scored = []
    for action in legal_actions(state, seat):
        after = state.clone()
        apply_action(after, seat, action)
        settle_own(after, seat)
        scored.append((evaluate(after, seat) + rng.random() * 1e-3, action))
    scored.sort(key=lambda item: -item[0])
    return [action for _, action in scored[:CANDIDATES]]


def choose(state: GameState, seat: int, rng: random.Random, iterations: int) -> Action:
    """The old ``SearchPlayer.choose`` at ``iterations`` a move, with no time cap."""
    answer = decide_open(state, seat)
    if answer is not None:
        return answer
    candidates = ranked_candidates(state, seat, rng)
    if len(candidates) == 1:
        return candidates[0]
    visits = [0] * len(candidates)
    totals = [0.0] * len(candidates)
    for done in range(iterations):
        pick = _select(visits, totals, done)
        dealt, stream = deal(fast_state(state), seat, rng.getrandbits(64))  # a walk's one stream, as the search's
        world = game_state(dealt)
        apply_action(world, seat, candidates[pick])
        settle_own(world, seat)
        totals[pick] += rollout(world, seat, stream)
        visits[pick] += 1
    return candidates[max(range(len(candidates)), key=lambda i: (visits[i], totals[i]))]


def _select(visits: list[int], totals: list[float], done: int) -> int:
    for i, count in enumerate(visits):
        if count == 0:
            return i
    log_n = math.log(done + 1)
    return max(range(len(visits)), key=lambda i: totals[i] / visits[i] + EXPLORATION * math.sqrt(log_n / visits[i]))
