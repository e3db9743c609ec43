"""What a person's ratings and figures look like to the service and the commands: typed,
frozen values the store reads and the service hands on (``/stats``, ``/leaderboard`` and
``python -m bot stats`` show the same ones)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.ratings.skill import Skill

EVERY_SERVER = "*"      # the scope of the ratings across all servers (a server's own scope is its id)
MIN_GAMES = 3           # the games a person needs to appear on a leaderboard (by default)
PAGE = 12               # leaderboard lines on one page: 12 of the longest names, escaped, fit in 2,000 characters


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


HISTORY_PAGE = 5        # finished games on a page of /history: with their links and two tied winners of the longest
#                         names, escaped, 5 lines fit in 2,000 characters


@dataclass(frozen=True)
class Winner:
    """A winner of a finished game (tied leaders all win, R9.3): their name at the table and points, and whether a
    computer finished their seat (``Seat.taken_over``): /history marks such a win, as the end's message said."""

    name: str
    points: int
    finished_by_computer: bool = False


@dataclass(frozen=True)
class PastGame:
    """One finished game as ``/history`` lists it: where it was played, when it ended (epoch
    seconds), its winners, the id of its last message in the channel ("" if none was sent), and
    whether it is still its channel's latest game (``replayable``: /replay there shows it; a later
    game in the channel, in its lobby, in play or over, takes /replay over)."""

    game_id: int
    guild_id: str
    channel_id: str
    ended: float
    winners: tuple[Winner, ...]
    last_message: str
    replayable: bool = True


@dataclass(frozen=True)
class History:
    """One page (from 1) of a server's finished games, newest first, of ``pages``; ``total``: all of them."""

    games: tuple[PastGame, ...]
    page: int
    pages: int
    total: int


@dataclass(frozen=True)
class FamilyShare:
    """A first family's record: how many seats married it first, their wins (tied winners
    share one) and the wins a fair board would give them (1/n a seat at n players)."""

    family: str
    seats: int
    wins: float
    fair: float

    @property
    def relative(self) -> float:
        """Its win share against a fair one: 1.0 is fair."""
        return self.wins / self.fair if self.fair else 0.0


@dataclass(frozen=True)
class SeatShare:
    """A seat's record (0: the first to play) at tables of ``players``."""

    players: int
    seat: int
    games: int
    wins: float

    @property
    def relative(self) -> float:
        return self.wins * self.players / self.games if self.games else 0.0


@dataclass(frozen=True)
class Balance:
    """A scope's finished games, its first families (most married first) and its seats: those
    of games under the rules' money (``seats``, comparable with the board study) apart from
    those of tables that evened their seats out (``evened``)."""

    games: int
    families: tuple[FamilyShare, ...]
    seats: tuple[SeatShare, ...]
    evened: tuple[SeatShare, ...]


CHART_POINTS = 200      # the latest ratings a chart in /stats shows


@dataclass(frozen=True)
class RatingPoint:
    """A person's rating after their ``step``-th rated game in a scope, and when that game ended."""

    step: int
    skill: Skill
    at: float
