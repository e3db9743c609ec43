"""``python -m bot play --web``: while the offline game is played, its pages answer on
127.0.0.1 at the address printed once, the bot's routes with the bot's bytes; the one player at
the keyboard gets a working private link, signed for this session only; several players
sharing it get none; the pages stop with the game."""

from __future__ import annotations

import asyncio
import re
import sys
from pathlib import Path

import aiohttp
import pytest

from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.offline.pages import session_links
from bot.store import Store
from tests.support.web_answers import answers
from tests.web.conftest import serving

PAGE = re.compile(r"The game's page: (http://127\.0\.0\.1:\d+)/games/(\d+)\?lang=en ")
PRIVATE = re.compile(r"Your private page, with your hand: http://127\.0\.0\.1:\d+(/games/\d+/private/[^?]+)\?lang=en ")


async def playing(folder: Path, *options: str) -> tuple[asyncio.subprocess.Process, str]:
    """``play --web`` reading its moves from a pipe, and what it said up to its first prompt."""
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", "play", "--web", "--db", "g.sqlite3", "--images", "none", "--seed", "5", *options,
        cwd=folder, stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    assert process.stdout is not None
    said = []
    while not said or not said[-1].startswith(("--- ", "Your moves")):
        line = (await asyncio.wait_for(process.stdout.readline(), 60)).decode()
        assert line, "".join(said)
        said.append(line)
    return process, "".join(said)


async def test_the_played_game_s_pages_are_the_bot_s_and_stop_with_the_game(tmp_path: Path):
    process, said = await playing(tmp_path)
    try:
        pages, private = PAGE.findall(said), PRIVATE.findall(said)
        assert len(pages) == 1 and len(private) == 1, said  # printed once
        root, game = pages[0]
        public = [f"/games/{game}", f"/games/{game}/page.json", f"/games/{game}/board.png?lang=en", "/web/game.js"]
        forged = re.sub(r"\.[0-9a-f]{64}$", "." + "0" * 64, private[0])
        while_played = await answers(root, [*public, private[0], forged], "Cache-Control")
    finally:
        _, err = await process.communicate(b"")  # the input ends: the game is saved, the pages stop
    assert (process.returncode, err) == (0, b"")
    with pytest.raises(aiohttp.ClientConnectionError):
        await answers(root, [f"/games/{game}"])

    store = await Store.open(str(tmp_path / "g.sqlite3"), SAMARKAND)
    try:
        async with serving(GameService(store), session_links()) as bots:
            assert await answers(bots, public, "Cache-Control") == while_played[:4]
    finally:
        await store.close()
    assert [status for status, _, _ in while_played] == [200, 200, 200, 200, 200, 403]
    page, refused = while_played[4:]
    assert page[1] == "no-store" and b"<html" in page[2] and private[0].encode() not in refused[2]


async def test_players_sharing_the_keyboard_get_the_page_and_no_private_link(tmp_path: Path):
    process, said = await playing(tmp_path, "--humans", "Ann,Bob")
    _, err = await process.communicate(b"")
    assert (process.returncode, err) == (0, b"")
    assert len(PAGE.findall(said)) == 1 and not PRIVATE.findall(said)
    assert "No private pages: several of you share this keyboard" in said


@pytest.mark.parametrize(("humans", "page_line"), [
    ("Ann,Bob", "(sie folgt der Partie, während ihr hier spielt)."),
    ("Ann", "(sie folgt der Partie, während du hier spielst)."),
])
async def test_the_german_page_line_speaks_to_everyone_at_the_keyboard(tmp_path: Path, humans: str, page_line: str):
    """At a hot seat the German line says ihr, as the no-private-pages line under it does; alone, du."""
    process, said = await playing(tmp_path, "--humans", humans, "--lang", "de")
    _, err = await process.communicate(b"")
    assert (process.returncode, err) == (0, b"")
    page = next(line for line in said.splitlines() if line.startswith("Die Seite der Partie: "))
    assert page.endswith(page_line)
