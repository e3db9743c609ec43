"""The board image shows what the public view says: probed by pixels and crops."""

import io
import random

from PIL import Image

from bot.engine import Expand, apply_action, awaiting, legal_actions, view
from rendering import render_board, slot_centre, space_centre
from rendering.layout import domain_box, layout
from rendering.style import BADGE, GREEN, HIGHLIGHT, rgb
from tests.engine.helpers import BOARD, fam, game, give_tile, put_camel, set_hand, sp

NAMES = ["Ann", "Bob", "Cyd"]


def picture(state) -> Image.Image:
    png = render_board(state.board, view(state), [p.name for p in state.players])
    assert png.startswith(b"\x89PNG")
    return Image.open(io.BytesIO(png)).convert("RGB")


def crop(image: Image.Image, box) -> bytes:
    return image.crop(tuple(int(v) for v in box)).tobytes()


def test_each_camel_is_drawn_in_its_family_colour_at_its_space():
    state = game(3)
    put_camel(state, "Levant", "C7")
    put_camel(state, "Sindh", "C7")
    image = picture(state)
    assert image.getpixel(slot_centre(BOARD, sp("C7"), 0)) == rgb(BOARD.family_named("Levant").colour)
    assert image.getpixel(slot_centre(BOARD, sp("C7"), 1)) == rgb(BOARD.family_named("Sindh").colour)
    for family in BOARD.families:  # every start space shows its family's first camel
        assert image.getpixel(slot_centre(BOARD, family.start, 0)) == rgb(family.colour)
    assert image.getpixel(slot_centre(BOARD, sp("C6"), 0)) != rgb(BOARD.family_named("Levant").colour)


def test_a_taken_goods_marker_leaves_the_map():
    state = game(3)
    give_tile(state, 0, "Tigris")
    set_hand(state, 0, [30, 31])
    x, y = space_centre(BOARD, sp("D7"))
    badge = (int(x) - 10, int(y) + 2)
    assert picture(state).getpixel(badge) == BADGE
    apply_action(state, 0, Expand(fam("Tigris"), (sp("D7"),)))
    after = picture(state)
    assert after.getpixel(badge) != BADGE
    assert after.getpixel(slot_centre(BOARD, sp("D7"), 0)) == rgb(BOARD.family_named("Tigris").colour)


def test_the_last_turns_spaces_are_highlighted():
    state = game(3)
    give_tile(state, 0, "Tigris")
    x, y = space_centre(BOARD, sp("E6"))
    edge = (int(x), int(y) - 40)  # just inside the hex's top edge
    assert picture(state).getpixel(edge) != HIGHLIGHT
    apply_action(state, 0, Expand(fam("Tigris"), (sp("E6"),)))
    assert picture(state).getpixel(edge) == HIGHLIGHT


def test_a_treasury_change_redraws_that_domain_only():
    state = game(3)
    before = picture(state)
    state.treasury[fam("Levant")] = 7
    after = picture(state)
    assert crop(before, domain_box(BOARD, fam("Levant"))) != crop(after, domain_box(BOARD, fam("Levant")))
    assert crop(before, domain_box(BOARD, fam("Tigris"))) == crop(after, domain_box(BOARD, fam("Tigris")))


def test_a_meeting_fills_its_cells_of_the_grid():
    from rendering.board_image import GRID_CELL, _grid_origin

    state = game(3)
    left, top = _grid_origin(BOARD)
    a, b = fam("Levant"), fam("Tigris")
    cell = (left + b * GRID_CELL + GRID_CELL // 2, top + a * GRID_CELL + GRID_CELL // 2)
    mirror = (left + a * GRID_CELL + GRID_CELL // 2, top + b * GRID_CELL + GRID_CELL // 2)
    assert picture(state).getpixel(cell) != GREEN
    state.met.append(sorted([a, b]))
    image = picture(state)
    assert image.getpixel(cell) == GREEN and image.getpixel(mirror) == GREEN


def test_the_image_is_the_same_whoever_holds_the_cards():
    state = game(4, seed=3)
    rng = random.Random(3)
    for _ in range(30):
        seat = awaiting(state)[0].player
        apply_action(state, seat, rng.choice(legal_actions(state, seat)))
    other = state.clone()
    pool = other.deck + [c for p in other.players for c in p.hand]
    rng.shuffle(pool)
    for player in other.players:
        player.hand = sorted(pool.pop() for _ in player.hand)
    other.deck = pool
    names = [p.name for p in state.players]
    assert render_board(BOARD, view(state), names) == render_board(BOARD, view(other), names)


def test_a_finished_game_shows_the_scores_and_stays_small():
    state = game(3, seed=11)
    rng = random.Random(11)
    panel = (layout(BOARD).panel_left, 0, layout(BOARD).width, 400)
    while not state.over:
        seat = awaiting(state)[0].player
        apply_action(state, seat, rng.choice(legal_actions(state, seat)))
    public = view(state)
    over = render_board(BOARD, public, NAMES)
    running = render_board(BOARD, {**public, "over": False, "scores": None}, NAMES)
    assert len(over) < 1_000_000
    first = Image.open(io.BytesIO(over)).convert("RGB")
    second = Image.open(io.BytesIO(running)).convert("RGB")
    assert crop(first, panel) != crop(second, panel)
