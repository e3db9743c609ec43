"""``/hint`` through the stand-in: the player to move gets the expert's suggestion privately,
Play this opens the panel's confirmation of that move, Confirm makes it; anyone else gets a
sentence, and the hint's words follow the user's language."""

from __future__ import annotations

import json

from bot.engine import action_from_text, legal_actions
from tests.support.discord_players import USERS, Panel, content_of, current, open_game
from tests.support.standin import CHANNEL_ID


def private_bodies(sent) -> str:
    return content_of([r for r in sent if r.path.startswith("/webhooks/")])


async def test_hint_then_play_this_then_confirm_makes_the_suggested_move(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    row, state = await current(bot)
    user = USERS[row.seats[state.active].user]
    sent = await fake.interact(fake.command(user, "hint"))
    said = private_bodies(sent)
    assert "Suggested:" in said and "Play this" in said
    assert not [r for r in sent if r.path == f"/channels/{CHANNEL_ID}/messages"]  # nothing in public
    message, custom_id = fake.find(f"sk:hint:{row.id}:{state.turn}:")
    assert message["flags"] & 64  # ephemeral: only the asker sees it
    move = action_from_text(custom_id.split(":", 4)[4])
    assert move in legal_actions(state, state.active)
    panel = Panel(fake, user, row.id)
    await panel.tap(message, custom_id)
    confirm = panel.component(lambda c: c.get("custom_id", "").endswith(f":c{custom_id.split(':', 4)[4]}"))
    assert confirm, json.dumps(panel.message)[:1500]
    await panel.tap(panel.message, confirm["custom_id"])
    assert panel.taps == 2
    _, after = await current(bot)
    assert after.turn > state.turn or after.pending  # the move was made (a marriage's discard may follow)
    made = [entry.action for entry in await bot.service.tables.kept_log(row)]
    assert made[-1] == move


async def test_hint_off_turn_says_why_and_speaks_german(discord_env):
    fake, bot = discord_env
    sent = await fake.interact(fake.command(USERS[next(iter(USERS))], "hint"))
    assert "There is no game in this channel" in private_bodies(sent)
    await open_game(fake)
    row, state = await current(bot)
    waiting = USERS[row.seats[(state.active + 1) % 3].user]
    sent = await fake.interact(fake.command(waiting, "hint"))
    assert "the game is not waiting for your move now" in private_bodies(sent)
    mover = USERS[row.seats[state.active].user]
    fake.locale = "de"
    sent = await fake.interact(fake.command(mover, "hint"))
    assert "Vorschlag:" in private_bodies(sent) and "Diesen Zug spielen" in private_bodies(sent)
