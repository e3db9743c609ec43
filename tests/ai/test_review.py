"""The review after the end (docs/coach.md#the-review-after-the-end): each seat's turning points
are its own turn moves, weighed from what it could see then (R10), the move played against a
better one, at most three and most at stake first; the stored form reads back; the words in
both languages."""

import random

import pytest

from bot.ai.budget import Budget
from bot.ai.review import (
    KEPT,
    LEVEL,
    GameReview,
    SeatReview,
    TurningPoint,
    Weighed,
    WholeGame,
    is_turn_move,
    largest,
    position_before,
    review_game,
    turning_point,
    weigh_turn,
)
from bot.engine import RULES_SETUP, Discard, Expand, Marry, apply_action, awaiting, legal_actions, new_game, view
from bot.lab.bench.game_review import seeded_game
from bot.words.i18n import text
from bot.words.narrate import card_name
from bot.words.review_words import review_lines, whole_line
from tests.support.engine_scenarios import BOARD, deal_secrets_again

QUICK = Budget.walks_only(12)  # every root move tried at least once; the tests hold what any count must


@pytest.fixture(scope="module")
def reviewed():
    """A 3-player game played to its end, and its review."""
    names, seed, log = seeded_game(3, 5)
    return names, seed, log, review_game(names, seed, log, RULES_SETUP, QUICK)


def turn_moves(names, seed, log):
    """Each turn move of the game: the state before it, its seat and the move."""
    state, _ = RULES_SETUP.start(names, seed, seated=True)
    for seat, action in log:
        if is_turn_move(state, seat, action):
            yield state.clone(), seat, action
        apply_action(state, seat, action)


def test_turning_points_are_the_seats_own_moves_against_a_better_one(reviewed):
    names, seed, log, review = reviewed
    made = {(before.turn, seat): (action, before) for before, seat, action in turn_moves(names, seed, log)}
    assert [s.seat for s in review.seats] == [0, 1, 2]
    assert sum(len(s.points) for s in review.seats) >= 3  # a greedy game leaves the Expert something to say
    for seat_review in review.seats:
        stakes = [p.at_stake for p in seat_review.points]
        assert len(stakes) <= KEPT and stakes == sorted(stakes, reverse=True) and all(s > LEVEL for s in stakes)
        for point in seat_review.points:
            played, before = made[(point.turn, seat_review.seat)]  # a turn move this seat made at this turn
            assert point.played == played and point.better != point.played
            assert point.better in legal_actions(before, seat_review.seat)


def test_a_seats_weighing_is_the_same_whatever_the_others_were_dealt(reviewed):
    """R10: a turn's verdict and reasons come from the seat's concealed position only: the
    other hands, the deck and the discard pile dealt again change nothing."""
    names, seed, log, _ = reviewed
    checked = 0
    for number, (before, seat, action) in enumerate(turn_moves(names, seed, log)):
        if number % 4 or not any(p.hand for i, p in enumerate(before.players) if i != seat):
            continue
        other = deal_secrets_again(before, seat, random.Random(number))
        other.seed += 1  # the game's own seed, which dealt the secrets: never a review's
        assert other.players != before.players  # the secrets did change
        weighed = weigh_turn(before, seat, action, QUICK)
        assert weigh_turn(other, seat, action, QUICK) == weighed
        if weighed is not None:
            assert turning_point(other, seat, weighed) == turning_point(before, seat, weighed)
        checked += 1
    assert checked >= 8


def test_no_review_names_a_card_its_player_never_held(reviewed):
    names, seed, log, review = reviewed
    held: dict[int, set[int]] = {seat: set() for seat in range(3)}
    for before, seat, _ in turn_moves(names, seed, log):
        held[seat] |= {card.card for card in view(before, seat).hand}
    all_cards = set(range(1, len(BOARD.goods)))
    for seat_review in review.seats:
        named = {c for p in seat_review.points for r in (*p.reasons, *(p.contrasts or ())) for c in r.cards}
        assert named <= held[seat_review.seat]
        for language in ("en", "de"):
            t = text(language)
            said = "\n".join(t.lines(review_lines(BOARD, names, seat_review)))
            never = [c for c in all_cards - held[seat_review.seat] if t(card_name(BOARD, c)) in said]
            assert never == []


def test_a_move_a_stand_in_played_is_no_turning_point(reviewed):
    names, seed, log, review = reviewed
    seat = next(s.seat for s in review.seats if s.points)
    stood_in = {n for n, (mover, action) in enumerate(log) if mover == seat}
    again = review_game(names, seed, log, RULES_SETUP, QUICK, stood_in=stood_in)
    assert again.of(seat).points == () and again.of(seat).whole == review.of(seat).whole
    assert [s for s in again.seats if s.seat != seat] == [s for s in review.seats if s.seat != seat]


def test_the_whole_game_leaves_out_the_turns_a_computer_played_for_the_person(reviewed):
    """After /replace a computer made 8 of "your 11 turns" and two of "your 3 marriages": the
    line counts the person's own moves only, and says how many a computer played for them."""
    names, seed, log, review = reviewed
    seat = 1
    mine = [n for n, (mover, action) in enumerate(log) if mover == seat]
    own = [(n, a) for n, (_, s, a) in zip(turn_indices(names, seed, log), turn_moves(names, seed, log), strict=True)
           if s == seat]
    cut = len(own) // 3  # the person played their first third, a computer the rest
    taken = {n for n in mine if n > own[cut - 1][0]}
    again = review_game(names, seed, log, RULES_SETUP, QUICK, stood_in=taken).of(seat)
    marriages = [number for number, (_, action) in enumerate(own[:cut], 1) if isinstance(action, Marry)]
    assert again.own is not None and again.whole == review.of(seat).whole and review.of(seat).own is None
    assert (again.own.turns, again.played_for, again.own.marriages) == (cut, len(own) - cut, len(marriages))
    assert again.own.first_marriage == (marriages[0] if marriages else 0)
    assert (again.own.cards, again.own.unscored) == (review.of(seat).whole.cards, review.of(seat).whole.unscored)
    assert GameReview.from_json(GameReview((again,)).to_json()).of(0) == again


def turn_indices(names, seed, log):
    """The log's index of each turn move, in the order of ``turn_moves``."""
    state, _ = RULES_SETUP.start(names, seed, seated=True)
    for number, (seat, action) in enumerate(log):
        if is_turn_move(state, seat, action):
            yield number
        apply_action(state, seat, action)


def log_index(names, seed, log, seat, turn):
    """Where in the log the seat's turn move at ``turn`` is."""
    state, _ = RULES_SETUP.start(names, seed, seated=True)
    for number, (mover, action) in enumerate(log):
        if mover == seat and state.turn == turn and is_turn_move(state, seat, action):
            return number
        apply_action(state, mover, action)
    raise AssertionError(f"no turn move of seat {seat} at turn {turn}")


def test_a_move_a_hint_suggested_is_no_turning_point(reviewed):
    """The seat's worst move, had a hint suggested it, gives way to the seat's next worst: the
    coach does not call its own advice a mistake; the other seats' reviews are unchanged."""
    names, seed, log, review = reviewed
    seat = next(s.seat for s in review.seats if s.points)
    worst = review.of(seat).points[0]
    again = review_game(names, seed, log, RULES_SETUP, QUICK, advised={log_index(names, seed, log, seat, worst.turn)})
    assert [p.turn for p in again.of(seat).points] != [p.turn for p in review.of(seat).points]
    assert worst.turn not in [p.turn for p in again.of(seat).points]
    assert [s for s in again.seats if s.seat != seat] == [s for s in review.seats if s.seat != seat]


def test_a_review_of_moves_all_advised_says_none_was_judged_not_well_played(reviewed):
    """A seat that followed a hint at every turn has no turning point, and "well played" would
    praise moves the coach never judged; a review stored before the count says what it did."""
    names, seed, log, review = reviewed
    seat = next(s.seat for s in review.seats if s.points)
    assert review.of(seat).judged == review.of(seat).whole.turns
    mine = {number for number, (mover, _) in enumerate(log) if mover == seat}
    again = review_game(names, seed, log, RULES_SETUP, QUICK, advised=mine)
    assert again.of(seat).points == () and again.of(seat).judged == 0
    for language, said in (("en", "The Expert judged none of your turns"), ("de", "Der Experte hat keinen")):
        assert text(language)(review_lines(BOARD, names, again.of(seat))[0]).startswith(said)
    stood_in = review_game(names, seed, log, RULES_SETUP, QUICK, stood_in=mine)  # made for them: no praise either
    assert stood_in.of(seat).judged == 0 and stood_in.of(seat).advised == 0
    for language, said in (("en", "In none of your turns did you choose the move: a computer played each"),
                           ("de", "In keinem deiner Züge hast du selbst gewählt: Jeden hat ein Computer")):
        assert text(language)(review_lines(BOARD, names, stood_in.of(seat))[0]).startswith(said)
    older = GameReview.from_json(again.to_json().replace('"judged": 0', '"judged": null'))
    assert older.of(seat).judged is None and GameReview.from_json(again.to_json()) == again
    assert text("en")(review_lines(BOARD, names, older.of(seat))[0]).startswith("In none of your turns")


def test_the_stored_form_reads_back_and_refuses_another_version(reviewed):
    review = reviewed[3]
    assert GameReview.from_json(review.to_json()) == review
    older = review.to_json().replace(', "own": null', "")  # stored before the person's own part was
    assert '"own"' not in older and GameReview.from_json(older) == review
    assert review.of(1) is review.seats[1]
    with pytest.raises(ValueError, match="version"):
        GameReview.from_json(review.to_json().replace('"version": 1', '"version": 99'))
    with pytest.raises(ValueError):
        GameReview.from_json('{"version": 1, "seats": [{"seat": 0}]}')


def test_the_whole_game_counts_the_seats_own_moves(reviewed):
    names, seed, log, review = reviewed
    moves = {seat: [a for _, s, a in turn_moves(names, seed, log) if s == seat] for seat in range(3)}
    end = RULES_SETUP.replay(names, seed, log, seated=True)
    for seat, seat_review in enumerate(review.seats):
        whole = seat_review.whole
        marriages = [n for n, a in enumerate(moves[seat], 1) if isinstance(a, Marry)]
        assert (whole.turns, whole.marriages, whole.first_marriage) == (len(moves[seat]), len(marriages),
                                                                         marriages[0] if marriages else 0)
        assert whole.cards == len(end.players[seat].hand) and 0 <= whole.unscored <= whole.cards


def test_the_position_before_is_the_seats_view_at_that_turn(reviewed):
    names, seed, log, review = reviewed
    point = next(p for s in review.seats for p in s.points)
    seat = next(s.seat for s in review.seats if point in s.points)
    seen = position_before(names, seed, log, RULES_SETUP, seat, point.turn)
    assert seen.you == seat and seen.turn == point.turn and seen.active == seat
    with pytest.raises(ValueError):
        position_before(names, seed, log, RULES_SETUP, seat, 10_000)


POINT = TurningPoint(12, Expand(2, (30, 31)), Marry(4), 4.6, ())


def test_the_whole_game_says_how_many_turns_a_computer_played_for_the_person():
    own = SeatReview(0, (POINT,), WholeGame(11, 3, 1, 7, 1), own=WholeGame(3, 1, 1, 7, 1))
    for language, expected in (
            ("en", "**Your game:** A computer played 8 of your seat's turns; they are not counted here. You married "
                   "once, in your turn 1 of 3. 1 of the 7 cards you ended with scored nothing."),
            ("de", "**Deine Partie:** Ein Computer hat 8 Züge auf deinem Platz gespielt; sie zählen hier nicht mit. "
                   "Du hast einmal geheiratet, in deinem 1. von 3 Zügen. 1 der 7 Karten, die du am Ende hattest, "
                   "brachte keinen Punkt.")):
        assert text(language).lines(review_lines(BOARD, ["Ann"], own))[-1] == expected
    one = text("en").lines([whole_line(WholeGame(3, 0, 0, 0, 0), played_for=1)])[0]
    assert one == ("**Your game:** A computer played 1 of your seat's turns; it is not counted here. You never "
                   "married. You ended with no cards in hand.")


def test_a_seat_a_computer_played_throughout_is_not_told_it_never_married():
    """The person chose no move: the line says so instead of counting the computer's marriages,
    or their absence, as theirs."""
    whole = SeatReview(0, (), WholeGame(12, 2, 3, 5, 1), judged=0, advised=0, own=WholeGame(0, 0, 0, 5, 1))
    for language, expected in (
            ("en", "**Your game:** A computer played all 12 of your seat's turns, so there is no move of yours to "
                   "count. 1 of the 5 cards you ended with scored nothing."),
            ("de", "**Deine Partie:** Ein Computer hat alle 12 Züge auf deinem Platz gespielt; es bleibt also kein Zug "
                   "von dir zu zählen. 1 der 5 Karten, die du am Ende hattest, brachte keinen Punkt.")):
        assert text(language).lines(review_lines(BOARD, ["Ann"], whole))[-1] == expected


@pytest.mark.parametrize(("whole", "en", "de"), [
    (WholeGame(14, 3, 2, 9, 4), "You married 3 times in your 14 turns, first in your turn 2. 4 of the 9 cards you "
     "ended with scored nothing.", "Du hast in deinen 14 Zügen 3-mal geheiratet, zum ersten Mal in deinem "
     "2. Zug. 4 der 9 Karten, die du am Ende hattest, brachten keinen Punkt."),
    (WholeGame(10, 1, 5, 1, 1), "You married once, in your turn 5 of 10. The one card you ended with scored nothing.",
     "Du hast einmal geheiratet, in deinem 5. von 10 Zügen. Deine eine Karte am Ende brachte keinen Punkt."),
    (WholeGame(10, 0, 0, 0, 0), "You never married. You ended with no cards in hand.",
     "Du hast nie geheiratet. Am Ende hattest du keine Karte auf der Hand."),
    (WholeGame(10, 2, 1, 6, 0), "All 6 cards you ended with scored.", "Alle 6 Karten, die du am Ende hattest, "
     "brachten Punkte."),
])
def test_the_review_reads_in_both_languages(whole, en, de):
    lines = review_lines(BOARD, ["Ann", "Bob"], SeatReview(0, (POINT,), whole))
    for language, expected, turn in (("en", en, "**Turn 12** (about 5 points at stake)"),
                                     ("de", de, "**Zug 12** (etwa 5 Punkte standen auf dem Spiel)")):
        said = text(language).lines(lines)
        assert said[1].startswith(turn) and expected in said[-1]
        assert not [line for line in said if "review." in line or "coach." in line or "{" in line]
    assert text("en")(review_lines(BOARD, ["Ann"], SeatReview(0, (), whole))[0]).startswith("In none of your turns")


def test_one_lesson_fills_one_of_the_three_places():
    """The same camels missed at turns 56 and 58 filled two of the three places: a turn whose
    better move is one already kept gives way to the next most at stake (spaces in any order)."""
    def weighed(turn: int, better, stake: float):
        return Weighed(turn, 0, Marry(1), better, stake), None

    found = [weighed(56, Expand(2, (30, 31)), 6.0), weighed(58, Expand(2, (31, 30)), 5.0),
             weighed(12, Marry(4), 3.0), weighed(20, Expand(3, (8,)), 2.0), weighed(30, Marry(4), 2.5)]
    assert [w.turn for w, _ in largest(found)] == [56, 12, 20]


def test_an_expansion_typed_in_the_other_order_is_weighed_as_the_one_the_engine_lists():
    """A two-camel expansion whose spaces the player typed in the other order (the rules
    engine takes both: the same camels on the same spaces) is weighed as that move, where
    the compiled search, which lists it in one order only, once failed the whole review."""
    state, _ = new_game(["ann", "bob"], seed=7)
    for _ in range(2):  # both marry, keeping their cards
        seat = awaiting(state)[0].player
        apply_action(state, seat, next(a for a in legal_actions(state, seat) if isinstance(a, Marry)))
        apply_action(state, seat, Discard(()))
    seat = awaiting(state)[0].player
    listed = next(a for a in legal_actions(state, seat) if isinstance(a, Expand) and len(a.spaces) == 2)
    typed = Expand(listed.family, listed.spaces[::-1])
    apply_action(state.clone(), seat, typed)  # the rules engine takes it
    weighed, as_listed = weigh_turn(state, seat, typed, QUICK), weigh_turn(state, seat, listed, QUICK)
    assert (weighed is None) == (as_listed is None)
    if weighed is not None and as_listed is not None:
        assert (weighed.better, weighed.at_stake) == (as_listed.better, as_listed.at_stake)
