"""What every answer of the pages' server carries, and what it never writes: the security
headers on every page, image, file and refusal; game ids in ASCII digits only; and a request
too long or too broken to read refused with a 4xx and one log line that quotes none of it (a
private link's token in particular), at any level."""

from __future__ import annotations

import asyncio
import logging

import aiohttp
import pytest

from bot.web.addresses import SECURITY_HEADERS
from tests.web.conftest import Served


async def answer(url: str) -> tuple[int, dict[str, str]]:
    async with aiohttp.ClientSession() as session, session.get(url) as got:
        await got.read()
        return got.status, dict(got.headers)


async def raw(served: Served, request: bytes) -> bytes:
    """The server's answer to bytes sent as they are (no client would send them)."""
    host, port = served.url.removeprefix("http://").split(":")
    reader, writer = await asyncio.open_connection(host, int(port))
    writer.write(request)
    await writer.drain()
    said = await reader.read()
    writer.close()
    return said


async def private_link(served: Served) -> str:
    row = await served.service.store.game(served.game)
    assert row is not None
    return f"/games/{served.game}/private/{served.signer.token(served.game, 0, row.seats[0].user, served.clock())}"


async def test_every_answer_carries_the_security_headers(served: Served):
    link = await private_link(served)
    paths = [f"/games/{served.game}", f"/games/{served.game}/page.json", f"/games/{served.game}/version.json",
             f"/games/{served.game}/board.png", "/web/game.js", "/web/game.css", link, link + "/moves.png",
             "/games/999999", "/games/1?turn=x", "/nowhere", f"/games/{served.game}/private/forged"]
    for path in paths:
        status, headers = await answer(served.url + path)
        assert {name: headers.get(name) for name in SECURITY_HEADERS} == SECURITY_HEADERS, (path, status)


@pytest.mark.parametrize("game", ["%D9%A1", "01", "%EF%BC%91", "1%20"])  # Arabic-Indic 1, a leading 0, fullwidth 1
async def test_a_game_id_is_ascii_digits_only(served: Served, game: str):
    assert served.game == 1  # the game these addresses would reach if they were read as numbers
    for path in ("", "/page.json", "/version.json", "/board.png"):
        assert (await answer(f"{served.url}/games/{game}{path}"))[0] == 404


async def test_a_request_too_long_or_too_broken_is_refused_quietly(served: Served, caplog):
    caplog.set_level(logging.DEBUG)
    link = await private_link(served)
    signature = link.rsplit(".", 1)[1]
    too_long = f"GET {link}{'0' * 9000} HTTP/1.1\r\nHost: x\r\n\r\n".encode()
    big_header = f"GET /games/{served.game} HTTP/1.1\r\nHost: x\r\nReferer: {link}{'0' * 9000}\r\n\r\n".encode()
    tls = b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03" + link.encode() + b"\r\n\r\n"
    for request in (too_long, big_header, tls):
        said = await raw(served, request)
        assert said.startswith(b"HTTP/1.") and said.split(b" ")[1].startswith(b"4"), said[:80]
    lines = [record.getMessage() + (record.exc_text or "") + str(record.exc_info or "") for record in caplog.records]
    assert lines and not [line for line in lines if signature[:16] in line or "Traceback" in line]
    refusals = [r for r in caplog.records if r.name == "aiohttp.server"]
    assert len(refusals) == 3 and all(r.levelno == logging.INFO and not r.exc_info for r in refusals)
