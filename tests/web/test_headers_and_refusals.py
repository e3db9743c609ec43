"""What every answer of the pages' server carries, and what it never writes: the security
headers on every page, image, file and refusal; game ids in ASCII digits only; and a request
too long or too broken to read refused with a 4xx and one log line that quotes none of it (a
private link's token in particular), at any level."""

from __future__ import annotations

import asyncio
import logging
from hashlib import sha256

import aiohttp
import pytest

from bot.runtime.health_server import HealthServer
from bot.web.addresses import SECURITY_HEADERS
from bot.web.html import FILES
from tests.support.watched_bot import Bot
from tests.web.conftest import Served


async def answer(url: str) -> tuple[int, dict[str, str]]:
    async with aiohttp.ClientSession() as session, session.get(url) as got:
        await got.read()
        return got.status, dict(got.headers)


async def raw(url: str, request: bytes) -> bytes:
    """The answer of the server at ``url`` to bytes sent as they are (no client would send them)."""
    host, port = url.removeprefix("http://").split(":")
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
             "/games/999999", "/games/1?turn=x", "/nowhere", f"/games/{served.game}/private/forged",
             link + "/nowhere", link + "/pictures/x"]
    for path in paths:
        status, headers = await answer(served.url + path)
        assert {name: headers.get(name) for name in SECURITY_HEADERS} == SECURITY_HEADERS, (path, status)
        # an answer without ``lang`` follows the reader's Accept-Language: a cache must know; and
        # nothing tells which aiohttp and Python serve the pages
        assert headers.get("Vary") == "Accept-Language" and "Server" not in headers, (path, headers)
        if "/private/" in path:  # the address is the key to a hand, refused or not
            assert headers.get("Cache-Control") == "no-store" and headers.get("X-Robots-Tag") == "noindex", path


async def test_a_board_image_is_kept_only_where_its_address_names_the_position(served: Served):
    """An image of a finished turn, or of the position now named by the record's mark, never
    changes under its address; ``board.png`` alone is the position now, which the next move
    changes, so a browser or a proxy must ask again; so is a turn not played yet (the position
    now, until that turn is played), and a mark the record no longer has (a page loaded before
    the last move): kept, the position now would stand under the older mark's address."""
    board = f"{served.url}/games/{served.game}/board.png"
    async with aiohttp.ClientSession() as session, session.get(f"{served.url}/games/{served.game}/version.json") as got:
        mark = (await got.json())["version"]
    kept = {f"{board}?turn=1": "max-age=300", f"{board}?v={mark}&lang=de": "max-age=300",
            f"{board}?v=abc&lang=de": "no-cache",
            board: "no-cache", f"{board}?lang=de": "no-cache", f"{board}?turn=9999": "no-cache"}
    for url, cache in kept.items():
        status, headers = await answer(url)
        assert (status, headers["Cache-Control"]) == (200, cache), url


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
    malformed = f"GET {link} HTTP/1.1 and more\r\nHost: x\r\n\r\n".encode()
    for request in (too_long, big_header, tls, malformed):
        said = await raw(served.url, request)
        assert said.startswith(b"HTTP/1.") and said.split(b" ")[1].startswith(b"4"), said[:80]
        assert_refused_plainly(said, link)
    lines = [record.getMessage() + (record.exc_text or "") + str(record.exc_info or "") for record in caplog.records]
    assert lines and not [line for line in lines if signature[:16] in line or "Traceback" in line]
    refusals = [r for r in caplog.records if r.name == "aiohttp.server"]
    assert len(refusals) == 4 and all(r.levelno == logging.INFO and not r.exc_info for r in refusals)


def assert_refused_plainly(said: bytes, link: str) -> None:
    """A 400 whose body is its status alone, with the security headers, quoting nothing sent
    (aiohttp's own answer quoted the start of the request line or the over-long address)."""
    head, _, body = said.partition(b"\r\n\r\n")
    assert (head.split(b" ")[1], body) == (b"400", b"400: Bad Request\n"), said[:300]
    assert all(f"{name}: {value}".encode() in head for name, value in SECURITY_HEADERS.items())
    assert b"Vary: Accept-Language" in head and b"Python" not in head and b"aiohttp/" not in head, head
    assert link.encode()[:20] not in said and b"games" not in said


@pytest.mark.parametrize("path", ["/readyz", "/games/1/private/0.u0.1." + "a" * 64])
async def test_the_health_server_refuses_an_unreadable_request_plainly_too(path: str):
    server = HealthServer(Bot())  # type: ignore[arg-type]
    await server.start("127.0.0.1", 0)
    try:
        for request in (f"GET {path}{'0' * 9000} HTTP/1.1\r\nHost: x\r\n\r\n",
                        f"GET {path} HTTP/1.1 and more\r\nHost: x\r\n\r\n"):
            said = await raw(f"http://127.0.0.1:{server.port}", request.encode())
            assert_refused_plainly(said, path)
    finally:
        await server.stop()


async def test_an_unknown_game_s_refusal_names_no_number(served: Served):
    async with aiohttp.ClientSession() as session, session.get(f"{served.url}/games/987654") as got:
        assert (got.status, await got.text()) == (404, "There is no started game at this address. Check the link "
                                                       "in the game's turn message.\n")


async def test_the_pages_name_their_style_and_script_by_their_content(served: Served):
    """A browser keeps them five minutes: named by their content's digest, a new release's page
    asks for its own script at once instead of running the old one against the new page."""
    link = await private_link(served)
    async with aiohttp.ClientSession() as session:
        for page, files in ((f"/games/{served.game}", ("game.css", "game.js")), (link, ("game.css",))):
            async with session.get(served.url + page) as got:
                html = await got.text()
            for name in files:
                body = (FILES / name).read_bytes()
                address = f"/web/{name}?v={sha256(body).hexdigest()[:12]}"
                assert f'"{address}"' in html, (page, name)
                async with session.get(served.url + address) as file:
                    assert (file.status, await file.read()) == (200, body)


@pytest.mark.parametrize("name", ["game.css", "game.js"])
async def test_the_pages_files_are_kept_a_year_under_their_digest_and_revalidated_by_it(served: Served, name: str):
    """Under the address that names its digest a file never changes: kept a year, not fetched
    again every 5 minutes. Under another ``v`` (an older page's, after an upgrade) or none it is
    today's file: 5 minutes. Either way it is tagged, so a reader asking again gets a 304."""
    body = (FILES / name).read_bytes()
    digest = sha256(body).hexdigest()[:12]
    file = f"{served.url}/web/{name}"
    expected = {f"{file}?v={digest}": "max-age=31536000, immutable", f"{file}?v=0123456789ab": "max-age=300",
                file: "max-age=300"}
    async with aiohttp.ClientSession() as session:
        for url, cache in expected.items():
            async with session.get(url) as got:
                assert (got.status, await got.read(), got.headers["Cache-Control"]) == (200, body, cache), url
                assert got.headers["ETag"] == f'"{digest}"', url
            async with session.get(url, headers={"If-None-Match": f'"{digest}"'}) as got:
                assert (got.status, await got.read(), got.headers["Cache-Control"]) == (304, b"", cache), url


def test_a_templates_dollar_sign_is_written_once_beside_its_own_files_addresses(tmp_path, monkeypatch):
    """``$$`` in a page's template is one ``$`` on the page, its style's and script's addresses
    filled in the same pass (two passes would read it as a placeholder the second time)."""
    from bot.web import html

    css = html.own_files()["game_css"]  # read from the bot's own files, before the template's folder is another
    (tmp_path / "priced.html").write_text('<link href="$game_css"> costs $$5 and $$$price', encoding="utf-8")
    monkeypatch.setattr(html, "FILES", tmp_path)
    html.template.cache_clear()
    try:
        page = html.template("priced.html").substitute(price="3")
    finally:
        html.template.cache_clear()
    assert page == f'<link href="{css}"> costs $5 and $3'
