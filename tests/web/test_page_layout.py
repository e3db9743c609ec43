"""The public page leads with what changed, in a real browser (Debian's headless Chromium) at
a desk's 1280×800 and a phone's 390×844: the newest turn's moves and whose turn it is are on
the first screen, on a desk the slider and the zoom too, and the families' paragraphs are
folded. The screenshots of both are kept in the test's folder (``--basetemp DIR`` to find
them: docs/web-page-1280.png and docs/web-page-390.png are two of them)."""

from __future__ import annotations

import base64
from pathlib import Path

import pytest
from PIL import Image

from bot.web.game_page import newest_turn, newest_turns_first, turn_starts
from bot.words.i18n import text
from bot.words.markup import without_markup
from tests.support.devtools import browsing
from tests.support.headless_chromium import CHROMIUM, FLAGS
from tests.support.pixels import colour_counts
from tests.web.conftest import Served

pytestmark = [pytest.mark.skipif(CHROMIUM is None, reason="Chromium is not installed (apt-get install -y chromium)"),
              pytest.mark.parametrize("database", ["sqlite"], indirect=True)]  # the store is tested in test_pages

PLACES = """(() => {
    const box = id => { const r = document.getElementById(id).getBoundingClientRect();
                        return {top: r.top, bottom: r.bottom, height: r.height}; };
    return {newest: box('newest'), slider: box('turn'), zoom: box('zoom-in'),
            families: document.getElementById('families').checkVisibility(),
            moves: [...document.querySelectorAll('#newest li')].map(li => li.textContent),
            folded: !document.getElementById('families-part').open, scroll: document.documentElement.scrollWidth};
})()"""


@pytest.mark.parametrize(("width", "height", "phone"), [(1280, 800, False), (390, 844, True)])
async def test_the_newest_moves_and_whose_turn_it_is_come_first(served: Served, tmp_path: Path, width: int,
                                                                 height: int, phone: bool):
    spectated = await served.service.pages.spectated(served.game)
    t = text("en")
    newest = newest_turn(spectated.log)  # the turns newest first, each in the order it happened
    expected = list(newest_turns_first(tuple(without_markup(line) for line in t.lines(newest)), turn_starts(newest)))
    to_play = t("news.turn", turn=spectated.now.turn, name=spectated.game.names[spectated.now.active])
    async with browsing(CHROMIUM or "chromium", FLAGS, tmp_path / "profile", width,
                        f"{served.url}/games/{served.game}?lang=en") as page:
        await page.call("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=1,
                        mobile=phone)
        if phone:
            await page.call("Emulation.setTouchEmulationEnabled", enabled=True)
        places = await page.evaluate(PLACES)
        shot = await page.call("Page.captureScreenshot", format="png")
    (tmp_path / f"web-page-{width}.png").write_bytes(base64.b64decode(shot["data"]))
    assert places["moves"] == expected and without_markup(to_play) == expected[0]  # whose turn, on top
    assert len(expected) > 2  # the last finished turn's moves are there too
    assert places["newest"]["top"] > 0 and places["newest"]["bottom"] <= height  # all of it on the first screen
    assert places["folded"] and not places["families"]
    assert places["scroll"] <= width
    if not phone:  # on a desk the slider and the zoom are on the first screen too
        assert places["slider"]["bottom"] <= height and places["zoom"]["bottom"] <= height
    shown = Image.open(tmp_path / f"web-page-{width}.png").convert("RGB")
    assert shown.size == (width, height) and len(colour_counts(shown)) > 50  # drawn, not blank


async def test_the_slider_counts_the_turns_played(served: Served, tmp_path: Path):
    """At its end the slider says the turns finished, not the turn under way; at 0, the start."""
    spectated = await served.service.pages.spectated(served.game)
    played = spectated.now.turn - 1
    async with browsing(CHROMIUM or "chromium", FLAGS, tmp_path / "profile", 1280,
                        f"{served.url}/games/{served.game}?lang=en") as page:
        end = await page.evaluate("[document.getElementById('turn').max, document.getElementById('turn').value,"
                                  " document.getElementById('turn-shown').textContent]")
        start = await page.evaluate("""(() => { const slider = document.getElementById('turn');
            slider.value = 0; slider.dispatchEvent(new Event('input'));
            return document.getElementById('turn-shown').textContent; })()""")
    assert end == [str(played), str(played), f"The board after turn {played}"]
    assert start == "The board at the start"
