"""The compiled rollout (``bot.ai.kernel.policy``) is the Python one (``bot.ai.rollout``): on the
same position with the same stream it chooses the same move and leaves the stream where the
Python policy leaves it, and a whole rollout ends in the same state with the same evaluations,
at every table size and rules version, in thousands of positions of random games. Here, not in
tests/ai, so that CI also runs it at the lowest numba the project allows."""

import pytest

from bot.ai import kernel, rollout
from bot.ai.budget import Budget
from bot.ai.evaluate import RIVAL_WEIGHT, evaluate
from bot.ai.expert import ExpertPlayer
from bot.ai.search import SearchPlayer
from bot.engine import Expand, SaleDecision, apply_action, awaiting, legal_actions, score, state_to_json
from bot.engine.fast import fast_state, game_state
from bot.engine.state import RulesVersion
from bot.lab.kernel_game import KernelGame
from tests.support.engine_differential import random_positions, random_setup, seat_answering
from tests.support.engine_scenarios import fam, final_turn_opens_an_offer, game, give_tile, played, put_camel, sp

GAMES = 40  # 10 at each table size, their rules versions and sale timings mixed (random_setup)


def test_the_compiled_policy_chooses_what_the_python_policy_chooses():
    seen, sampled = set(), 0
    for number, (state, seat, stream) in enumerate(random_positions(GAMES)):
        expected = rollout.quick_move(fast_state(state), seat, stream)
        assert KernelGame(state).quick_move(seat, stream) == expected, (number, seat)
        seen.add((len(state.players), state.rules_version))
        sampled += expected[1] != stream  # the stream moved: a sample of five was drawn
    assert number > 3000 and sampled > 1000
    assert seen == {(players, rules) for players in range(2, 6) for rules in RulesVersion}


@pytest.mark.parametrize("turns", [2, 4])
def test_a_compiled_policy_rollout_ends_where_the_python_one_ends(turns):
    rolled = 0
    for number, (state, _, stream) in enumerate(random_positions(GAMES)):
        if number % 25:
            continue
        python = fast_state(state)
        until = state.turn + turns * len(state.players)
        seats = list(range(len(state.players)))
        game = KernelGame(state)
        values = game.rollout(until, seats, stream)
        assert kernel.compiled_rollout(python, until, seats, stream) == values  # a search's way in: from the fast state
        rollout.play_on(python, until, stream)
        assert state_to_json(game.state()) == state_to_json(game_state(python)), number
        assert values == [evaluate(python, seat) for seat in seats], number
        rolled += 1
    assert rolled > 120


@pytest.mark.parametrize("level", [SearchPlayer, ExpertPlayer])
def test_a_searching_level_thinks_the_same_on_the_compiled_policy_and_in_pure_python(level, monkeypatch):
    monkeypatch.setattr(rollout, "_compiled", None)  # restored after the test
    assert rollout.compiled()  # numba is installed here: the kernel is the default
    for players in range(2, 6):
        state = played(players, players, 12 * players)
        seat = awaiting(state)[0].player
        chosen = []
        for on in (True, False):
            rollout.use_compiled(on)
            chosen.append(level(players, Budget.walks_only(60)).choose(state, seat))
        assert chosen[0] == chosen[1], players


def test_at_the_end_of_a_game_the_compiled_evaluation_is_the_python_one_the_final_result():
    """No hope and no treasuries once the game is over (R9.1): both ways, the end of every one of
    the random games evaluates to the final scores, own points less the share of the best rival's."""
    ends = set()
    for number in range(GAMES):
        chooser, state = random_setup(2 + number % 4, number)
        while not state.over:
            seat = seat_answering(state, chooser)
            actions = legal_actions(state, seat)
            apply_action(state, seat, actions[chooser.randrange(len(actions))])
        seats = list(range(len(state.players)))
        totals = [line.total for line in score(state)]
        final = [totals[s] - RIVAL_WEIGHT * max(t for i, t in enumerate(totals) if i != s) for s in seats]
        assert KernelGame(state).rollout(state.turn, seats, number) == final, number
        assert [evaluate(fast_state(state), s) for s in seats] == final, number
        ends.add(state.end_reason)
    assert len(ends) == 3  # every way a game ends (R8.1's two, and nobody able to act)


def test_a_sale_offered_on_the_final_turn_is_answered_alike_by_what_the_card_scores():
    """Seat 1 holds Frankincense (1 point: a Tigris camel) and Arabian, whose camel on E7 could
    reach D7 were a turn to follow: on the final turn the compiled policy sells it, as the Python one."""
    state = game(3)
    final_turn_opens_an_offer(state)
    put_camel(state, "Arabian", "E7")
    give_tile(state, 1, "Arabian")
    apply_action(state, 0, Expand(fam("Tigris"), (sp("E6"), sp("D7"))))
    assert state.settling
    sale = SaleDecision(8, True)
    assert rollout.quick_move(fast_state(state), 1, 5) == (sale, 5) == KernelGame(state).quick_move(1, 5)
