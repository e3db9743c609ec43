"""R6.5 by construction: whether anyone holds the card of a newly reached goods space, and
who, changes nothing anyone else can see, not even whose turn it is.

Each game is played three times with the same seating and the same public moves; only the
card of every goods space a camel is about to reach is dealt differently (to nobody, to one
seat, to another). Holders keep every card, now and then answering "keep" off their turn.
"""

from __future__ import annotations

import json
import random
from dataclasses import asdict

import pytest

from bot.engine import (
    Discard,
    Expand,
    GameState,
    Kind,
    SaleDecision,
    apply_action,
    awaiting,
    event_to_json,
    legal_actions,
    public,
    view,
)
from tests.support.engine_scenarios import deal_card_to, game

VARIANTS = 3


def target_of(variant: int, good: int, players: int) -> int | None:
    return None if variant == 0 else (good + variant) % players


def public_move(state: GameState, rng: random.Random):
    """The awaited seat's move, chosen from public facts only (turn actions are public,
    a discard takes the fewest cards required, lowest numbers first)."""
    decision = awaiting(state)[0]
    if decision.kind == "discard":
        hand = state.players[decision.player].hand
        return decision.player, Discard(tuple(hand[:decision.least]))
    turn = [a for a in legal_actions(state, decision.player) if not isinstance(a, SaleDecision)]
    return decision.player, rng.choice(turn)


def newly_reached_goods(state: GameState, action) -> list[int]:
    if not isinstance(action, Expand):
        return []
    return [state.board.spaces[s].good for s in action.spaces
            if state.board.spaces[s].good is not None and not state.occupants(s)]


ENDING = ("over", "settling", "waiting", "scores", "winners")


def observed(state: GameState, events) -> str:
    """Everything a spectator sees after an action: public events and the public view. Once
    the game has ended, R6.5's exception applies (the final turn's offers are answered before
    the scoring, and the result reveals every hand, R9.4), so the outcome is left out."""
    seen = asdict(view(state))
    if state.end_reason:
        for key in ENDING:
            seen.pop(key)
    said = [event_to_json(e) for e in public(events) if e.kind != Kind.GAME_OVER]
    return json.dumps([said, seen], sort_keys=True)


@pytest.mark.slow
@pytest.mark.rule("R6.5")
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_who_holds_a_reached_card_changes_nothing_public(players):
    offers_seen = 0
    for seed in range(30):
        states = [game(players, seed) for _ in range(VARIANTS)]
        movers = random.Random(seed)
        dealers = [random.Random(seed * 7 + v) for v in range(VARIANTS)]
        keepers = [random.Random(seed * 11 + v) for v in range(VARIANTS)]
        while not states[0].end_reason:
            roll = movers.random()
            seen = set()
            for variant, state in enumerate(states):
                seat, action = public_move(state, random.Random(roll))
                for good in newly_reached_goods(state, action):
                    deal_card_to(state, good, target_of(variant, good, players), dealers[variant])
                events = apply_action(state, seat, action)
                offers_seen += len(state.offers)
                for offer in list(state.offers):
                    if keepers[variant].random() < 0.3:  # a holder answers "keep" off their turn
                        assert public(apply_action(state, offer.player, SaleDecision(offer.card, False))) == []
                seen.add(observed(state, events))
            assert len(seen) == 1, "a spectator could tell the variants apart"
            assert len({(s.active, s.turn, s.end_reason) for s in states}) == 1
    assert offers_seen > 0
