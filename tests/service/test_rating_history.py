"""The ratings' history behind the chart in /stats, on both backends: each rated game adds a
person's new rating per scope, numbered by their rated games; a rebuild writes the same
history; forgetting a person deletes theirs."""

from __future__ import annotations

from bot.ratings.standings import EVERY_SERVER
from tests.service.conftest import finish


async def test_each_rated_game_adds_a_point_and_a_rebuild_writes_the_same(service):
    await finish(service, "c1", "g1", ["ann", "bob"], seed=31)
    await finish(service, "c2", "g2", ["ann", "cy"], seed=32)
    await finish(service, "c3", "g1", ["ann", "bob", "cy"], seed=33)
    here = await service.standings.rating_history("g1", "ann")
    everywhere = await service.store.rating_history("ann", EVERY_SERVER)
    assert [p.step for p in here] == [1, 2] and [p.step for p in everywhere] == [1, 2, 3]
    standing = (await service.store.standings("ann", ("g1", EVERY_SERVER)))
    assert here[-1].skill == standing["g1"].skill and everywhere[-1].skill == standing[EVERY_SERVER].skill
    assert here[0].skill != here[1].skill and here[0].at <= here[1].at
    kept = (here, everywhere, await service.standings.rating_history("g2", "cy"))
    await service.store.rebuild_ratings()
    again = (await service.standings.rating_history("g1", "ann"),
             await service.store.rating_history("ann", EVERY_SERVER),
             await service.standings.rating_history("g2", "cy"))
    assert again == kept
    await service.store.forget_person("ann")
    assert await service.standings.rating_history("g1", "ann") == ()
    assert await service.standings.rating_history("g1", "bob") != ()
