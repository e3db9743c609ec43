"""The families are told apart in one glance on a phone, by readers with or without a
red-green colour-vision deficiency: each has its own shape (none another's turned or
mirrored) and its own colour, and the goods marker looks like no family."""

from itertools import combinations

import pytest
from PIL import Image, ImageDraw, ImageOps

from bot.engine import view
from bot.words.image_words import words_in
from rendering.glyphs import draw_glyph
from rendering.legend import GAP, TIGHT_GAP, Entry, packed, row_gap, rows
from rendering.style import MARKER, rgb
from rendering.turn_image import SIZES, draw_turn, turn_geometry, windows_for
from tests.support.colour_vision import VISIONS, delta_e
from tests.support.engine_scenarios import BOARD
from tests.support.image_scenes import last_turn, played

FAMILIES_SEEN_APART = 15   # ΔE76 between two families' colours, in every vision
MARKER_SEEN_APART = 30     # ΔE76 between the goods marker and any family, in every vision
SHAPES_OVERLAP_AT_MOST = 0.85  # of two glyphs' areas (intersection over union), best turned or mirrored


def silhouette(glyph: str, radius: int = 40) -> Image.Image:
    image = Image.new("RGB", (4 * radius, 4 * radius), (255, 255, 255))
    draw_glyph(ImageDraw.Draw(image), glyph, (2 * radius, 2 * radius), radius, (0, 0, 0))
    return image.convert("L").point(lambda v: 255 if v < 128 else 0)


def overlap(a: Image.Image, b: Image.Image) -> float:
    both = sum(1 for p, q in zip(a.tobytes(), b.tobytes(), strict=True) if p and q)
    either = sum(1 for p, q in zip(a.tobytes(), b.tobytes(), strict=True) if p or q)
    return both / either


def most_alike(a: str, b: str) -> float:
    """How much of ``a``'s shape ``b`` covers at best, ``b`` turned in 15° steps or mirrored:
    a triangle and the same triangle pointing down are one shape to this measure."""
    one, other = silhouette(a), silhouette(b)
    return max(overlap(one, turned.rotate(angle)) for turned in (other, ImageOps.mirror(other))
               for angle in range(0, 360, 15))


@pytest.mark.parametrize("a,b", list(combinations([f.glyph for f in BOARD.families], 2)))
def test_no_two_families_share_a_shape_turned_or_mirrored(a, b):
    assert most_alike(a, b) <= SHAPES_OVERLAP_AT_MOST, (a, b)


def test_the_measure_sees_a_turned_triangle_as_the_same_shape():
    assert most_alike("triangle", "triangle") > 0.95 and most_alike("square", "diamond") < SHAPES_OVERLAP_AT_MOST


@pytest.mark.parametrize("vision", sorted(VISIONS))
def test_family_colours_stay_apart_with_and_without_a_colour_vision_deficiency(vision):
    colours = {f.name: rgb(f.colour) for f in BOARD.families}
    for (a, one), (b, other) in combinations(colours.items(), 2):
        assert delta_e(one, other, vision) >= FAMILIES_SEEN_APART, (vision, a, b, delta_e(one, other, vision))
    for name, colour in colours.items():
        assert delta_e(MARKER, colour, vision) >= MARKER_SEEN_APART, (vision, name, delta_e(MARKER, colour, vision))


def test_the_simulation_merges_red_and_green_as_a_dichromat_would():
    red, green = (200, 60, 40), (110, 120, 40)
    assert delta_e(red, green) > 40 and delta_e(red, green, "deuteranopia") < 15


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize(("players", "seed", "actions"), [(3, 4, 40), (4, 7, 60), (5, 9, 40)])
def test_the_turn_image_names_the_families_it_shows_and_the_goods_it_numbers(language, players, seed, actions):
    """A key under the map, in the reader's language: each family with a camel in view by its
    name, each good whose number is drawn on the map by its name."""
    state, events, _ = played(players, seed, actions)
    public, words = view(state), words_in(language)
    geometry = turn_geometry(BOARD)
    shown = windows_for(geometry, public, last_turn(events))
    canvas = draw_turn(BOARD, public, last_turn(events), words=words)
    drawn = [item.text for item in canvas.items if item.kind == "text"]
    in_view = {family for space, there in enumerate(public.spaces) for slot, family in enumerate(there)
               if any(inside_box(geometry.slot(space, slot), window) for window in shown)}
    numbered = {int(text) for text in drawn if text.isdigit() and int(text) in BOARD.goods}
    assert in_view and numbered
    for family in in_view:
        assert words.family(BOARD, family) in drawn, BOARD.families[family].name
    for number in numbered:
        assert words.good(BOARD, number) in drawn, number


def inside_box(point: tuple[float, float], box: tuple[int, int, int, int]) -> bool:
    return box[0] <= point[0] <= box[2] and box[1] <= point[1] <= box[3]


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize(("players", "seed", "actions"), [(3, 4, 40), (4, 7, 60), (5, 9, 40), (4, 0, 90)])
def test_the_key_names_every_family_whose_tile_a_players_line_shows(language, players, seed, actions):
    """A play-test's turn 19: the key named only "Chinese, Sindh" while the players' lines showed
    Levant's and Byzant's tiles, 8 px on a phone and unnamed anywhere in the image."""
    state, events, _ = played(players, seed, actions)
    public, words = view(state), words_in(language)
    drawn = [item.text for item in draw_turn(BOARD, public, last_turn(events), words=words).items
             if item.kind == "text"]
    held = {family for player in public.players for family in player.tiles}
    assert held
    for family in held:
        assert words.family(BOARD, family) in drawn, BOARD.families[family].name


def test_a_row_of_the_key_takes_the_tighter_gap_only_where_it_saves_a_row():
    words = words_in("en")
    four = [Entry(words.family(BOARD, f), BOARD.families[f].glyph) for f in range(4)]
    width = sum(entry.width(SIZES) for entry in four) + 3 * TIGHT_GAP  # one row only with the tighter gap
    assert len(packed(four, width, SIZES, GAP)) == 2 and rows(four, width, SIZES) == [four]
    assert row_gap(four, width, SIZES) == TIGHT_GAP
    assert rows(four, 10_000, SIZES) == [four] and row_gap(four, 10_000, SIZES) == GAP


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_key_names_the_wall_where_a_window_shows_it_and_only_there(language):
    """A thick bar between F6 and G7 with no word read as a border, and a camel refused across it as a wrong
    refusal: the key says what it is whenever the map shows it."""
    words, geometry = words_in(language), turn_geometry(BOARD)
    keyed = {}
    for seed in range(6):
        state, events, _ = played(3, seed, 40)
        public = view(state)
        shown = windows_for(geometry, public, last_turn(events))
        in_view = any(inside_box(point, window) for pair in BOARD.walls for point in geometry.shared_edge(*pair)
                      for window in shown)
        drawn = [item.text for item in draw_turn(BOARD, public, last_turn(events), words=words).items
                 if item.kind == "text"]
        keyed[seed] = (in_view, words("wall") in drawn)
    assert {in_view for in_view, _ in keyed.values()} == {True, False}, keyed  # both cases met
    assert all(in_view == said for in_view, said in keyed.values()), keyed
