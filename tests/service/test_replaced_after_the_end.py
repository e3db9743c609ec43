"""A person whose seat the host handed to a computer, once the game is over: /hand shows the
seat's final hand as every other player's /hand shows theirs (every hand is public at the
scoring, R9.4), and a press of Play your turn is answered as anyone's press then. They were
told "A computer plays your seat in this game now", which the end made untrue. While the
final turn's sale offers are answered before the scoring the computer may still answer one
for the seat, whose holder is secret (R6.5): that refusal stays until the scoring."""

from __future__ import annotations

import pytest

from bot.engine import Expand, SaleDecision, state_from_json, view
from bot.service import ServiceError
from bot.store import GameStatus
from tests.service.conftest import CHANNEL, lobby, rig
from tests.support.engine_scenarios import fam, final_turn_opens_an_offer, sp

REPLACED = 2  # the seat the host hands to a computer; seat 1 holds the final turn's offer


async def replaced_before_the_last_move(service):
    """Three people, the last move ready for seat 0, seat 2 handed to a computer: its row."""
    await lobby(service, 3)
    await service.lobby.start(CHANNEL, "u0", False)
    row = await service.store.live_game(CHANNEL)
    await rig(service, final_turn_opens_an_offer)
    await service.lobby.replace(CHANNEL, "u0", False, row.seats[REPLACED].user)
    return row


async def refused(call) -> str:
    with pytest.raises(ServiceError) as refusal:
        await call
    return refusal.value.message.key


async def test_after_the_scoring_a_replaced_player_sees_the_final_hand_as_the_others_do(service):
    row = await replaced_before_the_last_move(service)
    person, other = row.seats[REPLACED].user, row.seats[0].user
    await service.moves.act(CHANNEL, other, Expand(fam("Tigris"), (sp("E6"), sp("D7"))))
    await service.moves.act(CHANNEL, row.seats[1].user, SaleDecision(8, True))
    ended = await service.store.latest_game(CHANNEL)
    assert ended.status is GameStatus.OVER
    hand = await service.reading.hand(CHANNEL, person)
    assert hand.view == view(state_from_json(ended.state), REPLACED) and hand.view.over and not hand.aborted
    for user in (person, other):  # Play your turn, and a move typed: as for anyone at the table
        assert await refused(service.play.screen(row.id, user, CHANNEL)) == "error.no_longer"
        assert await refused(service.reading.actor(row.id, user, CHANNEL)) == "error.no_longer"
    assert await refused(service.reading.hand(CHANNEL, "someone else")) == "error.not_seated"


async def test_while_the_last_offers_are_answered_the_seat_is_still_the_computer_s(service):
    row = await replaced_before_the_last_move(service)
    person = row.seats[REPLACED].user
    await service.moves.act(CHANNEL, row.seats[0].user, Expand(fam("Tigris"), (sp("E6"), sp("D7"))))
    settling = await service.store.live_game(CHANNEL)
    assert settling.status is GameStatus.PLAYING and view(state_from_json(settling.state)).settling
    assert await refused(service.reading.hand(CHANNEL, person)) == "error.seat_replaced"
    assert await refused(service.play.screen(row.id, person, CHANNEL)) == "error.seat_replaced"


async def test_a_called_off_game_shows_a_replaced_player_the_hand_as_it_was_left(service):
    row = await replaced_before_the_last_move(service)
    person = row.seats[REPLACED].user
    await service.lobby.abort(CHANNEL, "u0", False)
    hand = await service.reading.hand(CHANNEL, person)
    assert hand.aborted and hand.view.you == REPLACED and not hand.view.decisions
