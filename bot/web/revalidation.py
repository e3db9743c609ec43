"""Answers a browser asks for each time (``no-cache``: the page, its data, the board now) carry an ``ETag``, the digest
of what they hold: a reader whose copy is current (``If-None-Match``) gets a bodiless ``304``, sparing a phone the
board's 120 kB after every move. The tag is of the public answer only, so it tells no more than the answer.

A costly answer named by what it shows (a board image: the public record's mark, turn, language) is tagged by that
name (``revalidated_by_name``), known before it is made, so a holder is answered ``304`` without drawing again, even
once the drawing has left the server's cache."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Hashable, Mapping
from dataclasses import dataclass
from hashlib import blake2b

from aiohttp import web

from bot.web.addresses import ETAG, IF_NONE_MATCH


@dataclass(frozen=True)
class Tagged:
    """An answer's bytes and their tag, made once with the answer and kept with it: a page is
    asked for far more often than it is made, and its digest is not worth making each time."""

    body: bytes
    tag: str


async def tagged(make: Callable[[], Awaitable[bytes | str]]) -> Tagged:
    """What ``make`` makes, with its tag."""
    return tag(await make())


def tag(made: bytes | str) -> Tagged:
    """``made`` (text as UTF-8) with its tag."""
    body = made.encode() if isinstance(made, str) else made
    return Tagged(body, f'"{blake2b(body, digest_size=12).hexdigest()}"')


def revalidated(request: web.Request, answer: Tagged, content_type: str, headers: Mapping[str, str],
                charset: str | None = None) -> web.Response:
    """The answer with its tag; a ``304`` where the reader holds it already."""
    marked = {**headers, ETAG: answer.tag}
    if held(request, answer.tag):
        return web.Response(status=304, headers=marked)
    return web.Response(body=answer.body, content_type=content_type, charset=charset, headers=marked)


def name_tag(name: Hashable) -> str:
    """The tag of an answer named ``name``: the digest of its ``repr``, which must hold all
    that changes the answer's bytes (two equal names, the same bytes, in any process)."""
    return f'"{blake2b(repr(name).encode(), digest_size=12).hexdigest()}"'


async def revalidated_by_name(request: web.Request, name: Hashable, make: Callable[[], Awaitable[bytes]],
                              content_type: str, headers: Mapping[str, str]) -> web.Response:
    """The answer named ``name``, tagged by its name: a reader who holds it gets a ``304``
    before ``make`` is called, so a held answer costs no making, kept or not."""
    named = name_tag(name)
    if held(request, named):
        return web.Response(status=304, headers={**headers, ETAG: named})
    return revalidated(request, Tagged(await make(), named), content_type, headers)


def held(request: web.Request, tag: str) -> bool:
    """Whether ``If-None-Match`` names ``tag`` (or any, ``*``); a weak form of it counts too,
    as HTTP's comparison for this header is the weak one."""
    named = (part.strip().removeprefix("W/") for part in request.headers.get(IF_NONE_MATCH, "").split(","))
    return any(part in (tag, "*") for part in named)
