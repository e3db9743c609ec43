"""The slider in a real browser (Debian's headless Chromium) while the server is busy: a past
turn's data or board refused with a ``503`` and ``Retry-After`` (``bot.web.routes.refused``)
is asked again after that wait; the label, the address and the board change together, only
once all of the turn is here; a turn refused every time leaves the view as it was and says so;
of two choices, the newer is shown whatever order the answers come in; a board the page came
with that was refused is hidden, not shown broken, until it is asked again and shown. Without
Chromium these tests skip and say so; CI installs it (``.ci/run``)."""

from __future__ import annotations

import asyncio
import random
import time
from collections import defaultdict
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from aiohttp import web

from bot.web.addresses import RETRY_AFTER
from tests.service.conftest import play_randomly
from tests.support.devtools import Page, browsing
from tests.support.headless_chromium import CHROMIUM, FLAGS
from tests.web.conftest import Served, serving_a_game

pytestmark = [pytest.mark.skipif(CHROMIUM is None, reason="Chromium is not installed (apt-get install -y chromium)"),
              pytest.mark.parametrize("database", ["sqlite"], indirect=True)]  # the store is tested in test_pages

WAIT = 1  # the Retry-After this busy server sends, in seconds
TRIES = 3  # how often the page asks for a turn before it gives up (game.js)
REFUSE = "refuse"
Step = asyncio.Event | str | tuple[asyncio.Event, str]  # held until the event is set, refused, or held then refused


@dataclass
class Busy:
    """A server under load, by plan: each request of a turn's data or board (``page.json`` or
    ``board.png``, and the ``turn`` it names: None for the position now) takes the next step
    planned for it, refused (503 and ``Retry-After: 1``), held until an event, or both; with no step
    left it is answered. Every answer is written down with its status and time."""

    plan: dict[tuple[str, str | None], list[Step]] = field(default_factory=dict)
    asked: dict[tuple[str, str | None], list[tuple[int, float]]] = field(default_factory=lambda: defaultdict(list))

    @web.middleware
    async def middleware(self, request: web.Request,
                         handler: Callable[[web.Request], Awaitable[web.StreamResponse]]) -> web.StreamResponse:
        asked = (request.path.rsplit("/", 1)[-1], request.query.get("turn"))
        steps = self.plan.get(asked, [])
        step = steps.pop(0) if steps else None
        if isinstance(step, tuple):
            held, step = step
            await held.wait()
        if isinstance(step, asyncio.Event):
            await step.wait()
        answer = (web.Response(status=503, text="busy\n", headers={RETRY_AFTER: str(WAIT)}) if step == REFUSE
                  else await handler(request))
        self.asked[asked].append((answer.status, time.monotonic()))
        return answer

    def statuses(self, kind: str, turn: int) -> list[int]:
        return [status for status, _ in self.asked[(kind, str(turn))]]


@asynccontextmanager
async def busy_game(database: str, busy: Busy) -> AsyncIterator[Served]:
    async with serving_a_game(database, [busy.middleware]) as served:
        yield served


async def earlier_turns(served: Served) -> list[int]:
    return [p.turn for p in (await served.service.pages.spectated(served.game)).positions if p.turn > 0]


SEEN = """(() => {  // what the page shows: the label, the address, the board, the note (or null)
    const note = document.getElementById('turn-note');
    return [document.getElementById('turn-shown').textContent, location.search,
            document.getElementById('board').getAttribute('src'), note.hidden ? null : note.textContent];
})()"""

WATCH = """(() => {  // every state the label, the address and the board pass through; the board's failures
    window.seen = []; window.broken = 0;
    const img = document.getElementById('board');
    img.addEventListener('error', () => window.broken++);
    new MutationObserver(() => window.seen.push(""" + SEEN + """)).observe(document.getElementById('game'),
        {attributes: true, childList: true, characterData: true, subtree: true});
})()"""

CHOOSE = """(turn => {{ const slider = document.getElementById('turn');
    slider.value = turn; slider.dispatchEvent(new Event('change')); }})({turn})"""
DRAG = """(turn => {{ const slider = document.getElementById('turn');  // a drag: its label follows, then let go
    slider.value = turn; slider.dispatchEvent(new Event('input')); slider.dispatchEvent(new Event('change'));
    return document.getElementById('turn-shown').textContent; }})({turn})"""


SHOWN = """new Promise(done => {{  // once the label names the board after turn {turn}
    const shown = document.getElementById('turn-shown'), wanted = 'The board after turn {turn}';
    if (shown.textContent === wanted) done();
    new MutationObserver(() => {{ if (shown.textContent === wanted) done(); }})
        .observe(shown, {{childList: true, characterData: true, subtree: true}});
}})"""


def board_of(served: Served, turn: int, language: str = "en") -> str:
    return f"/games/{served.game}/board.png?turn={turn}&lang={language}"


async def drawn(page: Page) -> list[bool]:
    """Whether the board is drawn (loaded, with its own size), and whether it is hidden as missing."""
    found: list[bool] = await page.evaluate("""(img => [img.complete && img.naturalWidth > 0,
                                                          img.classList.contains('missing')])
                                               (document.getElementById('board'))""")
    return found


async def test_a_refused_turn_is_asked_again_after_its_wait_and_shown_once_all_of_it_is_here(
        database: str, tmp_path: Path) -> None:
    busy = Busy()
    async with busy_game(database, busy) as served, \
            browsing(CHROMIUM or "chromium", FLAGS, tmp_path / "profile", 400,
                     f"{served.url}/games/{served.game}?lang=en") as page:
        earlier = (await earlier_turns(served))[0]
        busy.plan = {("page.json", str(earlier)): [REFUSE], ("board.png", str(earlier)): [REFUSE]}
        before = await page.evaluate(SEEN)
        await page.evaluate(WATCH)
        assert await page.evaluate(CHOOSE.format(turn=earlier) + ";" + SEEN) == before  # nothing here yet
        await page.evaluate("window.__loads()")
        after = await page.evaluate(SEEN)
        seen, broken = await page.evaluate("[window.seen, window.broken]")
        assert await drawn(page) == [True, False]
    shown = [f"The board after turn {earlier}", f"?lang=en&turn={earlier}", board_of(served, earlier)]
    assert after == [*shown, None]
    waiting = f"The board after turn {earlier} is not ready yet; the page asks again in a few seconds."
    assert [*before[:3], waiting] in seen  # said while it waited
    assert all(state[:3] in (before[:3], shown) for state in seen)  # the label and address never ran ahead
    assert broken == 0
    for kind in ("page.json", "board.png"):
        (refused, at), (status, again) = busy.asked[(kind, str(earlier))]
        assert (refused, status) == (503, 200) and again - at >= WAIT  # asked again after its Retry-After


async def test_a_turn_refused_every_time_leaves_the_view_as_it_was_and_says_so(database: str, tmp_path: Path) -> None:
    busy = Busy()
    async with busy_game(database, busy) as served, \
            browsing(CHROMIUM or "chromium", FLAGS, tmp_path / "profile", 400,
                     f"{served.url}/games/{served.game}?lang=de") as page:
        earlier = (await earlier_turns(served))[0]
        busy.plan = {("page.json", str(earlier)): [REFUSE] * (TRIES + 1)}
        before = await page.evaluate(SEEN + ".concat([document.getElementById('turn').value])")
        dragged = await page.evaluate(DRAG.format(turn=earlier))
        await page.evaluate("window.__loads()")
        after = await page.evaluate(SEEN + ".concat([document.getElementById('turn').value])")
        assert await drawn(page) == [True, False]
    assert dragged == f"Der Spielplan nach Zug {earlier}"  # the drag's label names the turn pointed at
    failed = f"Der Spielplan nach Zug {earlier} konnte gerade nicht geladen werden. Versuch es gleich noch einmal."
    assert before[3] is None and after == [*before[:3], failed, before[4]]  # the slider and its label back
    assert busy.statuses("page.json", earlier) == [503] * TRIES  # a few tries, then no more
    assert busy.statuses("board.png", earlier) == []


@pytest.mark.parametrize("refused", [False, True])
async def test_the_newest_choice_is_shown_whatever_order_the_answers_come_in(database: str, tmp_path: Path,
                                                                              refused: bool) -> None:
    """The first choice's data comes after the newer's board, or is refused then: left aside,
    not asked again, and no note of it under the newer board."""
    busy = Busy()
    async with busy_game(database, busy) as served, \
            browsing(CHROMIUM or "chromium", FLAGS, tmp_path / "profile", 400,
                     f"{served.url}/games/{served.game}?lang=en") as page:
        first, newer = (await earlier_turns(served))[:2]
        late = asyncio.Event()
        busy.plan = {("page.json", str(first)): [(late, REFUSE) if refused else late]}
        await page.evaluate(CHOOSE.format(turn=first) + ";" + CHOOSE.format(turn=newer))
        await page.evaluate(SHOWN.format(turn=newer))
        late.set()
        await page.evaluate("window.__loads()")
        after = await page.evaluate(SEEN + ".concat([document.getElementById('turn').value])")
        assert await drawn(page) == [True, False]
    assert after == [f"The board after turn {newer}", f"?lang=en&turn={newer}", board_of(served, newer), None,
                     str(newer)]
    assert busy.statuses("page.json", first) == [503 if refused else 200]  # it came, late, and was left aside
    assert busy.statuses("board.png", first) == []


async def test_a_refused_board_the_page_came_with_is_hidden_then_asked_again(database: str, tmp_path: Path) -> None:
    busy = Busy()
    async with busy_game(database, busy) as served:
        earlier = (await earlier_turns(served))[0]
        again = asyncio.Event()
        busy.plan = {("board.png", str(earlier)): [REFUSE, REFUSE, again]}  # the page's own, then the first again
        async with browsing(CHROMIUM or "chromium", FLAGS, tmp_path / "profile", 400,
                            f"{served.url}/games/{served.game}?turn={earlier}&lang=en") as page:
            hidden = await page.evaluate("getComputedStyle(document.getElementById('board')).visibility")
            assert await drawn(page) == [False, True]
            again.set()
            await page.evaluate("window.__loads()")
            assert await drawn(page) == [True, False]
            assert await page.evaluate(SEEN) == [f"The board after turn {earlier}", f"?turn={earlier}&lang=en",
                                                 board_of(served, earlier), None]
    assert hidden == "hidden"  # no broken image while it is asked again
    assert busy.statuses("board.png", earlier) == [503, 503, 200]  # its "not ready yet" gone once it is shown


async def test_a_poll_that_cannot_load_the_new_position_says_nothing(database: str, tmp_path: Path) -> None:
    """The reader asked for nothing: no "not ready" nor "could not be loaded" under the board
    they look at, which stays; the next poll asks again."""
    busy = Busy()
    async with busy_game(database, busy) as served, \
            browsing(CHROMIUM or "chromium", FLAGS, tmp_path / "profile", 400,
                     f"{served.url}/games/{served.game}?lang=en") as page:
        before = await page.evaluate(SEEN)
        busy.plan = {("page.json", None): [REFUSE] * TRIES}
        await play_randomly(served.service, random.Random(5), 3, to_the_end=False)  # a new position to poll
        await page.evaluate("window.__poll()")
        await page.evaluate("window.__loads()")
        after = await page.evaluate(SEEN)
        await page.evaluate("window.__poll()")  # refused no more: the new position comes
        await page.evaluate("window.__loads()")
        polled = await page.evaluate(SEEN)
    assert [status for status, _ in busy.asked[("page.json", None)]][:TRIES] == [503] * TRIES
    assert after == before and before[3] is None
    assert polled[3] is None and polled[2] != before[2]


async def test_a_poll_the_server_does_not_answer_says_so_until_one_is_answered(database: str, tmp_path: Path) -> None:
    """"Updates by itself" under a page whose polls fail would promise news that cannot come:
    a refused poll says the server did not answer, and the next answered one takes it back."""
    busy = Busy()
    live = "document.getElementById('live').textContent"
    async with busy_game(database, busy) as served, \
            browsing(CHROMIUM or "chromium", FLAGS, tmp_path / "profile", 400,
                     f"{served.url}/games/{served.game}?lang=en") as page:
        before = await page.evaluate(live)
        await page.evaluate("""new MutationObserver(() => window.noteWrites = (window.noteWrites || 0) + 1)
            .observe(document.getElementById('live'), {childList: true, characterData: true, subtree: true})""")
        await page.evaluate("window.__poll()")  # answered, as before: the note is not written again
        unchanged = await page.evaluate("window.noteWrites || 0")
        busy.plan = {("version.json", None): [REFUSE]}
        await page.evaluate("window.__poll()")
        refused = await page.evaluate(live)
        await page.evaluate("window.__poll()")
        again = await page.evaluate(live)
    assert before == "This page updates by itself while it is open."
    assert refused == "No news just now: the server did not answer. The page asks again by itself."
    assert again == before and unchanged == 0
    assert [status for status, _ in busy.asked[("version.json", None)]][1:3] == [503, 200]


async def test_a_reader_at_an_earlier_turn_gets_the_news_a_refused_poll_missed(database: str, tmp_path: Path) -> None:
    """A reader looking at an earlier turn keeps it while the slider and the latest moves grow. The
    script took the new version as known before its data came, so one refused answer lost the news
    until the next move: the next poll now asks again."""
    busy = Busy()
    async with busy_game(database, busy) as served:
        earlier = (await earlier_turns(served))[0]
        async with browsing(CHROMIUM or "chromium", FLAGS, tmp_path / "profile", 400,
                            f"{served.url}/games/{served.game}?lang=en&turn={earlier}") as page:
            grown = "[Number(document.getElementById('turn').max), document.getElementById('turn-shown').textContent]"
            before = await page.evaluate(grown)
            busy.plan = {("page.json", None): [REFUSE]}
            await play_randomly(served.service, random.Random(5), 6, to_the_end=False)  # a turn or more on
            await page.evaluate("window.__poll()")
            refused = await page.evaluate(grown)
            await page.evaluate("window.__poll()")  # refused no more: the news comes
            after = await page.evaluate(grown)
            latest = (await served.service.pages.spectated(served.game)).now.turn - 1
    assert [status for status, _ in busy.asked[("page.json", None)]][:2] == [503, 200]
    assert refused == before and before[1] == f"The board after turn {earlier}"
    assert after == [latest, before[1]] and latest > before[0]  # the slider grew; the reader's turn stays
