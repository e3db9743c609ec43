"""The turn image is made for Discord's inline preview: sizes proved at 550 px wide, no
text over text or pieces, the last turn marked where it happened."""

import random
from dataclasses import replace

import pytest

from bot.engine import Expand, apply_action, awaiting, legal_actions, new_game, view
from bot.engine.scoring import END_STUCK
from bot.words.image_words import words_in
from rendering.canvas import ink_box
from rendering.geometry import MapGeometry
from rendering.style import INK, LAST_TURN, rgb
from rendering.turn_image import HEADLINE_LINES, MARGIN, SHOWN_WIDTH, SIZES, focus, turn_geometry, windows, windows_for
from rendering.turn_image import draw_turn as real_draw_turn
from tests.support.engine_scenarios import BOARD, fam, game, give_tile, put_camel, settling_game, sp
from tests.support.english_renderers import draw_turn, render_turn
from tests.support.image_scenes import NAMES, colliding, last_turn, married, pixels, played, smallest_shown

PHONE_WIDTH = 400
POSITIONS = [(2, 3, 0), (3, 5, 12), (4, 4, 61), (5, 9, 40), (4, 4, None), (2, 21, None)]


@pytest.mark.parametrize(("players", "seed", "actions"), POSITIONS)
def test_every_text_is_11px_and_every_sign_14px_when_shown_550px_wide(players, seed, actions):
    state, events, _ = played(players, seed, actions)
    canvas = draw_turn(BOARD, view(state), last_turn(events))
    assert smallest_shown(canvas, SHOWN_WIDTH, {"text", "label"}) >= 11
    assert smallest_shown(canvas, SHOWN_WIDTH, {"camel", "glyph", "mark"}) >= 14
    assert canvas.image.width == 2 * SHOWN_WIDTH


@pytest.mark.parametrize(("players", "seed", "actions"), POSITIONS)
def test_still_readable_on_a_phone_400px_wide(players, seed, actions):
    """At 400 px (a phone's inline preview) every text is at least 8 px tall and every
    sign at least 10 px across: small, but each letter and shape still tells itself apart."""
    state, events, _ = played(players, seed, actions)
    canvas = draw_turn(BOARD, view(state), last_turn(events))
    assert smallest_shown(canvas, PHONE_WIDTH, {"text", "label"}) >= 8
    assert smallest_shown(canvas, PHONE_WIDTH, {"camel", "glyph", "mark"}) >= 10


@pytest.mark.parametrize(("players", "seed", "actions"), POSITIONS)
def test_no_text_lies_over_another_text_or_a_piece(players, seed, actions):
    state, events, _ = played(players, seed, actions)
    canvas = draw_turn(BOARD, view(state), last_turn(events))
    assert colliding(canvas) == []
    assert sum(item.kind == "camel" for item in canvas.items) > 0 or not actions


def where(geometry: MapGeometry, shown: list, space: int, point: tuple[float, float]) -> tuple[int, int]:
    """The pixel of the turn image at ``point`` (map coordinates) in the window holding ``space``."""
    x = 0
    for window in shown:
        if geometry.holds(window, [space]):
            head = MARGIN + SIZES.title + 8 + HEADLINE_LINES * SIZES.line
            return int(point[0] - window[0] + x), int(point[1] - window[1] + head)
        x += window[2] - window[0]
    raise AssertionError(f"no window holds {BOARD.spaces[space].label}")


def expanded(state, family: str, labels: list[str]):
    """The active seat expands ``family`` to ``labels``: the last turn's public view and events."""
    seat = state.active
    give_tile(state, seat, family)
    state.treasury[fam(family)] = 5
    events = apply_action(state, seat, Expand(fam(family), tuple(sp(label) for label in labels)))
    return view(state), events


def test_the_window_shows_the_spaces_of_the_last_expansion_outlined():
    public, events = expanded(game(3), "Chinese", ["P1"])
    geometry = turn_geometry(BOARD)
    shown = windows_for(geometry, public, last_turn(events))
    image = pixels(render_turn(BOARD, public, last_turn(events)))
    x, y = geometry.centre(sp("P1"))
    assert image.getpixel(where(geometry, shown, sp("P1"), (x, y - geometry.radius * 0.866))) == LAST_TURN
    slot = where(geometry, shown, sp("P1"), geometry.slot(sp("P1"), 0))
    assert image.getpixel(slot) == rgb(BOARD.family_named("Chinese").colour)


def test_two_camels_far_apart_are_both_shown_outlined():
    """A legal Sogdian move to H1 and I6 (its route runs down column I): both hexes whole
    on the image, each outlined in the last turn's colour."""
    state = game(3)
    for label in ("I2", "I3", "I4", "I5"):
        put_camel(state, "Sogdian", label)
    public, events = expanded(state, "Sogdian", ["H1", "I6"])
    geometry = turn_geometry(BOARD)
    shown = windows_for(geometry, public, last_turn(events))
    assert len(shown) == 2 and sum(w[2] - w[0] for w in shown) == 1100
    image = pixels(render_turn(BOARD, public, last_turn(events)))
    for label in ("H1", "I6"):
        x, y = geometry.centre(sp(label))
        for rim in ((x, y - geometry.radius * 0.866), (x, y + geometry.radius * 0.87)):
            assert image.getpixel(where(geometry, shown, sp(label), rim)) == LAST_TURN, label


def test_every_space_of_any_legal_expansion_is_whole_in_the_windows():
    """Over every legal expansion of the positions of random games (one camel or two, near
    or far apart): each placed space's hex, outline included, is whole inside a window,
    and the windows fill the image's width."""
    geometry = turn_geometry(BOARD)
    checked, split = 0, 0
    for seed in range(6):
        state, _ = new_game(NAMES[:2 + seed % 4], seed)
        rng = random.Random(seed)
        while not state.over:
            seat = awaiting(state)[0].player
            actions = legal_actions(state, seat)
            for action in actions:
                if isinstance(action, Expand):
                    shown = windows(geometry, list(action.spaces))
                    assert sum(w[2] - w[0] for w in shown) == 1100
                    for space in action.spaces:
                        assert any(geometry.holds(w, [space]) for w in shown), (action, shown)
                    checked += 1
                    split += len(shown) > 1
            apply_action(state, seat, rng.choice(actions))
    assert checked > 5000 and split > 50


@pytest.mark.parametrize(("players", "seed", "actions"), POSITIONS)
def test_no_text_on_the_map_is_cut_at_the_windows_edge(players, seed, actions):
    state, events, _ = played(players, seed, actions)
    canvas = draw_turn(BOARD, view(state), last_turn(events))
    for item in canvas.items:
        if item.kind == "text":
            box = ink_box((0, 0), item.text, int(item.size), "la", False)
            bold = ink_box((0, 0), item.text, int(item.size), "la", True)
            width = item.box[2] - item.box[0]
            assert width in (box[2] - box[0], bold[2] - bold[0]), item


def test_a_marriage_is_named_and_centres_the_family_route():
    state = game(3)
    seat = state.active
    events = married(state, fam("Sindh"))
    public = view(state)
    turn = last_turn(events)
    assert turn.married == fam("Sindh") and turn.player == seat
    assert focus(BOARD, public, turn) == [BOARD.family_named("Sindh").start]
    texts = [item.text for item in draw_turn(BOARD, public, turn).items]
    name = public.players[seat].name
    assert f"{name} married into Sindh (portion 3)" in texts


def test_every_players_public_points_say_they_leave_the_cards_out_and_who_is_to_play_is_shown():
    state, events, _ = played(4, 7, 30)
    public = view(state)
    texts = [item.text for item in draw_turn(BOARD, public, last_turn(events)).items]
    for player in public.players:
        assert player.name in texts
        assert f"{player.public_points} + cards" in texts  # in play the cards are secret: the image says so
    assert not any(text.endswith(" points") for text in texts)
    active = public.players[public.waiting[0].player].name
    assert any(text.endswith(f"{active} to play") for text in texts)


def test_the_final_image_names_the_winners_and_the_totals():
    state, events, _ = played(4, 4, None)
    public = view(state)
    texts = [item.text for item in draw_turn(BOARD, public, last_turn(events)).items]
    best = max(line.total for line in public.scores)
    names = [public.players[s].name for s in public.winners]
    assert "Game over" in texts
    assert any(text.startswith(names[0]) and f"with {best} points" in text for text in texts)
    for line in public.scores:
        assert f"{line.total} points" in texts


def framed_players(public) -> set[str]:
    """The players whose line on the turn image has a frame of ink at its left edge."""
    canvas = draw_turn(BOARD, public, None)
    framed = set()
    for player in public.players:
        name = next(item for item in canvas.items if item.text == player.name)
        middle = (name.box[1] + name.box[3]) // 2
        if canvas.image.getpixel((MARGIN + 1, middle)) == INK:
            framed.add(player.name)
    return framed


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (4, 4), (5, 11)])
def test_the_winners_lines_are_framed_at_the_end_and_the_awaited_players_in_play(players, seed):
    """The frame shows whose line to read: the player to move in play, every winner at the end
    (the final image framed nobody, and the winner's figures stood among the rest)."""
    ended = view(played(players, seed, None)[0])
    assert framed_players(ended) == {ended.players[s].name for s in ended.winners}
    during = view(played(players, seed, 12)[0])
    assert framed_players(during) == {during.players[w.player].name for w in during.waiting}


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_settling_image_says_the_game_has_ended_and_waits_for_the_last_sale_answers(language):
    """Its headline said only "Turn 43", as if someone were to play; it says why the table
    waits, naming nobody (who holds the card offered is secret, R6.5)."""
    words = words_in(language)
    public = view(settling_game(NAMES[:3]))
    for shown, key in ((public, "settling"), (replace(public, end_reason=END_STUCK), "settling_stuck")):
        drawn = [item.text for item in real_draw_turn(BOARD, shown, words=words).items if item.kind == "text"]
        assert drawn[:2] == [words("turn", turn=public.turn), words(key)]
        waits_for = [words("to_play", name=player.name) for player in public.players]
        assert framed_players(shown) == set()  # no row framed as the one the game waits for
        assert not any(line in drawn for line in waits_for)
