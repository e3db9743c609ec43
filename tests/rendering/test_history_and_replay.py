"""Any earlier position is rebuilt from the seed and the log to the very image shown
during play; the replay has one frame per turn and fits Discord's upload limit."""

import io
import random

from PIL import Image

from bot.engine import Kind, apply_action, awaiting, legal_actions, new_game, view
from bot.history import public_history, snapshot_at
from rendering import LastTurn
from rendering.encode import to_palette
from rendering.replay import UPLOAD_LIMIT
from tests.engine.helpers import BOARD
from tests.rendering.english import render_board, render_replay, render_turn, replay_frame
from tests.rendering.helpers import NAMES, played


def play_and_keep_images(players: int, seed: int) -> tuple[list[str], list, dict[int, tuple[bytes, bytes]]]:
    """Play a random game as the bot would, keeping the board and turn images it would
    post after each turn, by turn number."""
    names = NAMES[:players]
    state, events = new_game(names, seed)
    rng = random.Random(seed)
    log, shown, turn_events = [], {}, list(events)
    while not state.over:
        seat = awaiting(state)[0].player
        action = rng.choice(legal_actions(state, seat))
        number = state.turn
        new = apply_action(state, seat, action)
        log.append((seat, action))
        turn_events += new
        if any(e.kind in (Kind.TURN, Kind.GAME_OVER) for e in new):
            turn = LastTurn.from_events(turn_events, seat)
            shown[number] = (render_board(BOARD, view(state), last_turn=turn), render_turn(BOARD, view(state), turn))
            turn_events = new[-1:]
    return names, log, shown


def test_the_board_at_turn_n_rebuilt_from_the_log_is_the_image_shown_during_play():
    names, log, shown = play_and_keep_images(3, 12)
    turns = sorted(shown)
    for number in [turns[0], turns[len(turns) // 3], turns[-2], turns[-1]]:
        snapshot = snapshot_at(names, 12, log, number)
        assert snapshot.turn == number
        board_png, turn_png = shown[number]
        assert render_board(BOARD, snapshot.public, last_turn=snapshot.last_turn) == board_png
        assert render_turn(BOARD, snapshot.public, snapshot.last_turn) == turn_png


def test_history_has_the_start_and_one_position_per_completed_turn_from_the_public_view_only():
    state, _, log = played(4, 4, None)
    snapshots = list(public_history([p.name for p in state.players], 4, log))
    assert snapshots[0].turn == 0 and snapshots[0].last_turn is None
    assert [s.turn for s in snapshots] == sorted({s.turn for s in snapshots})
    assert snapshots[-1].public == view(state)
    assert all("hand" not in s.public and "you" not in s.public for s in snapshots)
    assert snapshot_at([p.name for p in state.players], 4, log, 10**6).public == view(state)


def game_with_passes():
    """The first seeded random game in which a seat passes (R3.2) and play goes on."""
    for seed in range(1, 200):
        state, _, log = played(2 + seed % 3, seed, None)
        names = [p.name for p in state.players]
        snapshots = list(public_history(names, seed, log))
        if any(s.last_turn and s.last_turn.passed for s in snapshots[:-1]):
            return names, seed, log, snapshots
    raise AssertionError("no seed gave a game with a pass")


def test_a_passed_turn_shows_the_position_before_it():
    names, seed, log, snapshots = game_with_passes()
    numbers = [s.turn for s in snapshots]
    gaps = [n for n in range(numbers[-1]) if n not in numbers]
    assert gaps
    for n in gaps:
        before = max(k for k in numbers if k < n)
        assert snapshot_at(names, seed, log, n).turn == before


def test_the_replay_of_a_finished_four_player_game_has_a_frame_per_turn_and_fits_the_limit():
    state, _, log = played(4, 4, None)
    snapshots = list(public_history([p.name for p in state.players], 4, log))
    gif = render_replay(BOARD, snapshots)
    assert gif.startswith(b"GIF89a") and len(gif) < UPLOAD_LIMIT / 4
    animation = Image.open(io.BytesIO(gif))
    assert animation.n_frames == len(snapshots)
    for index in (0, 1, len(snapshots) // 2, len(snapshots) - 1):  # each frame decodes to the frame drawn
        animation.seek(index)
        drawn = to_palette(BOARD, replay_frame(BOARD, snapshots[index])).convert("RGB")
        assert animation.convert("RGB").tobytes() == drawn.tobytes()
