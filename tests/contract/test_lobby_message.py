"""The lobby's message (the invitation with its Join button) once the table started or
closed: edited, its Join button off, to say the game started (with the seat order) or was
called off, in the game's language. The start's edit rides on the first turn message (the
outbox's path, which a restart takes up again); an edit that fails leaves the game as it
started, the failure logged."""

from __future__ import annotations

import asyncio
import logging

from tests.contract.conftest import started_bot, stopped
from tests.support.discord_players import ANN, BOB, CYD, content_of, current, open_game, posts, turn_messages
from tests.support.standin import CHANNEL_ID, MISSING_PERMISSIONS, SERVER_ERROR, FakeDiscord, components_of
from tests.support.standin.codes import UNKNOWN_MESSAGE


def lobby_message(fake: FakeDiscord, channel: str = CHANNEL_ID) -> dict:
    """The lobby's message as the channel shows it now (edits applied): the first message that
    held the Join button."""
    [first] = [m for m in fake.created.values() if m["channel_id"] == channel and any(
        c.get("custom_id", "").startswith("sk:j:") for c in components_of(m))][:1]
    return fake.messages[first["id"]]


def custom_ids(message: dict) -> list[str]:
    return [c.get("custom_id", "") for c in components_of(message)]


def join_ids(message: dict) -> list[str]:
    """The message's Join buttons' ids, the game's number left out: ``sk:j:<channel>``."""
    return [custom_id.rsplit(":", 1)[0] for custom_id in custom_ids(message) if custom_id.startswith("sk:j:")]


async def latest(bot):
    """The channel's newest game's row (a lobby's has no state to read yet)."""
    return await bot.service.store.latest_game(CHANNEL_ID)


async def open_lobby(fake: FakeDiscord, bot) -> dict:
    await fake.interact(fake.command(ANN, "new"))
    await fake.interact(fake.command(BOB, "join"))
    message = lobby_message(fake)
    assert custom_ids(message) == [f"sk:j:{CHANNEL_ID}:{(await latest(bot)).id}"]
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
    fake, bot = discord_env
    await open_lobby(fake, bot)
    await fake.interact(fake.command(ANN, "abort"))
    assert_called_off(lobby_message(fake))


async def test_the_last_person_leaving_closes_the_lobby_and_its_message(discord_env):
    fake, bot = discord_env
    await open_lobby(fake, bot)
    await fake.interact(fake.command(BOB, "leave"))
    assert join_ids(lobby_message(fake)) == [f"sk:j:{CHANNEL_ID}"]  # Ann's lobby goes on
    await fake.interact(fake.command(ANN, "leave"))
    assert_called_off(lobby_message(fake))


async def test_the_last_person_forgotten_closes_the_lobby_and_its_message(discord_env):
    """/privacy forget takes its person out of their lobbies as /leave does: a lobby left
    empty closes, and its message loses its Join button."""
    fake, bot = discord_env
    await fake.interact(fake.command(ANN, "new"))
    await fake.interact(fake.command(ANN, "privacy", {"forget": True}))
    message, custom_id = fake.find(f"sk:fg:{ANN[0]}:")
    done = await fake.interact(fake.click(ANN, message, custom_id))
    assert "Done: you are forgotten." in content_of(done)
    assert (await latest(bot)).status.value == "aborted"
    assert_called_off(lobby_message(fake))


def assert_called_off(message) -> None:
    """The lobby's message once it closed: no Join button, and a line saying it was called off."""
    assert custom_ids(message) == []
    assert message["content"].startswith("The game opened here was called off; joining is over.")


async def test_an_edit_refused_leaves_the_start_as_it_was_and_is_logged(discord_env, caplog):
    fake, bot = discord_env
    message = await open_lobby(fake, bot)
    await fake.interact(fake.command(CYD, "join"))
    fake.fail(f"PATCH /channels/{CHANNEL_ID}/messages/{message['id']}$", MISSING_PERMISSIONS)
    with caplog.at_level(logging.INFO, logger="samarkand.notify"):
        await fake.interact(fake.command(ANN, "start"))
    row, _ = await current(bot)
    assert row.status.value == "playing" and turn_messages(fake)
    assert join_ids(lobby_message(fake)) == [f"sk:j:{CHANNEL_ID}"]  # as it was
    assert any(f"could not edit the lobby message {message['id']}" in r.getMessage() for r in caplog.records)


async def test_a_deleted_lobby_message_leaves_the_start_as_it_was(discord_env):
    fake, bot = discord_env
    message = await open_lobby(fake, bot)
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
    message = await open_lobby(fake, bot)
    await fake.interact(fake.command(CYD, "join"))
    monkeypatch.setattr(bot.outbox, "announce", lambda game_id: asyncio.sleep(0))  # killed before it posted
    await fake.interact(fake.command(ANN, "start"))
    assert join_ids(lobby_message(fake)) == [f"sk:j:{CHANNEL_ID}"] and not turn_messages(fake)
    restarted, runner = await started_bot(bot.db_path)
    try:
        await restarted.scheduler.run_once()
    finally:
        await stopped(restarted, runner)
    assert turn_messages(fake)
    message = lobby_message(fake)
    assert custom_ids(message) == [] and "has started" in message["content"]


async def test_a_join_button_left_on_a_closed_lobby_joins_no_later_lobby_of_the_channel(discord_env):
    """Its message could not be edited (deleted meanwhile, say): its button names its own game,
    so a press, once another lobby opened in the channel, seats nobody there."""
    fake, bot = discord_env
    old = await open_lobby(fake, bot)
    [old_button] = custom_ids(old)
    fake.fail(f"PATCH /channels/{CHANNEL_ID}/messages/{old['id']}$", UNKNOWN_MESSAGE)
    await fake.interact(fake.command(ANN, "abort"))
    await fake.interact(fake.command(ANN, "new"))
    later = await latest(bot)
    sent = await fake.interact(fake.click(CYD, fake.messages[old["id"]], old_button))
    assert "That Join button belongs to an earlier game in this channel" in content_of(sent)
    assert [seat.name for seat in (await latest(bot)).seats] == ["Ann"]
    message, new_button = fake.find("sk:j:", CHANNEL_ID)
    assert new_button == f"sk:j:{CHANNEL_ID}:{later.id}"
    await fake.interact(fake.click(CYD, message, new_button))
    assert [seat.name for seat in (await latest(bot)).seats] == ["Ann", "Cyd"]


async def test_a_join_button_of_an_earlier_release_names_its_channel_alone_and_joins_its_lobby(discord_env):
    fake, bot = discord_env
    message = await open_lobby(fake, bot)
    components_of(message)[0]["custom_id"] = f"sk:j:{CHANNEL_ID}"  # as the earlier release posted it
    await fake.interact(fake.click(CYD, message, f"sk:j:{CHANNEL_ID}"))
    assert [seat.name for seat in (await latest(bot)).seats] == ["Ann", "Bob", "Cyd"]


async def test_a_game_aborted_before_its_first_turn_message_went_out_leaves_no_join_button(discord_env, monkeypatch):
    """No turn message will ever edit it (an aborted game's news are not posted): the abort does."""
    fake, bot = discord_env
    await open_lobby(fake, bot)
    await fake.interact(fake.command(CYD, "join"))
    monkeypatch.setattr(bot.outbox, "announce", lambda game_id: asyncio.sleep(0))  # its first turn message held up
    await fake.interact(fake.command(ANN, "start"))
    await fake.interact(fake.command(ANN, "abort"))
    message = lobby_message(fake)
    assert custom_ids(message) == [] and message["content"].startswith("The game opened here was called off;")


async def test_a_reminder_before_the_first_turn_message_links_no_lobby_message(discord_env):
    """The first turn message is still owed (its send failed): the lobby's message, kept in
    ``turn_message`` until then, still invites to join, so the reminder names the channel
    instead of linking it as "the game"."""
    fake, bot = discord_env
    await open_lobby(fake, bot)
    lobby = lobby_message(fake)
    fake.fail(rf"POST /channels/{CHANNEL_ID}/messages", SERVER_ERROR, times=None)
    await fake.interact(fake.command(ANN, "start"))
    fake.faults.clear()
    row, _ = await current(bot)
    assert row.announce_failures >= 1 and row.turn_message == lobby["id"]  # the case
    await bot.service.store.db.execute("UPDATE games SET due_at = 0, waiting_since = waiting_since - 7 * 3600, "
                                       "announce_after = announce_after + 86400")
    before = len(fake.requests)
    await bot.scheduler.run_once()
    [reminder] = [r.body["content"] for r in posts(fake, CHANNEL_ID, before) if "waiting for you" in
                  r.body.get("content", "")]
    assert f"/{lobby['id']}" not in reminder


async def test_a_language_chosen_in_the_lobby_rewords_the_invitation_and_its_join_button(discord_env):
    """An English server's lobby switched to German (``/settings language:de``) kept its English
    invitation and Join button until the start, beside the German channel it now had."""
    fake, bot = discord_env
    message = await open_lobby(fake, bot)
    assert message["content"].startswith("**Ann** opened a game of Samarkand")
    await fake.interact(fake.command(ANN, "settings", {"language": "de"}))
    message = lobby_message(fake)
    assert message["content"].startswith("**Ann** hat eine Partie Samarkand eröffnet")
    assert [c.get("label") for c in components_of(message)] == ["Mitspielen"]
    assert custom_ids(message) == [f"sk:j:{CHANNEL_ID}:{(await latest(bot)).id}"]
    await fake.interact(fake.command(ANN, "settings", {"language": "de"}))  # the same again: no edit
    edits = [r for r in fake.requests if r.method == "PATCH" and r.path.endswith(f"/messages/{message['id']}")]
    assert len(edits) == 1
    await fake.interact(fake.click(CYD, message, custom_ids(message)[0]))
    row = await latest(bot)
    assert [seat.name for seat in row.seats][-1] == CYD[1]
