"""R3.1 turns and R4 marriages."""

import pytest

from bot.engine import Discard, Expand, Kind, Marry, RulesVersion, apply_action, legal_actions, public, view
from bot.engine.events import CardsDrawn, Discarded, TileFromBag
from bot.words.i18n import text
from bot.words.narrate import describe
from tests.support.engine_scenarios import (
    apply_in_both,
    fam,
    game,
    give_sold,
    give_tile,
    refuses,
    set_hand,
    sp,
    stack_deck,
)

rule = pytest.mark.rule
LEVANT = fam("Levant")


@rule("R3.1")
def test_r3_1_only_the_active_player_acts_and_with_one_action():
    state = game(3)
    message = refuses("R3.1", state, 1, Marry(LEVANT))
    assert state.players[0].name in message
    assert legal_actions(state, 1) == []
    kinds = {type(a) for a in legal_actions(state, 0)}
    assert kinds == {Marry}  # nobody holds a tile yet, so nobody can expand


@rule("R3.1")
def test_r3_1_a_seat_outside_the_game_is_refused():
    state = game(3)
    refuses("R2", state, 7, Marry(LEVANT))


@rule("R4.1")
def test_r4_1_a_family_without_tiles_cannot_be_married():
    state = game(3)
    state.tiles_left[LEVANT] = 0
    assert "no Levant family tile" in refuses("R4.1", state, 0, Marry(LEVANT))
    assert Marry(LEVANT) not in legal_actions(state, 0)
    refuses("R4.1", state, 0, Marry(99))


@rule("R4.2")
def test_r4_2_three_players_hold_at_most_one_tile_per_family():
    state = game(3)
    give_tile(state, 0, "Levant")
    assert "already hold a tile of the Levant family" in refuses("R4.2", state, 0, Marry(LEVANT))
    assert Marry(LEVANT) not in legal_actions(state, 0)


@rule("R4.2")
def test_r4_2_two_players_may_marry_a_family_twice():
    state = game(2)
    give_tile(state, 0, "Levant")
    state.tiles_left[LEVANT] = 1  # the bag returned the second tile
    assert Marry(LEVANT) in legal_actions(state, 0)
    apply_action(state, 0, Marry(LEVANT))
    assert state.players[0].tiles.count(LEVANT) == 2


@rule("R4.3")
def test_r4_3_the_portion_goes_from_the_player_into_the_family_treasury():
    state = game(3)
    portion = state.board.families[LEVANT].portion
    apply_action(state, 0, Marry(LEVANT))
    assert state.players[0].money == 10 - portion
    assert state.treasury[LEVANT] == portion


@rule("R4.3")
def test_r4_3_a_player_who_cannot_pay_cannot_marry():
    state = game(3)
    portion = state.board.families[LEVANT].portion
    state.players[0].money = portion - 1
    message = refuses("R4.3", state, 0, Marry(LEVANT))
    assert f"costs {portion} Dirham and you have {portion - 1}" in message
    assert Marry(LEVANT) not in legal_actions(state, 0)


@rule("R4.4")
def test_r4_4_the_player_takes_one_tile():
    state = game(4)
    apply_action(state, 0, Marry(LEVANT))
    assert state.players[0].tiles == [LEVANT] and state.tiles_left[LEVANT] == 1


@rule("R4.5")
def test_r4_5_draw_three_then_discard_zero_to_two():
    state = game(3)
    stack_deck(state, [31, 32, 33])
    events = apply_action(state, 0, Marry(LEVANT))
    hand = state.players[0].hand
    assert {31, 32, 33} <= set(hand) and len(hand) == 5
    [decision] = state.pending
    assert (decision.kind, decision.least, decision.most, decision.drawn) == ("discard", 0, 2, [31, 32, 33])
    assert state.active == 0  # the turn is not over until the discard is chosen
    discards = [a for a in legal_actions(state, 0) if isinstance(a, Discard)]
    assert len(discards) == 1 + 5 + 10  # none, any one, any two of five cards
    old = hand[0]
    apply_action(state, 0, Discard((old,)))  # an old card may be discarded too
    assert old not in state.players[0].hand and state.discard == [old]
    assert state.active == 1 and not state.pending
    assert [e.kind for e in public(events)].count(Kind.DREW) == 0


@rule("R4.5")
def test_r4_5_discard_bounds_are_enforced():
    state = game(3)
    apply_action(state, 0, Marry(LEVANT))
    hand = state.players[0].hand
    refuses("R4.5", state, 0, Discard(tuple(hand[:3])))
    refuses("R4.5", state, 0, Discard((hand[0], hand[0])))
    outside = next(c for c in range(1, 34) if c not in hand)
    refuses("R4.5", state, 0, Discard((outside,)))
    refuses("R3.3", state, 0, Expand(LEVANT, (sp("B6"),)))
    refuses("R3.3", state, 1, Marry(fam("Tigris")))


@rule("R4.5")
def test_r4_5_no_draw_at_the_hand_limit_counting_sold_cards():
    state = game(4)  # limit 7
    set_hand(state, 0, [1, 2, 3, 4, 5])
    give_sold(state, 0, [6, 7])
    deck = list(state.deck)
    apply_action(state, 0, Marry(LEVANT))
    assert state.deck == deck and len(state.players[0].hand) == 5
    assert not state.pending and state.active == 1


@rule("R4.5")
def test_r4_5_a_draw_of_none_says_which_of_its_two_causes_stopped_it():
    """"drew no cards (at the hand limit, or no cards left)" gave two causes where the table can see which one holds
    (hand sizes and the piles are public, R10)."""
    names = ["Ann", "Bob", "Cyd", "Dan"]
    state = game(4)  # limit 7
    set_hand(state, 0, [1, 2, 3, 4, 5])
    give_sold(state, 0, [6, 7])
    (full,) = [e for e in apply_action(state, 0, Marry(LEVANT)) if isinstance(e, CardsDrawn)]
    assert str(describe(full, state.board, names)) == "Ann drew no cards (at the hand limit)."
    state = game(4)
    state.deck, state.discard = [], []
    (empty,) = [e for e in apply_action(state, 0, Marry(LEVANT)) if isinstance(e, CardsDrawn)]
    assert text("de")(describe(empty, state.board, names)) == "Ann zieht keine Karten (keine Karten mehr übrig)."
    assert str(describe(empty, state.board, names)) == "Ann drew no cards (none left to draw)."


@rule("R4.5")
def test_r4_5_sold_cards_raise_the_least_discard():
    state = game(4)  # limit 7: hand 4 + sold 2 = 6, draw 3 -> 9, discard at least 2
    set_hand(state, 0, [1, 2, 3, 4])
    give_sold(state, 0, [6, 7])
    apply_action(state, 0, Marry(LEVANT))
    assert (state.pending[0].least, state.pending[0].most) == (2, 2)
    refuses("R4.5", state, 0, Discard((6, 1)))  # a sold card can never be discarded


@rule("R4.5")
def test_r4_5_only_a_sold_card_is_refused_as_sold():
    """Every card not in the hand was refused "(sold cards cannot be discarded)": a player who
    typed a card never sold, say a count read as card number 1, was told of sales never made."""
    state = game(4)
    set_hand(state, 0, [1, 2, 3, 4])
    give_sold(state, 0, [6, 7])
    apply_action(state, 0, Marry(LEVANT))
    assert "sold cards cannot be discarded" in refuses("R4.5", state, 0, Discard((6, 1)))
    never = next(c for c in range(1, 34) if c not in state.players[0].hand + state.players[0].sold)
    said = refuses("R4.5", state, 0, Discard((never, 1)))
    assert said == f"R4.5: card {never} is not in your hand"


@rule("R4.5")
def test_r4_5_the_discard_pile_is_reshuffled_in_the_middle_of_a_draw():
    state = game(3)
    state.discard, state.deck = state.deck[:-1], state.deck[-1:]
    top = state.deck[0]
    pile = set(state.discard)
    events = apply_action(state, 0, Marry(LEVANT))
    drawn = state.pending[0].drawn
    assert drawn[0] == top and set(drawn[1:]) <= pile
    assert Kind.RESHUFFLED in [e.kind for e in events] and state.discard == []
    assert len(state.deck) == len(pile) - 2


@rule("R4.5")
def test_r4_5_fewer_than_three_cards_left_draws_what_there_is():
    state = game(3)
    state.discard, state.deck = state.deck[2:], state.deck[:2]
    state.discard, leftover = [], state.discard
    state.players[1].hand += leftover  # keep all 33 cards somewhere
    apply_action(state, 0, Marry(LEVANT))
    assert state.pending[0].drawn and len(state.pending[0].drawn) == 2
    assert state.pending[0].most == 1


@rule("R4.5")
def test_r4_5_nothing_to_draw_means_no_discard_decision():
    state = game(3)
    state.players[1].hand += state.deck
    state.deck = []
    apply_action(state, 0, Marry(LEVANT))
    assert not state.pending and state.active == 1


@rule("R4.5")
def test_r4_5_drawn_and_discarded_cards_are_private():
    state = game(3)
    events = apply_action(state, 0, Marry(LEVANT))
    drew = [e for e in events if e.kind == Kind.DREW]
    assert drew and all(e.private_to == 0 for e in drew)
    events = apply_action(state, 0, Discard(tuple(state.players[0].hand[:1])))
    secret = [e for e in events if e.kind == Kind.DISCARDED_CARDS]
    assert secret and secret[0].private_to == 0
    assert [e for e in public(events) if e.kind == Kind.DISCARDED] == [Discarded(player=0, count=1)]


@rule("R4.6")
@pytest.mark.parametrize("married_before", [True, False])
def test_r4_6_the_bag_tile_goes_home_only_if_someone_married_that_family(married_before):
    state = game(2)
    tigris = fam("Tigris")
    state.bag = [tigris]
    if married_before:
        give_tile(state, 1, "Tigris")
    state.players[1].hand += state.deck  # no draw: the turn ends at once
    state.deck = []
    events = apply_action(state, 0, Marry(LEVANT))
    assert state.bag == []
    bag_events = [e for e in public(events) if e.kind == Kind.TILE_FROM_BAG]
    assert bag_events == [TileFromBag(family=tigris, to_domain=married_before)]
    if married_before:
        assert state.tiles_left[tigris] == 1 and state.removed_tiles == []
    else:
        assert state.tiles_left[tigris] == 1 and state.removed_tiles == [tigris]


@rule("R4.6")
def test_r4_6_no_bag_with_three_players():
    state = game(3)
    apply_action(state, 0, Marry(LEVANT))
    apply_action(state, 0, Discard(()))
    assert state.bag == [] and state.removed_tiles == []


@rule("R4.5")
def test_the_seat_view_says_what_a_marriage_would_draw_and_the_hand_limit():
    state = game(4)  # limit 7
    set_hand(state, 0, [1, 2, 3, 4])
    give_sold(state, 0, [6, 7])
    mine = view(state, 0)
    assert (mine.cards_held, mine.hand_limit, mine.marriage_draws) == (6, 7, 3)
    give_sold(state, 0, [8])
    assert view(state, 0).marriage_draws == 0  # at the limit: the marriage draws nothing
    deck = list(state.deck)
    apply_action(state, 0, Marry(LEVANT))
    assert state.deck == deck  # as the view said
    assert view(state, 1).marriage_draws == min(3, len(state.deck) + len(state.discard))


@rule("R2.6")
@pytest.mark.parametrize(("players", "limit"), [(2, 10), (3, 10), (4, 7), (5, 6)])
def test_r2_6_the_limit_by_player_count_bounds_the_marriage_draw(players, limit):
    """The limit is not only a number in the tables: one below it a marriage draws 3 and
    must give 2 back (R4.5); at it, the marriage draws nothing."""
    state = game(players)
    set_hand(state, 0, list(range(1, limit)))
    apply_action(state, 0, Marry(LEVANT))
    [decision] = state.pending
    assert (len(decision.drawn), decision.least, decision.most) == (3, 2, 2)
    refuses("R4.5", state, 0, Discard((1,)))  # keeping 11 of a limit of 10 is refused
    apply_action(state, 0, Discard((1, 2)))
    assert len(state.players[0].hand) == limit
    state.active = 0
    deck = list(state.deck)
    apply_action(state, 0, Marry(fam("Tigris")))
    assert state.deck == deck and not state.pending


@rule("R4.1")
def test_r4_1_two_players_cannot_marry_a_family_whose_only_tile_the_other_holds():
    """With 2 players each domain starts with one tile: once the other player has it, the
    family is closed until the bag returns its second tile (R4.6)."""
    state = game(2)
    give_tile(state, 1, "Levant")
    assert "no Levant family tile" in refuses("R4.1", state, 0, Marry(LEVANT))
    assert Marry(LEVANT) not in legal_actions(state, 0)


@rule("R4.2")
@pytest.mark.parametrize("players", [4, 5])
def test_r4_2_four_and_five_players_hold_at_most_one_tile_per_family(players):
    """The one-tile limit holds for every count from 3 to 5, even with the family's second
    tile still in its domain."""
    state = game(players)
    give_tile(state, 0, "Levant")
    assert state.tiles_left[LEVANT] == 1
    refuses("R4.2", state, 0, Marry(LEVANT))
    assert Marry(LEVANT) not in legal_actions(state, 0)


@rule("R4.3")
def test_r4_3_exactly_the_portion_is_enough():
    """"Cannot pay" means less than the portion: a player with exactly the portion marries
    and is left with nothing."""
    state = game(3)
    portion = state.board.families[LEVANT].portion
    state.players[0].money = portion
    assert Marry(LEVANT) in legal_actions(state, 0)
    apply_action(state, 0, Marry(LEVANT))
    assert state.players[0].money == 0 and state.treasury[LEVANT] == portion


@rule("R4.5")
def test_r4_5_an_empty_deck_is_replaced_by_the_shuffled_discard_pile_before_drawing():
    """The deck ran out on an earlier turn (or the discard pile held every card): all three
    cards come from the discard pile, shuffled into a new deck."""
    state = game(3)
    state.deck, state.discard = [], state.deck
    pile = set(state.discard)
    events = apply_in_both(state, 0, Marry(LEVANT))
    assert len(state.pending[0].drawn) == 3 and set(state.pending[0].drawn) <= pile
    assert Kind.RESHUFFLED in [e.kind for e in events]
    assert state.discard == [] and len(state.deck) == len(pile) - 3


@rule("R4.5")
def test_r4_5_fewer_cards_in_deck_and_discard_together_are_all_drawn_across_the_reshuffle():
    """One card in the deck and one in the discard pile: the marriage draws both (the
    reshuffle happens in the middle of the draw) and may give back at most one."""
    state = game(3)
    state.players[1].hand += state.deck[2:]
    state.deck, state.discard = state.deck[:1], state.deck[1:2]
    both = set(state.deck + state.discard)
    apply_in_both(state, 0, Marry(LEVANT))
    [decision] = state.pending
    assert set(decision.drawn) == both and (decision.least, decision.most) == (0, 1)
    assert state.deck == [] and state.discard == []


@rule("R4.5")
def test_r4_5_the_deck_drawn_to_its_last_card_is_refilled_at_once_and_the_discards_start_a_new_pile():
    """Exactly three cards left: the marriage draws them, the deck is exhausted, and the
    discard pile becomes the new deck there and then; what the player gives back starts a
    new pile (and the public view shows the refilled deck before the discard)."""
    state = game(3)
    state.discard, state.deck = state.deck[:-3], state.deck[-3:]
    top, pile = set(state.deck), set(state.discard)
    events = apply_in_both(state, 0, Marry(LEVANT))
    [decision] = state.pending
    assert set(decision.drawn) == top and Kind.RESHUFFLED in [e.kind for e in events]
    assert set(state.deck) == pile and state.discard == []
    shown = view(state, None)
    assert (shown.deck_size, shown.discard_size) == (len(pile), 0)
    given_back = tuple(decision.drawn[:1])
    apply_in_both(state, 0, Discard(given_back))
    assert state.discard == list(given_back) and set(state.deck) == pile


@rule("R4.5")
def test_r4_5_a_game_begun_under_rules_version_2_keeps_its_pile_until_the_next_draw():
    """Games begun before the deck was refilled at once keep the timing they began under,
    so that their logs replay to the same decks (docs/rulings.md)."""
    state = game(3)
    state.rules_version = RulesVersion.REVISED_SALES
    state.discard, state.deck = state.deck[:-3], state.deck[-3:]
    pile = set(state.discard)
    events = apply_in_both(state, 0, Marry(LEVANT))
    assert Kind.RESHUFFLED not in [e.kind for e in events]
    assert state.deck == [] and set(state.discard) == pile


@rule("R4.5")
def test_r4_5_a_deck_and_pile_both_empty_after_the_draw_wait_for_the_discards():
    """Nothing to shuffle when the last card is drawn: the player's discards form the pile,
    which becomes the deck when a draw next needs a card."""
    state = game(3)
    state.players[1].hand += state.deck[3:]
    state.deck, state.discard = state.deck[:3], []
    events = apply_in_both(state, 0, Marry(LEVANT))
    assert Kind.RESHUFFLED not in [e.kind for e in events] and state.deck == [] == state.discard


@rule("R4.6")
def test_r4_6_the_tile_of_the_family_just_married_goes_back_to_its_domain():
    """The marriage of this very turn counts as having married into the family: its second
    tile, drawn from the bag, goes into the domain rather than out of the game."""
    state = game(2)
    state.bag = [LEVANT]
    state.players[1].hand += state.deck  # no draw: the turn ends at once
    state.deck = []
    events = apply_in_both(state, 0, Marry(LEVANT))
    assert [e for e in public(events) if e.kind == Kind.TILE_FROM_BAG] == [TileFromBag(family=LEVANT, to_domain=True)]
    assert state.tiles_left[LEVANT] == 1 and state.removed_tiles == []
    assert Marry(LEVANT) in legal_actions(state, 1)  # the other player may now marry Levant too


@rule("R4.6")
def test_r4_6_the_bag_tile_is_drawn_after_the_discard_and_never_on_an_expansion():
    """The tile is drawn at the end of the marrying turn, so after its discard; an
    expansion draws none. The tile leaving the game is public (R10)."""
    state = game(2)
    tigris = fam("Tigris")
    state.bag = [fam("Persian"), tigris]
    apply_in_both(state, 0, Marry(LEVANT))
    assert state.pending and len(state.bag) == 2  # the discard is still open
    apply_in_both(state, 0, Discard(()))
    assert len(state.bag) == 1
    removed = state.removed_tiles[:]
    give_tile(state, 1, "Tigris")
    apply_in_both(state, 1, Expand(tigris, (sp("E6"),)))
    assert len(state.bag) == 1 and state.removed_tiles == removed
    assert view(state).removed_tiles == tuple(removed) and view(state).bag_size == 1


@rule("R4.6")
def test_r4_6_an_empty_bag_draws_nothing():
    """Once the ten tiles are drawn, marriages go on without a bag draw."""
    state = game(2)
    state.removed_tiles, state.bag = state.bag, []
    state.players[1].hand += state.deck
    state.deck = []
    events = apply_in_both(state, 0, Marry(LEVANT))
    assert Kind.TILE_FROM_BAG not in [e.kind for e in events]
    assert state.tiles_left[LEVANT] == 0 and state.active == 1


@rule("R4.5")
def test_r4_5_a_player_knows_its_own_discards_until_the_pile_becomes_the_deck():
    """Only the player knows which cards it discarded: the state keeps them as its own while they
    lie in the pile, and forgets them once the pile is shuffled into a new deck."""
    state = game(3)
    stack_deck(state, [31, 32, 33])
    apply_action(state, 0, Marry(LEVANT))
    apply_action(state, 0, Discard((31, 32)))
    assert state.discard == [31, 32]
    assert [p.discarded for p in state.players] == [[31, 32], [], []]
    state.players[2].hand += state.deck[:-2]  # two cards left: seat 1's draw turns the pile into the deck
    state.deck = state.deck[-2:]
    apply_action(state, 1, Marry(fam("Tigris")))
    assert state.discard == [] and len(state.deck) == 1
    assert [p.discarded for p in state.players] == [[], [], []]
