"""A German player types the commands as the German sentences tell them to: the imperative
("heirate zuerst in diese Familie ein", "lege 2 Karten ab", "Verkaufe Seide"), the separable
verb's particle at the end, beside the catalogue's infinitives; English reads as before."""

from __future__ import annotations

import io
import re

import pytest

from bot.engine import default_board
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.offline.console import Console
from bot.offline.options import Seats
from bot.offline.typed import VERBS, command_forms, order_named, read
from bot.store import Store
from bot.words.i18n import catalogue, languages, text
from bot.words.quoting import folded


def german_texts() -> str:
    return "\n".join(str(m.string) if isinstance(m.string, str) else "\n".join(m.string)
                     for m in catalogue("de") if m.id)


@pytest.mark.parametrize(("told", "typed", "verb", "args"), [
    ("heirate", "heirate Perser", "marry", ["Perser"]),
    ("heirate", "Heirate Perser ein", "marry", ["Perser"]),
    ("verlängere", "verlängere Levanten B6 C7", "expand", ["Levanten", "B6", "C7"]),
    ("verlängere", "verlaengere Levanten B6", "expand", ["Levanten", "B6"]),
    ("lege", "lege 3 Seide ab", "discard", ["3", "Seide"]),
    ("lege", "lege keine ab", "discard", ["keine"]),
    ("verkaufe", "verkaufe 8", "sell", ["8"]),
    ("behalte", "behalte 8", "keep", ["8"]),
])
def test_the_imperative_the_german_texts_use_is_read_as_its_command(told, typed, verb, args):
    assert re.search(rf"\b{told}\b", german_texts(), re.IGNORECASE), f"the German texts no longer say {told!r}"
    said = read(typed)
    assert said is not None and (said.verb, said.args) == (verb, args)


def test_a_separable_verbs_particle_leaves_the_cards_as_they_were_named():
    assert read("lege keine ab").cards(default_board()) == []
    assert read("lege 3, Seide ab").cards(default_board()) == ["3", "Seide"]
    assert order_named("verkaufe") == "sell" and order_named("behalte") == "keep"
    assert read("beenden").verb == read("Beende").verb == "quit" and read("brett").verb == "board"  # guessed


def test_no_other_form_takes_a_word_a_catalogue_gives_another_command():
    """English reads as it did: every catalogue's word for a command still names that command."""
    for language in languages():
        for verb in VERBS:
            word = text(language)(f"console.verb.{verb}")
            assert read(f"{word} x").verb == verb, (language, word)
    for forms in command_forms().values():
        assert all(each.verb in VERBS for each in forms)


async def test_a_german_game_is_played_with_the_imperative(tmp_path):
    out = io.StringIO()
    store = await Store.open(tmp_path / "db.sqlite3", SAMARKAND)
    console = Console(GameService(store), out, "de", interactive=False, language="de")
    await console.open(Seats(("Jürgen", "Bob"), ()), seed=3)
    await console.run(iter(["heirate Tigris", "lege keine ab", "heirate Chasaren ein", "ende"]))
    said = out.getvalue()
    assert "heiratet in die Familie der Tigris ein" in said and "behält alle Karten." in said
    assert "heiratet in die Familie der Chasaren ein" in said and "nicht verstanden" not in folded(said)
    await store.close()
