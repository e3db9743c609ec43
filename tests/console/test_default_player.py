"""The console's one player, named as the language says "you" (``console.default_name``), is
spoken to, never named in the third person: the turn banner and the offline private page
("Your hand", not "You's hand"); and that page speaks of the terminal, not of Discord."""

from __future__ import annotations

import io

import pytest

from bot.offline.options import Seats
from bot.web.private_page import private_page
from bot.words.i18n import CONSOLE, text
from tests.support.console_session import open_console

UNTIL = 2_000_000_000


async def seated_screen(tmp_path, name: str, language: str):
    """A new offline game of ``name`` against two computers, and that seat's screen."""
    out = io.StringIO()
    store, console = await open_console(tmp_path / "db.sqlite3", out)
    console.speak(language)
    await console.open(Seats((name,), ("random", "random")), seed=3)
    row = await store.latest_game(console.channel)
    seat = next(n for n, held in enumerate(row.seats) if held.user == f"local:{name}")
    return store, out, await console.service.pages.held_screen(row.id, seat, f"local:{name}")


@pytest.mark.parametrize(("begun", "language", "heading", "title"), [
    ("en", "en", "Your hand — turn ", ": your hand"), ("de", "de", "Deine Hand — Zug ", ": deine Hand"),
    ("en", "de", "Deine Hand — Zug ", ": deine Hand")])  # begun in English as "You", read in German
async def test_the_offline_private_page_speaks_to_the_default_player(tmp_path, begun, language, heading, title):
    name = text(begun, CONSOLE)("console.default_name")
    store, _, screen = await seated_screen(tmp_path, name, begun)
    try:
        page = private_page(screen, UNTIL, text(language))
    finally:
        await store.close()
    assert page.heading.startswith(heading) and page.title.endswith(title)
    assert "Discord" not in page.note and "terminal" in page.note.lower()


async def test_a_named_offline_player_keeps_their_name_and_a_discord_page_its_note(tmp_path):
    store, _, screen = await seated_screen(tmp_path, "Ann", "en")
    try:
        offline = private_page(screen, UNTIL, text("en"))
        at_discord = private_page(screen.__class__(**{**vars(screen), "channel_id": "1234"}), UNTIL, text("en"))
    finally:
        await store.close()
    assert offline.heading.startswith("Ann's hand — turn ") and "terminal" in offline.note
    assert at_discord.note.endswith("You play in Discord.")


@pytest.mark.parametrize(("language", "banner"), [("en", "--- It is up to you. ---"), ("de", "--- Du bist dran. ---")])
async def test_the_banner_speaks_to_the_default_player_without_a_name(tmp_path, language, banner):
    name = text(language, CONSOLE)("console.default_name")
    out = io.StringIO()
    store, console = await open_console(tmp_path / "db.sqlite3", out)
    console.speak(language)
    try:
        await console.open(Seats((name,), ("random", "random")), seed=3)
        await console.run(iter(["quit"]))
    finally:
        await store.close()
    said = out.getvalue()
    assert banner in said and f"--- {name}," not in said
