"""Every message of a whole game, as the bot writes it to Discord, shows hostile display
names as typed: the service and the words name players only through the catalogue's name
placeholders, which the Discord text escapes (``docs/languages.md``)."""

from __future__ import annotations

import random

import pytest

from bot.service import Announcement
from bot.words.i18n import Msg
from cogs.compose import turn_embed
from cogs.discord_text import discord_text, fenced, literal
from tests.service.conftest import CHANNEL, GUILD, play_randomly

NAMES = ("[Free Nitro](https://x.co/abcde)", "**Bold** @everyone", "\u202eevil `x` ~~s~~")


def said(reports: list, language: str) -> list[str]:
    t = discord_text(language)
    messages: list[Msg] = [m for r in reports for m in [*r.public, *(m for ms in r.private.values() for m in ms)]]
    return [t(message) for message in messages]


@pytest.mark.parametrize("language", ["en", "de"])
async def test_a_whole_games_messages_show_hostile_names_as_typed(service, language):
    await service.lobby.create(CHANNEL, GUILD, "u0", NAMES[0], seed=5)
    for i, name in enumerate(NAMES[1:], start=1):
        await service.lobby.join(CHANNEL, f"u{i}", name)
    reports = [await service.lobby.start(CHANNEL, "u0", False)]
    reports += await play_randomly(service, random.Random(3))
    lines = "\n".join(said(reports, language))
    for name in NAMES:
        assert name not in lines
        assert literal(name) in lines


async def test_the_final_score_table_keeps_its_code_block_and_the_hands_show_names_as_typed(service):
    await service.lobby.create(CHANNEL, GUILD, "u0", "```Ann", seed=5)
    await service.lobby.join(CHANNEL, "u1", NAMES[0])
    await service.lobby.start(CHANNEL, "u0", False)
    final = (await play_randomly(service, random.Random(3)))[-1]
    shown = Announcement(final.game_id, CHANNEL, GUILD, "", 0, [], final.view, final.names, [], None, "", True)
    t = discord_text("en")
    fields = {f.name: f.value or "" for f in turn_embed(shown, t).fields}
    scores, hands = fields[t("embed.scores")], fields[t("embed.hands")]
    assert scores.count("```") == 2 and fenced("```Ann") in scores
    assert literal(NAMES[0]) in hands and NAMES[0] not in hands
