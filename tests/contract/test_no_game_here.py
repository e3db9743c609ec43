"""A command typed in a channel without a game, by someone seated in the server's games elsewhere: the refusal
says where their games are, in the reader's language, rather than only to start a game here. Someone seated
nowhere is answered as before."""

from __future__ import annotations

import pytest

from tests.support.discord_players import ANN, open_game
from tests.support.standin import CHANNEL_ID

ELSEWHERE = "500000000000000011"  # a channel of the same server without a game
SECOND = "500000000000000012"  # another channel of the server, with a game
NOBODY = ("400000000000000099", "Zed")  # a member seated nowhere


def answer_text(sent) -> str:
    [*_, answer] = sent
    assert answer.ephemeral
    return str(answer.body["content"])


@pytest.mark.parametrize("command", ["hand", "hint", "board"])
async def test_a_command_where_no_game_is_says_where_the_users_game_is(discord_env, command: str):
    fake, _ = discord_env
    await open_game(fake)
    said = answer_text(await fake.interact(fake.command(ANN, command, channel=ELSEWHERE)))
    assert f"your game on this server is in <#{CHANNEL_ID}>" in said, said
    stranger = answer_text(await fake.interact(fake.command(NOBODY, command, channel=ELSEWHERE)))
    assert "Start one with /new" in stranger and "<#" not in stranger


async def test_the_pointer_speaks_the_readers_language_and_lists_every_game(discord_env):
    fake, _ = discord_env
    await open_game(fake)
    await open_game(fake, channel=SECOND)
    fake.locale = "de"
    said = answer_text(await fake.interact(fake.command(ANN, "hand", channel=ELSEWHERE)))
    assert f"deine Partien auf diesem Server laufen in <#{CHANNEL_ID}> und <#{SECOND}>" in said, said
