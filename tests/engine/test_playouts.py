"""Random playouts to the end (OpenSpiel style), checking the invariants after every action."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine import (
    Discard,
    Expand,
    Marry,
    RuleError,
    SaleDecision,
    action_from_dict,
    action_to_dict,
    apply_action,
    end_reason,
    legal_actions,
    replay,
    state_from_json,
    state_to_json,
)
from tests.support.engine_scenarios import NAMES, check_invariants, game, random_mover

GAMES_PER_COUNT = 300  # 1,200 seeded games, plus the hypothesis examples


def check_end_exact(state) -> None:
    """R8.1: over exactly when an end condition holds after a finished turn (or nobody can act)."""
    if state.over:
        assert state.end_reason in ("nobody can act any more", end_reason(state))
    else:
        assert state.pending or end_reason(state) == ""


def random_candidate(state, seat: int, rng: random.Random):
    """Any action at all, legal or not, to probe the checks."""
    kind = rng.randrange(4)
    if kind == 0:
        return Marry(rng.randrange(-1, 11))
    if kind == 1:
        spaces = tuple(rng.randrange(-1, 107) for _ in range(rng.randrange(0, 4)))
        return Expand(rng.randrange(10), spaces)
    if kind == 2:
        return Discard(tuple(rng.sample(range(1, 34), rng.randrange(0, 4))))
    return SaleDecision(rng.randrange(1, 34), rng.random() < 0.5)


def is_listed(action, legal) -> bool:
    if isinstance(action, Expand) and len(action.spaces) == 2:
        return Expand(action.family, action.spaces[::-1]) in legal or action in legal
    if isinstance(action, Discard):
        return Discard(tuple(sorted(action.cards))) in legal
    return action in legal


def probe_illegal(state, rng: random.Random) -> None:
    """A random action is refused (state untouched) exactly when legal_actions omits it."""
    seat = rng.randrange(len(state.players))
    legal = legal_actions(state, seat)
    before = state_to_json(state)
    candidate = random_candidate(state, seat, rng)
    trial = state.clone()
    try:
        apply_action(trial, seat, candidate)
    except RuleError:
        assert not is_listed(candidate, legal), candidate
        assert state_to_json(state) == before
    else:
        assert is_listed(candidate, legal), candidate


def play_checked(players: int, seed: int, deep: bool) -> None:
    state = game(players, seed)
    names = [p.name for p in state.players]
    original = NAMES[:players]
    chooser = random.Random(seed)
    log = []
    check_invariants(state)
    while not state.over:
        seat = random_mover(state, chooser)
        legal = legal_actions(state, seat)
        assert legal, "the game waits for a seat that cannot act"
        action = chooser.choice(legal)
        apply_action(state, seat, action)
        log.append((seat, action_from_dict(action_to_dict(action))))
        check_invariants(state)
        check_end_exact(state)
        if deep:
            assert state_to_json(state_from_json(state_to_json(state))) == state_to_json(state)
            assert state_from_json(state_to_json(state)) == state
            probe_illegal(state, chooser)
    assert [p.name for p in state.players] == names
    assert state_to_json(replay(original, seed, log)) == state_to_json(state)


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_seeded_playouts_keep_every_invariant(players):
    for seed in range(GAMES_PER_COUNT):
        play_checked(players, seed, deep=seed % 10 == 0)


@settings(max_examples=60, deadline=None)
@given(players=st.integers(2, 5), seed=st.integers(0, 2**63))
def test_hypothesis_playouts_keep_every_invariant(players, seed):
    play_checked(players, seed, deep=True)
