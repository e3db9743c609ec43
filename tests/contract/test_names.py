"""Display names are anyone's to choose: whatever markup one holds, the bot's messages show
it as typed, never as a link, a mention, a heading or text running the other way."""

from __future__ import annotations

import re
from typing import Any

from cogs.discord_text import literal
from tests.support.discord_players import current
from tests.support.standin import CHANNEL_ID, FakeDiscord

MASKED = ("100000000000000031", "[Free Nitro](https://x.co/abcde)")  # 32 characters, Discord's most
LOUD = ("100000000000000032", "# @everyone **hi** ||x|| @here")
BACKWARDS = ("100000000000000033", "\u202eevil\u2066 `x` <@&5>\u2069 -# end")
HOSTILE = {user[0]: user for user in (MASKED, LOUD, BACKWARDS)}
DIRECTION_CONTROLS = re.compile("[\u202a-\u202e\u2066-\u2069]")
MASKED_LINK = re.compile(r"(?<!\\)\[[^\]]*(?<!\\)\]\(")


def texts(value: Any) -> list[str]:
    """Every string in a request body: content, embed titles and fields, component labels."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [text for item in value.values() for text in texts(item)]
    if isinstance(value, list):
        return [text for item in value for text in texts(item)]
    return []


def written(fake: FakeDiscord) -> list[dict[str, Any]]:
    return [r.body for r in fake.requests if r.method in ("POST", "PATCH") and isinstance(r.body, dict)]


async def test_hostile_display_names_are_shown_literally(discord_env):
    fake, bot = discord_env
    assert max(len(name) for _, name in HOSTILE.values()) == 32
    await fake.interact(fake.command(MASKED, "new"))
    await fake.interact(fake.command(LOUD, "join"))
    await fake.interact(fake.command(BACKWARDS, "join"))
    await fake.interact(fake.command(LOUD, "start"))  # refused: only the host (named) may
    await fake.interact(fake.command(MASKED, "start"))
    row, state = await current(bot)
    await fake.interact(fake.command(HOSTILE[row.seats[state.active].user], "marry", {"family": "Levant"}))
    await fake.interact(fake.command(BACKWARDS, "board"))
    shown = "\n".join(text for body in written(fake) for text in texts(body))
    for _, name in HOSTILE.values():
        assert name not in shown
        assert literal(name) in shown
    assert "https://x.co" not in shown  # no bare link either
    assert not MASKED_LINK.search(shown)
    assert not re.search(r"@(everyone|here)", shown)
    assert not DIRECTION_CONTROLS.search(shown)
    allowed = [body["allowed_mentions"] for body in written(fake) if "allowed_mentions" in body]
    assert any(mentions.get("users") for mentions in allowed)  # the turn message pings its player
    for mentions in allowed:
        assert not {"everyone", "roles"} & set(mentions.get("parse", [])), mentions
        assert {str(user) for user in mentions.get("users", [])} <= set(HOSTILE), mentions



async def test_the_deadlines_told_after_a_resume_or_a_new_time_limit_show_the_name_literally(discord_env):
    """``/resume`` told "The game's clock is running again: Eve `code`'s time runs out …" with the
    name as markup (its backticks made inline code): the name of whom the deadline is for is
    escaped as every other name is, there, when a new time for a decision moves it, and when
    the awaited player ends a vacation early."""
    fake, bot = discord_env
    await fake.interact(fake.command(MASKED, "new"))
    await fake.interact(fake.command(LOUD, "join"))
    await fake.interact(fake.command(BACKWARDS, "join"))
    await fake.interact(fake.command(MASKED, "start"))
    row, state = await current(bot)
    awaited = row.seats[state.active].name
    before = len(fake.requests)
    await fake.interact(fake.command(MASKED, "pause"))
    await fake.interact(fake.command(MASKED, "resume"))
    await fake.interact(fake.command(MASKED, "settings", {"turn_hours": 2}))
    await fake.interact(fake.command(HOSTILE[row.seats[state.active].user], "me", {"vacation_days": 3}))
    await fake.interact(fake.command(HOSTILE[row.seats[state.active].user], "me", {"vacation_days": 0}))
    said = [text for r in fake.requests[before:] if r.path == f"/channels/{CHANNEL_ID}/messages"
            and isinstance(r.body, dict) for text in texts(r.body)]
    deadlines = [text for text in said if "time runs out" in text or "time now runs out" in text]
    assert len(deadlines) == 3, said  # after /resume, the new time limit, and the vacation ended early
    for text in deadlines:
        assert literal(awaited) in text and awaited not in text, text
