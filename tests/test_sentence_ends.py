"""A player's name may end with a full stop ("R."); a sentence that ends with that name must
not end "R.." in either language, and a name without one keeps the sentence's own."""

from __future__ import annotations

import pytest

from bot.store.notes import Started
from bot.words.i18n import And, Msg, text
from bot.words.note_lines import started_line


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_start_line_ends_once_after_a_name_with_a_full_stop(language):
    said = text(language)(started_line(Started(seats=(1, 0)), ["Ann", "R."]))
    assert said.endswith("Ann.") and ".." not in said
    said = text(language)(started_line(Started(seats=(0, 1)), ["Ann", "R."]))
    assert said.endswith("R.") and not said.endswith("R..")


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_winners_line_ends_once_after_a_name_with_a_full_stop(language):
    said = text(language)(Msg("news.game_over", count=2, reason=Msg("end.stuck"), winners=And(["Ann", "Dr. B."])))
    assert said.endswith("Dr. B.") and not said.endswith("..")
    said = text(language)(Msg("news.game_over", count=2, reason=Msg("end.stuck"), winners=And(["Dr. B.", "Ann"])))
    assert said.endswith("Ann.")
