"""``bench web``'s rows: each row's rate and p99 beside the floor's and its verdict against the
aims (a rate of at least half the floor's, a p99 of at most twice its)."""

from __future__ import annotations

from bot.lab.bench.web import Row


def row(label: str, milliseconds: list[float], wall: float) -> Row:
    return Row(label, [ms / 1000 for ms in milliseconds], wall, first=0.5)


FLOOR = row("floor", [10.0] * 99 + [20.0], wall=0.1)  # 1,000 per second, p99 20 ms


def test_a_row_within_both_aims_says_so_with_its_ratios():
    line = row("page", [15.0] * 99 + [40.0], wall=0.2).line(FLOOR)  # 500 per second: half; p99 40 ms: twice
    assert "x floor: rate 0.50 p99 2.00  within the aims" in line
    assert "1000/s" in line and "500/s" in line and "first pass 0.50 s" in line


def test_a_row_too_slow_or_too_late_at_its_tail_is_outside_the_aims():
    assert "rate 0.49 p99 1.00  OUTSIDE the aims" in row("slow", [10.0] * 99 + [20.0], wall=0.2041).line(FLOOR)
    assert "rate 1.00 p99 2.05  OUTSIDE the aims" in row("late tail", [10.0] * 99 + [41.0], wall=0.1).line(FLOOR)
