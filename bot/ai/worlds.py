"""Where a searching level's walks start: a world dealt from what the seat knows, and one of
the seat's own moves played in it (with its own open decisions answered after it).

A ``Dealer`` takes the seat's view and its moves once a search, then starts each walk from the
walk's integer stream: on the compiled kernel where the rollouts run there
(``bot.ai.kernel.KernelDealer``: the view handed over once, each world dealt straight into the
kernel's arrays, no Python objects built for it), else in pure Python here
(``bot.ai.conceal.deal`` on the fast engine). Both deal the same world from the same stream and
leave the stream where the walk's replies and rollout then draw from it, so a seed searches the
same tree either way."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from bot.ai.answers import settle_own
from bot.ai.conceal import deal
from bot.ai.kernel import KernelDealer
from bot.ai.rivals import PythonWalk, Walk
from bot.ai.rollout import compiled
from bot.engine import Action
from bot.engine.fast import FastState, play


class Dealer(Protocol):
    def walk(self, own: int, stream: int) -> Walk:
        """A walk in a world dealt from ``stream``, after the ``own``-th of the seat's moves."""


def dealer(view: FastState, seat: int, own: Sequence[Action]) -> Dealer:
    """The walks start from ``view`` (``seat``'s concealed copy), ``own`` its moves; compiled where rollouts are."""
    return KernelDealer(view, seat, own) if compiled() else PythonDealer(view, seat, own)


class PythonDealer:
    """``Dealer`` on the fast engine, in pure Python."""

    def __init__(self, view: FastState, seat: int, own: Sequence[Action]) -> None:
        self.view, self.seat, self.own = view, seat, own

    def walk(self, own: int, stream: int) -> PythonWalk:
        world, stream = deal(self.view, self.seat, stream)
        play(world, self.seat, self.own[own])
        settle_own(world, self.seat)
        return PythonWalk(world, stream)
