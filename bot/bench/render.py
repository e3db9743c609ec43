"""``python -m bot bench render``: board images for an early, a middle and a final
position, beside the floor: encoding an image of the same size alone."""

from __future__ import annotations

import io
import random
import statistics
import time

from PIL import Image

from bot.bench.stats import percentile
from bot.engine import GameState, apply_action, awaiting, legal_actions, new_game, view
from rendering import draw_board, render_board
from rendering.board_image import encode, static_board

RUNS = 60


def position(actions: int | None, seed: int = 4) -> GameState:
    """A 4-player game after ``actions`` random actions (None: played to the end)."""
    state, _ = new_game(["Ann", "Bob", "Cyd", "Dee"], seed)
    rng = random.Random(seed)
    done = 0
    while not state.over and (actions is None or done < actions):
        seat = awaiting(state)[0].player
        apply_action(state, seat, rng.choice(legal_actions(state, seat)))
        done += 1
    return state


def timed(action, runs: int = RUNS) -> list[float]:
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        samples.append((time.perf_counter() - start) * 1000)
    return samples


def figures(samples: list[float]) -> str:
    return f"median {statistics.median(samples):6.1f} ms  p99 {percentile(samples, 99):6.1f} ms"


def encode_rgb(image: Image.Image) -> bytes:
    out = io.BytesIO()
    image.save(out, "PNG", compress_level=1)
    return out.getvalue()


def run() -> None:
    state = position(0)
    start = time.perf_counter()
    static_board(state.board)
    print(f"Render benchmark ({RUNS} renders per position; the static map is drawn once, "
          f"{(time.perf_counter() - start) * 1000:.0f} ms, then cached)")
    for label, actions in (("early (10 actions)", 10), ("middle (50 actions)", 50), ("final", None)):
        report(label, position(actions))


def report(label: str, state: GameState) -> None:
    names = [p.name for p in state.players]
    public = view(state)
    png = render_board(state.board, public, names)
    image = draw_board(state.board, public, names)
    width, height = image.size
    print(f"\n{label}: {width}x{height}, PNG {len(png):,} bytes")
    drawn = timed(lambda: render_board(state.board, public, names))
    print(f"  render (draw + encode)             {figures(drawn)}")
    print(f"  floor: encode alone, palette PNG   {figures(timed(lambda: encode(state.board, image)))}")
    print(f"  encode alone, RGB PNG (level 1)    {figures(timed(lambda: encode_rgb(image), runs=10))}")
