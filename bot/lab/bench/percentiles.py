"""Small helpers to summarise timings the same way in every benchmark."""

from __future__ import annotations

import statistics


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (0-100), nearest rank: simple and honest for skewed timings."""
    ordered = sorted(values)
    rank = max(0, min(len(ordered) - 1, round(q / 100 * len(ordered) + 0.5) - 1))
    return ordered[rank]


def summary_us(samples_ns: list[int]) -> str:
    """``median / p99`` in microseconds."""
    us = [s / 1000 for s in samples_ns]
    return f"median {statistics.median(us):8.1f} µs  p99 {percentile(us, 99):8.1f} µs"
