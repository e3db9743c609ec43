"""A real database per test, on each backend (an SQLite file, a PostgreSQL database: see
``tests/support/database_backends.py``), a clock the test moves by hand, and the tables the
service's tests (and the store's) set up through it: a lobby, a started game, a game played at
random to the end, a stored state edited by hand."""

from __future__ import annotations

import random

import pytest

from bot.engine import awaiting, legal_actions, open_offers, score, state_from_json, state_to_json
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.games.samarkand.game_settings import Settings
from bot.store import GameStatus, Store
from tests.support.clock import ManualClock

CHANNEL, GUILD = "chan-1", "guild-1"


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock()


@pytest.fixture
async def store(database):
    opened = await Store.open(database, SAMARKAND)
    yield opened
    await opened.close()


@pytest.fixture
async def service(store, clock) -> GameService:
    return GameService(store, clock)


async def lobby(service: GameService, humans: int, computers: list[str] | None = None, seed: int = 5):
    await service.lobby.create(CHANNEL, GUILD, "u0", "Ann", seed=seed)
    for i in range(1, humans):
        await service.lobby.join(CHANNEL, f"u{i}", f"Player {i}")
    for level in computers or []:
        await service.lobby.add_computer(CHANNEL, "u0", level)


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
            reports.append(await service.computers.computer_step(row.id))
            continue
        holders = [d.player for d in open_offers(state) if row.seats[d.player].kind == "human"]
        seat = rng.choice(holders) if holders and rng.random() < 0.3 else awaiting(state)[0].player
        action = rng.choice(legal_actions(state, seat))
        reports.append(await service.moves.act(channel, row.seats[seat].user, action))
    if not to_the_end:
        return reports
    raise AssertionError("the game did not end")


async def started(service, humans=2, computers=None):
    """The lobby of ``humans`` people (u0 hosts) and ``computers``, started; the game's row."""
    await lobby(service, humans, computers)
    await service.lobby.start(CHANNEL, "u0", False)
    return await service.store.live_game(CHANNEL)


async def rig(service, edit):
    """Change the stored state directly (test set-up only), keeping the row's version."""
    row = await service.store.live_game(CHANNEL)
    state = state_from_json(row.state)
    edit(state)
    row.state = state_to_json(state)
    return await service.store.save(row)


async def finish(service: GameService, channel: str, guild: str, people: list[str], computers: tuple[str, ...] = (),
                 seed: int = 3, replaced: str | None = None, seats: str = "rules") -> list[int]:
    """A whole game at ``channel`` among ``people`` (the first hosts) and computer seats,
    played at random to the end; ``replaced``: that person's seat goes to a computer after
    the first move; ``seats``: the table's seat rule. Returns the final points by seat."""
    await service.lobby.create(channel, guild, people[0], people[0].upper(), seed=seed)
    for person in people[1:]:
        await service.lobby.join(channel, person, person.upper())
    for level in computers:
        await service.lobby.add_computer(channel, people[0], level)
    if seats != "rules":
        await service.lobby.configure(channel, people[0], False, {Settings.seats: seats})
    await service.lobby.start(channel, people[0], False)
    rng = random.Random(seed)
    if replaced:
        await play_randomly(service, rng, 1, channel, to_the_end=False)
        await service.lobby.replace(channel, people[0], False, replaced, "random")
    await play_randomly(service, rng, channel=channel)
    row = await service.store.latest_game(channel)
    assert row is not None and row.status is GameStatus.OVER
    return [line.total for line in score(state_from_json(row.state))]
