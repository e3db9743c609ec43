"""What the bot is doing right now, for its log lines and its timings: the kind of work (a
command, a click, a scheduler pass, a computer move…), the game it concerns once known, and
when it began.

It lives in a context variable, set where the work starts (``cogs.respond`` for an
interaction, ``bot.runtime.scheduler`` for the clockwork). asyncio copies the context into each
task it creates, so the turn message a click's task publishes still knows the click and when it
came (``samarkand_turn_message_seconds``), and every log line on the way carries its game
(``bot.ops.logs``) without being handed it. The service names the game when it reads its row,
so a command found by its channel is known by its game from there on.

Some work is itself a secret (``secretly``): a private sale offer's direct message, its
reminder, and the holder's answer to it. Whether it happens at all tells that someone holds
the card of a reached goods space (R6.5), so the operator's metrics do not count it and the
bot's log does not write its lines (``bot.runtime.metrics``, ``bot.ops.logs``)."""

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
