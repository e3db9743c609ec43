"""One of the two processes of the race test (``test_race.py``): a service of its own on the
shared PostgreSQL database, driven in lockstep with the other (``bot.lab.bench.lockstep``): each
step is prepared first (the actions chosen, the clock set), then started on go.

Run as ``python -m tests.support.racer URL NUMBER``."""

from __future__ import annotations

import asyncio
import random
import sys
from collections.abc import Awaitable, Callable
from functools import partial
from typing import Any

from bot.engine import action_to_text, awaiting, legal_actions, state_from_json
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.lab.bench.lockstep import follow
from bot.service import ServiceError
from bot.store import Store
from tests.support.clock import ManualClock

MOST_COMPUTER_ROUNDS = 2_000


async def chosen_actions(service: GameService, channels: list[str], rng: random.Random) -> list[tuple]:
    """A legal action for whoever each game awaits, as this process sees it now."""
    chosen = []
    for channel in channels:
        row = await service.store.live_game(channel)
        if row is None:
            continue
        state = state_from_json(row.state)
        seat = awaiting(state)[0].player
        chosen.append((channel, row.id, row.seats[seat].user, rng.choice(legal_actions(state, seat))))
    return chosen


async def act(service: GameService, channel: str, game: int, user: str, action: Any) -> dict[str, Any]:
    try:
        report = await service.moves.act(channel, user, action)
    except ServiceError as err:
        return {"game": game, "refused": str(err)}
    return {"game": game, "version": report.version, "action": action_to_text(action)}


async def ticked(service: GameService) -> dict[str, list]:
    tick = await service.clock.tick()
    return {"reminded": [r.game_id for r in tick.reminders],
            "timed_out": [{"game": c.game_id, "version": c.version} for c in tick.changes]}


async def computers(service: GameService) -> list[dict[str, Any]]:
    """Computer steps on every game that owes one, several games at once, until none does
    (a game another process is at is tried again on the next round)."""
    moves = []
    for _ in range(MOST_COMPUTER_ROUNDS):
        due = await service.store.computer_due()
        if not due:
            return moves
        reports = await asyncio.gather(*(service.computers.computer_step(game) for game in due))
        moves += [{"game": r.game_id, "version": r.version} for r in reports if r is not None]
    raise AssertionError("computer moves were still due after every round")


async def main(url: str, number: int) -> None:
    clock = ManualClock()
    service = GameService(await Store.open(url, SAMARKAND), clock)
    rng = random.Random(number)

    async def prepared(step: dict[str, Any]) -> Callable[[], Awaitable[Any]]:
        clock.now = step["now"]
        if step["step"] == "act":
            chosen = await chosen_actions(service, step["channels"], rng)
            return lambda: asyncio.gather(*(act(service, *c) for c in chosen))
        return partial(ticked if step["step"] == "tick" else computers, service)

    await follow(prepared)
    await service.store.close()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2])))
