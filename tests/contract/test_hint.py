"""``/hint`` through the stand-in: at a table whose host allowed hints, the player to move gets
the expert's suggestion privately, Play this opens the panel's confirmation of that move,
Confirm makes it; anyone else gets a sentence, and the hint's words follow the user's
language. A rated table without hints refuses ``/hint`` with a sentence saying how the host
allows them."""

from __future__ import annotations

import json
import logging

import pytest

from bot.engine import action_from_text, awaiting, legal_actions
from bot.store import ADVISED
from tests.support.discord_players import USERS, Panel, by_command, content_of, current, open_game
from tests.support.standin import CHANNEL_ID


def private_bodies(sent) -> str:
    return content_of([r for r in sent if r.path.startswith("/webhooks/")])


async def test_hint_then_play_this_then_confirm_makes_the_suggested_move(discord_env):
    fake, bot = discord_env
    chosen = await open_game(fake, hints="on")
    assert "hints: on (not rated)" in content_of(chosen) and "Hints are allowed at this table" in content_of(chosen)
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
    assert "Suggested:" in fake.messages[message["id"]]["content"]  # the reasons stay in view while confirming
    confirm = panel.component(lambda c: c.get("custom_id", "").endswith(f":c{custom_id.split(':', 4)[4]}"))
    assert confirm, json.dumps(panel.message)[:1500]
    await panel.tap(panel.message, confirm["custom_id"])
    assert panel.taps == 2
    _, after = await current(bot)
    assert after.turn > state.turn or after.pending  # the move was made (a marriage's discard may follow)
    made = [(entry.action, entry.by) for entry in await bot.service.tables.kept_log(row)]
    assert made[-1] == (move, ADVISED)  # the hint's move: never the player's mistake in the review


async def test_hint_off_turn_says_why_and_speaks_german(discord_env):
    fake, bot = discord_env
    sent = await fake.interact(fake.command(USERS[next(iter(USERS))], "hint"))
    assert "There is no game in this channel" in private_bodies(sent)
    await open_game(fake, hints="on")
    row, state = await current(bot)
    waiting = USERS[row.seats[(state.active + 1) % 3].user]
    sent = await fake.interact(fake.command(waiting, "hint"))
    assert "the game is not waiting for your move now" in private_bodies(sent)
    mover = USERS[row.seats[state.active].user]
    fake.locale = "de"
    sent = await fake.interact(fake.command(mover, "hint"))
    assert "Vorschlag:" in private_bodies(sent) and "Diesen Zug spielen" in private_bodies(sent)


async def test_a_rated_table_without_hints_refuses_hint_and_says_how_the_host_allows_them(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    row, state = await current(bot)
    assert row.settings.rating == "rated" and not row.settings.allows_hints
    mover = USERS[row.seats[state.active].user]
    sent = await fake.interact(fake.command(mover, "hint"))
    said = private_bodies(sent)
    assert "This table does not allow hints" in said and "/settings hints:on" in said
    assert "Suggested:" not in said
    with pytest.raises(LookupError):  # no Play this button anywhere
        fake.find(f"sk:hint:{row.id}:")
    fake.locale = "de"
    sent = await fake.interact(fake.command(mover, "hint"))
    assert "An diesem Tisch gibt es keine Tipps" in private_bodies(sent)
    refused = await fake.interact(fake.command(USERS[row.host_id], "settings", {"hints": "on"}))
    assert "vor dem Start" in private_bodies(refused)
    assert not (await bot.service.store.latest_game(CHANNEL_ID)).settings.allows_hints


async def test_taking_a_hint_writes_no_log_line_the_host_reads(discord_env, caplog):
    """A hint is private, and the game waits for one player's move: a line about ``/hint`` or
    its Play this with the game's number would tell the host who took one (docs/coach.md)."""
    fake, bot = discord_env
    await open_game(fake, hints="on")
    row, state = await current(bot)
    user = USERS[row.seats[state.active].user]
    caplog.set_level(logging.INFO, logger="samarkand")
    await fake.interact(fake.command(user, "hint"))
    message, custom_id = fake.find(f"sk:hint:{row.id}:{state.turn}:")
    await Panel(fake, user, row.id).tap(message, custom_id)
    await fake.interact(fake.command(user, "hand"))
    said = [record.getMessage() for record in caplog.records if record.levelno >= logging.INFO]
    assert any("/hand" in line for line in said)  # the test means something: /hand's line is written
    assert not [line for line in said if "hint" in line]


async def test_an_old_hints_play_this_says_it_was_the_earlier_turns(discord_env):
    """A hint's Play this pressed turns later, its move still open, confirms that move in the
    game as it is now, under a line naming the turn the hint was for: its reasons were that
    position's. A move no longer open is refused as an earlier turn's."""
    fake, bot = discord_env
    await open_game(fake, hints="on")
    row, state = await current(bot)
    user, hinted = USERS[row.seats[state.active].user], state.turn
    await fake.interact(fake.command(user, "hint"))
    message, custom_id = fake.find(f"sk:hint:{row.id}:{hinted}:")
    move = action_from_text(custom_id.split(":", 4)[4])
    await by_command(fake, bot, user, next(a for a in legal_actions(state, state.active) if a != move))
    for _ in range(30):  # the others (and any discard) until it is this player's move again
        row, state = await current(bot)
        seat = awaiting(state)[0].player
        if row.seats[seat].user == user[0] and not state.pending:
            break
        await by_command(fake, bot, USERS[row.seats[seat].user], legal_actions(state, seat)[0])
    assert state.turn > hinted and row.seats[state.active].user == user[0]
    said = private_bodies(await fake.interact(fake.click(user, message, custom_id)))
    if move in legal_actions(state, state.active):
        assert f"That choice was made on turn {hinted}; it is turn {state.turn} now" in said and "Confirm" in said
    else:
        assert "That panel belongs to an earlier turn" in said


@pytest.mark.parametrize("language", ["en-US", "de"])
@pytest.mark.parametrize("holder", ["mover", "rival"])
async def test_a_hints_play_this_pressed_after_the_move_while_a_sale_waits_says_the_move_is_made(
        discord_env, language, holder):
    """Sales at once: the player made their move (here by command), which reached a goods space
    whose card they (or a rival) hold; the table waits for the answer, the turn unchanged. The hint's
    Play this pressed then (a player who confirmed the suggestion and scrolls back) answered "That
    button or menu does not belong here", above the offer, of a button the bot had sent them;
    it says that this turn's move is made, and what is left: the answer to their own offer, or a
    sale answer the table waits for (whose stays private: R6.5)."""
    from bot.engine import Expand
    from tests.support.discord_players import rig
    from tests.support.engine_scenarios import fam, set_hand, sp
    fake, bot = discord_env
    fake.locale = language
    await open_game(fake, sales="at_once", hints="on")
    row, state = await current(bot)
    holds = state.active if holder == "mover" else (state.active + 1) % len(state.players)

    def tigris_and_frankincense(state):
        state.players[state.active].tiles = [fam("Tigris")]
        state.tiles_left[fam("Tigris")] -= 1
        set_hand(state, state.active, [30])
        set_hand(state, holds, [8, 30] if holds == state.active else [8])  # Frankincense (8): D7, by the Tigris start
    await rig(bot, tigris_and_frankincense)
    row, state = await current(bot)
    user, move = USERS[row.seats[state.active].user], Expand(fam("Tigris"), (sp("D7"),))
    said = content_of(await fake.interact(fake.command(user, "hint")))
    assert "sk:hint:" in said
    message, play_this = fake.find(f"sk:hint:{row.id}:{state.turn}:")
    await by_command(fake, bot, user, move)  # the move made: none is offered now, the suggestion neither
    _, after = await current(bot)
    assert after.turn == state.turn and [(d.kind, d.player) for d in after.pending] == [("sale", holds)]
    said = content_of(await fake.interact(fake.click(user, message, play_this)))
    made = "You have made this turn's move" if language == "en-US" else "Deinen Zug hast du schon gemacht"
    assert made in said and "does not belong here" not in said and "gehört nicht hierher" not in said, said
    left = {"mover": ("your answer to the sale offer", "deine Antwort auf das Verkaufsangebot"),
            "rival": ("waits for an answer to a sale offer", "wartet jetzt auf die Antwort")}[holder]
    assert left[0 if language == "en-US" else 1] in said, said
