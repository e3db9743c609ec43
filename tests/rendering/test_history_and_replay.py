"""Any earlier position is rebuilt from the seed and the log to the very image saved
during play; the replay has one frame per turn and fits Discord's upload limit."""

import io
import random
from itertools import pairwise

import pytest
from PIL import Image

from bot.engine import Event, awaiting, legal_actions, state_from_json, view
from bot.engine.events import CamelPlaced, GameOver, Passed, SaleWindow, Turn
from bot.engine.view import PublicView
from bot.games.samarkand.history import position_at, public_history, snapshot_at
from bot.offline.options import Seats
from bot.words.image_words import WORDS, words_in
from rendering import LastTurn, board_image
from rendering.encode import to_palette
from rendering.replay_gif import SAFE_UPLOAD, UPLOAD_LIMIT, fit_replay
from tests.support.console_session import open_console, typed
from tests.support.engine_scenarios import BOARD
from tests.support.english_renderers import draw_board, render_board, render_replay, replay_frame
from tests.support.image_scenes import played


async def console_game(tmp_path, actions: int):
    """Two players type ``actions`` random legal moves at an offline table that saves each
    turn's board image; returns the service (its store still open) and the image folder."""
    boards = tmp_path / "boards"
    store, console = await open_console(tmp_path / "db.sqlite3", io.StringIO(), images=boards)
    await console.open(Seats(("Ann", "Bob"), ()), seed=12)
    rng = random.Random(12)
    for _ in range(actions):
        row = await store.live_game(console.channel)
        if row is None:
            break
        state = state_from_json(row.state)
        seat = awaiting(state)[0].player
        await console.run(iter([typed(rng.choice(legal_actions(state, seat)), state.board)]))
    return console.service, boards


@pytest.mark.slow
async def test_board_turn_n_rebuilt_from_the_log_is_the_image_the_console_saved_during_play(tmp_path):
    """Every board image the console saved while the game was played (marriages, meetings
    and passes marked as in Discord's turn messages) is the very image ``/board turn:N``
    rebuilds from the seed and the action log."""
    service, boards = await console_game(tmp_path, 400)
    _, history = await service.reading.history("console:t")
    saved = sorted(boards.glob("t-game*-*.png"))
    assert len(saved) > 10 and any(path.name.endswith("-final.png") for path in saved)
    marriages = 0
    for path in saved:
        moment = path.stem.rsplit("-", 1)[1]  # the file of turn T shows the board as turn T begins
        snapshot = history[-1] if moment == "final" else position_at(history, int(moment) - 1)
        assert render_board(BOARD, snapshot.public, None, snapshot.last_turn) == path.read_bytes(), path.name
        marriages += bool(snapshot.last_turn and snapshot.last_turn.married is not None)
    assert marriages >= 2
    await service.store.close()


def test_history_has_the_start_and_one_position_per_completed_turn_from_the_public_view_only():
    state, _, log = played(4, 4, None)
    snapshots = list(public_history([p.name for p in state.players], 4, log))
    assert snapshots[0].turn == 0 and snapshots[0].last_turn is None
    assert [s.turn for s in snapshots] == sorted({s.turn for s in snapshots})
    assert snapshots[-1].public == view(state)
    assert all(type(s.public) is PublicView for s in snapshots)  # no SeatView: no hand, no "you"
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


def test_a_turn_held_up_by_its_last_sale_offers_is_read_as_far_as_it_went():
    """A turn message sent while the final sale offers settle the turn (R6.5) marks what
    the turn did so far, and who played it."""
    events: list[Event] = [Turn(player=1, turn=5), CamelPlaced(family=2, space=10), SaleWindow(good=3),
                           Passed(player=0)]
    assert LastTurn.from_events(events) == LastTurn(player=1, family=2, placed=(10,), passed=(0,))
    closed = [*events, GameOver(reason="r", winners=(1,))]
    assert LastTurn.from_events(closed) == LastTurn(player=1, family=2, placed=(10,), passed=(0,))


@pytest.mark.slow
def test_a_replay_over_the_limit_keeps_evenly_spread_frames_with_the_first_and_the_last():
    state, _, log = played(3, 5, None)
    snapshots = list(public_history([p.name for p in state.players], 5, log))
    whole = render_replay(BOARD, snapshots)
    assert fit_replay(BOARD, snapshots, words=WORDS) == (whole, list(range(len(snapshots))))  # every frame
    gif, shown = fit_replay(BOARD, snapshots, words=WORDS, limit=len(whole) * 2 // 3)
    assert len(gif) <= len(whole) * 2 // 3 and 2 < len(shown) < len(snapshots)
    gaps = {b - a for a, b in pairwise(shown[:-1])}  # evenly spread; the last may come sooner
    assert shown[0] == 0 and shown[-1] == len(snapshots) - 1
    assert len(gaps) == 1 and 0 < shown[-1] - shown[-2] <= min(gaps)
    animation = Image.open(io.BytesIO(gif))
    assert animation.n_frames == len(shown)
    for index in (0, 1, len(shown) - 1):
        animation.seek(index)
        drawn = to_palette(BOARD, replay_frame(BOARD, snapshots[shown[index]])).convert("RGB")
        assert animation.convert("RGB").tobytes() == drawn.tobytes()
    assert fit_replay(BOARD, snapshots, words=WORDS, limit=1000) is None


def test_the_upload_limit_is_discords_for_servers_without_boosts_with_a_margin():
    assert UPLOAD_LIMIT == 10 * 2**20 and UPLOAD_LIMIT - 2**20 <= SAFE_UPLOAD < UPLOAD_LIMIT


def test_an_earlier_board_is_titled_by_the_turn_it_follows_not_the_next_one():
    """``/board turn:N`` answers "The board after turn N": its image says so too, although
    the position's view already names turn N + 1 as the one to play."""
    state, _, log = played(4, 4, 30)
    snapshot = position_at(public_history([p.name for p in state.players], 4, log), 5)
    assert snapshot.public.turn == 6
    texts = [item.text for item in draw_board(BOARD, snapshot.public, snapshot.last_turn, after=5).items]
    assert "After turn 5" in texts and "Turn 6" not in texts
    german = board_image.draw_board(BOARD, snapshot.public, snapshot.last_turn, words=words_in("de"), after=5)
    assert "Nach Zug 5" in [item.text for item in german.items]
