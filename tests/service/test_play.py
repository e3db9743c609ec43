"""Whole games through the service on a real SQLite file."""

import random

import pytest

from bot.engine import Discard, Marry, awaiting, default_board, legal_actions, replay, state_from_json, state_to_json
from bot.engine.view import DiscardDue
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.service import ServiceError
from bot.store import GameStatus, Store
from bot.words.i18n import Msg, text
from bot.words.narrate import card_name
from tests.service.conftest import CHANNEL, lobby, play_randomly
from tests.support.engine_scenarios import fam


async def rebuilt_from_log(service, row):
    entries = await service.store.log(row.id)
    return replay([s.name for s in row.seats], row.seed, [(e.seat, e.action) for e in entries])


@pytest.mark.parametrize("seed", [1, 2])
async def test_a_whole_three_player_game_with_a_computer_seat(service, seed):
    await lobby(service, 2, ["greedy"], seed=seed)
    await service.lobby.start(CHANNEL, "u0", False)
    reports = await play_randomly(service, random.Random(seed))
    row = await service.store.latest_game(CHANNEL)
    assert row.status is GameStatus.OVER and reports[-1].over
    assert any("Game over" in line for line in map(str, reports[-1].public))
    final = state_from_json(row.state)
    assert state_to_json(await rebuilt_from_log(service, row)) == row.state
    bys = {e.by for e in await service.store.log(row.id)}
    assert {"player", "computer"} <= bys
    assert final.over and len(reports[-1].view.scores) == 3
    with pytest.raises(ServiceError, match="There is no game in this channel"):
        await service.play.marry(CHANNEL, "u0", "Levant")
    with pytest.raises(ServiceError) as refused:
        await service.play.marry(CHANNEL, "u0", "Levant")
    assert refused.value.message == Msg("error.game_over_here")  # the last one is over, not "none ever"
    _, public_view = await service.reading.public_view(CHANNEL)
    assert public_view.over and public_view.scores


async def test_a_restart_in_the_middle_loses_nothing(database, clock):
    path = database
    first = GameService(await Store.open(path, SAMARKAND), clock)
    await lobby(first, 3)
    await first.lobby.start(CHANNEL, "u0", False)
    rng = random.Random(3)
    for _ in range(25):
        row = await first.store.live_game(CHANNEL)
        state = state_from_json(row.state)
        decision = awaiting(state)[0]
        action = rng.choice(legal_actions(state, decision.player))
        await first.moves.act(CHANNEL, row.seats[decision.player].user, action)
    before = await first.store.live_game(CHANNEL)
    await first.store.close()
    second = GameService(await Store.open(path, SAMARKAND), clock)
    after = await second.store.live_game(CHANNEL)
    assert (after.state, after.version, after.seats) == (before.state, before.version, before.seats)
    assert state_to_json(await rebuilt_from_log(second, after)) == after.state
    await play_randomly(second, rng)
    assert (await second.store.latest_game(CHANNEL)).status is GameStatus.OVER
    await second.store.close()


async def test_a_doubled_click_applies_once(service):
    await lobby(service, 2)
    report = await service.lobby.start(CHANNEL, "u0", False)
    row = await service.store.live_game(CHANNEL)
    user = row.seats[0].user
    first = await service.play.marry(CHANNEL, user, "Sindh", turn=report.turn)
    await service.play.discard(CHANNEL, user, [])
    with pytest.raises(ServiceError, match="earlier turn"):
        await service.play.marry(CHANNEL, user, "Sindh", turn=report.turn)
    assert (await service.store.live_game(CHANNEL)).version == first.version + 1
    assert len(await service.store.log(row.id)) == 2


async def test_a_discard_menu_of_an_earlier_turn_never_answers_a_later_discard(service):
    await lobby(service, 2)
    await service.lobby.start(CHANNEL, "u0", False)
    row = await service.store.live_game(CHANNEL)
    users = [seat.user for seat in row.seats]
    first = await service.play.marry(CHANNEL, users[0], "Sindh")
    await service.play.discard(CHANNEL, users[0], [])
    await service.play.marry(CHANNEL, users[1], "Levant")
    await service.play.discard(CHANNEL, users[1], [])
    later = await service.play.marry(CHANNEL, users[0], "Tigris")  # a second discard for the same seat
    assert later.turn > first.turn
    with pytest.raises(ServiceError, match="earlier turn"):  # the first marriage's menu, pressed now
        await service.moves.act_in(row.id, users[0], Discard(()), CHANNEL, turn=first.turn)
    assert (await service.moves.act_in(row.id, users[0], Discard(()), CHANNEL, turn=later.turn)).game_id == row.id


async def test_concurrent_commands_on_one_game_are_serialised(service):
    import asyncio

    await lobby(service, 2)
    report = await service.lobby.start(CHANNEL, "u0", False)
    row = await service.store.live_game(CHANNEL)
    user = row.seats[0].user
    results = await asyncio.gather(
        *(service.play.marry(CHANNEL, user, name, turn=report.turn) for name in ("Levant", "Tigris", "Sindh")),
        return_exceptions=True)
    assert sum(not isinstance(r, Exception) for r in results) == 1
    assert all(isinstance(r, ServiceError) for r in results if isinstance(r, Exception))
    assert len(await service.store.log(row.id)) == 1


async def test_the_version_check_refuses_a_write_from_a_stale_read(service):
    from bot.store import StaleVersion

    await lobby(service, 2)
    await service.lobby.start(CHANNEL, "u0", False)
    one = await service.store.live_game(CHANNEL)
    two = await service.store.live_game(CHANNEL)
    await service.store.save(one)
    with pytest.raises(StaleVersion):
        await service.store.save(two)


async def test_bad_input_changes_nothing_and_says_what_to_do(service):
    await lobby(service, 2)
    await service.lobby.start(CHANNEL, "u0", False)
    row = await service.store.live_game(CHANNEL)
    active, other = row.seats[0].user, row.seats[1].user
    cases = [
        (service.play.marry(CHANNEL, active, "Martians"), "no family called 'Martians'"),
        (service.play.expand(CHANNEL, active, "Levant", ["Z99"]), "no space 'Z99'"),
        (service.play.expand(CHANNEL, active, "Levant", ["B6"]), "R5.1: you hold no Levant tile"),
        (service.play.marry(CHANNEL, other, "Levant"), f"R3.1: it is {row.seats[0].name}'s turn, not yours"),
        (service.play.marry(CHANNEL, "stranger", "Levant"), "not playing in this game"),
        (service.play.discard(CHANNEL, active, ["Unobtainium"]), "no goods card 'Unobtainium'"),
        (service.play.decide_sale(CHANNEL, active, "5", True), "R6.2"),
    ]
    for call, message in cases:
        with pytest.raises(ServiceError, match=message):
            await call
    after = await service.store.live_game(CHANNEL)
    assert (after.state, after.version) == (row.state, row.version)


async def test_a_rule_refusal_names_the_card_typed_as_the_bot_names_cards(service):
    """Discord and the console say the service's refusal: a card by its name, number and
    space, the one the player named (R10: no other), as a sentence in either language."""
    await lobby(service, 2)
    await service.lobby.start(CHANNEL, "u0", False)
    row = await service.store.live_game(CHANNEL)
    with pytest.raises(ServiceError) as refused:
        await service.play.decide_sale(CHANNEL, row.seats[0].user, "5", True)
    for language in ("en", "de"):
        said = text(language)(refused.value.message)
        assert said.startswith(f"R6.2: {text(language)(card_name(default_board(), 5))} ") and said.endswith(".")


async def test_the_log_reads_the_game_in_public_words(service):
    await lobby(service, 2)
    await service.lobby.start(CHANNEL, "u0", False)
    row = await service.store.live_game(CHANNEL)
    user = row.seats[0].user
    report = await service.play.marry(CHANNEL, user, "Levant")
    private = [str(line) for line in report.private[user]]
    assert private and private[0].startswith("You drew: ")
    lines = [str(line) for line in await service.reading.log_lines(CHANNEL)]
    assert any("married into the Levant family" in line for line in lines)
    assert not any(line in lines for line in private)


async def test_hand_and_options_show_a_players_own_choices(service):
    await lobby(service, 2)
    await service.lobby.start(CHANNEL, "u0", False)
    row = await service.store.live_game(CHANNEL)
    user = row.seats[0].user
    hand = await service.reading.hand(CHANNEL, user)
    state = state_from_json(row.state)
    assert [c.card for c in hand.view.hand] == state.players[0].hand and hand.view.decisions == ()
    options = (await service.play.options(CHANNEL, user)).options
    assert options.marry == tuple(range(10)) and options.singles == {} and options.offers == ()
    await service.play.marry(CHANNEL, user, "Levant")
    hand = await service.reading.hand(CHANNEL, user)
    assert isinstance(hand.view.decisions[0], DiscardDue) and len(hand.view.hand) == 5


async def test_commands_in_many_channels_at_once_all_apply(service):
    import asyncio

    channels = [f"chan-{n}" for n in range(6)]
    for number, channel in enumerate(channels):
        await service.lobby.create(channel, "g", f"a{number}", "Ann", seed=number)
        await service.lobby.join(channel, f"b{number}", "Bob")
        await service.lobby.start(channel, f"a{number}", False)
    rows = [await service.store.live_game(c) for c in channels]
    await asyncio.gather(*(service.play.marry(row.channel_id, row.seats[0].user, "Levant") for row in rows))
    for row in rows:
        after = await service.store.live_game(row.channel_id)
        assert after.version == row.version + 1 and len(await service.store.log(row.id)) == 1


async def test_the_log_starts_at_the_start_of_a_turn(service):
    await lobby(service, 3)
    await service.lobby.start(CHANNEL, "u0", False)
    await play_randomly(service, random.Random(6), 40, to_the_end=False)
    everything = await service.reading.log_lines(CHANNEL, last=10_000)
    lines = await service.reading.log_lines(CHANNEL, last=25)
    assert len(everything) > 25 and lines[0].key == "news.turn" and lines == everything[-len(lines):]
    assert len(lines) <= 25 or [line.key for line in lines].count("news.turn") == 1


async def test_an_aborted_game_announces_nothing_more(service):
    """A move's publish can come after the host's /abort: the channel must not get a turn
    message (with its Play buttons) for a game already called off."""
    await lobby(service, 2)
    await service.lobby.start(CHANNEL, "u0", False)
    row = await service.store.live_game(CHANNEL)
    state = state_from_json(row.state)
    seat = awaiting(state)[0].player
    await service.moves.act(CHANNEL, row.seats[seat].user, legal_actions(state, seat)[0])
    assert await service.news.announcement(row.id) is not None  # the move's news is due
    await service.lobby.abort(CHANNEL, "u0", False)
    assert await service.news.announcement(row.id) is None


async def test_an_aborted_game_is_read_as_left_waiting_for_nobody(service):
    """The abort changes the row's status, not the game's state, which still holds the turn
    and the discard it was left with: /hand must not ask for that discard (the game refuses
    it now), /board must not name anyone to play, and /log ends saying the game was aborted."""
    await lobby(service, 3)
    await service.lobby.start(CHANNEL, "u0", False)
    row = await service.store.live_game(CHANNEL)
    seat = awaiting(state_from_json(row.state))[0].player
    user = row.seats[seat].user
    await service.moves.act(CHANNEL, user, Marry(fam("Tigris")))  # 3 cards drawn: a discard is open
    assert (await service.reading.hand(CHANNEL, user)).view.decisions
    await service.lobby.abort(CHANNEL, "u0", False)
    hand = await service.reading.hand(CHANNEL, user)
    assert not hand.view.decisions and not hand.view.waiting and hand.view.hand
    said = hand.text(service.board, text())
    assert "To do" not in said and said.endswith("\nThis game was aborted: nothing is left to decide.")
    _, public = await service.reading.public_view(CHANNEL)
    assert public is not None and not public.waiting
    lines = await service.reading.log_lines(CHANNEL)
    assert lines[-1] == Msg("news.aborted") and lines[-2].key != "news.aborted"
    with pytest.raises(ServiceError) as refused:
        await service.moves.act(CHANNEL, user, Discard(()))
    assert refused.value.message == Msg("error.game_aborted_here")  # what became of it, not "start one"


async def test_a_game_aborted_before_any_move_has_its_opening_to_log_and_nothing_to_replay(service):
    """/abort at once after /start: the log is empty because nobody moved, not because the bot's
    host deleted it, so /log gives the opening turn and the abort, /board turn:N the opening, and
    /replay says that there is no move to replay."""
    await lobby(service, 3)
    await service.lobby.start(CHANNEL, "u0", False)
    await service.lobby.abort(CHANNEL, "u0", False)
    assert [line.key for line in await service.reading.log_lines(CHANNEL)] == ["news.turn", "news.aborted"]
    _, positions = await service.reading.history(CHANNEL)
    assert [position.turn for position in positions] == [0]
    with pytest.raises(ServiceError) as refused:
        await service.reading.replay(CHANNEL)
    assert refused.value.message == Msg("error.replay_nothing")


async def test_a_game_aborted_after_a_move_whose_log_was_deleted_is_said_to_be(service, clock):
    """The other empty log of an aborted game: a move was made (a marriage, its discard still
    open) and the host's retention setting deleted the log since."""
    await lobby(service, 3)
    await service.lobby.start(CHANNEL, "u0", False)
    row = await service.store.live_game(CHANNEL)
    await service.moves.act(CHANNEL, row.seats[0].user, Marry(fam("Tigris")))
    await service.lobby.abort(CHANNEL, "u0", False)
    clock.advance(1)
    assert await service.store.prune_logs(service.tables.clock())
    for read in (service.reading.log_lines, service.reading.history):
        with pytest.raises(ServiceError) as refused:
            await read(CHANNEL)
        assert refused.value.message.key == "error.log_removed"


async def test_a_lobby_is_not_started_rather_than_no_game_for_the_commands_that_read_a_game(service):
    """/log, /hand and /replay in a lobby: the game waits for /start; "start one with /new"
    would send the player to a command the lobby refuses."""
    await lobby(service, 2)
    for reading in (service.reading.log_lines(CHANNEL), service.reading.hand(CHANNEL, "u0"),
                    service.reading.history(CHANNEL)):
        with pytest.raises(ServiceError) as refused:
            await reading
        assert refused.value.message == Msg("error.not_started")
