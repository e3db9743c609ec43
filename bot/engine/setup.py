"""How a game is set up beyond its players and seed, as one value: what every rebuild of a
game must pass again to reach the same positions, so that the service hands it on whole
instead of as loose arguments (``new_game`` and ``replay`` keep their arguments for callers
that set up one thing)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from bot.engine.actions import Action
from bot.engine.board import Board
from bot.engine.events import Event
from bot.engine.newgame import new_game
from bot.engine.replay import replay
from bot.engine.state import CURRENT_RULES, GameState, RulesVersion


@dataclass(frozen=True, slots=True)
class Setup:
    """``board``: the game's own (None: the shipped one); ``sales_at_once``: the table setting
    of R6.5 under which sale offers hold the turn up; ``rules_version``: the rulings the game
    keeps; ``seat_money``: Dirham beyond the rules' starting money by seat in turn order (none:
    the rules'). Each as ``new_game`` takes it."""

    board: Board | None = None
    sales_at_once: bool = False
    rules_version: RulesVersion = CURRENT_RULES
    seat_money: tuple[int, ...] = ()

    def start(self, names: list[str], seed: int, seated: bool = False) -> tuple[GameState, list[Event]]:
        """``new_game`` set up so."""
        return new_game(names, seed, self.board, self.sales_at_once, self.rules_version, seated, self.seat_money)

    def replay(self, names: list[str], seed: int, log: Iterable[tuple[int, Action]], seated: bool = False) -> GameState:
        """``replay`` set up so."""
        return replay(names, seed, log, self.board, self.sales_at_once, self.rules_version, seated, self.seat_money)


RULES_SETUP = Setup()  # the rules as written, on the shipped board
