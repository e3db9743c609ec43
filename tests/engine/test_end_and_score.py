"""R3.2-R3.3 passing and turn order, R8 the end, R9 scoring."""

from dataclasses import fields

import pytest

from bot.engine import (
    Discard,
    Expand,
    Kind,
    Marry,
    SaleDecision,
    apply_action,
    can_take_turn,
    legal_actions,
    score,
    winners,
)
from bot.engine.events import CardSold, Event, GameOver, OfferClosed, Passed, Turn, event_from_json
from bot.engine.state import CURRENT_RULES, Decision, GameState, RulesVersion
from bot.words.narrate import describe
from tests.support.engine_scenarios import (
    all_but_one_met,
    apply_in_both,
    fam,
    game,
    give_both_tiles,
    give_sold,
    give_tile,
    put_camel,
    refuses,
    set_hand,
    sp,
)

rule = pytest.mark.rule
TIGRIS, LEVANT = fam("Tigris"), fam("Levant")


def stuck(state, seat):
    """Leave the seat unable to act: no money and no tiles."""
    state.players[seat].money = 0
    state.players[seat].tiles = []


@rule("R3.2")
def test_r3_2_a_player_without_a_legal_action_passes_automatically():
    state = game(3)
    stuck(state, 1)
    events = apply_action(state, 0, Marry(LEVANT))
    events += apply_action(state, 0, Discard(()))
    assert [e for e in events if e.kind == Kind.PASSED] == [Passed(player=1)]
    assert state.active == 2 and state.turn == 3


@rule("R3.2")
def test_r3_2_a_pass_says_its_turn_so_that_the_news_has_no_gap():
    """A play-test read "Turn 71" and then "Turn 74" with two passes between: each pass is a turn, and says which,
    in the news as in words; news kept before passes carried it reads as it did."""
    state = game(3)
    stuck(state, 1)
    events = apply_action(state, 0, Marry(LEVANT)) + apply_action(state, 0, Discard(()))
    (passed,) = [e for e in events if isinstance(e, Passed)]
    (opened,) = [e for e in events if isinstance(e, Turn)]
    assert (passed.turn, opened.turn) == (2, 3)
    names = ["Ann", "Bob", "Cyd"]
    assert str(describe(passed, state.board, names)) == "Turn 2: Bob has no legal action and passes (R3.2)."
    kept_before = event_from_json({"kind": "passed", "player": 1})
    assert str(describe(kept_before, state.board, names)) == "Bob has no legal action and passes (R3.2)."


@rule("R3.2")
def test_r3_2_when_nobody_can_act_the_game_ends():
    state = game(3)
    state.players[0].hand += state.deck
    state.deck = []
    for seat in (1, 2):
        stuck(state, seat)
    state.players[0].money = state.board.families[LEVANT].portion  # ann's last marriage
    state.camels_left[LEVANT] = 0  # and the family she marries cannot expand
    events = apply_action(state, 0, Marry(LEVANT))
    assert [e.player for e in events if isinstance(e, Passed)] == [1, 2, 0]
    assert state.over and state.end_reason == "nobody can act any more"
    assert events[-1].kind == Kind.GAME_OVER


@rule("R3.3")
def test_r3_3_a_sale_offer_does_not_hold_the_turn_up():
    state = game(3)
    give_tile(state, 0, "Tigris")
    set_hand(state, 2, [8, 1])
    apply_action(state, 0, Expand(TIGRIS, (sp("D7"),)))
    assert state.active == 1 and state.turn == 2 and not state.pending
    apply_action(state, 2, SaleDecision(8, False))
    assert state.active == 1 and state.turn == 2


@rule("R3.3")
def test_r3_3_with_sales_at_once_the_next_seat_plays_once_the_offer_is_answered():
    state = game(3)
    state.sales_at_once = True
    give_tile(state, 0, "Tigris")
    set_hand(state, 2, [8, 1])
    apply_action(state, 0, Expand(TIGRIS, (sp("D7"),)))
    assert state.active == 0 and [(d.kind, d.player) for d in state.pending] == [("sale", 2)]
    apply_action(state, 2, SaleDecision(8, False))
    assert state.active == 1 and state.turn == 2


@rule("R8.1")
def test_r8_1_the_game_ends_when_every_family_has_a_relationship():
    state = game(3)
    all_but_one_met(state)
    give_tile(state, 0, "Tigris")
    put_camel(state, "Levant", "E6")
    events = apply_action(state, 0, Expand(TIGRIS, (sp("E6"),)))
    assert state.over and state.end_reason == "every family has a relationship"
    assert events[-1] == GameOver(state.end_reason, tuple(winners(state)))


@rule("R8.1")
def test_r8_1_the_game_ends_when_a_family_has_five_relationships():
    state = game(3)
    give_tile(state, 0, "Tigris")
    state.stack[TIGRIS] = 1
    state.players[1].relationship_markers += [TIGRIS] * 4
    state.players[1].green_markers += [TIGRIS]
    put_camel(state, "Levant", "E6")
    apply_action(state, 0, Expand(TIGRIS, (sp("E6"),)))
    assert state.over and state.end_reason == "a family has 5 relationships"


@rule("R8.1")
def test_r8_1_the_end_waits_for_the_turns_open_decisions():
    state = game(3)
    all_but_one_met(state)
    give_tile(state, 0, "Tigris")
    state.treasury[TIGRIS] = 1
    set_hand(state, 1, [8, 2])
    put_camel(state, "Levant", "E6")
    apply_action(state, 0, Expand(TIGRIS, (sp("E6"), sp("D7"))))
    assert not state.over and state.settling and [(d.kind, d.player) for d in state.pending] == [("sale", 1)]
    refuses("R8.1", state, 2, Marry(LEVANT))
    apply_action(state, 1, SaleDecision(8, True))
    assert state.over and state.players[1].money == 13


@rule("R8.1")
def test_r8_1_no_end_while_a_family_has_no_relationship():
    state = game(3)
    all_but_one_met(state)
    give_tile(state, 0, "Tigris")
    apply_action(state, 0, Expand(TIGRIS, (sp("E6"),)))
    assert not state.over and state.active == 1


@rule("R9.1")
def test_r9_1_cards_markers_relationships_and_money_score():
    state = game(3)
    give_tile(state, 0, "Levant")
    set_hand(state, 0, [4, 5, 6])  # Linen on B5, Glass on C3, Purple dye on C6
    put_camel(state, "Levant", "B5")
    put_camel(state, "Tigris", "B5")   # Linen: 4 + 1
    put_camel(state, "Tigris", "C6")   # Purple dye: 1; Glass: no camel, 0
    give_sold(state, 0, [7])           # sold: never scores
    put_camel(state, "Levant", "D4")   # Copper (7) has a Levant camel
    state.players[0].goods_markers = [1, 2]
    state.players[0].relationship_markers = [LEVANT, TIGRIS, TIGRIS]
    state.players[0].money = 4
    line = score(state)[0]
    assert (line.cards, line.goods_markers, line.relationships, line.money) == (6, 2, 3, 4)
    assert line.total == 15


@rule("R9.1")
def test_r9_1_a_card_scores_at_most_eight():
    state = game(3)
    give_tile(state, 0, "Levant")
    give_tile(state, 0, "Tigris")
    set_hand(state, 0, [4])
    put_camel(state, "Levant", "B5")
    put_camel(state, "Tigris", "B5")
    assert score(state)[0].cards == 8


@rule("R9.2")
def test_r9_2_two_tiles_of_one_family_still_score_four_per_camel():
    state = game(2)
    give_both_tiles(state, 0, "Levant")
    set_hand(state, 0, [4])
    put_camel(state, "Levant", "B5")
    assert score(state)[0].cards == 4


@rule("R9.3")
def test_r9_3_most_points_win_and_ties_share_the_victory():
    state = game(3)
    for seat, money in enumerate([12, 12, 7]):
        state.players[seat].money = money
        set_hand(state, seat, [])
    assert winners(state) == [0, 1]
    state.players[2].money = 13
    assert winners(state) == [2]


@rule("R9.4")
def test_r9_4_every_player_gets_a_breakdown_that_adds_up():
    state = game(4)
    lines = score(state)
    assert [line.seat for line in lines] == [0, 1, 2, 3]
    for line, player in zip(lines, state.players, strict=True):
        assert line.name == player.name
        assert line.total == line.cards + line.goods_markers + line.relationships + line.money
        assert {f.name for f in fields(line)} == {"seat", "name", "cards", "goods_markers", "relationships",
                                                  "money", "total", "hand"}
        assert [card for card, _ in line.hand] == player.hand  # R9.4: every hand revealed
        assert sum(points for _, points in line.hand) == line.cards


@rule("R6.5")
def test_r6_5_offers_from_earlier_turns_close_as_kept_when_the_game_ends():
    state = game(3)
    all_but_one_met(state)
    give_tile(state, 0, "Tigris")
    give_tile(state, 1, "Levant")
    set_hand(state, 2, [8, 2])
    apply_action(state, 0, Expand(TIGRIS, (sp("D7"),)))  # turn 1 opens cyd's offer
    assert [(d.player, d.card) for d in state.offers] == [(2, 8)]
    apply_action(state, 1, Expand(LEVANT, (sp("C7"),)))  # turn 2: no meeting yet
    assert not state.over and state.offers
    put_camel(state, "Levant", "E6")
    state.active = 0  # skip cyd's turn 3: ann's expansion on turn 4 ends the game
    events = apply_action(state, 0, Expand(TIGRIS, (sp("E6"),)))  # Levant meets Tigris: the end
    assert state.over and not state.offers and 8 in state.players[2].hand
    closed = [e for e in events if isinstance(e, OfferClosed)]
    assert [(e.private_to, e.reason) for e in closed] == [(2, "game over")]


def stuck_after_a_sale_window(rules: RulesVersion = CURRENT_RULES) -> tuple[GameState, list[Event]]:
    """Ann's last Tigris camel reaches Frankincense (cyd holds its card, 8) and leaves nobody
    able to act: bob and cyd are broke and hold no tile, ann can marry no more. Bob also has an
    offer open from an earlier turn, for card 2."""
    state = game(3)
    state.rules_version = rules
    for seat in (1, 2):
        stuck(state, seat)
    set_hand(state, 2, [8])
    set_hand(state, 1, [2])
    state.offers = [Decision("sale", 1, card=2, turn=0)]
    give_tile(state, 0, "Tigris")
    state.players[0].money = 0
    state.camels_left[TIGRIS] = 1
    events = apply_in_both(state, 0, Expand(TIGRIS, (sp("D7"),)))  # turn 1 opens cyd's offer
    assert [e.player for e in events if isinstance(e, Passed)] == [1, 2, 0]
    return state, events


@rule("R6.5")
def test_r6_5_when_nobody_can_act_the_last_turns_offers_are_answered_before_the_end():
    state, events = stuck_after_a_sale_window()
    assert not state.over and state.settling and state.end_reason == "nobody can act any more"
    assert [(d.player, d.card) for d in state.pending] == [(2, 8)]
    assert [(d.player, d.card) for d in state.offers] == [(1, 2)]  # an older offer: open until the end
    assert not any(isinstance(e, OfferClosed | GameOver) for e in events)
    said = refuses("R3.2", state, 0, Marry(LEVANT))  # not "the game is over": a sale may let play go on
    assert "a sale may let play go on" in said
    events = apply_in_both(state, 2, SaleDecision(8, False))
    assert state.over and 8 in state.players[2].hand and not state.offers and not state.pending
    closed = [e for e in events if isinstance(e, OfferClosed)]
    assert [(e.private_to, e.card, e.reason) for e in closed] == [(1, 2, "game over")]
    assert events[-1].kind == Kind.GAME_OVER


@rule("R6.5")
def test_r6_5_a_sale_that_lets_a_seat_act_again_lets_play_go_on():
    state, _ = stuck_after_a_sale_window()
    events = apply_in_both(state, 2, SaleDecision(8, True))  # 3 Dirham: the cheapest portion
    assert not state.over and not state.settling and state.end_reason == "" and state.offers
    assert [type(e) for e in events] == [CardSold, Passed, Turn]  # bob still cannot act; cyd can
    assert state.active == 2 and can_take_turn(state, 2) and state.passes == 1
    assert any(isinstance(a, Marry) for a in legal_actions(state, 2))


@rule("R6.5")
def test_r6_5_a_game_begun_under_rules_3_ends_at_once_when_nobody_can_act():
    """Rules version 3 and earlier: no turn ends the game, so every open offer closes as kept."""
    state, events = stuck_after_a_sale_window(RulesVersion.DECK_REFILLED_AT_ONCE)
    assert state.over and state.end_reason == "nobody can act any more"
    assert not state.offers and not state.pending and 8 in state.players[2].hand
    closed = [e for e in events if isinstance(e, OfferClosed)]
    assert sorted((e.private_to, e.card, e.reason) for e in closed) == [(1, 2, "game over"), (2, 8, "game over")]
    assert events[-1].kind == Kind.GAME_OVER


@rule("R3.2")
def test_r3_2_a_player_whose_routes_are_all_blocked_and_who_cannot_marry_passes():
    """Holding a tile is not enough: with camels left in the domain but no free space next
    to the route, and no money for any marriage, the seat has no legal action and passes."""
    state = game(3)
    give_tile(state, 1, "Levant")  # Levant's start B7 touches A7, B6 and C7
    for label, families in (("A7", ("Tigris", "Persian")), ("B6", ("Tigris", "Persian")),
                            ("C7", ("Tigris", "Persian"))):
        for family in families:
            put_camel(state, family, label)
    state.players[1].money = 2  # the cheapest portion is 3
    assert state.camels_left[LEVANT] == 11 and not can_take_turn(state, 1)
    events = apply_in_both(state, 0, Marry(TIGRIS))
    events += apply_in_both(state, 0, Discard(()))
    assert [e.player for e in events if isinstance(e, Passed)] == [1] and state.active == 2


@rule("R8.1")
def test_r8_1_the_end_is_checked_after_the_turn_so_its_second_camel_still_counts():
    """The first camel completes "every family has a relationship"; the game ends only once
    the turn is over, so the second camel is placed and takes its goods marker. Nobody plays
    afterwards: the round is not finished."""
    state = game(3)
    all_but_one_met(state)
    give_tile(state, 0, "Tigris")
    state.treasury[TIGRIS] = 1
    put_camel(state, "Levant", "E6")
    apply_in_both(state, 0, Expand(TIGRIS, (sp("E6"), sp("D7"))))
    assert state.over and state.end_reason == "every family has a relationship"
    assert state.occupants(sp("D7")) == [TIGRIS] and state.players[0].goods_markers == [8]
    assert all(legal_actions(state, seat) == [] for seat in range(3))
    refuses("R8.1", state, 1, Marry(LEVANT))


@rule("R9.1")
def test_r9_1_camels_of_families_the_holder_has_not_married_score_one_each():
    """Two camels of other families on the card's space: 1 VP each, whoever else married
    them; 4 VP only for the holder's own families."""
    state = game(3)
    give_tile(state, 1, "Levant")
    give_tile(state, 1, "Tigris")
    set_hand(state, 0, [4])  # Linen on B5
    put_camel(state, "Levant", "B5")
    put_camel(state, "Tigris", "B5")
    assert score(state)[0].cards == 2 and score(state)[0].hand == ((4, 2),)
