"""R5: expanding a family's trading route."""

import pytest

from bot.engine import Expand, Kind, apply_action, expansions, legal_actions
from tests.support.engine_scenarios import fam, game, give_tile, put_camel, refuses, sp

rule = pytest.mark.rule
LEVANT = fam("Levant")  # starts on B7, next to A7, B6 and C7


def levant_game(treasury: int = 5):
    state = game(3)
    give_tile(state, 0, "Levant")
    state.treasury[LEVANT] = treasury
    return state


@rule("R5.1")
def test_r5_1_only_a_family_whose_tile_you_hold():
    state = game(3)
    assert "marry into Levant first" in refuses("R5.1", state, 0, Expand(LEVANT, (sp("B6"),)))
    give_tile(state, 0, "Levant")
    assert Expand(LEVANT, (sp("B6"),)) in legal_actions(state, 0)
    refuses("R5.1", state, 0, Expand(42, (sp("B6"),)))


@rule("R5.2")
def test_r5_2_one_or_two_camels_from_the_domain():
    state = levant_game()
    refuses("R5.2", state, 0, Expand(LEVANT, ()))
    refuses("R5.2", state, 0, Expand(LEVANT, (sp("B6"), sp("C7"), sp("A7"))))
    apply_action(state, 0, Expand(LEVANT, (sp("B6"), sp("C7"))))
    assert state.camels_left[LEVANT] == 9
    assert state.occupants(sp("B6")) == [LEVANT] and state.occupants(sp("C7")) == [LEVANT]


@rule("R5.2")
def test_r5_2_the_domain_must_hold_enough_camels():
    state = levant_game()
    state.camels_left[LEVANT] = 1
    assert "only 1 Levant camel" in refuses("R5.2", state, 0, Expand(LEVANT, (sp("B6"), sp("C7"))))
    assert all(len(a.spaces) == 1 for a in expansions(state, LEVANT))
    state.camels_left[LEVANT] = 0
    assert expansions(state, LEVANT) == []
    refuses("R5.2", state, 0, Expand(LEVANT, (sp("B6"),)))


@rule("R5.3")
def test_r5_3_each_camel_next_to_the_family_route_when_placed():
    state = levant_game()
    assert "C6 is not next to a camel of the Levant family" in refuses("R5.3", state, 0, Expand(LEVANT, (sp("C6"),)))
    refuses("R5.3", state, 0, Expand(LEVANT, (sp("B6"), sp("D5"))))
    refuses("R5.3", state, 0, Expand(LEVANT, (9999,)))
    chained = Expand(LEVANT, (sp("C7"), sp("D7")))  # D7 touches only the first camel
    assert chained in legal_actions(state, 0)
    apply_action(state, 0, chained)
    assert state.occupants(sp("D7")) == [LEVANT]


@rule("R5.3")
def test_r5_3_the_two_spaces_may_be_named_in_either_order():
    state = levant_game()
    apply_action(state, 0, Expand(LEVANT, (sp("D7"), sp("C7"))))
    assert state.occupants(sp("D7")) == [LEVANT] and state.last_placed == [sp("C7"), sp("D7")]


@rule("R5.3")
def test_r5_3_legal_expansions_list_each_pair_once():
    state = levant_game()
    actions = expansions(state, LEVANT)
    keys = [frozenset(a.spaces) for a in actions]
    assert len(keys) == len(set(keys))
    assert sorted(a.spaces for a in actions if len(a.spaces) == 1) == sorted(
        [(sp("A7"),), (sp("B6"),), (sp("C7"),)])


@rule("R5.4")
def test_r5_4_at_most_two_camels_and_never_two_of_one_family():
    state = levant_game()
    put_camel(state, "Tigris", "B6")
    put_camel(state, "Persian", "B6")
    assert "B6 already holds 2 camels" in refuses("R5.4", state, 0, Expand(LEVANT, (sp("B6"),)))
    put_camel(state, "Levant", "C7")
    assert "C7 already holds a camel of the Levant family" in refuses("R5.4", state, 0, Expand(LEVANT, (sp("C7"),)))
    assert "A7 is named twice" in refuses("R5.4", state, 0, Expand(LEVANT, (sp("A7"), sp("A7"))))
    assert all(sp("B6") not in a.spaces for a in expansions(state, LEVANT))


@rule("R5.5")
def test_r5_5_one_camel_is_free_two_cost_the_family_one_dirham():
    state = levant_game(treasury=2)
    money = [p.money for p in state.players]
    apply_action(state, 0, Expand(LEVANT, (sp("B6"),)))
    assert state.treasury[LEVANT] == 2 and state.bank_in == 0
    state.active = 0
    events = apply_action(state, 0, Expand(LEVANT, (sp("C7"), sp("A7"))))
    assert state.treasury[LEVANT] == 1 and state.bank_in == 1
    assert [p.money for p in state.players] == money
    assert events[0].kind == Kind.TREASURY_PAID


@rule("R5.5")
def test_r5_5_an_empty_treasury_allows_one_camel_and_the_player_cannot_pay():
    state = levant_game(treasury=0)
    assert "your own money cannot pay" in refuses("R5.5", state, 0, Expand(LEVANT, (sp("B6"), sp("C7"))))
    assert all(len(a.spaces) == 1 for a in expansions(state, LEVANT))


@rule("R5.6")
def test_r5_6_each_camel_takes_effect_before_the_next():
    state = levant_game()
    put_camel(state, "Tigris", "C7")
    events = apply_action(state, 0, Expand(LEVANT, (sp("C7"), sp("D7"))))
    kinds = [e.kind for e in events]
    first, second = kinds.index(Kind.CAMEL_PLACED), len(kinds) - 1 - kinds[::-1].index(Kind.CAMEL_PLACED)
    assert first < kinds.index(Kind.MEETING) < second < kinds.index(Kind.GOODS_MARKER)


@rule("R5.4")
def test_r5_4_a_water_space_takes_two_camels_of_different_families_and_no_third():
    """Water spaces show two ships: the same limit of 2 camels, never 2 of one family,
    holds there as on land."""
    state = game(3)
    arabian = fam("Arabian")  # starts on G7, next to the Persian Gulf (G6)
    give_tile(state, 0, "Arabian")
    put_camel(state, "Persian", "G6")
    apply_action(state, 0, Expand(arabian, (sp("G6"),)))
    assert state.occupants(sp("G6")) == [fam("Persian"), arabian]
    give_tile(state, 1, "Tigris")
    put_camel(state, "Tigris", "F6")  # a land neighbour of G6
    assert "G6 already holds 2 camels" in refuses("R5.4", state, 1, Expand(fam("Tigris"), (sp("G6"),)))


@rule("R5.5")
def test_r5_5_a_treasury_of_exactly_one_pays_for_two_camels_then_allows_only_one():
    """1 Dirham in the treasury is enough for a second camel; it leaves the treasury empty,
    and from then on only single camels may be placed."""
    state = levant_game(treasury=1)
    apply_action(state, 0, Expand(LEVANT, (sp("B6"), sp("C7"))))
    assert state.treasury[LEVANT] == 0 and state.bank_in == 1
    state.active = 0
    refuses("R5.5", state, 0, Expand(LEVANT, (sp("A7"), sp("D7"))))
    assert all(len(a.spaces) == 1 for a in expansions(state, LEVANT))
    assert Expand(LEVANT, (sp("D7"),)) in legal_actions(state, 0)


@rule("R5.3")
def test_r5_3_a_space_next_only_to_another_familys_camels_is_refused():
    """Adjacency counts camels of the same family only: a space next to another family's
    route, and not to this one's, is out of reach."""
    state = levant_game()
    put_camel(state, "Tigris", "C7")  # D7 touches C7 and E7, both Tigris, and no Levant camel
    refuses("R5.3", state, 0, Expand(LEVANT, (sp("D7"),)))
    assert all(sp("D7") not in a.spaces or sp("C7") in a.spaces for a in expansions(state, LEVANT))  # only after C7
