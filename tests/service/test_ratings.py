"""People's ratings through the service, on both backends: a finished game rates the people
who played it to the end (per server and across servers), computer seats at their level's
fixed rating; a rebuild from the finished games gets the same numbers; hiding takes a person
off the leaderboards and leaves their games counting for the others."""

from __future__ import annotations

import asyncio
import random

from bot.ai import LEVEL_SKILLS, Level
from bot.ai.thinking import InlineThinker
from bot.cli import main
from bot.engine import apply_action, awaiting, legal_actions, state_from_json
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.ratings.skill import START, rate_game
from bot.ratings.standings import EVERY_SERVER, MIN_GAMES, PAGE
from bot.store import MIGRATIONS, Store
from bot.store.ratings import rated_from_the_start
from bot.words.i18n import text
from bot.words.markup import without_markup
from bot.words.standings_text import leaderboard_lines, standing_lines
from tests.service.conftest import finish


async def standing_of(service: GameService, scope: str, user: str):
    return (await service.store.standings(user, (scope,))).get(scope)


async def everyone(service: GameService, scope: str, users: list[str]) -> dict[str, tuple]:
    found = {}
    for user in users:
        standing = await standing_of(service, scope, user)
        if standing is not None:
            found[user] = (standing.skill, standing.tally, standing.by_players, standing.rank)
    return found


async def test_an_expert_seat_counts_at_its_own_ladder_rating(service):
    service.computers.thinker = InlineThinker(search_seconds=0.01)  # the rating, not the moves: a short think
    points = await finish(service, "c1", "g1", ["ann", "bob"], ("expert",))
    assert LEVEL_SKILLS[Level.EXPERT] != LEVEL_SKILLS[Level.SEARCH]  # else this test could not tell the two apart
    expected = rate_game([START, START, LEVEL_SKILLS[Level.EXPERT]], points)
    for seat, user in enumerate(["ann", "bob"]):
        standing = await standing_of(service, "g1", user)
        assert standing is not None and standing.skill == expected[seat]


async def test_a_finished_game_rates_its_people_and_computers_stay_fixed(service):
    points = await finish(service, "c1", "g1", ["ann", "bob"], ("greedy",))  # a quick level: any is fixed
    expected = rate_game([START, START, LEVEL_SKILLS[Level.GREEDY]], points)
    for scope in ("g1", EVERY_SERVER):
        for seat, user in enumerate(["ann", "bob"]):
            standing = await standing_of(service, scope, user)
            assert standing is not None and standing.skill == expected[seat]
            assert standing.tally.games == 1 and standing.tally.points == points[seat]
            assert standing.tally.wins == int(points[seat] == max(points))
            assert [players for players, _ in standing.by_players] == [3]
    assert await standing_of(service, "g1", "cpu1") is None


async def test_one_person_with_computers_is_not_rated_nor_a_replaced_seat(service):
    await finish(service, "c1", "g1", ["ann"], ("greedy",))
    assert await standing_of(service, "g1", "ann") is None
    await finish(service, "c2", "g1", ["ann", "bob", "cy"], replaced="cy", seed=4)
    assert await standing_of(service, "g1", "cy") is None
    ann = await standing_of(service, "g1", "ann")
    assert ann is not None and ann.tally.games == 1


async def test_a_rebuild_equals_the_ratings_kept_game_by_game(service):
    users = ["ann", "bob", "cy", "dee"]
    await finish(service, "c1", "g1", ["ann", "bob"], seed=1)
    await finish(service, "c2", "g2", ["bob", "cy", "dee"], ("random",), seed=2)
    await finish(service, "c3", "g1", ["cy", "ann", "bob", "dee"], seed=3)
    await finish(service, "c4", "g1", ["dee", "ann"], seed=4)
    kept = {scope: await everyone(service, scope, users) for scope in ("g1", "g2", EVERY_SERVER)}
    assert kept[EVERY_SERVER]["bob"][1].games == 3 and kept["g1"]["bob"][1].games == 2
    assert await service.store.rebuild_ratings() == 4
    assert {scope: await everyone(service, scope, users) for scope in ("g1", "g2", EVERY_SERVER)} == kept


async def test_hiding_leaves_the_leaderboard_and_the_games_count_for_the_others(service):
    for game in range(MIN_GAMES):
        await finish(service, f"c{game}", "g1", ["ann", "bob"], seed=10 + game)
    board = await service.standings.leaderboard("g1")
    assert {line.user for line in board.lines} == {"ann", "bob"} and board.ranked == 2
    await service.standings.hide_from_leaderboards("bob", True)
    assert await service.standings.hidden_from_leaderboards("bob")
    assert (await standing_of(service, EVERY_SERVER, "bob")).hidden
    board = await service.standings.leaderboard("g1")
    assert [(line.rank, line.user) for line in board.lines] == [(1, "ann")]
    figures = await service.standings.figures("g1", "bob")
    assert figures.here is not None and figures.here.rank is None and figures.here.tally.games == MIN_GAMES
    assert figures.everywhere is not None and figures.everywhere.rank is None
    before = (await service.standings.figures("g1", "ann")).here
    await finish(service, "c9", "g1", ["ann", "bob"], seed=30)
    after = (await service.standings.figures("g1", "ann")).here
    assert before is not None and after is not None and after.tally.games == before.tally.games + 1
    assert after.skill != before.skill and after.rank == 1
    await service.standings.hide_from_leaderboards("bob", False)
    assert {line.user for line in (await service.standings.leaderboard("g1")).lines} == {"ann", "bob"}


async def rated_straight_in(service: GameService, people: int) -> None:
    """``people`` people rated straight into the tables of server g1 (as finished games would),
    ``u00`` the lowest."""
    async def seed_rows(tx):
        for n in range(people):
            await tx.execute("INSERT INTO ratings (scope, user_id, name, mu, sigma, low, games, wins, points) "
                             "VALUES (?, ?, ?, ?, ?, ?, ?, 0, 0)",
                             ("g1", f"u{n:02}", f"P{n}", 20.0 + n, 2.0, 16.08 + n, MIN_GAMES))
    await service.store.atomically(seed_rows)


async def test_a_leaderboard_pages_past_a_page(service):
    """A page and a half of people."""
    people = PAGE + PAGE // 2
    await rated_straight_in(service, people)
    first, second = await service.standings.leaderboard("g1", 1), await service.standings.leaderboard("g1", 2)
    assert (first.pages, first.ranked, len(first.lines), len(second.lines)) == (2, people, PAGE, people - PAGE)
    assert [line.user for line in first.lines[:2]] == [f"u{people - 1:02}", f"u{people - 2:02}"]
    assert [line.rank for line in second.lines] == list(range(PAGE + 1, people + 1)) and second.lines[-1].user == "u00"
    assert await service.standings.leaderboard("g1", 9) == second  # a page past the last shows the last
    standing = await standing_of(service, "g1", "u00")
    assert standing is not None and standing.rank == people


async def test_the_command_line_prints_what_the_commands_show(service, database, capsys):
    """``python -m bot stats --db``: the leaderboard and a person's figures in the words of
    /leaderboard and /stats, for the same database; ``--rebuild`` first, and the same again.
    (The command line runs its own event loop: here in a thread of its own.)"""
    for game in range(MIN_GAMES):
        await finish(service, f"c{game}", "g1", ["ann", "bob", "cy"], seed=20 + game)
    t = text("de")
    board = t.lines(leaderboard_lines(await service.standings.leaderboard(""), False))
    ann = t.lines(standing_lines(await service.standings.figures("g1", "ann"), "ANN", True))
    assert len(board) == 4 and "**BOB**" in "\n".join(board) and "Wertungszahl: " in ann[1]
    assert await asyncio.to_thread(main, ["stats", "--db", database, "--lang", "de"]) == 0
    assert capsys.readouterr().out.splitlines() == [without_markup(line) for line in board]  # the terminal's
    asked = ["stats", "--db", database, "--server", "g1", "--player", "ANN", "--lang", "de", "--rebuild"]
    assert await asyncio.to_thread(main, asked) == 0
    rebuilt = f"Wertungszahlen neu berechnet: {MIN_GAMES} gewertete Partien, der Reihe nach."
    assert capsys.readouterr().out.splitlines() == [rebuilt, *map(without_markup, ann)]
    assert await asyncio.to_thread(main, ["stats", "--db", database, "--player", "nobody"]) == 0
    assert "nobody has no rated game here yet" in capsys.readouterr().out


async def test_the_command_line_pages_the_leaderboard_by_its_own_option(service, database, capsys):
    """In the terminal the leaderboard says how to page on with ``--page``, not /leaderboard,
    and ``--page 2`` prints the ranks after the first page, with no such line after the last."""
    people = PAGE + PAGE // 2
    await rated_straight_in(service, people)
    assert await asyncio.to_thread(main, ["stats", "--db", database, "--server", "g1"]) == 0
    first = capsys.readouterr().out.splitlines()
    assert first[1].startswith(f"1. P{people - 1}: ") and first[-1] == "More: add --page 2", first[-1]
    assert await asyncio.to_thread(main, ["stats", "--db", database, "--server", "g1", "--page", "2"]) == 0
    second = capsys.readouterr().out.splitlines()
    assert second[1].startswith(f"{PAGE + 1}. ") and second[-1].startswith(f"{people}. P0: ")


async def test_the_command_line_writes_out_control_characters_of_a_stored_or_typed_name(service, database,
                                                                                      capsys):
    """A name stored before names holding control characters were refused (a console game
    of an older release), and one typed to --player, cannot clear or colour the terminal."""
    await rated_straight_in(service, 1)

    async def rename(tx):
        await tx.execute("UPDATE ratings SET name = ? WHERE user_id = ?", ("A\x1b[2Jnn", "u00"))
    await service.store.atomically(rename)
    assert await asyncio.to_thread(main, ["stats", "--db", database, "--server", "g1"]) == 0
    board = capsys.readouterr().out
    assert "\x1b" not in board and "1. A\\x1b[2Jnn: " in board
    assert await asyncio.to_thread(main, ["stats", "--db", database, "--player", "B\x1b[31m"]) == 0
    assert capsys.readouterr().out.startswith("B\\x1b[31m has no rated game")


async def test_the_schema_version_that_adds_ratings_rates_the_games_already_finished(service, database):
    """A database from before ratings (its finished games, no ratings tables) gets them, filled
    in the order the games ended, when it is migrated."""
    await finish(service, "c1", "g1", ["ann", "bob"], seed=1)
    await finish(service, "c2", "g1", ["bob", "cy"], seed=2)
    kept = await everyone(service, "g1", ["ann", "bob", "cy"])
    before = MIGRATIONS.index(rated_from_the_start)

    async def as_before(tx):
        for table in ("ratings", "rating_tallies", "rated_games", "hidden_players", "family_tallies", "seat_tallies",
                      "rating_history"):
            await tx.execute(f"DROP TABLE {table}")
        await tx.execute("DROP INDEX games_ended")  # and what the versions after it add
        await tx.execute("DROP TABLE reviews")  # schema version 19's, made again by the migration
        await service.store._set_version(tx, before)
    await service.store.atomically(as_before)
    await service.store.close()
    store = await Store.open(database, SAMARKAND)
    try:
        assert await store.schema_version() == len(MIGRATIONS)
        assert await everyone(GameService(store), "g1", ["ann", "bob", "cy"]) == kept
    finally:
        await store.close()


async def to_the_last_move(service: GameService, channel: str, guild: str, people: list[str], seed: int):
    """A game among ``people`` played at random up to (not including) the move that ends it;
    returns who makes that move, and the move."""
    await service.lobby.create(channel, guild, people[0], people[0].upper(), seed=seed)
    for person in people[1:]:
        await service.lobby.join(channel, person, person.upper())
    await service.lobby.start(channel, people[0], False)
    rng = random.Random(seed)
    while True:
        row = await service.store.live_game(channel)
        state = state_from_json(row.state)
        seat = awaiting(state)[0].player
        action = rng.choice(legal_actions(state, seat))
        after = state.clone()
        apply_action(after, seat, action)
        if after.over:
            return row.seats[seat].user, action
        await service.moves.act(channel, row.seats[seat].user, action)


async def test_games_ending_at_once_rate_in_an_order_a_rebuild_repeats(service):
    """Three games end together (on PostgreSQL truly at once, on its pool's connections): two
    share Bob, whose rows they lock in turn; the third has nobody in common with them."""
    users = ["ann", "bob", "cy", "dee", "eve"]
    last = [await to_the_last_move(service, "c1", "g1", ["ann", "bob"], 1),
            await to_the_last_move(service, "c2", "g1", ["bob", "cy"], 2),
            await to_the_last_move(service, "c3", "g2", ["dee", "eve"], 3)]
    await asyncio.gather(*(service.moves.act(f"c{n}", user, action) for n, (user, action) in enumerate(last, 1)))
    kept = {scope: await everyone(service, scope, users) for scope in ("g1", "g2", EVERY_SERVER)}
    assert kept[EVERY_SERVER]["bob"][1].games == 2 and kept["g2"]["eve"][1].games == 1
    assert await service.store.rebuild_ratings() == 3
    assert {scope: await everyone(service, scope, users) for scope in ("g1", "g2", EVERY_SERVER)} == kept


async def test_forgetting_a_person_removes_their_ratings_and_a_rebuild_rates_nobody_in_their_place(service):
    await finish(service, "c1", "g1", ["ann", "bob"], seed=1)
    await finish(service, "c2", "g1", ["cy", "ann", "bob"], seed=2)
    await service.standings.hide_from_leaderboards("ann", True)
    bob = await standing_of(service, "g1", "bob")
    await service.privacy.forget("ann")
    assert await standing_of(service, "g1", "ann") is None
    assert not await service.standings.hidden_from_leaderboards("ann")
    assert await standing_of(service, "g1", "bob") == bob  # the others keep what the games gave them
    assert await service.store.rebuild_ratings() == 2
    rated = await service.store.atomically(lambda tx: tx.fetch("SELECT DISTINCT user_id FROM ratings"))
    assert sorted(r[0] for r in rated) == ["bob", "cy"]  # no placeholder ("former2") rated in ann's place
    again = await standing_of(service, "g1", "bob")
    assert again is not None and again.tally == bob.tally and again.by_players == bob.by_players
