"""The public page read without JavaScript (a text browser, a reader mode, a browser with
scripts off) promises nothing only its script keeps: the zoom and the slider, the note that the
page updates itself, and the line that offers to tell what a pointed-at space holds carry the
``hidden`` attribute in the HTML, for the script to show (``tests/web/test_browser.py`` sees it
shown)."""

from __future__ import annotations

from html.parser import HTMLParser

import aiohttp
import pytest

from tests.web.conftest import Served

pytestmark = pytest.mark.parametrize("database", ["sqlite"], indirect=True)

SCRIPT_ONLY = ("controls", "live", "space")  # what the script shows once it runs


class Hidden(HTMLParser):
    """Whether each element with an id carries the ``hidden`` attribute."""

    def __init__(self) -> None:
        super().__init__()
        self.hidden: dict[str, bool] = {}

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if found.get("id"):
            self.hidden[str(found["id"])] = "hidden" in found


@pytest.mark.parametrize("language", ["en", "de"])
async def test_what_only_the_script_does_is_hidden_without_it(served: Served, language: str):
    async with aiohttp.ClientSession() as session, \
            session.get(f"{served.url}/games/{served.game}?lang={language}") as answer:
        page = Hidden()
        page.feed(await answer.text())
    assert {name: page.hidden[name] for name in SCRIPT_ONLY} == dict.fromkeys(SCRIPT_ONLY, True)
    assert not page.hidden["board"] and not page.hidden["log"]  # the position and its log read without it
