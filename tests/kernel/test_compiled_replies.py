"""The expert's walk on the compiled kernel (``bot.ai.kernel.KernelWalk``) is its walk in pure
Python (``bot.ai.rivals.PythonWalk``): in the same world with the same stream, each rival's turn
comes to the same seat with the same replies in the same order, leaves the stream where the
Python one leaves it, and the rollout after ends in the same values; at every table size and
rules version, in thousands of positions of random games. And a whole expert search walks the
same tree both ways. Here, not in tests/ai, so that CI also runs it at the lowest numba."""

import pytest

from bot.ai import rivals, rollout
from bot.ai.budget import Budget
from bot.ai.expert import ExpertPlayer
from bot.ai.kernel import KernelWalk, decoded
from bot.engine.fast import fast_state, moves
from bot.engine.state import RulesVersion
from tests.support.engine_differential import random_positions
from tests.support.engine_scenarios import played

GAMES = 40     # 10 at each table size, their rules versions and sale timings mixed (random_setup)
NOBODY = -1    # the searching seat, for a walk that goes round the whole table
TURNS = 2      # rivals' turns a walk compares: the first's reply played, then the next's


def compiled_turn(walk: KernelWalk) -> tuple[int, list[object]] | None:
    """The walk's next rival turn, its replies as actions."""
    turn = walk.turn(NOBODY)
    return None if turn is None else (turn[0], [decoded(key) for key in turn[1]])


@pytest.mark.slow
def test_a_rivals_compiled_replies_are_its_python_replies_and_the_rollout_after_ends_alike():
    seen, turns, sampled, rolled = set(), 0, 0, 0
    for number, (state, _, stream) in enumerate(random_positions(GAMES)):
        compiled, python = KernelWalk(fast_state(state), stream), rivals.PythonWalk(fast_state(state), stream)
        for _ in range(TURNS):
            before = python.stream
            expected = python.turn(NOBODY)
            assert compiled_turn(compiled) == expected, number
            assert compiled.stream == python.stream, number
            if expected is None:
                break
            mover, options = expected
            assert options and all(action in moves(python.world, mover).all() for action in options)
            sampled += python.stream != before  # more legal moves than the sample: ten were drawn
            turns += 1
            k = number % len(options)
            compiled.play(mover, k)
            python.play(mover, k)
        if number % 5 == 0:
            seats = list(range(len(state.players)))
            until = state.turn + 2 * len(seats)
            assert compiled.rollout(until, seats) == python.rollout(until, seats), number
            rolled += 1
        seen.add((len(state.players), state.rules_version))
    assert turns > 5000 and sampled > 2000 and rolled > 600
    assert seen == {(players, rules) for players in range(2, 6) for rules in RulesVersion}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_expert_walks_the_same_tree_with_compiled_replies_and_in_pure_python(players, monkeypatch):
    monkeypatch.setattr(rollout, "_compiled", None)  # restored after the test
    s = fast_state(played(players, players, 12 * players))
    seat = rivals.settle(s)  # a turn to search, its open decisions answered
    assert seat is not None
    trees = []
    for on in (True, False):
        rollout.use_compiled(on)
        expert = ExpertPlayer(players, Budget.walks_only(120))
        ranked = expert.candidates(s, seat)
        trees.append([(node.visits, node.total, node.available) for node in expert.search(s, seat, ranked)])
    assert trees[0] == trees[1]
    assert len(trees[0]) > 1 and sum(visits for visits, _, _ in trees[0]) == 120
