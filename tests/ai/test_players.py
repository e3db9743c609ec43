"""Computer players: what they may see, that they play legally, and how they rank."""

import random

import pytest

from bot.ai import LEVELS, Level, conceal, make_player
from bot.ai.budget import Budget
from bot.ai.levels import GreedyPlayer, RandomPlayer
from bot.ai.search import SearchPlayer
from bot.engine import (
    Discard,
    Expand,
    Marry,
    SaleDecision,
    apply_action,
    awaiting,
    legal_actions,
    state_to_json,
    view,
    winners,
)
from tests.support.engine_scenarios import deal_secrets_again, fam, game, give_tile, played, set_hand, sp


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_concealed_copy_depends_only_on_what_the_seat_knows(players):
    rng = random.Random(players)
    for seed in range(15):
        state = played(players, seed, rng.randrange(0, 50))
        if state.pending:
            continue
        seat = rng.randrange(players)
        twin = deal_secrets_again(state, seat, rng)
        assert state_to_json(conceal(state, seat, random.Random(9))) == \
            state_to_json(conceal(twin, seat, random.Random(9)))


def test_a_concealed_copy_keeps_everything_the_seat_may_know():
    state = played(4, 3, 30)
    copy = conceal(state, 1, random.Random(1))
    assert view(copy, 1) == view(state, 1)
    assert legal_actions(copy, 1) == legal_actions(state, 1)
    assert sorted(copy.deck + copy.discard + [c for p in copy.players for c in p.hand + p.sold]) == list(range(1, 34))


def offer_to_bob(sales_at_once: bool):
    state = game(3)
    state.sales_at_once = sales_at_once
    give_tile(state, 0, "Tigris")
    set_hand(state, 1, [8, 20])
    set_hand(state, 2, [12, 14])
    give_tile(state, 0, "Arabian")
    state.treasury[fam("Tigris")] = 1
    apply_action(state, 0, Expand(fam("Tigris"), (sp("D7"), sp("F6"))))
    return state


def test_another_seats_private_sale_offer_is_unknown():
    state = offer_to_bob(sales_at_once=False)
    copies = [conceal(state, 2, random.Random(k)) for k in range(40)]
    assert all(not c.offers and c.players[2].hand == [12, 14] for c in copies)
    assert any(8 not in c.players[1].hand for c in copies)  # the card may be anywhere
    nobody = offer_to_bob(sales_at_once=False)
    nobody.players[1].hand, nobody.deck[0] = sorted([nobody.deck[0], 20]), 8
    nobody.offers = []
    assert conceal(nobody, 2, random.Random(3)) == conceal(state, 2, random.Random(3))


def test_a_card_under_a_sale_decision_that_holds_the_table_stays_with_its_holder():
    state = offer_to_bob(sales_at_once=True)
    copy = conceal(state, 2, random.Random(4))
    assert 8 in copy.players[1].hand and copy.players[2].hand == [12, 14]


def test_a_computer_answers_its_own_offer_before_its_turn_action():
    state = offer_to_bob(sales_at_once=False)
    assert state.active == 1
    choice = make_player(Level.GREEDY, 1).choose(conceal(state, 1, random.Random(1)), 1)
    assert choice in (SaleDecision(8, True), SaleDecision(8, False))


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_a_whole_game_legally(level):
    state = game(3, seed=5)
    players = {0: make_player(level, 1), 1: RandomPlayer(2), 2: RandomPlayer(3)}
    searching = LEVELS[level].searching
    if searching:
        players[0] = searching.make(1, Budget.walks_only(8))
    rng = random.Random(5)
    while not state.over:
        seat = awaiting(state)[0].player
        action = players[seat].choose(conceal(state, seat, rng), seat)
        assert action in legal_actions(state, seat)
        apply_action(state, seat, action)
    assert state.over


def test_greedy_answers_open_decisions_by_the_rules():
    state = game(3)
    apply_action(state, 0, Marry(fam("Levant")))
    choice = GreedyPlayer(1).choose(state, 0)
    assert isinstance(choice, Discard) and len(choice.cards) == state.pending[0].least
    state = game(3)
    give_tile(state, 0, "Tigris")
    set_hand(state, 1, [8, 20])
    apply_action(state, 0, Expand(fam("Tigris"), (sp("D7"),)))
    sale = GreedyPlayer(1).choose(state, 1)
    assert sale == SaleDecision(8, True)  # 1 point at most now, nobody of bob's near: sell for 3


def test_greedy_beats_random_in_seeded_two_player_games():
    wins = 0
    for seed in range(6):
        state = game(2, seed)
        players = {0: GreedyPlayer(seed), 1: RandomPlayer(seed)}
        rng = random.Random(seed)
        while not state.over:
            seat = awaiting(state)[0].player
            apply_action(state, seat, players[seat].choose(conceal(state, seat, rng), seat))
        wins += 0 in winners(state)
    assert wins >= 5


def test_search_with_no_time_falls_back_to_its_best_ranked_move():
    state = played(3, 2, 10)
    seat = awaiting(state)[0].player
    quick = SearchPlayer(3, Budget(0.0)).choose(conceal(state, seat, random.Random(1)), seat)
    assert quick in legal_actions(state, seat)
