"""The pages' answers as a client gets them, for comparing one server's with another's."""

from __future__ import annotations

import aiohttp


async def answers(root: str, paths: list[str], header: str = "Content-Type") -> list[tuple[int, str | None, bytes]]:
    """Each path's status, ``header`` and body, fetched from ``root`` (``http://host:port``) in order."""
    async with aiohttp.ClientSession() as session:
        found = []
        for path in paths:
            async with session.get(root + path) as answer:
                found.append((answer.status, answer.headers.get(header), await answer.read()))
        return found
