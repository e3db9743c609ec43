"""Hide from a seat what R10 keeps from it, by dealing the secrets again at random."""

from __future__ import annotations

import random

from bot.engine import GameState
from bot.engine.fast import FastState, fast_state, game_state, hand_points
from bot.engine.rng import next_u64, shuffle


def conceal(state: GameState, seat: int, rng: random.Random) -> GameState:
    """A copy consistent with all ``seat`` knows, random in the rest (``conceal_fast`` on the reference state)."""
    return game_state(conceal_fast(fast_state(state), seat, rng))


def conceal_fast(s: FastState, seat: int, rng: random.Random) -> FastState:
    """``deal`` from a stream that ``rng`` draws."""
    return deal(s, seat, rng.getrandbits(64))[0]


def deal(s: FastState, seat: int, stream: int) -> tuple[FastState, int]:
    """A copy consistent with everything ``seat`` knows and random in everything else, drawn
    from the integer ``stream`` (``bot.engine.rng``); and the stream after. The compiled kernel
    deals the same world from the same stream (``bot.ai.kernel.dealing``), so a search walks the
    same worlds with or without it.

    The other hands (sizes kept), the discard pile (size kept), the deck order, the bag
    order and the engine's generator are re-dealt. The seat's own cards in the pile stay
    there (R4.5: it knows what it discarded), first in the pile, the rest of the pile dealt
    after them; which cards the other seats discarded is their secret (R10): the copy says
    none. Other seats' private sale offers are unknown (R6.5): the copy has none. A sale
    decision that visibly holds the game up (``sales: at once``, or the final turn's offers)
    says where its card is, so that card stays with its holder.
    """
    copy = s.clone()
    copy.offers = tuple(d for d in copy.offers if d.player == seat)
    pinned = {d.card for d in copy.pending if d.kind == "sale" and d.player != seat}
    others = [i for i in range(len(copy.names)) if i != seat]
    own = copy.discarded[seat]
    copy.discarded = [own if i == seat else () for i in range(len(copy.names))]
    # Sorted first, so the copy depends only on what the seat knows and on ``stream``.
    pool = sorted([*copy.deck, *(c for c in copy.discard if c not in own),
                   *(c for i in others for c in copy.hands[i] if c not in pinned)])
    stream = shuffle(stream, pool)
    for i in others:
        hand = copy.hands[i]
        kept = [c for c in hand if c in pinned]
        copy.hands[i] = tuple(sorted(kept + [pool.pop() for _ in range(len(hand) - len(kept))]))
        copy.points[i] = hand_points(copy, i)
    copy.discard = own + tuple(pool.pop() for _ in range(len(copy.discard) - len(own)))
    copy.deck = tuple(pool)
    copy.pending = tuple(d if d.player == seat else d._replace(drawn=()) for d in copy.pending)
    bag = sorted(copy.bag)
    stream = shuffle(stream, bag)
    copy.bag = tuple(bag)
    stream, copy.rng = next_u64(stream)
    return copy, stream
