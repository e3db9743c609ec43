"""/history through the service, on both backends: a server's finished games, newest first
by when they ended, a page at a time, with their winners and points and their last message; only
that server's, only finished ones; read along the index ``games_ended`` (no sort, no scan
of other servers' games); and ``python -m bot stats --history`` prints the same lines."""

from __future__ import annotations

import asyncio
import itertools
from dataclasses import replace

from bot.cli import main
from bot.games.samarkand.game_service import GameService
from bot.ratings.standings import HISTORY_PAGE, History, PastGame, Winner
from bot.store.address import is_postgres
from bot.store.finished import PAGE_OF_FINISHED
from bot.words.i18n import text
from bot.words.markup import without_markup
from bot.words.standings_text import history_lines
from cogs.compose import LIMIT
from tests.service.conftest import finish

COPIES = HISTORY_PAGE + 4  # finished games copied from a real one (and the real one): two pages


async def copies_of_a_finished_game(service: GameService) -> tuple[list[int], list[str]]:
    """A real finished game on server g1, then ``COPIES`` copies of it, each ending an hour
    after the one before, with its own last message; an unfinished copy and one on another
    server besides. Returns the final points by seat and the seats' names."""
    points = await finish(service, "c0", "g1", ["ann", "bob", "cy"], seed=7)
    row = await service.store.latest_game("c0")
    assert row is not None

    async def copy(tx):
        columns = "channel_id, guild_id, host_id, status, settings, seats, seed, state, created, updated, turn_message"
        for n in range(COPIES):
            await tx.execute(f"INSERT INTO games ({columns}) SELECT ?, guild_id, host_id, status, settings, seats, "
                             f"seed, state, created, ?, ? FROM games WHERE id = ?",
                             (f"c{n + 1}", row.updated + 3600 * (n + 1), f"m{n + 1}", row.id))
        await tx.execute(f"INSERT INTO games ({columns}) SELECT 'other', 'g2', host_id, status, settings, seats, seed, "
                         "state, created, ?, 'x' FROM games WHERE id = ?", (row.updated + 10**6, row.id))
        await tx.execute(f"INSERT INTO games ({columns}) SELECT 'aborted', guild_id, host_id, 'aborted', settings, "
                         "seats, seed, state, created, ?, 'y' FROM games WHERE id = ?", (row.updated + 10**6, row.id))
    await service.store.atomically(copy)
    return points, [seat.name for seat in row.seats]


async def test_a_servers_finished_games_newest_first_ten_a_page_with_their_winners(service):
    points, names = await copies_of_a_finished_game(service)
    first, second = await service.standings.finished_games("g1", 1), await service.standings.finished_games("g1", 2)
    assert (first.total, first.pages, len(first.games)) == (COPIES + 1, 2, HISTORY_PAGE)
    assert len(second.games) == COPIES + 1 - HISTORY_PAGE
    listed = [*first.games, *second.games]
    assert [game.channel_id for game in listed] == [f"c{n}" for n in range(COPIES, -1, -1)]
    assert [game.last_message for game in listed[:2]] == [f"m{COPIES}", f"m{COPIES - 1}"]
    assert all(a.ended > b.ended for a, b in itertools.pairwise(listed))
    best = max(points)
    expected = tuple((names[seat], best) for seat, total in enumerate(points) if total == best)
    assert all(tuple((w.name, w.points) for w in game.winners) == expected for game in listed)
    assert await service.standings.finished_games("g1", 7) == second  # a page past the last shows the last
    assert [game.channel_id for game in (await service.standings.finished_games("g2")).games] == ["other"]
    assert (await service.standings.finished_games("nowhere")).games == ()


async def test_the_lines_link_each_games_last_message_in_both_languages(service):
    await copies_of_a_finished_game(service)
    first = await service.standings.finished_games("g1")
    english = text("en").lines(history_lines(first))
    assert english[0].startswith(f"📜 This server's finished games ({COPIES + 1}), newest first, page 1 of 2")
    link = f"https://discord.com/channels/g1/c{COPIES}/m{COPIES}"
    assert f"/replay in <#c{COPIES}> · [last message]({link})" in english[1]
    assert english[-1] == "More: /history page:2" and len(english) == HISTORY_PAGE + 2
    german = text("de").lines(history_lines(first))
    assert "Seite 1 von 2" in german[0] and "Sieg für **" in german[1] and german[-1] == "Weiter: /archiv seite:2"
    assert f"/wiederholung in <#c{COPIES}> · [letzte Nachricht](https://discord.com/" in german[1]
    last = text("en").lines(history_lines(await service.standings.finished_games("g1", 2)))
    assert "[last message]" not in last[-1] and last[-1].endswith("/replay in <#c0>")  # c0's message was never sent
    assert text("de").lines(history_lines(await service.standings.finished_games("nowhere"))) == [
        "Auf diesem Server ist noch keine Partie zu Ende gegangen."]


async def test_the_command_line_says_how_to_page_on_in_its_own_terms(service, database, capsys):
    """In the terminal the next page is asked for by ``--page``, not by a slash command the
    operator cannot type there."""
    await copies_of_a_finished_game(service)
    assert await asyncio.to_thread(main, ["stats", "--db", database, "--server", "g1", "--history"]) == 0
    printed = capsys.readouterr().out.splitlines()
    assert printed[-1] == "More: add --page 2", printed[-1]
    german = ["stats", "--db", database, "--server", "g1", "--history", "--lang", "de"]
    assert await asyncio.to_thread(main, german) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "Weiter: mit --page 2"


async def test_a_winner_whose_seat_a_computer_finished_is_marked_so(service):
    """A person's seat a computer took over and won: /history says the computer finished it, as the end's message
    did, in both languages; the other winners' lines stay plain."""
    await finish(service, "c0", "g1", ["ann", "bob", "cy"], seed=7)
    row = await service.store.latest_game("c0")
    assert row is not None
    plain = (await service.standings.finished_games("g1")).games[0]
    won = next(seat for seat, entry in enumerate(row.seats) if entry.name == plain.winners[0].name)
    row.seats[won] = replace(row.seats[won], kind=row.settings.standin)
    await service.store.save(row)
    listed = (await service.standings.finished_games("g1")).games[0]
    assert [w.finished_by_computer for w in listed.winners] == [w.name == row.seats[won].name for w in listed.winners]
    assert "a computer finished the seat" in text("en").lines(history_lines(History((listed,), 1, 1, 1)))[1]
    assert "Computer zu Ende gespielt" in text("de").lines(history_lines(History((listed,), 1, 1, 1)))[1]
    assert "computer" not in text("en").lines(history_lines(History((plain,), 1, 1, 1)))[1]


def test_a_full_page_of_long_ids_and_names_fits_in_one_message():
    """Discord ids of 19 digits, two tied winners of 32 characters whose seats computers finished: a whole page is
    within 2,000 characters."""
    winner = Winner("Annemarie Muster-Oberbergheimer", 163, finished_by_computer=True)
    game = PastGame(1, "1" * 19, "2" * 19, 1.8e9, (winner, winner), "3" * 19)
    page = History((game,) * HISTORY_PAGE, 1, 3, 3 * HISTORY_PAGE)
    for language in ("en", "de"):
        assert len("\n".join(text(language).lines(history_lines(page)))) <= LIMIT


async def test_a_page_is_read_along_the_index_without_sorting(service, database):
    """The query plan of a page on each backend: the index ``games_ended``, read backwards
    for the page's ids, and no sort of the server's games (PostgreSQL is told to avoid a
    whole-table scan, as it would on a large table)."""
    await copies_of_a_finished_game(service)

    async def plan(tx):
        if is_postgres(database):
            await tx.execute("SET LOCAL enable_seqscan = off")
            query = PAGE_OF_FINISHED.replace("?", "$1", 1).replace("?", "$2", 1).replace("?", "$3", 1)
            await tx.execute(f"PREPARE page(text, int, int) AS {query}")
            return "\n".join(str(r[0]) for r in await tx.fetch("EXPLAIN EXECUTE page('g1', 10, 0)"))
        return "\n".join(str(tuple(r)) for r in await tx.fetch("EXPLAIN QUERY PLAN " + PAGE_OF_FINISHED,
                                                                 ("g1", HISTORY_PAGE, 0)))
    shown = await service.store.atomically(plan)
    assert "games_ended" in shown, shown
    assert "sort" not in shown.lower() and "TEMP B-TREE" not in shown, shown


async def test_the_command_line_prints_what_history_shows(service, database, capsys):
    await copies_of_a_finished_game(service)
    lines = text("de").lines(history_lines(await service.standings.finished_games("g1", 2)))
    asked = ["stats", "--db", database, "--server", "g1", "--history", "--page", "2", "--lang", "de"]
    assert await asyncio.to_thread(main, asked) == 0
    printed = capsys.readouterr().out
    assert printed.splitlines() == [without_markup(line) for line in lines]  # the terminal is not Discord
    assert "**" not in printed and "<#" not in printed and "/wiederholung in #c" in printed



async def test_stats_of_a_server_without_a_game_names_the_servers_there_are(service, database, capsys):
    """A mistyped ``--server`` would read as a server where nobody has played yet (an empty
    leaderboard, no game finished): it is refused, exit 2, with the servers the database holds
    and their games, most first; each of the figures' kinds alike."""
    await copies_of_a_finished_game(service)
    for asked in ([], ["--history"], ["--player", "ann"], ["--families"]):
        assert await asyncio.to_thread(main, ["stats", "--db", database, "--server", "g3", *asked]) == 2
        refused = capsys.readouterr()
        assert refused.out == "" and refused.err.strip() == (
            f"No game in this database was played on server 'g3'. It holds games of: g1 ({COPIES + 2} games), "
            "g2 (1 game); or leave out --server for every server together."), refused.err
    assert await asyncio.to_thread(main, ["stats", "--db", database, "--server", "g2"]) == 0


async def test_only_a_channels_latest_game_points_to_replay_there(service):
    """/replay in a channel shows its latest game: a line offering it for an older game led to the newer one."""
    await finish(service, "c0", "g1", ["ann", "bob", "cy"], seed=7)
    await finish(service, "c0", "g1", ["ann", "bob", "cy"], seed=8)
    await finish(service, "c1", "g1", ["ann", "bob", "cy"], seed=9)
    listed = (await service.standings.finished_games("g1")).games
    assert [(game.channel_id, game.replayable) for game in listed] == [("c1", True), ("c0", True), ("c0", False)]
    english = text("en").lines(history_lines(History(listed, 1, 1, 3)))[1:]
    assert ["/replay in" in line for line in english] == [True, True, False]
    assert english[2].endswith("· in <#c0>") or "· in <#c0> · [last message](" in english[2]
    german = text("de").lines(history_lines(History(listed, 1, 1, 3)))[1:]
    assert ["/wiederholung in" in line for line in german] == [True, True, False]
