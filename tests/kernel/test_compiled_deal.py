"""Dealing a walk's world on the compiled kernel (``bot.ai.kernel.dealing``) is the Python deal
(``bot.ai.conceal.deal``): from the same view and stream, the same hands, discard pile, deck,
bag, game generator and open decisions, array for array, and the stream left in the same place
(the seat's own discards kept in the pile, R4.5);
a walk started by the kernel's dealer (the deal, the own move, its open decisions answered)
goes on as the Python one does; and the deal never depends on what the seat cannot know (R10).
At every table size and rules version, in thousands of positions of random games. Here, not in
tests/ai, so that CI also runs it at the lowest numba."""

import random

import numpy as np

from bot.ai.conceal import deal
from bot.ai.kernel import KernelDealer, dealing, decoded, layout
from bot.ai.worlds import PythonDealer
from bot.engine import state_to_json
from bot.engine.fast import fast_state, game_state, moves
from bot.engine.state import RulesVersion
from tests.support.engine_differential import random_positions
from tests.support.engine_scenarios import deal_secrets_again

GAMES = 40  # 10 at each table size, their rules versions and sale timings mixed (random_setup)


def compiled_deal(view: np.ndarray, seat: int, stream: int) -> tuple[np.ndarray, np.ndarray]:
    """The kernel's deal of a packed view: the world's array and its generators (the game's, the stream)."""
    st, rng = np.zeros_like(view), np.zeros(2, dtype=np.uint64)
    rng[layout.CHOOSER_RNG] = stream
    dealing.deal(view, st, rng, seat, np.zeros(1 + layout.GOODS, dtype=np.int64))
    return st, rng


def test_the_compiled_deal_is_the_python_deal():
    seen, pinned, hidden_offers, dealt, own_discards = set(), 0, 0, 0, 0
    for number, (state, seat, stream) in enumerate(random_positions(GAMES)):
        s = fast_state(state)
        world, after = deal(s, seat, stream)
        expected, _ = layout.pack_fast(world)
        st, rng = compiled_deal(layout.pack_fast(s)[0], seat, stream)
        assert np.array_equal(st, expected), number
        assert (int(rng[layout.GAME_RNG]), int(rng[layout.CHOOSER_RNG])) == (world.rng, after), number
        seen.add((len(state.players), state.rules_version))
        pinned += any(d.kind == "sale" and d.player != seat for d in state.pending)
        hidden_offers += any(d.player != seat for d in state.offers)
        dealt += world.hands != s.hands or world.deck != s.deck
        own_discards += bool(s.discarded[seat]) and len(s.discard) > len(s.discarded[seat])
    assert number > 3000 and dealt > 3000 and pinned > 5 and hidden_offers > 100 and own_discards > 300
    assert seen == {(players, rules) for players in range(2, 6) for rules in RulesVersion}


def test_a_world_dealt_never_depends_on_what_the_seat_cannot_know():
    chooser, compared = random.Random(50), 0
    for number, (state, seat, stream) in enumerate(random_positions(GAMES // 2)):
        if number % 4:
            continue
        twin = deal_secrets_again(state, seat, chooser)  # another truth the seat cannot tell apart
        for d in twin.pending:
            if d.player != seat and d.drawn:
                d.drawn = sorted(twin.deck + twin.discard)[:len(d.drawn)]
        assert state_to_json(twin) != state_to_json(state)
        worlds = [deal(fast_state(truth), seat, stream) for truth in (state, twin)]
        assert state_to_json(game_state(worlds[0][0])) == state_to_json(game_state(worlds[1][0])), number
        assert worlds[0][1] == worlds[1][1]
        arrays = [compiled_deal(layout.pack_fast(fast_state(truth))[0], seat, stream) for truth in (state, twin)]
        assert np.array_equal(arrays[0][0], arrays[1][0]) and np.array_equal(arrays[0][1], arrays[1][1]), number
        compared += 1
    assert compared > 300


def test_a_walk_dealt_on_the_kernel_goes_on_as_the_python_one():
    started, rival_turns = 0, 0
    for number, (state, seat, stream) in enumerate(random_positions(GAMES)):
        if number % 10:
            continue
        s = fast_state(state)
        listed = moves(s, seat)
        own = [listed.at(k) for k in range(0, listed.total, max(1, listed.total // 3))]
        k = stream % len(own)
        compiled, python = KernelDealer(s, seat, own).walk(k, stream), PythonDealer(s, seat, own).walk(k, stream)
        assert compiled.stream == python.stream, number
        turn, expected = compiled.turn(seat), python.turn(seat)
        assert (None if turn is None else (turn[0], [decoded(key) for key in turn[1]])) == expected, number
        assert compiled.stream == python.stream, number
        if expected is not None:
            compiled.play(expected[0], 0)
            python.play(expected[0], 0)
            rival_turns += 1
        seats = list(range(len(state.players)))
        until = state.turn + 2 * len(seats)
        assert compiled.rollout(until, seats) == python.rollout(until, seats), number
        started += 1
    assert started > 300 and rival_turns > 200
