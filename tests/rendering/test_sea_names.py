"""A sea's name keeps clear of every space label with air around it, on every image that
names seas, in every language: closer, "Mediterranean B4" reads as one phrase."""

from __future__ import annotations

import random

import pytest
from PIL import Image, ImageDraw

from bot.engine import view
from bot.words.image_words import words_in
from rendering import board_image, turn_image
from rendering.canvas import Canvas, Item, overlaps
from rendering.geometry import MapGeometry
from rendering.maptext import _Free, label_room, sea_places, space_labels
from rendering.replay_gif import replay_geometry
from tests.support.engine_scenarios import BOARD
from tests.support.image_scenes import last_turn, played


def drawn(canvas: Canvas, texts: set[str]) -> list[Item]:
    return [item for item in canvas.items if item.kind == "text" and item.text in texts]


def crowded(canvas: Canvas, geometry: MapGeometry, language: str) -> list[tuple[str, str]]:
    """(sea line, label) pairs whose boxes come closer than a label's room."""
    seas = {line.text for places in sea_places(geometry, words_in(language)) for place in places
            for line in place.lines}
    labels = {label.text for group in space_labels(geometry) for label in group}
    return [(sea.text, label.text) for sea in drawn(canvas, seas) for label in drawn(canvas, labels - seas)
            if overlaps(sea.box, label_room(label.box, int(label.size)))]


@pytest.mark.parametrize("actions", [0, 20, 40, None])
@pytest.mark.parametrize("language", ["en", "de"])
def test_no_sea_name_runs_into_a_space_label(language, actions):
    state, events, _ = played(4, 4, actions)
    public, turn, words = view(state), last_turn(events[-10:]), words_in(language)
    replay = replay_geometry(BOARD)
    images = [
        (board_image.draw_board(BOARD, public, turn, words=words), board_image.geometry(BOARD)),
        (turn_image.draw_turn(BOARD, public, turn, words=words), turn_image.turn_geometry(BOARD)),
        (turn_image.compose(BOARD, public, turn, words, replay, [(0, 0, replay.width, replay.height)]), replay),
    ]
    for canvas, geometry in images:
        assert crowded(canvas, geometry, language) == []


def crop_says_clear(mask: Image.Image, box: tuple[int, int, int, int]) -> bool:
    lies_inside = box[0] >= 0 and box[1] >= 0 and box[2] <= mask.width and box[3] <= mask.height
    return lies_inside and mask.crop(box).getbbox() is None


@pytest.mark.parametrize("seed", range(4))
def test_a_box_has_room_exactly_when_the_mask_is_empty_there_and_it_lies_inside(seed):
    """Where a name may go is asked of some 75,000 boxes per map and answered from the mask
    spread downwards per box height: each answer is the one a crop of the mask itself gives,
    at the map's edges too."""
    rng = random.Random(seed)
    mask = Image.new("L", (rng.randrange(60, 160), rng.randrange(40, 120)), 0)
    draw = ImageDraw.Draw(mask)
    for _ in range(rng.randrange(1, 12)):  # forbidden blocks and single pixels, some at the edges
        x, y = rng.randrange(mask.width), rng.randrange(mask.height)
        draw.rectangle((x, y, x + rng.randrange(0, 20), y + rng.randrange(0, 20)), fill=rng.choice((1, 255)))
    free = _Free(mask)
    corners = [(rng.randrange(-3, mask.width + 2), rng.randrange(-3, mask.height + 2)) for _ in range(3000)]
    boxes = [(x, y, x + rng.randrange(0, 50), y + rng.randrange(1, 45)) for x, y in corners]
    answers = [free.clear(box) for box in boxes]
    assert answers == [crop_says_clear(mask, box) for box in boxes]
    assert any(answers) and not all(answers)  # both answers were asked for
