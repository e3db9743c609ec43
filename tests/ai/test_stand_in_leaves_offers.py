"""A time-out stand-in plays the late player's turn, never their secret answer to a sale offer:
the offer lasts until the seat's move (R6.5), so the stand-in's move closes it, the card kept."""

import random

import pytest

from bot.ai.thinking import think
from bot.engine import SaleDecision, action_from_text, apply_action, awaiting, legal_actions, new_game, state_to_json
from bot.engine.events import OfferClosed
from bot.engine.state import GameState


def turns_with_an_open_offer(count: int) -> list[GameState]:
    """Positions of random games (offers left open) where the player to move holds an open offer."""
    found = []
    for seed in range(200):
        rng = random.Random(seed)
        state, _ = new_game(["Ann", "Bob", "Cyd"], seed)
        while not state.over and len(found) < count:
            if not state.pending and any(offer.player == state.active for offer in state.offers):
                found.append(state.clone())
                break
            seat = awaiting(state)[0].player
            moves = [a for a in legal_actions(state, seat) if not isinstance(a, SaleDecision)]
            apply_action(state, seat, rng.choice(moves))
    return found


@pytest.mark.parametrize("level", ["random", "greedy", "search", "expert"])
def test_a_stand_in_plays_the_turn_and_leaves_the_players_offer_open(level):
    positions = turns_with_an_open_offer(3)
    assert len(positions) == 3
    for state in positions:
        seat = state.active
        assert any(isinstance(a, SaleDecision) for a in legal_actions(state, seat))  # the seat could answer it
        chosen = action_from_text(think(level, state_to_json(state), seat, seed=7, seconds=0.05))
        assert not isinstance(chosen, SaleDecision), chosen
        assert chosen in legal_actions(state, seat)  # a move of the turn
        played, offered = state.clone(), [o.card for o in state.offers if o.player == seat]
        events = apply_action(played, seat, chosen)
        closed = [(e.card, e.reason) for e in events if isinstance(e, OfferClosed) and e.player == seat]
        assert closed == [(card, "acted") for card in offered]  # kept, with the move
        assert all(card in played.players[seat].hand for card in offered)
