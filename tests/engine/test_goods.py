"""R6: goods spaces, markers and sale offers."""

import pytest

from bot.engine import Expand, Kind, SaleDecision, apply_action, legal_actions, public, state_to_json, view
from tests.engine.helpers import fam, game, give_tile, put_camel, refuses, set_hand, sp

rule = pytest.mark.rule
TIGRIS = fam("Tigris")  # starts on E7, next to D7 (Frankincense, good 8)
FRANKINCENSE = 8


def tigris_game(holder: int | None):
    state = game(3)
    give_tile(state, 0, "Tigris")
    if holder is not None:
        set_hand(state, holder, [FRANKINCENSE, 20])
    else:
        set_hand(state, 1, [19, 20])
    set_hand(state, 2 if holder != 2 else 1, [21, 22])
    return state


@rule("R6.1")
def test_r6_1_the_first_camel_takes_the_goods_marker():
    state = tigris_game(holder=None)
    events = apply_action(state, 0, Expand(TIGRIS, (sp("D7"),)))
    assert state.players[0].goods_markers == [FRANKINCENSE]
    assert FRANKINCENSE not in view(state)["goods_on_map"]
    assert Kind.GOODS_MARKER in [e.kind for e in events]
    assert not state.pending and state.active == 1  # nobody holds the card: no decision


@rule("R6.2")
def test_r6_2_the_holder_may_sell_for_three_dirham():
    state = tigris_game(holder=1)
    apply_action(state, 0, Expand(TIGRIS, (sp("D7"),)))
    assert state.active == 0 and [d.player for d in state.pending] == [1]
    assert legal_actions(state, 1) == [SaleDecision(FRANKINCENSE, True), SaleDecision(FRANKINCENSE, False)]
    events = apply_action(state, 1, SaleDecision(FRANKINCENSE, True))
    bob = state.players[1]
    assert bob.sold == [FRANKINCENSE] and FRANKINCENSE not in bob.hand and bob.money == 13
    assert state.bank_out == 3 and state.active == 1
    assert [e.data for e in public(events) if e.kind == Kind.CARD_SOLD] == [
        {"player": 1, "card": FRANKINCENSE, "amount": 3}]


@rule("R6.2")
def test_r6_2_the_active_player_may_sell_their_own_card():
    state = tigris_game(holder=0)
    apply_action(state, 0, Expand(TIGRIS, (sp("D7"),)))
    apply_action(state, 0, SaleDecision(FRANKINCENSE, True))
    assert state.players[0].sold == [FRANKINCENSE] and state.players[0].goods_markers == [FRANKINCENSE]


@rule("R6.2")
def test_r6_2_nobody_is_forced_to_sell():
    state = tigris_game(holder=2)
    apply_action(state, 0, Expand(TIGRIS, (sp("D7"),)))
    refuses("R6.2", state, 1, SaleDecision(FRANKINCENSE, True))
    refuses("R3.3", state, 0, Expand(TIGRIS, (sp("E6"),)))
    events = apply_action(state, 2, SaleDecision(FRANKINCENSE, False))
    assert FRANKINCENSE in state.players[2].hand and state.players[2].money == 10
    assert public(events) == [e for e in events if e.kind == Kind.TURN]
    refuses("R6.2", state, 2, SaleDecision(FRANKINCENSE, True))  # the chance has passed


@rule("R6.3")
def test_r6_3_a_second_camel_gives_no_marker_and_no_sale():
    state = tigris_game(holder=1)
    put_camel(state, "Levant", "D7")
    events = apply_action(state, 0, Expand(TIGRIS, (sp("D7"),)))
    assert state.players[0].goods_markers == [] and not state.pending
    assert Kind.SALE_WINDOW not in [e.kind for e in events]


@rule("R6.4")
def test_r6_4_a_sold_card_never_returns_to_the_hand():
    state = tigris_game(holder=1)
    apply_action(state, 0, Expand(TIGRIS, (sp("D7"),)))
    apply_action(state, 1, SaleDecision(FRANKINCENSE, True))
    assert FRANKINCENSE in state.players[1].sold
    assert all(FRANKINCENSE not in getattr(a, "cards", ()) for a in legal_actions(state, 1))


@rule("R6.5")
def test_r6_5_public_events_and_views_do_not_tell_who_holds_the_card():
    outcomes, views = [], []
    for holder in (None, 1, 2):
        state = tigris_game(holder)
        events = apply_action(state, 0, Expand(TIGRIS, (sp("D7"),)))
        offered = [e for e in events if e.kind == Kind.SALE_OFFER]
        assert [e.private_to for e in offered] == ([] if holder is None else [holder])
        outcomes.append([e.to_dict() for e in public(events) if e.kind != Kind.TURN])
        if holder is not None:
            views.append((view(state), view(state, 0)))
            decline = apply_action(state, holder, SaleDecision(FRANKINCENSE, False))
            assert [e.kind for e in public(decline)] == [Kind.TURN]
    assert outcomes[0] == outcomes[1] == outcomes[2]
    assert views[0] == views[1]  # neither the public nor the active player can tell bob from cyd


def test_state_json_keeps_the_pending_offer():
    state = tigris_game(holder=1)
    apply_action(state, 0, Expand(TIGRIS, (sp("D7"),)))
    assert '"kind":"sale"' in state_to_json(state)
