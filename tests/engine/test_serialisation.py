"""JSON round trips, the action codec, determinism and events' JSON form."""

import json

import pytest

from bot.engine import (
    Discard,
    Expand,
    Marry,
    SaleDecision,
    action_from_dict,
    action_to_dict,
    apply_action,
    event_to_json,
    new_game,
    state_from_json,
    state_to_dict,
    state_to_json,
)
from tests.support.engine_scenarios import NAMES, fam, game


@pytest.mark.parametrize("action", [Marry(3), Expand(2, (5,)), Expand(2, (5, 6)), Discard(()),
                                    Discard((4, 9)), SaleDecision(12, True), SaleDecision(1, False)])
def test_every_action_survives_the_log_codec(action):
    assert action_from_dict(json.loads(json.dumps(action_to_dict(action)))) == action


def test_a_malformed_log_entry_is_refused():
    with pytest.raises(ValueError):
        action_from_dict({"type": "teleport"})
    with pytest.raises(TypeError):
        action_to_dict("marry")  # type: ignore[arg-type]
    for answer in ("no", "false", 2, None):  # bool("no") is True: a malformed answer must not sell
        with pytest.raises(ValueError):
            action_from_dict({"type": "sale", "card": 3, "sell": answer})


def test_the_state_json_includes_the_generator_and_round_trips():
    state = game(3, 11)
    apply_action(state, 0, Marry(fam("Levant")))
    text = state_to_json(state)
    again = state_from_json(text)
    assert again == state and state_to_json(again) == text
    assert json.loads(text)["rng"] == state.rng and json.loads(text)["pending"]


def test_a_state_saved_before_players_knew_their_discards_loads_with_none():
    """Saved games and the upgrade fixtures predate ``Player.discarded``: they load (same format),
    each player's discards forgotten, and are saved again with the field."""
    state = game(3, 11)
    apply_action(state, 0, Marry(fam("Levant")))
    apply_action(state, 0, Discard(tuple(state.pending[0].drawn[:2])))
    data = json.loads(state_to_json(state))
    assert data["players"][0]["discarded"] == state.discard
    for player in data["players"]:
        del player["discarded"]
    old = state_from_json(json.dumps(data))
    assert [p.discarded for p in old.players] == [[], [], []] and old.discard == state.discard
    assert json.loads(state_to_json(old))["players"][0]["discarded"] == []


def test_a_restored_state_draws_the_same_future():
    state = game(2, 4)
    apply_action(state, 0, Marry(fam("Levant")))
    twin = state_from_json(state_to_json(state))
    for s in (state, twin):
        s.deck, s.discard = [], s.deck  # force a reshuffle with the stored generator
        s.pending.clear()
        s.active = 0
        s.players[0].tiles = []
        s.players[0].money = 10
    apply_action(state, 0, Marry(fam("Tigris")))
    apply_action(twin, 0, Marry(fam("Tigris")))
    assert state.deck == twin.deck and state.pending == twin.pending


def test_the_same_seed_gives_the_same_game_and_another_seed_another():
    a, _ = new_game(NAMES[:4], 99)
    b, _ = new_game(NAMES[:4], 99)
    c, _ = new_game(NAMES[:4], 100)
    assert state_to_json(a) == state_to_json(b) != state_to_json(c)


def test_a_state_from_another_board_or_format_is_refused():
    data = state_to_dict(game(3))
    with pytest.raises(ValueError, match="board"):
        state_from_json(json.dumps({**data, "board": "elsewhere"}))
    with pytest.raises(ValueError, match="format"):
        state_from_json(json.dumps({**data, "format": 99}))


def test_events_are_json_with_privacy_marked():
    state = game(3)
    events = apply_action(state, 0, Marry(fam("Levant")))
    as_json = [event_to_json(e) for e in events]
    json.dumps(as_json)
    assert [d["private_to"] for d in as_json if "private_to" in d] == [0]
