"""The message catalogues: every language has the same keys with the same placeholders and
its own plural forms; every key the code uses exists; German names the German commands."""

from __future__ import annotations

import re
import string
from collections.abc import Iterator

import pytest

from bot.ai import LEVELS
from bot.engine import Expand, Marry, RuleError, apply_action
from bot.engine.datafiles import data_file
from bot.engine.view import view
from bot.games.samarkand.reading import rules_summary
from bot.games.samarkand.rules import rule_refusal
from bot.offline.options import OptionError, seats_from
from bot.words.i18n import (
    CONSOLE,
    DEFAULT,
    Msg,
    catalogue,
    family,
    good,
    hours,
    language_of,
    languages,
    plural_keys,
    text,
)
from bot.words.narrate import card_name
from bot.words.textboard import board_text
from tests.support.code_scan import ROOT, dynamic_keys, keys_used, player_facing, prose_in, prose_outside_catalogues
from tests.support.engine_scenarios import BOARD, fam, game, give_tile, sp

COMMAND_MENTION = re.compile(r"(?<![\w<])/([^\W\d_][\w-]*)")


def entries(language: str) -> dict[tuple[str | None, str], tuple[str, ...]]:
    """(context, key) -> the texts (one, or one per plural form), header left out."""
    found = {}
    for message in catalogue(language):
        if not message.id:
            continue
        key = message.id[0] if isinstance(message.id, tuple) else message.id
        texts = message.string if isinstance(message.string, tuple) else (message.string,)
        found[(message.context, key)] = tuple(texts)
    return found


def placeholders(template: str) -> set[str]:
    return {name.split(".")[0].split("[")[0] for _, name, _, _ in string.Formatter().parse(template) if name}


def test_there_are_an_english_and_a_german_catalogue():
    assert languages() == ("en", "de")
    assert language_of("de") == "de" and language_of("en-GB") == "en" and language_of("pt-BR") == "en"


@pytest.mark.parametrize("language", ["de"])
def test_every_catalogue_has_the_english_keys_and_placeholders(language):
    english, other = entries(DEFAULT), entries(language)
    assert set(other) == set(english), sorted(set(other) ^ set(english))[:20]
    for key, texts in english.items():
        assert all(texts) and all(other[key]), key
        wanted = placeholders(texts[-1])
        assert all(placeholders(t) == wanted for t in other[key] + texts[:1]), (key, texts, other[key])


@pytest.mark.parametrize("language", ["en", "de"])
def test_plural_entries_have_every_form_of_their_language(language):
    found = catalogue(language)
    plural = {key for (_, key), texts in entries(language).items() if len(texts) > 1}
    assert plural == set(plural_keys()) and len(plural) >= 10
    assert all(len(texts) == found.num_plurals for texts in entries(language).values() if len(texts) > 1)


def test_plural_forms_follow_each_language():
    assert text("en")("image.points", count=1) == "1 point" and text("en")("image.points", count=2) == "2 points"
    assert text("de")("image.points", count=1) == "1 Punkt" and text("de")("image.points", count=2) == "2 Punkte"
    assert text("de")("news.drew_count", name="Ann", count=1) == "Ann zieht 1 Karte."
    assert text("de")("news.drew_count", name="Ann", count=3) == "Ann zieht 3 Karten."


def test_every_key_the_code_uses_is_catalogued():
    known = {key for _, key in entries(DEFAULT)}
    used = keys_used() | dynamic_keys()
    assert used - known == set()


def test_the_console_has_its_own_words_wherever_a_message_names_a_slash_command():
    """A refusal or a hand the console can show never tells a player to type a slash command."""
    every = entries(DEFAULT)
    for context, key in every:
        if context is None and key.split(".")[0] in ("error", "input", "hand") \
                and COMMAND_MENTION.search(every[(None, key)][0]):
            reachable = key not in ("error.seat_count", "error.channel_busy", "error.lobby_busy", "error.game_busy",
                                    "error.old_panel", "error.never_played", "error.no_longer",
                                        "error.bad_component")
            assert not reachable or (CONSOLE, key) in every, key
    for language in languages():
        assert not any(COMMAND_MENTION.search(t) for (context, _), texts in entries(language).items()
                       if context == CONSOLE for t in texts)


def test_german_texts_name_the_german_commands():
    """A German client shows the German command names, so German texts cite those."""
    german = entries("de")
    names = {texts[0] for (_, key), texts in german.items() if re.fullmatch(r"command\.\w+\.name", key)}
    for (_, key), texts in german.items():
        for mentioned in (m for t in texts for m in COMMAND_MENTION.findall(t)):
            assert mentioned in names or mentioned in ("Berlin", "New_York", "Tokyo"), (key, mentioned)


def test_a_missing_key_shows_itself_and_names_fall_back_to_the_board():
    assert text("de")("no.such.key") == "no.such.key"
    assert text("de")(Msg("family.Atlantean", "Atlantean")) == "Atlantean"
    assert str(Msg("level.greedy")) == "casual" and text("de")(Msg("level.greedy")) == "Gelegenheitsspieler"
    assert all(text("de")(Msg(f"level.{level}")) for level in LEVELS)


def test_no_prose_is_written_in_the_player_facing_code():
    """Every sentence a player reads comes from a catalogue: a string with a word in any
    module under bot/, cogs/ and rendering/ but the few named as not player-facing fails
    here (docstrings, logging, keys and names in code aside)."""
    assert prose_outside_catalogues() == []


@pytest.mark.parametrize("source", [
    'said = f"{n} camels"', 'answer = "Nope."', 'def sold():\n    return "Sold!"', 'say("Error: " + problem)',
    'button = discord.ui.Button(label="sell")', 'menu = {"Sell everything": 1}', 'status = "Sold"',
    'embed.add_field(name="players", value=x)', 'await channel.send("hello")',
])
def test_the_prose_scan_finds_words_the_old_scan_missed(source):
    assert len(prose_in(source)) == 1, source


@pytest.mark.parametrize("source", [
    '"""A docstring."""', 'log.warning("Could not send to %s", channel)', 'key = "panel.confirm_marry"',
    'custom_id = f"sk:play:{game}:{turn}"', 'name = f"samarkand-turn-{turn}.png"', 'mode = "sell"',
    'if step == "second_space": pass', 'x = f"{price:>3}"', 'pattern = r"sk:d:(?P<game>\\d+)"',
    'key = f"family.{name}"', 'link = f"https://discord.com/channels/{guild}"', 'encoding = "utf-8"',
])
def test_the_prose_scan_leaves_code_alone(source):
    assert prose_in(source) == [], source


def test_every_module_is_scanned_but_the_named_few():
    """A new module is player-facing until it is named here, with the reason."""
    scanned = {path.relative_to(ROOT).as_posix() for path in player_facing()}
    assert {"bot/offline/replay_export.py", "bot/words/narrate.py", "cogs/panel.py", "rendering/turn_image.py",
            "bot/service/base.py", "bot/offline/console.py"} <= scanned
    assert not any(path.startswith(("bot/engine/", "bot/store/", "bot/lab/")) for path in scanned)
    assert not {"bot/ops/admin.py", "bot/cli.py", "bot/ops/transfer.py"} & scanned


def test_the_rules_in_short_cite_the_same_items_in_every_language():
    english = data_file("rules_summary.md").read_text(encoding="utf-8")
    for language in languages():
        if language != DEFAULT:
            other = data_file(f"rules_summary.{language}.md").read_text(encoding="utf-8")
            assert re.findall(r"R\d+(?:\.\d+)?", other) == re.findall(r"R\d+(?:\.\d+)?", english)


def test_the_rules_in_short_at_a_table_that_sells_at_once_say_its_timing_in_place_of_the_printed_one():
    """At a ``sales: at once`` table, /rules said "holds nobody up … until your own next move" as the rule,
    the table's timing only in a footnote under it: in every language, the printed timing is found and
    replaced, the same items cited, within an embed's 4,096 characters."""
    for language in languages():
        printed, at_once = rules_summary(language), rules_summary(language, at_once=True)
        t = text(language)
        assert t("info.rules_private_timing") in printed and t("info.rules_private_timing") not in at_once
        assert at_once == printed.replace(t("info.rules_private_timing"), t("info.rules_at_once"))
        assert re.findall(r"R\d+(?:\.\d+)?", at_once) == re.findall(r"R\d+(?:\.\d+)?", printed)
        assert len(at_once) <= 4096 and len(printed) <= 4096


def test_an_engine_refusal_is_said_in_every_language_citing_the_same_rule():
    """The engine stays pure and English for developers; its code and values let the
    service say the same refusal in the player's language, with the rule item first."""
    state = game(3)
    give_tile(state, state.active, "Tigris")
    with pytest.raises(RuleError) as refused:
        apply_action(state, state.active, Expand(fam("Tigris"), (sp("B1"),)))
    err = refused.value
    assert str(err) == "R5.3: B1 is not next to a camel of the Tigris family" and err.code == "not_adjacent"
    assert err.values == {"space": sp("B1"), "family": fam("Tigris")}
    said = rule_refusal(err, BOARD, [p.name for p in state.players])
    assert str(said) == "R5.3: B1 is not next to a camel of the Tigris family."
    assert text("de")(said) == "R5.3: B1 grenzt an kein Feld mit einem Kamel der Tigris."
    with pytest.raises(RuleError) as refused:
        apply_action(state, (state.active + 1) % 3, Marry(fam("Levant")))
    said = rule_refusal(refused.value, BOARD, [p.name for p in state.players])
    assert text("de")(said) == f"R3.1: {state.players[state.active].name} ist am Zug, nicht du."



@pytest.mark.parametrize(("least", "most", "en", "de"), [
    (2, 2, "discard exactly 2 cards, not 0", "lege genau 2 Karten ab, nicht 0"),
    (1, 1, "discard exactly 1 card, not 0", "lege genau 1 Karte ab, nicht 0"),
    (0, 2, "discard 0 to 2 cards, not 3", "lege 0 bis 2 Karten ab, nicht 3"),
])
def test_a_discard_without_a_choice_of_how_many_says_exactly(least: int, most: int, en: str, de: str) -> None:
    count = 3 if least < most else 0
    said = rule_refusal(RuleError("R4.5", "discard_count", "", least=least, most=most, count=count), BOARD, [])
    assert text("en")(said) == f"R4.5: {en}." and text("de")(said) == f"R4.5: {de}."


NAME = "\x00"  # marks where a name stands in a rendered message
ARTICLES_DE = {"der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "eines", "kein",
               "keine", "keinen", "keinem", "keiner", "keines", "dein", "deine", "deinen", "deinem", "deiner", "deines"}
PLURAL_ARTICLES_DE = {"der", "die", "den", "keine", "deine"}
FAMILY_SLOTS = {"family", "families", "active", "inactive"}


def names(language: str) -> dict[str, tuple[str, ...]]:
    """Every name a message may hold, by the placeholders that take it, in ``language``."""
    t = text(language)
    levels = tuple(t(f"level.{level}") for level in LEVELS)
    cards = tuple(t(card_name(BOARD, number)) for number in BOARD.goods)
    people = ("Ann", "Eve", "Olaf", "Bob", t("lobby.computer_name", number=1, level=Msg("level.search")))
    found = dict.fromkeys(FAMILY_SLOTS, tuple(t(family(BOARD, index)) for index in range(len(BOARD.families))))
    found |= {"good": tuple(t(good(BOARD, number)) for number in BOARD.goods)}
    found |= dict.fromkeys(("card", "cards", "offers"), cards) | dict.fromkeys(("level", "levels"), levels)
    found |= {"language": tuple(t(f"language.{code}") for code in languages())}
    found |= dict.fromkeys(("name", "names", "winners", "player", "host", "waiting"), people)
    return found | dict.fromkeys(("space", "spaces"), tuple(s.label for s in BOARD.spaces))


def word_before_each_name(language: str) -> Iterator[tuple[str, str, str, str]]:
    """(key, placeholder, the word right before the name, the name) for every message of
    ``language``, every plural form, every placeholder that takes a name and every name."""
    slots = names(language)
    for (_, key), texts in entries(language).items():
        for template in texts:
            wanted = placeholders(template)
            for slot in wanted & set(slots):
                for name in slots[slot]:
                    said = template.format(**dict.fromkeys(wanted, 2) | {slot: f"{NAME}{name}{NAME}"})
                    for before, named in re.findall(rf"(\S*)\s+{NAME}([^{NAME}]*){NAME}", said):
                        yield key, slot, before, named


def misfit_en(before: str, name: str) -> bool:
    """"a" before a vowel, "an" before a consonant: the first letter decides (no name here
    starts with a silent or a sounded-otherwise letter)."""
    vowel = name[:1].upper() in "AEIOU"
    return (before.lower() == "a" and vowel) or (before.lower() == "an" and not vowel)


def misfit_de(slot: str, before: str) -> bool:
    """An article before a name of unknown gender and number; the families are named as
    peoples, in the plural ("ein Kamel der Byzantiner", "die Tigris haben"), so a plural
    article fits them."""
    return before.lower() in ARTICLES_DE - (PLURAL_ARTICLES_DE if slot in FAMILY_SLOTS else set())


def test_the_article_checks_catch_the_mismatches():
    assert misfit_en("a", "Arabian") and misfit_en("an", "Silk") and not misfit_en("a", "Silk")
    assert not misfit_en("the", "Arabian") and not misfit_en("an", "Amber")
    assert misfit_de("good", "das") and misfit_de("level", "die")
    assert misfit_de("family", "ein") and not misfit_de("family", "der") and not misfit_de("good", "Warenkarte")


def test_no_english_article_stands_before_a_name_it_does_not_fit():
    """"A Arabian camel" was a bug: every message that takes a family, a good, a card, a level,
    a language, a player or a space is rendered with every such name."""
    seen = list(word_before_each_name("en"))
    assert {("rule.tile_held", "Arabian"), ("rule.family_there", "Arabian"), ("rule.not_adjacent", "Uyghur")} \
        <= {(key, name) for key, _, _, name in seen}
    assert sorted({(key, before, name) for key, _, before, name in seen if misfit_en(before, name)}) == []


def test_no_german_article_stands_before_a_name_of_another_gender_or_number():
    """German names differ in gender and number (der Wein, das Glas, die Pelze), so no article
    stands right before a name, except a plural one before a family."""
    seen = list(word_before_each_name("de"))
    assert len({key for key, *_ in seen}) > 40
    assert sorted({(key, before, name) for key, slot, before, name in seen if misfit_de(slot, before)}) == []


def test_counted_words_take_their_plural_form():
    """"6 Mensch", "1 tiles", "{hours} Stunden": every count stands with a plural entry."""
    with pytest.raises(OptionError) as refused:
        seats_from("Ann,Bob,Cyd,Dan,Eve", "greedy")
    assert text("de")(refused.value.message).endswith("ergeben 6 (5 Menschen und 1 Computer).")
    assert str(refused.value.message).endswith("give 6 (5 humans and 1 computer).")
    with pytest.raises(OptionError) as refused:
        seats_from("Ann", "greedy,greedy,greedy,greedy,greedy")
    assert text("de")(refused.value.message).endswith("ergeben 6 (1 Mensch und 5 Computer).")
    state = game(2)
    state.bag[1:] = []
    assert "bag 1 tile, removed" in board_text(BOARD, view(state), ["Ann", "Bob"], text("en"))
    state.bag.append(0)
    assert "bag 2 tiles, removed" in board_text(BOARD, view(state), ["Ann", "Bob"], text("en"))


def test_hours_have_plural_forms_for_whole_numbers_and_fractions():
    assert [text("en")(hours(n)) for n in (1, 1.0, 1.5, 24.0)] == ["1 hour", "1 hour", "1.5 hours", "24 hours"]
    assert [text("de")(hours(n)) for n in (1, 0.5, 25.0)] == ["1 Stunde", "0,5 Stunden", "25 Stunden"]
    assert text("de")("reminder.outage", hours=hours(1.0)) == \
        "(Die Uhr stand 1 Stunde lang still, solange der Bot oder Discord nicht erreichbar war.)"


def test_every_german_term_the_languages_page_names_is_used():
    """The list of chosen German terms in docs/languages.md is a promise: each one is in the
    German catalogue or the German rules in short."""
    page = (ROOT / "docs" / "languages.md").read_text(encoding="utf-8")
    listed = re.sub(r"\([^)]*\)", "", page.split("German terms chosen:")[1].split("\n#")[0])
    terms = [term.strip(" .\n") for part in listed.split(";") for term in part.split(",")]
    terms = [re.sub(r"^(families|goods|rules:|computer levels)\s+", "", term) for term in terms]
    german = "\n".join(t for texts in entries("de").values() for t in texts)
    german += data_file("rules_summary.de.md").read_text(encoding="utf-8")
    assert len(terms) > 50 and "Siegpunkte" in terms
    assert [term for term in terms if term not in german] == []


@pytest.mark.parametrize(("language", "one", "two"), [("en", "worth 1 point now", "worth 2 points now"),
                                                      ("de", "jetzt 1 Punkt wert", "jetzt 2 Punkte wert")])
def test_a_card_worth_one_point_is_said_in_the_singular(language: str, one: str, two: str):
    said = [text(language)("panel.offer", card="Tigris", price=3, now=now, best=5, count=now) for now in (1, 2)]
    assert one in said[0] and two in said[1]


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_text_boards_columns_each_have_their_own_heading(language):
    """The board's family table (its tiles and the relationship markers left) and its player
    table (the relationships made) are read side by side: no two columns share a heading, or
    a family's markers left read as its relationships."""
    t = text(language)
    names = ("family", "code", "portion", "treasury", "camels", "tiles", "markers", "player", "cards", "goods",
             "relationships", "money", "total")
    headings = [t(f"board.column.{name}") for name in names]
    assert len(set(headings)) == len(headings), headings


@pytest.mark.parametrize(("language", "turn"), [("en", "your turn"), ("de", "Dein Zug")])
def test_a_sale_answer_does_not_say_whose_turn_it_is(language, turn):
    """A card is sold on the seller's turn or off it (an offer stays open until their next
    move; at a ``sales: at once`` table after their move): the answer says that selling costs
    no turn, never that it is theirs."""
    said = text(language)("news.you_sold", good="Silk", amount=3)
    assert said.startswith(("You sold the Silk card for 3 Dirham.", "Du hast die Warenkarte Silk für 3 Dirham")), said
    assert turn not in said, said


def test_the_german_panels_sell_button_names_dirham_as_the_offers_direct_message_does():
    """The panel's Sell said "für 3" where the offer's direct message said "für 3 Dirham": German
    names the money on both, and the label fits a Discord button (80 characters) with every
    good's name. English's panel keeps its shorter "Sell Silk for 3"."""
    price = BOARD.rules.sale_price
    for number in BOARD.goods:
        short, full = (text("de")(key, good=good(BOARD, number), price=price)
                       for key in ("button.sell_short", "button.sell"))
        assert short == full and short.endswith(f"für {price} Dirham verkaufen") and len(short) <= 80, short
    assert text("en")("button.sell_short", good="Silk", price=price) == f"Sell Silk for {price}"


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_consoles_discard_is_written_one_way_on_one_screen(language):
    """A pending discard's To-do line and the moves line under it show the same form to type
    ("discard CARD [CARD ...]"), not two spellings of one command on one screen."""
    catalogue = entries(language)
    form = catalogue[(None, "console.discard_range")][0].rsplit("{discard} ", 1)[1]
    assert catalogue[("console", "hand.todo_discard")][0].endswith(f" {form}")
