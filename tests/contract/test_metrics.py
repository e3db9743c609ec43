"""SAMARKAND_METRICS through real discord.py and the stand-in: the server listens on an
ephemeral port of 127.0.0.1; commands, clicks and a refused post move their counters with the
right labels (and never an id as a label); /readyz is unready before the scheduler's first
pass and while the gateway is down, ready otherwise."""

from __future__ import annotations

import re

from prometheus_client.parser import text_string_to_metric_families

from tests.contract.health import WATCHED, get
from tests.contract.players import ANN, BOB, current
from tests.contract.test_clockwork import until
from tests.contract.test_outages import gateway
from tests.support.standin import CHANNEL_ID
from tests.support.standin.codes import MISSING_PERMISSIONS

DISCORD_ID = re.compile(r"\d{17,20}")


async def scrape(bot) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    """Every sample of /metrics: (name, labels) to value."""
    status, text = await get(bot, "/metrics")
    assert status == 200
    return {(s.name, tuple(sorted(s.labels.items()))): s.value
            for family in text_string_to_metric_families(text) for s in family.samples}


def value(samples, name: str, **labels: str) -> float:
    return samples.get((name, tuple(sorted(labels.items()))), 0.0)


@WATCHED
async def test_commands_clicks_and_failures_are_counted_without_ids(discord_env):
    fake, bot = discord_env
    assert await get(bot, "/healthz") == (200, "ok\n")
    await fake.interact(fake.command(ANN, "new"))
    await fake.interact(fake.command(ANN, "new"))  # the channel has a game already: refused
    fake.fail(rf"POST /channels/{CHANNEL_ID}/messages", MISSING_PERMISSIONS, times=1)  # the "joined" note
    await fake.interact(fake.command(BOB, "join"))
    await fake.interact(fake.command(ANN, "start"))
    row, _ = await current(bot)
    message, button = fake.find(f"sk:play:{row.id}", CHANNEL_ID)
    await fake.interact(fake.click(ANN, message, button))

    samples = await scrape(bot)
    assert value(samples, "samarkand_interactions_total", kind="command", outcome="done") == 3
    assert value(samples, "samarkand_interactions_total", kind="command", outcome="refused") == 1
    assert value(samples, "samarkand_interactions_total", kind="click", outcome="done") == 1
    assert value(samples, "samarkand_answer_seconds_count", kind="command") == 4
    assert value(samples, "samarkand_answer_seconds_count", kind="click") == 1
    assert value(samples, "samarkand_discord_failures_total", status="403", code="50013") == 1
    assert value(samples, "samarkand_games", status="playing") == 1
    assert value(samples, "samarkand_gateway_connected", shard="0") == 1
    assert value(samples, "samarkand_scheduler_pass_seconds_count") == 0
    label_values = [v for _, labels in samples for _, v in labels]
    assert label_values and not [v for v in label_values if DISCORD_ID.search(v)]


@WATCHED
async def test_ready_only_after_a_pass_and_while_the_gateway_is_up(discord_env):
    fake, bot = discord_env
    assert await get(bot, "/readyz") == (503, "no scheduler pass yet\n")
    await bot.scheduler.step()
    assert await get(bot, "/readyz") == (200, "ready\n")
    assert value(await scrape(bot), "samarkand_scheduler_pass_seconds_count") == 1

    await fake.outage()
    await until(gateway(bot, up=False))
    status, reason = await get(bot, "/readyz")
    assert (status, reason) == (503, "gateway disconnected (shards 0)\n")
    assert value(await scrape(bot), "samarkand_gateway_connected", shard="0") == 0

    fake.back()
    await until(gateway(bot, up=True))
    assert await get(bot, "/readyz") == (200, "ready\n")


async def test_no_server_unless_asked(discord_env):
    _, bot = discord_env
    assert bot.health is None and not bot.loop_lag.running
