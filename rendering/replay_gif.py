"""The replay (``/replay``): an animated GIF of the whole game, one frame per turn, each
marking what its turn changed.

GIF, not APNG: Discord plays GIFs inline in every client, while APNG attachments show as
still images in many; and the images already use one fixed palette of 256 colours, so GIF
loses nothing. A whole game is a few hundred kilobytes (``encode_gif``); a replay over the
upload limit keeps fewer frames, evenly spread, the first and the last always among them.
"""

from __future__ import annotations

import io
from collections.abc import Iterable
from functools import lru_cache
from typing import Protocol

from PIL import GifImagePlugin, Image, ImageChops

from bot.engine import Board
from bot.engine.view import PublicView
from rendering.canvas import Canvas
from rendering.encode import to_palette
from rendering.geometry import MapGeometry
from rendering.lastturn import LastTurn
from rendering.turn_image import compose
from rendering.words import Words

RADIUS = 44               # the whole map in 1,100 px
FRAME_MS = 800
LAST_FRAME_MS = 5000
# Discord's upload limit without boosts since January 2025 (discord/discord-api-docs #7312;
# 25 MiB before, 8 MiB before 2023): the floor for a file made with no interaction at hand,
# which would tell the limit where it was made (attachment_size_limit, more with boosts).
UPLOAD_LIMIT = 10 * 1024 * 1024
UPLOAD_MARGIN = 512 * 1024  # room for the message itself and the form's framing
SAFE_UPLOAD = UPLOAD_LIMIT - UPLOAD_MARGIN
TRANSPARENT = 255         # a palette index no colour uses (the palette has fewer than 256)


class Position(Protocol):
    """A public view and what its last turn did (``bot.games.samarkand.history.Snapshot`` is one)."""

    @property
    def public(self) -> PublicView: ...

    @property
    def last_turn(self) -> LastTurn | None: ...


@lru_cache(maxsize=4)
def replay_geometry(board: Board) -> MapGeometry:
    return MapGeometry(board, RADIUS)


def replay_frame(board: Board, position: Position, *, words: Words) -> Image.Image:
    return replay_canvas(board, position, words=words).image


def replay_canvas(board: Board, position: Position, *, words: Words) -> Canvas:
    """One frame: the whole map with the turn's spaces marked, the headline, the players. No key:
    its rows would come and go with the families on the map, and every frame keeps one height;
    each player on two lines (``roomy``), so no name is cut, however long."""
    geometry = replay_geometry(board)
    window = (0, 0, geometry.width, geometry.height)
    return compose(board, position.public, position.last_turn, words, geometry, [window], keyed=False, roomy=True)


def render_replay(board: Board, positions: Iterable[Position], *, words: Words) -> bytes:
    """GIF bytes: one frame per position, the last one held longer."""
    return encode_gif(replay_frames(board, positions, words))


def fit_replay(board: Board, positions: Iterable[Position], *, words: Words,
               limit: int = SAFE_UPLOAD) -> tuple[bytes, list[int]] | None:
    """GIF bytes within ``limit`` and the positions it shows (their indices): every one
    if they fit, else every second, third, … (the first and the last always); None if
    even those two do not fit."""
    frames = replay_frames(board, positions, words)
    step = 1
    while True:
        kept = sorted({*range(0, len(frames), step), len(frames) - 1})
        gif = encode_gif([frames[k] for k in kept])
        if len(gif) <= limit:
            return gif, kept
        if len(kept) <= 2:
            return None
        step = max(step + 1, round(step * 1.5))


def replay_frames(board: Board, positions: Iterable[Position], words: Words) -> list[Image.Image]:
    return [to_palette(board, replay_frame(board, p, words=words)) for p in positions]


def encode_gif(frames: list[Image.Image]) -> bytes:
    """Frames of one palette (with a free last index) to a looping GIF, each after the first as the
    rectangle that changed, unchanged pixels transparent: long transparent runs compress to almost
    nothing. Pillow's multi-frame writer does the same 8 times slower (3.3 s a game); without that
    it writes every frame nearly whole (4.5 MB)."""
    height = max(f.height for f in frames)
    frames = [_pad(f, height) for f in frames]
    out = io.BytesIO()
    header, _ = GifImagePlugin.getheader(frames[0], info={"loop": 0})
    out.write(b"".join(header))
    durations = [FRAME_MS] * (len(frames) - 1) + [LAST_FRAME_MS]
    out.write(b"".join(GifImagePlugin.getdata(frames[0], duration=durations[0], disposal=1)))
    for previous, frame, duration in zip(frames, frames[1:], durations[1:], strict=False):
        if (changed := _changes(previous, frame)) is not None:
            patch, box = changed
            out.write(b"".join(GifImagePlugin.getdata(patch, offset=box[:2], duration=duration, disposal=1,
                                                      transparency=TRANSPARENT)))
    out.write(b";")
    return out.getvalue()


def _indices(frame: Image.Image) -> Image.Image:
    """The palette indices of a P image as an L image (no colour lookup)."""
    return Image.frombytes("L", frame.size, frame.tobytes())


def _changes(previous: Image.Image, frame: Image.Image) -> tuple[Image.Image, tuple[int, int, int, int]] | None:
    """The rectangle of ``frame`` that differs from ``previous``, same pixels transparent."""
    before, after = _indices(previous), _indices(frame)
    mask = ImageChops.difference(before, after).point(lambda v: 255 if v else 0)
    box = mask.getbbox()
    if box is None:
        return None
    patch = Image.new("L", frame.size, TRANSPARENT)
    patch.paste(after, mask=mask)
    patch = Image.frombytes("P", (box[2] - box[0], box[3] - box[1]), patch.crop(box).tobytes())
    patch.putpalette(_palette(frame))
    return patch, box


def _palette(frame: Image.Image) -> list[int]:
    """The colours of a frame, which is in palette mode ("P") and so always has them."""
    palette = frame.getpalette()
    assert palette is not None
    return palette


def _pad(frame: Image.Image, height: int) -> Image.Image:
    if frame.height == height:
        return frame
    padded = Image.new("P", (frame.width, height), frame.getpixel((0, 0)))
    padded.putpalette(_palette(frame))
    padded.paste(frame, (0, 0))
    return padded
