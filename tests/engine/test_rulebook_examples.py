"""The rulebook's own examples, transposed to our board."""

from bot.engine import Discard, Expand, Marry, SaleDecision, apply_action, score
from bot.engine.events import CardsDrawn
from tests.support.engine_scenarios import fam, game, give_tile, put_camel, set_hand, sp, stack_deck

LEVANT, TIGRIS, ARABIAN, BYZANT = fam("Levant"), fam("Tigris"), fam("Arabian"), fam("Byzant")


def test_carl_four_players_limit_seven_hand_five():
    """Carl (4 players, limit 7) holds 5 cards and marries: he draws 3 and must discard
    1 or 2. Discarding 1 leaves him at the limit, so his next marriage draws nothing;
    discarding 2 leaves him below it, so his next marriage draws 3 again."""
    for discards, next_draw in ((1, 0), (2, 3)):
        state = game(4)
        set_hand(state, 0, [1, 2, 3, 4, 5])
        apply_action(state, 0, Marry(LEVANT))
        decision = state.pending[0]
        assert (decision.least, decision.most) == (1, 2)
        apply_action(state, 0, Discard(tuple(state.players[0].hand[:discards])))
        assert len(state.players[0].hand) == 8 - discards
        state.active = 0
        events = apply_action(state, 0, Marry(TIGRIS))
        drawn = [e.count for e in events if isinstance(e, CardsDrawn)]
        assert drawn == [next_draw]


def test_barbara_expands_the_arabians_by_two_paying_from_the_family_treasury():
    """Barbara expands by 2: 1 Dirham from the family's treasury to the common supply,
    one camel on an adjacent land space and one on the adjacent water space."""
    state = game(3)
    give_tile(state, 0, "Arabian")  # starts on G7: F6 is land, G6 is the Persian Gulf
    state.treasury[ARABIAN] = 4
    apply_action(state, 0, Expand(ARABIAN, (sp("F6"), sp("G6"))))
    assert state.treasury[ARABIAN] == 3 and state.bank_in == 1 and state.players[0].money == 10
    assert state.occupants(sp("F6")) == [ARABIAN] and state.occupants(sp("G6")) == [ARABIAN]


def test_julia_takes_the_marker_and_keeps_her_card():
    """Julia is first onto a goods space: she takes its marker; she holds its card and
    chooses not to sell it."""
    state = game(3)
    give_tile(state, 0, "Tigris")
    set_hand(state, 0, [8, 30])  # Frankincense (8) lies on D7, next to Tigris' start E7
    apply_action(state, 0, Expand(TIGRIS, (sp("D7"),)))
    apply_action(state, 0, SaleDecision(8, False))
    julia = state.players[0]
    assert julia.goods_markers == [8] and 8 in julia.hand and julia.sold == []


def test_chris_makes_byzant_meet_levant():
    """Chris (Byzant) places a camel on a space holding a Levant camel: he is paid 3,
    Julia (Levant) 1, and Chris takes the top markers of both families."""
    state = game(3)
    give_tile(state, 0, "Byzant")  # Byzant starts on B2, which touches C2
    give_tile(state, 1, "Levant")
    put_camel(state, "Levant", "C2")
    apply_action(state, 0, Expand(BYZANT, (sp("C2"),)))
    assert state.players[0].money == 13 and state.players[1].money == 11
    assert sorted(state.players[0].relationship_markers) == sorted([BYZANT, LEVANT])
    assert state.stack[BYZANT] == 4 and state.stack[LEVANT] == 4


def test_barbara_flax_card_scores_five():
    """Barbara's card (Linen, our flax) has a camel of her family (4) and another (1)."""
    state = game(3)
    give_tile(state, 0, "Levant")
    set_hand(state, 0, [4])  # Linen on B5
    put_camel(state, "Levant", "B5")
    put_camel(state, "Arabian", "B5")
    stack_deck(state, [])
    assert score(state)[0].cards == 5
