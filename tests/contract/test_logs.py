"""The log lines of a game played through real discord.py and the stand-in, as
``SAMARKAND_LOG=json`` writes them: one JSON object a line, each with its kind of work and its
game; at INFO and above no player's display name, no hand and nothing a player wrote."""

from __future__ import annotations

import io
import json
import logging
import random

from bot.engine import awaiting, legal_actions
from bot.ops.logs import handler
from tests.support.discord_players import PRIVATE_CARD, PRIVATE_WORDS, by_command, current
from tests.support.running_bot import HOUR
from tests.support.standin import CHANNEL_ID

QUOKKA, BRAMBLE = ("100000000000000031", "Quokkaziel Fernhollow"), ("100000000000000032", "Brambleworth Ixley")
PEOPLE = {user[0]: user for user in (QUOKKA, BRAMBLE)}
FIELDS = {"time", "level", "logger", "work", "game", "message"}
NAMES = ("Quokkaziel", "Fernhollow", "Brambleworth", "Ixley")  # and in any case: usernames are lower case


async def play(fake, bot, moves: int) -> None:
    """Random legal moves by slash command, the computer's played as they come due."""
    rng = random.Random(5)
    for _ in range(moves):
        row, state = await current(bot)
        if state.over:
            return
        if row.computer_due:
            await bot.driver.run_once()
            continue
        seat = awaiting(state)[0].player
        await by_command(fake, bot, PEOPLE[row.seats[seat].user], rng.choice(legal_actions(state, seat)))


async def test_json_lines_carry_work_and_game_and_no_names_or_hands(discord_env, caplog):
    fake, bot = discord_env
    caplog.set_level(logging.INFO)  # the root logger at INFO, as the bot runs
    out = io.StringIO()
    lines = handler("json", out)
    logging.getLogger().addHandler(lines)
    try:
        now = [bot.service.tables.clock()]
        bot.service.tables.clock = lambda: now[0]
        await fake.interact(fake.command(QUOKKA, "new"))
        await fake.interact(fake.command(BRAMBLE, "join"))
        await fake.interact(fake.command(QUOKKA, "addcpu", {"level": "greedy"}))
        await fake.interact(fake.command(QUOKKA, "start"))
        row, _ = await current(bot)
        message, button = fake.find(f"sk:play:{row.id}", CHANNEL_ID)
        await fake.interact(fake.click(QUOKKA, message, button))
        await play(fake, bot, 25)
        await bot.scheduler.step()
        now[0] += 100 * HOUR  # whoever is awaited times out
        await bot.scheduler.step()
    finally:
        logging.getLogger().removeHandler(lines)

    events = [json.loads(line) for line in out.getvalue().splitlines()]  # every line is one whole JSON object
    assert len(events) == len([r for r in caplog.records if r.levelno >= logging.INFO])
    assert all(set(event) == FIELDS for event in events)
    kinds = {(event["work"], event["game"]) for event in events}
    assert {("command", row.id), ("click", row.id), ("clock", row.id), ("pass", None)} <= kinds
    assert any(event["work"] == "computer" and event["game"] == row.id for event in events)
    assert any("turn message posted" in event["message"] and event["work"] == "command" for event in events)
    text = out.getvalue()  # the stand-in's own access log included: it names no one either
    assert not [name for name in NAMES if name.lower() in text.lower()]
    assert not PRIVATE_CARD.search(text) and not [word for word in PRIVATE_WORDS if word in text]
