"""The table's ``rating`` setting: how a game with a time-out stand-in or a seat taken over
counts for people's ratings (docs/ratings.md#which-games-count), judged once when the game
ends, so that a rebuild after the action log was pruned counts it the same."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from bot.engine import score, state_from_json
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.games.samarkand.game_settings import Settings
from bot.ratings.skill import START, rate_game
from bot.ratings.standings import EVERY_SERVER
from bot.service import ServiceError
from bot.service.seats import finished_by_computers
from bot.store import MIGRATIONS, GameStatus, Store
from bot.store.ratings import JUDGED_DDL, LAST, placings
from tests.service.conftest import play_randomly

PEOPLE = ["ann", "bob", "cy"]


async def table(service: GameService, channel: str, rating: str, seed: int) -> None:
    """A started game among ``PEOPLE`` (Ann hosts) under the ``rating`` setting."""
    await service.lobby.create(channel, "g1", "ann", "ANN", seed=seed)
    for person in PEOPLE[1:]:
        await service.lobby.join(channel, person, person.upper())
    await service.lobby.configure(channel, "ann", False, {Settings.rating: rating})
    await service.lobby.start(channel, "ann", False)


async def to_the_end(service: GameService, channel: str, seed: int) -> dict[str, int]:
    """Play the game out at random; each person's final points (the seats' order is drawn)."""
    await play_randomly(service, random.Random(seed), channel=channel)
    row = await service.store.latest_game(channel)
    assert row is not None and row.status is GameStatus.OVER
    return {seat.user: line.total for seat, line in zip(row.seats, score(state_from_json(row.state)), strict=True)}


async def with_cy_replaced(service: GameService, channel: str, rating: str, seed: int) -> dict[str, int]:
    await table(service, channel, rating, seed)
    await play_randomly(service, random.Random(seed), 2, channel, to_the_end=False)
    await service.lobby.replace(channel, "ann", False, "cy", "random")
    return await to_the_end(service, channel, seed)


async def with_a_stand_in(service: GameService, clock, channel: str, rating: str, seed: int) -> dict[str, int]:
    """Whoever is awaited first lets their time run out: a stand-in plays that decision."""
    await table(service, channel, rating, seed)
    clock.advance(25)
    assert len((await service.clock.tick()).changes) == 1  # the time-out
    row = await service.store.live_game(channel)
    assert row is not None and row.standin is not None
    while await service.computers.computer_step(row.id):
        pass
    return await to_the_end(service, channel, seed)


async def games_of(service: GameService, user: str) -> int:
    standing = (await service.store.standings(user, ("g1",))).get("g1")
    return 0 if standing is None else standing.tally.games


async def test_by_default_a_seat_taken_over_counts_for_nobody_and_the_others_meet_its_computer(service):
    await with_cy_replaced(service, "c1", "rated", seed=4)
    assert [await games_of(service, user) for user in PEOPLE] == [1, 1, 0]


async def test_a_person_found_gone_after_their_last_move_played_their_seat_to_the_end(service):
    """Found gone from the server while the table waited for others (a refusal asked about them), after their last
    turn: the turn never reached the seat again, so no computer moved there. The end does not say a computer finished
    it, and even ``leavers_last`` rates it by its points as their own play, not as a forfeit."""
    await table(service, "c1", "leavers_last", seed=4)
    points = await to_the_end(service, "c1", seed=4)
    row = await service.store.latest_game("c1")
    assert row is not None
    cy = [seat.user for seat in row.seats].index("cy")
    row.seats[cy] = replace(row.seats[cy], left=True)
    assert not row.seats[cy].taken_over and finished_by_computers(row) == []
    placing = placings(row, SAMARKAND)[cy]
    assert (placing.user, placing.points, placing.person) == ("cy", points["cy"], True) and placing.place != LAST


async def test_leavers_last_rates_the_leaver_below_everyone_with_no_points(service):
    points = await with_cy_replaced(service, "c1", "leavers_last", seed=4)
    expected = rate_game([START, START, START], [points["ann"], points["bob"], LAST])
    for scope in ("g1", EVERY_SERVER):
        standings = [(await service.store.standings(user, (scope,)))[scope] for user in PEOPLE]
        assert [s.skill for s in standings] == expected
        cy = standings[2].tally
        assert (cy.games, cy.wins, cy.points) == (1, 0, 0)
        assert [s.tally.points for s in standings[:2]] == [points["ann"], points["bob"]]
    assert expected[2].mu < START.mu


async def test_clean_only_counts_neither_a_take_over_nor_a_stand_in_but_a_clean_game(service, clock):
    await with_cy_replaced(service, "c1", "clean_only", seed=4)
    await with_a_stand_in(service, clock, "c2", "clean_only", seed=5)
    assert [await games_of(service, user) for user in PEOPLE] == [0, 0, 0]
    await table(service, "c3", "clean_only", seed=6)
    await to_the_end(service, "c3", seed=6)
    assert [await games_of(service, user) for user in PEOPLE] == [1, 1, 1]


async def test_a_stand_in_leaves_the_game_rated_by_default(service, clock):
    await with_a_stand_in(service, clock, "c1", "rated", seed=5)
    assert [await games_of(service, user) for user in PEOPLE] == [1, 1, 1]


async def test_an_unrated_table_counts_for_nobody(service):
    await table(service, "c1", "unrated", seed=6)
    await to_the_end(service, "c1", seed=6)
    assert [await games_of(service, user) for user in PEOPLE] == [0, 0, 0]


async def test_a_rebuild_after_the_logs_are_pruned_counts_each_game_as_it_was_judged(service, clock):
    await with_a_stand_in(service, clock, "c1", "clean_only", seed=5)
    await table(service, "c2", "clean_only", seed=6)
    await to_the_end(service, "c2", seed=6)
    await with_cy_replaced(service, "c3", "leavers_last", seed=4)
    kept = {user: await service.store.standings(user, ("g1", EVERY_SERVER)) for user in PEOPLE}
    assert await service.store.prune_logs(clock() + 1) > 0
    assert await service.store.rebuild_ratings() == 2
    assert {user: await service.store.standings(user, ("g1", EVERY_SERVER)) for user in PEOPLE} == kept


async def test_the_rule_is_chosen_in_the_lobby_and_stays_once_the_game_starts(service):
    await table(service, "c1", "clean_only", seed=6)
    with pytest.raises(ServiceError) as refused:
        await service.lobby.configure("c1", "ann", False, {Settings.rating: "unrated"})
    assert refused.value.message.key == "error.rating_in_lobby"
    assert (await service.store.live_game("c1")).settings.rating == "clean_only"
    await service.lobby.configure("c1", "ann", False, {Settings.rating: "clean_only"})  # the same choice is no change
    with pytest.raises(ServiceError) as unknown:
        await service.lobby.configure("c1", "ann", False, {Settings.rating: "sometimes"})
    assert unknown.value.message.key == "error.unknown_setting"


def test_a_stored_rule_that_is_none_of_the_choices_is_refused_by_name():
    assert Settings.from_json({"rating": "leavers_last"}).rating == "leavers_last"
    assert Settings.from_json({}).rating == "rated"
    with pytest.raises(ValueError, match="rating is one of rated, leavers_last, clean_only, unrated, not 'x'"):
        Settings.from_json({"rating": "x"})


async def test_the_schema_version_that_keeps_the_judgement_counts_every_game_before_it(service, database):
    """A database at schema version 16 (no ``rated_games.counted``) migrates with every rated
    game counted and every rating as it was; a rebuild after it changes nothing."""
    await table(service, "c1", "rated", seed=6)
    await to_the_end(service, "c1", seed=6)
    kept = {user: await service.store.standings(user, ("g1", EVERY_SERVER)) for user in PEOPLE}

    async def as_version_16(tx):
        await tx.execute("ALTER TABLE rated_games DROP COLUMN counted")
        await tx.execute("DROP TABLE reviews")  # schema version 19's, made again by the migration
        await service.store._set_version(tx, MIGRATIONS.index(JUDGED_DDL))
    await service.store.atomically(as_version_16)
    await service.store.close()
    store = await Store.open(database, SAMARKAND)
    try:
        assert await store.schema_version() == len(MIGRATIONS)
        assert {user: await store.standings(user, ("g1", EVERY_SERVER)) for user in PEOPLE} == kept
        assert await store.rebuild_ratings() == 1
        assert {user: await store.standings(user, ("g1", EVERY_SERVER)) for user in PEOPLE} == kept
    finally:
        await store.close()
