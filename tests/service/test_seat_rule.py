"""The table's ``seats`` setting (docs/playing.md#evening-out-the-seats): at a table that
evens its seats out, each seat in turn order starts with the board's schedule of Dirham
beyond the rules' money. The game keeps the amounts it was dealt, so every rebuild deals the
same game, and the start tells everyone who got what."""

from __future__ import annotations

import json
import random

import pytest

from bot.engine import state_from_json, state_to_json
from bot.engine.board import DEFAULT_BOARD, build_board
from bot.games.samarkand.game_service import GameService, evened_counts
from bot.games.samarkand.game_settings import Settings
from bot.service import ServiceError
from bot.words.i18n import text
from tests.service.conftest import CHANNEL, lobby, play_randomly
from tests.support.engine_scenarios import EVENED


async def started(service: GameService, humans: int, seats: str | None) -> tuple[list[int], list[str]]:
    """A table of ``humans`` people (Ann hosts) started under ``seats``: each seat's money in
    turn order, and the public lines of the start in English."""
    await lobby(service, humans)
    await service.lobby.configure(CHANNEL, "u0", False, {Settings.seats: seats})
    report = await service.lobby.start(CHANNEL, "u0", False)
    row = await service.store.live_game(CHANNEL)
    say = text("en")
    return [p.money for p in state_from_json(row.state).players], [say(line) for line in report.public]


async def test_an_evened_table_deals_the_later_seats_their_dirham_and_says_so(store, clock):
    service = GameService(store, clock, EVENED)
    money, lines = await started(service, 3, "evened")
    start = EVENED.rules.starting_money
    assert money == [start, start + 1, start + 2]
    row = await store.live_game(CHANNEL)
    assert row.settings.seats == "evened" and row.settings.seat_money == (0, 1, 2)
    second, third = row.seats[1].name, row.seats[2].name
    assert f"{second} starts with 1 Dirham more" in lines[0] and f"{third} starts with 2 Dirham more" in lines[0]
    assert row.seats[0].name + " starts with" not in lines[0]


async def test_every_rebuild_of_an_evened_game_deals_the_same_game(store, clock):
    service = GameService(store, clock, EVENED)
    await started(service, 3, "evened")
    await play_randomly(service, random.Random(2), max_commands=15, to_the_end=False)
    row = await store.live_game(CHANNEL)
    log = [(entry.seat, entry.action) for entry in await store.log(row.id)]
    rebuilt = row.settings.setup(EVENED).replay([s.name for s in row.seats], row.seed, log, seated=True)
    assert state_to_json(rebuilt) == row.state
    _, snapshots = await service.reading.history(CHANNEL)
    assert [p.money for p in snapshots[0].public.players][1:] == [11, 12]


async def test_a_table_size_without_a_schedule_starts_with_the_rules_money(store, clock):
    money, lines = await started(GameService(store, clock, EVENED), 2, "evened")
    assert money == [EVENED.rules.starting_money] * 2
    assert (await store.live_game(CHANNEL)).settings.seat_money == ()
    assert "Dirham more" not in lines[0]


async def test_the_rules_money_is_the_default(store, clock):
    money, lines = await started(GameService(store, clock, EVENED), 3, None)
    assert money == [EVENED.rules.starting_money] * 3
    assert (await store.live_game(CHANNEL)).settings.seats == "rules"
    assert "Dirham more" not in lines[0]


async def test_the_seat_rule_is_chosen_in_the_lobby_only(store, clock):
    service = GameService(store, clock, EVENED)
    await lobby(service, 3)
    with pytest.raises(ServiceError) as unknown:
        await service.lobby.configure(CHANNEL, "u0", False, {Settings.seats: "sometimes"})
    assert unknown.value.message.key == "error.unknown_setting"
    await service.lobby.configure(CHANNEL, "u0", False, {Settings.seats: "evened"})
    await service.lobby.start(CHANNEL, "u0", False)
    with pytest.raises(ServiceError) as refused:
        await service.lobby.configure(CHANNEL, "u0", False, {Settings.seats: "rules"})
    assert refused.value.message.key == "error.seats_in_lobby"
    await service.lobby.configure(CHANNEL, "u0", False, {Settings.seats: "evened"})  # the same choice is no change
    assert (await store.live_game(CHANNEL)).settings.seat_money == (0, 1, 2)


def test_stored_settings_read_the_seat_rule_back():
    stored = json.loads(json.dumps(Settings(seats="evened", seat_money=(0, 0, 1)).to_json()))
    assert Settings.from_json(stored) == Settings(seats="evened", seat_money=(0, 0, 1))
    assert Settings.from_json({}).seats == "rules" and Settings.from_json({}).seat_money == ()
    with pytest.raises(ValueError, match="seats is one of rules, evened, not 'x'"):
        Settings.from_json({"seats": "x"})


@pytest.mark.parametrize(("schedule", "says"), [
    ({}, "this board has no schedule yet, so every seat starts with the rules' 10 Dirham"),
    ({"3": [0, 1, 2]}, "even out tables of 3 players; at any other count every seat starts with the rules' 10"),
    ({str(n): [0] * (n - 1) + [1] for n in range(2, 6)}, "even out every table size (2 to 5 players)."),
])
def test_the_lobby_says_which_table_sizes_the_board_evens_out(schedule: dict[str, list[int]], says: str) -> None:
    board = build_board({**json.loads(DEFAULT_BOARD.read_text()), "evened_seats": schedule})
    assert says in text("en")(evened_counts(board))
