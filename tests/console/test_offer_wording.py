"""A sale offer as the console words it: true for a game at a keyboard, which has no time
limit, and for one human alone at a terminal, where nothing is played before the answer."""

from __future__ import annotations

import io

import pytest

from bot.engine import Decision, awaiting, state_from_json
from bot.offline.options import Seats
from tests.support.console_session import open_console, rig
from tests.support.engine_scenarios import fam, set_hand


async def alone_with_a_computer(tmp_path, out, language="en"):
    """Ann alone at a terminal with a computer, Ann to move first."""
    for seed in range(1, 40):
        store, console = await open_console(tmp_path / f"db{seed}.sqlite3", out, interactive=True)
        console.speak(language)
        await console.open(Seats(("Ann",), ("random",)), seed=seed)
        row = await store.live_game(console.channel)
        ann = [seat.name for seat in row.seats].index("Ann")
        if awaiting(state_from_json(row.state))[0].player == ann:
            return store, console, ann
        await store.close()
        out.seek(0)
        out.truncate()
    raise AssertionError("no seed where Ann moves first")


def after_marker(console, said):
    """What the console said after the line ``xyzzy`` (a terminal's typing is not echoed)."""
    return said.split("xyzzy", 1)[1].split("\n", 1)[1]


@pytest.mark.parametrize(("language", "expand", "asked", "timed"), [
    ("en", "expand Tigris D7", "The offer stays open until you answer it or make your next move; nobody else plays",
     "unless a second camel"),
    ("de", "verlängern Tigris D7", "Das Angebot bleibt offen, bis du antwortest oder deinen nächsten Zug machst",
     "wenn nicht vorher"),
])
async def test_alone_at_a_terminal_an_offer_says_nothing_is_played_before_the_answer(tmp_path, language, expand,
                                                                                    asked, timed):
    out = io.StringIO()
    store, console, ann = await alone_with_a_computer(tmp_path, out, language)

    def ann_may_reach_her_own_frankincense(state):
        state.players[ann].tiles = [fam("Tigris")]
        state.tiles_left[fam("Tigris")] -= 1
        set_hand(state, ann, [8, 30])

    await rig(console, ann_may_reach_her_own_frankincense)
    await console.run(iter(["xyzzy", expand, "quit"]))
    await store.close()
    said = after_marker(console, out.getvalue())
    assert asked in said and timed not in said, said
    assert console.t("console.offer_first") in said  # the computers wait: no contradiction above it
    assert "time limit" not in said and "Zeitlimit" not in said


async def test_the_computers_wait_for_the_answers_to_two_offers_said_in_the_plural(tmp_path):
    out = io.StringIO()
    store, console = await open_console(tmp_path / "db.sqlite3", out, interactive=True)
    await console.open(Seats(("Ann",), ("random",)), seed=2)
    row = await store.live_game(console.channel)
    ann = [seat.name for seat in row.seats].index("Ann")
    assert awaiting(state_from_json(row.state))[0].player != ann  # the computer is to move

    def ann_holds_two_open_offers(state):
        set_hand(state, ann, [8, 12, 30])
        state.offers += [Decision("sale", ann, card=card, turn=state.turn) for card in (8, 12)]

    await rig(console, ann_holds_two_open_offers)
    await console.run(iter(["quit"]))
    await store.close()
    said = out.getvalue()
    assert "The computers wait for your answers to these 2 offers before they play on." in said, said
    assert "this offer" not in said


@pytest.mark.parametrize(("language", "sell"), [("en", "sell 9"), ("de", "verkaufen 9")])
async def test_a_sale_of_a_card_not_on_offer_names_no_time_limit(tmp_path, language, sell):
    out = io.StringIO()
    store, console, _ = await alone_with_a_computer(tmp_path, out, language)
    await console.run(iter(["xyzzy", sell, "quit"]))
    await store.close()
    answer = after_marker(console, out.getvalue()).splitlines()[0]
    assert answer.startswith(console.t("console.sorry", reason="")[:5]) and "R6.2" in answer, answer
    assert "time limit" not in answer and "Zeitlimit" not in answer, answer
