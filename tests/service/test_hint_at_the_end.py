"""A hint asked after the move that ended the game, while its last sale offers are answered
before the scoring (R3.3, R6.5): no turn will come, so every seat, the offer's holder too, is
told that the game has ended, not to wait for their turn."""

from __future__ import annotations

import pytest

from bot.ai.budget import Budget
from bot.engine import Expand, state_from_json, view
from bot.games.samarkand.coaching import Coaching
from bot.games.samarkand.game_settings import Settings
from bot.service import ServiceError
from tests.service.conftest import CHANNEL, lobby, rig
from tests.support.engine_scenarios import fam, final_turn_opens_an_offer, sp


@pytest.mark.rule("R6.5")
async def test_a_hint_while_the_last_offers_are_answered_says_the_game_has_ended(service):
    await lobby(service, 3)
    await service.lobby.configure(CHANNEL, "u0", False, {Settings.hints: "on"})
    await service.lobby.start(CHANNEL, "u0", False)
    row = await service.store.live_game(CHANNEL)
    await rig(service, final_turn_opens_an_offer)
    await service.moves.act(CHANNEL, row.seats[0].user, Expand(fam("Tigris"), (sp("E6"), sp("D7"))))
    assert view(state_from_json((await service.store.live_game(CHANNEL)).state)).settling
    coaching = Coaching(service.tables, budget=Budget.walks_only(16))
    for seat in row.seats:  # seat 1 holds the offer
        with pytest.raises(ServiceError) as refused:
            await coaching.hint(CHANNEL, seat.user)
        assert refused.value.message.key == "error.hint_game_ended"
