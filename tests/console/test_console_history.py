"""``python -m bot stats --history --server console``: the games played at a keyboard are
listed with their table and the command that writes their replay in the terminal, never a
channel, a slash command or a link to a Discord message."""

from __future__ import annotations

import pytest

from bot.ratings.standings import History, PastGame, Winner
from bot.store import OFFLINE_GUILD
from bot.words.i18n import text
from bot.words.markup import without_markup
from bot.words.standings_text import history_lines

ENDED = 1_790_000_000.0


def said(history: History, language: str) -> str:
    return "\n".join(map(without_markup, text(language).lines(history_lines(history))))


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_game_at_a_keyboard_names_its_table_and_its_offline_replay(language):
    game = PastGame(4, OFFLINE_GUILD, "console:kitchen", ENDED, (Winner("Ann", 41),), "m9")
    lines = said(History((game,), 1, 2, 9), language).split("\n")
    assert "play --replay kitchen " in lines[1] and "Ann (41)" in lines[1]
    assert " --game 4 " in lines[1]  # the table's latest game may be another by now
    assert not any(discord in "\n".join(lines) for discord in ("discord.com", "/replay in", "#console", "/history",
                                                               "/wiederholung", "](", "<#"))
    assert "--page 2" in lines[-1]


def test_a_discord_game_keeps_its_channel_and_its_link():
    game = PastGame(4, "77", "1234", ENDED, (Winner("Ann", 41),), "5678")
    listed = said(History((game,), 1, 1, 1), "en")
    assert "/replay in #1234 · [last message](https://discord.com/channels/77/1234/5678)" in listed


def test_the_commands_a_line_suggests_never_print_a_databases_password():
    """``stats --history --db postgresql://user:password@…`` printed the password in every
    line's replay and review commands; the line names the database as every command's
    sentences do, the password as ``***``."""
    game = PastGame(4, OFFLINE_GUILD, "console:kitchen", ENDED, (Winner("Ann", 41),), "m9")
    for db in ("postgresql://sam:PGSECRET@127.0.0.1:5432/samarkand", "postgresql:///x?host=/run&password=PGSECRET"):
        lines = "\n".join(text("en").lines(history_lines(History((game,), 1, 1, 1), True, db)))
        assert "PGSECRET" not in lines and lines.count("***") == 2, lines
