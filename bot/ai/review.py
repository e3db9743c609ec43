"""The review after the end: for each seat, the turns where its choice lost the most against
the Expert's, and one line on its whole game.

The finished game is replayed from its seed and log. At each turn move (a marriage or an
expansion) a seat made, the coach's search (``Coach.weigh``) ranks the seat's moves from a
concealed copy of that position (``conceal_fast``), exactly as a hint would have then: the
other hands, the deck and the discard pile are dealt again at random, from a seed made of
public values only (the turn and the seat, never the game's seed, which dealt the secrets).
So a seat's review knows what the seat knew at the time and nothing else (R10): two games
with one public history and one hand for the seat give the same review, however the others'
cards were dealt. The move actually played is always weighed (it joins the root's first
moves); what is at stake is how many more points the search expects of its own choice than
of the move played, both walked from alike (``settled``) so that a move the search dropped
early is not judged by its few walks. The seat's three largest (each over ``LEVEL``: a move about as good as the
Expert's is no turning point) are kept, and only they are explained: the hint's reasons for both
moves (``explain``), measured in the same concealed worlds, and set side by side
(``bot.ai.contrast``): what the better move gains over the one played, with both numbers; and
where each leads at the search's horizon, in the evaluation's terms (``bot.ai.horizon``).

The line on the whole game comes from the seat's own play and from what the end revealed
to everyone (the final hands are scored in public, R9.4): when it first married, and how
many of the cards it ended with scored nothing."""

from __future__ import annotations

import json
import random
from collections.abc import Collection, Sequence
from dataclasses import asdict, dataclass, fields
from typing import Any

from bot.ai.budget import Budget
from bot.ai.coach import WORLDS, Coach, Move, Reason, explain
from bot.ai.conceal import conceal_fast
from bot.ai.contrast import Contrast, contrasts
from bot.ai.horizon import Outlook, outlooks, supports
from bot.engine import Action, Expand, GameState, Marry, Setup, action_from_dict, action_to_dict, apply_action, view
from bot.engine.fast import FastState, fast_state
from bot.engine.scoring import card_points, end_reason, winners
from bot.engine.view import SeatView

IN_REVIEW = Budget(0.75, 2.5)  # the search's CPU a turn move (under a wall ceiling), the settling's walks on
                               # top: a whole game's review within about 2 minutes of CPU at 5 players
                               # (``bench review``, docs/performance.md)
SETTLE_WALKS = 250  # walks from each of the two moves compared, for a fair difference (``settled``)
KEPT = 3         # turning points a seat is shown
LEVEL = 1.0      # points a move must lose against the Expert's to be a turning point
VERSION = 1      # the stored form's version (``GameReview.to_json``)


@dataclass(frozen=True)
class TurningPoint:
    """A turn (``state.turn`` when the seat chose) where the seat played ``played`` and the
    search expected ``at_stake`` points more of ``better``, for ``reasons`` (the better move's
    own), which ``contrasts`` set against the move played's (None in a review stored before
    contrasts were: its words fall back to the reasons; empty when the two moves do alike at
    once). ``outlook``: what each leads to at the search's horizon, the better move first
    (``bot.ai.horizon``; None where one of them ends the game, where the estimate disagrees with
    ``at_stake``, and in a review stored before)."""

    turn: int
    played: Move
    better: Move
    at_stake: float
    reasons: tuple[Reason, ...]
    contrasts: tuple[Contrast, ...] | None = None
    ends: tuple[bool, bool] = (False, False)  # whether the better move, and the move played, end the game
    outlook: tuple[Outlook, Outlook] | None = None


@dataclass(frozen=True)
class WholeGame:
    """A whole game in a few counts: the turn moves, the marriages, which of those turns (1 =
    the first) the first marriage was on (0: never), the cards the seat ended with and how many
    of them scored nothing at the end."""

    turns: int
    marriages: int
    first_marriage: int
    cards: int
    unscored: int


@dataclass(frozen=True)
class SeatReview:
    """One seat's review: its turning points, most at stake first, and its whole game; and how
    many of its turn moves were judged (its own choices: not a stand-in's, not a hint
    followed) and how many followed a hint, so that a review with no turning point can tell
    "well played" from "only the coach's own advice" (None in a review stored before they
    were counted). ``own``: where a computer played some of the seat's turn moves for its
    person (a time-out's stand-in, or one that took the seat over), the whole game of the
    person's own moves, which the review's line tells, so that nobody reads a computer's
    marriages as their own (None where nobody did, and in a review stored before it was)."""

    seat: int
    points: tuple[TurningPoint, ...]
    whole: WholeGame = WholeGame(0, 0, 0, 0, 0)
    judged: int | None = None
    advised: int | None = None
    own: WholeGame | None = None

    @property
    def played_for(self) -> int:
        """How many of the seat's turn moves a computer played for its person."""
        return 0 if self.own is None else self.whole.turns - self.own.turns


@dataclass(frozen=True)
class GameReview:
    """Every seat's review, in seat order."""

    seats: tuple[SeatReview, ...]

    def of(self, seat: int) -> SeatReview:
        return self.seats[seat]

    def to_json(self) -> str:
        """The stored form (``VERSION`` tells a later format apart)."""
        return json.dumps({"version": VERSION, "seats": [seat_to_dict(s) for s in self.seats]})

    @classmethod
    def from_json(cls, text: str) -> GameReview:
        """Inverse of ``to_json``; ValueError for another version or a malformed text."""
        data = json.loads(text)
        if not isinstance(data, dict) or data.get("version") != VERSION:
            raise ValueError(f"not a review of version {VERSION}")
        try:
            return cls(tuple(seat_from_dict(s) for s in data["seats"]))
        except (KeyError, TypeError) as error:
            raise ValueError(f"a malformed review: {error}") from error


def seat_to_dict(review: SeatReview) -> dict[str, Any]:  # JSON: the stored review
    return {"seat": review.seat, "whole": asdict(review.whole), "judged": review.judged, "advised": review.advised,
            "own": None if review.own is None else asdict(review.own),
            "points": [{"turn": p.turn, "played": action_to_dict(p.played), "better": action_to_dict(p.better),
                        "at_stake": p.at_stake, "reasons": [asdict(r) for r in p.reasons],
                        "contrasts": None if p.contrasts is None else [asdict(c) for c in p.contrasts],
                        "ends": list(p.ends), "outlook": None if p.outlook is None else [asdict(o) for o in p.outlook]}
                       for p in review.points]}


def seat_from_dict(data: dict[str, Any]) -> SeatReview:  # JSON: the stored review
    points = tuple(TurningPoint(int(p["turn"]), turn_move(p["played"]), turn_move(p["better"]), float(p["at_stake"]),
                                tuple(reason_from_dict(r) for r in p["reasons"]),
                                None if p.get("contrasts") is None else tuple(map(contrast_from_dict, p["contrasts"])),
                                ended(p.get("ends", (False, False))),  # absent in a review stored before it was
                                outlook(p.get("outlook")))
                   for p in data["points"])
    judged, advised = data.get("judged"), data.get("advised")  # absent in a review stored before they were counted
    own = data.get("own")  # absent in a review stored before it was
    return SeatReview(int(data["seat"]), points, whole_from_dict(data["whole"]),
                      None if judged is None else int(judged), None if advised is None else int(advised),
                      None if own is None else whole_from_dict(own))


def whole_from_dict(data: dict[str, Any]) -> WholeGame:  # JSON: the stored review
    return WholeGame(**{f.name: int(data[f.name]) for f in fields(WholeGame)})


def ended(data: Sequence[object]) -> tuple[bool, bool]:  # JSON: the stored review
    better, played = data
    return bool(better), bool(played)


def outlook(data: Sequence[dict[str, float]] | None) -> tuple[Outlook, Outlook] | None:  # JSON: the stored review
    if data is None:  # absent in a review stored before it was
        return None
    better, played = (Outlook(**{f.name: float(side[f.name]) for f in fields(Outlook)}) for side in data)
    return better, played


def turn_move(data: dict[str, Any]) -> Move:  # JSON: the stored review
    action = action_from_dict(data)
    if not isinstance(action, Marry | Expand):
        raise TypeError(f"not a turn move: {data!r}")
    return action


def reason_from_dict(data: dict[str, Any]) -> Reason:  # JSON: the stored review
    return Reason(str(data["kind"]), float(data["amount"]), int(data["count"]), tuple(data["cards"]),
                  tuple(data["goods"]), tuple(data["families"]), tuple(data["seats"]))


def contrast_from_dict(data: dict[str, Any]) -> Contrast:  # JSON: the stored review
    return Contrast(str(data["kind"]), float(data["better"]), float(data["played"]), float(data["gains"]),
                    tuple(data["cards"]), tuple(data["goods"]), tuple(data["families"]), tuple(data["seats"]),
                    tuple(data.get("fewer_families", ())),  # absent in a review stored before it was
                    tuple(data.get("fewer_cards", ())), tuple(data.get("fewer_goods", ())))  # likewise


@dataclass(frozen=True)
class Weighed:
    """One turn move as the search weighed it: the seed it was weighed with, the move played,
    the search's choice and how many points more it expected of it."""

    turn: int
    seed: int
    played: Move
    better: Move
    at_stake: float


def review_seed(turn: int, seat: int) -> int:
    """The seed of one turn's weighing: public values only (R10), the same on every replay."""
    return turn * 101 + seat


def concealed(state: GameState, seat: int, seed: int) -> tuple[FastState, random.Random]:
    """The seat's position as it knew it, the secrets dealt again from ``seed``, and the
    generator that goes on from there."""
    rng = random.Random(seed)
    return conceal_fast(fast_state(state), seat, rng), rng


def weigh_turn(state: GameState, seat: int, played: Move, budget: Budget = IN_REVIEW) -> Weighed | None:
    """The search's verdict on ``played`` in ``state`` (the seat to move, before it chose):
    None when the move played is the search's own, or no worse once both are settled."""
    seed = review_seed(state.turn, seat)
    s, rng = concealed(state, seat, seed)
    ranked = Coach(rng.getrandbits(32), budget).weigh(s, seat, played)
    if not ranked or same(ranked[0][0], played):
        return None
    better = ranked[0][0]
    walks = budget.walks or SETTLE_WALKS
    at_stake = settled(s, seat, better, walks, seed) - settled(s, seat, played, walks, seed)
    return Weighed(state.turn, seed, played, better, at_stake)


def settled(s: FastState, seat: int, move: Move, walks: int, seed: int) -> float:
    """The mean of ``walks`` walks from ``move`` alone: the search walks a move it finds poor only a few times, a mean
    far from its worth (once 16 points below its choice, 5 settled), so both compared are settled alike, one seed."""
    node = Coach(seed, Budget.walks_only(walks)).search(s, seat, [move])[0]
    return node.total / node.visits


def same(move: Move, other: Move) -> bool:
    """Whether two moves are one: an expansion's spaces in either order."""
    if isinstance(move, Expand) and isinstance(other, Expand):
        return move.family == other.family and sorted(move.spaces) == sorted(other.spaces)
    return move == other


def turning_point(state: GameState, seat: int, weighed: Weighed) -> TurningPoint:
    """A kept turn with the reasons for the better move and how they differ from the move
    played's, both measured in the same worlds, dealt from the same public seed as the search's."""
    s, rng = concealed(state, seat, weighed.seed + 1)
    worlds = [conceal_fast(s, seat, rng) for _ in range(WORLDS)]
    better, played = explain(worlds, seat, weighed.better, 0.0), explain(worlds, seat, weighed.played, 0.0)
    return TurningPoint(weighed.turn, weighed.played, weighed.better, weighed.at_stake, better.reasons,
                        contrasts(better.reasons, played.reasons), (better.ends, played.ends),
                        None if better.ends or played.ends else outlook_of(worlds, seat, weighed))


def outlook_of(worlds: Sequence[FastState], seat: int, weighed: Weighed) -> tuple[Outlook, Outlook] | None:
    """Where the better move and the move played lead at the search's horizon, when that agrees
    with the points at stake (``supports``); else None, and the review says no figures for it."""
    better, played = outlooks(worlds, seat, (weighed.better, weighed.played), weighed.seed + 2)
    return (better, played) if supports(better, played, weighed.at_stake) else None


def is_turn_move(state: GameState, seat: int, action: Action) -> bool:
    """Whether ``action`` is the seat's own choice of a turn move (not an answer, not a pass)."""
    return isinstance(action, Marry | Expand) and state.active == seat and not state.pending and not state.over


def review_game(names: Sequence[str], seed: int, log: Sequence[tuple[int, Action]], setup: Setup,
                budget: Budget = IN_REVIEW, stood_in: Collection[int] = (),
                advised: Collection[int] = ()) -> GameReview:
    """Every seat's review of a finished game (``names`` in seat order, as stored for a started
    game). ``stood_in``: the log's indices of actions a time-out stand-in played for a person
    (the log's ``by``), never their turning points: nobody chose them; ``advised``: those a
    person played as their hint suggested, never turning points either: the coach does not
    call its own advice a mistake. Pure and CPU-bound: what a process pool's worker is handed."""
    state, _ = setup.start(list(names), seed, seated=True)
    seats = range(len(state.players))
    found: dict[int, list[tuple[Weighed, GameState]]] = {seat: [] for seat in seats}
    moves: dict[int, list[Move]] = {seat: [] for seat in seats}
    own: dict[int, list[Move]] = {seat: [] for seat in seats}  # the person's, not a computer's for them
    judged, hinted = dict.fromkeys(seats, 0), dict.fromkeys(seats, 0)
    for number, (seat, action) in enumerate(log):
        if is_turn_move(state, seat, action):
            assert isinstance(action, Marry | Expand)
            moves[seat].append(action)
            if number not in stood_in:
                own[seat].append(action)
            chosen = number not in stood_in and number not in advised
            judged[seat] += chosen
            hinted[seat] += number in advised and number not in stood_in
            weighed = weigh_turn(state, seat, action, budget) if chosen else None
            if weighed is not None and weighed.at_stake > LEVEL:
                found[seat].append((weighed, state.clone()))
        apply_action(state, seat, action)
    won_by_ending(state, found)
    return GameReview(tuple(
        SeatReview(seat, tuple(turning_point(before, seat, weighed) for weighed, before in largest(found[seat])),
                   whole_game(state, seat, moves[seat]), judged[seat], hinted[seat],
                   whole_game(state, seat, own[seat]) if len(own[seat]) < len(moves[seat]) else None)
        for seat in seats))


def won_by_ending(end: GameState, found: dict[int, list[tuple[Weighed, GameState]]]) -> None:
    """The move that ended the game is never a winner's turning point: the search weighs
    points, not the win, and may expect more of playing on than of a game won now (R9.3:
    tied leaders win together)."""
    if not end.over:
        return
    for seat in winners(end):
        found[seat] = [(weighed, before) for weighed, before in found[seat] if not ended_by(before, seat, weighed)]


def ended_by(before: GameState, seat: int, weighed: Weighed) -> bool:
    """Whether the move played at this turn made the game's end (R8.1): by the stacks too, for
    an ending expansion that left its turn open for a rival's sale answer (sales at once, R6.5)."""
    after = before.clone()
    apply_action(after, seat, weighed.played)
    return bool(after.end_reason or end_reason(after))


def largest(found: list[tuple[Weighed, GameState]]) -> list[tuple[Weighed, GameState]]:
    """The ``KEPT`` turns most at stake, most first (the earlier turn first on a tie), one per
    lesson: a turn whose better move is one already kept (the same camels missed at turns 56
    and 58) gives way to the next, rather than filling two of the three places."""
    kept: list[tuple[Weighed, GameState]] = []
    for item in sorted(found, key=lambda item: (-item[0].at_stake, item[0].turn)):
        if len(kept) < KEPT and not any(same(item[0].better, other.better) for other, _ in kept):
            kept.append(item)
    return kept


def whole_game(end: GameState, seat: int, moves: Sequence[Move]) -> WholeGame:
    """The seat's game in counts, from ``moves`` (its own, or its person's) and its hand as the
    end scored it."""
    marriages = [number for number, move in enumerate(moves, 1) if isinstance(move, Marry)]
    player = end.players[seat]
    unscored = sum(1 for card in player.hand if card_points(end, player.tiles, card) == 0)
    return WholeGame(len(moves), len(marriages), marriages[0] if marriages else 0, len(player.hand), unscored)


def position_before(names: Sequence[str], seed: int, log: Sequence[tuple[int, Action]], setup: Setup,
                    seat: int, turn: int) -> SeatView:
    """What ``seat`` saw just before choosing its turn move at ``turn`` (ValueError if it made
    none then)."""
    state, _ = setup.start(list(names), seed, seated=True)
    for mover, action in log:
        if mover == seat and state.turn == turn and is_turn_move(state, seat, action):
            return view(state, seat)
        apply_action(state, mover, action)
    raise ValueError(f"seat {seat} made no turn move at turn {turn}")
