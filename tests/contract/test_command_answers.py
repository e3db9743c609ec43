"""A move made by slash command answers as the panel's does: done, and what the table waits
for now, where an expansion that told its mover nothing of their own answered "Done." alone."""

from __future__ import annotations

from bot.engine import Expand, awaiting, legal_actions
from tests.support.discord_players import USERS, by_command, content_of, current, open_game


async def test_an_expansion_by_command_says_what_the_table_waits_for_next(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    for _ in range(80):
        row, state = await current(bot)
        decision = awaiting(state)[0]
        actions = legal_actions(state, decision.player)
        expand = next((a for a in actions if isinstance(a, Expand)), None)
        sent = await by_command(fake, bot, USERS[row.seats[decision.player].user], expand or actions[0])
        answer = content_of([r for r in sent if r.path.startswith("/webhooks/")])
        if expand is not None and "Done." in answer:  # not one that opened the mover's own sale offer
            assert "Next: the table waits for" in answer, answer
            return
    raise AssertionError("no expansion answered by command in 80 moves")
