"""The hand-written evaluation the greedy player maximises and the search player uses to
cut its playouts short, on the fast engine's state (``bot.engine.fast``): the search spends
half its time here, so it reads the frontiers that state keeps instead of recomputing them."""

from __future__ import annotations

from bot.engine.actions import Expand, Marry
from bot.engine.fast import FastState, card_points, play
from bot.engine.fast.flat import NO_GOOD
from bot.engine.fast.playout import decided, stack_end
from bot.engine.rng import shuffle
from bot.engine.state import EMPTY

CARD_HOPE = 2.5      # a card whose space one of our families can reach next
TREASURY_WEIGHT = 0.3
RIVAL_WEIGHT = 0.5


def reachable(s: FastState, seat: int) -> set[int]:
    """Spaces a camel of one of the seat's families could take next turn."""
    movable = [s.frontier[f] for f in set(s.tiles[seat]) if s.camels_left[f]]
    if len(movable) == 1:
        return movable[0]  # read, never changed
    return set().union(*movable)


def evaluate(s: FastState, seat: int) -> float:
    """Own points now (R9.4, the hand's from the points the fast state keeps), plus hope,
    minus a share of the best rival's points. Written out in one loop: a search calls it for
    every move its rollouts weigh. Once the game's end is decided (``decided``: over, or R8.1's
    stacks met) no turn follows: hope and treasuries count for nothing in the final score
    (R9.1), and the value is the final result's, own points less the share of the best rival's."""
    money, markers, relationships, points = s.money, s.goods_markers, s.relationship_markers, s.points
    rival = 0
    for other in range(len(money)):
        if other != seat:
            points_now = points[other] + len(markers[other]) + len(relationships[other]) + money[other]
            if points_now > rival:
                rival = points_now
    own = points[seat] + len(markers[seat]) + len(relationships[seat]) + money[seat]
    if decided(s):
        return own - RIVAL_WEIGHT * rival
    families = set(s.tiles[seat])
    reach = reachable(s, seat)
    good_space = s.tables.good_space
    hope = CARD_HOPE * sum(1 for c in s.hands[seat] if good_space[c] in reach)
    treasuries = sum(s.treasury[f] for f in families) * TREASURY_WEIGHT
    return own + hope + treasuries - RIVAL_WEIGHT * rival


class MoveJudge:
    """``evaluate`` of the state after one of the seat's expansions or marriages, its turn played
    whole (as the compiled policy plays it, ``bot.ai.kernel.policy``), without copying ``s`` or
    playing the move: the rollouts weigh five moves a turn this way, and a copy and a move cost
    more than the evaluation. The evaluation reads nothing the end of a turn changes but whether
    the game's end is decided (then no hope, no treasuries): a move decides it by the stacks it
    leaves (R8.1), read here, or when nobody can act any more after it (R3.2), which needs the
    seat itself unable to reach a space: such a turn is played whole on a copy. What the moves share
    (every seat's points now, the seat's families and treasuries) is added up once. It follows
    ``bot.engine.fast.playout._place`` and ``_marry`` for what the evaluation reads (hand points, goods and
    relationship markers, meeting money, treasuries, frontiers); ``tests/ai/test_fast_search.py``
    holds the two to the same value."""

    __slots__ = ("families", "now", "rival", "s", "seat", "spaces", "treasuries")

    def __init__(self, s: FastState, seat: int) -> None:
        self.s, self.seat = s, seat
        markers, relationships, money, points = s.goods_markers, s.relationship_markers, s.money, s.points
        self.now = [points[i] + len(markers[i]) + len(relationships[i]) + money[i] for i in range(len(money))]
        self.rival = max([0, *(v for i, v in enumerate(self.now) if i != seat)])
        held = s.tiles[seat]
        self.families = tuple(set(held)) if len(held) > 1 else held
        self.treasuries = sum([s.treasury[g] for g in self.families])
        good_space = s.tables.good_space
        self.spaces = [good_space[c] for c in s.hands[seat]]  # where the seat's cards are

    def turn(self, family: int, spaces: tuple[int, ...]) -> float:
        """Expansion onto ``spaces``, else marriage into ``family`` (``Moves.turn_move``'s shape); no decision open."""
        return self.expansion(family, spaces) if spaces else self.marriage(family)

    def expansion(self, family: int, spaces: tuple[int, ...]) -> float:
        s, seat = self.s, self.seat
        t, camels, hands, tiles = s.tables, s.camels, s.hands, s.tiles
        now = self.now
        filled: list[int] = []
        met: list[tuple[int, int]] = []
        stack: list[int] | None = None
        for space in spaces:
            other = camels[2 * space]
            good = t.good_at[space]
            if good != NO_GOOD:
                for i, hand in enumerate(hands):
                    if good in hand:
                        now = now[:] if now is self.now else now
                        now[i] += t.own_points if family in tiles[i] else t.other_points
                        break
            if other == EMPTY:
                if good != NO_GOOD:
                    now = now[:] if now is self.now else now
                    now[seat] += 1  # a goods marker
                continue
            filled.append(space)
            if not t.land[space]:
                continue
            pair = (family, other) if family < other else (other, family)
            if pair in s.met or pair in met:
                continue
            met.append(pair)
            now = now[:] if now is self.now else now
            for i, held in enumerate(tiles):
                now[i] += (t.bonus_active if family in held else 0) + (t.bonus_inactive if other in held else 0)
            stack = list(s.stack) if stack is None else stack
            for g in (family, other):
                if stack[g]:
                    stack[g] -= 1
                    now[seat] += 1  # a relationship marker
        rival = self.rival
        if now is not self.now:
            rival = 0
            for i, points_now in enumerate(now):
                if i != seat and points_now > rival:
                    rival = points_now
        if stack is not None and stack_end(tuple(stack), t.markers):  # the game ends with this turn (R8.1)
            return now[seat] - RIVAL_WEIGHT * rival
        near, frontier = t.near, s.frontier
        if s.camels_left[family] > len(spaces):
            grown = frontier[family].union(*[near[space] for space in spaces])
            reach = grown.difference(s.full, s.where[family], filled, spaces)
        else:
            reach = set()
        for g in self.families:
            if g != family and s.camels_left[g]:
                reach |= frontier[g].difference(filled) if filled else frontier[g]
        if not reach:  # nobody may be able to act any more: the turn played whole says
            return self.played(Expand(family, spaces))
        hope = CARD_HOPE * len([space for space in self.spaces if space in reach])
        cost = t.second_camel_cost if len(spaces) == 2 else 0
        return now[seat] + hope + (self.treasuries - cost) * TREASURY_WEIGHT - RIVAL_WEIGHT * rival

    def marriage(self, family: int) -> float:
        s, seat = self.s, self.seat
        t, tiles = s.tables, s.tiles[seat]
        portion = t.portion[family]
        points = self.now[seat] - portion
        if family not in tiles:  # the hand's cards on this family's spaces now score as own
            camels, gain = s.camels, t.own_points - t.other_points
            for space in self.spaces:
                if camels[2 * space] == family or camels[2 * space + 1] == family:
                    points += gain
        hand = s.hands[seat]
        count = 0 if len(hand) + len(s.sold[seat]) >= t.hand_limit else min(t.draws, len(s.deck) + len(s.discard))
        held = (*tiles, family)
        spaces = self.spaces
        if count:
            drawn, deck = [], list(s.deck)
            for _ in range(count):
                if not deck:
                    deck = list(s.discard)
                    shuffle(s.rng, deck)
                drawn.append(deck.pop())
            points += sum([card_points(s, held, card) for card in drawn])
            good_space = t.good_space
            spaces = spaces + [good_space[c] for c in drawn]
        families = set(held)
        movable = [s.frontier[g] for g in families if s.camels_left[g]]
        reach = movable[0] if len(movable) == 1 else set().union(*movable)
        if not reach:  # nobody may be able to act any more: the turn played whole says
            return self.played(Marry(family))
        hope = CARD_HOPE * len([space for space in spaces if space in reach])
        treasury = s.treasury
        treasuries = sum([treasury[g] + (portion if g == family else 0) for g in families]) * TREASURY_WEIGHT
        return points + hope + treasuries - RIVAL_WEIGHT * self.rival


    def played(self, move: Expand | Marry) -> float:
        """The evaluation after the move, its turn finished (the game's end checked) on a copy."""
        after = self.s.clone()
        play(after, self.seat, move)
        return evaluate(after, self.seat)


def keep_value(s: FastState, seat: int, card: int, reach: set[int]) -> float:
    """A hand card's worth keeping (discards, sale offers): its points, plus hope if a camel can reach it next turn."""
    return card_points(s, s.tiles[seat], card) + (CARD_HOPE if s.tables.good_space[card] in reach else 0.0)
