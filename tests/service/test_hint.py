"""``/hint`` and the console's ``hint`` through the service: on the player's own move only, a
legal suggestion, the same twice in one position, and a sentence for anyone else."""

import pytest

from bot.ai.budget import Budget
from bot.engine import awaiting, legal_actions, state_from_json
from bot.games.samarkand.coaching import Coaching
from bot.service import ServiceError
from tests.service.conftest import CHANNEL, started

QUICK = Budget.walks_only(16)


async def test_the_player_to_move_gets_a_legal_suggestion_and_the_same_one_twice(service):
    row = await started(service, humans=3)
    state = state_from_json(row.state)
    seat = awaiting(state)[0].player
    coaching = Coaching(service.tables, budget=QUICK)
    hint = await coaching.hint(CHANNEL, row.seats[seat].user)
    assert hint.seat == seat and hint.turn == state.turn and hint.game_id == row.id
    assert hint.suggestion in legal_actions(state, seat)
    assert hint.names == tuple(s.name for s in row.seats)
    assert await coaching.hint(CHANNEL, row.seats[seat].user) == hint


async def test_anyone_but_the_player_to_move_is_told_why_not(service):
    coaching = Coaching(service.tables, budget=QUICK)
    with pytest.raises(ServiceError) as none:
        await coaching.hint(CHANNEL, "u0")
    assert none.value.message.key == "error.no_game"
    row = await started(service, humans=3)
    seat = awaiting(state_from_json(row.state))[0].player
    waiting = row.seats[(seat + 1) % 3].user
    with pytest.raises(ServiceError) as other:
        await coaching.hint(CHANNEL, waiting)
    assert other.value.message.key == "error.hint_not_your_turn"
    with pytest.raises(ServiceError) as stranger:
        await coaching.hint(CHANNEL, "somebody-else")
    assert stranger.value.message.key == "error.not_seated"
