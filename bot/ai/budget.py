"""What one computer move may spend, and the clock that holds it to that.

A searching level is defined by CPU time, not by a count of walks: a count that an idle machine
reaches in 1.5 s takes 4 s on a busy one, so a level by walks either runs over the time players
were promised or, cut by a wall clock, plays weaker than the ladder measured it. The CPU time
that the thinking thread spends on the move (``time.thread_time``: the candidates ranked, then
the walks) is what the level may use; a wall-clock ``ceiling`` that the host sets
(``SAMARKAND_MOVE_CEILING``) ends a move on a machine so busy that even its CPU budget would keep
players waiting. Research and tests that need the same game from a seed on any machine give a
fixed number of ``walks`` instead (``Budget.walks_only``)."""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from bot.games.playing import MOVE_CEILING as CEILING  # the host's limit unless it sets another (the platform's)


@dataclass(frozen=True)
class Budget:
    """``cpu``: seconds of the thinking thread's CPU time; ``ceiling``: seconds of wall time;
    ``walks``: a fixed count (None: as many as the time allows). The first limit reached ends
    the move."""

    cpu: float
    ceiling: float = CEILING
    walks: int | None = None

    @classmethod
    def walks_only(cls, walks: int) -> Budget:
        """Exactly ``walks`` walks, whatever the time: a seed plays the same move on any machine."""
        return cls(math.inf, math.inf, walks)

    def within(self, ceiling: float) -> Budget:
        """This budget under a host's wall-clock ceiling (the lower of the two)."""
        return Budget(self.cpu, min(self.ceiling, ceiling), self.walks)


class MoveClock:
    """The time one move has spent, from its start (``choose``): it grants walks while the CPU
    budget allows one more of the walks' average cost and the wall ceiling is not reached, so a
    move ends just inside its budget rather than one walk past it."""

    def __init__(self, budget: Budget, cpu: Callable[[], float] = time.thread_time,
                 wall: Callable[[], float] = time.perf_counter) -> None:
        self.budget, self.cpu, self.wall = budget, cpu, wall
        self.cpu_start = cpu()
        self.wall_end = wall() + budget.ceiling
        self.done = 0  # walks granted so far (the bench reports them)
        self.searched = False  # whether the move asked for walks (an open answer, a lone candidate do not)
        self.cut = False  # whether the wall ceiling ended them while the CPU budget allowed another

    def spent(self) -> float:
        """CPU seconds this move has used so far."""
        return self.cpu() - self.cpu_start

    def walks(self) -> Iterator[int]:
        """The walks' numbers, until the budget is spent; ``cut`` says whether the wall ceiling
        ended them first (the move then played weaker than its level: a busy machine's)."""
        self.searched = True
        limit = self.budget.walks if self.budget.walks is not None else math.inf
        first = self.spent()
        while self.done < limit:
            spent = self.spent()
            per_walk = (spent - first) / self.done if self.done else 0.0
            if spent >= self.budget.cpu or spent + per_walk > self.budget.cpu:
                return
            if self.wall() >= self.wall_end:
                self.cut = True
                return
            yield self.done
            self.done += 1
