"""/privacy through the real discord.py client: what the bot keeps is told privately, in the
player's language; /privacy forget:True forgets only after its button is pressed, by the
person it was shown to, while it is fresh; a second press of the same button does nothing.
Each press answers by editing the confirmation (its button goes); a client still showing the
button as it was can press it again, which the tests do with a copy of the message."""

import copy
from dataclasses import replace

from bot.store.backup import backup
from bot.store.copies import copy_path
from bot.store.notes import HostPassed, TimedOut
from tests.support.discord_players import ANN, BOB, content_of, current, open_game, public_requests
from tests.support.standin import CHANNEL_ID


async def confirmation(fake) -> tuple[dict, str]:
    sent = await fake.interact(fake.command(ANN, "privacy", {"forget": True}))
    assert "Press the button within 10 minutes to confirm." in content_of(sent)
    message, custom_id = fake.find(f"sk:fg:{ANN[0]}:")
    return copy.deepcopy(message), custom_id  # as a client still showing it would send it back, after any edit


async def test_privacy_says_what_is_kept_and_forgets_after_a_fresh_confirmation(discord_env):
    fake, bot = discord_env
    await fake.interact(fake.command(ANN, "me", {"quiet_hours": "23-7"}))
    await open_game(fake)
    [*_, answer] = await fake.interact(fake.command(ANN, "privacy"))
    assert answer.ephemeral and "Your settings from /me" in answer.body["content"]
    assert "1 in games in play" in answer.body["content"] and "sk:fg:" not in content_of([answer])

    message, custom_id = await confirmation(fake)
    before, _ = await current(bot)
    refused = await fake.interact(fake.click(BOB, message, custom_id))  # a forged press by someone else
    assert "⚠️" in content_of(refused)
    moment = bot.service.tables.clock() + 601  # the confirmation is stale now
    bot.service.tables.clock = lambda: moment
    stale = await fake.interact(fake.click(ANN, message, custom_id))
    assert "This confirmation is out of date, so nothing was changed." in content_of(stale)
    assert (await current(bot))[0].seats == before.seats

    message, custom_id = await confirmation(fake)
    public_before = len(public_requests(fake))
    done = await fake.interact(fake.click(ANN, message, custom_id))
    assert "Done: you are forgotten." in content_of(done)
    row, _ = await current(bot)
    assert ANN[0] not in [seat.user for seat in row.seats] + [row.host_id]
    assert "Ann" not in [seat.name for seat in row.seats]
    seat = next(number for number, entry in enumerate(row.seats) if entry.user.startswith("former"))
    [*_, latest] = await bot.service.store.news(row.id)
    heir = next(number for number, entry in enumerate(row.seats) if not entry.user.startswith("former"))
    # the computer takes her seat, and the next person hosts: told at once unless the table waited for her seat
    told = [replace(e, at_once=False) for e in latest.events]
    assert told == [TimedOut(seat, "replace", left=True), HostPassed(heir)]
    assert ANN[0] not in content_of(public_requests(fake)[public_before:])

    again = await fake.interact(fake.click(ANN, message, custom_id))  # the same button, pressed again
    assert "There is nothing about you left to forget." in content_of(again)
    assert (await current(bot))[0].seats == row.seats


async def test_privacy_speaks_german_to_a_german_client(discord_env):
    fake, _ = discord_env
    fake.locale = "de"
    [*_, answer] = await fake.interact(fake.command(ANN, "privacy", {"forget": True}))
    assert "Was dieser Bot über dich speichert" in answer.body["content"]
    assert "Drück innerhalb von 10 Minuten auf den Knopf" in answer.body["content"]


async def test_forgetting_on_request_leaves_migrates_copy_and_says_so_to_the_player_and_the_log(discord_env, caplog):
    fake, bot = discord_env
    await fake.interact(fake.command(ANN, "me", {"quiet_hours": "23-7"}))
    address = bot.service.store.address
    made = copy_path(address, 1, "20261125-120000")  # as migrate names the copy it makes
    backup(address, made)
    before = made.read_bytes()
    message, custom_id = await confirmation(fake)
    done = await fake.interact(fake.click(ANN, message, custom_id))
    assert "Copies of the bot's records that were made before an upgrade still hold" in content_of(done)
    assert made.read_bytes() == before
    [warning] = [r.getMessage() for r in caplog.records if r.name == "samarkand.privacy"]
    assert str(made) in warning and ANN[0] not in warning


async def test_a_double_press_of_forget_me_in_a_lobby_says_nothing_is_left(discord_env):
    """Two presses of the same Forget me button at once (a double tap), the person seated in
    a lobby: one forgets them, the other finds nothing left to forget, as a later second press
    does (before, it was refused as by one not playing in the lobby the first had just left)."""
    fake, bot = discord_env
    await fake.interact(fake.command(ANN, "new"))
    await fake.interact(fake.command(BOB, "join"))
    message, custom_id = await confirmation(fake)
    sent = await fake.interact_together([fake.click(ANN, message, custom_id), fake.click(ANN, message, custom_id)])
    said = content_of(sent)
    assert "Done: you are forgotten." in said and "There is nothing about you left to forget." in said, said
    assert "⚠️" not in said, said
    row = await bot.service.store.latest_game(CHANNEL_ID)
    assert [seat.user for seat in row.seats] == [BOB[0]] and row.host_id == BOB[0]


async def test_a_host_forgotten_in_the_lobby_is_told_to_the_channel_as_a_leave_without_the_name(discord_env):
    """Forgetting takes the person out of their lobby as /leave does, and the channel hears it
    as it hears a /leave: the seats left and who hosts now (before, it heard nothing, and the
    new host did not learn that the start was theirs), the one forgotten unnamed."""
    fake, _ = discord_env
    await fake.interact(fake.command(ANN, "new"))
    await fake.interact(fake.command(BOB, "join"))
    message, custom_id = await confirmation(fake)
    public_before = len(public_requests(fake))
    await fake.interact(fake.click(ANN, message, custom_id))
    told = content_of([r for r in public_requests(fake)[public_before:] if r.method == "POST"])
    assert "A player left. Players (1/5): Bob. Bob hosts the game now and may start it with /start." in told, told
    assert "Ann" not in told and ANN[0] not in told, told
