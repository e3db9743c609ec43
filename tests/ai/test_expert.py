"""The expert level: legal in every table size, the same choice for the same seed, blind to
what its seat may not know, and the tournament's head-to-head match that measures it."""

import random

import pytest

from bot.ai import conceal, rivals
from bot.ai.budget import Budget
from bot.ai.expert import ExpertPlayer, Node, pick
from bot.ai.rivals import CROWDED_SAMPLE, REPLY_KEEP, REPLY_SAMPLE, replies
from bot.ai.rollout import sample
from bot.cli import main
from bot.engine import apply_action, awaiting, legal_actions, state_to_json
from bot.engine.fast import fast_state, moves
from tests.support.engine_scenarios import deal_secrets_again, game, played


def expert(seed: int, iterations: int = 40) -> ExpertPlayer:
    """An expert bounded by iterations only, so that its choice does not depend on the clock."""
    return ExpertPlayer(seed, Budget.walks_only(iterations))


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_expert_plays_whole_games_legally(players):
    state = game(players, seed=players)
    thinkers = [expert(seat, iterations=6) for seat in range(players)]
    rng = random.Random(players)
    while not state.over:
        seat = awaiting(state)[0].player
        action = thinkers[seat].choose(conceal(state, seat, rng), seat)
        assert action in legal_actions(state, seat)
        apply_action(state, seat, action)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_same_seed_and_iterations_give_the_same_choice(players):
    chosen = set()
    for seed in range(4):
        state = played(players, seed, 12 + 5 * seed)
        if state.over:
            continue
        seat = awaiting(state)[0].player
        seen = conceal(state, seat, random.Random(seed))
        first = expert(seed).choose(seen, seat)
        assert expert(seed).choose(seen, seat) == first
        chosen.add(first)
    assert len(chosen) > 1  # positions differ, and so do the choices: the test compares something


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_positions_that_differ_only_in_secrets_give_the_same_choice(players):
    rng = random.Random(players)
    compared = 0
    for seed in range(6):
        state = played(players, seed, rng.randrange(5, 40))
        if state.over or state.pending:
            continue
        seat = awaiting(state)[0].player
        twin = deal_secrets_again(state, seat, rng)
        assert state_to_json(twin) != state_to_json(state)
        mine = expert(seed).choose(conceal(state, seat, random.Random(9)), seat)
        assert expert(seed).choose(conceal(twin, seat, random.Random(9)), seat) == mine
        compared += 1
    assert compared >= 3


def test_a_rivals_replies_are_its_best_judged_moves_legal_in_the_world():
    state = played(3, 4, 20)
    s = fast_state(state)
    mover = s.to_move()
    chosen, stream = replies(s, mover, 1)
    legal = moves(s, mover).all()
    assert len(legal) > REPLY_SAMPLE and stream != 1  # a sample was drawn
    assert len(chosen) == REPLY_KEEP and all(action in legal for action in chosen)


@pytest.mark.parametrize(("players", "judged"), [(2, REPLY_SAMPLE), (3, REPLY_SAMPLE), (4, CROWDED_SAMPLE),
                                               (5, CROWDED_SAMPLE)])
def test_a_rival_judges_a_larger_sample_at_a_crowded_table(players, judged, monkeypatch):
    """From 4 players each rival's reply weighs more (three of them come between two of the
    expert's moves), so more of its legal moves are judged."""
    drawn = []
    monkeypatch.setattr(rivals, "sample", lambda total, stream, size: drawn.append(size) or sample(total, stream, size))
    s = fast_state(played(players, 4, 6 * players))
    mover = rivals.settle(s)
    assert mover is not None and moves(s, mover).total > judged
    replies(s, mover, 1)
    assert drawn == [judged]


def test_the_tree_tries_every_offered_move_once_before_it_prefers_one():
    nodes = [Node(), Node(), Node()]
    nodes[0].visits, nodes[0].total = 1, 100.0
    assert pick(nodes, [1, 1, 1]) == 1
    nodes[1].visits, nodes[1].total = 1, 0.0
    nodes[2].visits, nodes[2].total = 1, 5.0
    assert pick(nodes, [3, 3, 3]) == 0  # all tried: the best mean, the same uncertainty
    nodes[2].visits, nodes[2].total = 1, 99.0
    assert pick(nodes, [3, 3, 30]) == 2  # offered ten times as often, tried once: worth a look


def test_a_match_prints_each_levels_wins_with_a_wilson_interval(capsys):
    assert main(["tournament", "--match", "expert@3,random", "--games", "2", "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert "Match: expert@3, random; 2 games of 2 players" in out
    assert "expert@3 #1" in out and "random #2" in out and out.count("95% CI") == 2


@pytest.mark.parametrize(("typed", "said"), [
    ("expert,master", "'master' is not a level"),
    ("greedy@5,search", "'greedy@5' is not a level"),
    ("expert@0,search", "'expert@0' is not a level"),
    ("expert", "give 2 to 5 levels, not 1"),
    ("random,random,random,random,random,random", "not 6"),
])
def test_a_match_of_unknown_levels_is_refused_in_a_sentence(typed, said, capsys):
    assert main(["tournament", "--match", typed]) == 2
    assert said in capsys.readouterr().err


def test_the_ladder_refuses_a_level_named_twice(capsys):
    assert main(["tournament", "--ladder", "--levels", "random,search@1200,Könner@1200"]) == 2
    assert "name each level once" in capsys.readouterr().err
