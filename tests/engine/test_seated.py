"""A started game rebuilds from its seats in playing order (``new_game(..., seated=True)``):
the same game as from the names in any order, and a seat renamed since (a person forgotten,
docs/privacy.md) rebuilds to the same position under its new name."""

from bot.engine import new_game, state_to_json
from tests.support.engine_scenarios import NAMES


def test_a_game_rebuilt_from_its_seats_in_playing_order_is_the_same_game():
    for seed in range(20):
        state, _ = new_game(NAMES[:2 + seed % 4], seed)
        seated, _ = new_game([player.name for player in state.players], seed, seated=True)
        assert state_to_json(seated) == state_to_json(state)


def test_a_renamed_seat_rebuilds_to_the_same_position_under_its_new_name():
    for seed in range(20):
        state, _ = new_game(NAMES[:3 + seed % 3], seed)
        names = [player.name for player in state.players]
        names[seed % 3] = state.players[seed % 3].name = "Former player"
        renamed, _ = new_game(names, seed, seated=True)
        assert state_to_json(renamed) == state_to_json(state)
