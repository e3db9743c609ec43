"""A review after the end as the player reads it in the worst case: five long display names
full of markdown, three turning points full of rivals. Its names are shortened first, and what
still does not fit one message goes on in a second, cut between lines: its end, the line on
the whole game, is never cut off (it was, behind a lone "…")."""

import pytest

from bot.ai.contrast import Contrast
from bot.ai.review import SeatReview, TurningPoint, WholeGame
from bot.engine import Marry
from bot.games.samarkand.reviewing import PlayerReview
from bot.words.review_words import review_lines, whole_line
from cogs.discord_text import discord_text
from cogs.message_text import LIMIT, NAME_LENGTHS, clip, in_two, shortened
from cogs.respond import Reply, with_reminder
from cogs.review_commands import review_text
from tests.support.engine_scenarios import BOARD

NAMES = ("**Bold** __u__ ~~s~~ ||sp|| `c`x", "@everyone [Nitro](https://x.co/a", "# Head > quote -# s <@1> :x: ab",
         "Ännchen 🐪 Müller-Lüdenscheidt", "a*b_c*d_e*f_g*h_i*j_k*l_m*n_o*p")
RIVALS = tuple(Contrast("rival", 0.0, 2.2 + i, 1.1 + i, seats=(1 + i % 4,)) for i in range(4))
OTHERS = (Contrast("treasury", 5.0, 3.0, 0.6), Contrast("cards_score", 0.0, 3.0, -3.0, cards=(10,)),
          Contrast("portion", 5.0, 3.0, -2.0), Contrast("meeting", 6.0, 5.0, 1.0, families=(1, 2),
                                                         fewer_families=(2, 3)))


def review(points: int) -> PlayerReview:
    turning = tuple(TurningPoint(10 + 7 * k, Marry(3), Marry(4), 8.6, (), RIVALS + OTHERS) for k in range(points))
    return PlayerReview(1, NAMES, SeatReview(0, turning, WholeGame(15, 4, 1, 9, 1)), ())


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_longest_review_keeps_every_line_and_its_end_in_a_second_message(language):
    t = discord_text(language)
    found = review(3)
    first, rest = review_text(BOARD, found, t)
    assert rest and len(first) <= LIMIT and len(rest) <= LIMIT
    lines = t.lines(review_lines(BOARD, NAMES, found.review))
    assert f"{first}\n{rest}" == "\n".join(lines)  # every line, whole names, in order: cut between two of them
    assert rest.endswith(t.lines([whole_line(found.review.whole)])[0])  # the whole game, last
    shortest = t.lines(review_lines(BOARD, [shortened(name, NAME_LENGTHS[-1]) for name in NAMES], found.review))
    assert len("\n".join(shortest)) > LIMIT  # names cut short would not have saved the second message


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_review_is_not_kept_in_one_message_by_names_that_name_nobody(language):
    """Two computers cut to "Computer …" are one name: a review that needs names that short to
    fit one message goes on in a second with the names whole."""
    t = discord_text(language)
    names = ("Computer 1 (casual)", "Computer 2 (casual)", "Ann", "Bob")
    rivals = tuple(Contrast("rival", 0.0, 2.2 + i, 1.1 + i, seats=(i % 2,)) for i in range(9))
    found = PlayerReview(1, names, SeatReview(2, tuple(TurningPoint(10 + 7 * k, Marry(3), Marry(4), 8.6, (), rivals)
                                                       for k in range(2)), WholeGame(15, 4, 1, 9, 1)), ())
    whole = "\n".join(t.lines(review_lines(BOARD, names, found.review)))
    cut = "\n".join(t.lines(review_lines(BOARD, [shortened(name, NAME_LENGTHS[-1]) for name in names], found.review)))
    assert len(cut) <= LIMIT < len(whole)  # the case: only the shortest names would keep it to one message
    first, rest = review_text(BOARD, found, t)
    assert rest and f"{first}\n{rest}" == whole


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_review_that_fits_with_shorter_names_is_one_message(language):
    first, rest = review_text(BOARD, review(1), discord_text(language))
    assert rest == "" and len(first) <= LIMIT
    assert "Nitro" in first  # named, if shortened


def test_in_two_cuts_between_lines_and_keeps_a_text_that_fits_whole():
    assert in_two("a\nb", 10) == ("a\nb", "")
    assert in_two("aaaa\nbbbb\ncccc", 10) == ("aaaa\nbbbb", "cccc")


def test_in_two_keeps_the_end_where_even_two_messages_do_not_hold_it_all():
    first, second = in_two("aaaa\nbbbb\ncccc\ndddd\neeee\nffff", 10)
    assert first == "aaaa\nbbbb" and second == "…\nffff"  # the head, and the end
    assert in_two("x" * 12, 10) == (clip("x" * 12, 10), "")  # one line: never an empty first message


def test_in_two_cuts_where_a_section_begins_when_both_parts_fit():
    """A second message that began mid-section showed its lines without their heading: where
    a section's start lets both parts fit, the cut is there; else between lines as before."""
    text = "head\n**T1**\na1\na2\n**T2**\nb1\nb2\nend"
    assert in_two(text, 24, starts=(1, 4)) == ("head\n**T1**\na1\na2", "**T2**\nb1\nb2\nend")
    assert in_two(text, 24) == ("head\n**T1**\na1\na2\n**T2**", "b1\nb2\nend")  # no sections given
    assert in_two(text, 24, starts=(1,)) == in_two(text, 24)  # a cut whose second part would not fit is none


def test_the_line_that_a_decision_waits_comes_after_a_review_that_goes_on_not_between_its_parts():
    split = Reply("first part", more="second part")
    with_reminder(split, "A decision waits.")
    assert (split.text, split.more, split.reminder) == ("first part", "second part\nA decision waits.", "")
    whole = Reply("all of it")
    with_reminder(whole, "A decision waits.")
    assert (whole.text, whole.more, whole.reminder) == ("all of it\nA decision waits.", "", "")
    full = Reply("first part", more="x" * LIMIT)
    with_reminder(full, "A decision waits.")  # a second part that fills a message: the line on its own
    assert (full.more, full.reminder) == ("x" * LIMIT, "A decision waits.")
