"""The bot's log lines, as the host reads them (``SAMARKAND_LOG``, docs/operating.md#logs).

One line per event, each saying which work it belongs to and which game, from the context the
work set (``bot.service.work``): ``text`` (the default) for a person at a terminal,
``json`` for a log collector (one JSON object a line, a traceback inside it as a string). What
goes into a line is decided where it is logged: ids, kinds, counts and timings, never what a
player wrote, a display name or a hand. No line at all is written for a private sale offer's
work (``bot.service.work.secretly``): that there was a line would tell, by its time, that
somebody held the card (R6.5)."""

from __future__ import annotations

import contextlib
import faulthandler
import json
import logging
import sys
from datetime import UTC, datetime
from typing import TextIO

from bot.service.work import current, is_secret

# ``2026-11-26 05:30:00,123 INFO samarkand.outbox [click game 12]: …``; a traceback, if any,
# follows on lines of its own, as Python prints it.
TEXT = "%(asctime)s %(levelname)s %(name)s [%(about)s]: %(message)s"


class WorkFilter(logging.Filter):
    """Gives each record the current work's kind and game (``work``, ``game``), and ``about``
    for the text line: ``click game 12``, ``pass``, or ``-`` outside any work; and leaves out
    every record of a private sale offer's work, whatever its level (a failed offer message
    included: the holder sees the offer again with /hand)."""

    def filter(self, record: logging.LogRecord) -> bool:
        if is_secret():
            return False
        work = current()
        kind, game = (work.kind.value, work.game) if work else ("-", None)
        record.__dict__.update(work=kind, game=game, about=kind if game is None else f"{kind} game {game}")
        return True


class NoVoice(logging.Filter):
    """Leaves out discord.py's warnings that voice is not supported (PyNaCl, davey not
    installed), which it writes at every start: the bot sends no voice, so an operator's first
    lines were two WARNINGs about nothing it does."""

    def filter(self, record: logging.LogRecord) -> bool:
        # the template, not getMessage(): a record whose values do not fit it must not raise here
        return not (record.name == "discord.client" and "voice will NOT be supported" in str(record.msg))


RETRIES = ("Attempting a reconnect", "Failed to connect for shard_id")  # discord.py's templates (``Reconnects``)


class Reconnects(logging.Filter):
    """discord.py's line before each new try to reach the gateway (``Attempting a reconnect in
    1.29s``, from ``discord.client``, or ``discord.shard`` with shards; a shard's first
    connection, ``Failed to connect for shard_id: 1. Retrying...``) comes as an ERROR with the
    failed connection's traceback, at every try while Discord's gateway is away: some twenty
    lines a try, for an outage the bot rides out and says so itself (``Discord is out of
    reach``). Made one WARNING line instead, the failure named at its end."""

    def filter(self, record: logging.LogRecord) -> bool:
        if (record.name in ("discord.client", "discord.shard") and record.exc_info
                and str(record.msg).startswith(RETRIES)):
            failure = record.exc_info[1]
            said = f"{type(failure).__name__}: {failure}" if str(failure) else type(failure).__name__
            record.msg = f"{record.msg} ({said.replace('%', '%%')})"  # the template's, with its arguments still to come
            record.levelno, record.levelname = logging.WARNING, logging.getLevelName(logging.WARNING)
            record.exc_info = record.exc_text = None
        return True


class JsonFormatter(logging.Formatter):
    """One JSON object a line: ``time`` (UTC, ISO 8601), ``level``, ``logger``, ``work``,
    ``game`` (a number or null), ``message``, and ``error`` (the traceback) if there is one."""

    def format(self, record: logging.LogRecord) -> str:
        line = {  # JSON
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "work": getattr(record, "work", "-"),
            "game": getattr(record, "game", None),
            "message": record.getMessage(),
        }
        if record.exc_info:
            line["error"] = self.formatException(record.exc_info)
        return json.dumps(line, ensure_ascii=False)


def handler(style: str, stream: TextIO | None = None) -> logging.Handler:
    """A handler writing ``style`` lines (``text`` or ``json``) to ``stream``: by default the
    standard error of the moment it is made, not of the moment this module was imported."""
    out = logging.StreamHandler(stream or sys.stderr)
    out.addFilter(WorkFilter())
    out.addFilter(NoVoice())
    out.addFilter(Reconnects())
    out.setFormatter(JsonFormatter() if style == "json" else logging.Formatter(TEXT))
    return out


def configure(style: str) -> None:
    """The process's logging: INFO and above, to standard error, in ``style``."""
    logging.basicConfig(level=logging.INFO, handlers=[handler(style)], force=True)


def on_fatal_signals() -> None:
    """A signal that ends the process where no Python code can run any more (SIGBUS, SIGSEGV,
    SIGFPE, SIGABRT, SIGILL) leaves Python's own lines on standard error, the log: which
    signal, and where each thread stood. SQLite's shared memory file (``-wal``'s index, the
    ``-shm``) made immutable under the running bot (``chattr +i games.sqlite3*``) ends it with
    SIGBUS at its next read or write; without these lines the bot vanished and its log said
    nothing. A standard error without a file behind it (a test's captured one) has nowhere for them: the process's
    own, if it has one, else none."""
    for stream in (sys.stderr, sys.__stderr__):
        if stream is None:  # a process started without one
            continue
        with contextlib.suppress(AttributeError, ValueError, OSError):  # io.UnsupportedOperation is both
            faulthandler.enable(stream)
            return
