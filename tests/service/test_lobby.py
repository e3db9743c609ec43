"""Creating, joining, configuring, starting and aborting games."""

import pytest

from bot.games.samarkand.game_settings import Settings
from bot.service import ServiceError
from bot.store import GameStatus
from bot.words.i18n import Msg
from tests.service.conftest import CHANNEL, GUILD, lobby


async def test_one_live_game_per_channel(service):
    await service.lobby.create(CHANNEL, GUILD, "u0", "Ann")
    with pytest.raises(ServiceError, match="already has a game waiting for players \\(host: Ann\\)"):
        await service.lobby.create(CHANNEL, GUILD, "u1", "Bob")
    other = await service.lobby.create("chan-2", GUILD, "u1", "Bob")
    assert other.channel_id == "chan-2"


async def test_join_leave_and_computer_seats(service):
    await service.lobby.create(CHANNEL, GUILD, "u0", "Ann")
    game = await service.lobby.join(CHANNEL, "u1", "Bob")
    with pytest.raises(ServiceError, match="already in this game"):
        await service.lobby.join(CHANNEL, "u1", "Bob")
    with pytest.raises(ServiceError, match="Only the host"):
        await service.lobby.add_computer(CHANNEL, "u1", "random")  # a seated player who is not the host
    game = await service.lobby.add_computer(CHANNEL, "u1", "random", is_admin=True)
    assert [s.kind for s in game.seats] == ["human", "human", "random"]
    with pytest.raises(ServiceError, match="no computer level 'genius'"):
        await service.lobby.add_computer(CHANNEL, "u0", "genius")
    with pytest.raises(ServiceError, match="Only the host"):
        await service.lobby.add_computer(CHANNEL, "u9", "random")
    game = await service.lobby.leave(CHANNEL, "u0")
    assert game.host_id == "u1" and [s.user for s in game.seats] == ["u1", "cpu1"]
    game = await service.lobby.leave(CHANNEL, "u1")
    assert game.status is GameStatus.ABORTED and await service.store.live_game(CHANNEL) is None


async def test_a_full_lobby_refuses_a_sixth_seat(service):
    await lobby(service, 1, ["random"] * 4)
    with pytest.raises(ServiceError, match="full"):
        await service.lobby.join(CHANNEL, "u5", "Late")


async def test_start_needs_the_host_and_two_to_five_seats(service):
    await service.lobby.create(CHANNEL, GUILD, "u0", "Ann")
    with pytest.raises(ServiceError, match="needs 2-5 players"):
        await service.lobby.start(CHANNEL, "u0", is_admin=False)
    await service.lobby.join(CHANNEL, "u1", "Bob")
    with pytest.raises(ServiceError, match="Only the host \\(Ann\\)"):
        await service.lobby.start(CHANNEL, "u1", is_admin=False)
    report = await service.lobby.start(CHANNEL, "u1", is_admin=True)  # a server admin may
    row = await service.store.live_game(CHANNEL)
    assert row.status is GameStatus.PLAYING and report.mentions == [row.seats[0].user]
    assert str(report.public[-1]).startswith("Turn 1: **")
    with pytest.raises(ServiceError, match="already started"):
        await service.lobby.join(CHANNEL, "u2", "Cyd")


async def test_settings_and_abort(service):
    await lobby(service, 2)
    game = await service.lobby.configure(CHANNEL, "u0", False, {Settings.turn_hours: 48, Settings.reminder_hours: 12,
                                                            Settings.timeout: "replace"})
    assert game.settings.turn_hours == 48 and game.settings.timeout == "replace"
    with pytest.raises(ServiceError, match="between 0 and 336"):
        await service.lobby.configure(CHANNEL, "u0", False, {Settings.turn_hours: -1})
    with pytest.raises(ServiceError, match=r"timeout=.*choices: standin, replace"):
        await service.lobby.configure(CHANNEL, "u0", False, {Settings.timeout: "explode"})
    with pytest.raises(ServiceError, match="Only the host"):
        await service.lobby.abort(CHANNEL, "u1", is_admin=False)
    await service.lobby.abort(CHANNEL, "u1", is_admin=True)
    assert await service.store.live_game(CHANNEL) is None
    await service.lobby.create(CHANNEL, GUILD, "u1", "Bob")  # the channel is free again


async def test_commands_without_a_game_explain_what_to_do(service):
    with pytest.raises(ServiceError, match="Start one with /new"):
        await service.play.marry(CHANNEL, "u0", "Levant")
    await lobby(service, 2)
    with pytest.raises(ServiceError, match="host starts it with /start"):
        await service.play.marry(CHANNEL, "u0", "Levant")


async def test_two_players_with_one_name_get_distinct_seats(service):
    await service.lobby.create(CHANNEL, GUILD, "u0", "Alex")
    game = await service.lobby.join(CHANNEL, "u1", "Alex")
    assert game.names == ["Alex", "Alex (2)"]


async def test_names_that_read_the_same_get_distinct_seats_and_an_invisible_name_gets_a_visible_one(service):
    """A zero-width space, a blank-looking filler or another case made a second "Ann" that reads
    as the first: the table could not tell whose move was whose."""
    await service.lobby.create(CHANNEL, GUILD, "u0", "Ann")
    await service.lobby.join(CHANNEL, "u1", "An\u200bn")
    await service.lobby.join(CHANNEL, "u2", "ann\u3164")
    game = await service.lobby.join(CHANNEL, "u3", "\u200b\u3164\u2800")
    assert [name.replace("\u200b", "").replace("\u3164", "") for name in game.names] == \
        ["Ann", "Ann (2)", "ann (3)", "Player"]


async def test_computer_seats_are_named_in_the_tables_language_until_the_start(service):
    await service.lobby.create(CHANNEL, GUILD, "u0", "Ann")
    await service.lobby.add_computer(CHANNEL, "u0", "greedy")
    game = await service.lobby.configure(CHANNEL, "u0", False, {Settings.language: "de"})
    assert game.names == ["Ann", "Computer 1 (Gelegenheitsspieler)"]
    await service.lobby.start(CHANNEL, "u0", False)
    # in play the names stay: they seat the game
    game = await service.lobby.configure(CHANNEL, "u0", False, {Settings.language: "en"})
    assert sorted(game.names) == ["Ann", "Computer 1 (Gelegenheitsspieler)"]


async def test_a_computer_seat_never_takes_a_persons_name(service):
    """The game tells its players apart by name: a person who calls themselves like a computer
    seat (in the table's language, or in the one the host switches to) keeps their name, and
    the computer gets a number, as a second person of the same name does; the game starts."""
    await service.lobby.create(CHANNEL, GUILD, "u0", "Ann")
    await service.lobby.join(CHANNEL, "u1", "Computer 1 (casual)")
    await service.lobby.join(CHANNEL, "u2", "Computer 2 (Gelegenheitsspieler)")
    game = await service.lobby.add_computer(CHANNEL, "u0", "greedy")
    assert game.names == ["Ann", "Computer 1 (casual)", "Computer 2 (Gelegenheitsspieler)", "Computer 1 (casual) (2)"]
    await service.lobby.add_computer(CHANNEL, "u0", "greedy")
    game = await service.lobby.configure(CHANNEL, "u0", False, {Settings.language: "de"})
    assert game.names == ["Ann", "Computer 1 (casual)", "Computer 2 (Gelegenheitsspieler)",
                          "Computer 1 (Gelegenheitsspieler)", "Computer 2 (Gelegenheitsspieler) (2)"]
    await service.lobby.start(CHANNEL, "u0", False)
    assert (await service.store.live_game(CHANNEL)).status is GameStatus.PLAYING


async def test_anyone_may_look_at_the_settings_only_the_host_changes_them(service):
    """A bare /settings shows the table's settings, which are public: a player asking what the
    time limit is was refused as if they had tried to change it."""
    await lobby(service, 2)
    before = await service.store.live_game(CHANNEL)
    looked = await service.lobby.configure(CHANNEL, "u1", False, {Settings.turn_hours: None})
    assert looked.settings == before.settings and (await service.store.live_game(CHANNEL)).version == before.version
    with pytest.raises(ServiceError, match="Only the host"):
        await service.lobby.configure(CHANNEL, "u1", False, {Settings.turn_hours: 48})


async def test_leaving_a_game_in_play_is_refused_with_what_to_do_instead(service):
    await lobby(service, 2)
    await service.lobby.start(CHANNEL, "u0", False)
    with pytest.raises(ServiceError, match="can hand your seat to a computer player with /replace"):
        await service.lobby.leave(CHANNEL, "u1")
    with pytest.raises(ServiceError, match="You are not playing in this game"):  # not how to leave
        await service.lobby.leave(CHANNEL, "u9")


async def test_a_command_after_a_lobby_was_called_off_says_there_is_no_game(service):
    """A lobby aborted before its start left no game to look at: "/board shows how it was
    left" would send the player to "the game has not started yet"."""
    await lobby(service, 2)
    await service.lobby.abort(CHANNEL, "u0", False)
    with pytest.raises(ServiceError) as refused:
        await service.lobby.join(CHANNEL, "u2", "Cyd")
    assert refused.value.message == Msg("error.no_game")
