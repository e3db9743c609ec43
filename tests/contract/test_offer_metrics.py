"""R6.5 for the host: the same public moves played with the card of every goods space a camel
reaches dealt to nobody, or to a seat whose holder keeps it (by the offer's Keep button, by
/keep, or with their direct messages closed, so that the offer's message fails), give the
same metrics, every series that counts something, and the same log as the host's handler
writes it: neither a Keep nor the offer's direct message moves a counter or writes a line
(``bot.service.work.secretly``, docs/operating.md#the-metrics)."""

from __future__ import annotations

import io
import logging
import random
import re
from types import SimpleNamespace

import pytest
from prometheus_client.parser import text_string_to_metric_families

from bot.engine import SaleDecision
from bot.ops.logs import handler
from cogs.custom_ids import DISCARD, OFFERS, Cancel, Home, KeepAll
from cogs.decisions import sale_button
from cogs.panel import panel_button, panel_select
from cogs.respond import answers_an_offer
from tests.contract.conftest import point_at, started_bot, stopped
from tests.support.discord_players import USERS, by_command, current, open_game
from tests.support.engine_scenarios import deal_card_to
from tests.support.health_probe import get
from tests.support.public_moves import goods_reached, public_move, rig
from tests.support.standin import FakeDiscord

MOVES = 60  # public moves: a dozen goods spaces reached, as many offers
NOBODY, BUTTON, COMMAND, CLOSED = "nobody holds", "Keep button", "/keep", "direct messages closed"
# How long things took and when a series began, not counts; and the waits for a rate limit: for
# the bot's global budget of requests a second (bot.runtime.pace), which every request shares, the
# offer's message too, and for a channel's bucket (5 messages in 5 real seconds), which a run
# slowed by another test process on its core meets fewer times: which request found a budget
# spent is a matter of timing (docs/operating.md#the-metrics).
TIMED = re.compile(r"_(sum|bucket|created)$|_wait_seconds_total$|^samarkand_event_loop_lag|^samarkand_rate_limit_waits")
SECONDS, PORT = re.compile(r"\d+\.\d+ s"), re.compile(r"127\.0\.0\.1:\d+")


async def keep(fake: FakeDiscord, bot, user, game: int, card: int, how: str) -> bool:
    """The holder keeps ``card``: by the Keep button under the offer's direct message, or by
    /keep (also where the offer came with no buttons of its own, as on the holder's own turn,
    where the panel asks); whether by the button."""
    if how == BUTTON:
        try:
            message, custom_id = fake.find(f"sk:s:{game}:{card}:0", fake.dm_channels[user[0]])
        except LookupError:
            pass
        else:
            await fake.interact(fake.click(user, message, custom_id))
            return True
    await by_command(fake, bot, user, SaleDecision(card, False))
    return False


async def play(fake: FakeDiscord, bot, how: str) -> tuple[int, int]:
    """The variant's game, ``MOVES`` public moves in; returns how many cards were kept, and how
    many of them by the Keep button."""
    await open_game(fake)
    movers, dealer = random.Random(11), random.Random(5)
    kept, by_button = 0, 0
    for _ in range(MOVES):
        row, state = await current(bot)
        if state.end_reason:
            break
        seat, action = public_move(state, movers)
        for good in goods_reached(bot.service.board, state, action):
            holder = None if how == NOBODY else (seat + 1) % len(state.players)
            if how == CLOSED and holder is not None:
                fake.closed_dms.add(row.seats[holder].user)
            await rig(bot, lambda s, g=good, t=holder: deal_card_to(s, g, t, dealer))
        await by_command(fake, bot, USERS[row.seats[seat].user], action)
        row, state = await current(bot)
        for offer in state.offers:
            by_button += await keep(fake, bot, USERS[row.seats[offer.player].user], row.id, offer.card, how)
            kept += 1
    return kept, by_button


def counted(text: str) -> dict[str, float]:
    """Every series of /metrics that counts something (counters, histograms' counts, gauges),
    but those of timing (``TIMED``)."""
    return {f"{s.name}{sorted(s.labels.items())}": s.value for family in text_string_to_metric_families(text)
            for s in family.samples if not TIMED.search(s.name)}


def lines(log: str) -> list[str]:
    """The host's log lines without their time, the seconds things took and the metrics' port."""
    return [PORT.sub("127.0.0.1:port", SECONDS.sub("N s", line.split(" ", 2)[2]))
            for line in log.splitlines() if " samarkand" in line]


@pytest.mark.slow
@pytest.mark.rule("R6.5")
async def test_a_kept_card_and_a_card_nobody_holds_give_the_host_the_same_metrics_and_log(tmp_path, monkeypatch):
    seen: dict[str, tuple[dict[str, float], list[str]]] = {}
    root = logging.getLogger()
    for how in (NOBODY, BUTTON, COMMAND, CLOSED):
        fake = FakeDiscord()
        await fake.start()
        point_at(monkeypatch, fake)
        log = io.StringIO()
        host = handler("text", log)  # the bot's own handler, as SAMARKAND_LOG writes its lines
        root.addHandler(host)
        level, root.level = root.level, logging.INFO
        bot, runner = await started_bot(str(tmp_path / f"{len(seen)}.sqlite3"), metrics_at=("127.0.0.1", 0))
        bot.service.tables.clock = lambda: 1_800_000_000.0  # the same moment in every variant
        try:
            kept, by_button = await play(fake, bot, how)
            status, metrics = await get(bot, "/metrics")
            assert status == 200
            offered = [r for r in fake.requests if r.path.startswith("/channels/")
                       and r.path.split("/")[2] in fake.dm_channels.values()]
        finally:
            await stopped(bot, runner)
            await fake.stop()
            root.removeHandler(host)
            root.level = level
        if how != NOBODY:
            assert kept >= 5 and offered, "no card was kept: the variants prove nothing"
            assert by_button >= 3 if how == BUTTON else by_button == 0
        seen[how] = counted(metrics), lines(log.getvalue())
    metrics, log = seen[NOBODY]
    assert metrics['samarkand_interactions_total[(\'kind\', \'command\'), (\'outcome\', \'done\')]'] > MOVES / 2
    assert any("turn message posted" in line for line in log)
    for how in (BUTTON, COMMAND, CLOSED):
        differing = {name: (value, seen[how][0].get(name)) for name, value in metrics.items()
                     if seen[how][0].get(name) != value}
        differing |= {name: (None, value) for name, value in seen[how][0].items() if name not in metrics}
        assert differing == {}, how
        assert seen[how][1] == log, how


def interaction(custom_id: str, command: str | None = None) -> SimpleNamespace:
    """As much of an interaction as says what it is: a command's name, or a component's id."""
    return SimpleNamespace(command=SimpleNamespace(qualified_name=command) if command else None,
                           data={"custom_id": custom_id})


def test_every_way_to_answer_an_offer_is_secret_work_and_nothing_else_is():
    """The panel's Sell and Keep, its menu of offers, the offer's own buttons, /sell, /keep and
    /order (which answers the offer of its card open now) are an offer's answers; the panel's
    other steps and menus, and other commands, are not."""
    game, turn = 12, 30
    secret = [panel_button(game, turn, SaleDecision(18, sell), "x").item.custom_id for sell in (True, False)]
    secret += [panel_select(game, turn, OFFERS).item.custom_id,
               sale_button(game, 18, False, "x").item.custom_id, sale_button(game, 18, True, "x").item.custom_id]
    public = [panel_button(game, turn, step, "x").item.custom_id for step in (Home(1), KeepAll(), Cancel())]
    public += [panel_select(game, turn, step).item.custom_id for step in (DISCARD, "home.m", "two0")]
    assert [answers_an_offer(interaction(c)) for c in secret] == [True] * len(secret)
    assert [answers_an_offer(interaction(c)) for c in public] == [False] * len(public)
    assert [answers_an_offer(interaction("", name)) for name in ("sell", "keep", "order", "marry", "hand")] == \
        [True, True, True, False, False]
