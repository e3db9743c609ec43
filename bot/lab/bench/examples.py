"""``python -m bot bench render --examples DIR``: the README's example images, drawn from the
shipped board and the render benchmark's seeded random game, so they can be made again
whenever the board or the drawing changes."""

from __future__ import annotations

from pathlib import Path

from bot.engine import Expand, GameState, awaiting, default_board, expansions, view
from bot.games.samarkand.history import Snapshot, public_history
from bot.lab.bench.render import SEED, position
from bot.words.image_words import WORDS
from rendering import LastTurn, render_board, render_replay, render_targets, render_turn, targets_for
from rendering.turn_image import focus, turn_geometry, windows

MIDDLE = 50  # actions into the game: the position the turn image, the board and the targets show


def write_examples(folder: Path) -> list[Path]:
    """Write the five example images into ``folder``; returns their paths."""
    folder.mkdir(parents=True, exist_ok=True)
    state, events, _ = position(MIDDLE)
    board, public, turn = state.board, view(state), LastTurn.from_events(events)
    history = finished_history()
    apart = far_apart(history)
    images = {
        "example-turn.png": render_turn(board, public, turn, words=WORDS),
        "example-turn-apart.png": render_turn(board, apart.public, apart.last_turn, words=WORDS),
        "example-board.png": render_board(board, public, last_turn=turn, words=WORDS),
        "example-targets.png": targets_image(state),
        "example-replay.gif": render_replay(board, history, words=WORDS),
    }
    for name, data in images.items():
        (folder / name).write_bytes(data)
    return [folder / name for name in images]


def finished_history() -> list[Snapshot]:
    """Every position of the seeded game played to its end, as the replay shows them."""
    state, _, log = position(None)
    return list(public_history([p.name for p in state.players], SEED, log))


def far_apart(history: list[Snapshot]) -> Snapshot:
    """The first position whose last turn needs two windows (two camels placed far apart)."""
    geometry = turn_geometry(default_board())
    for snapshot in history:
        if len(windows(geometry, focus(geometry.board, snapshot.public, snapshot.last_turn))) > 1:
            return snapshot
    raise LookupError("no turn of the seeded game placed two camels far apart")


def targets_image(state: GameState) -> bytes:
    """The target map of the seat to play: every space one camel of its first movable family
    can reach."""
    seat = awaiting(state)[0].player
    seat_view = view(state, seat)
    family = next((f for f in state.players[seat].tiles if expansions(state, f)), 0)
    spaces = sorted({e.spaces[0] for e in expansions(state, family) if isinstance(e, Expand)})
    return render_targets(state.board, seat_view, targets_for(state.board, seat_view, family, spaces), words=WORDS)
