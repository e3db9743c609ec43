"""People's ratings and figures in words: the lines ``/stats`` and ``/leaderboard`` answer
with, and ``python -m bot stats`` prints, so both show the same figures. Built as messages
(``Msg``), rendered in the reader's language; a rating shows one decimal ("31.4", "31,4")."""

from __future__ import annotations

from bot.tournament.skill import LEVEL_SKILLS, Skill
from bot.tournament.standings import Figures, Leaderboard, Tally
from bot.words.i18n import Msg


def rating_values(skill: Skill) -> dict[str, float]:
    low, high = skill.interval
    return {"mu": round(skill.mu, 1), "low": round(low, 1), "high": round(high, 1)}


def tally_values(tally: Tally) -> dict[str, object]:
    return {"games": tally.games, "wins": tally.wins, "rate": round(100 * tally.win_rate),
            "average": round(tally.average, 1)}


def standing_lines(figures: Figures, name: str, in_server: bool) -> list[Msg]:
    """``/stats``: a person's rating and place in this scope (a server, or every server
    outside one), their games by table size, and their rating across servers; or that they
    have no rated game yet. ``name``: who, when they have no rating to name them."""
    here, everywhere = figures.here, figures.everywhere
    if here is None:
        return [Msg("stats.none", name=name), levels_line()]
    lines = [Msg("stats.title" if in_server else "stats.title_everywhere", name=here.name),
             Msg("stats.rating", **rating_values(here.skill))]
    if here.hidden:
        lines.append(Msg("stats.hidden"))
    elif here.rank is None:
        lines.append(Msg("stats.unranked", most=figures.min_games))
    else:
        lines.append(Msg("stats.rank", rank=here.rank))
    lines.append(Msg("stats.games", **tally_values(here.tally)))
    lines += [Msg("stats.by_players", players=players, **tally_values(tally)) for players, tally in here.by_players]
    if in_server and everywhere is not None:
        lines.append(Msg("stats.everywhere", **rating_values(everywhere.skill), games=everywhere.tally.games,
                         wins=everywhere.tally.wins))
    return [*lines, levels_line()]


def levels_line() -> Msg:
    """The computer levels' fixed ratings, on the same scale: where a person stands against them."""
    return Msg("stats.levels", **{level: round(skill.mu, 1) for level, skill in LEVEL_SKILLS.items()})


def leaderboard_lines(board: Leaderboard, in_server: bool) -> list[Msg]:
    """``/leaderboard``: one page, best first, and how to see the next."""
    if not board.lines:
        return [Msg("leaderboard.empty", most=board.min_games)]
    title = "leaderboard.title" if in_server else "leaderboard.title_everywhere"
    lines = [Msg(title, most=board.min_games, page=board.page, pages=board.pages)]
    lines += [Msg("leaderboard.line", rank=line.rank, name=line.name, games=line.games, wins=line.wins,
                  **rating_values(line.skill)) for line in board.lines]
    if board.page < board.pages:
        lines.append(Msg("leaderboard.more", next=board.page + 1))
    return lines
