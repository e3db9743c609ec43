"""A hint at a table of long names fits one Discord message whole: the names its reasons give
(the rivals a meeting pays, the best rival a move helps) are shortened as the review's are,
before any line of its advice is cut; a hint still too long for one goes on in a second,
whole, from a next move's heading, its warning last."""

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


def long_hint() -> Hint:
    """A German hint at turn 32 of a play-test, three players of short names: a marriage, then
    two expansions that differ from it on nine aspects each, and a sale offer still open."""
    persian, sindh = fam("Persian"), fam("Sindh")
    marriage = (Reason("portion", 4.0, families=(persian,)), Reason("draws", 4.0, count=3),
                Reason("reach", 2.5, cards=(20,)), Reason("treasury", 7.0))

    def expansion(goods, cards, met):
        return (Reason("cards_score", 4.0 * len(cards), cards=cards),
                Reason("goods_marker", len(goods), count=len(goods), goods=goods),
                Reason("meeting", 5.0, count=2, families=met), Reason("treasury", -1.0),
                Reason("rival", 2.0, seats=(1,)))
    suggestions = (Suggestion(Marry(persian), 0.0, 0.0, marriage),
                   Suggestion(Expand(sindh, (sp("P5"), sp("O5"))), 2.0, 8.0,
                              expansion((30, 32), (32,), (sindh, persian))),
                   Suggestion(Expand(sindh, (sp("N6"), sp("O7"))), 4.0, 4.0,
                              expansion((12,), (12,), (sindh, fam("Tigris")))))
    return Hint(1, "channel", 32, 0, ("Ann", "Bob", "Cyd"), Advice(0, suggestions, 203), (13,))


@pytest.mark.parametrize("language", ["de", "en"])
async def test_a_hint_too_long_for_one_message_goes_on_in_a_second_whole(language):
    """Short names, nothing to shorten: the hint (German, about 2,700 characters) lost its third
    move's last lines to "…". Now it goes on in a second private message, cut before the third
    move's heading, so that each message reads whole; the warning of the offer still open ends
    the second, and the Play this button stays under the first, beside the suggestion."""
    hint, t = long_hint(), discord_text(language)
    whole = "\n".join([*t.lines(hint.advice_lines(BOARD)), *t.lines(hint.warning(BOARD))])
    assert len(whole) > LIMIT and "…" not in whole
    reply = hint_reply(hint, BOARD, t)
    assert len(reply.text) <= LIMIT and 0 < len(reply.more) <= LIMIT
    assert f"{reply.text}\n{reply.more}" == whole  # every line, none cut
    assert reply.more.startswith(t("coach.third.behind", move="", count=4).split(":")[0])  # a move's heading
    assert reply.more.splitlines()[-1] == t(*hint.warning(BOARD)) and reply.view is not None
