"""The fast engine plays by the same rules as the reference engine: random games through
both agree on every legal-move list, every frontier and every state (``tests/support/engine_differential.py``)."""

import random
import time

import pytest

from bot.engine import Expand, apply_action, legal_actions, state_to_json
from bot.engine.fast import fast_state, game_state, moves, play
from tests.support.engine_differential import run
from tests.support.engine_scenarios import fam, game, give_tile, played, sp


@pytest.mark.slow
def test_random_games_agree_with_the_reference_engine(request):
    games = request.config.getoption("--differential-games")
    start = time.perf_counter()
    tally = run(games)
    print(f"\n{tally.games} games, {tally.actions} actions, {tally.move_lists} legal-move lists identical "
          f"in {time.perf_counter() - start:.1f} s")
    assert tally.games == games


def test_a_state_survives_the_round_trip_through_the_fast_state():
    for players in range(2, 6):
        state = played(players, players, 40)
        assert state_to_json(game_state(fast_state(state))) == state_to_json(state)


def test_a_copy_is_independent_of_its_original():
    original = fast_state(played(4, 2, 30))
    before = state_to_json(game_state(original))
    copy = original.clone()
    rng = random.Random(3)
    while not copy.over:
        seat = copy.to_move()
        listed = moves(copy, seat)
        play(copy, seat, listed.at(rng.randrange(listed.total)))
    assert state_to_json(game_state(original)) == before


def test_moves_are_built_only_when_asked_for_and_in_the_reference_order():
    state = game(3)
    give_tile(state, 0, "Tigris")
    state.treasury[fam("Tigris")] = 2
    fast = fast_state(state)
    listed = moves(fast, 0)
    reference = legal_actions(state, 0)
    assert [listed.at(i) for i in reversed(range(listed.total))] == reference[::-1]
    assert Expand(fam("Tigris"), (sp("D7"), sp("F6"))) in reference
    with pytest.raises(IndexError):
        listed.at(listed.total)


def test_an_unfinished_move_leaves_the_turn_where_it_was():
    """``finish=False`` (judging a move) places the camels but neither ends the turn nor
    moves on to the next seat."""
    state = game(3)
    give_tile(state, 0, "Tigris")
    fast = fast_state(state)
    play(fast, 0, Expand(fam("Tigris"), (sp("D7"),)), finish=False)
    apply_action(state, 0, Expand(fam("Tigris"), (sp("D7"),)))
    judged = game_state(fast)
    assert (judged.active, judged.turn) == (0, 1)
    assert (state.active, state.turn) == (1, 2)
    assert judged.camels == state.camels and judged.players == state.players
