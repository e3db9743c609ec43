"""Rebuilding a game from its seed and action log (``docs/architecture.md#durability``)."""

from __future__ import annotations

from collections.abc import Iterable

from bot.engine.actions import Action
from bot.engine.newgame import RULES_SETUP, Setup, new_game
from bot.engine.state import GameState
from bot.engine.turn import apply_action


def replay(names: list[str], seed: int, log: Iterable[tuple[int, Action]], setup: Setup = RULES_SETUP,
           seated: bool = False) -> GameState:
    """The state after applying ``log`` (seat, action) to ``new_game(names, seed, setup)``:
    ``setup`` must be the game's own (``seated``: the names in playing order, as ``new_game``
    takes them)."""
    state, _ = new_game(names, seed, setup, seated)
    for seat, action in log:
        apply_action(state, seat, action)
    return state
