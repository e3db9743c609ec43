"""A copy of the database checks each game against the replay of its log (``Game.replayed``), and
an import checks the replay against the exported state's digest. A player's memory of its own
discards (``Player.discarded``) is no part of the log: a game saved before the bot kept it has
none, and one played on since remembers only the discards after. Such games still equal their
replay, and files exported before still import; a changed position does not (docs/upgrades.md)."""

import json
import random

import pytest

from bot.engine import (
    RULES_SETUP,
    action_from_text,
    action_to_dict,
    action_to_text,
    apply_action,
    awaiting,
    legal_actions,
    memory_of,
    state_from_dict,
    state_to_dict,
    state_to_json,
)
from bot.games.samarkand.game_settings import Settings
from bot.games.samarkand.plugged import SAMARKAND
from bot.ops.transfer import TransferError, digest
from bot.ops.transfer import replayed as imported

NAMES = ["Ann", "Bob", "Cem"]
SEED = 4


def game_file(state_json: str, log, memory) -> dict:
    """What ``python -m bot export`` writes of a game, as far as the replay reads it."""
    data = {"seats": [{"name": name} for name in NAMES], "settings": Settings().to_json(), "seed": SEED,
            "board": json.loads(state_json)["board"], "state_sha256": digest(state_json),
            "log": [{"seat": seat, "action": action_to_dict(action_from_text(text))} for seat, text in log]}
    return data if memory is None else {**data, "discarded": memory}


def play(state, log, rng, until):
    """Random moves, each discarding what it may, until ``until`` actions are logged."""
    while len(log) < until and not state.over:
        seat = awaiting(state)[0].player
        action = rng.choice(legal_actions(state, seat))
        apply_action(state, seat, action)
        log.append((seat, action_to_text(action)))


def forgetful(data):
    """The saved state as a release before ``Player.discarded`` wrote it."""
    for player in data["players"]:
        del player["discarded"]
    return data


def replayed(saved: str, log) -> str:
    return SAMARKAND.replayed(saved, Settings().to_json(), NAMES, SEED, log)


def discarded_somewhere(state) -> bool:
    return any(player.discarded for player in state.players)


def test_a_game_saved_before_the_memory_and_played_on_since_equals_its_replay():
    state, _ = RULES_SETUP.start(NAMES, SEED, seated=True)
    log, rng = [], random.Random(1)
    play(state, log, rng, 30)
    assert discarded_somewhere(state), "the test needs a discard in the pile"
    old = json.dumps(forgetful(state_to_dict(state)))
    assert replayed(old, log) != "" and json.loads(replayed(old, log)) == json.loads(old)
    resumed = state_from_dict(json.loads(old))  # the new release loads it: nobody remembers anything
    play(resumed, log, rng, 60)
    saved = state_to_json(resumed)
    assert replayed(saved, log) == saved


def test_a_game_whose_position_was_changed_does_not_equal_its_replay():
    state, _ = RULES_SETUP.start(NAMES, SEED, seated=True)
    log = []
    play(state, log, random.Random(1), 30)
    data = state_to_dict(state)
    data["players"][0]["money"] += 1
    assert replayed(json.dumps(data), log) != json.dumps(data)


def test_a_file_exported_before_the_memory_or_across_it_imports_with_the_memory_it_had():
    state, _ = RULES_SETUP.start(NAMES, SEED, seated=True)
    log, rng = [], random.Random(1)
    play(state, log, rng, 30)
    old = json.dumps(forgetful(state_to_dict(state)), separators=(",", ":"), sort_keys=True)
    assert not any(player.discarded for player in imported(game_file(old, log, None), "old.json").players)
    resumed = state_from_dict(json.loads(old))
    play(resumed, log, rng, 60)
    saved = state_to_json(resumed)
    again = imported(game_file(saved, log, memory_of(json.loads(saved))), "new.json")
    assert state_to_json(again) == saved
    with pytest.raises(TransferError, match="another position"):
        imported(game_file(saved, log, [[] for _ in NAMES] if discarded_somewhere(resumed) else [[7], [], []]), "x")
    whole = state_to_json(state)  # a file naming no memory, of a replay: the memory the log leads to
    assert state_to_json(imported(game_file(whole, log[:30], None), "replay.json")) == whole
