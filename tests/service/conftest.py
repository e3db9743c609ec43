"""A real SQLite file per test, a clock the test moves by hand."""

from __future__ import annotations

import random

import pytest

from bot.engine import awaiting, legal_actions, state_from_json
from bot.service import GameService
from bot.store import Store

CHANNEL, GUILD = "chan-1", "guild-1"


class Clock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, hours: float) -> None:
        self.now += hours * 3600


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
async def store(tmp_path):
    opened = await Store.open(tmp_path / "games.sqlite3")
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


async def play_randomly(service: GameService, rng: random.Random, max_commands: int = 10_000) -> list:
    """Humans pick random legal actions through the service until the game ends."""
    reports = []
    for _ in range(max_commands):
        row = await service.store.live_game(CHANNEL)
        if row is None:
            return reports
        state = state_from_json(row.state)
        decision = awaiting(state)[0]
        action = rng.choice(legal_actions(state, decision.player))
        reports.append(await service.act(CHANNEL, row.seats[decision.player]["user"], action))
    raise AssertionError("the game did not end")
