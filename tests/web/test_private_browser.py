"""The private page in a real browser, Debian's headless Chromium, at a phone's 400 px and a
desk's 1,280 px: it shows the holder's cards with their points and the board of their legal
moves (loaded, within the width: nothing to scroll sideways), and the screenshot holds the
moves image's own colours. Without Chromium these tests skip and say so (``.ci/run`` installs it)."""

from __future__ import annotations

from pathlib import Path

import aiohttp
import pytest
from PIL import Image

from bot.engine import awaiting, state_from_json, state_to_json
from bot.words.i18n import text
from bot.words.narrate import card_name
from tests.support.devtools import browsing
from tests.support.headless_chromium import CHROMIUM, FLAGS, WIDTHS, chromium
from tests.support.pixels import colour_counts, colours
from tests.web.conftest import Served

pytestmark = [pytest.mark.skipif(CHROMIUM is None, reason="Chromium is not installed (apt-get install -y chromium)"),
              pytest.mark.parametrize("database", ["sqlite"], indirect=True)]  # the store is tested in test_private


async def to_play(served: Served) -> tuple[int, str]:
    """The seat whose turn it is, and its holder: the one with moves to draw."""
    row = await served.service.store.game(served.game)
    seat = awaiting(state_from_json(row.state))[0].player
    return seat, row.seats[seat].user


@pytest.mark.parametrize("width", WIDTHS)
async def test_the_private_page_shows_the_hand_and_the_moves_board(served: Served, tmp_path: Path, width: int):
    seat, user = await to_play(served)
    screen = await served.service.pages.held_screen(served.game, seat, user)
    address = (f"{served.url}/games/{served.game}/private/"
               f"{served.signer.token(served.game, seat, user, served.clock())}?lang=en")
    async with browsing(CHROMIUM or "chromium", FLAGS, tmp_path / "profile", width, address) as page:
        # the window may not be narrower than 500 px: the page is laid out at exactly ``width``
        await page.call("Emulation.setDeviceMetricsOverride", width=width, height=1000, deviceScaleFactor=1,
                        mobile=False)
        shown = await page.evaluate("""(() => {
            const img = document.getElementById('moves-board'), box = img.getBoundingClientRect();
            return {cards: [...document.querySelectorAll('#cards tbody tr')].map(r => r.innerText),
                    loaded: img.complete && img.naturalWidth > 0, right: box.right,
                    scroll: document.documentElement.scrollWidth, inner: window.innerWidth};
        })()""")
    board = screen.board
    assert shown["cards"] == [f"{text('en')(card_name(board, c.card))}\t{c.points}\t{c.best}" for c in screen.view.hand]
    assert shown["loaded"] and shown["right"] <= width and shown["scroll"] <= width == shown["inner"]
    shot = tmp_path / f"private-{width}.png"
    await chromium(tmp_path / "profile", width, f"--screenshot={shot}", address)
    seen = set(colour_counts(Image.open(shot).convert("RGB")))
    async with aiohttp.ClientSession() as session, \
            session.get(address.replace("?", "/moves.png?")) as answer:
        moves = await answer.read()
    if width > 900:  # side by side: the moves board is on the first screen
        assert sum(colour in seen for colour in colours(moves, 6)) >= 4


async def test_a_name_without_spaces_never_widens_the_phone_page(served: Served, tmp_path: Path):
    """The heading names the holder: a 32-letter name without a space wrapped nowhere, and the
    page became twice as wide as the phone."""
    seat, user = await to_play(served)
    row = await served.service.store.game(served.game)
    state = state_from_json(row.state)
    state.players[seat].name = "W" * 32  # the name the engine's state holds, which the page shows
    row.state = state_to_json(state)
    await served.service.store.save(row)
    address = (f"{served.url}/games/{served.game}/private/"
               f"{served.signer.token(served.game, seat, user, served.clock())}?lang=de")
    async with browsing(CHROMIUM or "chromium", FLAGS, tmp_path / "profile", 390, address) as page:
        await page.call("Emulation.setDeviceMetricsOverride", width=390, height=1000, deviceScaleFactor=1,
                        mobile=False)
        heading, scroll = await page.evaluate(
            "[document.querySelector('h1').innerText, document.documentElement.scrollWidth]")
    assert "W" * 32 in heading.replace("\n", "") and scroll <= 390
