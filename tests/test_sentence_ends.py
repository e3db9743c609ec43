"""A player's name may end with a full stop ("R."); a sentence that ends with that name must
not end "R.." in either language, and a name without one keeps the sentence's own."""

from __future__ import annotations

import pytest

from bot.store.notes import Started
from bot.words.i18n import And, Apart, Msg, catalogue, text
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


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_refusal_ends_its_sentence(language):
    """A refusal is a sentence ("Sorry: …", "⚠️ …"): it ends with its full stop (or a question's
    mark), in Discord's words and the console's; the rule refusals' frame gives theirs one."""
    frames = {"rule.refusal"}
    for message in catalogue(language):
        key = message.id[0] if isinstance(message.id, tuple) else message.id
        if key and (key.startswith(("error.", "input.")) or key in frames):
            for form in message.string if isinstance(message.string, tuple) else (message.string,):
                assert form.rstrip().endswith((".", "?", "!")), (message.context, key, form)


@pytest.mark.parametrize("language", ["en", "de"])
def test_three_and_more_items_kept_apart_are_each_joined_by_a_semicolon(language):
    """The families that meet, two by two: a third pair (``Apart`` of three) had no catalogue
    sentence to join it and failed with a KeyError."""
    pairs = Apart(And([a, b]) for a, b in (("A", "B"), ("C", "D"), ("E", "F"), ("G", "H")))
    joined = " and " if language == "en" else " und "
    assert text(language).render(pairs) == "; ".join(f"{a}{joined}{b}" for a, b in ("AB", "CD", "EF", "GH"))
