"""The engine's rule refusals as players read them: the things they name by index (a card, a
space, a family, a player) by their names, and every refusal a sentence that ends once."""

from __future__ import annotations

import re

import pytest

from bot.engine import Decision, Expand, Marry, RuleError, apply_action
from bot.games.playing import Illegal
from bot.games.samarkand.rules import SamarkandRules, rule_refusal
from bot.words.i18n import catalogue, text
from bot.words.narrate import card_name
from tests.support.engine_scenarios import BOARD, fam, game, give_tile, sp

NAMES = ["Ann", "Bob", "Cyd"]
SAFFRON = 18  # a card the refusing player named themselves


def rule_codes() -> list[str]:
    """Every rule refusal the catalogue words (``rule.refusal`` is their frame)."""
    keys = {m.id[0] if isinstance(m.id, tuple) else m.id for m in catalogue("en") if m.id}
    return sorted(key.removeprefix("rule.") for key in keys if key.startswith("rule.") and key != "rule.refusal")


def refusal(code: str) -> RuleError:
    """``code``'s refusal with every value an engine refusal may carry, by index."""
    return RuleError("R4.5", code, "", card=SAFFRON, family=fam("Levant"), space=sp("E7"), player=1, least=1,
                     most=2, count=3, portion=4, money=2, beyond=sp("E6"))


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("code", rule_codes())
def test_a_refusal_names_things_by_name_and_ends_with_one_full_stop(code: str, language: str) -> None:
    said = text(language)(rule_refusal(refusal(code), BOARD, NAMES))
    assert said.endswith(".") and not said.endswith(".."), said
    assert not re.search(rf"\b(card|Karte) {SAFFRON}\b", said), said
    assert not re.search(r"\{\w+\}", said), said


@pytest.mark.parametrize(("language", "expected"), [
    ("en", "R4.5: Saffron (18, I5) is not in your hand (sold cards cannot be discarded)."),
    ("de", "R4.5: Safran (18, I5) ist nicht auf deiner Hand (verkaufte Karten können nicht abgelegt werden)."),
])
def test_discarding_a_sold_card_names_it_as_the_hand_does(language: str, expected: str) -> None:
    said = rule_refusal(RuleError("R4.5", "not_in_hand", "", card=SAFFRON), BOARD, NAMES)
    assert text(language)(said) == expected
    assert text(language)(card_name(BOARD, SAFFRON)) in expected


@pytest.mark.parametrize("language", ["en", "de"])
def test_selling_a_card_not_on_offer_names_the_card_typed(language: str) -> None:
    said = text(language)(rule_refusal(RuleError("R6.2", "not_on_offer", "", card=SAFFRON), BOARD, NAMES))
    assert said.startswith(f"R6.2: {text(language)(card_name(BOARD, SAFFRON))} ")


@pytest.mark.parametrize(("language", "expected"), [
    ("en", "It is not your turn: the table waits for an answer to a sale offer (sales: at once)."),
    ("de", "Du bist gerade nicht dran: Ein Verkaufsangebot wartet auf Antwort (Verkäufe: sofort)."),
])
def test_a_move_while_the_table_waits_for_a_sale_answer_says_so_as_the_panel_does(language: str,
                                                                                  expected: str) -> None:
    """It cited R3.3 ("the current turn is still being completed"), by which an offer never
    delays a turn; a discard still owed is still that rule's case."""
    state = game(3)
    holder, other = (state.active + 2) % 3, (state.active + 1) % 3
    names = [p.name for p in state.players]
    state.sales_at_once = True
    state.pending = [Decision("sale", holder, card=8, turn=state.turn)]
    with pytest.raises(Illegal) as refused:
        SamarkandRules(BOARD).apply(state, other, Marry(fam("Levant")), names)
    assert text(language)(refused.value.message) == expected
    state.pending = [Decision("discard", state.active, least=1, most=1, drawn=[8, 9])]
    with pytest.raises(Illegal) as refused:
        SamarkandRules(BOARD).apply(state, other, Marry(fam("Levant")), names)
    assert str(refused.value.message).startswith("R3.3: ")


@pytest.mark.parametrize(("language", "expected"), [
    ("en", "R3.3: you have made this turn's move; what is left is your discard (0 to 2 cards)."),
    ("de", "R3.3: deinen Zug hast du schon gemacht; es fehlt nur noch das Ablegen (0 bis 2 Karten)."),
])
def test_a_second_move_while_the_own_discard_is_open_says_the_move_is_made(language: str, expected: str) -> None:
    """The discard follows the seat's own marriage: a second /marry (another device, a double
    tap) is told that the move is made, not to "first settle" as if it could follow."""
    state = game(3)
    names = [p.name for p in state.players]
    state.pending = [Decision("discard", state.active, least=0, most=2, drawn=[8, 9])]
    with pytest.raises(Illegal) as refused:
        SamarkandRules(BOARD).apply(state, state.active, Marry(fam("Levant")), names)
    assert text(language)(refused.value.message) == expected


@pytest.mark.parametrize(("language", "expected"), [
    ("en", "R5.3: F6 is not next to a camel of the Arabian family: the wall drawn between F6 and G7 parts them."),
    ("de", "R5.3: F6 grenzt an kein Feld mit einem Kamel der Araber: die Mauer zwischen F6 und G7 trennt die beiden "
           "Felder."),
])
def test_a_camel_refused_across_the_wall_is_told_of_the_wall(language: str, expected: str) -> None:
    """On the map F6 and G7 touch, with a wall drawn on their side: a player whose Arabian camel stands on G7
    and is told only "F6 is not next to a camel" sees the refusal contradict the picture."""
    assert (sp("F6"), sp("G7")) in BOARD.walls and sp("G7") not in BOARD.neighbours[sp("F6")]
    state = game(3)
    give_tile(state, state.active, "Arabian")
    with pytest.raises(RuleError) as refused:
        apply_action(state, state.active, Expand(fam("Arabian"), (sp("F6"),)))
    assert refused.value.code == "walled" and refused.value.values["beyond"] == sp("G7")
    assert text(language)(rule_refusal(refused.value, BOARD, NAMES)) == expected
    with pytest.raises(RuleError) as far:
        apply_action(state, state.active, Expand(fam("Arabian"), (sp("B1"),)))
    assert far.value.code == "not_adjacent"  # no wall between B1 and the route: the plain refusal
