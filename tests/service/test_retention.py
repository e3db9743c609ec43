"""The host's retention setting (SAMARKAND_RETAIN_DAYS, docs/privacy.md): the scheduler's daily
pass deletes the action logs of games that ended longer ago than it, and keeps their results;
a game in play and a game that ended recently keep theirs. Off by default."""

from __future__ import annotations

import random

import pytest

from bot.ops.config import Config, ConfigError
from bot.ops.transfer import TransferError, export_game
from bot.runtime.scheduler import Scheduler
from bot.service import ServiceError
from tests.service.conftest import CHANNEL, GUILD, play_randomly, started


async def test_old_finished_games_lose_their_logs_and_keep_their_results(service, clock):
    row = await started(service)
    await play_randomly(service, random.Random(2))
    over = await service.store.game(row.id)
    await service.lobby.create("other", GUILD, "v0", "Vera", seed=3)
    await service.lobby.join("other", "v1", "Wim")
    await service.lobby.start("other", "v0", False)
    await play_randomly(service, random.Random(3), max_commands=3, channel="other", to_the_end=False)
    in_play = await service.store.live_game("other")
    logged = len(await service.store.log(over.id))
    clock.advance(24 * 10)

    await Scheduler(service, None, None, retain_days=11)._prune()  # ended 10 days ago: kept
    assert len(await service.store.log(over.id)) == logged
    await Scheduler(service, None, None)._prune()  # no setting: kept
    assert len(await service.store.log(over.id)) == logged
    await Scheduler(service, None, None, retain_days=9)._prune()

    assert await service.store.log(over.id) == []
    assert (await service.store.game(over.id)).state == over.state  # who won, and every score
    assert await service.store.log(in_play.id)  # a game in play keeps its log
    for read in (service.reading.history, service.reading.log_lines):
        with pytest.raises(ServiceError) as refused:
            await read(CHANNEL)
        assert refused.value.message.key == "error.log_removed"
    with pytest.raises(TransferError, match="its log was deleted under SAMARKAND_RETAIN_DAYS"):
        await export_game(service.store, str(over.id))


@pytest.mark.parametrize(("typed", "days"), [("", None), ("365", 365), (" 30 ", 30)])
def test_the_retention_setting_is_read_from_the_environment(typed, days, monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("SAMARKAND_RETAIN_DAYS", typed)
    assert Config.from_env().retain_days == days


@pytest.mark.parametrize("typed", ["0", "a year", "-5"])
def test_a_retention_that_is_no_number_of_days_is_refused_with_an_example(typed, monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("SAMARKAND_RETAIN_DAYS", typed)
    with pytest.raises(ConfigError, match=r"give a whole number of days, e\.g\. 365"):
        Config.from_env()
