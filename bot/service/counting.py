"""The time that counts against a player: real time, less every moment their clock stood
still for any reason (the host's pause, a lost channel, the bot's downtime, Discord's
outages, the player's own vacation). The reasons are kept as spans of real time and merged
before they are subtracted, so that a moment two reasons cover is not subtracted twice, and
every deadline and reminder is computed from this one account."""

from __future__ import annotations

from collections.abc import Iterable

Span = tuple[float, float]  # from, to: epoch seconds
HOUR = 3600.0


def merged(spans: Iterable[Span]) -> list[Span]:
    """The spans in order, overlapping or touching ones joined, empty ones left out."""
    joined: list[Span] = []
    for start, end in sorted(span for span in spans if span[1] > span[0]):
        if joined and start <= joined[-1][1]:
            joined[-1] = (joined[-1][0], max(joined[-1][1], end))
        else:
            joined.append((start, end))
    return joined


def counted(since: float, now: float, stood: Iterable[Span]) -> float:
    """The seconds from ``since`` to ``now`` that count: those no span of ``stood`` covers."""
    if now <= since:
        return 0.0
    covered = sum(max(0.0, min(end, now) - max(start, since)) for start, end in merged(stood))
    return now - since - covered


def moment_when(since: float, amount: float, stood: Iterable[Span]) -> float:
    """The moment at which ``amount`` seconds have counted since ``since``: the first moment
    ``counted(since, moment, stood)`` reaches it (a span open to the end pushes it to infinity)."""
    if amount <= 0:
        return since
    moment, left = since, amount
    for start, end in merged(stood):
        if end <= moment:
            continue
        if start > moment:
            if start - moment >= left:
                return moment + left
            left -= start - moment
        moment = max(moment, end)
    return moment + left


def moment_before(until: float, amount: float, stood: Iterable[Span]) -> float:
    """The moment from which ``amount`` seconds count up to ``until``: ``moment_when`` walked
    backwards, over the spans that do not count."""
    moment, left = until, amount
    for start, end in reversed(merged(stood)):
        if start >= moment:
            continue
        if end < moment:
            if moment - end >= left:
                return moment - left
            left -= moment - end
        moment = min(moment, start)
    return moment - left
