"""R1 components and R2 setup."""

import pytest

from bot.engine import Setup, apply_action, legal_actions, new_game, replay, state_to_json, view
from bot.engine.events import Turn
from tests.support.engine_scenarios import BOARD, NAMES, check_invariants, fam, game, sp

rule = pytest.mark.rule


@rule("R1.1")
def test_r1_1_ten_families_with_portion_camels_tiles_stack_and_treasury():
    state = game(3)
    assert len(BOARD.families) == 10
    for family in BOARD.families:
        assert family.name and family.colour.startswith("#") and 3 <= family.portion <= 6
        assert BOARD.spaces[family.start].start_of == family.index
        f = family.index
        assert state.camels_left[f] + 1 == 12
        assert state.tiles_left[f] == 2
        assert state.stack[f] == 5
        assert state.treasury[f] == 0


@rule("R1.2")
def test_r1_2_thirty_three_goods_each_with_one_space_marker_and_card():
    state = game(4)
    assert sorted(BOARD.goods) == list(range(1, 34))
    assert len({g.space for g in BOARD.goods.values()}) == 33
    assert view(state).goods_on_map == tuple(range(1, 34))
    cards = state.deck + [c for p in state.players for c in p.hand]
    assert sorted(cards) == list(range(1, 34))


@rule("R1.3")
def test_r1_3_spaces_are_land_or_water_and_adjacency_is_symmetric():
    kinds = {s.kind for s in BOARD.spaces}
    assert kinds == {"land", "water"}
    for s in BOARD.spaces:
        for n in BOARD.neighbours[s.index]:
            assert s.index in BOARD.neighbours[n]
    assert BOARD.space("E7").kind == "land" and BOARD.space("G6").kind == "water"
    assert BOARD.rules.space_capacity == 2


@rule("R1.4")
def test_r1_4_the_common_supply_never_runs_out():
    from bot.engine import Expand, apply_action
    from tests.support.engine_scenarios import give_tile, put_camel

    state = game(3)
    state.bank_out = 10_000  # far more than the 75 Dirham of the physical game
    give_tile(state, 0, "Levant")
    put_camel(state, "Tigris", "C7")
    before = state.players[0].money
    apply_action(state, 0, Expand(fam("Levant"), (sp("C7"),)))
    assert state.players[0].money == before + 3


@rule("R2.1")
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_r2_1_one_camel_on_each_start_and_eleven_in_the_domain(players):
    """The same families' setup whatever the number of players: an empty treasury and a
    full stack with its dark green marker on top (the first one taken, R7.5)."""
    state = game(players)
    assert state.treasury == [0] * 10 and state.stack == [5] * 10 and state.met == []
    for family in BOARD.families:
        assert state.occupants(family.start) == [family.index]
        assert state.camels_left[family.index] == 11
    on_map = [f for f in state.camels if f != -1]
    assert sorted(on_map) == list(range(10))


@rule("R2.2")
@pytest.mark.parametrize("players", [3, 4, 5])
def test_r2_2_both_tiles_in_each_domain_with_three_to_five_players(players):
    state = game(players)
    assert state.tiles_left == [2] * 10 and state.bag == [] and state.removed_tiles == []


@rule("R2.2")
def test_r2_2_two_players_one_tile_in_each_domain_the_rest_in_the_bag():
    state = game(2)
    assert state.tiles_left == [1] * 10
    assert sorted(state.bag) == list(range(10))


@rule("R2.3")
def test_r2_3_every_goods_marker_starts_on_its_space():
    state = game(2)
    assert list(view(state).goods_on_map) == sorted(BOARD.goods)
    assert all(p.goods_markers == [] for p in state.players)


@rule("R2.4")
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_r2_4_two_cards_dealt_the_rest_face_down(players):
    state = game(players)
    assert all(len(p.hand) == 2 for p in state.players)
    assert len(state.deck) == 33 - 2 * players and state.discard == []


@rule("R2.4")
def test_r2_4_the_deal_is_shuffled_by_the_seed():
    deals = {tuple(game(3, seed).players[0].hand) for seed in range(20)}
    assert len(deals) > 10
    assert game(3, 5).deck == game(3, 5).deck


@rule("R2.5")
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_r2_5_each_player_starts_with_ten_dirham(players):
    """Every player, whatever their number, with no tiles, markers or sold cards yet."""
    state = game(players)
    assert [p.money for p in state.players] == [10] * players
    assert all(p.tiles == p.sold == p.goods_markers == p.relationship_markers == [] for p in state.players)


def test_extra_seat_money_comes_from_the_bank_and_changes_nothing_else():
    """A table option beyond the rules (``Setup.seat_money``, by seat in turn order): the
    seating and the deal are the rules' own, the bank pays the extra (so the money still
    adds up), and a replay with the same setup reaches the same state."""
    names = ["ann", "bob", "cyd", "dee"]
    plain, _ = new_game(names, 11)
    richer, _ = Setup(seat_money=(0, 1, 1, 2)).start(names, 11)
    assert [p.money for p in richer.players] == [10, 11, 11, 12]
    assert [(p.name, p.hand) for p in richer.players] == [(p.name, p.hand) for p in plain.players]
    assert richer.deck == plain.deck and richer.bank_out == 4
    log = []
    for _ in range(12):
        seat = richer.active
        action = legal_actions(richer, seat)[0]
        apply_action(richer, seat, action)
        log.append((seat, action))
        check_invariants(richer)
    assert state_to_json(replay(names, 11, log, seat_money=(0, 1, 1, 2))) == state_to_json(richer)
    assert state_to_json(Setup(seat_money=(0, 1, 1, 2)).replay(names, 11, log)) == state_to_json(richer)
    assert state_to_json(replay(names, 11, log)) != state_to_json(richer)


@pytest.mark.parametrize("money", [(0, 1, 1), (0, 0, 0, 0, 1), (0, -1, 1, 1)])
def test_extra_seat_money_needs_one_whole_amount_for_each_seat(money):
    with pytest.raises(ValueError, match="each of the 4 seats"):
        new_game(["ann", "bob", "cyd", "dee"], 11, seat_money=money)


@rule("R2.6")
@pytest.mark.parametrize(("players", "limit"), [(2, 10), (3, 10), (4, 7), (5, 6)])
def test_r2_6_hand_limit_by_player_count(players, limit):
    assert game(players).hand_limit() == limit


@rule("R2.7")
def test_r2_7_seat_order_is_random_but_fixed_by_the_seed():
    firsts = {game(4, seed).players[0].name for seed in range(40)}
    assert firsts == set(NAMES[:4])
    assert [p.name for p in game(4, 9).players] == [p.name for p in game(4, 9).players]
    state, events = new_game(NAMES[:3], 3)
    assert state.active == 0 and events[-1] == Turn(player=0, turn=1)


@pytest.mark.parametrize("names", [["solo"], [*NAMES, "fay"], ["ann", "ann"]])
def test_new_game_refuses_bad_player_lists(names):
    with pytest.raises(ValueError):
        new_game(names, 1)
