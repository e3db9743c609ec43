"""The finished games' reviews in the store (schema version 19, ``bot.store.reviews``): saved
and read back on both backends, the games still waiting for one (finished, with a log, no
review yet) in the order they ended, and what an upgrade, the host's retention and forgetting
do to them."""

from __future__ import annotations

import random

from bot.games.samarkand import SAMARKAND
from bot.store import Store
from tests.service.conftest import finish, play_randomly, started
from tests.support.saved_databases import DUMPS, loaded, rows, schema_of


async def test_a_review_is_saved_and_read_back_and_the_game_waits_no_more(service, clock):
    await finish(service, "a", "g", ["a1", "a2"], seed=3)
    clock.advance(1)
    await finish(service, "b", "g", ["b1", "b2"], seed=4)
    first, second = [(await service.store.latest_game(channel)).id for channel in ("a", "b")]
    assert await service.store.unreviewed() == [first, second]  # those that ended first first
    assert (await service.store.waiting_before(first), await service.store.waiting_before(second)) == (0, 1)
    assert await service.store.review(first) is None
    await service.store.save_review(first, '{"version": 1, "seats": []}', 123.5)
    stored = await service.store.review(first)
    assert (stored.review, stored.made) == ('{"version": 1, "seats": []}', 123.5)
    assert await service.store.unreviewed() == [second]
    assert await service.store.waiting_before(second) == 0
    await service.store.save_review(first, "again", 200.0)  # made again: the newer one stays
    assert (await service.store.review(first)).review == "again"


async def test_a_game_in_play_waits_for_no_review(service):
    await started(service, 2)
    await play_randomly(service, random.Random(1), max_commands=5, to_the_end=False)
    assert await service.store.unreviewed() == []


async def test_dropped_reviews_wait_again_and_a_game_whose_log_is_gone_never_does(service, clock):
    await finish(service, "a", "g", ["a1", "a2"], seed=3)
    game = (await service.store.latest_game("a")).id
    await service.store.save_review(game, "review", clock())
    assert await service.store.drop_reviews([game]) == 1
    assert await service.store.unreviewed() == [game]
    await service.store.save_review(game, "review", clock())
    clock.advance(1)
    await service.store.prune_logs(clock() + 1)  # the host's retention: the log goes, and its retelling
    assert (await service.store.review(game)).review == ""
    await service.store.drop_reviews([game])
    assert await service.store.unreviewed() == []  # nothing left to review it from


BEFORE_REVIEWS = [dump for dump in DUMPS if schema_of(dump) < 19][-1]  # schema 19 keeps the reviews


async def test_the_upgrade_reviews_no_game_that_ended_before_it(tmp_path):
    path = loaded(BEFORE_REVIEWS, tmp_path)
    finished = sorted(g["id"] for g in rows(path, "games") if g["status"] == "over")
    store = await Store.open(path, SAMARKAND)
    try:
        assert finished and await store.unreviewed() == []
        assert [(r["game_id"], r["review"]) for r in rows(path, "reviews")] == [(g, "") for g in finished]
    finally:
        await store.close()
