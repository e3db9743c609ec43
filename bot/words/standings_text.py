"""Samarkand's lines beside people's figures (``bot.words.ratings_text``, whose names it also
gives its callers): ``/stats`` with its computer players on the rating scale, and ``/stats
families:True``, the families' and seats' win shares beside the board study's, for the
Discord answer and ``python -m bot stats`` alike."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from bot.ai import LEVEL_SKILLS
from bot.ratings.board_study import STUDY_FAMILIES, STUDY_SEATS
from bot.ratings.skill import START
from bot.ratings.standings import Balance, Figures, Leaderboard, SeatShare
from bot.words.i18n import Msg
from bot.words.ratings_text import figures_lines, history_lines, rating_values, tally_values
from bot.words.ratings_text import leaderboard_lines as any_games_leaderboard

__all__ = ["UNRATED", "balance_lines", "history_lines", "leaderboard_lines", "levels_line", "rating_values",
           "standing_lines", "tally_values"]

UNRATED = Msg("ratings.unrated_or_hints")  # what a Samarkand table may choose that leaves it unrated: hints, too


def standing_lines(figures: Figures, name: str, in_server: bool) -> list[Msg]:
    """``/stats`` at Samarkand's tables: the person's figures, then where the computer players stand."""
    return [*figures_lines(figures, name, in_server, UNRATED), levels_line(figures.here is not None)]


def leaderboard_lines(board: Leaderboard, in_server: bool, in_terminal: bool = False, asked: int = 1) -> list[Msg]:
    """``/leaderboard`` of Samarkand's games (``bot.words.ratings_text.leaderboard_lines``, in its words)."""
    return any_games_leaderboard(board, in_server, in_terminal, asked, UNRATED)


def levels_line(rated: bool) -> Msg:
    """The computer levels' fixed ratings, on the same scale: where a person stands against them.
    Beside no rating of the person's (``rated`` False), "the same scale" would name a scale the
    answer never showed: the line says instead what a rating is, where everybody starts, and
    that the computers' figures are there for comparison."""
    levels = {level.value: round(skill.mu, 1) for level, skill in LEVEL_SKILLS.items()}
    if rated:
        return Msg("stats.levels", **levels)
    return Msg("stats.levels_unrated", start=round(START.mu, 1), **levels)


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
