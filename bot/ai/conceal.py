"""Hide from a seat what R10 keeps from it, by dealing the secrets again at random."""

from __future__ import annotations

import random

from bot.engine import GameState


def conceal(state: GameState, seat: int, rng: random.Random) -> GameState:
    """A copy consistent with everything ``seat`` knows and random in everything else.

    The other hands (sizes kept), the discard pile (size kept), the deck order, the bag
    order and the engine's generator are re-dealt. Other seats' private sale offers are
    unknown (R6.5): the copy has none. A sale decision that visibly holds the game up
    (``sales: at once``, or the final turn's offers) says where its card is, so that card
    stays with its holder.
    """
    copy = state.clone()
    copy.offers = [d for d in copy.offers if d.player == seat]
    pinned = {d.card for d in copy.pending if d.kind == "sale" and d.player != seat}
    others = [p for i, p in enumerate(copy.players) if i != seat]
    # Sorted first, so the copy depends only on what the seat knows and on ``rng``.
    pool = sorted(copy.deck + copy.discard + [c for p in others for c in p.hand if c not in pinned])
    rng.shuffle(pool)
    for player in others:
        kept = [c for c in player.hand if c in pinned]
        player.hand = sorted(kept + [pool.pop() for _ in range(len(player.hand) - len(kept))])
    copy.discard = [pool.pop() for _ in copy.discard]
    copy.deck = pool
    for decision in copy.pending:
        if decision.player != seat:
            decision.drawn = []
    copy.bag.sort()
    rng.shuffle(copy.bag)
    copy.rng = rng.getrandbits(64)
    return copy
