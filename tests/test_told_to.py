"""A move a computer made for a person, as the direct message to that person tells it (``narrate.told_to``): their
own lines in the second person, the public counts of the cards their private lines name left out, the lines of
other seats and of nobody as they are."""

from __future__ import annotations

from bot.words.i18n import Msg, text
from bot.words.narrate import told_to


def test_a_seats_own_lines_speak_to_it_and_the_others_stay_as_they_are():
    lines = [Msg("news.married", name="Cyd", family="Byzant", portion=4),
             Msg("news.drew_count", name="Cyd", count=3),
             Msg("news.camel_placed", family="Tigris", space="E5"),
             Msg("news.goods_marker", name="Cyd", good="Dates"),
             Msg("news.meeting", active="Tigris", inactive="Khazar", space="F4",
                 paid=[Msg("news.paid_one", name="Cyd", amount=4), Msg("news.paid_one", name="Bob", amount=1)]),
             Msg("news.marker_green", name="Cyd", family="Tigris"),
             Msg("news.marker_grey", name="Cyd", family="Khazar"),
             Msg("news.card_sold", name="Bob", good="Dates", amount=3),
             Msg("news.card_sold", name="Cyd", good="Salt", amount=3),
             Msg("news.discarded_count", name="Cyd", count=2),
             Msg("news.kept_all", name="Bob")]
    said = [text("en")(line) for line in told_to(lines, "Cyd")]
    assert said == ["You married into the Byzant family (4 Dirham to its treasury).",
                    "A camel of the Tigris family went to E5.",
                    "You took the Dates goods marker.",
                    "The Tigris and Khazar families met at F4! Paid: Cyd +4, Bob +1.",
                    "You took the dark green relationship marker of the Tigris family.",
                    "You took a grey relationship marker of the Khazar family.",
                    "Bob sold the Dates card for 3 Dirham.",
                    "Bob kept every card."]
    german = [text("de")(line) for line in told_to([Msg("news.drew_none_at_limit", name="Cyd"),
                                                     Msg("news.kept_all", name="Cyd")], "Cyd")]
    assert german == ["Du hast keine Karten gezogen (Handkartenlimit erreicht).", "Du hast alle Karten behalten."]
