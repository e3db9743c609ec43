"""Answers a browser asks for again each time (``no-cache``: the page, its data, the board
now), with an ``ETag``: the digest of what they hold. A reader whose copy is still the one
the server would send (``If-None-Match``) gets a ``304`` without a body instead of the page
again: a phone that revalidates the board image after every move of another game is spared
its 120 kB. The tag is of the public answer only, so it tells no more than the answer."""

from __future__ import annotations

from collections.abc import Mapping
from hashlib import blake2b

from aiohttp import web

from bot.web.addresses import ETAG, IF_NONE_MATCH


def revalidated(request: web.Request, body: bytes, content_type: str, headers: Mapping[str, str],
                charset: str | None = None) -> web.Response:
    """``body`` as the answer, tagged; a ``304`` where the reader holds it already."""
    tag = f'"{blake2b(body, digest_size=12).hexdigest()}"'
    tagged = {**headers, ETAG: tag}
    if held(request, tag):
        return web.Response(status=304, headers=tagged)
    return web.Response(body=body, content_type=content_type, charset=charset, headers=tagged)


def held(request: web.Request, tag: str) -> bool:
    """Whether ``If-None-Match`` names ``tag`` (or any, ``*``); a weak form of it counts too,
    as HTTP's comparison for this header is the weak one."""
    named = (part.strip().removeprefix("W/") for part in request.headers.get(IF_NONE_MATCH, "").split(","))
    return any(part in (tag, "*") for part in named)
