"""Display names in the bot's Discord text: literal wherever a catalogue names a person, in
nested messages too; the images' words drop only a name's direction controls."""

import re

import pytest

from bot.words.i18n import And, Msg, text
from bot.words.image_words import words_in
from cogs.discord_text import discord_text, fenced, literal

LIVE_MARKUP = re.compile(r"(?<!\\)[*_~|`\[\]<]")  # a markdown character no backslash escapes


@pytest.mark.parametrize("name", [
    "[Free Nitro](https://x.co/abcde)", "[**x](y)", "a\\[b](c)", "**bold** __u__ ~~s~~", "||spoiler||",
    "<@&5> <t:0:R> <#1>", "`code` ```", "> quote", "-# small"])
def test_a_literal_name_has_no_live_markup(name):
    assert not LIVE_MARKUP.search(literal(name).replace("\\\\", ""))


def test_a_masked_link_shows_as_typed_and_links_nowhere():
    assert literal("[Free Nitro](https://x.co/abcde)") == r"\[Free Nitro\](https\://x.co/abcde)"


def test_mentions_and_direction_controls_are_inert():
    assert literal("@everyone @here") == "@\u200beveryone @\u200bhere"
    assert literal("\u202eevil\u2066x\u2069") == "evilx"


def test_a_right_to_left_name_keeps_the_line_in_its_order():
    """A name of Arabic or Hebrew letters is isolated, so that "علي +3" keeps its number after
    the name in a left-to-right line; the invisible marks that would turn a Latin name's
    neighbours around are dropped; a Latin name stays as typed."""
    t = discord_text("de")
    assert literal("\u200fعلي") == "\u2068علي\u2069" and literal("דנה") == "\u2068דנה\u2069"
    assert literal("Bob\u200f") == literal("Bob\u061c") == "Bob" and literal("Ann (2)") == "Ann (2)"
    assert t("lobby.seats", count=2, names=["Ann", "علي"]).endswith("Ann, \u2068علي\u2069.")
    assert fenced("علي`") == "\u2068علي`\u200b\u2069" and fenced("Bob\u200f") == "Bob"  # the scores' code block


def test_a_name_cannot_close_a_code_block():
    assert "```" not in fenced("a```b")


def test_names_are_literal_in_nested_messages_and_the_catalogues_markup_stays():
    t = discord_text("en")
    won = Msg("news.game_over", count=1, reason="the end", winners=And([Msg("news.winner", name="*Ann*")]))
    assert t(won) == r"Game over: the end. Winner: **\*Ann\***."
    assert t("lobby.seats", count=2, names=["_a_", "b"]) == r"Players (2/5): \_a\_, b."


def test_the_terminal_keeps_names_as_typed():
    assert text("en")("news.turn", turn=1, name="*Ann*") == "Turn 1: ***Ann*** to play."


def test_a_name_drawn_on_an_image_loses_its_direction_controls_but_is_not_isolated():
    """Pillow's layout (with raqm) honours an override, which drew "Eve" and the words after
    her backwards; without raqm it draws an isolate as a missing glyph's box."""
    words = words_in("en")
    assert words("to_play", name="Eve\u202e") == "Eve to play"
    assert words("to_play", name="علي") == "علي to play"


@pytest.mark.parametrize("pinged, addressed", [(["<@1>"], "auf dich"), (["<@1>", "<@2>"], "auf euch")])
def test_a_german_reminder_speaks_to_as_many_as_it_pings(pinged, addressed):
    """German has a "you" for one and one for several; English "you" is both."""
    for key in ("reminder.ping", "reminder.ping_link"):
        said = discord_text("de")(key, pings=" ".join(pinged), link="L", deadline=0, count=len(pinged))
        assert f"die Partie wartet {addressed}" in said
        assert "waiting for you" in discord_text("en")(key, pings=" ".join(pinged), link="L", deadline=0,
                                                        count=len(pinged))
