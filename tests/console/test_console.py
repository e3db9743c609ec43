"""Offline play through the same service, as a newcomer would run it."""

import io
import random
import subprocess
import sys

from bot.console import Console
from bot.engine import Discard, Expand, Marry, SaleDecision, awaiting, legal_actions, state_from_json
from bot.service import GameService
from bot.store import Store


def typed(action, board) -> str:
    """How a player would type this action at the console."""
    match action:
        case Marry(family):
            return f"marry {board.families[family].name}"
        case Expand(family, spaces):
            return " ".join(["expand", board.families[family].name.lower(), *(board.spaces[s].label for s in spaces)])
        case Discard(cards):
            return " ".join(["discard", *(board.goods[c].name if " " not in board.goods[c].name else str(c)
                                          for c in cards)])
        case SaleDecision(card, sell):
            return f"{'sell' if sell else 'keep'} {card}"
    raise AssertionError(action)


async def open_console(path, out, table="t", images=None):
    store = await Store.open(path)
    console = Console(GameService(store), out, table, interactive=False, images=images)
    return store, console


async def test_a_scripted_session_answers_every_line(tmp_path):
    out = io.StringIO()
    store, console = await open_console(tmp_path / "db.sqlite3", out, images=tmp_path / "boards")
    await console.open(["Ann"], ["random"], seed=4)
    await console.run(iter(["help", "board", "expand Levant Q9", "frobnicate", "# a comment", "quit"]))
    text = out.getvalue()
    assert "The game begins! Seat order:" in text and "marry FAMILY" in text
    assert "Deck " in text and "Byzant     By" in text
    assert "> expand Levant Q9\nSorry: There is no space 'Q9'" in text
    assert "I did not understand 'frobnicate'" in text
    assert "The game is saved" in text
    pictures = sorted((tmp_path / "boards").glob("t-turn-*.png"))
    assert pictures and pictures[0].read_bytes().startswith(b"\x89PNG") and "(board image: " in text
    await store.close()


async def test_a_whole_game_typed_at_the_console_then_resumed(tmp_path):
    path = tmp_path / "db.sqlite3"
    rng = random.Random(8)
    out = io.StringIO()
    store, console = await open_console(path, out)
    await console.open(["Ann", "Bob"], ["greedy"], seed=8)

    async def lines_for(n):
        produced = []
        for _ in range(n):
            row = await store.live_game(console.channel)
            if row is None:
                break
            state = state_from_json(row.state)
            decision = awaiting(state)[0]
            produced.append(typed(rng.choice(legal_actions(state, decision.player)), state.board))
        return produced

    for line in await lines_for(1):
        await console.run(iter([line]))
    await store.close()
    out = io.StringIO()
    store, console = await open_console(path, out)
    await console.open(["Ann", "Bob"], ["greedy"], seed=8)
    assert "Resuming the game at table 't'" in out.getvalue()
    for _ in range(500):
        lines = await lines_for(1)
        if not lines:
            break
        await console.run(iter(lines))
    text = out.getvalue()
    assert "Game over:" in text and "The game is over." in text and "winner" in text
    assert "Sorry" not in text
    assert "--- Ann, it is up to you. ---" in text and "--- Bob, it is up to you. ---" in text
    await store.close()


def test_python_m_bot_play_reads_a_script_file(tmp_path):
    script = tmp_path / "moves.txt"
    script.write_text("marry Tigris\ndiscard\nboard\n")
    done = subprocess.run(
        [sys.executable, "-m", "bot", "play", "--db", str(tmp_path / "db.sqlite3"), "--seed", "2",
         "--script", str(script), "--images", str(tmp_path / "boards")],
        capture_output=True, text=True, timeout=120, check=True)
    assert "> marry Tigris" in done.stdout and "Input ended; the game is saved." in done.stdout
    assert list((tmp_path / "boards").glob("*.png"))


async def test_hot_seat_clears_screen_and_scrollback_before_the_next_player(tmp_path, monkeypatch):
    from bot.console import CLEAR

    monkeypatch.setattr("builtins.input", lambda *args: "")
    out = io.StringIO()
    store = await Store.open(tmp_path / "db.sqlite3")
    console = Console(GameService(store), out, "hs", interactive=True)
    await console.open(["Ann", "Bob"], [], seed=3)
    first = (await console.service.waiting_for(console.channel))[0]
    await console.run(iter(["marry Tigris", "discard", "quit"]))
    text = out.getvalue()
    drawn = [line for line in text.splitlines() if "(only you see this) You drew" in line]
    assert drawn and "\033[3J" in CLEAR
    after_clear = text.rsplit(CLEAR, 1)[1]
    assert "You drew" not in after_clear and "Lately (public):" in after_clear
    assert "married into the Tigris family" in after_clear and "**" not in text
    second = "Bob" if first.endswith("Ann") else "Ann"
    assert f"--- {second}, it is up to you. ---" in after_clear
    await store.close()
