"""The cards held against the hand limit on a private screen: over it, while a marriage's
discard is due, the line says that the discard brings the seat back within it ("Cards: 12 of
10" alone read as a broken rule, found at the console)."""

from __future__ import annotations

import pytest

from bot.engine import Decision, view
from bot.words.i18n import text
from bot.words.textboard import count_line
from tests.support.engine_scenarios import game, set_hand


@pytest.mark.parametrize(("language", "over", "within"), [
    ("en", "Cards: 12 of 10 (the hand limit; sold cards count): your discard brings you back within it.",
     "Cards: 10 of 10 (the hand limit; sold cards count)."),
    ("de", "Karten: 12 von 10 (das Handkartenlimit; verkaufte zählen mit): Nach dem Ablegen hältst du es wieder ein.",
     "Karten: 10 von 10 (das Handkartenlimit; verkaufte zählen mit)."),
])
def test_a_hand_over_the_limit_says_the_discard_brings_it_back(language, over, within):
    state = game(3)
    seat = state.active
    set_hand(state, seat, list(range(1, 13)))
    state.pending = [Decision("discard", seat, least=2, most=2, drawn=[11, 12])]
    assert count_line(view(state, seat), text(language)) == over
    set_hand(state, seat, list(range(1, 11)))
    state.pending = []
    assert count_line(view(state, seat), text(language)) == within
