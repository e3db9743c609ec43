"""The computer players' levels, declared once: ``COMPUTERS`` holds each level's code, the
catalogue keys of its name, its fixed rating, whether players may pick it, how it thinks and its
budget. The slash commands' choices, the settings' check, the ratings, the tournament's codes
and the names players see are all built from it, and code names a level by ``Level`` (never a
bare string), so a misspelt level fails mypy. Adding a level: docs/development.md#adding-a-computer-level."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Literal, Protocol

from bot.ai.answers import open_answer
from bot.ai.budget import Budget
from bot.ai.expert import ExpertPlayer
from bot.ai.search import SearchPlayer, ranked_moves
from bot.engine import Action, GameState, legal_actions
from bot.engine.fast import fast_state
from bot.ratings.skill import Skill


class Level(StrEnum):
    """A level's code: its stored form (a seat's ``kind``, the ``standin_level`` setting, a game
    file) and its name on the command line. A ``StrEnum``, so it is stored and compared as the
    very string games saved before it hold: no migration."""

    RANDOM = "random"
    GREEDY = "greedy"
    SEARCH = "search"
    EXPERT = "expert"


class ComputerPlayer(Protocol):
    def choose(self, state: GameState, seat: int) -> Action:
        """An action for ``seat`` in a concealed state (see ``bot.ai.conceal``)."""


class RandomPlayer:
    """Any legal action, uniformly."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: GameState, seat: int) -> Action:
        return self.rng.choice(legal_actions(state, seat))


class GreedyPlayer:
    """One move ahead: the action whose result evaluates best for the seat."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: GameState, seat: int) -> Action:
        s = fast_state(state)
        if (answer := open_answer(s, seat)) is not None:
            return answer
        return ranked_moves(s, seat, self.rng)[0]


Pool = Literal["inline", "light", "search"]  # where it thinks: in the caller, or which process pool


@dataclass(frozen=True)
class Searching:
    """How a level that thinks is made: with a seed and a ``Budget`` (a host's ceiling, research's
    fixed walks); ``in_play``: its budget in Discord and offline; ``cap``: the seconds of CPU a
    move of it takes at most, at any table size (the promise ``bench engine`` holds it to)."""

    make: Callable[[int, Budget], ComputerPlayer]
    in_play: Budget
    cap: float


@dataclass(frozen=True)
class Computer:
    """One level. ``skill``: its fixed rating, at the ladder's figures (docs/computer-players.md,
    ``tournament --ladder --games 20``, every level at its budget in play, as in Discord); a computer
    seat in a rated game counts at it, and when the ladder is run again its figures go here and
    ``python -m bot stats --rebuild`` rates every game again. ``offered``: players may seat it
    (/addcpu, /replace, ``play --computers``); one that is not is for the tournament only.
    ``pool``: measured, a random choice costs well under a millisecond, so it thinks inline."""

    code: Level
    make: Callable[[int], ComputerPlayer]
    skill: Skill
    offered: bool = True
    pool: Pool = "light"
    searching: Searching | None = None

    @property
    def name_key(self) -> str:
        """The catalogue key of the name players see (beginner, casual, strong, expert)."""
        return f"level.{self.code}"


COMPUTERS = (  # weakest first: the order players see them in
    Computer(Level.RANDOM, RandomPlayer, Skill(-1.32, 4.69), pool="inline"),
    Computer(Level.GREEDY, GreedyPlayer, Skill(28.45, 3.62)),
    Computer(Level.SEARCH, SearchPlayer, Skill(34.92, 3.34), pool="search",
             searching=Searching(SearchPlayer, SearchPlayer.in_play, cap=1.0)),
    Computer(Level.EXPERT, ExpertPlayer, Skill(49.32, 3.45), pool="search",
             searching=Searching(ExpertPlayer, ExpertPlayer.in_play, cap=2.0)),
)
LEVELS: dict[Level, Computer] = {computer.code: computer for computer in COMPUTERS}
OFFERED: tuple[Level, ...] = tuple(computer.code for computer in COMPUTERS if computer.offered)
LEVEL_SKILLS: dict[Level, Skill] = {computer.code: computer.skill for computer in COMPUTERS}
DEFAULT_LEVEL = Level.GREEDY  # /addcpu's and /replace's, and the table's stand-in


def level_of(code: str) -> Level | None:
    """The level a code names, or None: a bad code from a game row, file or command must get an answer, not a crash."""
    return Level(code) if code in LEVELS else None


def make_player(level: Level, seed: int = 0, ceiling: float | None = None) -> ComputerPlayer:
    """A computer player of ``level``, at its budget in play (under the host's wall-clock
    ``ceiling``, for a level that searches)."""
    searching = LEVELS[level].searching
    if searching is None:
        return LEVELS[level].make(seed)
    budget = searching.in_play if ceiling is None else searching.in_play.within(ceiling)
    return searching.make(seed, budget)
