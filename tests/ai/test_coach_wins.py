"""The coach suggests a move that wins the game now: a search that weighs points, not the
win, expects a few more of playing on, and would pass up a game won in every deal of the
hidden cards; a move that ends the game in a loss is never pushed first, and the review never
calls the move that won a game a turning point."""

from __future__ import annotations

import random

import pytest

from bot.ai import review as review_module
from bot.ai.answers import played
from bot.ai.budget import Budget
from bot.ai.coach import advise, winning
from bot.ai.ending import could_end, ending_moves
from bot.ai.expert import ExpertPlayer
from bot.ai.review import Weighed, review_game, weigh_turn, won_by_ending
from bot.engine import RULES_SETUP, Expand, Marry, apply_action, awaiting, legal_actions
from bot.engine.fast import fast_state
from bot.engine.scoring import END_STUCK, score, winners
from bot.lab.bench.game_review import seeded_game
from bot.words.hint_words import hint_lines
from bot.words.i18n import text
from tests.support.engine_scenarios import (
    BOARD,
    NAMES,
    all_but_one_met,
    fam,
    final_turn_opens_an_offer,
    game,
    give_tile,
    put_camel,
    sp,
)
from tests.support.engine_scenarios import played as played_randomly

ENDING = Expand(fam("Tigris"), (sp("E6"),))  # Tigris meets Levant: the last pair, the game ends (R8.1)


def last_pair_to_meet(lead: int):
    """Seat 0 to move, able to make the last pair meet and end the game, ``lead`` points ahead
    of the best rival once it does: seat 2, with its 8 relationship markers and 10 Dirham
    (no card scores, no camel stands on a goods space), where the meeting brings seat 0 two
    markers and 3 Dirham."""
    state = game(3)
    all_but_one_met(state)
    give_tile(state, 0, "Tigris")
    put_camel(state, "Levant", "E6")
    state.players[0].money = 18 - 5 + lead
    return state


def test_a_move_that_wins_now_is_suggested_first_and_said_to_win():
    state = last_pair_to_meet(5)
    seat = awaiting(state)[0].player
    ended = state.clone()
    apply_action(ended, seat, ENDING)
    assert ended.over and winners(ended) == [seat]  # the end is a win in the true deal as well
    assert [line.total for line in score(ended)] == [23, 10, 18]
    advice = advise(state, seat, 99, Budget.walks_only(200))
    first = advice.suggestions[0]
    assert first.move == ENDING and first.ends and first.wins
    said = "\n".join(text("en").lines(hint_lines(BOARD, NAMES, advice)))
    assert "you finish first in every deal of the hidden cards the search tried" in said


@pytest.mark.parametrize("lead", [-1, -6])
def test_a_move_that_ends_the_game_in_a_loss_is_not_pushed_first(lead):
    state = last_pair_to_meet(lead)
    seat = awaiting(state)[0].player
    advice = advise(state, seat, 99, Budget.walks_only(200))
    assert advice.suggestions[0].move != ENDING
    assert not any(suggestion.wins for suggestion in advice.suggestions)


def test_the_review_never_calls_the_move_that_won_the_game_a_turning_point():
    before = last_pair_to_meet(5)
    seat = awaiting(before)[0].player
    weighed = weigh_turn(before, seat, ENDING, Budget.walks_only(200))
    assert weighed is not None and weighed.at_stake > 0  # the search alone expects more of playing on
    end = before.clone()
    apply_action(end, seat, ENDING)
    found = {0: [(weighed, before)], 1: [], 2: []}
    won_by_ending(end, found)
    assert found[0] == []
    lost = last_pair_to_meet(-6)
    end = lost.clone()
    apply_action(end, seat, ENDING)
    found = {0: [(weighed, lost)], 1: [], 2: []}
    won_by_ending(end, found)
    assert found[0] == [(weighed, lost)]  # a loser's ending move may still be one


@pytest.mark.rule("R6.5")
def test_a_rival_who_may_sell_the_card_the_ending_move_offers_them_counts_at_their_best():
    """The final turn's offers are answered before the scoring: seat 1, offered Frankincense
    (1 point to them, 3 Dirham sold), is 2 points better off selling, and takes a lead of 1
    from seat 0 (a world as the game truly is: the search's worlds deal the card anew)."""
    state = game(3)
    final_turn_opens_an_offer(state)
    state.players[2].money = 0
    state.players[0].money -= 4  # 12 against seat 1's 11, or 13 once they sell
    ending = Expand(fam("Tigris"), (sp("E6"), sp("D7")))
    assert winning([fast_state(state)], 0, ending) is None
    state.players[0].money += 2
    assert winning([fast_state(state)], 0, ending) == 1


@pytest.mark.parametrize(("players", "seed", "ender_won"), [(2, 2, True), (2, 5, False)])
def test_a_whole_games_review_keeps_the_ending_move_of_a_loser_only(monkeypatch, players, seed, ender_won):
    """Through ``review_game``: the search is made to call only the game's ending move a
    mistake, by far; the review keeps it as the ender's turning point only where the ender lost."""
    names, game_seed, log = seeded_game(players, seed)
    state, _ = RULES_SETUP.start(names, game_seed, seated=True)
    ending = None
    for seat, action in log:
        before = state.clone()
        apply_action(state, seat, action)
        if ending is None and state.end_reason:
            ending = (seat, before.turn)
    assert ending is not None and (ending[0] in winners(state)) is ender_won

    def flagged(before, seat, played, budget):
        if (seat, before.turn) != ending:
            return None
        better = next(move for move in legal_actions(before, seat)
                      if isinstance(move, Marry | Expand) and move != played)
        return Weighed(before.turn, 0, played, better, 100.0)
    monkeypatch.setattr(review_module, "weigh_turn", flagged)
    review = review_game(names, game_seed, log, RULES_SETUP, Budget.walks_only(16))
    kept = [point.turn for point in review.seats[ending[0]].points]
    assert kept == ([] if ender_won else [ending[1]])


@pytest.mark.parametrize(("lead", "ends"), [(5, True), (-6, False)])
def test_a_searching_computer_plays_a_win_now_and_no_loss(lead, ends):
    state = last_pair_to_meet(lead)
    seat = awaiting(state)[0].player
    chosen = ExpertPlayer(7, Budget.walks_only(200)).choose(state, seat)
    assert (chosen == ENDING) is ends


def test_the_computers_cheap_test_never_passes_over_a_position_a_move_can_end():
    """``could_end`` reads the stacks alone, before every searched move: wherever a move makes
    the meetings that end the game (R8.1; a table where nobody can act is left to the search),
    it says so, and it passes over most positions of random games without playing a move. The
    end depends on the markers left (``stack``) alone, so each position is also tried with
    stacks drawn near their end, where random games seldom come."""
    rng = random.Random(5)
    asked = ended = passed_over = 0
    for players in (2, 3, 4, 5):
        for seed in range(6):
            for actions in range(10, 400, 9):
                state = played_randomly(players, seed, actions)
                if state.over or state.pending:
                    break
                s = fast_state(state)
                passed_over += not could_end(s)
                for stack in (s.stack, *(tuple(rng.choice((1, 2, 3, 5, 5, 5)) for _ in s.stack) for _ in range(3))):
                    s.stack = stack
                    asked += 1
                    if any(played(s, s.active, move).end_reason != END_STUCK for move in ending_moves(s, s.active)):
                        ended += 1
                        assert could_end(s), (players, seed, actions, stack)
    assert ended >= 20 and passed_over >= asked / 8, (asked, ended, passed_over)
