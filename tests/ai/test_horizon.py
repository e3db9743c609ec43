"""A turning point says where both moves lead at the search's horizon, in the evaluation's own
terms (docs/coach.md#the-review-after-the-end): measured as the search's rollouts measure, the
moves played on alike, said only where it agrees with the points at stake and only for the terms
that differ once rounded, what favours the move played last, in both languages; a review stored
before it was still reads."""

import json
import random

import pytest

from bot.ai.answers import played
from bot.ai.conceal import conceal_fast
from bot.ai.expert import horizon
from bot.ai.horizon import PLAYOUTS, Outlook, differing, outlooks, supports
from bot.ai.review import GameReview, SeatReview, TurningPoint, Weighed, WholeGame, outlook_of
from bot.ai.rollout import python_rollout
from bot.engine import RULES_SETUP, Expand, Marry, apply_action, awaiting, legal_actions
from bot.engine.fast import fast_state
from bot.words.i18n import text
from bot.words.review_words import outlook_lines, review_lines
from tests.support.engine_scenarios import BOARD


def midgame(players: int, seed: int):
    """Concealed worlds of a seat about to choose a turn move, some turns into a random game,
    and two of its moves."""
    state, _ = RULES_SETUP.start([f"P{n + 1}" for n in range(players)], seed, seated=True)
    rng = random.Random(seed)
    while state.turn < 4 * players or not [a for a in legal_actions(state, awaiting(state)[0].player)
                                           if isinstance(a, Marry | Expand)]:
        seat = awaiting(state)[0].player
        apply_action(state, seat, rng.choice(legal_actions(state, seat)))
    seat = awaiting(state)[0].player
    moves = [a for a in legal_actions(state, seat) if isinstance(a, Marry | Expand)]
    position = conceal_fast(fast_state(state), seat, rng)
    return [conceal_fast(position, seat, rng) for _ in range(4)], seat, moves[:2]


@pytest.mark.parametrize("players", [2, 4])
def test_the_outlook_is_the_searchs_evaluation_at_its_horizon_taken_apart(players):
    worlds, seat, moves = midgame(players, players)
    found = outlooks(worlds, seat, moves, 11)
    rng = random.Random(11)
    walked = [0.0 for _ in moves]
    for world in worlds:
        until = horizon(world)  # where the search's walks evaluate
        for stream in [rng.getrandbits(64) for _ in range(PLAYOUTS)]:
            for i, move in enumerate(moves):
                walked[i] += python_rollout(played(world, seat, move), until, [seat], stream)[0]
    for outlook, total in zip(found, walked, strict=True):
        assert outlook.value == pytest.approx(total / (len(worlds) * PLAYOUTS))


def test_one_move_played_on_twice_leads_to_one_outlook():
    worlds, seat, moves = midgame(3, 5)
    first, second = outlooks(worlds, seat, [moves[0], moves[0]], 3)
    assert first == second
    assert differing(first, second) == ([], [])
    assert not supports(first, second, 0.0)


def test_an_outlook_that_disagrees_with_the_points_at_stake_is_not_said():
    worlds, seat, moves = midgame(3, 5)
    better, played_ = outlooks(worlds, seat, moves, 7)
    if better.value < played_.value:
        moves, (better, played_) = moves[::-1], (played_, better)
    gap = better.value - played_.value
    kept = outlook_of(worlds, seat, Weighed(worlds[0].turn, 5, moves[1], moves[0], 2 * gap - 0.01))
    assert kept == (better, played_)  # half the stake, or more: said
    assert outlook_of(worlds, seat, Weighed(worlds[0].turn, 5, moves[1], moves[0], 2 * gap + 0.01)) is None
    assert outlook_of(worlds, seat, Weighed(worlds[0].turn, 5, moves[0], moves[1], 1.0)) is None  # the other way


def test_only_the_terms_that_differ_noticeably_are_named_most_worth_first():
    better, worse = Outlook(40.0, 2.0, 6.0, 30.0), Outlook(37.0, 1.0, 6.5, 30.2)
    assert differing(better, worse) == (["points", "reach"], [])  # 3 points, then a card (2.5); 0.15, 0.1 unsaid
    costly = Outlook(40.0, 1.0, 9.0, 35.0)
    assert differing(costly, worse) == (["points"], ["rival"])  # 2.4 against: said last; 0.75 for it: two at most
    assert differing(Outlook(44.0, 3.0, 9.0, 35.0), worse) == (["points", "reach"], [])  # two at most: 2.4 dropped
    assert differing(Outlook(40.0, 1.45, 6.0, 30.2), worse) == (["points"], [])  # 1.1 for cards, but 1 and 1


TABLE = ["Ann", "Bob", "Cem"]


def test_the_outlook_is_said_term_by_term_where_it_differs_once_rounded():
    assert outlook_lines(TABLE, None) == []
    assert outlook_lines(TABLE, (Outlook(40.2, 1.0, 5.0, 30.0), Outlook(39.9, 1.0, 5.0, 30.0))) == []  # 40 and 40
    lines = outlook_lines(TABLE, (Outlook(45.0, 2.0, 6.0, 30.0), Outlook(41.0, 2.0, 6.0, 33.0)))
    assert text("en")(lines[0]) == ("4 turns each later (or at the end), in the search's trial games: you have about "
                                    "45 points instead of 41 and the leader among the others has about 30 points "
                                    "instead of 33.")
    assert text("de")(lines[0]) == ("Nach je 4 weiteren Zügen (oder bei Spielende), in den Probespielen der Suche: du "
                                    "hast etwa 45 Punkte statt 41 und wer unter den anderen vorn liegt, hat etwa 30 "
                                    "Punkte statt 33.")
    costly = outlook_lines(TABLE, (Outlook(45.0, 2.0, 6.0, 33.0), Outlook(41.0, 2.0, 6.0, 30.0)))
    assert text("en")(costly[0]).endswith(": you have about 45 points instead of 41, but the leader among the others "
                                          "has about 33 points instead of 30.")
    assert text("de")(costly[0]).endswith(": du hast etwa 45 Punkte statt 41, aber wer unter den anderen vorn liegt, "
                                          "hat etwa 33 Punkte statt 30.")
    alone = outlook_lines(TABLE[:2], (Outlook(45.0, 2.0, 6.0, 30.0), Outlook(45.0, 2.0, 6.0, 33.0)))
    assert text("en")(alone[0]).endswith(": your opponent has about 30 points instead of 33.")
    assert text("de")(alone[0]).endswith(": dein Gegenüber hat etwa 30 Punkte statt 33.")


@pytest.mark.parametrize(("table", "outlook", "english", "german"), [
    (TABLE, (Outlook(45.0, 0.3, 6.0, 30.0), Outlook(41.0, 3.0, 6.0, 30.0)),
     "but no card of your hand is within reach of your families' camels instead of about 3.",
     "aber keine Karte deiner Hand ist in Reichweite der Kamele deiner Familien statt etwa 3."),
    (TABLE[:2], (Outlook(9.0, 1.0, 0.4, 0.2), Outlook(9.0, 1.0, 0.4, 4.0)),
     ": your opponent has no points instead of about 4.", ": dein Gegenüber hat keine Punkte statt etwa 4."),
])
def test_a_figure_that_rounds_to_nothing_is_said_as_none(table, outlook, english, german):
    """"about 0 cards" reads as a slip: the better move's figure of nothing is said as none."""
    [line] = outlook_lines(table, outlook)
    assert text("en")(line).endswith(english) and text("de")(line).endswith(german)


POINT = TurningPoint(12, Marry(0), Marry(1), 5.0, (), (), outlook=(Outlook(45.0, 2.0, 6.0, 30.0),
                                                                    Outlook(41.0, 1.0, 6.0, 30.0)))


def test_a_turning_points_outlook_is_stored_and_read_back_and_an_older_review_reads_without_it():
    review = GameReview((SeatReview(0, (POINT,), WholeGame(10, 2, 1, 6, 0)),))
    assert GameReview.from_json(review.to_json()) == review
    stored = json.loads(review.to_json())
    del stored["seats"][0]["points"][0]["outlook"]
    older = GameReview.from_json(json.dumps(stored)).of(0).points[0]
    assert older.outlook is None
    said = text("en").lines(review_lines(BOARD, ["Ann"], review.of(0)))
    assert "• 4 turns each later (or at the end), in the search's trial games: you have about 45 " \
           "points instead of 41 and about 2 cards of your hand are within reach of your families' camels " \
           "instead of 1." in said
    assert not [line for line in text("en").lines(review_lines(BOARD, ["Ann"], SeatReview(0, (older,))))
                if "trial games" in line]
