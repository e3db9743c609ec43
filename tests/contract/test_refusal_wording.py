"""Refusals and lobby lines that say what happened: a lobby left to computers says that no
person is left and tells the leaver it closed, and a /me refusal with other settings asked
says that none was kept."""

from tests.support.discord_players import ANN, BOB, content_of
from tests.support.standin import CHANNEL_ID


async def test_the_last_person_leaving_a_lobby_with_computers_hears_it_closed(discord_env):
    fake, _ = discord_env
    await fake.interact(fake.command(ANN, "new"))
    await fake.interact(fake.command(ANN, "addcpu", {"level": "greedy"}))
    sent = await fake.interact(fake.command(ANN, "leave"))
    public = content_of([r for r in sent if r.path == f"/channels/{CHANNEL_ID}/messages"])
    private = content_of([r for r in sent if r.ephemeral])
    assert "Ann left. The lobby closed: no person is left in it, only computers." in public
    assert "nobody is left" not in public
    assert "You left the game, and the lobby closed: no person is left in it." in private


async def test_a_lobby_left_by_its_last_seat_still_says_nobody_is_left(discord_env):
    fake, _ = discord_env
    await fake.interact(fake.command(ANN, "new"))
    await fake.interact(fake.command(BOB, "join"))
    await fake.interact(fake.command(BOB, "leave"))
    sent = await fake.interact(fake.command(ANN, "leave"))
    assert "The lobby closed: nobody is left." in content_of(sent)
    assert "You left the game, and the lobby closed" in content_of([r for r in sent if r.ephemeral])


async def test_a_me_refusal_with_other_settings_asked_says_nothing_was_changed(discord_env):
    fake, bot = discord_env
    for locale, nothing in (("en-US", "Nothing was changed: your settings are as before."),
                            ("de", "Es wurde nichts geändert: Deine Einstellungen bleiben, wie sie waren.")):
        fake.locale = locale
        said = content_of(await fake.interact(fake.command(ANN, "me", {"time_zone": "Europe/Berlin",
                                                                       "quiet_hours": "nonsense"})))
        assert nothing in said, said
    assert (await bot.service.store.prefs(ANN[0])).time_zone == ""
    alone = content_of(await fake.interact(fake.command(ANN, "me", {"quiet_hours": "nonsense"})))
    assert "Nichts wurde" not in alone  # one option refused: its refusal says all there is
