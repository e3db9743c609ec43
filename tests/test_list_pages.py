"""A page of a list command fits whole in one Discord message even in the worst case: the most
names Discord allows (32 characters), made of markdown characters that escaping doubles, the
largest figures, the longest links, in every language. Nothing of a page is then ever cut, so
no rank, title or game is lost between two pages (a cut would drop lines that no other page
shows); a page starts with its title and its first entry and ends with the command that shows
the next one. /log, whose newest turns matter most, starts with a line counting the turns
before them."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from bot.games.samarkand.reading import TURN_LINE
from bot.ratings.skill import Skill
from bot.ratings.standings import HISTORY_PAGE, PAGE, BoardLine, History, Leaderboard, PastGame, Winner
from bot.service import GameStatus, Seated
from bot.store import OFFLINE_GUILD
from bot.words.i18n import Msg, text
from bot.words.markup import without_markup
from bot.words.standings_text import history_lines, leaderboard_lines
from cogs.compose import LIMIT
from cogs.discord_text import discord_text
from cogs.guide_commands import GAMES_PAGE, games_page
from cogs.info import log_text
from cogs.standings_commands import history_page

NAMES = ("M" * 32, "__**~~||" * 4)  # Discord's longest display name, plain and all markdown


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("name", NAMES)
def test_a_full_leaderboard_page_of_the_longest_names_fits(language: str, name: str):
    lines = tuple(BoardLine(rank=99_990 + n, user=str(n), name=name, skill=Skill(-12.345, 8.765), games=12_345,
                            wins=6_789) for n in range(PAGE))
    page = Leaderboard(lines, 4_000, 5_000, 100_000, 3)
    t = discord_text(language)
    said = "\n".join(t.lines(leaderboard_lines(page, True))).splitlines()
    assert len("\n".join(said)) <= LIMIT and len(said) == PAGE + 2
    assert said[0] == t("leaderboard.title", most=3, page=4_000, pages=5_000) and said[1].startswith("99990. ")
    assert said[-1] == t("leaderboard.more", next=4_001)
    last = Leaderboard(lines, 5_000, 5_000, 100_000, 3)  # a page past the last shows the last, saying so
    past = "\n".join(t.lines(leaderboard_lines(last, True, asked=9_999))).splitlines()
    assert past[0] == t("leaderboard.no_such_page", page=9_999, count=5_000) and len("\n".join(past)) <= LIMIT
    assert past[1:] == "\n".join(t.lines(leaderboard_lines(last, True, asked=5_000))).splitlines()


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("name", NAMES)
def test_a_full_history_page_of_tied_winners_with_the_longest_names_fits(language: str, name: str):
    game = PastGame(2**63 - 1, "1" * 19, "2" * 19, 1.8e9, (Winner(name, 163), Winner(name, 163)), "3" * 19)
    page = History((game,) * HISTORY_PAGE, 1, 9_999, 99_999)
    t = discord_text(language)
    said = "\n".join(t.lines(history_lines(page))).splitlines()
    assert len("\n".join(said)) <= LIMIT and len(said) == HISTORY_PAGE + 2
    assert said[0] == t("history.title", total=99_999, page=1, pages=9_999) and said[-1] == t("history.more", next=2)


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("tied", [1, 2, 3, 5])
def test_a_history_page_of_ties_among_five_keeps_every_game_and_the_next_page(language: str, tied: int):
    """Five players may tie (R9.3): their names are cut before they are escaped, so that no game
    of the page, and not the line naming the next, falls past Discord's limit; a page that
    fits keeps them whole."""
    name = NAMES[1]
    games = tuple(PastGame(2**63 - n, "1" * 19, "2" * 19, 1.8e9, (Winner(name, 163),) * tied, "3" * 19)
                  for n in range(1, HISTORY_PAGE + 1))
    t = discord_text(language)
    said = "\n".join(t.lines(history_page(History(games, 1, 9_999, 99_999))))
    assert len(said) <= LIMIT and said.endswith(t("history.more", next=2))
    assert all(f" {2**63 - n}," in said for n in range(1, HISTORY_PAGE + 1))
    whole = t("history.winner", name=name, points=163)
    assert (whole in said) is (tied <= 2)  # what fit before fits as it was


@pytest.mark.parametrize(("language", "game"), [("en", "game 4711,"), ("de", "Partie 4711,")])
def test_a_finished_game_is_listed_with_the_number_its_review_takes(language: str, game: str):
    """/review and ``python -m bot review`` take a game's number: the history shows it; at a
    keyboard, with the commands of the game's replay and review, naming the --db given."""
    winners = (Winner("Ann", 80),)
    at_discord = PastGame(4711, "1" * 19, "2" * 19, 1.8e9, winners, "3" * 19)
    at_keyboard = PastGame(4711, OFFLINE_GUILD, "console:kitchen table", 1.8e9, winners, "")
    t = discord_text(language)
    [line] = t.lines(history_lines(History((at_discord,), 1, 1, 1)))[1:]
    assert game in line
    [line] = t.lines(history_lines(History((at_keyboard,), 1, 1, 1), True, "/tmp/our games.sqlite3"))[1:]
    assert game in line and "python -m bot play --db '/tmp/our games.sqlite3' --replay 'kitchen table'" in line
    assert "python -m bot review 4711 --db '/tmp/our games.sqlite3'" in line
    [line] = t.lines(history_lines(History((at_keyboard,), 1, 1, 1), True))[1:]
    assert "python -m bot play --replay 'kitchen table'" in line and "python -m bot review 4711" in line


@pytest.mark.parametrize(("language", "said"), [
    ("en", "There is no page 5: the history has 3 pages. Here is the last."),
    ("de", "Eine Seite 5 gibt es nicht: Das Archiv hat 3 Seiten. Hier ist die letzte."),
])
def test_a_history_page_past_the_last_says_so_above_the_last_in_discord_and_at_a_terminal(language: str, said: str):
    """The store shows the last page for one past it; the lines say so, first (``python -m bot stats --history
    --page`` as ``/history page:``); the last page asked for itself says nothing of it."""
    last = History((PastGame(4711, "1" * 19, "2" * 19, 1.8e9, (Winner("Ann", 80),), "3" * 19),), 3, 3, 21)
    t = discord_text(language)
    for in_terminal in (False, True):
        assert t.lines(history_lines(last, in_terminal, asked=5))[0] == said
        assert said not in t.lines(history_lines(last, in_terminal, asked=3))


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_game_at_discord_is_dated_in_each_readers_own_day_and_in_utc_in_a_terminal(language: str):
    """A game that ended at 23:30 in Berlin (22:30 UTC) ended that day for its players: Discord
    shows a timestamp in each reader's zone; a terminal has no such markup and prints UTC."""
    ended = datetime(2027, 3, 14, 22, 30, tzinfo=UTC).timestamp()
    at_discord = PastGame(12, "1" * 19, "2" * 19, ended, (Winner("Ann", 80),), "3" * 19)
    t = discord_text(language)
    [line] = t.lines(history_lines(History((at_discord,), 1, 1, 1)))[1:]
    assert line.startswith(f"<t:{round(ended)}:d>: ")
    assert without_markup(line).startswith("2027-03-14: ")


@pytest.mark.parametrize("name", ["<t:99999999999999>", "<t:-99999999999999:d>", "<t:1>"])
def test_a_name_written_as_a_timestamp_never_breaks_a_line_outside_discord(name: str):
    """The terminal's and the web page's lines quote players' names: a name no calendar holds
    stays as written rather than failing the page; one that is a moment reads as one, as
    Discord would show it."""
    said = without_markup(f"**{name}** married into the Tigris family")
    assert said.endswith(" married into the Tigris family")
    assert said.startswith("1970-01-01T00:00+00:00" if name == "<t:1>" else name)


@pytest.mark.parametrize(("language", "threshold"), [("en", "3 or more rated games"), ("de", "3 oder mehr gewertete")])
@pytest.mark.parametrize("in_server", [True, False])
def test_the_leaderboard_title_names_its_threshold_not_a_count(language: str, threshold: str, in_server: bool):
    """"(from 3 games)" read as a count of games; the title says who is listed."""
    line = BoardLine(rank=1, user="1", name="Ada", skill=Skill(25.0, 8.0), games=7, wins=3)
    title = discord_text(language).lines(leaderboard_lines(Leaderboard((line,), 1, 1, 1, 3), in_server))[0]
    assert threshold in title


def longest_games(count: int) -> list[Seated]:
    """``count`` games waiting for you with the longest figures and links, then some that do not."""
    return [Seated(n, str(10**18 + n), GameStatus.PLAYING, n < count // 2, 9_999_999_999.0, 9_999, str(10**18 + n))
            for n in range(count)]


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_page_of_games_of_the_longest_lines_fits_and_says_how_to_see_the_rest(language: str):
    games, t = longest_games(3 * GAMES_PAGE + 4), discord_text(language)
    first = games_page(games, str(10**18), 1, t).splitlines()
    assert len("\n".join(first)) <= LIMIT and len(first) == GAMES_PAGE + 1
    assert f"/{10**18}/" in first[0] and first[-1] == t("info.games_more", count=2 * GAMES_PAGE + 4, next=2)
    last = games_page(games, str(10**18), 4, t).splitlines()
    assert len(last) == 4 and f"/{10**18 + 3 * GAMES_PAGE}/" in last[0]  # no more line: nothing follows
    past = games_page(games, str(10**18), 99, t).splitlines()  # past the last page: the last, saying so
    assert past == [t("info.games_no_such_page", page=99, count=4), *last] and len("\n".join(past)) <= LIMIT


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_log_keeps_its_newest_turns_and_counts_the_ones_before(language: str):
    lines = [line for turn in range(40, 61) for line in (Msg(TURN_LINE, turn=turn, name="__**~~||" * 4),
                                                        *(Msg("news.passed", name="__**~~||" * 4),) * 3)]
    t = discord_text(language)
    said = log_text(lines, t).splitlines()
    shown = [int(line.split(":")[0].split()[-1]) for line in said[1:] if ":" in line and line[0] in "TZ"]
    assert len("\n".join(said)) <= LIMIT and said[-1] == t(lines[-1]) and shown[-1] == 60
    assert said[0] == t("info.log_earlier", count=shown[0] - 1)  # turns 1 to the first shown less one
    assert log_text(lines[-4:], t).splitlines()[0] == t("info.log_earlier", count=59)


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_log_from_a_turn_keeps_that_turn_first_and_names_where_the_rest_begins(language: str):
    """/log turn:N, which a turn message too long for its moves points to: the oldest whole
    turns from N that fit, then how many newer ones follow and the command that shows them;
    a turn past the game's newest shows the newest, under a line saying so."""
    lines = [line for turn in range(1, 61) for line in (Msg(TURN_LINE, turn=turn, name="__**~~||" * 4),
                                                       *(Msg("news.passed", name="__**~~||" * 4),) * 3)]
    t = discord_text(language)
    said = log_text(lines, t, 12).splitlines()
    shown = [int(line.split(":")[0].split()[-1]) for line in said if ":" in line and line[0] in "TZ"]
    assert len("\n".join(said)) <= LIMIT and said[0] == t(lines[44]) and shown[0] == 12
    assert shown == list(range(12, shown[-1] + 1)) and said[-2] == t(lines[4 * shown[-1] - 1])  # whole turns
    # the turns from the next on, the three passes after turn 60's heading counted as turns 61 to 63 (R3.2)
    assert said[-1] == t("info.log_later", count=63 - shown[-1], next=shown[-1] + 1)
    assert log_text(lines, t, 60).splitlines() == [t(line) for line in lines[-4:]]  # the last: nothing follows
    ahead = log_text(lines, t, 999).splitlines()  # a turn not played yet: said so, above the newest
    assert ahead == [t("info.log_not_yet", asked=999, turn=60), *log_text(lines, t, 60).splitlines()]
    long = [*lines[:4], *(Msg("news.passed", name="__**~~||" * 4),) * 200, *lines[4:12]]  # turn 1 past a message
    said = log_text(long, t, 1).splitlines()
    assert len("\n".join(said)) <= LIMIT and said[0] == t(lines[0]) and said[-2] == "…"
    assert said[-1] == t("info.log_later", count=5, next=2)  # the way on past the long turn: 2, 3 and 4 to 6 passed
    passed = [line for line in lines if line != Msg(TURN_LINE, turn=12, name="__**~~||" * 4)]  # turn 12 passed (R3.2)
    assert log_text(passed, t, 12).splitlines()[0] == t(lines[40])  # from turn 11, which says it, not from 13
    headings = [line for line in lines if line.key == TURN_LINE]
    passing = [*headings, *(Msg("news.passed", name="x"),) * 2]  # the game's last two turns, 61 and 62, passed
    assert log_text(passing, t, 62) == log_text(passing, t, 60)  # played, in turn 60's lines
    assert log_text(passing, t, 63).splitlines()[0] == t("info.log_not_yet", asked=63, turn=60)  # shown from 60
    numbered = [*headings[:50], Msg("news.turn_passed", turn=51, name="x"), Msg("news.turn_passed", turn=52, name="x"),
                *(Msg(TURN_LINE, turn=turn, name="__**~~||" * 4) for turn in range(53, 300))]
    newest = log_text(numbered, t).splitlines()
    first_shown = int(newest[1].split(":")[0].split()[-1])
    assert newest[0] == t("info.log_earlier", count=first_shown - 1)  # passes are turns too: no gap in the count
    oldest = log_text(numbered, t, 50).splitlines()
    last_shown = max(int(line.split(":")[0].split()[-1]) for line in oldest[:-1] if line[0] in "TZ")
    assert oldest[-1] == t("info.log_later", count=299 - last_shown, next=last_shown + 1)


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize(("command", "size"), [("leaderboard", PAGE), ("history", HISTORY_PAGE), ("games", GAMES_PAGE)])
def test_a_page_option_names_the_page_size(language: str, command: str, size: int):
    assert f" {size} " in text(language)(f"command.{command}.page.description")


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_page_printed_in_the_terminal_says_how_to_page_on_by_the_option(language: str):
    """``python -m bot stats`` prints the same pages as /leaderboard and /history, but the
    operator asks for the next one with ``--page``, not a slash command."""
    line = BoardLine(rank=1, user="1", name="Ann", skill=Skill(30.0, 2.0), games=5, wins=3)
    game = PastGame(1, "1" * 19, "2" * 19, 1.8e9, (Winner("Ann", 80),), "3" * 19)
    t = discord_text(language)
    board = t.lines(leaderboard_lines(Leaderboard((line,), 1, 2, 11, 3), True, in_terminal=True))
    history = t.lines(history_lines(History((game,), 1, 2, 11), in_terminal=True))
    assert board[-1] == history[-1] == t("history.more_console", next=2) and "--page 2" in board[-1]
