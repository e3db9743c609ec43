"""A computer move spends what its level's budget allows and no more: CPU time of the thinking
thread (so a busy machine neither weakens a level nor makes it wait less), never past the host's
wall-clock ceiling, or a fixed count of walks for research. The clock is driven by hand here, so
these tests say what the budget grants, not how fast this machine is (``bench engine`` measures
that, against each level's cap)."""

from __future__ import annotations

import itertools
import math

import pytest

from bot.ai.budget import CEILING, Budget, MoveClock
from bot.ai.levels import LEVELS, Level, make_player
from bot.ops.config import ConfigError, move_ceiling


class Clocks:
    """A CPU clock that each walk advances by ``walk`` seconds, and a wall clock by ``wall``."""

    def __init__(self, walk: float, wall: float = 0.0) -> None:
        self.cpu_now, self.wall_now, self.walk, self.wall_step = 0.0, 0.0, walk, wall

    def cpu(self) -> float:
        return self.cpu_now

    def wall(self) -> float:
        return self.wall_now

    def granted(self, budget: Budget) -> int:
        clock = MoveClock(budget, self.cpu, self.wall)
        count = 0
        for _ in itertools.islice(clock.walks(), 10_000):
            count += 1
            self.cpu_now += self.walk
            self.wall_now += self.wall_step
        return count


@pytest.mark.parametrize(("cpu", "walk", "granted"), [(1.0, 0.15, 6), (1.0, 0.1, 10), (0.3, 0.2, 1), (0.0, 0.1, 0)])
def test_walks_stop_before_the_cpu_budget_would_be_passed(cpu, walk, granted):
    clocks = Clocks(walk)
    assert clocks.granted(Budget(cpu)) == granted
    assert clocks.cpu_now <= cpu + 1e-9 or granted == 1  # the first walk is granted to learn its cost


def test_the_wall_ceiling_ends_a_move_whose_cpu_time_stands_still():
    """A host so busy that the thread hardly runs: the ceiling, not the budget, ends the move."""
    clocks = Clocks(walk=0.0, wall=0.5)
    assert clocks.granted(Budget(10.0, ceiling=2.0)) == 4


@pytest.mark.parametrize(("walk", "wall", "cut"),
                         [(0.0, 0.5, True), (0.1, 0.5, True), (0.1, 0.0, False), (0.2, 0.5, False)])
def test_the_clock_says_whether_the_wall_ceiling_cut_the_move_short_of_its_cpu_budget(walk, wall, cut):
    """What the tournament and ``bench engine`` count: a cut move played weaker than its level."""
    clocks = Clocks(walk, wall)
    clock = MoveClock(Budget(0.5, ceiling=2.0), clocks.cpu, clocks.wall)
    assert not clock.searched
    for _ in clock.walks():
        clocks.cpu_now += clocks.walk
        clocks.wall_now += clocks.wall_step
    assert clock.searched and clock.cut is cut


def test_fixed_walks_are_granted_whatever_the_clocks():
    assert Clocks(walk=5.0, wall=5.0).granted(Budget.walks_only(7)) == 7


def test_a_hosts_ceiling_lowers_a_levels_budget_and_never_raises_it():
    for level in (Level.SEARCH, Level.EXPERT):
        searching = LEVELS[level].searching
        assert searching is not None and searching.in_play.cpu < searching.cap <= CEILING
        player = make_player(level, 1, ceiling=1.5)
        assert player.budget == Budget(searching.in_play.cpu, 1.5)  # type: ignore[attr-defined]
        assert make_player(level, 1, ceiling=60.0).budget.ceiling == CEILING  # type: ignore[attr-defined]


@pytest.mark.parametrize("typed", ["0.5", "61", "nan", "inf", "-3", "soon"])
def test_a_ceiling_out_of_bounds_is_refused_in_one_sentence(typed):
    with pytest.raises(ConfigError, match=r"SAMARKAND_MOVE_CEILING is '.*': give a number of seconds from 1 to 60"):
        move_ceiling(typed)


def test_the_ceiling_defaults_to_five_seconds_and_takes_a_number():
    assert (move_ceiling(""), move_ceiling(" 2.5 ")) == (CEILING, 2.5) and math.isfinite(CEILING)
