"""A hint asked after the move that ended the game, while its last sale offers are answered
before the scoring (R3.3, R6.5), and after the scoring: no turn will come, so every seat, the
offer's holder too, is told that the game has ended (and that its review follows), not to wait
for their turn nor that the channel has no game."""

from __future__ import annotations

import pytest

from bot.ai.budget import Budget
from bot.engine import Expand, SaleDecision, state_from_json, view
from bot.games.samarkand.coaching import Coaching
from bot.games.samarkand.game_settings import Settings
from bot.service import ServiceError
from bot.store import GameStatus
from tests.service.conftest import CHANNEL, lobby, rig
from tests.support.engine_scenarios import fam, final_turn_opens_an_offer, sp


async def last_turn_played(service):
    """A table with hints whose last turn is played: seat 1 holds the offer it opened. Its row."""
    await lobby(service, 3)
    await service.lobby.configure(CHANNEL, "u0", False, {Settings.hints: "on"})
    await service.lobby.start(CHANNEL, "u0", False)
    row = await service.store.live_game(CHANNEL)
    await rig(service, final_turn_opens_an_offer)
    await service.moves.act(CHANNEL, row.seats[0].user, Expand(fam("Tigris"), (sp("E6"), sp("D7"))))
    return row


async def refusal(coaching: Coaching, user: str) -> str:
    with pytest.raises(ServiceError) as refused:
        await coaching.hint(CHANNEL, user)
    return refused.value.message.key


@pytest.mark.rule("R6.5")
async def test_a_hint_while_the_last_offers_are_answered_says_the_game_has_ended(service):
    row = await last_turn_played(service)
    assert view(state_from_json((await service.store.live_game(CHANNEL)).state)).settling
    coaching = Coaching(service.tables, budget=Budget.walks_only(16))
    for seat in row.seats:  # seat 1 holds the offer
        assert await refusal(coaching, seat.user) == "error.hint_game_ended"


async def test_a_hint_after_the_scoring_says_the_game_has_ended_and_points_to_its_review(service):
    row = await last_turn_played(service)
    await service.moves.act(CHANNEL, row.seats[1].user, SaleDecision(8, True))
    assert (await service.store.latest_game(CHANNEL)).status is GameStatus.OVER
    coaching = Coaching(service.tables, budget=Budget.walks_only(16))
    for seat in row.seats:
        assert await refusal(coaching, seat.user) == "error.hint_game_scored"
    assert await refusal(coaching, "someone else") == "error.game_over_here"  # no review of theirs to point to
