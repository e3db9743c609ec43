"""A review's turning point as an image (docs/coach.md#the-review-after-the-end): the
position the seat saw, the move played ringed 1 and the Expert's ringed 2, a key naming
both, every text readable at 400 px wide on a phone."""

import io

import pytest
from PIL import Image

from bot.ai.budget import Budget
from bot.ai.review import TurningPoint, position_before, review_game
from bot.engine import RULES_SETUP, Expand, Marry
from bot.lab.bench.game_review import seeded_game
from bot.words.image_words import words_in
from rendering.review_image import WIDTH, draw_turning_point, render_turning_point
from rendering.turn_image import SIZES, turn_geometry
from tests.support.engine_scenarios import BOARD
from tests.support.image_scenes import colliding

TOUCH = 2  # px two items may share at their edges (a ring's rim beside a hex's label)
SEA_LEAST = turn_geometry(BOARD).small_text_size
PHONE = 400  # px: how wide a phone shows the image
READABLE = 12  # px on that phone


def overlap(a, b) -> int:
    """How far two boxes overlap, in the direction they overlap least."""
    return min(min(a[2], b[2]) - max(a[0], b[0]), min(a[3], b[3]) - max(a[1], b[1]))


@pytest.fixture(scope="module")
def points():
    """Every turning point of a 4-player game's review, with what its seat saw then."""
    names, seed, log = seeded_game(4, 7)
    review = review_game(names, seed, log, RULES_SETUP, Budget.walks_only(12))
    return [(position_before(names, seed, log, RULES_SETUP, s.seat, p.turn), p) for s in review.seats
            for p in s.points]


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_text_reads_on_a_phone_and_stays_clear_of_the_pieces(points, language):
    assert len(points) >= 6
    for seen, point in points:
        canvas = draw_turning_point(BOARD, seen, point, words=words_in(language))
        assert canvas.image.width == WIDTH
        texts = [item for item in canvas.items if item.kind == "text"]
        small = [item for item in texts if item.size * PHONE / WIDTH < READABLE]
        assert texts and len(small) < len(texts) / 4
        # only a sea's name squeezed between camels, as on every map, to 11 px at the least
        assert all(item.size >= SEA_LEAST and item.size < SIZES.small for item in small)
        assert [(a, b) for a, b in colliding(canvas) if overlap(a.box, b.box) > TOUCH] == []


def spaces(move):
    return move.spaces if isinstance(move, Expand) else ()


def test_the_move_played_is_ringed_1_and_the_experts_2_with_a_key_naming_both(points):
    kinds = set()
    for seen, point in points:
        canvas = draw_turning_point(BOARD, seen, point, words=words_in("en"))
        labels = sorted(item.text for item in canvas.items if item.kind == "mark" and item.text)
        assert labels == sorted(["1"] * len(spaces(point.played)) + ["2"] * len(spaces(point.better)))
        said = [item.text for item in canvas.items if item.kind == "text"]
        assert any(line.startswith("(1) You played: ") for line in said)
        assert any(line.startswith("(2) The Expert: ") for line in said)
        assert said[0].startswith(f"Turn {point.turn}: about ")
        kinds |= {type(point.played), type(point.better)}
    assert kinds == {Marry, Expand}


def test_moves_far_apart_get_a_window_each_and_the_png_is_the_drawing(points):
    seen = points[0][0]
    corners = TurningPoint(seen.turn, Expand(0, (0,)), Expand(0, (len(BOARD.spaces) - 1,)), 3.0, ())
    near = TurningPoint(seen.turn, Expand(0, (0,)), Expand(0, (1,)), 3.0, ())
    tall = draw_turning_point(BOARD, seen, corners, words=words_in("en")).image.height
    assert tall > draw_turning_point(BOARD, seen, near, words=words_in("en")).image.height + 200
    png = Image.open(io.BytesIO(render_turning_point(BOARD, seen, corners, words=words_in("de"))))
    assert png.format == "PNG" and png.size == (WIDTH, tall)
