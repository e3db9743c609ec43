"""/games' "waiting for you" is the platform's (``bot.service.seated``), asked of any game's ``Rules``: for Samarkand it
must say what it said when it read Samarkand's own seat view (a turn, a discard, or any sale offer, secret or not)."""

from __future__ import annotations

import random

import pytest

from bot.engine import default_board, view
from bot.games.samarkand.game_settings import Settings
from bot.games.samarkand.rules import SamarkandRules
from bot.service.seated import owes_a_decision


@pytest.mark.parametrize("sales", ["private", "at_once"])
def test_a_samarkand_seat_owes_a_decision_where_its_own_view_says_so(sales: str) -> None:
    rules, rng = SamarkandRules(default_board()), random.Random(7)
    names = ["Ann", "Bob", "Cyd", "Dan"]
    settings = rules.prepared(Settings().changed(Settings.sales, sales), len(names))
    seen = set()
    for seed in range(6):
        state, _ = rules.start(settings, names, seed)
        while not rules.over(state):
            for seat in range(len(names)):
                shown = seat in rules.visibly_awaited(state) or bool(view(state, seat).decisions)
                assert (seat in rules.visibly_awaited(state) or owes_a_decision(rules, state, seat)) == shown
                seen.add((shown, bool(view(state, seat).decisions), seat in rules.visibly_awaited(state)))
            owed = [*rules.awaiting(state), *rules.secret_decisions(state)]
            seat = rng.choice(owed).seat
            rules.apply(state, seat, rng.choice(rules.legal(state, seat)), names)
    assert (True, True, False) in seen  # a seat not on turn with a decision open (a sale offer) was among them
