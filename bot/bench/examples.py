"""``python -m bot bench render --examples DIR``: the README's example images, drawn from the
shipped board and the render benchmark's seeded random game, so they can be made again
whenever the board or the drawing changes."""

from __future__ import annotations

from pathlib import Path

from bot.bench.render import SEED, position
from bot.engine import Expand, GameState, awaiting, expansions, view
from bot.history import public_history
from bot.image_words import WORDS
from rendering import LastTurn, render_board, render_replay, render_targets, render_turn, targets_for
from rendering.turn_image import focus, turn_geometry, windows

MIDDLE = 50  # actions into the game: the position the turn image, the board and the targets show


def write_examples(folder: Path) -> list[Path]:
    """Write the five example images into ``folder``; returns their paths."""
    folder.mkdir(parents=True, exist_ok=True)
    state, events, _ = position(MIDDLE)
    public, turn = view(state), LastTurn.from_events(events)
    apart, apart_events = far_apart()
    images = {
        "example-turn.png": render_turn(state.board, public, turn, words=WORDS),
        "example-turn-apart.png": render_turn(apart.board, view(apart), LastTurn.from_events(apart_events),
                                              words=WORDS),
        "example-board.png": render_board(state.board, public, last_turn=turn, words=WORDS),
        "example-targets.png": targets_image(state),
        "example-replay.gif": replay_gif(),
    }
    for name, data in images.items():
        (folder / name).write_bytes(data)
    return [folder / name for name in images]


def far_apart() -> tuple[GameState, list]:
    """The first position of the seeded game whose last turn needs two windows (two camels
    placed far apart)."""
    geometry = turn_geometry(position(0)[0].board)
    for actions in range(1, 400):
        state, events, _ = position(actions)
        spaces = focus(state.board, view(state), LastTurn.from_events(events))
        if len(windows(geometry, spaces)) > 1:
            return state, events
        if state.over:
            break
    raise LookupError("no turn of the seeded game placed two camels far apart")


def targets_image(state: GameState) -> bytes:
    """The target map of the seat to play: every space one camel of its first family can reach."""
    seat = awaiting(state)[0].player
    seat_view = view(state, seat)
    families = [f for f in state.players[seat].tiles if expansions(state, f)] or [0]
    family = families[0]
    spaces = sorted({e.spaces[0] for e in expansions(state, family) if isinstance(e, Expand)})
    return render_targets(state.board, seat_view, targets_for(state.board, seat_view, family, spaces), words=WORDS)


def replay_gif() -> bytes:
    state, _, log = position(None)
    names = [p.name for p in state.players]
    return render_replay(state.board, list(public_history(names, SEED, log)), words=WORDS)
