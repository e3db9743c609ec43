"""R6.5 in what the operator sees: a sale offer that its clock closes (the card kept) is a
change of the game, but a secret one. Neither the time-outs' counter nor an INFO line of the
pass tells of it; a player's late turn still does both (tests/contract/test_metrics.py)."""

from __future__ import annotations

import logging

from bot.engine import Decision, state_to_json
from tests.contract.health import WATCHED
from tests.contract.players import current
from tests.contract.test_metrics import scrape, value
from tests.contract.test_outages import HOUR, playing_on_a_hand_moved_clock


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
    row.offer_clocks = {f"{holder}:{card}": [now[0] - 25 * HOUR, 0.0]}  # past the table's 24 hours
    await bot.service.store.save(row)
    await bot.service.store.set_due(row.id, row.version, now[0])  # the pass looks at the game now
    caplog.set_level(logging.INFO)
    await bot.scheduler.step()
    _, state = await current(bot)
    assert not state.offers and card in state.players[holder].hand  # closed by the clock, the card kept
    assert value(await scrape(bot), "samarkand_timeouts_sent_total") == 0
    assert not [r.getMessage() for r in caplog.records if r.levelno >= logging.INFO and "timed out" in r.getMessage()]
