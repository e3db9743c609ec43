"""A card's "at best": the most it can still score for its holder (R9.1), given the camels on
its space, the slots left, the families that can still get there and the tiles the holder
holds or may still take."""

import pytest

from bot.engine import Expand, apply_action, view
from bot.engine.reach import reach_of
from bot.engine.scoring import best_card_points, card_points
from bot.engine.view import HandCard
from tests.support.engine_scenarios import fam, game, give_tile, played, put_camel, sp

rule = pytest.mark.rule
FURS, FRANKINCENSE, LACQUER = 9, 8, 33  # on E2 (beside the Khazar start E1), D7, P7 (a corner)


def best(state, seat, card):
    return best_card_points(state, seat, card, reach_of(state))


def no_camels_left(state, *families):
    for name in families:
        state.camels_left[fam(name)] = 0


def others_married(state, family):
    """Both tiles of a family go to the other two seats: seat 0 can never hold one."""
    give_tile(state, 1, family)
    give_tile(state, 2, family)


@rule("R9.1")
def test_an_empty_space_that_two_of_your_families_can_reach_is_worth_8():
    state = game(3)
    assert best(state, 0, FURS) == 8


@rule("R9.1")
def test_furs_beside_a_khazar_camel_you_can_no_longer_marry_is_worth_5():
    state = game(3)
    put_camel(state, "Khazar", "E2")
    others_married(state, "Khazar")
    assert best(state, 0, FURS) == 1 + 4
    assert best(state, 1, FURS) == 8  # bob holds Khazar: his own camel there


@rule("R9.1")
def test_your_camel_with_no_family_able_to_come_beside_it_is_worth_4():
    state = game(3)
    give_tile(state, 0, "Tigris")
    put_camel(state, "Tigris", "D7")
    no_camels_left(state, *(f.name for f in state.board.families if f.name != "Tigris"))
    assert best(state, 0, FRANKINCENSE) == 4


@rule("R9.1")
def test_a_full_space_of_families_you_cannot_hold_is_worth_2():
    state = game(3)
    put_camel(state, "Khazar", "E2")
    put_camel(state, "Byzant", "E2")
    others_married(state, "Khazar")
    others_married(state, "Byzant")
    assert best(state, 0, FURS) == 2 == card_points(state, [], FURS)


@rule("R9.1")
def test_a_stranger_camel_and_a_slot_nobody_can_fill_is_worth_1():
    state = game(3)
    put_camel(state, "Khazar", "E2")
    others_married(state, "Khazar")
    no_camels_left(state, *(f.name for f in state.board.families))
    assert best(state, 0, FURS) == 1


@rule("R9.1")
def test_a_space_walled_in_by_full_spaces_whose_families_are_spent_is_worth_0():
    state = game(3)
    for label, families in (("O7", ("Sindh", "Persian")), ("P6", ("Chinese", "Uyghur"))):
        for family in families:
            put_camel(state, family, label)
    no_camels_left(state, "Sindh", "Persian", "Chinese", "Uyghur")
    assert state.camels_left[fam("Byzant")] == 11  # plenty of camels, but no open path
    assert best(state, 0, LACQUER) == 0


def test_a_family_needs_as_many_camels_as_the_path_is_long():
    state = game(3)
    needed = reach_of(state).camels_needed(sp("E2"))
    assert needed[fam("Khazar")] == 1 and needed[fam("Byzant")] == 3
    state.camels_left[fam("Byzant")] = 2
    state.camels_left[fam("Khazar")] = 0
    state.camels_left[fam("Sogdian")] = 0
    no_camels_left(state, *(f.name for f in state.board.families if f.name not in ("Byzant", "Khazar", "Sogdian")))
    assert best(state, 0, FURS) == 0


def test_a_family_nobody_holds_or_may_marry_never_expands_again():
    state = game(3)
    others_married(state, "Khazar")
    for seat in (1, 2):
        state.players[seat].tiles.remove(fam("Khazar"))  # as if nobody had ever held one
    no_camels_left(state, *(f.name for f in state.board.families if f.name != "Khazar"))
    assert best(state, 0, FURS) == 0


def test_with_two_players_a_bag_tile_of_a_married_family_may_still_come_back():
    state = game(2)
    khazar = fam("Khazar")
    put_camel(state, "Khazar", "E2")
    give_tile(state, 1, "Khazar")
    assert state.tiles_left[khazar] == 0 and khazar in state.bag
    no_camels_left(state, *(f.name for f in state.board.families))
    assert best(state, 0, FURS) == 4
    state.bag.remove(khazar)
    assert best(state, 0, FURS) == 1


@rule("R9.1")
def test_once_the_game_has_ended_at_best_is_what_the_card_scores():
    state = game(3)
    give_tile(state, 0, "Khazar")
    put_camel(state, "Khazar", "E2")
    state.end_reason = "a family has 5 relationships"
    assert best(state, 0, FURS) == 4 == card_points(state, state.players[0].tiles, FURS)


def test_the_hand_shows_at_best_per_card_and_it_falls_as_the_board_fills():
    state = game(3)
    state.players[0].hand = [FURS]
    give_tile(state, 0, "Khazar")
    assert view(state, 0).hand == (HandCard(card=FURS, points=0, best=8),)
    apply_action(state, 0, Expand(fam("Khazar"), (sp("E2"),)))
    others_married(state, "Byzant")
    no_camels_left(state, *(f.name for f in state.board.families if f.name != "Byzant"))
    assert view(state, 0).hand == (HandCard(card=FURS, points=4, best=5),)


def searched_from(state, space):
    """The per-space search the board-wide reach replaced (one search per card of a view): from
    ``space`` outwards over spaces with room, each family found at the depth of the first
    space beside one of its camels. Kept here as the reference the one search must agree with."""
    capacity = state.board.rules.space_capacity
    if len(state.occupants(space)) >= capacity:
        return {}
    needed, depth, frontier = {}, {space: 1}, [space]
    while frontier:
        following = []
        for here in frontier:
            for near in state.board.neighbours[here]:
                for family in state.occupants(near):
                    needed.setdefault(family, depth[here])
                if near not in depth and len(state.occupants(near)) < capacity:
                    depth[near] = depth[here] + 1
                    following.append(near)
        frontier = following
    for family in state.occupants(space):
        needed.pop(family, None)
    return needed


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3), (5, 4)])
def test_one_search_of_the_board_finds_what_a_search_from_each_space_found(players, seed):
    """Every space of positions from the start to the end of a random game: the same families
    with the same counts, so every card's best is what it was."""
    checked = 0
    for actions in range(0, 400, 25):
        state = played(players, seed, actions)
        reach = reach_of(state)
        for space in range(len(state.board.spaces)):
            assert reach.camels_needed(space) == searched_from(state, space), (actions, space)
            checked += bool(reach.camels_needed(space))
    assert checked > 500  # positions where families could still arrive, not only full or cut-off spaces
