"""/stats families:True through the service, on both backends: every finished game counts
each seat's first family (the family it married first) and its seat, with its share of the
win against a fair one, on its server and across servers, in the transaction that finishes
it; the seats of a table that evened them out apart from those under the rules' money; a
rebuild counts the same again, and the schema versions that add the tallies and split the
seats by rule count the games already finished; the words set each figure beside the board
study's, the evened seats on lines of their own, in English and German, and ``python -m bot
stats --families`` prints the same lines."""

from __future__ import annotations

import asyncio
from collections import defaultdict
from collections.abc import Sequence

from bot.cli import main
from bot.engine import Marry, state_from_json, winners
from bot.engine.board import default_board
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.ratings.board_study import STUDY_FAMILIES, STUDY_SEATS
from bot.store import MIGRATIONS, Store
from bot.store.balance import BALANCE_DDL, balance_from_the_start, seats_by_rule
from bot.words.i18n import text
from bot.words.markup import without_markup
from bot.words.standings_text import balance_lines
from tests.service.conftest import finish
from tests.support.engine_scenarios import EVENED


async def expected_counts(service: GameService, channels: list[str], evened: Sequence[str] = ()) -> tuple[dict, ...]:
    """By hand, from each game's log as the store gives it: per first family [seats, wins,
    fair wins] over every game, and per (players, seat) [games, wins] of the games under the
    rules' money (``channels``) and of those of tables that evened their seats (``evened``)."""
    families: dict[str, list[float]] = defaultdict(lambda: [0, 0.0, 0.0])
    by_rule: dict[bool, dict[tuple[int, int], list[float]]] = {rule: defaultdict(lambda: [0, 0.0])
                                                               for rule in (False, True)}
    for channel in [*channels, *evened]:
        row = await service.store.latest_game(channel)
        state = state_from_json(row.state)
        won, players, seats = winners(state), len(state.players), by_rule[channel in evened]
        first: dict[int, int] = {}
        for entry in await service.store.log(row.id):
            if isinstance(entry.action, Marry):
                first.setdefault(entry.seat, entry.action.family)
        for seat in range(players):
            share = 1 / len(won) if seat in won else 0.0
            seats[players, seat][0] += 1
            seats[players, seat][1] += share
            if seat in first:
                tally = families[state.board.families[first[seat]].name]
                tally[0] += 1
                tally[1] += share
                tally[2] += 1 / players
    return dict(families), dict(by_rule[False]), dict(by_rule[True])


def counted(balance) -> tuple[dict, ...]:
    return ({f.family: [f.seats, round(f.wins, 9), round(f.fair, 9)] for f in balance.families},
            *({(s.players, s.seat): [s.games, round(s.wins, 9)] for s in seats}
              for seats in (balance.seats, balance.evened)))


def rounded(families: dict, *seats: dict) -> tuple[dict, ...]:
    return ({k: [v[0], round(v[1], 9), round(v[2], 9)] for k, v in families.items()},
            *({k: [v[0], round(v[1], 9)] for k, v in rule.items()} for rule in seats))


async def three_games(service: GameService) -> list[str]:
    await finish(service, "c1", "g1", ["ann", "bob", "cy"], seed=11)
    await finish(service, "c2", "g1", ["ann", "bob"], ("greedy",), seed=12)
    await finish(service, "c3", "g2", ["bob", "cy"], seed=13)
    return ["c1", "c2", "c3"]


async def evened_games(service: GameService) -> list[str]:
    """Two games at tables that evened their seats out (the shipped board has a schedule for
    every size), one on each server: the later seats were dealt more Dirham."""
    await finish(service, "c4", "g1", ["ann", "bob", "cy"], seed=14, seats="evened")
    await finish(service, "c5", "g2", ["cy", "ann"], seed=15, seats="evened")
    for channel in ("c4", "c5"):
        assert any((await service.store.latest_game(channel)).settings.seat_money)
    return ["c4", "c5"]


async def test_finished_games_count_each_seats_first_family_and_seat_per_server_and_across(service):
    channels = await three_games(service)
    here = await service.standings.balance("g1")
    assert here.games == 2 and counted(here) == rounded(*await expected_counts(service, channels[:2]))
    everywhere = await service.standings.balance("")  # outside a server: every server's games
    assert everywhere.games == 3 and counted(everywhere) == rounded(*await expected_counts(service, channels))
    assert here.families and all(f.seats > 0 for f in here.families)
    assert [f.seats for f in here.families] == sorted((f.seats for f in here.families), reverse=True)
    assert round(sum(s.wins for s in here.seats), 9) == 2.0  # two games: one win each, shared or not
    assert (await service.standings.balance("nowhere")).games == 0


async def test_the_seats_of_an_evened_game_count_apart_from_those_of_the_rules_money(service):
    rules, evened = await three_games(service), await evened_games(service)
    here = await service.standings.balance("g1")
    assert here.games == 3 and counted(here) == rounded(*await expected_counts(service, rules[:2], evened[:1]))
    assert [(s.players, s.games) for s in here.seats] == [(3, 2)] * 3  # c1, and c2 with its computer seat
    assert [(s.players, s.games) for s in here.evened] == [(3, 1)] * 3
    everywhere = await service.standings.balance("")
    assert everywhere.games == 5 and counted(everywhere) == rounded(*await expected_counts(service, rules, evened))
    assert round(sum(s.wins for s in everywhere.evened), 9) == 2.0  # the two evened games' wins, nothing else


async def test_an_evened_table_at_a_size_without_a_schedule_counts_with_the_rules_money(store, clock):
    """It was dealt the rules' money (docs/playing.md#evening-out-the-seats), so its seats
    are figures of the rules' order."""
    service = GameService(store, clock, EVENED)  # a schedule for 3 players only
    await finish(service, "c1", "g1", ["ann", "bob"], seed=12, seats="evened")
    row = await store.latest_game("c1")
    assert (row.settings.seats, row.settings.seat_money) == ("evened", ())
    balance = await service.standings.balance("g1")
    assert balance.evened == () and [(s.players, s.seat, s.games) for s in balance.seats] == [(2, 0, 1), (2, 1, 1)]


async def test_a_rebuild_and_the_schema_version_count_the_same(service, database):
    await three_games(service)
    kept = (counted(await service.standings.balance("g1")), counted(await service.standings.balance("")))
    await service.store.rebuild_ratings()
    assert (counted(await service.standings.balance("g1")), counted(await service.standings.balance(""))) == kept
    before = MIGRATIONS.index(balance_from_the_start)

    async def as_before(tx):
        for table in ("family_tallies", "seat_tallies", "rating_history"):  # and the versions after it
            await tx.execute(f"DROP TABLE {table}")
        await tx.execute("ALTER TABLE rated_games DROP COLUMN counted")
        await tx.execute("DROP TABLE reviews")  # schema version 19's, made again by the migration
        await service.store._set_version(tx, before)
    await service.store.atomically(as_before)
    await service.store.close()
    store = await Store.open(database, SAMARKAND)
    try:
        again = GameService(store)
        assert (counted(await again.standings.balance("g1")), counted(await again.standings.balance(""))) == kept
    finally:
        await store.close()


async def test_the_lines_set_each_share_beside_the_studys_in_both_languages(service):
    await three_games(service)
    balance = await service.standings.balance("g1")
    english = text("en").lines(balance_lines(balance, True))
    assert english[0].startswith("🧭 This server's finished games (2): wins by first family and by seat")
    top = balance.families[0]
    assert english[1] == (f"{top.family}: married first {top.seats}×, {round(100 * top.relative)}% "
                          f"({round(100 * STUDY_FAMILIES[top.family])}%)")
    study3 = [round(100 * s) for s in STUDY_SEATS[3]]
    three = [s for s in balance.seats if s.players == 3]
    assert english[-1] == "With 3 players (2× played), by seat: " + ", ".join(
        f"{s.seat + 1}. {round(100 * s.relative)}% ({study3[s.seat]}%)" for s in three)
    german = text("de").lines(balance_lines(balance, True))
    assert german[0].startswith("🧭 Die beendeten Partien dieses Servers (2)") and "zuerst eingeheiratet" in german[1]
    assert german[-1].startswith("Mit 3 Spielern (2× gespielt), nach Platz: 1. ")
    assert text("de").lines(balance_lines(await service.standings.balance("nowhere"), True)) == [
        "Hier ist noch keine Partie zu Ende gegangen."]
    assert len(english) == 1 + len(balance.families) + 1  # the one table size's seats, no evened ones
    assert not any("evened" in line for line in english) and not any("ausgeglichen" in line for line in german)


async def test_the_evened_seats_have_lines_of_their_own_without_a_study_figure(service):
    await three_games(service)
    await evened_games(service)
    balance = await service.standings.balance("g1")
    english = text("en").lines(balance_lines(balance, True))
    assert english[0].startswith("🧭 This server's finished games (3): ")
    study3 = [round(100 * s) for s in STUDY_SEATS[3]]
    assert english[-2] == "With 3 players (2× played), by seat: " + ", ".join(
        f"{s.seat + 1}. {round(100 * s.relative)}% ({study3[s.seat]}%)" for s in balance.seats if s.players == 3)
    assert english[-1] == "With 3 players and evened seats (1× played), by seat: " + ", ".join(
        f"{s.seat + 1}. {round(100 * s.relative)}%" for s in balance.evened)
    assert len(english) == 1 + len(balance.families) + 2
    german = text("de").lines(balance_lines(balance, True))
    assert german[-1] == "Mit 3 Spielern und ausgeglichenen Plätzen (1× gespielt), nach Platz: " + ", ".join(
        f"{s.seat + 1}. {round(100 * s.relative)} %" for s in balance.evened)


async def test_the_command_line_prints_what_the_command_shows(service, database, capsys):
    await three_games(service)
    lines = text("de").lines(balance_lines(await service.standings.balance(""), False))
    assert await asyncio.to_thread(main, ["stats", "--db", database, "--families", "--lang", "de"]) == 0
    assert capsys.readouterr().out.splitlines() == [without_markup(line) for line in lines]
    assert lines[0].startswith("🧭 Die beendeten Partien auf allen Servern (3)")


# A database of schema version 17: the tables as version 15 made them, one tally of the seats
# with the evened games' mixed in (the families' left empty: version 18 counts them again too).
MIXED_SEATS = f"""
    CREATE TABLE mixed AS SELECT scope, players, seat, SUM(games) AS games, SUM(wins) AS wins FROM seat_tallies
        GROUP BY scope, players, seat;
    DROP TABLE seat_tallies;
    DROP TABLE family_tallies;
    {BALANCE_DDL}
    INSERT INTO seat_tallies SELECT scope, players, seat, games, wins FROM mixed;
    DROP TABLE mixed;
"""


async def test_the_schema_version_that_splits_the_seats_by_rule_counts_the_finished_games_again(service, database):
    await three_games(service)
    await evened_games(service)
    kept = (counted(await service.standings.balance("g1")), counted(await service.standings.balance("")))

    async def as_before(tx):
        await tx.script(MIXED_SEATS)
        await tx.execute("DROP TABLE reviews")  # schema version 19's, made again by the migration
        await service.store._set_version(tx, MIGRATIONS.index(seats_by_rule))
        return await tx.fetch("SELECT games FROM seat_tallies WHERE scope = 'g1' AND players = 3 AND seat = 0")
    assert [r["games"] for r in await service.store.atomically(as_before)] == [3]  # c1, c2 and c4 together
    await service.store.close()
    store = await Store.open(database, SAMARKAND)
    try:
        assert await store.schema_version() == len(MIGRATIONS)
        again = GameService(store)
        assert (counted(await again.standings.balance("g1")), counted(await again.standings.balance(""))) == kept
    finally:
        await store.close()


def test_the_study_figures_cover_every_family_and_seat():
    """The quoted figures name every family of the shipped board and every seat of 2–5 players."""
    assert set(STUDY_FAMILIES) == {f.name for f in default_board().families}
    assert {players: len(seats) for players, seats in STUDY_SEATS.items()} == {2: 2, 3: 3, 4: 4, 5: 5}
