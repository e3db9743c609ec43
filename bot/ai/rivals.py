"""The expert's walk past its own move in one world: each rival's turn in it, the rival's
best few replies among a sample of its legal moves (judged by the evaluation from its side),
the reply the tree chooses played, and then the rollout (``bot.ai.expert`` walks the tree).

A ``Walk`` does this on the compiled kernel where the rollouts run there
(``bot.ai.kernel.KernelWalk``: the world handed over once, a compiled call per rival), else
in pure Python here; the two give the same replies and values. Like the rollout's policy, the
sample is drawn from an integer ``stream`` (``bot.engine.rng``) that the rollout then carries
on, so both sides draw the same moves."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Protocol

from bot.ai.answers import open_answer
from bot.ai.evaluate import MoveJudge
from bot.ai.kernel.reply_sizes import CROWDED_SAMPLE as CROWDED_SAMPLE  # re-exported: read here as the walk's
from bot.ai.kernel.reply_sizes import REPLY_KEEP, reply_sample
from bot.ai.kernel.reply_sizes import REPLY_SAMPLE as REPLY_SAMPLE
from bot.ai.rollout import python_rollout, sample
from bot.engine import Action
from bot.engine.fast import FastState, moves, play


class Walk(Protocol):
    """One world played on from after the searching seat's own move (the module's note)."""

    @property
    def turn_number(self) -> int:
        """The world's turn number as it stands (the search level's rollout counts from it)."""

    def turn(self, seat: int) -> tuple[int, Sequence[Hashable]] | None:
        """Answer the decisions due now; then the rival whose turn is next and its replies, best first, as keys (actions
        in Python, the kernel's move numbers compiled); None once the game is over or ``seat`` is to move again."""

    def play(self, mover: int, k: int) -> None:
        """Play the ``k``-th of the replies ``turn`` gave last, for ``mover``."""

    def rollout(self, until: int, seats: Sequence[int]) -> list[float]:
        """The rollout on the stream as the replies left it; each of ``seats``' evaluation. The walk is used up."""


def settle(world: FastState) -> int | None:
    """Answer every open decision due now; the seat whose turn action is next, or None
    once the game is over."""
    while not world.over:
        mover = world.to_move()
        if (answer := open_answer(world, mover)) is None:
            return mover
        play(world, mover, answer)
    return None


def replies(world: FastState, mover: int, stream: int) -> tuple[list[Action], int]:
    """A rival's best few moves in this world, best first (equals in the order drawn), among a
    sample of ``reply_sample`` of the table's size drawn from ``stream``; and the stream after."""
    listed = moves(world, mover)
    picks, stream = sample(listed.total, stream, reply_sample(len(world.names)))
    judge = MoveJudge(world, mover)
    scored = sorted(((judge.turn(*listed.turn_move(i)), i) for i in picks), key=lambda item: -item[0])
    return [listed.at(i) for _, i in scored[:REPLY_KEEP]], stream


class PythonWalk:
    """``Walk`` on the fast engine, in pure Python."""

    def __init__(self, world: FastState, stream: int) -> None:
        self.world, self.stream = world, stream
        self._options: list[Action] = []

    @property
    def turn_number(self) -> int:
        return self.world.turn

    def turn(self, seat: int) -> tuple[int, list[Action]] | None:
        mover = settle(self.world)
        if mover is None or mover == seat:
            return None
        self._options, self.stream = replies(self.world, mover, self.stream)
        return mover, self._options

    def play(self, mover: int, k: int) -> None:
        play(self.world, mover, self._options[k])

    def rollout(self, until: int, seats: Sequence[int]) -> list[float]:
        return python_rollout(self.world, until, seats, self.stream)
