"""A game played at a keyboard (``python -m bot play``) may live in the bot's own database (both
default to ``samarkand.sqlite3``). The bot's timed work must leave it to the console: no reminder
to a channel that is not Discord's, no stand-in playing the person at the keyboard while they are
away, no computer move or turn message the console did not ask for, and no name typed at the
keyboard on the bot's leaderboards. Its Discord twin, set up the same way, gets all of them, so
each assertion could fail."""

import asyncio
import time

from bot.cli import main
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.ratings.standings import EVERY_SERVER
from bot.store import OFFLINE_GUILD, Store
from tests.service.conftest import CHANNEL, GUILD, finish
from tests.support.clock import ManualClock

AT_KEYBOARD = "console:default"


async def twin_games(service) -> dict[str, int]:
    """The same table (a person and a casual computer who moves first) in a Discord channel and at a
    keyboard, both started: the game id by channel."""
    ids = {}
    for channel, guild in ((CHANNEL, GUILD), (AT_KEYBOARD, OFFLINE_GUILD)):
        await service.lobby.create(channel, guild, "u0", "Ann", seed=5)
        await service.lobby.add_computer(channel, "u0", "greedy")
        await service.lobby.start(channel, "u0", False)
        ids[channel] = (await service.store.live_game(channel)).id
    return ids


async def test_the_bots_timed_work_selects_no_game_played_at_a_keyboard(service, clock):
    ids = await twin_games(service)
    discord = ids[CHANNEL]
    assert set(await service.store.computer_due()) <= {discord}
    assert [game for game, _ in await service.store.channels_in_play()] == [discord]
    while await service.computers.computer_step(discord):
        pass
    clock.advance(30)
    assert await service.store.anything_due(clock())
    changes = (await service.clock.tick()).changes
    assert [change.game_id for change in changes] == [discord]  # the Discord player's time-out alone
    assert await service.store.computer_due() == [discord]  # its stand-in's move
    while await service.computers.computer_step(discord):
        pass
    assert await service.news.unannounced() == [discord]
    at_keyboard = await service.store.live_game(AT_KEYBOARD)
    assert at_keyboard.standin is None and await service.store.log(at_keyboard.id) == []
    clock.advance(10)  # the bot was down: its games' clocks stood still, the console's have none
    assert await service.store.catch_up(clock(), 60) > 0
    assert (await service.store.live_game(CHANNEL)).stopped
    assert await service.store.live_game(AT_KEYBOARD) == at_keyboard


def test_a_console_game_in_the_bots_database_waits_for_its_player(tmp_path):
    db, script = tmp_path / "samarkand.sqlite3", tmp_path / "moves.txt"
    script.write_text("quit\n")
    assert main(["play", "--db", str(db), "--images", "none", "--script", str(script)]) == 0

    async def bots_pass_a_day_later() -> tuple[list, list, bool]:
        store = await Store.open(str(db), SAMARKAND)
        try:
            before = await store.latest_game(AT_KEYBOARD)
            ticked = await GameService(store, ManualClock(time.time() + 30 * 3600)).clock.tick()
            after = await store.latest_game(AT_KEYBOARD)
            return ticked.changes + ticked.reminders, await store.computer_due(), before == after
        finally:
            await store.close()

    reminded_or_timed_out, computers_due, unchanged = asyncio.run(bots_pass_a_day_later())
    assert reminded_or_timed_out == [] and computers_due == [] and unchanged


async def test_a_hot_seat_game_rates_its_players_at_the_keyboard_alone(service):
    """The bot's leaderboard across servers lists nobody typed at a console; the console's own
    scope (``python -m bot stats --server console``) has them."""
    await finish(service, AT_KEYBOARD, OFFLINE_GUILD, ["local:Ann", "local:Bob"])
    await finish(service, CHANNEL, GUILD, ["u0", "u1"])
    assert set(await service.store.standings("local:Ann", (OFFLINE_GUILD, EVERY_SERVER), 0)) == {OFFLINE_GUILD}
    assert set(await service.store.standings("u0", (GUILD, EVERY_SERVER), 0)) == {GUILD, EVERY_SERVER}
