"""What a person's ratings and figures look like to the service and the commands: typed,
frozen values the store reads and the service hands on (``/stats``, ``/leaderboard`` and
``python -m bot stats`` show the same ones)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.tournament.skill import Skill

EVERY_SERVER = "*"      # the scope of the ratings across all servers (a server's own scope is its id)
MIN_GAMES = 3           # the games a person needs to appear on a leaderboard (by default)
PAGE = 25               # leaderboard lines on one page


@dataclass(frozen=True)
class Tally:
    """Games, wins and points, of all games or of those of one table size."""

    games: int = 0
    wins: int = 0
    points: int = 0

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def average(self) -> float:
        return self.points / self.games if self.games else 0.0


@dataclass(frozen=True)
class Standing:
    """A person's rating and figures in one scope (a server, or every server): ``by_players``:
    the tally of each table size they played, smallest first; ``hidden``: they keep off
    leaderboards (``/me``); ``rank`` on its leaderboard, None while hidden or short of the
    games it takes."""

    user: str
    name: str
    skill: Skill
    tally: Tally
    by_players: tuple[tuple[int, Tally], ...]
    hidden: bool
    rank: int | None


@dataclass(frozen=True)
class BoardLine:
    rank: int
    user: str
    name: str
    skill: Skill
    games: int
    wins: int


@dataclass(frozen=True)
class Leaderboard:
    """One page (from 1) of a scope's leaderboard, of ``pages``; ``ranked``: the people on it,
    those with ``min_games`` or more."""

    lines: tuple[BoardLine, ...]
    page: int
    pages: int
    ranked: int
    min_games: int


@dataclass(frozen=True)
class Figures:
    """What ``/stats`` shows of a person: their standing on this server (``here``; the same
    as ``everywhere`` outside a server) and across all servers, and the games it takes to be
    on a leaderboard."""

    here: Standing | None
    everywhere: Standing | None
    min_games: int
