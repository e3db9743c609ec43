"""A page of a list command fits whole in one Discord message even in the worst case: the most
names Discord allows (32 characters), made of markdown characters that escaping doubles, the
largest figures, in every language. Nothing of a page is then ever cut, so no rank, title or
game is lost between two pages (a cut would drop lines that no other page shows)."""

from __future__ import annotations

import pytest

from bot.ratings.skill import Skill
from bot.ratings.standings import HISTORY_PAGE, PAGE, BoardLine, History, Leaderboard, PastGame, Winner
from bot.words.standings_text import history_lines, leaderboard_lines
from cogs.compose import LIMIT
from cogs.discord_text import discord_text

NAMES = ("M" * 32, "__**~~||" * 4)  # Discord's longest display name, plain and all markdown


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("name", NAMES)
def test_a_full_leaderboard_page_of_the_longest_names_fits(language: str, name: str):
    lines = tuple(BoardLine(rank=99_990 + n, user=str(n), name=name, skill=Skill(-12.345, 8.765), games=12_345,
                            wins=6_789) for n in range(PAGE))
    page = Leaderboard(lines, 4_000, 5_000, 100_000, 3)
    said = "\n".join(discord_text(language).lines(leaderboard_lines(page, True)))
    assert len(said) <= LIMIT and said.count("\n") >= PAGE


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("name", NAMES)
def test_a_full_history_page_of_tied_winners_with_the_longest_names_fits(language: str, name: str):
    game = PastGame(1, "1" * 19, "2" * 19, 1.8e9, (Winner(name, 163), Winner(name, 163)), "3" * 19)
    page = History((game,) * HISTORY_PAGE, 1, 9_999, 99_999)
    said = "\n".join(discord_text(language).lines(history_lines(page)))
    assert len(said) <= LIMIT


@pytest.mark.parametrize(("language", "threshold"), [("en", "3 or more rated games"), ("de", "3 oder mehr gewertete")])
@pytest.mark.parametrize("in_server", [True, False])
def test_the_leaderboard_title_names_its_threshold_not_a_count(language: str, threshold: str, in_server: bool):
    """"(from 3 games)" read as a count of games; the title says who is listed."""
    line = BoardLine(rank=1, user="1", name="Ada", skill=Skill(25.0, 8.0), games=7, wins=3)
    title = discord_text(language).lines(leaderboard_lines(Leaderboard((line,), 1, 1, 1, 3), in_server))[0]
    assert threshold in title
