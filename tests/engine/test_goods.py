"""R6: goods spaces, markers and sale offers."""

import pytest

from bot.engine import (
    Decision,
    Expand,
    Kind,
    Marry,
    SaleDecision,
    apply_action,
    awaiting,
    can_take_turn,
    legal_actions,
    public,
    state_from_json,
    state_to_json,
    view,
)
from bot.engine.events import CardSold, OfferClosed, Passed, event_to_json
from bot.engine.view import SaleOffer
from tests.support.engine_scenarios import fam, game, give_tile, put_camel, refuses, set_hand, sp

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
    assert FRANKINCENSE not in view(state).goods_on_map
    assert Kind.GOODS_MARKER in [e.kind for e in events]
    assert not state.pending and state.active == 1  # nobody holds the card: no decision


@rule("R6.2")
def test_r6_2_the_holder_may_sell_for_three_dirham():
    state = tigris_game(holder=1)
    apply_action(state, 0, Expand(TIGRIS, (sp("D7"),)))
    assert [(d.player, d.card) for d in state.offers] == [(1, FRANKINCENSE)]
    assert legal_actions(state, 1)[:2] == [SaleDecision(FRANKINCENSE, True), SaleDecision(FRANKINCENSE, False)]
    events = apply_action(state, 1, SaleDecision(FRANKINCENSE, True))
    bob = state.players[1]
    assert bob.sold == [FRANKINCENSE] and FRANKINCENSE not in bob.hand and bob.money == 13
    assert state.bank_out == 3 and state.active == 1 and not state.offers
    assert [e for e in public(events) if e.kind == Kind.CARD_SOLD] == [
        CardSold(player=1, card=FRANKINCENSE, amount=3)]


@rule("R6.2")
def test_r6_2_the_active_player_may_sell_their_own_card():
    state = tigris_game(holder=0)
    apply_action(state, 0, Expand(TIGRIS, (sp("D7"),)))
    assert state.active == 1  # R6.5: the offer holds nothing up, not even for its own holder
    apply_action(state, 0, SaleDecision(FRANKINCENSE, True))
    assert state.players[0].sold == [FRANKINCENSE] and state.players[0].goods_markers == [FRANKINCENSE]


@rule("R6.2")
def test_r6_2_nobody_is_forced_to_sell():
    state = tigris_game(holder=2)
    apply_action(state, 0, Expand(TIGRIS, (sp("D7"),)))
    refuses("R6.2", state, 1, SaleDecision(FRANKINCENSE, True))
    events = apply_action(state, 2, SaleDecision(FRANKINCENSE, False))
    assert FRANKINCENSE in state.players[2].hand and state.players[2].money == 10
    assert public(events) == [] and [e.private_to for e in events] == [2]
    refuses("R6.2", state, 2, SaleDecision(FRANKINCENSE, True))  # the chance has passed


@rule("R6.5")
def test_r6_5_the_offer_holds_nothing_up_and_waits_for_its_holder_off_turn():
    state = tigris_game(holder=2)
    apply_action(state, 0, Expand(TIGRIS, (sp("D7"),)))
    assert awaiting(state) == [Decision("turn", 1)] and not state.pending
    assert legal_actions(state, 2) == [SaleDecision(FRANKINCENSE, True), SaleDecision(FRANKINCENSE, False)]
    assert view(state, 2).decisions == (SaleOffer(card=FRANKINCENSE),)
    apply_action(state, 1, Marry(fam("Levant")))  # another seat's action leaves the offer open
    assert [d.player for d in state.offers] == [2]
    apply_action(state, 2, SaleDecision(FRANKINCENSE, True))  # answered during bob's discard
    assert state.players[2].sold == [FRANKINCENSE] and [d.kind for d in state.pending] == ["discard"]


@rule("R6.5")
@pytest.mark.parametrize("action", [Marry(fam("Levant")), Expand(TIGRIS, (sp("E6"),))])
def test_r6_5_the_holders_next_action_closes_the_offer_as_kept(action):
    state = tigris_game(holder=1)
    apply_action(state, 0, Expand(TIGRIS, (sp("D7"),)))
    give_tile(state, 1, "Tigris")
    events = apply_action(state, 1, action)
    assert not state.offers and FRANKINCENSE in state.players[1].hand
    closed = [e for e in events if isinstance(e, OfferClosed)]
    assert [(e.private_to, e.card, e.reason) for e in closed] == [(1, FRANKINCENSE, "acted")]
    assert Kind.OFFER_CLOSED not in [e.kind for e in public(events)]
    refuses("R6.2", state, 1, SaleDecision(FRANKINCENSE, True))


@rule("R6.5")
def test_r6_5_a_second_camel_on_the_goods_space_closes_the_offer():
    state = tigris_game(holder=2)
    apply_action(state, 0, Expand(TIGRIS, (sp("D7"),)))
    give_tile(state, 1, "Levant")
    put_camel(state, "Levant", "C7")
    events = apply_action(state, 1, Expand(fam("Levant"), (sp("D7"),)))
    assert not state.offers and FRANKINCENSE in state.players[2].hand
    assert [(e.private_to, e.reason) for e in events if isinstance(e, OfferClosed)] == [
        (2, "second camel")]
    refuses("R6.2", state, 2, SaleDecision(FRANKINCENSE, True))


@rule("R6.5")
def test_r6_5_a_broke_holder_is_passed_as_if_nobody_held_the_card_and_may_sell_later():
    state = tigris_game(holder=1)
    state.players[1].money = 0
    events = apply_action(state, 0, Expand(TIGRIS, (sp("D7"),)))
    assert [e.player for e in events if isinstance(e, Passed)] == [1]  # R3.2 from public facts
    assert state.active == 2 and [d.player for d in state.offers] == [1]  # a pass is not bob's action
    apply_action(state, 1, SaleDecision(FRANKINCENSE, True))
    assert state.players[1].money == 3 and can_take_turn(state, 1)  # Sindh costs 3: bob can marry next turn


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
        outcomes.append([event_to_json(e) for e in public(events)])
        views.append((view(state), view(state, 0), awaiting(state)))
        if holder is not None:
            decline = apply_action(state, holder, SaleDecision(FRANKINCENSE, False))
            assert public(decline) == []
            assert (view(state), view(state, 0), awaiting(state)) == views[0]
    assert outcomes[0] == outcomes[1] == outcomes[2]
    assert views[0] == views[1] == views[2]  # nobody else can tell bob from cyd from nobody


def test_state_json_keeps_the_open_offer():
    state = tigris_game(holder=1)
    apply_action(state, 0, Expand(TIGRIS, (sp("D7"),)))
    assert state_from_json(state_to_json(state)).offers == state.offers != []


@rule("R6.1")
def test_r6_1_two_camels_on_two_free_goods_spaces_take_both_markers_and_open_both_sales():
    """Each camel's goods take effect as it is placed (R5.6): an expansion of two camels onto
    two free goods spaces gives the active player both markers and each card's holder an
    offer."""
    state = tigris_game(holder=1)
    set_hand(state, 2, [16, 22])  # Myrrh (16) lies on D5
    state.treasury[TIGRIS] = 1
    put_camel(state, "Tigris", "D6")  # next to both D7 and D5
    apply_action(state, 0, Expand(TIGRIS, (sp("D7"), sp("D5"))))
    assert sorted(state.players[0].goods_markers) == [FRANKINCENSE, 16]
    assert sorted((d.player, d.card) for d in state.offers) == [(1, FRANKINCENSE), (2, 16)]
    assert {FRANKINCENSE, 16}.isdisjoint(view(state).goods_on_map)


@rule("R6.3")
def test_r6_3_a_space_reached_first_last_turn_opens_no_sale_to_a_new_holder():
    """The chance to sell belongs to the first camel only: a card that reaches a hand after
    the first camel arrived can never be sold, whoever places the second camel."""
    state = tigris_game(holder=None)
    apply_action(state, 0, Expand(TIGRIS, (sp("D7"),)))
    set_hand(state, 2, [FRANKINCENSE, 22])  # the card is now in cyd's hand
    give_tile(state, 1, "Levant")
    put_camel(state, "Levant", "C7")
    events = apply_action(state, 1, Expand(fam("Levant"), (sp("D7"),)))
    assert Kind.SALE_OFFER not in [e.kind for e in events] and not state.offers
    assert state.players[1].goods_markers == []
    refuses("R6.2", state, 2, SaleDecision(FRANKINCENSE, True))
