"""The language a page speaks when its address names none: the reader's ``Accept-Language``
read as HTTP writes it (RFC 9110, 12.4.2), with spaces before a weight and its ``q`` in either
case, and a language weighted 0 being one the reader refuses. The header was split at the exact
text ";q=", so "de; q=0.9" was no German at all, and "de;q=0" German."""

from __future__ import annotations

import aiohttp
import pytest

from tests.web.conftest import Served

pytestmark = pytest.mark.parametrize("database", ["sqlite"], indirect=True)

HEADERS = [("de; q=0.9", "de"), ("en;q=0.3, de; q=0.9", "de"), ("en;q=0.5,de;Q=0.9", "de"),
           ("de ; q=0.8 , en ; q=0.2", "de"), ("de;q=0", "en"), ("de;q=0, en;q=0.1", "en"),
           ("de-DE,de;q=0.9,en;q=0.8", "de"), ("fr, en;q=0.4, de;q=0.5", "de"), ("de;q=nan", "en")]


@pytest.mark.parametrize(("accepted", "language"), HEADERS)
async def test_the_page_speaks_the_language_the_reader_s_header_prefers(served: Served, accepted: str,
                                                                         language: str):
    async with aiohttp.ClientSession() as session:
        for address in (f"/games/{served.game}", "/"):
            async with session.get(served.url + address, headers={"Accept-Language": accepted}) as answer:
                assert f'<html lang="{language}">' in await answer.text(), (address, accepted)
