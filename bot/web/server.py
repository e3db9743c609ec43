"""The pages' aiohttp server as the bot runs it (``bot.runtime.health_server``) and the tests
serve it: every answer carries the headers that keep a page to itself, a request aiohttp
cannot read is refused without quoting it in the log, and a crowd connecting at once waits in
a long enough queue."""

from __future__ import annotations

import logging

from aiohttp import web
from aiohttp.http_exceptions import HttpProcessingError

from bot.web.addresses import SECURITY_HEADERS


class UnreadRequests(logging.Filter):
    """aiohttp logs a request it could not read (an address or a header over its 8 KB, TLS on
    the plain port, garbage) with a traceback that quotes the request: for a private page,
    most of its signed link. Such a line becomes one that quotes nothing, at INFO: strangers'
    garbage is routine, not an error of the bot's."""

    def filter(self, record: logging.LogRecord) -> bool:
        refused = record.exc_info[1] if record.exc_info else None
        if isinstance(refused, HttpProcessingError):
            record.msg, record.args = "refused a request it could not read (%d, %s)", (refused.code,
                                                                                        type(refused).__name__)
            record.exc_info, record.exc_text = None, None
            record.levelno, record.levelname = logging.INFO, logging.getLevelName(logging.INFO)
        return True


UNREAD = UnreadRequests()

BACKLOG = 1024
"""Connections the kernel may hold waiting to be accepted (``listen()``'s backlog). aiohttp's
default, 128, is too few for a game page shared in a busy channel: with 200 viewers connecting
at once, the connections beyond the queue were dropped, their clients tried again after a
second, and the p99 was 1,052 ms; with 1,024 it was 96 ms (``python -m bot bench web``). The
kernel caps it at ``net.core.somaxconn`` (4,096 on Linux since 5.4, 128 before: raise it with
sysctl on an older host)."""


async def with_security_headers(request: web.Request, response: web.StreamResponse) -> None:
    response.headers.update(SECURITY_HEADERS)


def runner_of(app: web.Application) -> web.AppRunner:
    """The runner that serves ``app`` as the bot does: no access log (an address may hold a
    signed link), the security headers on every answer, unread requests refused quietly."""
    logging.getLogger("aiohttp.server").addFilter(UNREAD)  # a filter is kept once however often added
    app.on_response_prepare.append(with_security_headers)
    return web.AppRunner(app, access_log=None)
