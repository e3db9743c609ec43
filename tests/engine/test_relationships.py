"""R7: trade relationships."""

import pytest

from bot.engine import Expand, Kind, apply_action, public
from bot.engine.events import MarkerTaken, Meeting
from tests.support.engine_scenarios import apply_in_both, fam, game, give_both_tiles, give_tile, put_camel, sp

rule = pytest.mark.rule
TIGRIS, LEVANT, ARABIAN = fam("Tigris"), fam("Levant"), fam("Arabian")  # Tigris starts on E7


def meeting_game(players: int = 3):
    state = game(players)
    give_tile(state, 0, "Tigris")
    state.treasury[TIGRIS] = 3
    return state


def meetings(events):
    return [e for e in events if isinstance(e, Meeting)]


@rule("R7.1")
@pytest.mark.parametrize("label", ["E6", "D7", "G7"])  # plain land, a goods space, a start space
def test_r7_1_a_camel_joining_another_family_on_land_meets_it(label):
    state = meeting_game()
    put_camel(state, "Tigris", "H7" if label == "G7" else "F6")  # a land neighbour of the space
    if label != "G7":
        put_camel(state, "Levant", label)
    other = ARABIAN if label == "G7" else LEVANT
    events = apply_action(state, 0, Expand(TIGRIS, (sp(label),)))
    assert meetings(events) == [Meeting(active=TIGRIS, inactive=other, space=sp(label), paid=((0, 3),))]
    assert state.met == [sorted([TIGRIS, other])]


@rule("R7.2")
def test_r7_2_camels_on_water_never_meet():
    state = game(3)
    give_tile(state, 0, "Arabian")  # Arabian starts on G7, next to the Persian Gulf (G6)
    put_camel(state, "Persian", "G6")
    events = apply_action(state, 0, Expand(ARABIAN, (sp("G6"),)))
    assert meetings(events) == [] and state.met == [] and state.stack[ARABIAN] == 5


@rule("R7.3")
def test_r7_3_only_the_first_meeting_of_a_pair_counts():
    state = meeting_game()
    put_camel(state, "Levant", "E6")
    put_camel(state, "Levant", "D6")
    apply_action(state, 0, Expand(TIGRIS, (sp("E6"),)))
    money = [p.money for p in state.players]
    state.active = 0
    events = apply_action(state, 0, Expand(TIGRIS, (sp("D6"),)))
    assert meetings(events) == [] and [p.money for p in state.players] == money
    assert state.stack[TIGRIS] == 4 and state.stack[LEVANT] == 4


@rule("R7.4")
def test_r7_4_three_to_the_active_family_one_to_the_other_four_for_both():
    state = game(4)
    give_tile(state, 0, "Tigris")
    give_tile(state, 1, "Levant")
    give_tile(state, 2, "Tigris")
    give_tile(state, 2, "Levant")
    put_camel(state, "Levant", "E6")
    events = apply_action(state, 0, Expand(TIGRIS, (sp("E6"),)))
    assert [p.money for p in state.players] == [13, 11, 14, 10]
    assert meetings(public(events))[0].paid == ((0, 3), (1, 1), (2, 4))
    assert state.bank_out == 8


@rule("R7.4")
def test_r7_4_two_tiles_of_one_family_are_paid_once():
    state = game(2)
    give_both_tiles(state, 0, "Tigris")
    put_camel(state, "Levant", "E6")
    apply_action(state, 0, Expand(TIGRIS, (sp("E6"),)))
    assert state.players[0].money == 13


@rule("R7.5")
def test_r7_5_the_active_player_takes_both_top_markers_green_first():
    state = meeting_game()
    give_tile(state, 1, "Levant")
    put_camel(state, "Levant", "E6")
    events = apply_action(state, 0, Expand(TIGRIS, (sp("E6"),)))
    taken = [e for e in events if e.kind == Kind.MARKER_TAKEN]
    assert taken == [MarkerTaken(player=0, family=TIGRIS, green=True),
                     MarkerTaken(player=0, family=LEVANT, green=True)]
    ann = state.players[0]
    assert sorted(ann.relationship_markers) == sorted([TIGRIS, LEVANT])
    assert sorted(ann.green_markers) == sorted([TIGRIS, LEVANT])
    put_camel(state, "Arabian", "F6")
    state.active = 0
    events = apply_action(state, 0, Expand(TIGRIS, (sp("F6"),)))
    greens = [e.green for e in events if isinstance(e, MarkerTaken)]
    assert greens == [False, True] and state.stack[TIGRIS] == 3


@rule("R7.6")
def test_r7_6_an_empty_stack_gives_no_marker_but_the_money_is_paid():
    state = meeting_game()
    state.stack[TIGRIS] = 0
    put_camel(state, "Levant", "E6")
    events = apply_action(state, 0, Expand(TIGRIS, (sp("E6"),)))
    taken = [e.family for e in events if isinstance(e, MarkerTaken)]
    assert taken == [LEVANT] and state.players[0].money == 13


@rule("R7.3")
def test_r7_3_the_pair_is_unordered_the_other_family_moving_in_later_changes_nothing():
    """{A, B} is one pair whichever family moves: after Tigris joined Levant, Levant joining
    Tigris elsewhere pays nothing and takes no marker."""
    state = meeting_game()
    give_tile(state, 1, "Levant")
    put_camel(state, "Levant", "E6")
    apply_action(state, 0, Expand(TIGRIS, (sp("E6"),)))  # Tigris meets Levant
    put_camel(state, "Levant", "C7")  # next to D7
    put_camel(state, "Tigris", "D7")
    money = [p.money for p in state.players]
    events = apply_action(state, 1, Expand(LEVANT, (sp("D7"),)))  # Levant joins a Tigris camel
    assert meetings(events) == [] and [p.money for p in state.players] == money
    assert state.met == [sorted([TIGRIS, LEVANT])] and state.players[1].relationship_markers == []
    assert (state.stack[TIGRIS], state.stack[LEVANT]) == (4, 4)


def four_tigris_relationships(state):
    """Tigris has met Byzant, Khazar, Sogdian and Uyghur (their markers with seat 2): one
    Tigris marker is left."""
    for other in ("Byzant", "Khazar", "Sogdian", "Uyghur"):
        f = fam(other)
        state.met.append(sorted([TIGRIS, f]))
        state.stack[f] -= 1
        state.stack[TIGRIS] -= 1
        state.players[2].relationship_markers += [TIGRIS, f]
        state.players[2].green_markers += [f]
    state.players[2].green_markers.append(TIGRIS)


@rule("R7.6")
def test_r7_6_a_sixth_relationship_in_the_ending_turn_takes_no_marker_of_the_empty_stack():
    """Tigris, with one marker left, meets two families in one turn: the first meeting takes
    its last marker, the second finds the stack empty and takes only the other family's, but
    pays the money in full; the game ends after the turn (R8.1), not between the camels.
    Both engines agree."""
    state = meeting_game()
    four_tigris_relationships(state)
    give_tile(state, 1, "Arabian")
    put_camel(state, "Levant", "E6")
    put_camel(state, "Arabian", "F6")
    events = apply_in_both(state, 0, Expand(TIGRIS, (sp("E6"), sp("F6"))))
    assert [(m.inactive, m.paid) for m in meetings(events)] == [(LEVANT, ((0, 3),)), (ARABIAN, ((0, 3), (1, 1)))]
    taken = [(e.family, e.green) for e in events if isinstance(e, MarkerTaken)]
    assert taken == [(TIGRIS, False), (LEVANT, True), (ARABIAN, True)]
    assert state.stack[TIGRIS] == 0 and state.occupants(sp("F6")) == [ARABIAN, TIGRIS]
    assert state.over and state.end_reason == "a family has 5 relationships"
    assert len(state.met) == 6
