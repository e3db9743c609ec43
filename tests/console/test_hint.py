"""``hint`` at the console: the Expert's suggestion with its reasons and the line to type it,
which plays it; in the table's language; a sentence when the game waits for something else."""

import io
import re

from bot.ai.budget import Budget
from bot.engine import state_from_json
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.games.samarkand.game_settings import Settings
from bot.offline.console import Console
from bot.offline.options import Seats
from bot.store import Store

QUICK = Budget.walks_only(16)


async def console_at(tmp_path, out, language=None):
    store = await Store.open(tmp_path / "db.sqlite3", SAMARKAND)
    console = Console(GameService(store), out, "t", interactive=False, language=language, hint_budget=QUICK)
    return store, console


async def test_hint_suggests_a_move_and_the_line_it_prints_plays_it(tmp_path):
    out = io.StringIO()
    store, console = await console_at(tmp_path, out)
    await console.open(Seats(("Ann", "Bob"), ()), seed=3)
    await console.run(iter(["hint"]))
    said = out.getvalue()
    assert "Suggested:" in said and "**" not in said
    assert "Hints are allowed in this game: whoever is to move may type hint" in said and "/hint" not in said
    line = re.search(r"To play the suggestion, type: (.+)", said).group(1)
    before = state_from_json((await store.live_game(console.channel)).state)
    await console.run(iter([line]))
    after = state_from_json((await store.live_game(console.channel)).state)
    assert after.turn == before.turn + 1 or after.pending
    assert "Sorry" not in out.getvalue()
    await store.close()


async def test_tipp_speaks_german_and_a_pending_discard_is_not_a_move(tmp_path):
    out = io.StringIO()
    store, console = await console_at(tmp_path, out, language="de")
    await console.open(Seats(("Ann", "Bob"), ()), seed=3)
    await console.run(iter(["tipp"]))
    assert "Vorschlag:" in out.getvalue() and "Um den Vorschlag zu spielen, tippe: " in out.getvalue()
    assert "mit der Eingabe tipp den Vorschlag" in out.getvalue() and "/tipp" not in out.getvalue()  # the start
    await console.run(iter(["heiraten Perser", "tipp"]))  # the marriage's discard is open: no move to hint
    assert "Einen Tipp gibt es nur für deinen eigenen Zug, nicht fürs Ablegen: Wähle die Karten" in out.getvalue()
    assert "; hand zeigt zu jeder Karte ihre Punkte jetzt und bestenfalls" in out.getvalue()  # what helps instead
    assert "/hand" not in out.getvalue()  # the console's own word for it
    await store.close()


async def test_a_new_console_game_allows_hints_and_a_game_saved_without_them_refuses(tmp_path):
    out = io.StringIO()
    store, console = await console_at(tmp_path, out)
    await console.open(Seats(("Ann", "Bob"), ()), seed=3)
    row = await store.live_game(console.channel)
    assert row.settings.allows_hints and not row.settings.hints_taken
    await console.run(iter(["hint"]))
    assert (await store.live_game(console.channel)).settings.hints_taken == (1, 0)
    row = await store.live_game(console.channel)
    row.settings = row.settings.changed(Settings.hints, "off")  # a game begun without hints, resumed
    await store.save(row)
    await console.run(iter(["hint"]))
    assert "This game does not allow hints" in out.getvalue()
    await store.close()


async def test_a_hint_that_must_first_compile_the_search_says_so_before_the_wait(tmp_path, monkeypatch):
    """The first hint after an install compiles the Expert's code (up to a minute): a line says
    so first, not a silent terminal; once ready, the hint comes without it."""
    out = io.StringIO()
    store, console = await console_at(tmp_path, out)
    await console.open(Seats(("Ann", "Bob"), ()), seed=3)
    waiting = [True]
    monkeypatch.setattr("bot.offline.console.kernel_waiting", lambda: waiting[0])
    await console.run(iter(["hint"]))
    said = out.getvalue()
    assert said.index("Getting the Expert ready") < said.index("Suggested:")
    waiting[0] = False
    await console.run(iter(["hint"]))
    assert out.getvalue().count("Getting the Expert ready") == 1
    waiting[0] = True
    await console.run(iter([re.search(r"To play the suggestion, type: (.+)", said).group(1), "hint"]))
    said = out.getvalue()  # Bob's turn or a discard: a refusal, with no promise of a search before it
    assert said.count("Getting the Expert ready") == 1 and "Sorry" in said.rsplit("> hint", 1)[1]
    await store.close()
