"""A game keeps the board it began on: after the shipped board changed, a game begun on the
retired one goes on, is drawn, and replays on that board (its state names it)."""

import random
from types import SimpleNamespace

import pytest

from bot.engine import board_by_id, default_board, state_from_json
from bot.engine.board import RETIRED_BOARDS
from bot.games.samarkand.game_service import GameService
from bot.words.i18n import text
from bot.words.image_words import words_in
from cogs.compose import board_file
from cogs.info import replay_reply
from rendering import render_board, render_replay
from tests.service.conftest import CHANNEL, lobby, play_randomly

RETIRED = sorted(path.name.removesuffix(".json") for path in RETIRED_BOARDS.iterdir() if path.name.endswith(".json"))


def test_every_retired_board_is_found_by_its_id_and_names_things_as_the_current_one():
    current = default_board()
    assert RETIRED and current.id not in RETIRED
    for board_id in RETIRED:
        board = board_by_id(board_id)
        assert board.id == board_id and board is board_by_id(board_id)
        assert [s.label for s in board.spaces] == [s.label for s in current.spaces]
        assert [f.name for f in board.families] == [f.name for f in current.families]
        assert {n: g.name for n, g in board.goods.items()} == {n: g.name for n, g in current.goods.items()}


@pytest.mark.parametrize("retired", RETIRED)
async def test_a_game_begun_on_a_retired_board_goes_on_and_replays_on_it(store, clock, retired):
    old = board_by_id(retired)
    before = GameService(store, clock, old)
    await lobby(before, 2, ["greedy"], seed=3)
    await before.lobby.start(CHANNEL, "u0", False)
    assert len(await play_randomly(before, random.Random(3), max_commands=12, to_the_end=False)) == 12
    now = GameService(store, clock)  # the bot restarted with the new board shipped
    row = await now.store.live_game(CHANNEL)
    assert state_from_json(row.state).board is old and now.board is not old
    for person in [s.user for s in row.seats if s.human]:  # a computer's seat has no hand to show
        hand = await now.reading.hand(CHANNEL, person)
        assert hand.view.board == old.id
    _, then = await before.reading.history(CHANNEL)
    _, later = await now.reading.history(CHANNEL)
    assert later == then and later[-1].public.board == old.id
    await play_randomly(now, random.Random(4))
    done = await now.store.latest_game(CHANNEL)
    state = state_from_json(done.state)
    assert state.over and state.board is old
    assert (await now.reading.log_lines(CHANNEL))


@pytest.mark.parametrize("retired", RETIRED)
async def test_the_replay_and_the_board_of_such_a_game_are_drawn_on_its_own_board(store, clock, retired):
    old = board_by_id(retired)
    before = GameService(store, clock, old)
    await lobby(before, 2, ["greedy"], seed=3)
    await before.lobby.start(CHANNEL, "u0", False)
    await play_randomly(before, random.Random(3), max_commands=12, to_the_end=False)
    bot = SimpleNamespace(service=GameService(store, clock))  # restarted with the new board shipped
    reply = await replay_reply(bot, CHANNEL, text("en"), 10 * 2**20, public=False)
    _, history = await before.reading.history(CHANNEL)
    expected = render_replay(old, history, words=words_in("en"))
    assert reply.files[0].fp.read() == expected != render_replay(default_board(), history, words=words_in("en"))
    _, public = await bot.service.reading.public_view(CHANNEL)
    png = (await board_file(public, words_in("en"))).fp.read()
    assert png == render_board(old, public, None, None, words=words_in("en"))
