"""``python -m bot bench render``: the full board, the turn image and the replay of a
finished 4-player game, each beside the same run's floor: encoding the same image (or
the same frames) alone."""

from __future__ import annotations

import io
import random
import statistics
import time
from collections.abc import Callable

from PIL import Image

from bot.engine import Action, Event, GameState, apply_action, awaiting, legal_actions, new_game, view
from bot.games.samarkand.history import public_history
from bot.lab.bench.percentiles import percentile
from bot.words.image_words import WORDS
from rendering import LastTurn, render_board
from rendering.board_image import draw_board
from rendering.encode import encode_png, to_palette
from rendering.hexmap import ground
from rendering.replay_gif import UPLOAD_LIMIT, encode_gif, render_replay, replay_frame
from rendering.turn_image import draw_turn, render_turn

RUNS = 60
SEED = 4


def position(actions: int | None, seed: int = SEED,
             players: int = 4) -> tuple[GameState, list[Event], list[tuple[int, Action]]]:
    """A random game after ``actions`` actions (None: played to the end): the state, every
    event and the log."""
    state, events = new_game(["Ann", "Bob", "Cyd", "Dee", "Eve"][:players], seed)
    rng = random.Random(seed)
    log: list[tuple[int, Action]] = []
    while not state.over and (actions is None or len(log) < actions):
        seat = awaiting(state)[0].player
        action = rng.choice(legal_actions(state, seat))
        events += apply_action(state, seat, action)
        log.append((seat, action))
    return state, events, log


def timed(action: Callable[[], object], runs: int | None = None) -> list[float]:
    """Milliseconds of each of ``runs`` calls, by default ``RUNS`` as it is at the call (a
    default bound at definition kept 60 runs where a test had set one)."""
    samples = []
    for _ in range(RUNS if runs is None else runs):
        start = time.perf_counter()
        action()
        samples.append((time.perf_counter() - start) * 1000)
    return samples


def figures(samples: list[float]) -> str:
    return f"median {statistics.median(samples):7.1f} ms  p99 {percentile(samples, 99):7.1f} ms"


def encode_rgb(image: Image.Image) -> bytes:
    out = io.BytesIO()
    image.save(out, "PNG", compress_level=1)
    return out.getvalue()


def run() -> None:
    state, _, _ = position(0)
    start = time.perf_counter()
    for draw in (draw_board, draw_turn):
        draw(state.board, view(state), words=WORDS)
    print(f"Render benchmark ({RUNS} renders per position; the static maps are drawn once, "
          f"{(time.perf_counter() - start) * 1000:.0f} ms, then cached: {ground.cache_info().currsize} scales)")
    for label, actions in (("early (10 actions)", 10), ("middle (50 actions)", 50), ("final", None)):
        report(label, *position(actions)[:2])
    replay()


def report(label: str, state: GameState, events: list[Event]) -> None:
    board, public, turn = state.board, view(state), LastTurn.from_events(events)
    full = draw_board(board, public, turn, words=WORDS).image
    inline = draw_turn(board, public, turn, words=WORDS).image
    def board_png() -> bytes:
        return render_board(board, public, last_turn=turn, words=WORDS)

    print(f"\n{label}")
    print(f"  full board {full.width}x{full.height}, PNG {len(board_png()):,} bytes")
    print(f"    render (draw + encode)             {figures(timed(board_png))}")
    print(f"    floor: encode alone, palette PNG   {figures(timed(lambda: encode_png(board, full)))}")
    print(f"    encode alone, RGB PNG (level 1)    {figures(timed(lambda: encode_rgb(full), runs=min(10, RUNS)))}")
    def turn_png() -> bytes:
        return render_turn(board, public, turn, words=WORDS)
    print(f"  turn image {inline.width}x{inline.height}, PNG {len(turn_png()):,} bytes")
    print(f"    turn image (draw + encode)         {figures(timed(turn_png))}")
    print(f"    floor: encode alone, palette PNG   {figures(timed(lambda: encode_png(board, inline)))}")


def replay() -> None:
    """The whole replay from the log (history, frames, GIF) beside encoding its frames."""
    state, _, log = position(None)
    names = [p.name for p in state.players]
    runs = max(1, RUNS // 12)
    gif = render_replay(state.board, list(public_history(names, SEED, log)), words=WORDS)
    whole = timed(lambda: render_replay(state.board, list(public_history(names, SEED, log)), words=WORDS), runs)
    frames = [to_palette(state.board, replay_frame(state.board, p, words=WORDS))
              for p in public_history(names, SEED, log)]
    floor = timed(lambda: encode_gif(frames), runs)
    print(f"\nreplay of a finished 4-player game ({len(log)} actions, {len(frames)} frames "
          f"{frames[0].width}x{frames[0].height}, {runs} runs)")
    print(f"  GIF {len(gif):,} bytes ({len(gif) / UPLOAD_LIMIT:.1%} of the {UPLOAD_LIMIT // 2**20} MiB upload limit)")
    print(f"    replay (rebuild + draw + encode)   {figures(whole)}")
    print(f"    floor: encode the frames alone     {figures(floor)}")
