"""The coach: for the seat to move, the Expert's suggested move, the next two, and why.

Everything here starts from one concealed copy of the game (``conceal``), so a hint knows what
the seat may know and nothing else (R10, R6.5): a rival's hand, the deck's order and the
discard pile are dealt again at random before anything is weighed, and two positions that
differ only in such secrets give the same hint.

The ranking is the Expert's own search (``ExpertPlayer.search``): its moves by how often the
search chose them, and for each how much less it expects of it than of the first, in the
evaluation's points. The reasons are the evaluation's terms (``bot.ai.evaluate``: points now,
the hand's cards within reach, the families' treasuries, the best rival's points), each taken
apart into what a player can name (a card that scores, a goods marker, a meeting, a sale, the
portion, the cards drawn) and measured by playing the move in a sample of concealed worlds: a
reason is said only when the evaluation's part it names changed in those worlds, so the words
never claim what the evaluation did not weigh."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from bot.ai.answers import played
from bot.ai.budget import Budget
from bot.ai.conceal import conceal_fast
from bot.ai.ending import has_ended, points_now, winning, winning_end
from bot.ai.evaluate import CARD_HOPE, RIVAL_WEIGHT, TREASURY_WEIGHT, reachable
from bot.ai.expert import ROOT_WIDTH, ExpertPlayer
from bot.engine import Expand, GameState, Marry
from bot.engine.fast import FastState, card_points, fast_state
from bot.engine.fast.playout import decided

SHOWN = 3           # the suggestion and the next two
WORLDS = 16         # concealed worlds a move's reasons are measured in
IN_HINT = Budget(1.5, 2.5)  # the Expert's own CPU a move (1.5 s), under a wall-clock ceiling a hint can wait for
NOTICED = 0.25      # a change smaller than this, on average over the worlds, goes unsaid
SAID = 1.0          # what a rival gains counts once it is about a point: less may be one rare world

Move = Marry | Expand


@dataclass(frozen=True)
class Terms:
    """``evaluate``'s four terms for one seat, each as it enters the value."""

    own: float          # points now: the hand's cards, goods and relationship markers, money
    hope: float         # CARD_HOPE for each hand card whose goods space a camel can reach next turn
    treasuries: float   # TREASURY_WEIGHT times the seat's families' treasuries
    rival: float        # RIVAL_WEIGHT times the best rival's points now

    @property
    def value(self) -> float:
        return self.own + self.hope + self.treasuries - self.rival


def in_reach(s: FastState, seat: int) -> set[int]:
    """The seat's hand cards whose goods space one of its families can reach next turn."""
    reach, good_space = reachable(s, seat), s.tables.good_space
    return {card for card in s.hands[seat] if good_space[card] in reach}


def terms(s: FastState, seat: int) -> Terms:
    """The evaluation taken apart: ``terms(s, seat).value == evaluate(s, seat)``; once the game's end is decided,
    neither hope nor treasuries (the final score counts neither, R9.1)."""
    rival = max([0, *(points_now(s, i) for i in range(len(s.names)) if i != seat)])  # 0 alone at the table
    if decided(s):
        return Terms(points_now(s, seat), 0.0, 0.0, RIVAL_WEIGHT * rival)
    treasuries = sum(s.treasury[f] for f in set(s.tiles[seat]))
    return Terms(points_now(s, seat), CARD_HOPE * len(in_reach(s, seat)), TREASURY_WEIGHT * treasuries,
                 RIVAL_WEIGHT * rival)


@dataclass(frozen=True)
class Reason:
    """One thing the evaluation weighed for a move, in a player's terms. ``kind`` names the
    fact (``KINDS``); ``amount`` is its size in points on average over the worlds; ``count``
    how many (cards drawn, markers taken); ``cards`` are cards of the seat's own hand (never another's),
    ``goods`` goods markers (public), ``families`` and ``seats`` whom it concerns."""

    kind: str
    amount: float
    count: int = 0
    cards: tuple[int, ...] = ()
    goods: tuple[int, ...] = ()
    families: tuple[int, ...] = ()
    seats: tuple[int, ...] = ()


# Each kind and the evaluation's term it is part of (what the tests check it against).
KINDS = {
    "cards_score": "own",     # hand cards whose points rise now (a camel on their space, a marriage)
    "goods_marker": "own",    # goods markers taken (1 point each)
    "meeting": "own",         # a first meeting: money and relationship markers
    "sale": "own",            # a card sold for the sale price
    "portion": "own",         # the marriage's portion, paid from the seat's money
    "draws": "own",           # the cards a marriage draws, what they score now (none: at the hand limit)
    "reach": "hope",          # hand cards a camel can reach next turn that it could not before
    "out_of_reach": "hope",   # hand cards none of the seat's families can reach next turn any more
    "treasury": "treasuries", # Dirham in the seat's families' treasuries
    "rival": "rival",         # points the move gives the best rival
}


@dataclass(frozen=True)
class Suggestion:
    """A move, how many points less than the first the search expects of it, what it scores
    now on average (``now``), its reasons, and whether it ends the game (in every world: the
    end is public, R8.1), after which no turn follows that a ranking could come from."""

    move: Move
    behind: float
    now: float
    reasons: tuple[Reason, ...]
    ends: bool = False
    wins: bool = False  # it ends the game with the seat first (alone or tied, R9.3) in every world


@dataclass(frozen=True)
class Advice:
    """The hint for ``seat``: up to ``SHOWN`` moves, the search's choice first, and the
    number of walks the search made."""

    seat: int
    suggestions: tuple[Suggestion, ...]
    walks: int


class Coach(ExpertPlayer):
    """The Expert, asked for its whole ranking instead of one move."""

    def weigh(self, s: FastState, seat: int, weighed: Move | None = None) -> list[tuple[Move, float]]:
        """Every turn move the search came to weigh, most chosen first, with the mean value it
        expects of each. ``weighed``: a move the search must weigh whatever the greedy ranking
        thinks of it (the review's move actually played): it joins the root's first moves,
        which every search tries (as does every marriage: ``root_order``)."""
        candidates = [a for a in self.candidates(s, seat) if isinstance(a, Marry | Expand)]
        if weighed is not None:
            candidates = among_first(candidates, weighed)
        candidates = self.root_order(candidates)
        tried = self.search(s, seat, candidates) if len(candidates) > 1 else []
        order = sorted((i for i, node in enumerate(tried) if node.visits),
                       key=lambda i: (-tried[i].visits, -tried[i].total))
        if not order:  # a lone move, or no time for one walk (a host's wall ceiling reached at once)
            return [(move, 0.0) for move in candidates]  # the greedy order
        return [(candidates[i], tried[i].total / tried[i].visits) for i in order]

    def root_order(self, candidates: list[Move]) -> list[Move]:
        """The moves in the order the root widens along, ``root_width`` of them searched from the
        start: the greedy ranking's first ``ROOT_WIDTH``, then every other marriage, then the rest.
        The greedy ranking weighs a marriage by its portion and the cards it draws now; what the
        family's route does for the hand later it cannot see, and at 4 and 5 players, among dozens
        of expansions, the best marriage often ranked beyond every move a hint's search came to
        weigh (``bench hint --regret``, docs/performance.md)."""
        first, rest = candidates[:ROOT_WIDTH], candidates[ROOT_WIDTH:]
        marriages = [move for move in rest if isinstance(move, Marry)]
        self.root_width = ROOT_WIDTH + len(marriages)
        return [*first, *marriages, *(move for move in rest if not isinstance(move, Marry))]


def among_first(candidates: list[Move], move: Move) -> list[Move]:
    """``candidates`` with ``move`` within the first ``ROOT_WIDTH`` (the root's moves from the
    start), where it was, else last of them; added if the list lacked it."""
    if move in candidates[:ROOT_WIDTH]:
        return candidates
    rest = [c for c in candidates if c != move]
    return [*rest[:ROOT_WIDTH - 1], move, *rest[ROOT_WIDTH - 1:]]


def advise(state: GameState, seat: int, seed: int, budget: Budget = IN_HINT) -> Advice:
    """The hint for ``seat`` on its turn (an empty one if it has no turn move now), from a
    concealed copy of ``state`` only: the search's choice, then the next two it chose most,
    the nearer to the first in value first (else "about 6 points less" could come before
    "about 5 points less")."""
    rng = random.Random(seed)
    s = conceal_fast(fast_state(state), seat, rng)
    coach = Coach(rng.getrandbits(32), budget)
    ranked = coach.weigh(s, seat)[:SHOWN] if s.active == seat and not s.pending and not s.over else []
    ranked[1:] = sorted(ranked[1:], key=lambda weighed: -weighed[1])  # the next two as near the first as they are
    worlds = [conceal_fast(s, seat, rng) for _ in range(WORLDS)]
    best = ranked[0][1] if ranked else 0.0
    if ranked and (win := winning_end(worlds, seat, ranked[0][0])) is not None:
        ranked = [(win, best), *((move, value) for move, value in ranked if move != win)][:SHOWN]
    return Advice(seat, tuple(explain(worlds, seat, move, best - value) for move, value in ranked), coach.clock.done)


@dataclass
class Tally:
    """What a move did in each world, summed over the worlds."""

    worlds: int = 0
    own: float = 0.0
    treasuries: float = 0.0
    rival: float = 0.0
    sold: float = 0.0
    drawn: float = 0.0
    drawn_points: float = 0.0
    portion: float = 0.0

    def mean(self, total: float) -> float:
        return total / self.worlds if self.worlds else 0.0


def explain(worlds: Sequence[FastState], seat: int, move: Move, behind: float) -> Suggestion:
    """The move's reasons, measured in ``worlds`` (concealed copies of the seat's position)."""
    tally = Tally()
    scored: dict[int, float] = {}
    gained: Counter[int] = Counter()
    lost: Counter[int] = Counter()
    leaders: Counter[int] = Counter()
    rises: Counter[int] = Counter()  # each rival's own points the move gives, summed over the worlds
    goods: set[int] = set()
    meetings: set[tuple[int, int]] = set()
    sold: set[int] = set()
    ended = 0
    for world in worlds:
        after = played(world, seat, move)
        ended += has_ended(after)
        measure(tally, world, after, seat)
        hand = world.hands[seat]
        for card in hand:
            now = card_points(after, after.tiles[seat], card) if card in after.hands[seat] else 0
            if card not in after.sold[seat]:
                scored[card] = scored.get(card, 0.0) + now - card_points(world, world.tiles[seat], card)
        before, then = in_reach(world, seat), in_reach(after, seat) & set(hand)
        gained.update(then - before)
        lost.update(card for card in before - then if card in after.hands[seat])
        if rivals := [other for other in range(len(world.names)) if other != seat]:
            leaders[max(rivals, key=lambda other: points_now(after, other))] += 1
            rises.update({other: points_now(after, other) - points_now(world, other) for other in rivals})
        goods.update(set(after.goods_markers[seat]) - set(world.goods_markers[seat]))
        meetings.update(set(after.met) - set(world.met))
        sold.update(set(after.sold[seat]) - set(world.sold[seat]))
    n = tally.worlds
    ends = bool(n) and ended == n
    scored_now = {c: v / n for c, v in scored.items() if v / n >= NOTICED}  # out of reach only as they score
    reasons = [
        *often("cards_score", scored_now),
        *([Reason("goods_marker", len(goods), count=len(goods), goods=tuple(sorted(goods)))] if goods else []),
        *(meeting(worlds[0], seat, pair, move) for pair in sorted(meetings)),
        *([Reason("sale", tally.mean(tally.sold), cards=tuple(sorted(sold)))] if sold else []),
        *([Reason("portion", tally.mean(tally.portion), families=(move.family,))] if tally.portion else []),
        *([Reason("draws", tally.mean(tally.drawn_points), count=round(tally.mean(tally.drawn)))]
          if tally.mean(tally.drawn_points) >= NOTICED or (tally.portion and not tally.drawn) else []),
        *([] if ends else later_reasons(tally, gained, lost, scored_now)),
        *rival_reason(tally, leaders, rises),
    ]
    return Suggestion(move, max(0.0, behind), tally.mean(tally.own), tuple(reasons), ends=ends,
                      wins=ends and winning(worlds, seat, move) is not None)


def later_reasons(tally: Tally, gained: Counter[int], lost: Counter[int], scored_now: dict[int, float]) -> list[Reason]:
    """The reasons that look to the next turn: cards a camel can reach then, or no longer, and treasury money for
    second camels later. None of them is said of a move that ends the game (R8.1): no turn follows it, and the final
    scoring counts neither a card within reach nor a treasury (R9.1); "Musk comes within reach next turn" beside
    "It ends the game at once" told the player of a turn that never comes."""
    n = tally.worlds
    return [
        *often("reach", {c: k / n for c, k in gained.items() if k / n >= 0.5}, CARD_HOPE),
        *often("out_of_reach", {c: k / n for c, k in lost.items() if k / n >= 0.5 and c not in scored_now}, -CARD_HOPE),
        *([Reason("treasury", tally.mean(tally.treasuries) / TREASURY_WEIGHT)]
          if abs(tally.mean(tally.treasuries)) >= NOTICED * TREASURY_WEIGHT else []),
    ]


def often(kind: str, cards: dict[int, float], weight: float = 1.0) -> list[Reason]:
    """One reason naming the seat's cards ``kind`` applies to, worth ``weight`` points each time a card counts."""
    return [Reason(kind, weight * sum(cards.values()), cards=tuple(sorted(cards)))] if cards else []


def measure(tally: Tally, world: FastState, after: FastState, seat: int) -> None:
    """Add one world's changes to the tally: each term, and the parts of points now that the
    reasons name."""
    was, now = terms(world, seat), terms(after, seat)
    tally.worlds += 1
    tally.own += now.own - was.own
    tally.treasuries += now.treasuries - was.treasuries
    tally.rival += now.rival - was.rival
    tally.sold += world.tables.sale_price * (len(after.sold[seat]) - len(world.sold[seat]))
    if len(after.tiles[seat]) > len(world.tiles[seat]):
        married = next(f for f in after.tiles[seat] if after.tiles[seat].count(f) > world.tiles[seat].count(f))
        tally.portion += world.tables.portion[married]
        new = [c for c in after.hands[seat] if c not in world.hands[seat]]
        tally.drawn += len(new)
        tally.drawn_points += sum(card_points(after, after.tiles[seat], c) for c in new)


def meeting(world: FastState, seat: int, pair: tuple[int, int], move: Move) -> Reason:
    """A first meeting the move makes: the families, what the seat gets (R7.4, R7.5), and the
    other players who hold either family and are paid too."""
    t = world.tables
    mover = move.family
    other = pair[0] if pair[1] == mover else pair[1]
    tiles = world.tiles[seat]
    money = (t.bonus_active if mover in tiles else 0) + (t.bonus_inactive if other in tiles else 0)
    holders = tuple(i for i, held in enumerate(world.tiles) if i != seat and (mover in held or other in held))
    markers = sum(1 for f in pair if world.stack[f])
    return Reason("meeting", money + markers, count=markers, families=(mover, other), seats=holders)


def rival_reason(tally: Tally, leaders: Counter[int], rises: Counter[int]) -> list[Reason]:
    """The rival who leads the others after the move (in most worlds), when the evaluation's
    term for the leading rival's points rose, with what the move gives that rival: their own
    points' rise. It named the rival whose own points rose most, who could be the last at the
    table; then the leader, with the rise of the highest score among the others, which was
    another's where the lead changed hands ("gives Ann about 1 point" when Ann got 3)."""
    if tally.mean(tally.rival) / RIVAL_WEIGHT < SAID or not leaders:
        return []
    leader = leaders.most_common(1)[0][0]
    gain = tally.mean(rises[leader])
    return [Reason("rival", gain, seats=(leader,))] if gain >= SAID else []
