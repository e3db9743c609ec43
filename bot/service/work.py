"""What the bot is doing now, for its log lines and timings: the kind of work (a command, a click, a scheduler
pass, a computer move…), its game once known (the service names it when it reads the row), and when it began.

A context variable, set where the work starts (``cogs.respond``, ``bot.runtime.scheduler``): asyncio copies it
into each task, so a click's turn message still knows the click and its time (``samarkand_turn_message_seconds``),
and every log line carries its game (``bot.ops.logs``) without being handed it.

Some work is secret (``secretly``): a private sale offer's message, its reminder, and the holder's answer. That it
happens at all tells that someone holds a reached goods space's card (R6.5), so the metrics do not count it and
the log does not write it (``bot.runtime.metrics``, ``bot.ops.logs``)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, replace
from enum import StrEnum


class WorkKind(StrEnum):
    """The kinds of work a log line can be part of (``docs/operating.md#logs``)."""

    COMMAND = "command"
    CLICK = "click"
    FORM = "form"
    PASS = "pass"  # the scheduler's pass over the games due
    CLOCK = "clock"  # one game's time-outs and reminders in a pass
    TURN_MESSAGE = "turn-message"  # a turn message the pass posts (again)
    THREAD = "thread"  # a game's thread kept open
    SET_ASIDE = "set-aside"  # telling a channel an upgrade set its game aside
    COMPUTER = "computer"  # a computer's (or a stand-in's) move
    STARTUP = "startup"  # catching up on the downtime


INTERACTIONS = frozenset({WorkKind.COMMAND, WorkKind.CLICK, WorkKind.FORM})


@dataclass(frozen=True)
class Work:
    kind: WorkKind
    game: int | None = None
    began: float = 0.0  # time.monotonic()


CURRENT: ContextVar[Work | None] = ContextVar("samarkand_work", default=None)


@contextmanager
def working(kind: WorkKind, game: int | None = None) -> Iterator[Work]:
    """Within this block (and every task started in it) the work is of ``kind``."""
    work = Work(kind, game, time.monotonic())
    token = CURRENT.set(work)
    try:
        yield work
    finally:
        CURRENT.reset(token)


def about(game: int) -> None:
    """The current work concerns ``game`` (nothing if no work was begun: a test, a tool)."""
    work = CURRENT.get()
    if work is not None and work.game != game:
        CURRENT.set(replace(work, game=game))


def current() -> Work | None:
    return CURRENT.get()


SECRET: ContextVar[bool] = ContextVar("samarkand_secret", default=False)


@contextmanager
def secretly() -> Iterator[None]:
    """Within this block (and every task started in it) the work is a private sale offer's
    (see the module's note): neither counted nor logged, so a game where somebody kept the
    card reads, to the host, as one where nobody held it."""
    token = SECRET.set(True)
    try:
        yield
    finally:
        SECRET.reset(token)


@contextmanager
def openly() -> Iterator[None]:
    """Within this block (and every task started in it) the work is public again: a computer's
    moves that a secret answer woke (a sale answered at a table that waits for it) are logged
    and counted as any computer's moves are."""
    token = SECRET.set(False)
    try:
        yield
    finally:
        SECRET.reset(token)


def is_secret() -> bool:
    """Whether the work under way is a private sale offer's (``secretly``)."""
    return SECRET.get()
