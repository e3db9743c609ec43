"""Games played to a point, and checks on what a canvas recorded."""

from __future__ import annotations

import io
import itertools
from collections.abc import Callable
from itertools import combinations

from PIL import Image

from bot.engine import Action, Discard, Event, Expand, GameState, Marry, apply_action, legal_actions
from bot.lab.bench.render import position
from rendering.canvas import Canvas, Item, overlaps
from rendering.lastturn import LastTurn

NAMES = ["Ann", "Bob", "Cyd", "Dee", "Eve"]  # the seat names ``played`` gives
GAMES_SEARCHED = 20  # by ``played_until``


def played(players: int, seed: int, actions: int | None) -> tuple[GameState, list[Event], list[tuple[int, Action]]]:
    """A random game after ``actions`` actions (None: to the end): state, events, log."""
    return position(actions, seed, players)


Played = tuple[GameState, list[Event], list[tuple[int, Action]]]


def played_until(players: int, seed: int, wanted: Callable[[GameState], bool], least: int = 0) -> Played:
    """The first position, ``least`` actions or more into the random games from ``seed`` on
    (the next seed when one ends first), where ``wanted`` holds: a test that needs a kind of
    position finds one on whatever board ships, where a fixed seed and turn would tie it to one."""
    for game_seed in range(seed, seed + GAMES_SEARCHED):
        for actions in itertools.count(least):
            found = played(players, game_seed, actions)
            if found[0].over:
                break
            if wanted(found[0]):
                return found
    raise AssertionError(f"no position wanted in {GAMES_SEARCHED} games from seed {seed}")


def one_camel_moves(state: GameState, seat: int) -> list[Expand]:
    """The seat's legal expansions by a single camel: one target each on a target map."""
    return [a for a in legal_actions(state, seat) if isinstance(a, Expand) and len(a.spaces) == 1]


def married(state: GameState, family: int) -> list[Event]:
    """The active seat marries into ``family`` and discards nothing: the turn's events."""
    seat = state.active
    events = apply_action(state, seat, Marry(family))
    if state.pending:
        events += apply_action(state, seat, Discard(()))
    return events


def last_turn(events: list[Event]) -> LastTurn:
    return LastTurn.from_events(events)


def pixels(png: bytes) -> Image.Image:
    assert png[:4] in (b"\x89PNG", b"GIF8")
    return Image.open(io.BytesIO(png)).convert("RGB")


def colliding(canvas: Canvas) -> list[tuple[Item, Item]]:
    """Pairs of recorded items whose boxes overlap, but for a label inside its own mark."""
    pairs = []
    for a, b in combinations(canvas.items, 2):
        if not overlaps(a.box, b.box):
            continue
        kinds = {a.kind, b.kind}
        if kinds == {"mark", "label"} and a.text == b.text:
            continue
        pairs.append((a, b))
    return pairs


def smallest_shown(canvas: Canvas, shown_width: int, kinds: set[str]) -> float:
    """The smallest size among items of ``kinds`` when the image is shown ``shown_width`` wide."""
    scale = shown_width / canvas.image.width
    return min(item.size for item in canvas.items if item.kind in kinds) * scale
