"""The turn image is made for Discord's inline preview: sizes proved at 550 px wide, no
text over text or pieces, the last turn marked where it happened."""

import pytest

from bot.engine import Expand, apply_action, view
from rendering.geometry import MapGeometry
from rendering.style import LAST_TURN, rgb
from rendering.turn_image import MAP_HEIGHT, SHOWN_WIDTH, focus, turn_geometry
from tests.engine.helpers import BOARD, fam, game, give_tile, sp
from tests.rendering.english import draw_turn, render_turn
from tests.rendering.helpers import colliding, last_turn, married, pixels, played, smallest_shown

POSITIONS = [(2, 3, 0), (3, 5, 12), (4, 4, 61), (5, 9, 40), (4, 4, None), (2, 21, None)]


@pytest.mark.parametrize(("players", "seed", "actions"), POSITIONS)
def test_every_text_is_11px_and_every_sign_14px_when_shown_550px_wide(players, seed, actions):
    state, events, _ = played(players, seed, actions)
    canvas = draw_turn(BOARD, view(state), last_turn(events))
    assert smallest_shown(canvas, SHOWN_WIDTH, {"text", "label"}) >= 11
    assert smallest_shown(canvas, SHOWN_WIDTH, {"camel", "glyph", "mark"}) >= 14
    assert canvas.image.width == 2 * SHOWN_WIDTH


@pytest.mark.parametrize(("players", "seed", "actions"), POSITIONS)
def test_no_text_lies_over_another_text_or_a_piece(players, seed, actions):
    state, events, _ = played(players, seed, actions)
    canvas = draw_turn(BOARD, view(state), last_turn(events))
    assert colliding(canvas) == []
    assert sum(item.kind == "camel" for item in canvas.items) > 0 or not actions


def test_the_window_shows_the_spaces_of_the_last_expansion_outlined():
    state = game(3)
    seat = state.active
    give_tile(state, seat, "Chinese")
    events = apply_action(state, seat, Expand(fam("Chinese"), (sp("O1"),)))
    public = view(state)
    geometry: MapGeometry = turn_geometry(BOARD)
    left, top = geometry.window(focus(BOARD, public, None), 1100, MAP_HEIGHT)
    image = pixels(render_turn(BOARD, public, last_turn(events)))
    head = image.height - MAP_HEIGHT - 12 - 3 * 42 - 12
    x, y = geometry.centre(sp("O1"))
    rim = (int(x - left), int(y - top + head - geometry.radius * 0.866))  # the top edge of O1's hex
    assert image.getpixel(rim) == LAST_TURN
    slot = geometry.slot(sp("O1"), 0)
    assert image.getpixel((int(slot[0] - left), int(slot[1] - top + head))) == rgb(BOARD.family_named("Chinese").colour)


def test_a_marriage_is_named_and_centres_the_family_route():
    state = game(3)
    seat = state.active
    events = married(state, fam("Sindh"))
    public = view(state)
    turn = last_turn(events)
    assert turn.married == fam("Sindh") and turn.player == seat
    assert focus(BOARD, public, turn) == [BOARD.family_named("Sindh").start]
    texts = [item.text for item in draw_turn(BOARD, public, turn).items]
    name = public["players"][seat]["name"]
    assert f"{name} married into Sindh (portion 3)" in texts


def test_every_players_public_points_and_who_is_to_play_are_shown():
    state, events, _ = played(4, 7, 30)
    public = view(state)
    texts = [item.text for item in draw_turn(BOARD, public, last_turn(events)).items]
    for player in public["players"]:
        assert player["name"] in texts
        assert f"{player['public_points']} points" in texts
    active = public["players"][public["waiting"][0]["player"]]["name"]
    assert any(text.endswith(f"{active} to play") for text in texts)


def test_the_final_image_names_the_winners_and_the_totals():
    state, events, _ = played(4, 4, None)
    public = view(state)
    texts = [item.text for item in draw_turn(BOARD, public, last_turn(events)).items]
    best = max(line["total"] for line in public["scores"])
    names = [public["players"][s]["name"] for s in public["winners"]]
    assert "Game over" in texts
    assert any(text.startswith(names[0]) and f"with {best} points" in text for text in texts)
    for line in public["scores"]:
        assert f"{line['total']} points" in texts
