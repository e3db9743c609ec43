"""A page that meets a damaged database answers 503 in a line, with one log line, not a 500
and a traceback a request: the pages of ``python -m bot web`` and the bot's own
(``SAMARKAND_WEB``) alike."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Protocol

from aiohttp import web
from aiohttp.typedefs import Handler

from bot.store import Damaged

log = logging.getLogger("samarkand.database")  # as the bot's own lines of a database it cannot use


class Diagnosing(Protocol):
    def damaged(self, err: Exception) -> Damaged | None:
        """The sentence for ``err`` if the backend knows it for a damaged database, else None."""


def damage_in(store: Diagnosing, err: Exception) -> Damaged | None:
    """The damage ``err`` says the database has: a store's own sentence, or SQLite's error."""
    return err if isinstance(err, Damaged) else store.damaged(err)


class DamageSeen:
    """Whether a page met a damaged database: the count ``/healthz`` reads may never touch the
    damaged pages, so damage any page met counts too, until the host restores a backup and
    restarts. Such a page answers 503 in a line, with one log line, not a traceback a request.
    ``says_why`` False (pages other machines reach): the line says only that the pages are
    unavailable, ``/healthz`` that they are unhealthy, and the reason is in the log, once
    (``told``). ``tell``: the bot's health checks, told of the damage at once
    (``WriteCheck.heard``)."""

    def __init__(self, store: Diagnosing, says_why: bool = True,
                 tell: Callable[[type[Damaged]], None] | None = None) -> None:
        self.store, self.seen, self.says_why, self.tell = store, False, says_why, tell
        self.told: set[str] = set()  # the reasons logged already

    def said(self, reason: str, unwell: str) -> str:
        """What a 503 says of ``reason``: itself, or only ``unwell`` where the world reads it."""
        if self.says_why:
            return reason
        if reason not in self.told:
            log.warning("the pages answer 503: %s", reason)
            self.told.add(reason)
        return unwell

    @web.middleware
    async def middleware(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        try:
            return await handler(request)
        except Exception as err:
            if (damage := damage_in(self.store, err)) is None:
                raise
            if not self.seen:
                log.error("%s", damage)
            self.seen = True
            if self.tell is not None:
                self.tell(Damaged)
            return web.Response(status=503, text=f"{self.said('database damaged', 'unavailable')}\n")
