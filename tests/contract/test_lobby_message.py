"""The lobby's message (the invitation with its Join button) once the table started or
closed: edited, its Join button off, to say the game started (with the seat order) or was
called off, in the game's language. The start's edit rides on the first turn message (the
outbox's path, which a restart takes up again); an edit that fails leaves the game as it
started, the failure logged."""

from __future__ import annotations

import asyncio
import logging

from tests.contract.conftest import started_bot, stopped
from tests.support.discord_players import ANN, BOB, CYD, current, open_game, turn_messages
from tests.support.standin import CHANNEL_ID, MISSING_PERMISSIONS, FakeDiscord, components_of


def lobby_message(fake: FakeDiscord, channel: str = CHANNEL_ID) -> dict:
    """The lobby's message as the channel shows it now (edits applied): the first message that
    held the Join button."""
    [first] = [m for m in fake.created.values() if m["channel_id"] == channel and any(
        c.get("custom_id", "").startswith("sk:j:") for c in components_of(m))][:1]
    return fake.messages[first["id"]]


def custom_ids(message: dict) -> list[str]:
    return [c.get("custom_id", "") for c in components_of(message)]


async def open_lobby(fake: FakeDiscord) -> dict:
    await fake.interact(fake.command(ANN, "new"))
    await fake.interact(fake.command(BOB, "join"))
    message = lobby_message(fake)
    assert custom_ids(message) == [f"sk:j:{CHANNEL_ID}"]
    return message


async def test_the_start_takes_the_join_button_off_and_says_the_game_started_with_its_seats(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    row, _ = await current(bot)
    message = lobby_message(fake)
    assert custom_ids(message) == []
    order = ", ".join(seat.name for seat in row.seats)  # in the order of play
    assert message["content"] == f"The game opened here has started; joining is over. Seat order: {order}."
    assert turn_messages(fake)  # the game's first turn message made the edit
    edits = [r for r in fake.requests if r.method == "PATCH" and r.path.endswith(f"/messages/{message['id']}")]
    assert len(edits) == 1


async def test_in_german_the_lobby_message_says_so_in_german(discord_env):
    fake, _ = discord_env
    fake.locale = fake.guild_locale = "de"
    await open_game(fake, language="de")
    message = lobby_message(fake)
    assert custom_ids(message) == []
    assert message["content"].startswith("Die hier eröffnete Partie hat begonnen; beitreten kann niemand mehr.")


async def test_an_aborted_lobby_says_it_was_called_off(discord_env):
    fake, _ = discord_env
    await open_lobby(fake)
    await fake.interact(fake.command(ANN, "abort"))
    message = lobby_message(fake)
    assert custom_ids(message) == []
    assert message["content"].startswith("The game opened here was called off before it started")


async def test_the_last_person_leaving_closes_the_lobby_and_its_message(discord_env):
    fake, _ = discord_env
    await open_lobby(fake)
    await fake.interact(fake.command(BOB, "leave"))
    assert custom_ids(lobby_message(fake)) == [f"sk:j:{CHANNEL_ID}"]  # Ann's lobby goes on
    await fake.interact(fake.command(ANN, "leave"))
    message = lobby_message(fake)
    assert custom_ids(message) == []
    assert message["content"].startswith("The game opened here was called off before it started")


async def test_an_edit_refused_leaves_the_start_as_it_was_and_is_logged(discord_env, caplog):
    fake, bot = discord_env
    message = await open_lobby(fake)
    await fake.interact(fake.command(CYD, "join"))
    fake.fail(f"PATCH /channels/{CHANNEL_ID}/messages/{message['id']}$", MISSING_PERMISSIONS)
    with caplog.at_level(logging.INFO, logger="samarkand.notify"):
        await fake.interact(fake.command(ANN, "start"))
    row, _ = await current(bot)
    assert row.status.value == "playing" and turn_messages(fake)
    assert custom_ids(lobby_message(fake)) == [f"sk:j:{CHANNEL_ID}"]  # as it was
    assert any(f"could not edit the lobby message {message['id']}" in r.getMessage() for r in caplog.records)


async def test_a_deleted_lobby_message_leaves_the_start_as_it_was(discord_env):
    fake, bot = discord_env
    message = await open_lobby(fake)
    await fake.interact(fake.command(CYD, "join"))
    del fake.messages[message["id"]]
    await fake.interact(fake.command(ANN, "start"))
    row, _ = await current(bot)
    assert row.status.value == "playing" and turn_messages(fake)


async def test_a_start_whose_bot_was_killed_before_its_turn_message_edits_the_lobby_message_after_the_restart(
        discord_env, monkeypatch):
    """The edit rides on the game's first turn message, which the news outbox keeps until it
    went out: a bot killed after the start's commit leaves both to the bot started in its place."""
    fake, bot = discord_env
    message = await open_lobby(fake)
    await fake.interact(fake.command(CYD, "join"))
    monkeypatch.setattr(bot.outbox, "announce", lambda game_id: asyncio.sleep(0))  # killed before it posted
    await fake.interact(fake.command(ANN, "start"))
    assert custom_ids(lobby_message(fake)) == [f"sk:j:{CHANNEL_ID}"] and not turn_messages(fake)
    restarted, runner = await started_bot(bot.db_path)
    try:
        await restarted.scheduler.run_once()
    finally:
        await stopped(restarted, runner)
    assert turn_messages(fake)
    message = lobby_message(fake)
    assert custom_ids(message) == [] and "has started" in message["content"]
