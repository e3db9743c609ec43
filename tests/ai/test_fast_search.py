"""The computer players moved to the fast engine without changing how they play: the
evaluation gives the same value, and the search the same move, as the versions on the
reference engine that ``bench engine`` keeps as its baseline (``bot/lab/bench/search_baseline.py``)."""

import random

import pytest

from bot.ai.answers import open_answer
from bot.ai.budget import Budget
from bot.ai.evaluate import MoveJudge, evaluate
from bot.ai.search import SearchPlayer
from bot.engine import Expand, Marry, awaiting
from bot.engine.fast import fast_state, moves, play
from bot.lab.bench import search_baseline
from tests.support.engine_scenarios import played


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_evaluation_and_the_open_answers_are_the_reference_ones(players):
    for seed in range(12):
        state = played(players, seed, 7 * seed)
        fast = fast_state(state)
        for seat in range(players):
            assert evaluate(fast, seat) == search_baseline.evaluate(state, seat)
            assert open_answer(fast, seat) == search_baseline.decide_open(state, seat)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_search_chooses_what_the_search_on_the_reference_engine_chose(players):
    for seed in range(3):
        state = played(players, seed, 15 + 10 * seed)
        if state.over:
            continue
        seat = awaiting(state)[0].player
        before = search_baseline.choose(state, seat, random.Random(seed), 24)
        assert SearchPlayer(seed, Budget.walks_only(24)).choose(state, seat) == before


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_judging_a_move_without_playing_it_gives_the_evaluation_after_playing_it(players):
    judged = married = 0
    for seed in range(30):
        state = played(players, seed, 3 * seed)
        if state.over:
            continue
        fast = fast_state(state)
        seat = fast.to_move()
        judge = MoveJudge(fast, seat)
        for action in moves(fast, seat).all():
            after = fast.clone()
            play(after, seat, action)  # the turn whole, as the compiled policy plays it: a move may end the game
            if type(action) is Expand:
                assert judge.expansion(action.family, action.spaces) == evaluate(after, seat), (seed, action)
                judged += 1
            elif type(action) is Marry:
                assert judge.marriage(action.family) == evaluate(after, seat), (seed, action)
                married += 1
    assert judged > 300 and married > 20
