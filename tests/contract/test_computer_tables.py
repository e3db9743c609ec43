"""A table where only computers are left never floods its channel: their moves go out
together, in one turn message when the game ends (far under one a minute, and under
Discord's 5 sends per 5 s per channel, which the stand-in enforces)."""

from __future__ import annotations

from tests.contract.players import ANN, current, turn_messages
from tests.contract.test_clockwork import until
from tests.support.standin import user_payload


async def test_a_table_of_computers_alone_posts_one_turn_message_to_the_end(discord_env):
    fake, bot = discord_env
    await fake.interact(fake.command(ANN, "new"))
    for _ in range(2):
        await fake.interact(fake.command(ANN, "addcpu", {"level": "random"}))
    await fake.interact(fake.command(ANN, "start"))
    before = len(turn_messages(fake))
    replace = fake.command(ANN, "replace", {"player": ANN[0], "level": "random"})
    replace["data"]["options"][0]["type"] = 6  # a user option
    replace["data"]["resolved"] = {"users": {ANN[0]: user_payload(*ANN)}}
    await fake.interact(replace)
    bot.driver.start()

    async def over() -> bool:
        row, _ = await current(bot)
        return row.status == "over" and not await bot.service.unannounced()

    await until(over, seconds=120)
    await bot.scheduler.run_once()  # anything the clockwork still owes goes out now
    assert len(turn_messages(fake)) - before <= 1
    assert fake.budget.refused["route"] == 0
