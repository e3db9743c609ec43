"""The private target image marks and numbers every legal space where the camel would
stand, keeps the seat's families in colour, and says what each space would bring."""

from dataclasses import replace

from bot.engine import Expand, apply_action, frontier, legal_actions, view
from bot.words.image_words import words_in
from rendering.style import INK, TARGET, blend, rgb
from rendering.style import LAND as LAND_GROUND
from rendering.targets import Target, numbered_targets, target_key, target_window, targets_for, with_camel
from rendering.turn_image import MAP_HEIGHT, turn_geometry
from tests.support.engine_scenarios import BOARD, fam, game, give_tile, put_camel, set_hand, sp
from tests.support.english_renderers import draw_targets, render_targets
from tests.support.image_scenes import colliding, one_camel_moves, pixels, played_until


def position():
    """Seat 0 holds Tigris, whose route reaches a goods space, a Levant camel, and land."""
    state = game(3)
    give_tile(state, 0, "Tigris")
    put_camel(state, "Levant", "D6")
    set_hand(state, 0, [BOARD.spaces[sp("D7")].good, 1])
    return state


def window_origin(targets):
    return target_window(BOARD, targets)[:2]


def test_targets_say_what_a_camel_would_bring():
    state = position()
    seat_view = view(state, 0)
    targets = targets_for(BOARD, seat_view, fam("Tigris"), frontier(state, fam("Tigris")))
    by_space = {t.space: t for t in targets}
    good = BOARD.spaces[sp("D7")].good
    assert by_space[sp("D7")] == Target(sp("D7"), by_space[sp("D7")].number, True, (), good)
    assert by_space[sp("D6")].meets == (fam("Levant"),) and not by_space[sp("D6")].goods_marker
    assert [t.number for t in targets] == list(range(1, len(targets) + 1))
    texts = " ".join(item.text for item in draw_targets(BOARD, seat_view, targets).items)
    assert f"goods marker {BOARD.goods[good].name} ({good})" in texts and "meets Levant" in texts
    assert f"your card {BOARD.goods[good].name}" in texts


def test_the_key_lists_targets_that_gain_something_and_names_the_rest_in_one_line():
    state = position()
    seat_view = view(state, 0)
    targets = targets_for(BOARD, seat_view, fam("Tigris"), frontier(state, fam("Tigris")))
    texts = [item.text for item in draw_targets(BOARD, seat_view, targets).items if item.kind != "label"]
    plain = [t for t in targets if not (t.goods_marker or t.meets or t.card is not None)]
    assert plain and sum("nothing more" in text for text in texts) == 1
    assert f"{', '.join(str(t.number) for t in plain)}: a camel, nothing more" in texts
    gaining = [t for t in targets if t not in plain]
    assert all(any(text.startswith(f"{t.number} · ") for text in texts) for t in gaining)


def test_each_target_is_a_numbered_ring_where_the_camel_would_stand():
    state = position()
    seat_view = view(state, 0)
    targets = targets_for(BOARD, seat_view, fam("Tigris"), frontier(state, fam("Tigris")))
    image = pixels(render_targets(BOARD, seat_view, targets))
    left, top = window_origin(targets)
    geometry = turn_geometry(BOARD)
    radius = geometry.camel_radius * 1.15
    for target in targets:
        x, y = geometry.slot(target.space, len(seat_view.spaces[target.space]))
        assert image.getpixel((int(x - left + radius * 0.75), int(y - top))) == TARGET  # the disc
        assert image.getpixel((int(x - left + radius - 1), int(y - top))) == INK  # its ring
    chosen = {t.space for t in targets}
    for space in range(len(BOARD.spaces)):  # elsewhere in the window: no disc where a camel would stand
        x, y = geometry.slot(space, len(seat_view.spaces[space]))
        point = (int(x - left + radius * 0.75), int(y - top))
        if space not in chosen and 0 <= point[0] < image.width and 0 <= point[1] < MAP_HEIGHT:
            assert image.getpixel(point) != TARGET, BOARD.spaces[space].label
    labels = sorted(int(item.text) for item in draw_targets(BOARD, seat_view, targets).items if item.kind == "label")
    assert labels == [t.number for t in targets]


def test_the_seats_families_stay_in_colour_and_the_others_are_pale():
    state = position()
    apply_action(state, 0, Expand(fam("Tigris"), (sp("E6"),)))
    seat_view = view(state, 0)
    targets = targets_for(BOARD, seat_view, fam("Tigris"), frontier(state, fam("Tigris")))
    image = pixels(render_targets(BOARD, seat_view, targets))
    left, top = window_origin(targets)
    geometry = turn_geometry(BOARD)
    own = geometry.slot(sp("E6"), 0)
    assert image.getpixel((int(own[0] - left), int(own[1] - top))) == rgb(BOARD.family_named("Tigris").colour)
    other = geometry.slot(sp("D6"), 0)
    pale = blend(LAND_GROUND, rgb(BOARD.family_named("Levant").colour), 0.5)
    assert image.getpixel((int(other[0] - left), int(other[1] - top))) == pale


def test_no_text_lies_over_a_numbered_ring_nor_a_piece():
    """A sea's name gives way to a target ring on the water as it does to a camel."""
    state, _, _ = played_until(4, 4, lambda state: any(BOARD.spaces[a.spaces[0]].kind == "water"
                                                         for a in one_camel_moves(state, state.active)),
                               least=61)  # far enough in for camels and labels to crowd the map
    seat = state.active
    seat_view = view(state, seat)
    targets = [replace(targets_for(BOARD, seat_view, a.family, list(a.spaces))[0], number=k)
               for k, a in enumerate(one_camel_moves(state, seat), start=1)]
    canvas = draw_targets(BOARD, seat_view, targets)
    assert colliding(canvas) == []


def test_rings_of_two_families_on_one_space_stand_apart_and_keep_their_numbers():
    """Two of the seat's families may reach one space: each ring keeps a place and a number of
    its own, also where a camel already takes one of the space's two slots."""
    seat_view = view(position(), 0)  # a Levant camel on D6
    targets = [Target(sp("D6"), 1), Target(sp("D6"), 2), Target(sp("E6"), 3), Target(sp("E6"), 4)]
    canvas = draw_targets(BOARD, seat_view, targets)
    assert colliding(canvas) == []
    assert sorted(item.text for item in canvas.items if item.kind == "mark" and item.text) == ["1", "2", "3", "4"]


def test_the_second_camels_map_shows_the_first_one_outlined_and_named_in_the_key():
    state = position()
    state.treasury[fam("Tigris")] = 1
    first = sp("D7")
    seat_view = with_camel(BOARD, view(state, 0), fam("Tigris"), first)
    assert seat_view.spaces[first] == (fam("Tigris"),) and view(state, 0).spaces[first] == ()
    seconds = sorted({b if a == first else a for action in legal_actions(state, 0)
                      if isinstance(action, Expand) and first in action.spaces and len(action.spaces) == 2
                      for a, b in [action.spaces]})
    targets = targets_for(BOARD, seat_view, fam("Tigris"), seconds)
    canvas = draw_targets(BOARD, seat_view, targets, first=first)
    left, top = target_window(BOARD, targets, (first,))[:2]
    x, y = turn_geometry(BOARD).slot(first, 0)
    assert canvas.image.getpixel((int(x - left), int(y - top))) == rgb(BOARD.family_named("Tigris").colour)
    assert "D7: your first camel (outlined)" in [item.text for item in canvas.items]
    assert colliding(canvas) == []


def test_the_key_names_each_targets_family_where_two_families_reach_one_space():
    """A play-test's map keyed "13 · D7: your card Frankincense" and "22 · D7: your card Frankincense" for a Byzant
    and a Levant camel: alike but for their numbers, they read as a bug. Where the menus list several families,
    the key names each target's as the menus do; where one family's camels are placed, its name is no news."""
    state = position()
    give_tile(state, 0, "Levant")
    seat_view, words = view(state, 0), words_in("en")
    both = numbered_targets(BOARD, seat_view, [(fam("Tigris"), sp("D7")), (fam("Levant"), sp("D7"))])
    first, second = target_key(BOARD, both, words)
    good = BOARD.goods[BOARD.spaces[sp("D7")].good].name
    assert first.startswith("1 · Tigris → D7: ") and second.startswith("2 · Levant → D7: ")
    assert first.endswith(f"your card {good}") and second.endswith(f"your card {good}")
    alone = numbered_targets(BOARD, seat_view, [(fam("Tigris"), sp("D7")), (fam("Tigris"), sp("D6"))])
    assert target_key(BOARD, alone, words)[0].startswith("1 · D7: ")
    assert target_key(BOARD, both, words_in("de"))[1].startswith("2 · Levanten → D7: ")
