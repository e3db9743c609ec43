"""A turning point says where both moves lead at the search's horizon, in the evaluation's own
terms (docs/coach.md#the-review-after-the-end): measured as the search's rollouts measure, the
moves played on alike, and said only for the terms that differ once rounded, in both languages;
a review stored before it was still reads."""

import json
import random

import pytest

from bot.ai.answers import played
from bot.ai.conceal import conceal_fast
from bot.ai.expert import ROLLOUT_TURNS
from bot.ai.horizon import PLAYOUTS, WORTH, Outlook, differing, outlooks
from bot.ai.review import GameReview, SeatReview, TurningPoint, WholeGame
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


def value(outlook: Outlook) -> float:
    return sum(getattr(outlook, name) * worth for name, worth in WORTH.items())


@pytest.mark.parametrize("players", [2, 4])
def test_the_outlook_is_the_searchs_evaluation_at_its_horizon_taken_apart(players):
    worlds, seat, moves = midgame(players, players)
    found = outlooks(worlds, seat, moves, 11)
    rng = random.Random(11)
    walked = [0.0 for _ in moves]
    for world in worlds:
        until = world.turn + ROLLOUT_TURNS * players
        for stream in [rng.getrandbits(64) for _ in range(PLAYOUTS)]:
            for i, move in enumerate(moves):
                walked[i] += python_rollout(played(world, seat, move), until, [seat], stream)[0]
    for outlook, total in zip(found, walked, strict=True):
        assert value(outlook) == pytest.approx(total / (len(worlds) * PLAYOUTS))


def test_one_move_played_on_twice_leads_to_one_outlook():
    worlds, seat, moves = midgame(3, 5)
    first, second = outlooks(worlds, seat, [moves[0], moves[0]], 3)
    assert first == second
    assert not differing(first, second)


def test_only_the_terms_that_differ_noticeably_are_named_most_worth_first():
    better, worse = Outlook(40.0, 2.0, 6.0, 30.0), Outlook(37.0, 1.0, 6.5, 30.2)
    assert differing(better, worse) == ["points", "reach"]  # 3 points, then one card (2.5); 0.15 and 0.1 unsaid


TABLE = ["Ann", "Bob", "Cem"]


def test_the_outlook_is_said_term_by_term_where_it_differs_once_rounded():
    assert outlook_lines(TABLE, None) == []
    assert outlook_lines(TABLE, (Outlook(40.2, 1.0, 5.0, 30.0), Outlook(39.9, 1.0, 5.0, 30.0))) == []  # 40 and 40
    lines = outlook_lines(TABLE, (Outlook(45.0, 2.0, 6.0, 30.0), Outlook(41.0, 2.0, 6.0, 33.0)))
    assert text("en")(lines[0]) == ("After 4 more turns each, in the search's playouts, on average: you would score "
                                    "about 45 points instead of 41 and the best of the others scores about 30 points "
                                    "instead of 33.")
    assert text("de")(lines[0]) == ("Wenn jeder noch 4 Züge gemacht hat, in den Probespielen der Suche im "
                                    "Durchschnitt: du hättest etwa 45 Punkte statt 41 und der Beste der anderen hat "
                                    "etwa 30 Punkte statt 33.")
    alone = outlook_lines(TABLE[:2], (Outlook(45.0, 2.0, 6.0, 30.0), Outlook(45.0, 2.0, 6.0, 33.0)))
    assert text("en")(alone[0]).endswith(": your opponent scores about 30 points instead of 33.")
    assert text("de")(alone[0]).endswith(": dein Gegenüber hat etwa 30 Punkte statt 33.")


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
    assert "• After 4 more turns each, in the search's playouts, on average: you would score about 45 points " \
           "instead of 41 and 2 cards of your hand are within a camel's reach instead of 1." in said
    assert not [line for line in text("en").lines(review_lines(BOARD, ["Ann"], SeatReview(0, (older,))))
                if "playouts" in line]
