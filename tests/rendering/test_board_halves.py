"""``/board half:`` for a phone: the full board is drawn to be read about 1,100 px wide, and
at a phone's 400 px its texts shrink to 4 px; each half of the map, at the turn image's scale
with its key, keeps every text at 8 px and more there, and the two halves show every space."""

import pytest

from bot.engine import view
from bot.words.image_words import words_in
from rendering.turn_image import HALVES, compose, half_window, render_half, turn_geometry
from tests.support.engine_scenarios import BOARD
from tests.support.english_renderers import draw_board
from tests.support.image_scenes import colliding, last_turn, pixels, played, smallest_shown

PHONE_WIDTH = 400


def draw_half(state, events, half: str, language: str = "en"):
    geometry = turn_geometry(BOARD)
    return compose(BOARD, view(state), last_turn(events), words_in(language), geometry, [half_window(geometry, half)])


def test_the_full_board_is_unreadable_at_phone_width():
    """Why the halves exist: at 400 px the full board's smallest texts are about 4 px."""
    state, events, _ = played(3, 4, 60)
    assert smallest_shown(draw_board(BOARD, view(state), last_turn(events)), PHONE_WIDTH, {"text", "label"}) < 6


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize(("players", "seed", "actions"), [(3, 4, 60), (5, 9, None)])
def test_each_half_reads_at_phone_width_and_together_they_show_every_space(language, players, seed, actions):
    state, events, _ = played(players, seed, actions)
    labels: set[str] = set()
    for half in HALVES:
        canvas = draw_half(state, events, half, language)
        assert smallest_shown(canvas, PHONE_WIDTH, {"text", "label"}) >= 8
        assert smallest_shown(canvas, PHONE_WIDTH, {"camel", "glyph", "mark"}) >= 10
        assert colliding(canvas) == []
        labels |= {item.text for item in canvas.items if item.kind == "text"}
    assert {space.label for space in BOARD.spaces} <= labels


def test_a_half_is_titled_after_the_turn_asked_for():
    state, events, _ = played(3, 4, 30)
    window = half_window(turn_geometry(BOARD), "east")
    png = render_half(BOARD, view(state), last_turn(events), words=words_in("de"), half="east", after=7)
    assert pixels(png).width == window[2] - window[0]
    geometry = turn_geometry(BOARD)
    canvas = compose(BOARD, view(state), last_turn(events), words_in("de"), geometry, [window], after=7)
    assert "Nach Zug 7" in [item.text for item in canvas.items]
