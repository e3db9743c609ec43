"""A turn message's news through the real discord.py client: the channel reads who placed
each camel, though the turn's opening ("Turn 4: Ann to play.") was in the message before."""

from __future__ import annotations

import pytest

from bot.engine import Expand, awaiting, legal_actions
from tests.support.discord_players import USERS, by_command, current, open_game, turn_messages

OWNED = {"en": "**{name}** placed a camel of the ", "de": "**{name}** setzt ein Kamel der "}
UNOWNED = {"en": "A camel of the ", "de": "Ein Kamel der "}


async def an_expansion_announced(fake, bot) -> tuple[str, str, str]:
    """Each awaited person makes their first legal move (a marriage, its discard) until one
    can expand: then they do. Who expanded, the space their first camel took, and the turn
    message that announces it."""
    while True:
        row, state = await current(bot)
        seat = awaiting(state)[0].player
        expansions = [a for a in legal_actions(state, seat) if isinstance(a, Expand)]
        told = len(turn_messages(fake))
        await by_command(fake, bot, USERS[row.seats[seat].user], (expansions or legal_actions(state, seat))[0])
        if expansions:
            [message] = turn_messages(fake)[told:]
            space = bot.service.board.spaces[expansions[0].spaces[0]].label
            return row.seats[seat].name, space, message.body["content"]


@pytest.mark.parametrize("language", ["en", "de"])
async def test_a_turn_message_names_who_placed_each_camel(discord_env, language):
    fake, bot = discord_env
    fake.locale = fake.guild_locale = {"en": "en-US", "de": "de"}[language]
    await open_game(fake, language=language)
    name, space, said = await an_expansion_announced(fake, bot)
    assert not said.startswith("Turn ") and not said.startswith("Zug ")  # its opening was told before
    owned = next(line for line in said.splitlines() if line.startswith(OWNED[language].format(name=name)))
    assert f" {space}" in owned
    assert UNOWNED[language] not in said
