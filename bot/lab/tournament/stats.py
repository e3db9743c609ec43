"""Intervals for the figures the tournament prints."""

from __future__ import annotations

import math
from collections.abc import Sequence

from bot.ratings.skill import Z95


def wilson(wins: float, n: int) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion (good also near 0 and 1)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + Z95 ** 2 / (2 * n)) / (1 + Z95 ** 2 / n)
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95 ** 2 / (4 * n * n)) / (1 + Z95 ** 2 / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def mean_interval(values: Sequence[float]) -> tuple[float, float, float]:
    """Mean and its 95% interval by the normal approximation (for non-negative figures): for
    averages of many games whose player counts differ, where no single proportion describes them."""
    mean, low, high = difference_interval(values)
    return mean, max(0.0, low), high


def difference_interval(values: Sequence[float]) -> tuple[float, float, float]:
    """Mean and its 95% interval by the normal approximation, for figures of either sign (a
    game's share on one board less the same seed's on another)."""
    n = len(values)
    if n == 0:
        return 0.0, 0.0, 0.0
    mean = sum(values) / n
    if n == 1:
        return mean, mean, mean
    variance = sum((v - mean) ** 2 for v in values) / (n - 1)
    half = Z95 * math.sqrt(variance / n)
    return mean, mean - half, mean + half


def rate(wins: float, n: int) -> str:
    low, high = wilson(wins, n)
    return f"{100 * wins / max(n, 1):5.1f}%  (95% CI {100 * low:4.1f}-{100 * high:5.1f}%)"


def percent_interval(mean: float, low: float, high: float) -> str:
    return f"{100 * mean:5.1f}% ({100 * low:5.1f}-{100 * high:5.1f}%)"
