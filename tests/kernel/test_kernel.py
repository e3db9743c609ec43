"""The compiled kernel (``bot.ai.kernel``) plays by the reference engine's rules: random
games through both agree on every legal-move list and every state, and a whole playout in one
compiled call ends where the reference engine, picking the same moves, ends. Here and not
under tests/engine, so that CI also runs it at the lowest numba the project allows."""

import time

import pytest

from bot.ai import kernel
from bot.engine import apply_action, awaiting, legal_actions, new_game, state_to_json
from bot.engine.rng import below
from bot.engine.state import RulesVersion
from bot.lab.kernel_game import KernelGame, random_playout
from tests.support.engine_differential import random_setup, seat_answering
from tests.support.engine_scenarios import played


def test_random_games_agree_with_the_reference_engine(request):
    games = request.config.getoption("--differential-games")
    start, actions = time.perf_counter(), 0
    for number in range(games):
        chooser, state = random_setup(2 + number % 4, number)
        game = KernelGame(state)
        while not state.over:
            seat = seat_answering(state, chooser)
            assert game.to_move() == awaiting(state)[0].player
            reference = legal_actions(state, seat)
            assert game.moves(seat) == reference, (number, actions)
            i = chooser.randrange(len(reference))
            apply_action(state, seat, reference[i])
            game.play(seat, i)
            actions += 1
            assert state_to_json(game.state()) == state_to_json(state), (number, actions, reference[i])
    print(f"\n{games} games, {actions} actions: every legal-move list and state identical in the compiled kernel "
          f"in {time.perf_counter() - start:.1f} s")


@pytest.mark.parametrize("rules", list(RulesVersion))
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_playout_in_one_call_ends_where_the_reference_engine_ends(players, rules):
    for seed in range(5):
        state, _ = new_game([f"p{i}" for i in range(players)], seed, sales_at_once=seed % 2 == 0, rules_version=rules)
        game = random_playout(state, chooser=seed)
        picks, count = seed, 0
        while not state.over:
            seat = awaiting(state)[0].player
            actions = legal_actions(state, seat)
            picks, i = below(picks, len(actions))
            apply_action(state, seat, actions[i])
            count += 1
        assert game.played == count
        assert state_to_json(game.state()) == state_to_json(state)


def test_a_state_survives_the_round_trip_through_the_kernel():
    for players in range(2, 6):
        state = played(players, players, 40)
        assert state_to_json(KernelGame(state).state()) == state_to_json(state)


def test_the_kernel_leaves_the_state_it_was_given_alone():
    state = played(3, 1, 20)
    before = state_to_json(state)
    random_playout(state, chooser=4)
    assert state_to_json(state) == before


def test_a_move_the_seat_does_not_have_is_refused_and_changes_nothing():
    game = KernelGame(played(3, 2, 10))
    seat = game.to_move()
    before = state_to_json(game.state())
    for wrong in (-1, game.total(seat), game.total(seat) + 5):
        with pytest.raises(IndexError):
            game.play(seat, wrong)
    assert state_to_json(game.state()) == before


def test_a_position_where_the_awaited_seat_has_no_move_is_refused_not_played_forever():
    state, _ = new_game(["a", "b", "c"], 3)
    for player in state.players:
        player.money = 0  # nobody can marry, and nobody holds a family yet
    assert legal_actions(state, state.active) == []
    with pytest.raises(ValueError, match="no legal move"):
        random_playout(state, chooser=1)


@pytest.mark.slow
def test_without_numba_the_bench_times_the_pure_python_engines_and_says_so(capsys, monkeypatch):
    from bot.cli import main

    monkeypatch.setattr(kernel, "available", lambda: False)
    assert main(["bench", "engine", "--games", "1"]) == 0
    out = capsys.readouterr().out
    assert "compiled kernel: not installed (pip install '.[kernel]'" in out
    assert "fast engine" in out and "compiled kernel vs reference" not in out
