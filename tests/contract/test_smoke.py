"""The bot logs in, connects to the gateway and answers a slash command."""

from tests.support.standin import FakeDiscord

ANN = ("100000000000000011", "Ann")


async def test_help_is_answered_privately(discord_env):
    fake, _ = discord_env
    sent = await fake.interact(fake.command(ANN, "help"))
    callback, followup = sent
    assert callback.path.endswith("/callback") and callback.body == {"type": 5, "data": {"flags": 64}}
    assert followup.ephemeral and "/marry family" in followup.body["content"]
    assert isinstance(fake, FakeDiscord)
