"""The pages' aiohttp server as the bot runs it (``bot.runtime.health_server``) and the tests
serve it: every answer carries the headers that keep a page to itself, a request aiohttp
cannot read is refused without quoting it, in the log or in the answer, and a crowd
connecting at once waits in a long enough queue."""

from __future__ import annotations

import asyncio
import ipaddress
import logging
from http import HTTPStatus
from typing import Any, ClassVar

from aiohttp import web
from aiohttp.http_exceptions import HttpProcessingError
from aiohttp.web_request import BaseRequest

from bot.web.addresses import PRIVATE_HEADERS, SECURITY_HEADERS


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
    """The security headers; the reader's language, which an answer without ``lang`` follows,
    named for caches; and no ``Server`` header telling aiohttp's and Python's versions."""
    response.headers.update(SECURITY_HEADERS)
    if "/private/" in request.path:  # its address is the key to a hand: a refusal's too (a 404, a 500)
        response.headers.update(PRIVATE_HEADERS)
    response.headers["Vary"] = "Accept-Language"
    response.headers.pop("Server", None)


UNVERSIONED = "aiohttp"  # the Server header of a refusal (``QuietConnection``): no version to look up flaws by


def plain_refusal(status: int) -> str:
    """The whole body of an answer to a request that could not be read: its status and HTTP's
    name for it, the same for every such request."""
    return f"{status}: {HTTPStatus(status).phrase}\n"


class QuietConnection(web.RequestHandler):
    """aiohttp's connection handler, but an unreadable request (a malformed request line, an address or header
    over 8 KB) gets ``plain_refusal`` with the security headers: aiohttp's own answer quotes the request back
    (``Bad status line: … b'GET /games/7/private/…'``), for a private page most of its signed link, to any log."""

    def handle_error(self, request: BaseRequest, status: int = 500, exc: BaseException | None = None,
                     message: str | None = None) -> web.StreamResponse:
        """The refusal, with the headers every answer has. aiohttp fills in its ``Server``
        header (its and Python's versions) after the last hook a request it could not read
        passes, and only where none is set: set here, it names the server and no version."""
        answer = super().handle_error(request, status, exc, plain_refusal(status))
        answer.headers.update(SECURITY_HEADERS)
        answer.headers.update({"Vary": "Accept-Language", "Server": UNVERSIONED})
        return answer


class QuietServer(web.Server):
    """aiohttp's server, handing each connection to a ``QuietConnection``."""

    def __init__(self, made: web.Server, **options: Any) -> None:
        super().__init__(made.request_handler, request_factory=made.request_factory, **options)
        self.options = options

    def __call__(self) -> web.RequestHandler:
        return QuietConnection(self, loop=asyncio.get_running_loop(), **self.options)


class QuietRunner(web.AppRunner):
    """The application's runner, serving it through a ``QuietServer`` (``_make_server`` is
    the one method a runner must define: where it makes its server)."""

    OPTIONS: ClassVar[dict[str, Any]] = {"access_log": None}  # no access log: an address may hold a signed link

    def __init__(self, app: web.Application) -> None:
        super().__init__(app, **self.OPTIONS)

    async def _make_server(self) -> web.Server:
        return QuietServer(await super()._make_server(), **self.OPTIONS)


def runner_of(app: web.Application) -> web.AppRunner:
    """The runner that serves ``app`` as the bot does: no access log (an address may hold a
    signed link), the security headers on every answer, unread requests refused quietly (in the
    log, ``UNREAD``; in the answer, ``QuietConnection``)."""
    logging.getLogger("aiohttp.server").addFilter(UNREAD)  # a filter is kept once however often added
    app.on_response_prepare.append(with_security_headers)
    return QuietRunner(app)


def served_paths(app: web.Application) -> str:
    """The paths ``app`` answers (a game's id as ``{game}``) for the server's start-up log line, read from the router
    so it can neither name a path left out (``/metrics`` beside public pages) nor forget one added."""
    return ", ".join(resource.canonical for resource in app.router.resources())


def loopback(host: str) -> bool:
    """Whether a server listening on ``host`` is reachable from this machine only: a loopback
    address (``127.0.0.1``, ``::1``, all of 127/8) or ``localhost``. Any other name, and the
    addresses of every interface (``0.0.0.0``, ``::``), are reachable from elsewhere."""
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:  # a name: it may resolve to anything
        return False


def metrics_beside_pages(pages: tuple[str, int], metrics: tuple[str, int] | None, public: bool) -> bool:
    """Whether the pages' server (SAMARKAND_WEB at ``pages``) answers ``/metrics`` too. The metrics (games by status,
    Discord's refusals, event-loop stalls) are the host's to read, not the world's: never when they have their own
    address (SAMARKAND_METRICS, ``metrics``) elsewhere; there when it is this very address; else only on loopback or
    when the host asks for them beside public pages (SAMARKAND_WEB_METRICS, ``public``)."""
    if metrics is not None:
        return metrics == pages
    return public or loopback(pages[0])
