"""Discord's rate limits, enforced as Discord enforces them, so that a burst gets real 429s:

- a bucket per route and major parameter (a channel, a guild, a webhook), with Discord's
  headers on every answer (``X-RateLimit-Limit``, ``-Remaining``, ``-Reset``, ``-Reset-After``,
  ``-Bucket``); a message send is limited to 5 per 5 s per channel, as Discord documents;
  other routes get 10 per second (Discord does not publish its per-route figures, only sends
  them in these headers, which discord.py follows whatever they say);
- the global budget of 50 requests per second over every route but the interaction
  endpoints, refused with ``global: true``, ``X-RateLimit-Global`` and ``X-RateLimit-Scope``;
- invalid requests (answers 401, 403 and 429) counted per 10 minutes: past 10,000 Discord
  bans the address for a while. Tests and benchmarks print the peak, and the peak number of
  requests in one second.

The time is the budget's own clock: real seconds, plus the waits the tests shorten (they
let discord.py sleep a hundredth of what a rate limit asks and skip the rest here), so a
test pays no real time for a bucket and the stand-in still sees the wait as done."""

from __future__ import annotations

import hashlib
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

GLOBAL_PER_SECOND = 50
SEND_LIMIT = (5, 5.0)  # messages per channel, per seconds
ROUTE_LIMIT = (10, 1.0)
INVALID_WINDOW = 600.0  # seconds over which Discord counts invalid requests
INVALID_STATUSES = (401, 403, 429)
EXEMPT = ("/interactions/", "/webhooks/")  # interaction answers are outside the global budget
MAJOR = ("channels", "guilds", "webhooks")


class BudgetClock:
    """Real seconds, plus the seconds a client was told to wait and was let skip."""

    def __init__(self, real: Callable[[], float] = time.monotonic) -> None:
        self.real = real
        self.skipped = 0.0

    def __call__(self) -> float:
        return self.real() + self.skipped

    def skip(self, seconds: float) -> None:
        self.skipped += seconds


@dataclass
class Window:
    """A bucket's current window: when it opened, and the requests it let through since."""

    opened: float
    taken: int = 0


@dataclass(frozen=True)
class Refusal:
    """A 429: how long to wait, and whether the global budget (not a route's) said no."""

    retry_after: float
    glob: bool


class Sliding:
    """Events in the last ``seconds``, and the most there ever were at once."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.times: deque[float] = deque()
        self.peak = 0

    def add(self, now: float) -> None:
        self.times.append(now)
        self.count(now)
        self.peak = max(self.peak, len(self.times))

    def count(self, now: float) -> int:
        while self.times and self.times[0] <= now - self.seconds:
            self.times.popleft()
        return len(self.times)


def route_of(method: str, path: str) -> tuple[str, str]:
    """The route's template (ids folded, but for the major parameter's) and that parameter:
    Discord's bucket is per template and major parameter."""
    parts = path.strip("/").split("/")
    major = parts[1] if len(parts) > 1 and parts[0] in MAJOR else ""
    folded = ["{major}" if i == 1 and major else "{id}" if part.isdigit() else part for i, part in enumerate(parts)]
    return f"{method} {'/'.join(folded)}", major


class RateBudget:
    """The buckets, the global budget and the count of invalid requests of one application."""

    def __init__(self, clock: BudgetClock | None = None) -> None:
        self.clock = clock or BudgetClock()
        self.windows: dict[str, Window] = {}
        self.spent = Sliding(1.0)  # requests the global budget let through
        self.arrived = Sliding(1.0)  # every request under the global budget, refused or not
        self.invalid = Sliding(INVALID_WINDOW)
        self.refused: dict[str, int] = {"global": 0, "route": 0}

    def admit(self, method: str, path: str) -> tuple[dict[str, str], Refusal | None]:
        """Take one request: the rate-limit headers of its answer, and the refusal if over a budget."""
        now = self.clock()
        if not path.startswith(EXEMPT):
            self.arrived.add(now)
            if self.spent.count(now) >= GLOBAL_PER_SECOND:
                self.refused["global"] += 1
                wait = self.spent.times[0] + self.spent.seconds - now
                return {"X-RateLimit-Global": "true", "X-RateLimit-Scope": "global"}, Refusal(wait, True)
        template, major = route_of(method, path)
        limit, period = SEND_LIMIT if template == "POST channels/{major}/messages" else ROUTE_LIMIT
        key = f"{bucket_hash(template)}:{major}"
        window = self.windows.get(key)
        if window is None or now >= window.opened + period:
            window = self.windows[key] = Window(now)
        reset_after = window.opened + period - now
        refusal = None
        if window.taken >= limit:
            self.refused["route"] += 1
            refusal = Refusal(reset_after, False)
        else:
            window.taken += 1
            if not path.startswith(EXEMPT):
                self.spent.add(now)
        return headers(limit, limit - window.taken, reset_after, bucket_hash(template)), refusal

    def answered(self, status: int) -> None:
        """Count the answer if Discord counts it as invalid."""
        if status in INVALID_STATUSES:
            self.invalid.add(self.clock())

    def summary(self) -> str:
        """The figures a test or a benchmark prints."""
        return (f"peak {self.arrived.peak} requests in one second; 429s: {self.refused['global']} global, "
                f"{self.refused['route']} per route; peak {self.invalid.peak} invalid requests in 10 minutes "
                f"(Discord bans past 10,000)")


def bucket_hash(template: str) -> str:
    return hashlib.sha1(template.encode()).hexdigest()[:16]


def headers(limit: int, remaining: int, reset_after: float, bucket: str) -> dict[str, str]:
    """Discord's rate-limit headers (``Reset`` in epoch seconds, ``Reset-After`` from now)."""
    return {"X-RateLimit-Limit": str(limit), "X-RateLimit-Remaining": str(max(remaining, 0)),
            "X-RateLimit-Reset": f"{time.time() + reset_after:.3f}",
            "X-RateLimit-Reset-After": f"{reset_after:.3f}", "X-RateLimit-Bucket": bucket}
