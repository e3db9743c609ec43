"""A game exported as JSON rebuilds by replay in any database, of either backend, and plays
on there; a file that does not replay is refused with a sentence saying where and why."""

import copy
import json
import random

import pytest

from bot.engine import Board, board_by_id, default_board
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.games.samarkand.game_settings import Settings
from bot.ops.transfer import FIRST_BOARD, TransferError, export_game, import_game, parsed, read_game
from bot.store import GameStatus, Store
from tests.service.conftest import CHANNEL, lobby, play_randomly
from tests.support.engine_scenarios import EVENED

NOW = 2_000_000.0


async def game_in_play(database: str, clock, moves: int = 30, board: Board | None = None) -> tuple[GameService, dict]:
    """A three-player game (a computer seat among them), some moves in, a standing order set."""
    service = GameService(await Store.open(database, SAMARKAND), clock, board)
    await lobby(service, 2, ["greedy"], seed=11)
    await service.lobby.start(CHANNEL, "u0", False)
    await service.play.standing_order(CHANNEL, "u1", "Silk", "sell")
    await play_randomly(service, random.Random(4), max_commands=moves, to_the_end=False)
    return service, await export_game(service.store, CHANNEL)


async def imported(postgres, data: dict, clock) -> GameService:
    service = GameService(await Store.open(await postgres.new_database(), SAMARKAND), clock)
    await import_game(service.store, read_game(json.dumps(data), "game.json"), NOW, channel="elsewhere")
    return service


async def test_a_game_moves_between_backends_and_plays_on(database, postgres, clock):
    source, data = await game_in_play(database, clock)
    before = await source.store.live_game(CHANNEL)
    target = await imported(postgres, json.loads(json.dumps(data)), clock)
    after = await target.store.live_game("elsewhere")
    assert (after.state, after.seats, after.seed) == (before.state, before.seats, before.seed)
    assert after.status is GameStatus.PLAYING
    assert [(e.seat, e.action, e.by, e.at) for e in await target.store.log(after.id)] == \
           [(e.seat, e.action, e.by, e.at) for e in await source.store.log(before.id)]
    assert await target.store.standing_orders(after.id) == await source.store.standing_orders(before.id) != {}
    assert after.waiting_since == NOW and bool(after.computer_due) == bool(before.computer_due)
    # the channel gets a fresh turn message; while a computer is to move, with the turn that reaches a person
    assert (await target.news.announcement(after.id) is None) == bool(after.computer_due)
    await play_randomly(target, random.Random(5), channel="elsewhere")
    assert (await target.store.latest_game("elsewhere")).status is GameStatus.OVER
    await source.store.close()
    await target.store.close()


async def test_a_file_names_its_board_and_one_that_does_not_was_made_on_the_first(database, postgres, clock):
    source, data = await game_in_play(database, clock, board=board_by_id(FIRST_BOARD))
    assert data["board"] == FIRST_BOARD != default_board().id
    with pytest.raises(TransferError, match="no-such-board"):
        read_game(json.dumps({**data, "board": "no-such-board"}), "game.json")
    del data["board"]  # as files were written before boards had versions
    target = await imported(postgres, data, clock)
    assert (await target.store.live_game("elsewhere")).state == (await source.store.live_game(CHANNEL)).state
    await source.store.close()
    await target.store.close()


async def test_a_lobby_and_a_finished_game_round_trip(database, postgres, clock):
    source, lobby_data = await game_in_play(database, clock, moves=0)
    await source.lobby.abort(CHANNEL, "u0", False)
    target = await imported(postgres, {**lobby_data, "status": "aborted"}, clock)
    assert (await target.store.latest_game("elsewhere")).status is GameStatus.ABORTED
    await lobby(source, 2, seed=3)
    await source.lobby.start(CHANNEL, "u0", False)
    await play_randomly(source, random.Random(2))
    finished = await export_game(source.store, CHANNEL)
    assert finished["status"] == "over"
    await import_game(target.store, read_game(json.dumps(finished), "over.json"), NOW, channel="third")
    assert (await target.store.latest_game("third")).state == (await source.store.latest_game(CHANNEL)).state
    await source.store.close()
    await target.store.close()


def edited(data: dict, change) -> str:
    data = copy.deepcopy(data)
    change(data)
    return json.dumps(data)


async def test_a_file_that_does_not_replay_is_refused_with_a_reason(tmp_path, postgres, clock):
    source, data = await game_in_play(str(tmp_path / "games.sqlite3"), clock)
    target = GameService(await Store.open(await postgres.new_database(), SAMARKAND), clock)
    first_marry = next(n for n, e in enumerate(data["log"]) if e["action"]["type"] == "marry")

    def illegal(d):
        d["log"][first_marry]["action"]["family"] = 99

    cases = [
        ("{not json", "is not JSON (Expecting property name"),
        (json.dumps({"game": 1}), "is not a game exported by `python -m bot export`"),
        (edited(data, lambda d: d.pop("seed")), '"seed" is missing or not a int'),
        (edited(data, lambda d: d["seats"][0].update(kind="wizard")), "seat 1 needs a user, a name and a kind"),
        (edited(data, illegal), f"log entry {first_marry + 1} (seat 0) cannot be replayed"),
        (edited(data, lambda d: d["log"][0].update(action={"type": "fly"})), "log entry 1 is not a seat and an action"),
        (edited(data, lambda d: d["log"][1].update(by="wizard")),
         "log entry 2 says it was made by none of player, computer, timeout, advised, standing order"),
        (edited(data, lambda d: d["log"].pop()), "the replay ends in another position than the exported game's"),
        (edited(data, lambda d: d.update(standing_orders=[1, 2])), "standing order 1 needs a seat (0 to 2)"),
        (edited(data, lambda d: d.update(standing_orders=[{"seat": 7, "card": 3, "sell": True}])),
         "standing order 1 needs a seat"),
        (edited(data, lambda d: d["settings"].update(turn_hours="abc")), '"settings" are not a table\'s: turn_hours'),
        (edited(data, lambda d: d["settings"].update(turn_hours=True)), '"settings" are not a table\'s: turn_hours'),
    ]
    for text, says in cases:
        with pytest.raises(TransferError, match=says.replace("(", r"\(").replace(")", r"\)")):
            read_game(text, "game.json")
    await import_game(target.store, read_game(json.dumps(data), "game.json"), NOW)
    with pytest.raises(TransferError, match=f"Channel {CHANNEL} already has a game"):
        await import_game(target.store, read_game(json.dumps(data), "game.json"), NOW)
    await source.store.close()
    await target.store.close()


async def test_an_evened_game_keeps_its_seats_money_through_a_file(database, postgres, clock):
    """A table that chose ``seats: evened`` replays with the Dirham its seats were dealt."""
    service = GameService(await Store.open(database, SAMARKAND), clock, EVENED)
    await lobby(service, 3, seed=11)
    await service.lobby.configure(CHANNEL, "u0", False, {Settings.seats: "evened"})
    await service.lobby.start(CHANNEL, "u0", False)
    await play_randomly(service, random.Random(4), max_commands=20, to_the_end=False)
    before = await service.store.live_game(CHANNEL)
    target = await imported(postgres, json.loads(json.dumps(await export_game(service.store, CHANNEL))), clock)
    after = await target.store.live_game("elsewhere")
    assert after.state == before.state and after.settings == before.settings
    assert after.settings.seat_money == (0, 1, 2)
    await service.store.close()
    await target.store.close()


async def test_a_game_already_here_is_not_imported_again(database, postgres, clock):
    """The same file twice into one database (or back into its own) would have the game played
    on twice and counted twice in the figures: refused, and nothing is written; a game called
    off here does not stand in the way, nor one dealt from the same seed to other people."""
    source, data = await game_in_play(database, clock)
    target = await imported(postgres, json.loads(json.dumps(data)), clock)
    first = await target.store.live_game("elsewhere")
    for store, channel in ((target.store, "third"), (source.store, "fourth")):
        with pytest.raises(TransferError, match=r"already game \d+ here \(in channel [\w-]+, playing\)"):
            await import_game(store, read_game(json.dumps(data), "game.json"), NOW, channel=channel)
        assert await store.latest_game(channel) is None
    others = copy.deepcopy(data)  # the same seed dealt to other people (``play --seed``): another game
    for number, seat in enumerate(others["seats"]):
        seat["user"] = f"v{number}" if seat["kind"] == "human" else seat["user"]
    await import_game(target.store, read_game(json.dumps(others), "game.json"), NOW, channel="fifth")
    await target.lobby.abort("elsewhere", "u0", False)
    await import_game(target.store, read_game(json.dumps(data), "game.json"), NOW, channel="third")
    assert (await target.store.live_game("third")).state == first.state
    await source.store.close()
    await target.store.close()


@pytest.mark.parametrize(("text", "said"), [
    ('{"format": "x", "seed": "cut sho', "cut.json is not JSON (Unterminated string starting at: line 1, column 25)."),
    ("{not json", "cut.json is not JSON (Expecting property name enclosed in double quotes at line 1, column 2)."),
])
def test_a_file_cut_short_is_named_without_a_doubled_word(text, said):
    """A string cut short said "Unterminated string starting at at line 30": the message ends in
    "at" already."""
    with pytest.raises(TransferError) as refused:
        parsed(text, "cut.json")
    assert str(refused.value) == said
