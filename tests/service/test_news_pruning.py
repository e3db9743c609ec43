"""The news outbox keeps what is still to be told: a finished game's announced news is
deleted a week after its end (the scheduler's daily pruning), and nothing else."""

from __future__ import annotations

import random

from bot.store import GameStatus
from tests.service.conftest import GUILD, play_randomly, started


async def test_a_finished_games_announced_news_goes_and_nothing_else(service, clock):
    await service.lobby.create("other", GUILD, "v0", "Vera", seed=3)
    await service.lobby.join("other", "v1", "Wim")
    await service.lobby.start("other", "v0", False)
    in_play = await service.store.live_game("other")
    row = await started(service)
    await play_randomly(service, random.Random(2))
    over = await service.store.game(row.id)
    assert over.status is GameStatus.OVER
    news = await service.store.news(row.id)
    assert news
    await service.store.mark_announced(row.id, news[-2].seq, "m1", news[-2].key)  # all but the end is told
    assert await service.store.prune_news(clock() - 1) == 0  # ended too recently
    assert await service.store.prune_news(clock() + 1) == len(news) - 1
    assert [n.seq for n in await service.store.news(row.id)] == [news[-1].seq]  # the end is still to be told
    assert row.id in await service.news.unannounced()
    assert await service.store.news(in_play.id)  # a game in play keeps its news
