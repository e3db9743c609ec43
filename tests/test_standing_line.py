"""A seat's standing on its private screens (``/hand``, the private page): its place is by a
total the same sentence names. In play that is its points in view, the only ones everyone
can count, said apart from its total with its cards; once the game is over, its final place
by the final totals, no longer "by the points in view"."""

from __future__ import annotations

import re

import pytest

from bot.engine import view
from bot.words.i18n import text
from bot.words.textboard import standing_line
from tests.support.engine_scenarios import played

SENTENCE = re.compile(r"[^.]*\.")


@pytest.mark.parametrize("language", ["en", "de"])
def test_in_play_the_place_is_said_with_the_points_in_view_it_is_by(language):
    t, checked = text(language), 0
    for seed in range(30):
        state = played(3, seed, 60)
        for seat in range(3):
            mine = view(state, seat)
            shown = mine.players[seat].public_points
            if state.over or mine.total == shown:
                continue
            ranked = [s for s in SENTENCE.findall(standing_line(mine, t)) if f" {mine.rank_in_view} " in s]
            assert ranked and f"({shown})" in ranked[-1] and str(mine.total) not in ranked[-1], standing_line(mine, t)
            checked += 1
    assert checked > 20


@pytest.mark.parametrize("language", ["en", "de"])
def test_after_the_end_the_place_is_the_final_one(language):
    t, places = text(language), set()
    for seed in range(6):
        state = played(3, seed, 10_000)
        assert state.over
        for seat in range(3):
            mine = view(state, seat)
            totals = {line.seat: line.total for line in mine.scores}
            place = 1 + sum(total > totals[seat] for total in totals.values())
            said = standing_line(mine, t)
            assert f" {totals[seat]} " in said and f" {place} " in said, said
            assert t.template("hand.final", count=totals[seat]).split("{")[0] in said
            places.add(place)
    assert places >= {1, 2, 3}
