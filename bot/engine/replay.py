"""Rebuilding a game from its seed and action log (``docs/architecture.md#durability``)."""

from __future__ import annotations

from collections.abc import Iterable

from bot.engine.actions import Action
from bot.engine.board import Board
from bot.engine.newgame import new_game
from bot.engine.state import CURRENT_RULES, GameState, RulesVersion
from bot.engine.turn import apply_action


def replay(names: list[str], seed: int, log: Iterable[tuple[int, Action]],
           board: Board | None = None, sales_at_once: bool = False,
           rules_version: RulesVersion = CURRENT_RULES, seated: bool = False,
           seat_money: tuple[int, ...] = ()) -> GameState:
    """The state after applying ``log`` (seat, action) to ``new_game(names, seed, ...)``, set
    up as the game was (``seated``: the names in playing order, as ``new_game`` takes them)."""
    state, _ = new_game(names, seed, board, sales_at_once, rules_version, seated, seat_money)
    for seat, action in log:
        apply_action(state, seat, action)
    return state
