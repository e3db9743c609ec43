"""The coach suggests a move that wins the game now: a search that weighs points, not the
win, expects a few more of playing on, and would pass up a game won in every deal of the
hidden cards; a move that ends the game in a loss is never pushed first, and the review never
calls the move that won a game a turning point."""

from __future__ import annotations

import pytest

from bot.ai.budget import Budget
from bot.ai.coach import advise
from bot.ai.review import weigh_turn, won_by_ending
from bot.engine import Expand, apply_action, awaiting
from bot.engine.scoring import score, winners
from bot.words.hint_words import hint_lines
from bot.words.i18n import text
from tests.support.engine_scenarios import BOARD, NAMES, all_but_one_met, fam, game, give_tile, put_camel, sp

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
