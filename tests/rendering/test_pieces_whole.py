"""Every camel and goods marker on the turn image's and the review image's map windows is
drawn whole: a play-test saw camels and markers cut in half by a window's top edge, since
the window was fitted to the hexes it is about and cut the pieces of the hexes around them.
The window is now placed where its edges cut the fewest pieces, and a piece it still cuts is
left out, as a text is. Each piece's box on the image is held to the box the same piece
has drawn alone: a piece cut at an edge keeps only the part of its box that shows."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from PIL import Image

from bot.engine import Expand, Marry, legal_actions, view
from bot.words.image_words import WORDS
from rendering.canvas import Canvas, Item
from rendering.geometry import cut
from rendering.hexmap import piece_boxes
from rendering.review_image import draw_turning_point
from rendering.turn_image import focus, turn_geometry, windows_for
from tests.support.engine_scenarios import BOARD
from tests.support.english_renderers import draw_turn
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


def alone(draw) -> tuple[int, int]:
    """The width and height of the box a piece records drawn alone, far from any edge."""
    canvas = Canvas(Image.new("RGB", (400, 400)))
    draw(canvas)
    box = canvas.items[0].box
    return box[2] - box[0], box[3] - box[1]


CAMEL = alone(lambda c: c.glyph("star", (200, 200), GEOMETRY.camel_radius, (0, 0, 0), "camel"))
MARKER = alone(lambda c: c.mark((200, 200), GEOMETRY.marker_radius, (0, 0, 0), (0, 0, 0)))


def cut_pieces(items: list[Item]) -> list[Item]:
    """The camels and goods markers whose box shows less than the piece drawn alone."""
    def whole(item: Item, size: tuple[int, int]) -> bool:
        return (item.box[2] - item.box[0], item.box[3] - item.box[1]) == size
    camels = [item for item in items if item.kind == "camel"]
    markers = [item for item in items if item.kind == "mark" and item.size == 2 * GEOMETRY.marker_radius]
    return [c for c in camels if not whole(c, CAMEL)] + [m for m in markers if not whole(m, MARKER)]


def test_every_piece_on_the_turn_images_map_is_whole():
    shown = 0
    for state, events in positions():
        canvas = draw_turn(BOARD, view(state), last_turn(events))
        assert cut_pieces(canvas.items) == [], (state.turn, cut_pieces(canvas.items))
        shown += sum(item.kind == "camel" for item in canvas.items)
    assert shown > 500  # the positions have camels to cut


def test_a_window_cuts_fewer_pieces_than_fitted_to_its_hexes_alone():
    """Placing the window clear of the pieces leaves fewer out than centring it on the hexes
    it is about, and never more at any position."""
    before = after = 0
    for state, events in positions():
        public = view(state)
        spaces = focus(BOARD, public, last_turn(events))
        shown = windows_for(GEOMETRY, public, last_turn(events))
        if len(shown) == 1:
            pieces = piece_boxes(GEOMETRY, public)
            centred = GEOMETRY.window(spaces, shown[0][2] - shown[0][0], shown[0][3] - shown[0][1])
            assert cut(shown[0], pieces) <= cut(centred, pieces), (state.turn, shown, centred)
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
def test_every_piece_on_the_review_images_map_is_whole(players, seed):
    """The two moves of a turning point are any two of the seat's legal moves, near or far apart."""
    drawn = 0
    for actions in range(4, 200, 4 * STEP):
        state, _, _ = played(players, seed, actions)
        if state.over:
            break
        seat = state.active
        moves = [a for a in legal_actions(state, seat) if isinstance(a, Marry | Expand)]
        for played_move, better in zip(moves[::7], moves[3::7], strict=False):
            canvas = draw_turning_point(BOARD, view(state, seat), Point(state.turn, played_move, better), words=WORDS)
            assert cut_pieces(canvas.items) == [], (state.turn, played_move, better)
            drawn += 1
    assert drawn > 5
