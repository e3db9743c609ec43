"""The game page in a real browser, Debian's headless Chromium (nothing downloaded at run
time): at a phone's 400 px and a desk's 1,280 px it shows the players, the turn and the board
(the screenshot holds the board image's own colours); ``?turn=N`` shows the board after turn
N. Without Chromium these tests skip and say so; CI installs it (``.ci/run``)."""

from __future__ import annotations

import random
import re
from pathlib import Path

import aiohttp
import pytest
from PIL import Image

from bot.words.markup import plain_text
from tests.service.conftest import CHANNEL, play_randomly
from tests.support.devtools import browsing
from tests.support.headless_chromium import CHROMIUM, FLAGS, WIDTHS, chromium
from tests.support.pixels import colour_counts, colours
from tests.web.conftest import Served

pytestmark = [pytest.mark.skipif(CHROMIUM is None, reason="Chromium is not installed (apt-get install -y chromium)"),
              pytest.mark.parametrize("database", ["sqlite"], indirect=True)]  # the store is tested in test_pages


@pytest.mark.parametrize("width", WIDTHS)
async def test_the_page_shows_the_players_the_turn_and_the_board(served: Served, tmp_path: Path, width: int):
    spectated = await served.service.pages.spectated(served.game)
    address = f"{served.url}/games/{served.game}?lang=en"
    dom = await chromium(tmp_path / "profile", width, "--dump-dom", address)
    assert all(name in dom for name in spectated.game.names)
    assert f"Samarkand — Turn {spectated.now.turn}</h1>" in dom
    shot = tmp_path / f"page-{width}.png"
    await chromium(tmp_path / "profile", width, f"--screenshot={shot}", address)
    page = Image.open(shot).convert("RGB")
    assert page.width == width
    async with aiohttp.ClientSession() as session, \
            session.get(f"{served.url}/games/{served.game}/board.png?lang=en&v={spectated.version}") as answer:
        board = await answer.read()
    seen = set(colour_counts(page))
    assert len(seen) > 50  # not blank
    assert sum(colour in seen for colour in colours(board, 6)) >= 4  # the board is drawn on the page


async def test_an_earlier_turn_shows_the_board_after_it(served: Served, tmp_path: Path):
    earlier = (await served.service.pages.spectated(served.game)).positions[1].turn
    dom = await chromium(tmp_path / "profile", 400, "--dump-dom",
                         f"{served.url}/games/{served.game}?turn={earlier}&lang=de")
    image = re.search(r'<img id="board" src="([^"]+)"', dom)
    assert image is not None and f"turn={earlier}&amp;lang=de" in image[1]
    assert re.search(f'<output id="turn-shown"[^>]*>Der Spielplan nach Zug {earlier}</output>', dom)
    assert f"Samarkand — nach Zug {earlier}</h1>" in dom


async def test_zoom_and_the_slider_work_in_the_page(served: Served, tmp_path: Path):
    earlier = (await served.service.pages.spectated(served.game)).positions[1].turn
    async with browsing(CHROMIUM or "chromium", FLAGS, tmp_path / "profile", 400,
                        f"{served.url}/games/{served.game}?lang=en") as page:
        assert await page.evaluate("window.__zoom()") == 1
        assert await page.evaluate("document.getElementById('zoom-in').click(); window.__zoom()") == 1.5
        assert "scale(1.5)" in await page.evaluate("document.getElementById('board').style.transform")
        assert await page.evaluate("document.getElementById('zoom-fit').click(); window.__zoom()") == 1
        moved = await page.evaluate(f"""new Promise(done => {{
            const img = document.getElementById('board'), slider = document.getElementById('turn');
            const german = document.querySelector('a[hreflang=de]');
            new MutationObserver(() => done([img.getAttribute('src'), document.getElementById('heading').textContent,
                                             location.search, german.getAttribute('href')])
                                ).observe(img, {{attributes: true}});
            slider.value = {earlier}; slider.dispatchEvent(new Event('change'));
        }})""")
    assert moved == [f"/games/{served.game}/board.png?turn={earlier}&lang=en", f"Samarkand — after turn {earlier}",
                     f"?lang=en&turn={earlier}", f"?turn={earlier}&lang=de"]  # German, at the same turn


async def test_the_arrow_keys_pan_the_board_once_it_is_zoomed_in(served: Served, tmp_path: Path):
    """Zoomed in, the frame showed part of the board, and only a mouse or a finger could move it:
    a reader on the keyboard saw that part alone. The zoomed board now takes the focus (Tab) and
    the arrow keys pan it; at its fitted size it is not in the keyboard's order at all."""
    def key(name: str, code: int) -> dict[str, object]:
        return {"key": name, "code": name, "windowsVirtualKeyCode": code, "nativeVirtualKeyCode": code}

    async with browsing(CHROMIUM or "chromium", FLAGS, tmp_path / "profile", 1280,
                        f"{served.url}/games/{served.game}?lang=en") as page:
        assert await page.evaluate("document.getElementById('frame').tabIndex") == -1
        await page.evaluate("document.getElementById('zoom-in').click(); document.getElementById('frame').focus()")
        assert await page.evaluate("document.activeElement.id") == "frame"
        before = await page.evaluate("document.getElementById('board').style.transform")
        for kind in ("keyDown", "keyUp"):
            await page.call("Input.dispatchKeyEvent", type=kind, **key("ArrowRight", 39))
        after = await page.evaluate("document.getElementById('board').style.transform")
        for kind in ("keyDown", "keyUp"):
            await page.call("Input.dispatchKeyEvent", type=kind, **key("ArrowLeft", 37))
        back = await page.evaluate("document.getElementById('board').style.transform")
    shift = [float(re.findall(r"translate\((-?[\d.]+)px", said)[0]) for said in (before, after, back)]
    assert shift[1] < shift[0] and shift[2] == shift[0]  # right shows more of the right side; left comes back


async def test_the_wheel_and_a_finger_scroll_the_page_until_the_board_is_zoomed_in(served: Served, tmp_path: Path):
    """A board taller than the screen must not trap the page: at its fitted size a plain wheel
    turn and a one-finger swipe on it scroll the page; Ctrl with the wheel zooms it, and once
    zoomed in a finger pans the board (touch-action none) instead."""
    async with browsing(CHROMIUM or "chromium", FLAGS, tmp_path / "profile", 1280,
                        f"{served.url}/games/{served.game}?lang=en") as page:
        def wheel(ctrl: bool) -> str:
            return f"""(() => {{
                const turn = new WheelEvent('wheel', {{deltaY: -100, ctrlKey: {str(ctrl).lower()}, cancelable: true}});
                document.getElementById('frame').dispatchEvent(turn);
                return [turn.defaultPrevented, window.__zoom(),
                        getComputedStyle(document.getElementById('frame')).touchAction];
            }})()"""
        assert await page.evaluate(wheel(ctrl=False)) == [False, 1, "pan-y pinch-zoom"]
        assert await page.evaluate(wheel(ctrl=True)) == [True, 1.2, "none"]


async def test_pointing_at_a_space_tells_what_it_holds(served: Served, tmp_path: Path):
    async with browsing(CHROMIUM or "chromium", FLAGS, tmp_path / "profile", 1280,
                        f"{served.url}/games/{served.game}?lang=en") as page:
        spot, x, y = await page.evaluate("""(() => {
            const spots = JSON.parse(document.getElementById('spots').textContent).spaces;
            const img = document.getElementById('board'), box = img.getBoundingClientRect();
            const spot = spots.find(s => s.text.includes('camels:'));
            const scale = box.width / img.naturalWidth;
            return [spot, box.left + spot.x * scale, box.top + spot.y * scale];
        })()""")
        await page.call("Input.dispatchMouseEvent", type="mouseMoved", x=x, y=y)
        assert await page.evaluate("document.getElementById('space').textContent") == spot["text"]
        # hidden in the HTML (a page without its script promises nothing: test_without_script), shown by the script
        assert await page.evaluate("getComputedStyle(document.getElementById('space')).display") != "none"


async def test_the_page_polls_every_15_s_give_or_take_a_fifth_and_stops_once_the_game_is_gone(
        served: Served, tmp_path: Path):
    """Pages opened together (a link posted in a busy channel) must not poll together for as
    long as they stay open: each wait is 15 s ± 20 % at random. A game no longer there (its
    log deleted, say) answers 404, and will not come back: the page stops asking, and no
    longer says that it updates."""
    async with browsing(CHROMIUM or "chromium", FLAGS, tmp_path / "profile", 400,
                        f"{served.url}/games/{served.game}?lang=en") as page:
        waits = [await page.evaluate("window.__poll()") for _ in range(8)]
        assert all(12_000 <= wait <= 18_000 for wait in waits) and len(set(waits)) > 1, waits
        assert await page.evaluate("document.getElementById('live').hidden") is False
        assert await page.evaluate("""window.fetch = () => Promise.resolve(new Response('', {status: 404}));
                                      window.__poll()""") is None
        assert await page.evaluate("document.getElementById('live').hidden") is True


SHOWN = """(state => {{  // the tab hidden or shown again, as a browser tells the page
    Object.defineProperty(document, 'visibilityState', {{value: state, configurable: true}});
    document.dispatchEvent(new Event('visibilitychange'));
}})('{state}')"""


async def test_a_hidden_page_asks_nothing_and_asks_at_once_when_shown_again(served: Served, tmp_path: Path):
    """A page left open in a background tab must not poll for as long as it stays there:
    nobody sees the answer. Hidden, it plans no poll (a poll that was due is dropped, and one
    under way plans no next); shown again, it asks at once, then waits 15 s ± 20 % again."""
    async with browsing(CHROMIUM or "chromium", FLAGS, tmp_path / "profile", 400,
                        f"{served.url}/games/{served.game}?lang=en") as page:
        assert 12_000 <= await page.evaluate("window.__next()") <= 18_000  # shown: a poll is planned
        await page.evaluate("""window.asked = [];
            const fetched = window.fetch;
            window.fetch = address => { window.asked.push(address); return fetched(address); };""")
        await page.evaluate(SHOWN.format(state="hidden"))
        assert await page.evaluate("window.__next()") is None  # the planned poll is dropped
        assert await page.evaluate("window.__poll()") is None  # a poll ending while hidden plans no next
        await page.evaluate("window.asked = []")
        await page.evaluate(SHOWN.format(state="hidden"))  # hidden twice: still nothing
        assert await page.evaluate("[window.asked, window.__next()]") == [[], None]
        asked = await page.evaluate(SHOWN.format(state="visible") + """;
            new Promise(done => { const wait = () => window.__next() === null ? setTimeout(wait, 10)
                                                                               : done(window.asked); wait(); })""")
        assert asked == [f"/games/{served.game}/version.json"]  # asked at once, once
        assert 12_000 <= await page.evaluate("window.__next()") <= 18_000  # and every 15 s ± 20 % again


FINAL = """(() => {  // the final part as a reader sees it: whether it is shown, and the page's text
    const part = document.getElementById('final-part');
    return [part.hidden, getComputedStyle(part).display, document.body.innerText.includes('The game is over')];
})()"""


async def test_the_final_part_shows_only_once_the_game_it_is_on_ends(served: Served, tmp_path: Path):
    """In play the page says nothing of a game over (hidden by its attribute, not only by a CSS
    rule some browsers lack); when a poll brings the end, the script shows the final scores."""
    async with browsing(CHROMIUM or "chromium", FLAGS, tmp_path / "profile", 1280,
                        f"{served.url}/games/{served.game}?lang=en") as page:
        assert await page.evaluate(FINAL) == [True, "none", False]
        await play_randomly(served.service, random.Random(3))
        assert (await served.service.store.live_game(CHANNEL)) is None  # over
        await page.evaluate("window.__poll()")
        assert await page.evaluate(FINAL) == [False, "block", True]
        assert await page.evaluate("document.getElementById('final').children.length") > 0


async def test_the_note_on_the_points_follows_the_final_scores(served: Served, tmp_path: Path):
    """Under the players, "the final scores below add the cards" is said where final scores
    show: the script kept the note the page came with, so a page open at the end went on saying
    the cards "count only at the end", and the slider at an earlier turn of an ended game said the
    final scores were below."""
    note = "document.getElementById('scores-note').textContent"
    en = plain_text("en")
    async with browsing(CHROMIUM or "chromium", FLAGS, tmp_path / "profile", 1280,
                        f"{served.url}/games/{served.game}?lang=en") as page:
        assert await page.evaluate(note) == en("web.scores_note")
        await play_randomly(served.service, random.Random(3))
        await page.evaluate("window.__poll()")
        assert await page.evaluate(note) == en("web.scores_note_over")
        earlier = await page.evaluate("""new Promise(done => {
            const slider = document.getElementById('turn');
            new MutationObserver(() => done(document.getElementById('scores-note').textContent)
                                ).observe(document.getElementById('board'), {attributes: true});
            slider.value = 1; slider.dispatchEvent(new Event('change'));
        })""")
    assert earlier == en("web.scores_note")
