"""A late player's turn played by the time-out stand-in (the default policy, R-free: the
table's own rule for a late turn): the player's direct message tells them what their seat drew,
but offers no discard the stand-in makes in the same time-out."""

from __future__ import annotations

from bot.store import By
from tests.support.discord_players import USERS, current, open_game
from tests.support.standin.records import components_of


async def test_a_stand_ins_marriage_tells_its_player_the_cards_drawn_without_a_discard_to_make(discord_env):
    fake, bot = discord_env
    await open_game(fake)  # no one holds a tile yet: the first turn is a marriage
    row, state = await current(bot)
    assert row.settings.timeout == "standin"
    user = USERS[row.seats[state.active].user]
    await bot.service.store.db.execute("UPDATE games SET due_at = 0, waiting_since = waiting_since - 30 * 3600")
    await bot.scheduler.run_once()
    while await bot.driver.run_once():
        pass
    kept = await bot.service.tables.kept_log(row)
    assert [entry.by for entry in kept] == [By.STOOD_IN, By.STOOD_IN]  # the marriage and its discard
    dms = [m for m in fake.messages.values() if m["channel_id"] == fake.dm_channels.get(user[0])]
    assert any("You drew" in m["content"] for m in dms)
    assert not any(components_of(m) for m in dms) and not any("waits for you" in m["content"] for m in dms)
