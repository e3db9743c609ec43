"""A turning point's reasons contrast the Expert's move with the one played
(docs/coach.md#the-review-after-the-end): each aspect with both moves' numbers, what the better
move gains first, then what it costs; equal aspects unsaid; the words in both languages; and a
review stored before contrasts were still reads, with the Expert's reasons."""

import json

import pytest

from bot.ai.coach import NOTICED, Advice, Reason, Suggestion
from bot.ai.contrast import Contrast, contrasts
from bot.ai.evaluate import CARD_HOPE, RIVAL_WEIGHT, TREASURY_WEIGHT
from bot.ai.horizon import Outlook
from bot.ai.review import GameReview, SeatReview, TurningPoint, WholeGame
from bot.engine import Expand, Marry
from bot.words.hint_words import hint_lines
from bot.words.i18n import text
from bot.words.review_words import review_lines
from tests.support.engine_scenarios import BOARD

SOGDIAN = next(i for i, f in enumerate(BOARD.families) if f.name == "Sogdian")
LEVANT = next(i for i, f in enumerate(BOARD.families) if f.name == "Levant")


def test_two_marriages_differ_in_portion_and_treasury_with_both_numbers():
    better = [Reason("portion", 5.0, families=(SOGDIAN,)), Reason("treasury", 5.0), Reason("draws", 2.0, count=3)]
    played = [Reason("portion", 3.0, families=(LEVANT,)), Reason("treasury", 3.0), Reason("draws", 2.0, count=3)]
    found = contrasts(better, played)
    assert [(c.kind, c.better, c.played) for c in found] == [("treasury", 5.0, 3.0), ("portion", 5.0, 3.0)]
    treasury, portion = found
    assert treasury.gains == pytest.approx(TREASURY_WEIGHT * 2) and portion.gains == pytest.approx(-2.0)


def test_gains_come_first_most_first_then_costs_and_what_rounds_alike_is_unsaid():
    better = [Reason("cards_score", 4.0, cards=(18,)), Reason("reach", CARD_HOPE, cards=(15,)),
              Reason("goods_marker", 1.0, count=1, goods=(18,)), Reason("treasury", -1.0)]
    played = [Reason("portion", 3.0, families=(LEVANT,)), Reason("draws", 2.2, count=3), Reason("treasury", 3.0),
              Reason("rival", 0.4, seats=(1,)), Reason("sale", 3.4, cards=(7,)), Reason("meeting", 3.0,
                                                                                         families=(1, 2))]
    better.append(Reason("sale", 3.1, cards=(9,)))  # 3 Dirham either way, once rounded
    found = contrasts(better, played)
    gains = [c.gains for c in found]
    assert [g > 0 for g in gains] == sorted((g > 0 for g in gains), reverse=True)
    assert [abs(g) for g in gains if g > 0] == sorted((abs(g) for g in gains if g > 0), reverse=True)
    assert [abs(g) for g in gains if g < 0] == sorted((abs(g) for g in gains if g < 0), reverse=True)
    assert all(abs(g) >= NOTICED for g in gains)
    kinds = {c.kind: c for c in found}
    assert "sale" not in kinds and "rival" not in kinds  # 3 against 3; a rival's 0.4 is worth less than NOTICED
    assert RIVAL_WEIGHT * 0.4 < NOTICED
    assert kinds["cards_score"].cards == (18,) and kinds["reach"].cards == (15,)
    assert kinds["goods_marker"].goods == (18,)
    assert kinds["meeting"].families == (1, 2) and kinds["meeting"].gains == pytest.approx(-3.0)  # the played's


def test_meetings_of_other_families_keep_both_moves_pairs_and_a_stored_review_them():
    persian = next(i for i, f in enumerate(BOARD.families) if f.name == "Persian")
    better = [Reason("meeting", 6.0, count=2, families=(SOGDIAN, LEVANT))]
    played = [Reason("meeting", 5.0, count=2, families=(LEVANT, persian))]
    (meeting,) = contrasts(better, played)
    assert meeting.families == (SOGDIAN, LEVANT) and meeting.fewer_families == (LEVANT, persian)
    review = GameReview((SeatReview(0, (point((meeting,)),), WholeGame(1, 1, 1, 0, 0)),))
    assert GameReview.from_json(review.to_json()) == review
    line = said("en", point((meeting,)))[3]
    assert line.endswith("(the Sogdian and the Levant, instead of the Levant and the Persian)."), line
    stored = json.loads(review.to_json())
    del stored["seats"][0]["points"][0]["contrasts"][0]["fewer_families"]  # a review stored before
    assert GameReview.from_json(json.dumps(stored)).of(0).points[0].contrasts[0].fewer_families == ()


@pytest.mark.parametrize(("language", "taken", "reached"), [
    ("en", "(Rhubarb, instead of Indigo and Pepper).",
     "(Silver (17, I2), instead of Furs (9, E2) and Carpets (13, G4))."),
    ("de", "(Rhabarber bzw. Indigo und Pfeffer).", "(Silber (17, I2) bzw. Pelze (9, E2) und Teppiche (13, G4))."),
])
def test_goods_and_cards_of_both_moves_are_named_where_they_differ_in_a_review_and_a_hint(language, taken, reached):
    """The move with fewer goods markers (or cards within reach) may have others than the move
    with more: "You take 1 goods marker instead of 2 (Indigo and Pepper)" told the player that
    the Expert's move took one of those, where it took Rhubarb. Both moves' are named then, the
    move described first, as two moves' meetings are; where the fewer are among the more, one
    list names them all, as before. A stored review keeps them, and one stored before reads."""
    better = [Reason("goods_marker", 1.0, count=1, goods=(28,)), Reason("reach", CARD_HOPE, cards=(17,))]
    played = [Reason("goods_marker", 2.0, count=2, goods=(20, 24)), Reason("reach", 2 * CARD_HOPE, cards=(9, 13))]
    found = contrasts(better, played)
    assert {(c.kind, c.fewer_goods, c.fewer_cards) for c in found} == {("goods_marker", (28,), ()),
                                                                      ("reach", (), (17,))}
    lines = said(language, point(found))
    assert len([line for line in lines if line.endswith((taken, reached))]) == 2, lines
    review = GameReview((SeatReview(0, (point(found),), WholeGame(1, 0, 0, 0, 0)),))
    assert GameReview.from_json(review.to_json()) == review
    stored = json.loads(review.to_json())
    for contrast in stored["seats"][0]["points"][0]["contrasts"]:  # a review stored before
        del contrast["fewer_cards"], contrast["fewer_goods"]
    old = GameReview.from_json(json.dumps(stored)).of(0).points[0].contrasts
    assert all(not (c.fewer_cards or c.fewer_goods) for c in old)
    suggested, next_one = (Suggestion(Expand(0, (10, 11)), 0.0, 2.0, tuple(played)),
                           Suggestion(Expand(0, (10, 12)), 2.0, 1.0, tuple(better)))
    hint = text(language).lines(hint_lines(BOARD, ["Ann", "Bob", "Cyd"], Advice(0, (suggested, next_one), 100)))
    assert any(line.endswith(taken) for line in hint), hint  # a hint's next move the same
    within = contrasts([Reason("goods_marker", 1.0, count=1, goods=(20,))], played[:1])
    one_list = "(Indigo und Pfeffer)." if language == "de" else "(Indigo and Pepper)."
    assert not within[0].fewer_goods and said(language, point(within))[-2].endswith(one_list)  # as before


@pytest.mark.parametrize(("names", "rival", "outlook"), [
    (("Ann", "Bob"), "• Bob, your opponent, gets about 0 points instead of 2.", "your opponent has about 30 points"),
    (("Ann", "Bob", "Cyd"), "• Bob, who leads the others, gets about 0 points instead of 2.",
     "the leader among the others has about 30 points")])
def test_a_turning_point_names_the_one_rival_of_a_table_of_two_alike_in_every_line(names, rival, outlook):
    """A 2-player game's turning point said "Ann, who leads the others, gets about 2 points
    instead of 0" above "... your opponent has about 44 points instead of 45": one rival, two
    names, and no others to lead. Both lines now call them the opponent, as the hint does; from
    three seats on, both name the leader among the others."""
    found = (Contrast("rival", 0.0, 2.2, 1.1, seats=(1,)),)
    ahead = (Outlook(40.0, 2.0, 5.0, 30.0), Outlook(30.0, 2.0, 5.0, 33.0))
    lines = said("en", TurningPoint(37, *MARRIAGES, 8.6, (), found, (False, False), ahead), names)
    assert rival in lines and any(outlook in line for line in lines), lines


MARRIAGES = (Marry(LEVANT), Marry(SOGDIAN))


def point(contrasts_=None, reasons=(), moves=MARRIAGES):
    return TurningPoint(37, *moves, 8.6, tuple(reasons), contrasts_)


def said(language, turning_point, names=("Ann", "Bob")):
    return text(language).lines(review_lines(BOARD, list(names), SeatReview(0, (turning_point,),
                                                                             WholeGame(15, 4, 1, 9, 1))))


THREE = ("Ann", "Bob", "Cyd")  # a table where the best rival leads the others


def test_the_contrast_reads_in_both_languages():
    found = (Contrast("treasury", 5.0, 3.0, 0.6), Contrast("rival", 0.0, 2.2, 1.1, seats=(1,)),
             Contrast("cards_score", 0.0, 3.0, -3.0, cards=(10,)), Contrast("portion", 5.0, 3.0, -2.0))
    en, de = said("en", point(found), THREE), said("de", point(found), THREE)
    assert en[2:8] == [
        "The Expert would have played: Marry into the Sogdian family (5 Dirham). Against your move:",
        "• At once the Expert's move costs more than it gains: the search expects more of it in the turns that follow.",
        "• Your families' treasuries change by +5 Dirham instead of +3, counting what the treasury of a family you "
        "marry into holds already: money for second camels later.",
        "• Bob, who leads the others, gets about 0 points instead of 2.",
        "• Your hand scores about 0 points at once instead of 3 (Dates (10, E5)).",
        "• The portion costs you 5 Dirham instead of 3."]
    assert de[2:8] == [
        "Der Experte hätte gewählt: In die Familie der Sogder einheiraten (5 Dirham). Im Vergleich zu deinem Zug:",
        "• Der Zug des Experten kostet sofort mehr, als er bringt; die Suche erwartet mehr von ihm in den folgenden "
        "Zügen.",
        "• Deine Familienschätze ändern sich um +5 Dirham statt um +3, samt dem, was der Schatz einer Familie, in die "
        "du einheiratest, schon hält: Geld für spätere zweite Kamele.",
        "• Bob, unter den anderen vorn, bekommt etwa 0 Punkte statt 2.",
        "• Deine Hand bringt sofort etwa 0 Punkte statt 3 (Datteln (10, E5)).",
        "• Die Mitgift kostet dich 5 Dirham statt 3."]


@pytest.mark.parametrize(("contrast", "en", "de"), [
    (Contrast("goods_marker", 1, 0, 1, goods=(6,)), "You take 1 goods marker instead of 0 (Purple dye).",
     "Du nimmst 1 Warenplättchen statt 0 (Purpur)."),
    (Contrast("meeting", 0, 5, -5, families=(SOGDIAN, LEVANT)), "First meetings bring you 0 points in Dirham and "
     "relationship markers instead of 5 (the Sogdian and the Levant).", "Neue Handelsverbindungen bringen dir 0 "
     "Punkte an Dirham und Verbindungsplättchen statt 5 (die Sogder und die Levanten)."),
    (Contrast("reach", 1, 0, CARD_HOPE, cards=(15,)), "Cards of your hand your families' camels can newly reach "
     "next turn: 1 instead of 0 (Turquoise (15, H3)).", "Karten deiner Hand, die beim nächsten Zug neu in "
     "Reichweite der Kamele deiner Familien kommen: 1 statt 0 (Türkis (15, H3))."),
    (Contrast("out_of_reach", 0, 1, CARD_HOPE, cards=(1,)), "Cards of your hand your families' camels can no longer "
     "reach next turn: 0 instead of 1 (Wine (1, A2)).", "Karten deiner Hand, die beim nächsten Zug außer Reichweite "
     "der Kamele deiner Familien geraten: 0 statt 1 (Wein (1, A2))."),
    (Contrast("draws", 2.4, 0, 2.4), "The cards you draw bring about 2 points at once instead of 0, on average.",
     "Die gezogenen Karten bringen im Schnitt sofort etwa 2 Punkte statt 0."),
    (Contrast("portion", 0, 3, 3), "No portion to pay instead of 3 Dirham.", "Keine Mitgift statt 3 Dirham."),
    (Contrast("portion", 4, 0, -4), "The portion costs you 4 Dirham instead of nothing.",
     "Die Mitgift kostet dich 4 Dirham statt nichts."),
])
def test_each_aspect_reads_with_both_numbers(contrast, en, de):
    assert said("en", point((contrast,)))[-2] == f"• {en}"  # the last before the line on the whole game
    assert said("de", point((contrast,)))[-2] == f"• {de}"


def test_moves_alike_at_once_say_the_difference_lies_later_and_an_old_review_its_reasons():
    assert said("en", point(()))[3].startswith("• At once the Expert's move gains nothing over yours")
    assert said("de", point(()))[3].startswith("• Der Zug des Experten bringt sofort nicht mehr als deiner")
    costs_only = said("en", point((Contrast("portion", 5, 3, -2),)))
    assert costs_only[3].startswith("• At once the Expert's move gains nothing")
    assert costs_only[4].startswith("• The portion costs")
    old = said("en", point(None, [Reason("portion", 5.0, families=(SOGDIAN,))]))
    assert old[2].endswith("Why:")
    assert old[3] == "• The portion costs you 5 Dirham; they go into the Sogdian family's treasury."


def test_a_better_move_ahead_at_once_on_balance_says_nothing_of_the_turns_that_follow():
    """The Expert's move gains a card within reach and costs some treasury money: ahead at
    once, its lines explain it, and the line on the turns that follow is left out."""
    found = (Contrast("reach", 1, 0, CARD_HOPE, cards=(15,)), Contrast("treasury", 0, 3, -3 * TREASURY_WEIGHT))
    en = said("en", point(found))
    assert len(en) == 6 and en[3].startswith("• Cards of your hand") and en[4].startswith("• Your families'"), en


def test_a_review_stored_before_contrasts_reads_back_without_them():
    points = (point((Contrast("portion", 5, 3, -2),)), TurningPoint(3, Expand(2, (30,)), Marry(4), 2.0, ()))
    review = GameReview((SeatReview(0, points, WholeGame(0, 0, 0, 0, 0)),))
    assert GameReview.from_json(review.to_json()) == review
    stored = json.loads(review.to_json())
    for kept in stored["seats"][0]["points"]:
        del kept["contrasts"]
    old = GameReview.from_json(json.dumps(stored))
    assert [p.contrasts for p in old.of(0).points] == [None, None]


@pytest.mark.rule("R8.1")
@pytest.mark.parametrize(("ends", "en", "de"), [
    ((True, False), "• It ends the game at once, with the final scoring (R8.1); after your move the game went on.",
     "• Er beendet die Partie sofort, mit der Schlusswertung (R8.1); nach deinem Zug ging sie weiter."),
    ((False, True), "• Your move ended the game (R8.1); the search expected more of playing on.",
     "• Dein Zug beendete die Partie (R8.1); die Suche erwartete mehr vom Weiterspielen."),
])
def test_a_turning_point_where_one_move_ends_the_game_says_so_not_the_turns_that_follow(ends, en, de):
    """No turn follows a move that ends the game: where one of the two moves does and nothing
    at once explains the ranking, the line says which ends it; the stored review keeps it."""
    ending = TurningPoint(37, Marry(LEVANT), Marry(SOGDIAN), 8.6, (), (), ends)
    assert said("en", ending)[3] == en and said("de", ending)[3] == de
    assert not any("turns that follow" in line for line in said("en", ending))
    review = GameReview((SeatReview(0, (ending,)),))
    assert GameReview.from_json(review.to_json()) == review
    stored = json.loads(review.to_json())
    del stored["seats"][0]["points"][0]["ends"]  # a review stored before
    assert GameReview.from_json(json.dumps(stored)).of(0).points[0].ends == (False, False)
    assert "turns that follow" in said("en", point(()))[3]  # neither ends it: the turns that follow, as before
    both = said("en", TurningPoint(37, Marry(LEVANT), Marry(SOGDIAN), 8.6, (), (), (True, True)))
    assert not any("turns that follow" in line or "ends the game" in line or "ended the game" in line
                   for line in both), both  # both end it: no turn follows either


@pytest.mark.rule("R8.1")
@pytest.mark.parametrize(("language", "line"), [
    ("en", "• Both moves end the game at once (R8.1); the Expert's move leads at the final scoring only by small "
     "amounts, none worth naming alone."),
    ("de", "• Beide Züge beenden die Partie sofort (R8.1); der Zug des Experten liegt in der Schlusswertung nur um "
     "kleine Beträge vorn, von denen keiner für sich der Rede wert ist.")])
def test_a_turning_point_where_both_moves_end_the_game_alike_says_so_under_against_your_move(language, line):
    """Both moves end the game and no aspect of the final scoring differs enough to say:
    "Against your move:" is followed by a line saying so, not by the line on the whole game;
    where some aspect differs, that aspect's line is said instead."""
    both = said(language, TurningPoint(60, Marry(LEVANT), Marry(SOGDIAN), 2.0, (), (), (True, True)))
    assert both[2].endswith(":") and both[3] == line, both
    differs = said(language, TurningPoint(60, Marry(LEVANT), Marry(SOGDIAN), 2.0, (),
                                          (Contrast("portion", 5.0, 3.0, -2.0),), (True, True)))
    assert len(differs) == 5 and "R8.1" not in differs[3], differs


@pytest.mark.parametrize(("language", "ending"), [
    ("en", "(the Sogdian and the Levant; the Levant and the Persian)."),
    ("de", "(die Sogder und die Levanten; die Levanten und die Perser).")])
def test_two_pairs_that_meet_read_as_two_pairs_not_one_list_of_four(language, ending):
    persian = next(i for i, f in enumerate(BOARD.families) if f.name == "Persian")
    meetings = Contrast("meeting", 6.0, 0.0, 6.0, families=(SOGDIAN, LEVANT, LEVANT, persian))
    line = said(language, point((meetings,)))[-2]
    assert line.endswith(ending), line


@pytest.mark.parametrize(("better", "played", "en", "de"), [
    ((2, 5), (2, 5, 5, 8), "(only the Sogdian and the Levant, not the Levant and the Persian).",
     "(nur die Sogder und die Levanten, nicht die Levanten und die Perser)."),
    ((5, 2, 5, 8), (2, 5), "(the Levant and the Persian as well as the Levant and the Sogdian).",
     "(die Levanten und die Perser sowie die Levanten und die Sogder)."),
    ((2, 5, 5, 8), (5, 2, 1, 5), "(the Levant and the Persian, instead of the Khazar and the Levant).",
     "(die Levanten und die Perser bzw. die Chasaren und die Levanten)."),
])
def test_a_meeting_both_moves_make_is_named_once(better, played, en, de):
    """"(the Persian and the Arabian, instead of the Persian and the Arabian; the Persian and
    the Sindh)" named a meeting both moves make on both sides: only the difference is set
    against the other move's, beside what both share."""
    more, fewer = (better, played) if len(better) >= len(played) else (played, better)
    meeting = Contrast("meeting", len(better) * 2.5, len(played) * 2.5, 1.0, families=more, fewer_families=fewer)
    assert said("en", point((meeting,)))[3].endswith(en)
    assert said("de", point((meeting,)))[3].endswith(de)


def test_the_treasuries_line_names_what_a_family_married_into_brings_only_beside_a_marriage():
    """+6 instead of +4 beside a portion of 3 reads as a miscount unless the family's own treasury is named; two
    expansions marry nobody, and their line says no more than the numbers."""
    treasury = (Contrast("treasury", 0, -1, 0.3),)
    expansions = (Expand(LEVANT, (10,)), Expand(SOGDIAN, (10, 11)))
    assert said("en", point(treasury, moves=expansions))[-2] == (
        "• Your families' treasuries change by 0 Dirham instead of −1, money for second camels later.")
    assert said("de", point(treasury, moves=expansions))[-2] == (
        "• Deine Familienschätze ändern sich um 0 Dirham statt um −1, Geld für spätere zweite Kamele.")
    for moves in ((Expand(LEVANT, (10,)), Marry(SOGDIAN)), (Marry(SOGDIAN), Expand(LEVANT, (10,)))):
        assert said("en", point(treasury, moves=moves))[-2] == (
            "• Your families' treasuries change by 0 Dirham instead of −1, counting what the treasury of a family "
            "you marry into holds already: money for second camels later.")
