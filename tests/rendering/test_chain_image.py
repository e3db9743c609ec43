"""A chain of turns in one message (a person's move and the computer moves after it): the
events read as each of its turns, and the turn image covers them all, a line and an outline
for each."""

from __future__ import annotations

import pytest

from bot.engine.events import GameOver, Turn
from bot.games.samarkand.history import public_history
from rendering.lastturn import LastTurn, since, turns
from rendering.style import LAST_TURN
from rendering.turn_image import CHAIN_LINES, MARGIN, SIZES, in_rows, marked, turn_geometry, windows, windows_for
from tests.support.engine_scenarios import BOARD
from tests.support.english_renderers import draw_turn, render_turn
from tests.support.image_scenes import NAMES, colliding, pixels, played

SEEDS = [(3, 5), (4, 9), (5, 21)]


def events_and_history(players: int, seed: int, actions: int | None = None):
    """A random game: all its events from the start, and its public history."""
    state, events, log = played(players, seed, actions)
    return state, events, list(public_history(NAMES[:players], seed, log))


@pytest.mark.parametrize(("players", "seed"), SEEDS)
def test_the_events_of_any_run_of_turns_read_as_the_turns_the_history_rebuilds(players, seed):
    """From each turn's opening to a later one, ``since`` gives the turns in order, each as
    the history's snapshot names it (passes fold into the turn before them, as there)."""
    _, events, history = events_and_history(players, seed)
    ends = [k for k, e in enumerate(events) if isinstance(e, Turn | GameOver)]
    snapshots = history[1:]
    for start in range(0, len(ends) - 4, 3):
        for length in (1, 2, 4):
            run = events[ends[start]:ends[start + length] + 1]
            assert list(since(run)) == [s.last_turn for s in snapshots[start:start + length]], (start, length)


def test_the_last_of_the_turns_is_the_last_turn_and_a_lone_opening_is_no_turn():
    _, events, _ = events_and_history(3, 5, 40)
    assert turns(events)[-1] == LastTurn.from_events(events)
    opening = [e for e in events if isinstance(e, Turn)][-1]
    assert since([opening]) == (LastTurn(),)
    assert not LastTurn().played


def chain(players: int, seed: int, length: int) -> tuple:
    """The view after ``length`` turns from the middle of a random game, and those turns."""
    _, _, history = events_and_history(players, seed)
    middle = len(history) // 2
    covered = [s.last_turn for s in history[middle - length + 1:middle + 1]]
    return history[middle].public, covered


@pytest.mark.parametrize(("players", "seed"), SEEDS)
def test_the_image_names_each_turn_of_the_chain_on_a_line_of_its_own(players, seed):
    public, covered = chain(players, seed, players)
    canvas = draw_turn(BOARD, public, covered[-1], earlier=covered[:-1])
    texts = [item.text for item in canvas.items if item.kind == "text"]
    for turn in covered:
        name = public.players[turn.player].name
        assert any(text.startswith(name) for text in texts), name
    lines = [item for item in canvas.items if item.kind == "text" and item.box[1] > MARGIN + SIZES.title]
    assert len({item.box[1] for item in lines[:len(covered)]}) == min(len(covered), CHAIN_LINES)
    assert colliding(canvas) == []


def rim_pixel(geometry, shown: list, head: int, space: int) -> tuple[int, int] | None:
    """Where the top of ``space``'s outline is on the turn image, if a window shows it."""
    y = head
    for row in in_rows(shown):
        x = 0
        for window in row:
            if geometry.holds(window, [space]):
                cx, cy = geometry.centre(space)
                return int(cx - window[0] + x), int(cy - geometry.radius * 0.866 - window[1] + y)
            x += window[2] - window[0]
        y += max(w[3] - w[1] for w in row)
    return None


@pytest.mark.parametrize(("players", "seed"), SEEDS)
def test_every_camel_the_chain_placed_is_outlined_on_the_image(players, seed):
    public, covered = chain(players, seed, players)
    placed = marked(public, covered[:-1])
    assert len(placed) > len(public.last_placed)  # the earlier turns placed camels too
    geometry = turn_geometry(BOARD)
    shown = windows_for(geometry, public, covered[-1], covered[:-1])
    image = pixels(render_turn(BOARD, public, covered[-1], earlier=covered[:-1]))
    head = MARGIN + SIZES.title + 8 + max(2, len(covered)) * SIZES.line
    for space in placed:
        rim = rim_pixel(geometry, shown, head, space)
        assert rim is not None and image.getpixel(rim) == LAST_TURN, BOARD.spaces[space].label


def test_camels_far_apart_are_shown_in_windows_each_whole_the_image_no_taller_than_it_must_be():
    """Camels in two far columns: two half-wide windows side by side. In three corners of
    the map: two rows. Past four groups, the last turn's camels alone are shown."""
    geometry = turn_geometry(BOARD)
    columns = max(s.column for s in BOARD.spaces)
    west, east = ([min((s for s in BOARD.spaces if s.column == c), key=lambda s: s.row).index] for c in (0, columns))
    assert [w[2] - w[0] for w in windows(geometry, west + east)] == [550, 550]
    south_east = [max((s for s in BOARD.spaces if s.column == columns), key=lambda s: s.row).index]
    corners = west + east + south_east
    shown = windows(geometry, corners)
    assert len(in_rows(shown)) == 2
    assert all(any(geometry.holds(w, [space]) for w in shown) for space in corners)
    many = [s.index for s in BOARD.spaces if s.row % 3 == 0 and s.column % 3 == 0]
    last = many[-1:]
    assert len(many) > 4 and windows(geometry, many, last) == windows(geometry, last)


@pytest.mark.parametrize(("players", "seed"), SEEDS)
def test_each_space_of_the_chain_carries_the_number_of_its_caption_line(players, seed):
    """The caption's lines are numbered, and each space a turn placed a camel on carries that
    turn's number beside it, clear of every piece: which inset shows which move."""
    public, covered = chain(players, seed, players)
    canvas = draw_turn(BOARD, public, covered[-1], earlier=covered[:-1])
    geometry = turn_geometry(BOARD)
    shown = windows_for(geometry, public, covered[-1], covered[:-1])
    head = MARGIN + SIZES.title + 8 + max(2, len(covered)) * SIZES.line
    texts = [item for item in canvas.items if item.kind == "text"]
    for k, turn in enumerate(covered, 1):
        name = public.players[turn.player].name
        assert any(item.text.startswith(f"{k}. {name}") for item in texts), (k, name)
        for space in turn.placed:
            rim = rim_pixel(geometry, shown, head, space)
            if rim is None:
                continue  # not in any window (past the windows' most)
            near = [item for item in texts if str(k) in item.text.split(",")
                    and abs((item.box[0] + item.box[2]) / 2 - rim[0]) < geometry.radius * 1.2
                    and abs((item.box[1] + item.box[3]) / 2 - rim[1]) < geometry.radius * 1.5]
            assert near, (k, BOARD.spaces[space].label)
    assert colliding(canvas) == []
