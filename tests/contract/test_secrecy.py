"""R6.5 through Discord: one whole game played three times with the same seating and the
same public moves, the card of every goods space a camel is about to reach dealt to
nobody, to one seat or to another, the holders keeping every card. Every public message,
mention, image byte, and the order of whose turn it is, are the same in all three, up to
the end (which reveals every hand); and so is the bot's log at INFO."""

from __future__ import annotations

import json
import logging
import random
import re

import pytest

from bot.engine import SaleDecision
from tests.contract.conftest import point_at, started_bot, stopped
from tests.support.discord_players import USERS, by_command, current, open_game, public_requests
from tests.support.engine_scenarios import deal_card_to
from tests.support.public_moves import goods_reached, public_move, rig
from tests.support.standin import FakeDiscord

SNOWFLAKE = re.compile(r"\d{17,20}")
SECONDS = re.compile(r"\d+\.\d+ s")


async def play_variant(fake: FakeDiscord, bot, variant: int) -> list[str]:
    """One whole game; returns every public request, with Discord's ids numbered by order."""
    await open_game(fake)
    movers, dealer, keeper = random.Random(11), random.Random(variant), random.Random(100 + variant)
    for _ in range(2000):
        row, state = await current(bot)
        if state.end_reason:
            break
        seat, action = public_move(state, movers)
        for good in goods_reached(bot.service.board, state, action):
            target = None if variant == 0 else (good + variant) % len(state.players)
            await rig(bot, lambda s, g=good, t=target: deal_card_to(s, g, t, dealer))
        await by_command(fake, bot, USERS[row.seats[seat].user], action)
        row, state = await current(bot)
        for offer in state.offers:
            if keeper.random() < 0.5:  # a holder answers "keep" off their turn, privately
                await by_command(fake, bot, USERS[row.seats[offer.player].user], SaleDecision(offer.card, False))
    return normalised(public_requests(fake))


ENDED = ("Final scores", "The game has ended")


def normalised(requests) -> list[str]:
    """The public requests until the game ends (the end reveals every hand, R9.4, and may
    wait for the final turn's offers, R6.5), with Discord's ids numbered by first use."""
    numbers: dict[str, str] = {}
    out = []
    for r in requests:
        if any(word in json.dumps(r.body) for word in ENDED):
            break
        body = dict(r.body)
        if str(body.get("nonce", "")).isdigit():  # discord.py's own: 64 random bits, of any length
            body["nonce"] = "random"
        text = json.dumps([r.method, r.path, body, r.digests], sort_keys=True, ensure_ascii=False)
        out.append(SNOWFLAKE.sub(lambda m: numbers.setdefault(m.group(), f"#{len(numbers)}"), text))
    return out


@pytest.mark.slow
@pytest.mark.rule("R6.5")
async def test_who_holds_a_reached_card_changes_nothing_in_the_channel(spec, tmp_path, monkeypatch, caplog):
    seen, logged = [], []
    caplog.set_level(logging.INFO)
    for variant in range(3):
        caplog.clear()
        fake = FakeDiscord()
        await fake.start()
        point_at(monkeypatch, fake)
        bot, runner = await started_bot(str(tmp_path / f"variant-{variant}.sqlite3"))
        bot.service.tables.clock = lambda: 1_800_000_000.0  # the same moment in every variant
        try:
            seen.append(await play_variant(fake, bot, variant))
            offers = sum(1 for r in fake.requests if r.path.startswith("/channels/") and
                         r.path.split("/")[2] in fake.dm_channels.values())
        finally:
            await stopped(bot, runner)
            await fake.stop()
        logged.append(info_lines(caplog.records))
        if variant:
            assert offers > 0, "no sale offer was made: the variants prove nothing"
    assert len(seen[0]) > 40
    for variant in (1, 2):
        first_difference = next((i for i, (a, b) in enumerate(zip(seen[0], seen[variant], strict=False))
                                 if a != b), None)
        assert first_difference is None and len(seen[0]) == len(seen[variant]), \
            difference(seen[0], seen[variant], first_difference)
        assert logged[variant] == logged[0]  # the operator's log at INFO tells no more than the channel


def info_lines(records: list[logging.LogRecord]) -> list[str]:
    """The bot's log lines at INFO and above, without the seconds things took."""
    return [SECONDS.sub("N s", r.getMessage()) for r in records
            if r.levelno >= logging.INFO and r.name.startswith("samarkand")]


def difference(one: list[str], other: list[str], at: int | None) -> str:
    if at is None:
        return f"{len(one)} public requests against {len(other)}"
    start = next(i for i, (a, b) in enumerate(zip(one[at], other[at], strict=False)) if a != b)
    return f"public request {at} differs: ...{one[at][max(0, start - 120):start + 80]}... against " \
           f"...{other[at][max(0, start - 120):start + 80]}..."
