"""People's ratings and figures in words: the lines ``/stats`` (and ``/stats families:True``),
``/leaderboard`` and ``/history`` answer with, and ``python -m bot stats`` prints, so both show the same figures.
Built as messages (``Msg``), rendered in the reader's language; a rating shows one decimal ("31.4", "31,4")."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import UTC, datetime

from bot.ai import LEVEL_SKILLS
from bot.ratings.board_study import STUDY_FAMILIES, STUDY_SEATS
from bot.ratings.skill import Skill
from bot.ratings.standings import Balance, Figures, History, Leaderboard, PastGame, SeatShare, Tally
from bot.words.i18n import And, Msg


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
    return Msg("stats.levels", **{level.value: round(skill.mu, 1) for level, skill in LEVEL_SKILLS.items()})


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


def message_link(game: PastGame) -> str:
    """Discord's link to the game's last message in its channel ("@me" stands for no server)."""
    return f"https://discord.com/channels/{game.guild_id or '@me'}/{game.channel_id}/{game.last_message}"


def history_lines(history: History) -> list[Msg]:
    """``/history``: one page of the server's finished games, newest first, each with the day
    it ended (UTC), its winners and points, its channel, a link to its last message, and
    where ``/replay`` shows it; then how to see the next page."""
    if not history.games:
        return [Msg("history.empty")]
    lines = [Msg("history.title", total=history.total, page=history.page, pages=history.pages)]
    for game in history.games:
        ended = datetime.fromtimestamp(game.ended, UTC)
        values = {"date": Msg("history.date", year=ended.year, month=ended.month, day=ended.day),
                  "winners": And(Msg("history.winner", name=w.name, points=w.points) for w in game.winners),
                  "channel": game.channel_id}
        lines.append(Msg("history.line", link=message_link(game), **values) if game.last_message
                     else Msg("history.line_unlinked", **values))
    if history.page < history.pages:
        lines.append(Msg("history.more", next=history.page + 1))
    return lines


def percent(share: float | None) -> object:
    """A share against a fair one as a whole percentage; "–" where the study has no figure."""
    return "–" if share is None else round(100 * share)


def balance_lines(balance: Balance, in_server: bool) -> list[Msg]:
    """``/stats families:True``: the scope's win share by first family and by seat, each
    against a fair share and beside the board study's figure for it; the seats of tables that
    evened them out on lines of their own, after the rules' money's (the study has no figure
    for them, and mixing them in would hide what the rules' order is worth)."""
    if not balance.games:
        return [Msg("families.empty")]
    lines = [Msg("families.title" if in_server else "families.title_everywhere", games=balance.games)]
    lines += [Msg("families.family", family=Msg(f"family.{share.family}", share.family), seats=share.seats,
                  share=percent(share.relative), study=percent(STUDY_FAMILIES.get(share.family)))
              for share in balance.families]
    return [*lines, *seat_lines(balance.seats, "families.seats", study_seat),
            *seat_lines(balance.evened, "families.evened_seats", evened_seat)]


def seat_lines(shares: Sequence[SeatShare], key: str, figure: Callable[[SeatShare], Msg]) -> list[Msg]:
    """One line (message ``key``) per table size, with each seat's share as ``figure`` words it."""
    lines = []
    for players in sorted({share.players for share in shares}):
        seats = [share for share in shares if share.players == players]
        lines.append(Msg(key, players=players, games=seats[0].games, seats=[figure(share) for share in seats]))
    return lines


def study_seat(share: SeatShare) -> Msg:
    """A seat of the rules' money: its share beside the board study's for it."""
    study = STUDY_SEATS.get(share.players, ())
    return Msg("families.seat", seat=share.seat + 1, share=percent(share.relative),
               study=percent(study[share.seat] if share.seat < len(study) else None))


def evened_seat(share: SeatShare) -> Msg:
    """An evened seat: its share alone (the quoted study measured the rules' money only)."""
    return Msg("families.evened_seat", seat=share.seat + 1, share=percent(share.relative))
