"""The public API refuses what is not an action of this game as it refuses an illegal one
(RuleError, the state unchanged), whatever the types inside: a text, a float, a None or a
bool where a seat, a family, a space, a card or a yes/no belongs."""

import pytest

from bot.engine import Discard, Expand, Marry, RuleError, SaleDecision, apply_action, state_to_json, view
from tests.support.engine_scenarios import fam, game, give_tile, set_hand, sp

rule = pytest.mark.rule

MALFORMED = [
    (0, Marry("x")), (0, Marry(None)), (0, Marry(1.0)), (0, Marry(True)), ("0", Marry(1)), (None, Marry(1)),
    (0.0, Marry(1)), (True, Marry(1)), (0, Expand(None, (6,))), (0, Expand(1, None)), (0, Expand(1, 6)),
    (0, Expand(1, (6.0,))), (0, Expand(1, ("A1",))), (0, Expand(1, (None,))), (0, Expand("Levant", (6,))),
    (0, Discard(None)), (0, Discard(5)), (0, Discard((2.0,))), (0, Discard(([1],))), (0, "marry"), (0, None),
]


@rule("R3.1")
@pytest.mark.parametrize(("seat", "action"), MALFORMED)
def test_a_malformed_action_is_refused_and_changes_nothing(seat, action):
    state = game(3)
    give_tile(state, 0, "Tigris")
    before = state_to_json(state)
    with pytest.raises(RuleError):
        apply_action(state, seat, action)
    assert state_to_json(state) == before


@rule("R6.2")
@pytest.mark.parametrize("answer", ["no", "false", 2, 0, None])
def test_a_sale_answered_with_anything_but_yes_or_no_sells_nothing(answer):
    """Nobody is forced to sell (R6.2): an answer that is not True or False is refused."""
    state = game(3)
    give_tile(state, 0, "Tigris")
    card = state.board.spaces[sp("D7")].good
    set_hand(state, 1, [card])
    apply_action(state, 0, Expand(fam("Tigris"), (sp("D7"),)))
    assert [(d.player, d.card) for d in state.offers] == [(1, card)]
    before = state_to_json(state)
    with pytest.raises(RuleError):
        apply_action(state, 1, SaleDecision(card, answer))
    assert state_to_json(state) == before


@pytest.mark.parametrize("seat", [-1, 3, "0", 1.0])
def test_a_view_for_a_seat_the_game_does_not_have_is_refused(seat):
    with pytest.raises(ValueError):
        view(game(3), seat)
