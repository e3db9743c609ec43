"""/log rebuilds a game from its action log, which names a seat's person as the maker of
every move in that seat: a move a time-out's stand-in made, or a computer that took the seat
for good, comes under a note saying so, as the turn message said it. A secret decision's
answer (a kept card's time-out) gets no note: when it came must not show (R6.5)."""

from __future__ import annotations

import random

from bot.engine import SaleDecision, awaiting, legal_actions, state_from_json
from bot.store import By
from tests.service.conftest import CHANNEL, lobby, started


async def log_of(service) -> list[str]:
    return [str(line) for line in await service.reading.log_lines(CHANNEL, last=None)]


async def test_a_stand_ins_move_is_said_under_a_note_once(service, clock):
    row = await started(service, humans=3)
    late = row.seats[awaiting(state_from_json(row.state))[0].player].name
    clock.advance(24.5)
    await service.clock.tick()
    while await service.computers.computer_step(row.id):
        pass
    lines = await log_of(service)
    note = f"Time is up for {late}: a computer stand-in makes the move."
    assert lines.count(note) == 1
    at = lines.index(note)
    assert lines[at - 1].startswith("Turn 1:") and late in lines[at + 1]


async def test_a_computer_that_took_the_seat_is_said_once_before_its_first_move(service):
    await lobby(service, 1, ["greedy"])
    await service.lobby.start(CHANNEL, "u0", False)
    row = await service.store.live_game(CHANNEL)
    while await service.computers.computer_step(row.id):
        pass
    before = len(await log_of(service))
    await service.lobby.replace(CHANNEL, "u0", False, "u0", "greedy")
    while len(await service.store.log(row.id)) < 6 and await service.computers.computer_step(row.id):
        pass
    lines = await log_of(service)
    took = [n for n, line in enumerate(lines) if "is now played by a computer player" in line]
    assert len(took) == 1 and took[0] >= before and row.seats[0].name in lines[took[0] + 1]


async def test_an_offer_kept_by_its_time_out_gets_no_note(service, clock):
    """Here the holder is not the seat to move: the time-out keeps their card, a stand-in
    plays the other seat's late turn, and the log names the stand-in for that seat alone."""
    row = await started(service, humans=3)
    rng = random.Random(4)
    while not (state := state_from_json((await service.store.live_game(CHANNEL)).state)).offers:
        seat = awaiting(state)[0].player
        await service.moves.act(CHANNEL, row.seats[seat].user, rng.choice(legal_actions(state, seat)))
    holder, mover = state.offers[0].player, awaiting(state)[0].player
    assert holder != mover
    clock.advance(24.1)
    assert (await service.clock.tick()).changes
    while await service.computers.computer_step(row.id):
        pass
    kept = await service.store.log(row.id)
    assert any(entry.seat == holder and entry.by is By.STOOD_IN and isinstance(entry.action, SaleDecision)
               for entry in kept)
    notes = [line for line in await log_of(service) if "stand-in" in line]
    assert notes == [f"Time is up for {row.seats[mover].name}: a computer stand-in makes the move."]
