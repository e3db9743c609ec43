"""SAMARKAND_METRICS through real discord.py and the stand-in: the server listens on an
ephemeral port of 127.0.0.1; commands, clicks and a refused post move their counters with the
right labels (and never an id as a label); a game played on a hand-moved clock moves the turn
message's timing (commands only), the time-outs, the computer queue and the rate-limit waits
(a channel's bucket as the stand-in enforces it, a global 429 it injects), but not a sale offer the
clock closes (R6.5: neither counted nor logged at INFO); /readyz is unready
before the scheduler's first pass and while the gateway is down, ready otherwise."""

from __future__ import annotations

import logging
import random
import re

import pytest
from prometheus_client.parser import text_string_to_metric_families

from bot.engine import Decision, Discard, legal_actions, state_to_json
from bot.store import OfferKey
from bot.words.i18n import Msg
from tests.support.discord_players import ANN, BOB, USERS, by_command, current, turn_messages
from tests.support.health_probe import WATCHED, get
from tests.support.running_bot import HOUR, gateway, playing_on_a_hand_moved_clock, until
from tests.support.standin import CHANNEL_ID
from tests.support.standin.codes import MISSING_PERMISSIONS, RATE_LIMITED

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
async def test_turn_messages_time_outs_the_computer_queue_and_rate_limits_are_measured(discord_env):
    fake, bot = discord_env
    bot.pace.tokens = bot.pace.reserve = 10**6  # the bot's own pace never waits: every global wait is Discord's
    now, row = await playing_on_a_hand_moved_clock(fake, bot)
    fake.fail(rf"POST /channels/{CHANNEL_ID}/messages", RATE_LIMITED, glob=True)  # the move's turn message
    row, state = await current(bot)
    mover = USERS[row.seats[state.active].user]
    await by_command(fake, bot, mover, random.Random(3).choice(legal_actions(state, state.active)))
    _, state = await current(bot)
    for decision in state.pending:  # a marriage's discard, if the hand is over its limit
        await by_command(fake, bot, mover, Discard(tuple(state.players[decision.player].hand[:decision.least])))
    samples = await scrape(bot)
    by_commands = len(turn_messages(fake))  # /start's and the move's
    assert by_commands >= 2
    assert value(samples, "samarkand_turn_message_seconds_count", kind="command") == by_commands
    assert value(samples, "samarkand_turn_message_seconds_sum", kind="command") > 0
    assert value(samples, "samarkand_rate_limit_waits_total", scope="global") == 1
    assert value(samples, "samarkand_rate_limit_wait_seconds_total", scope="global") == pytest.approx(0.01)

    await bot.scheduler.step()
    now[0] += 100 * HOUR  # past the turn's 24 hours: a stand-in moves for whoever is awaited
    await bot.scheduler.step()
    await until(lambda: computer_owes(bot))
    assert await bot.driver.run_once() == 1
    samples = await scrape(bot)
    assert value(samples, "samarkand_timeouts_sent_total") == 1
    assert value(samples, "samarkand_reminders_sent_total") == 0  # the time-out came first, then nobody was late
    assert value(samples, "samarkand_computer_wait_seconds_count", queue="light") == 1
    assert samples[("samarkand_computer_queue", (("queue", "light"),))] == 0  # it waited, and left the queue
    assert value(samples, "samarkand_turn_message_seconds_count", kind="command") == by_commands  # not the pass's

    for _ in range(6):  # a channel takes 5 sends in 5 s: discord.py learnt that from the headers, and waits
        assert await bot.notify.say(CHANNEL_ID, Msg("failure.works_again")) is None
    samples = await scrape(bot)
    assert value(samples, "samarkand_rate_limit_waits_total", scope="bucket") >= 1
    assert value(samples, "samarkand_rate_limit_wait_seconds_total", scope="bucket") > 0
    assert value(samples, "samarkand_rate_limit_waits_total", scope="global") == 1
    assert fake.budget.refused == {"global": 0, "route": 0}  # it waited, so Discord never refused


async def computer_owes(bot) -> bool:
    row, _ = await current(bot)
    return bool(row.computer_due)


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


@WATCHED
async def test_an_offer_its_clock_closes_is_neither_counted_nor_logged(discord_env, caplog):
    fake, bot = discord_env
    now, _ = await playing_on_a_hand_moved_clock(fake, bot)
    await bot.scheduler.step()
    row, state = await current(bot)
    holder = 1 - state.active  # the seat nobody waits for
    card = state.players[holder].hand[0]
    state.offers.append(Decision("sale", holder, card, turn=state.turn))
    row.state = state_to_json(state)
    row.offer_clocks = {OfferKey(holder, card): [now[0] - 25 * HOUR, 0.0]}  # past the table's 24 hours
    await bot.service.store.save(row)
    await bot.service.store.set_due(row.id, row.version, now[0])  # the pass looks at the game now
    caplog.set_level(logging.INFO)
    await bot.scheduler.step()
    _, state = await current(bot)
    assert not state.offers and card in state.players[holder].hand  # closed by the clock, the card kept
    assert value(await scrape(bot), "samarkand_timeouts_sent_total") == 0
    assert not [r.getMessage() for r in caplog.records if r.levelno >= logging.INFO and "timed out" in r.getMessage()]


@WATCHED
async def test_a_save_the_database_refuses_is_unhealthy_at_once_not_at_the_next_check(discord_env, caplog):
    """The write check's answer is kept for 30 s; a save of the bot's own that the database
    refuses within them is the answer at once, since saves are what players lose."""
    _, bot = discord_env
    assert await get(bot, "/healthz") == (200, "ok\n")
    await bot.platform.store.db.execute("PRAGMA query_only=ON")  # the file turns read-only under the running bot
    try:
        with caplog.at_level(logging.ERROR, "samarkand.database"):
            await bot.scheduler.step()  # its pass saves, and is refused
        assert await get(bot, "/healthz") == (503, "database not writable\n")
        assert value(await scrape(bot), "samarkand_database_writable") == 0
    finally:
        await bot.platform.store.db.execute("PRAGMA query_only=OFF")
