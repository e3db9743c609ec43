"""A real database per test, on each backend (an SQLite file, a PostgreSQL database: see
``tests/store/backends.py``), and a clock the test moves by hand."""

from __future__ import annotations

import random

import pytest

from bot.engine import awaiting, legal_actions, open_offers, state_from_json
from bot.service import GameService
from bot.store import Store
from tests.support.clock import ManualClock

CHANNEL, GUILD = "chan-1", "guild-1"


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock()


@pytest.fixture
async def store(database):
    opened = await Store.open(database)
    yield opened
    await opened.close()


@pytest.fixture
async def service(store, clock) -> GameService:
    return GameService(store, clock)


async def lobby(service: GameService, humans: int, computers: list[str] | None = None, seed: int = 5):
    await service.create(CHANNEL, GUILD, "u0", "Ann", seed=seed)
    for i in range(1, humans):
        await service.join(CHANNEL, f"u{i}", f"Player {i}")
    for level in computers or []:
        await service.add_computer(CHANNEL, "u0", level)


async def play_randomly(service: GameService, rng: random.Random, max_commands: int = 10_000,
                        channel: str = CHANNEL, to_the_end: bool = True) -> list:
    """Humans pick random legal actions through the service until the game ends (holders
    now and then answer a sale offer off their turn); computer seats move as their own steps.
    ``to_the_end=False``: ``max_commands`` of them, or fewer if the game ends first."""
    reports = []
    for _ in range(max_commands):
        row = await service.store.live_game(channel)
        if row is None:
            return reports
        state = state_from_json(row.state)
        if row.computer_due:
            reports.append(await service.computer_step(row.id))
            continue
        holders = [d.player for d in open_offers(state) if row.seats[d.player].kind == "human"]
        seat = rng.choice(holders) if holders and rng.random() < 0.3 else awaiting(state)[0].player
        action = rng.choice(legal_actions(state, seat))
        reports.append(await service.act(channel, row.seats[seat].user, action))
    if not to_the_end:
        return reports
    raise AssertionError("the game did not end")
