"""A map window of the turn image or the review image is placed where its edges cut the fewest
camels and goods markers: a play-test saw camels and markers cut in half by a window's top edge,
since the window was fitted to the hexes it is about and cut the pieces of the hexes around
them. It may move by a hex's radius at most, and only as far as those hexes stay whole; a piece
it still cuts is drawn in part (left out, its hex would read as empty)."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from bot.engine import Expand, Marry, legal_actions, view
from rendering.geometry import cut
from rendering.hexmap import piece_boxes
from rendering.review_image import map_windows, where
from rendering.turn_image import focus, turn_geometry, windows_for
from tests.support.engine_scenarios import BOARD
from tests.support.image_scenes import last_turn, played

GAMES = [(2, 1), (3, 2), (4, 3), (5, 4)]  # players, seed
STEP = 9  # actions between two positions of a game
GEOMETRY = turn_geometry(BOARD)


def positions():
    """Every ``STEP``-th position of each game of ``GAMES``, with the events of its last action."""
    for players, seed in GAMES:
        for actions in range(0, 10_000, STEP):
            state, events, _ = played(players, seed, actions)
            yield state, events
            if state.over:
                break


def test_a_turn_images_window_cuts_fewer_pieces_than_fitted_to_its_hexes_alone():
    """Never more at any position, fewer than half as many over the games, and the hexes the
    window is about stay whole in it."""
    before = after = 0
    for state, events in positions():
        public = view(state)
        spaces = focus(BOARD, public, last_turn(events))
        shown = windows_for(GEOMETRY, public, last_turn(events))
        if len(shown) == 1:
            pieces = piece_boxes(GEOMETRY, public)
            centred = GEOMETRY.window(spaces, shown[0][2] - shown[0][0], shown[0][3] - shown[0][1])
            assert cut(shown[0], pieces) <= cut(centred, pieces), (state.turn, shown, centred)
            assert GEOMETRY.holds(shown[0], spaces) == GEOMETRY.holds(centred, spaces)
            before, after = before + cut(centred, pieces), after + cut(shown[0], pieces)
    assert after < before / 2, (before, after)


@dataclass(frozen=True)
class Point:
    """A review's turning point (``rendering.review_image.TurningPoint``)."""

    turn: int
    played: Marry | Expand
    better: Marry | Expand
    at_stake: float = 3.0


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_a_review_images_windows_cut_fewer_pieces_and_keep_both_moves(players, seed):
    """The two moves of a turning point are any two of the seat's legal moves, near or far
    apart: their hexes stay as whole as in windows centred on them."""
    before = after = 0
    for actions in range(4, 200, 4 * STEP):
        state, _, _ = played(players, seed, actions)
        if state.over:
            break
        moves = [a for a in legal_actions(state, state.active) if isinstance(a, Marry | Expand)]
        pieces = piece_boxes(GEOMETRY, view(state))
        for played_move, better in zip(moves[::7], moves[3::7], strict=False):
            point = Point(state.turn, played_move, better)
            spaces = [*where(BOARD, played_move), *where(BOARD, better)]
            placed, centred = map_windows(GEOMETRY, point, pieces), map_windows(GEOMETRY, point)
            assert all(cut(w, pieces) <= cut(c, pieces) for w, c in zip(placed, centred, strict=True))
            assert [s for s in spaces if any(GEOMETRY.holds(w, [s]) for w in placed)] == \
                   [s for s in spaces if any(GEOMETRY.holds(c, [s]) for c in centred)]
            before += sum(cut(c, pieces) for c in centred)
            after += sum(cut(w, pieces) for w in placed)
    assert after < before, (before, after)
