"""Random games played through the fast engine (``bot.engine.fast``) and the reference
engine side by side, compared after every action: the legal moves of the seat to act, every
family's frontier, what every hand scores, and the whole state. ``pytest tests/engine/test_fast.py
--differential-games 10000`` runs the long check."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass

from bot.engine import GameState, apply_action, awaiting, frontier, legal_actions, new_game, score, state_to_json
from bot.engine.fast import fast_state, game_state, moves, play
from bot.engine.state import CURRENT_RULES, RulesVersion


@dataclass
class Tally:
    games: int = 0
    actions: int = 0
    move_lists: int = 0


def random_setup(players: int, seed: int) -> tuple[random.Random, GameState]:
    """The chooser and the new game of random game ``seed``: every third game keeps the literal
    "sales: at once" timing and every fifth the first sale ruling, so that sale decisions also
    hold the turn up; the rules versions between take a fifth each, today's two fifths."""
    rules = {4: RulesVersion.FIRST_SALE_RULING, 3: RulesVersion.REVISED_SALES,
             2: RulesVersion.DECK_REFILLED_AT_ONCE}.get(seed % 5, CURRENT_RULES)
    state, _ = new_game([f"p{i}" for i in range(players)], seed, sales_at_once=seed % 3 == 0, rules_version=rules)
    return random.Random(seed), state


def seat_answering(state: GameState, chooser: random.Random) -> int:
    """The seat to move next: the awaited one, or half the time the holder of an open private
    offer, answering it before the awaited seat moves."""
    if state.offers and chooser.random() < 0.5:
        return chooser.choice(state.offers).player
    return awaiting(state)[0].player


def random_positions(games: int) -> Iterator[tuple[GameState, int, int]]:
    """Every position of ``games`` random games (``random_setup``: a quarter at each table size,
    their rules versions and sale timings mixed), with the seat that moves there and a random
    64-bit stream, for the compiled thinking's differential tests (``tests/kernel``)."""
    for number in range(games):
        chooser, state = random_setup(2 + number % 4, number)
        while not state.over:
            seat = seat_answering(state, chooser)
            yield state, seat, chooser.getrandbits(64)
            actions = legal_actions(state, seat)
            apply_action(state, seat, actions[chooser.randrange(len(actions))])


def play_both(players: int, seed: int, tally: Tally) -> None:
    """One random game (``random_setup``) on both engines; AssertionError at the first difference."""
    chooser, state = random_setup(players, seed)
    fast = fast_state(state)
    while not state.over:
        seat = seat_answering(state, chooser)
        assert fast.to_move() == awaiting(state)[0].player
        reference = legal_actions(state, seat)
        listed = moves(fast, seat)
        assert listed.total == len(reference)
        assert listed.all() == reference, (players, seed, tally.actions)
        tally.move_lists += 1
        action = reference[chooser.randrange(len(reference))]
        apply_action(state, seat, action)
        play(fast, seat, action)
        tally.actions += 1
        assert fast.frontier == [set(frontier(state, f)) for f in range(len(state.board.families))]
        assert fast.points == [line.cards for line in score(state)]
        assert state_to_json(game_state(fast)) == state_to_json(state), (players, seed, tally.actions, action)
    assert fast.over
    tally.games += 1


def run(games: int) -> Tally:
    """``games`` random games, spread evenly over 2-5 players."""
    tally = Tally()
    for number in range(games):
        play_both(2 + number % 4, number, tally)
    return tally
