"""A hint at a table of long names fits one Discord message whole: the names its reasons give
(the rivals a meeting pays, the best rival a move helps) are shortened as the review's are,
before any line of its advice is cut."""

from __future__ import annotations

import pytest

from bot.ai.coach import Advice, Reason, Suggestion
from bot.engine import Expand, Marry
from bot.games.samarkand.coaching import Hint
from cogs.coach_commands import hint_reply
from cogs.discord_text import discord_text
from cogs.message_text import LIMIT
from tests.support.engine_scenarios import BOARD, fam, sp

NAMES = tuple(f"{'*_~|' * 8}{seat}"[-32:] for seat in range(5))  # escaped: twice as long


def crowded_hint() -> Hint:
    """Three moves, each making two first meetings of its own that pay the four rivals, and
    helping one: the next moves' differences name them again."""
    levant = fam("Levant")
    pairs = [((fam("Tigris"), levant), (fam("Sindh"), levant)), ((fam("Sogdian"), levant), (fam("Byzant"), levant)),
             ((fam("Khazar"), levant), (fam("Uyghur"), levant))]
    moves = (Expand(fam("Tigris"), (sp("E6"), sp("D7"))), Expand(fam("Tigris"), (sp("E6"),)), Marry(levant))
    suggestions = tuple(
        Suggestion(move, float(rank), 6.0, (*(Reason("meeting", 5.0 + 3 * rank, count=2, families=pair,
                                                     seats=(1, 2, 3, 4)[rank:]) for pair in met),
                                            Reason("rival", 2.0 + 2 * rank, seats=(rank + 1,))))
        for rank, (move, met) in enumerate(zip(moves, pairs, strict=True)))
    return Hint(1, "channel", 40, 0, NAMES, Advice(0, suggestions, 3000))


@pytest.mark.parametrize("language", ["en", "de"])
async def test_a_hint_of_many_long_names_fits_whole_with_its_names_shortened(language):
    """Async: at the lowest discord.py allowed, the Play this button's view makes its future on a
    running loop."""
    hint, t = crowded_hint(), discord_text(language)
    whole = "\n".join(t.lines(hint.advice_lines(BOARD)))
    assert len(whole) > LIMIT  # with the names in full it would not fit
    said = hint_reply(hint, BOARD, t).text
    assert len(said) <= LIMIT and said.count("\n") == whole.count("\n")  # every line kept, whole
    assert said.splitlines()[-1].endswith(whole.splitlines()[-1][-20:])
    assert "…" in said  # the names, shortened
