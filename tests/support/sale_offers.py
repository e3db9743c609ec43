"""A sale offer opened through the real bot, for the tests that answer it: the Frankincense
card (8, on D7, next to the Tigris family's start) offered to the seat two after the mover."""

from __future__ import annotations

from tests.support.discord_players import USERS, current, open_game, rig
from tests.support.engine_scenarios import fam, set_hand
from tests.support.standin import FakeDiscord

TIGRIS = fam("Tigris")


def holder_of_frankincense(state) -> None:
    """The player to move may place a Tigris camel on D7 (Frankincense); the seat two after
    them holds its card."""
    state.players[state.active].tiles = [TIGRIS]
    state.tiles_left[TIGRIS] -= 1
    set_hand(state, (state.active + 2) % 3, [8, 30])


async def frankincense_offered(fake: FakeDiscord, bot) -> tuple[int, int]:
    """The camel on D7 placed by command, opening the sale to its holder: the mover's and the
    holder's seats."""
    await rig(bot, holder_of_frankincense)
    row, state = await current(bot)
    active, holder = state.active, (state.active + 2) % 3
    await fake.interact(fake.command(USERS[row.seats[active].user], "expand",
                                     {"family": "Tigris", "space": "D7"}))
    return active, holder


async def dm_sell(fake: FakeDiscord, bot):
    """A game where a Frankincense offer is open: its row, the holder, and the Sell button of
    the offer's DM (the message and its custom id)."""
    await open_game(fake)
    _, holder = await frankincense_offered(fake, bot)
    row, _ = await current(bot)
    user = USERS[row.seats[holder].user]
    return (row, user, *fake.find(f"sk:s:{row.id}:8:1", fake.dm_channels[user[0]]))
