"""At a finished game the computers' evaluation is the final result: the final score (R9.1)
counts no card "within reach" and no treasury, so neither may the evaluation, or a search
weighing a move that ends the game against one that goes on would credit the ending move with
turns that never come. The same holds for the move judged without playing it (``MoveJudge``,
the rollouts' way), for the coach's terms, and for a sale answered on the final turn (R6.5)."""

from __future__ import annotations

import random

import pytest

from bot.ai.answers import decide_open, open_answer
from bot.ai.coach import explain, terms
from bot.ai.ending import winning
from bot.ai.evaluate import RIVAL_WEIGHT, MoveJudge, evaluate
from bot.ai.review import Weighed, won_by_ending
from bot.engine import Expand, SaleDecision, apply_action, legal_actions
from bot.engine.fast import fast_state, moves, play
from bot.engine.scoring import score, winners
from tests.support.engine_differential import random_setup, seat_answering
from tests.support.engine_scenarios import (
    all_but_one_met,
    deal_secrets_again,
    fam,
    final_turn_opens_an_offer,
    game,
    give_tile,
    put_camel,
    set_hand,
    sp,
)

ENDING = Expand(fam("Tigris"), (sp("E6"),))  # Tigris meets Levant: the last pair, the game ends (R8.1)
DATES, MYRRH, FRANKINCENSE = 10, 16, 8  # on E5 and D5, next to E6; on D7


def final_result(state, seat: int) -> float:
    """The final result in the evaluation's points: own points less the share of the best rival's."""
    totals = [line.total for line in score(state)]
    return totals[seat] - RIVAL_WEIGHT * max(t for i, t in enumerate(totals) if i != seat)


def last_turn():
    """Seat 0 to move, able to end the game with a Tigris camel on E6 (every other pair has met), holding Dates
    and Myrrh, whose spaces that camel brings within the Tigris' reach, and Tigris' treasury holding 4 Dirham."""
    state = game(3)
    all_but_one_met(state)
    give_tile(state, 0, "Tigris")
    put_camel(state, "Levant", "E6")
    set_hand(state, 0, [DATES, MYRRH])
    state.treasury[fam("Tigris")] = 4
    return state


@pytest.mark.rule("R9.1")
def test_the_evaluation_of_a_finished_game_is_its_final_result():
    end = last_turn()
    apply_action(end, 0, ENDING)
    assert end.over
    fast = fast_state(end)
    assert fast.frontier[fam("Tigris")] & {sp("E5"), sp("D5")}  # the cards would be within reach: the test means it
    for seat in range(3):
        assert evaluate(fast, seat) == final_result(end, seat), seat
        taken = terms(fast, seat)
        assert (taken.hope, taken.treasuries) == (0.0, 0.0) and taken.value == evaluate(fast, seat)


def test_a_move_that_ends_the_game_is_judged_by_its_final_result_unplayed_too():
    """The rollouts judge their sampled moves without playing them: the ending move too is judged by the end."""
    state = last_turn()
    fast = fast_state(state)
    end = state.clone()
    apply_action(end, 0, ENDING)
    assert MoveJudge(fast, 0).expansion(ENDING.family, ENDING.spaces) == final_result(end, 0)


def finished_games(count: int):
    """The ends of ``count`` random games (every table size, rules version and sale timing), and the last position
    before each end with the seat that made it."""
    for number in range(count):
        chooser, state = random_setup(2 + number % 4, number)
        while not state.over:
            seat = seat_answering(state, chooser)
            before = state.clone()
            actions = legal_actions(state, seat)
            apply_action(state, seat, actions[chooser.randrange(len(actions))])
        yield state, before, seat


def test_every_random_games_end_evaluates_to_its_final_result_and_so_does_the_move_that_made_it():
    stuck = 0
    for end, before, seat in finished_games(40):
        fast = fast_state(end)
        assert [evaluate(fast, s) for s in range(len(end.players))] == [
            final_result(end, s) for s in range(len(end.players))]
        stuck += end.end_reason == "nobody can act any more"
        last = fast_state(before)
        if last.to_move() == seat and open_answer(last, seat) is None:  # a turn move ended it: judged as played
            judge = MoveJudge(last, seat)
            listed = moves(last, seat)
            for i in range(listed.total):
                after = last.clone()
                play(after, seat, listed.at(i))
                assert judge.turn(*listed.turn_move(i)) == evaluate(after, seat)
    assert stuck  # the end nobody can act after: the judge plays such a turn whole


@pytest.mark.rule("R6.5")
def test_a_sale_offered_on_the_final_turn_is_answered_by_what_the_card_scores():
    """The game waits for seat 1's answer before the scoring: Frankincense scores 1 point for them
    (a Tigris camel; they hold Arabian, whose camel on E7 could reach D7 next turn, but no turn comes), so they
    sell for 3 Dirham rather than keep it for the hope of a second camel. The compiled policy answers alike."""
    state = game(3)
    final_turn_opens_an_offer(state)
    put_camel(state, "Arabian", "E7")
    give_tile(state, 1, "Arabian")
    apply_action(state, 0, Expand(fam("Tigris"), (sp("E6"), sp("D7"))))
    assert state.settling and not state.over and state.pending[0].player == 1
    assert sp("D7") in fast_state(state).frontier[fam("Arabian")]  # within reach, were a turn to follow
    assert decide_open(state, 1) == SaleDecision(FRANKINCENSE, True)


def at_once_last_turn():
    """Sales at once (R6.5's printed timing): seat 0's expansion onto E6 and D7 ends the game and opens seat 1's
    Frankincense offer, so the turn stays open for the answer while the stacks have decided the end."""
    state = game(3)
    state.sales_at_once = True
    final_turn_opens_an_offer(state)
    return state, Expand(fam("Tigris"), (sp("E6"), sp("D7")))


@pytest.mark.rule("R8.1")
def test_with_sales_at_once_a_move_that_ends_the_game_is_said_to_and_names_no_later_turn():
    state, move = at_once_last_turn()
    worlds = [fast_state(deal_secrets_again(state, 0, random.Random(n))) for n in range(8)]
    said = explain(worlds, 0, move, 0.0)
    assert said.ends and not {"reach", "out_of_reach", "treasury"} & {r.kind for r in said.reasons}, said


def test_with_sales_at_once_the_review_never_calls_the_move_that_won_the_game_a_turning_point():
    state, move = at_once_last_turn()
    state.players[2].money = 0
    end = state.clone()
    apply_action(end, 0, move)
    apply_action(end, 1, SaleDecision(FRANKINCENSE, False))
    assert end.over and winners(end) == [0]
    weighed = Weighed(turn=state.turn, seed=0, played=move, better=move, at_stake=1.0)
    found: dict[int, list] = {0: [(weighed, state)], 1: [], 2: []}
    won_by_ending(end, found)
    assert found[0] == []


def test_with_sales_at_once_a_computer_sees_the_win_its_ending_move_brings():
    state, move = at_once_last_turn()
    state.players[2].money = 0
    assert winning([fast_state(state)], 0, move) is not None
