"""R4.5, R10: a seat's concealed worlds keep the cards it discarded in the discard pile, where it
knows they are, until the pile becomes the deck; who else discarded what stays their secret."""

import random

import pytest

from bot.ai import conceal
from bot.engine import Discard, Marry, apply_action
from tests.support.engine_scenarios import fam, game, played, stack_deck

rule = pytest.mark.rule


@rule("R4.5")
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_seats_worlds_keep_its_own_discards_in_the_pile(players):
    rng, checked = random.Random(players), 0
    for seed in range(40):
        state = played(players, seed, rng.randrange(20, 120))
        for seat, player in enumerate(state.players):
            if not player.discarded:
                continue
            for k in range(4):
                world = conceal(state, seat, random.Random(k))
                assert set(player.discarded) <= set(world.discard), (seed, seat)
                assert len(world.discard) == len(state.discard)
                assert [p.discarded for p in world.players] == [
                    player.discarded if i == seat else [] for i in range(players)]
                checked += 1
    assert checked > 40


@rule("R4.5")
def test_once_the_pile_is_the_deck_the_seat_no_longer_knows_where_its_discards_are():
    state = game(3)
    stack_deck(state, [31, 32, 33])
    apply_action(state, 0, Marry(fam("Levant")))
    apply_action(state, 0, Discard((31, 32)))
    state.players[2].hand += state.deck[:-2]  # seat 1's draw empties the deck: the pile becomes the deck
    state.deck = state.deck[-2:]
    worlds = [conceal(state, 0, random.Random(k)) for k in range(40)]
    assert all({31, 32} <= set(w.discard) for w in worlds)
    assert all(31 not in w.players[2].hand and 32 not in w.players[2].hand for w in worlds)
    apply_action(state, 1, Marry(fam("Tigris")))
    drawn = set(state.pending[0].drawn)
    worlds = [conceal(state, 0, random.Random(k)) for k in range(40)]
    assert all(not w.discard and not w.players[0].discarded for w in worlds)
    assert any({31, 32} - drawn & set(w.players[2].hand) for w in worlds)
