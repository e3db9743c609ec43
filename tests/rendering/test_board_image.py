"""The full board shows what the public view says, probed by pixels and by the boxes the
canvas recorded; readable when shown 1,100 px wide."""

import json
import random

import pytest

from bot.engine import Expand, apply_action, awaiting, legal_actions, view
from bot.engine.board import DEFAULT_BOARD
from bot.words.image_words import words_in
from rendering.board_image import CELL, SHOWN_WIDTH, SIZES, domain_box, geometry, map_origin, meetings_at
from rendering.canvas import overlaps
from rendering.maptext import sea_labels
from rendering.panels import meeting_cell
from rendering.replay_gif import replay_geometry
from rendering.style import BACKGROUND, GREEN, INK, LAST_TURN, MARKER, PANEL, WALL, rgb
from rendering.turn_image import turn_geometry
from tests.support.engine_scenarios import BOARD, fam, game, give_tile, put_camel, set_hand, sp
from tests.support.english_renderers import draw_board, render_board
from tests.support.image_scenes import colliding, last_turn, married, pixels, played, smallest_shown

GEOMETRY = geometry(BOARD)
RAW_BOARD = json.loads(DEFAULT_BOARD.read_text(encoding="utf-8"))


def picture(state, turn=None):
    return pixels(render_board(BOARD, view(state), last_turn=turn))


def on_board(point):
    x, y = map_origin(BOARD)
    return int(point[0] + x), int(point[1] + y)


def crop(image, box) -> bytes:
    return image.crop(tuple(int(v) for v in box)).tobytes()


@pytest.mark.parametrize(("players", "seed", "actions"), [(2, 3, 0), (3, 5, 30), (5, 9, 60), (4, 4, None)])
def test_readable_at_1100px_and_nothing_overlaps(players, seed, actions):
    state, events, _ = played(players, seed, actions)
    canvas = draw_board(BOARD, view(state), last_turn(events))
    assert smallest_shown(canvas, SHOWN_WIDTH, {"text", "label"}) >= 11
    assert smallest_shown(canvas, SHOWN_WIDTH, {"camel", "glyph", "mark"}) >= 14
    assert colliding(canvas) == []


SCALES = [GEOMETRY, turn_geometry(BOARD), replay_geometry(BOARD)]


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("scale", SCALES, ids=lambda g: f"radius{g.radius}")
def test_all_five_seas_are_named_while_their_water_is_empty(scale, language):
    named = sea_labels(scale, words_in(language), view(game(3)).spaces)
    seas = sorted({s.sea for s in BOARD.spaces if s.sea})
    assert len(seas) == 5
    assert [" ".join(line.text for line in group) for group in named] == [words_in(language).sea(s) for s in seas]


def inside_hex(point, corners) -> bool:
    """Whether ``point`` is inside the convex polygon ``corners`` (clockwise on screen)."""
    for (x1, y1), (x2, y2) in zip(corners, corners[1:] + corners[:1], strict=True):
        if (x2 - x1) * (point[1] - y1) - (y2 - y1) * (point[0] - x1) < 0:
            return False
    return True


def test_sea_names_keep_off_land_hexes_and_the_outline_around_them():
    """Every pixel of a sea's name lies outside each land hex grown by the reach of a
    last-turn outline (and so off its start ring): scenery never touches a space."""
    state, _, _ = played(5, 9, 60)
    for scale in SCALES:
        lands = [scale.corners(s.index, -scale.outline_reach) for s in BOARD.spaces if s.kind != "water"]
        for language in ("en", "de"):
            for spaces in (view(game(3)).spaces, view(state).spaces):
                for group in sea_labels(scale, words_in(language), spaces):
                    for line in group:
                        left, top, right, bottom = line.box
                        points = [(x, y) for x in range(left, right + 1, 2) for y in range(top, bottom + 1, 2)]
                        assert not any(inside_hex(p, hexagon) for p in points for hexagon in lands), line.text


@pytest.mark.parametrize("seed", range(6))
def test_sea_names_keep_clear_of_the_room_an_outline_takes_around_a_ship(seed):
    state = game(3)
    rng = random.Random(seed)
    water = [s.label for s in BOARD.spaces if s.kind == "water"]
    ships = rng.sample(water, 3)
    for label in ships:
        put_camel(state, rng.choice(["Levant", "Sindh", "Tigris"]), label)
    for scale in SCALES:
        rooms = [scale.hex_box(sp(label)) for label in ships]
        for group in sea_labels(scale, words_in("en"), view(state).spaces):
            for line in group:
                assert not any(overlaps(line.box, room) for room in rooms), (line.text, ships)


def test_a_ship_on_a_seas_name_moves_the_name_elsewhere_or_off_the_map():
    state = game(3)
    for label in ("C1", "D1", "D2", "A3", "A4", "B4"):
        put_camel(state, "Levant", label)
    canvas = draw_board(BOARD, view(state))
    assert colliding(canvas) == []
    assert "Black" in [item.text for item in draw_board(BOARD, view(game(3))).items]


def test_each_camel_is_drawn_in_its_family_colour_at_its_space():
    state = game(3)
    put_camel(state, "Levant", "C7")
    put_camel(state, "Sindh", "C7")
    image = picture(state)
    assert image.getpixel(on_board(GEOMETRY.slot(sp("C7"), 0))) == rgb(BOARD.family_named("Levant").colour)
    assert image.getpixel(on_board(GEOMETRY.slot(sp("C7"), 1))) == rgb(BOARD.family_named("Sindh").colour)
    for family in BOARD.families:  # every start space shows its family's first camel
        assert image.getpixel(on_board(GEOMETRY.slot(family.start, 0))) == rgb(family.colour)
    assert image.getpixel(on_board(GEOMETRY.slot(sp("C6"), 0))) != rgb(BOARD.family_named("Levant").colour)


def test_a_wall_is_drawn_exactly_where_touching_spaces_are_not_linked():
    image = picture(game(3))
    cut = linked = 0
    for space in BOARD.spaces:
        for other in range(space.index + 1, len(BOARD.spaces)):
            edge = GEOMETRY.shared_edge(space.index, other)
            if edge is None:
                continue
            (x0, y0), (x1, y1) = edge
            walled = image.getpixel(on_board(((x0 + x1) / 2, (y0 + y1) / 2))) == WALL
            assert walled == (other not in BOARD.neighbours[space.index]), (space.label, BOARD.spaces[other].label)
            cut, linked = cut + walled, linked + (not walled)
    assert cut == len(RAW_BOARD["links_cut"]) and linked > 200


def test_a_taken_goods_marker_leaves_the_map():
    state = game(3)
    give_tile(state, 0, "Tigris")
    set_hand(state, 0, [30, 31])
    marker = on_board(GEOMETRY.marker(sp("D7")))
    assert picture(state).getpixel(marker) == MARKER
    apply_action(state, 0, Expand(fam("Tigris"), (sp("D7"),)))
    after = picture(state)
    assert after.getpixel(marker) != MARKER
    assert after.getpixel(on_board(GEOMETRY.slot(sp("D7"), 0))) == rgb(BOARD.family_named("Tigris").colour)


def test_the_last_turns_spaces_are_outlined_in_the_last_turn_colour():
    state = game(3)
    give_tile(state, 0, "Tigris")
    x, y = GEOMETRY.centre(sp("E6"))
    rim = on_board((x, y - GEOMETRY.radius * 0.866))
    assert picture(state).getpixel(rim) != LAST_TURN
    apply_action(state, 0, Expand(fam("Tigris"), (sp("E6"),)))
    assert picture(state).getpixel(rim) == LAST_TURN


def test_a_marriage_of_the_last_turn_rings_the_familys_domain_and_is_named():
    state = game(3)
    seat = state.active
    events = married(state, fam("Levant"))
    turn = last_turn(events)
    left, top, _, _ = domain_box(BOARD, fam("Levant"))
    ring = (left + 7, top + 40)
    assert picture(state).getpixel(ring) != LAST_TURN
    assert picture(state, turn).getpixel(ring) == LAST_TURN
    other = domain_box(BOARD, fam("Tigris"))
    assert picture(state, turn).getpixel((other[0] + 7, other[1] + 40)) != LAST_TURN
    texts = [item.text for item in draw_board(BOARD, view(state), turn).items]
    assert f"{state.players[seat].name} married in" in texts


def test_a_treasury_change_redraws_that_domain_only():
    state = game(3)
    before = picture(state)
    state.treasury[fam("Levant")] = 7
    after = picture(state)
    assert crop(before, domain_box(BOARD, fam("Levant"))) != crop(after, domain_box(BOARD, fam("Levant")))
    assert crop(before, domain_box(BOARD, fam("Tigris"))) == crop(after, domain_box(BOARD, fam("Tigris")))


def test_a_meeting_fills_one_cell_of_the_half_grid():
    state = game(3)
    a, b = sorted((fam("Levant"), fam("Tigris")))

    def centre(row, column):
        left, top, right, bottom = meeting_cell(meetings_at(BOARD), row, column, CELL, SIZES)
        return (left + right) // 2, (top + bottom) // 2

    assert picture(state).getpixel(centre(b, a)) == PANEL
    state.met.append([a, b])
    image = picture(state)
    assert image.getpixel(centre(b, a)) == GREEN
    assert sum(image.getpixel(centre(row, col)) == GREEN for row in range(1, 10) for col in range(row)) == 1


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
    assert render_board(BOARD, view(state)) == render_board(BOARD, view(other))


def test_the_final_board_names_the_winners_and_reveals_every_hand():
    state, events, _ = played(3, 11, None)
    public = view(state)
    canvas = draw_board(BOARD, public, last_turn(events))
    texts = [item.text for item in canvas.items]
    best = max(line.total for line in public.scores)
    winners = [public.players[s].name for s in public.winners]
    assert any(t.startswith(winners[0]) and f"with {best} points" in t for t in texts)
    joined = " ".join(texts)
    for line in public.scores:
        for card, points in line.hand:
            assert f"{card} {BOARD.goods[card].name}: {points}" in joined
    assert len(render_board(BOARD, public)) < 1_000_000


def test_names_given_by_the_caller_replace_the_views():
    state = game(3)
    texts = [i.text for i in draw_board(BOARD, view(state)).items]
    assert state.players[0].name in " ".join(texts)
    renamed = pixels(render_board(BOARD, view(state), ["Zed", "Yan", "Xia"]))
    assert renamed.tobytes() != picture(state).tobytes()


def empty_rows_under_the_cards(board, png: bytes) -> int:
    """How many rows of plain background lie under the players' cards, above the bottom
    margin: the band the meetings grid beside them leaves when the cards do not fill its height."""
    image = pixels(png)
    left = image.crop((0, 0, meetings_at(board)[0] - CELL, image.height))
    ink = [y for y in range(left.height) if left.crop((0, y, left.width, y + 1)).getcolors(2) != [
        (left.width, BACKGROUND)]]
    return left.height - 1 - ink[-1]


@pytest.mark.parametrize("players", [3, 4, 5])
def test_in_play_the_players_cards_leave_no_empty_band_under_them(players):
    """The meetings grid beside the cards is taller than one row of short cards in play: the
    cards stack down its side instead of leaving about 250 px of nothing under them."""
    state, _, _ = played(players, 3, 60)
    assert not state.over
    assert empty_rows_under_the_cards(state.board, render_board(state.board, view(state))) <= CELL * 4


def framed_cards(public) -> set[str]:
    """The players whose card on the full board has the thick ink frame at its left edge."""
    canvas = draw_board(BOARD, public, None)
    framed = set()
    for player in public.players:
        name = max((item for item in canvas.items if item.text in (player.name, f"{player.name} to play")),
                   key=lambda item: item.box[1])  # the card's, below the headline that may say the same
        middle = (name.box[1] + name.box[3]) // 2
        if canvas.image.getpixel((name.box[0] - 10 + 2, middle)) == INK:  # the card's edge, 10 px left of the name
            framed.add(player.name)
    return framed


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (4, 4), (5, 11)])
def test_the_full_board_frames_the_winners_cards_at_the_end_and_the_awaited_players_in_play(players, seed):
    """The end's turn message posts the full board: it framed nobody there, while the headline
    named the winners."""
    ended = view(played(players, seed, None)[0])
    assert framed_cards(ended) == {ended.players[s].name for s in ended.winners}
    during = view(played(players, seed, 12)[0])
    assert framed_cards(during) == {during.players[w.player].name for w in during.waiting}
