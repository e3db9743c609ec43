"""What callers learn of a game: a frozen copy of the row, never the row itself."""

from dataclasses import FrozenInstanceError

import pytest

from bot.service.summaries import SeatSummary, summary_of
from bot.store import GameStatus
from tests.service.conftest import CHANNEL, GUILD


async def test_a_summary_is_a_frozen_copy_of_the_row(service):
    await service.lobby.create(CHANNEL, GUILD, "u0", "Ann")
    game = await service.lobby.join(CHANNEL, "u1", "Bob")
    row = await service.store.live_game(CHANNEL)
    assert game == summary_of(row) and game.seats[1] == SeatSummary("u1", "Bob", "human")
    row.seats.append({"user": "u2", "name": "Cyd", "kind": "human"})  # the row changes; the summary does not
    assert game.names == ["Ann", "Bob"]
    with pytest.raises(FrozenInstanceError):
        game.status = GameStatus.OVER

