"""The pages' one thread shared so that the position now never waits behind past turns
(``bot.web.pages_thread``): while the thread is held up by a piece of work (a step the test
releases), the pieces asked for meanwhile wait, and run in the order checked here (the
position now's first, each queue oldest first); past turns beyond the bound are refused, a
503 that says to try again. No assertion here is about time."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from typing import Any

import aiohttp
import pytest

import bot.web.samarkand_pages as samarkand_pages
from bot.web.pages_thread import Busy, PagesThread, pages_thread
from tests.web.conftest import Served

ON_SQLITE = pytest.mark.parametrize("database", ["sqlite"], indirect=True)  # the store is tested in test_pages


async def until(ready: Callable[[], bool]) -> None:
    """Let the event loop run until ``ready`` (the requests reached their queues); a test
    whose requests never get there fails, after some seconds, rather than hang."""
    for _ in range(5_000):
        if ready():
            return
        await asyncio.sleep(0.002)
    raise AssertionError("the requests never reached the queues")


def waiting(thread: PagesThread) -> int:
    """The pieces waiting for the thread, of the position now and of past turns alike."""
    return len(thread.now) + len(thread.past)


@contextmanager
def held_thread() -> Iterator[tuple[threading.Event, list[str]]]:
    """A release for the first piece of work, which holds the pages' thread until it is set,
    and the order the pieces ran in; released at the end whatever happened."""
    release, ran = threading.Event(), []
    try:
        yield release, ran
    finally:
        release.set()


def piece(name: str, ran: list[str], release: threading.Event | None = None) -> Callable[[], str]:
    def work() -> str:
        if release is not None:
            release.wait(60)
        ran.append(name)
        return name
    return work


async def test_the_position_now_runs_before_the_past_turns_asked_before_it():
    thread = PagesThread()
    with held_thread() as (release, ran):
        first = asyncio.ensure_future(thread.run(piece("past 1", ran, release), past=True))
        await until(lambda: thread.running)
        asked = [asyncio.ensure_future(thread.run(piece(name, ran), past=name.startswith("past")))
                 for name in ("past 2", "now 1", "past 3", "now 2")]
        await until(lambda: waiting(thread) == 4)
        release.set()
        assert await asyncio.gather(first, *asked) == ["past 1", "past 2", "now 1", "past 3", "now 2"]
    assert ran == ["past 1", "now 1", "now 2", "past 2", "past 3"]
    assert not thread.running and not thread.now and not thread.past


async def test_past_turns_beyond_the_bound_are_refused_and_the_position_now_still_queues():
    thread = PagesThread(most_past=2)
    with held_thread() as (release, ran):
        first = asyncio.ensure_future(thread.run(piece("now 1", ran, release)))
        await until(lambda: thread.running)
        waiting = [asyncio.ensure_future(thread.run(piece(f"past {n}", ran), past=True)) for n in (1, 2)]
        await until(lambda: len(thread.past) == 2)
        with pytest.raises(Busy):
            await thread.run(piece("past 3", ran), past=True)
        late = asyncio.ensure_future(thread.run(piece("now 2", ran)))
        await until(lambda: len(thread.now) == 1)
        release.set()
        await asyncio.gather(first, late, *waiting)
    assert ran == ["now 1", "now 2", "past 1", "past 2"]


async def test_a_request_gone_while_waiting_leaves_the_queue_and_one_gone_while_running_frees_the_thread_once_done():
    thread = PagesThread()
    with held_thread() as (release, ran):
        first = asyncio.ensure_future(thread.run(piece("now 1", ran, release)))
        await until(lambda: thread.running)
        gone = asyncio.ensure_future(thread.run(piece("past 1", ran), past=True))
        kept = asyncio.ensure_future(thread.run(piece("past 2", ran), past=True))
        await until(lambda: len(thread.past) == 2)
        gone.cancel()
        await until(lambda: len(thread.past) == 1)
        first.cancel()  # its piece runs on in the thread: the next waits for it still
        await asyncio.sleep(0)
        assert thread.running and not kept.done()
        release.set()
        assert await kept == "past 2"
    assert ran == ["now 1", "past 2"]


async def get_all(base: str, addresses: list[str]) -> list[tuple[int, str, str | None]]:
    """The status, the body (an image's as its length) and any Retry-After of each address, asked together."""
    async with aiohttp.ClientSession() as session:
        async def one(address: str) -> tuple[int, str, str | None]:
            async with session.get(base + address) as answer:
                body = await answer.read()
                text = body.decode() if answer.content_type.startswith("text/") else str(len(body))
                return answer.status, text, answer.headers.get("Retry-After")
        return await asyncio.gather(*map(one, addresses))


def drawn_in_order(monkeypatch: pytest.MonkeyPatch, release: threading.Event, ran: list[str]) -> None:
    """The pages draw their boards as before, but the first one drawn holds the thread until
    ``release``, and each drawing says which turn it showed (``now``: the position now)."""
    draw = samarkand_pages.render_board

    def drawn(*args: Any, **options: Any) -> bytes:
        if not ran:
            release.wait(60)
        ran.append("now" if options["after"] is None else f"turn {options['after']}")
        return draw(*args, **options)
    monkeypatch.setattr(samarkand_pages, "render_board", drawn)


async def asked(served: Served, ready: Callable[[PagesThread], bool], *addresses: str,
                ) -> Awaitable[list[tuple[int, str, str | None]]]:
    """The answers to ``addresses``, asked now; returned (to await) once ``ready`` says they wait."""
    answers = asyncio.ensure_future(get_all(served.url, list(addresses)))
    thread = pages_thread()
    await until(lambda: ready(thread) or answers.done())
    return answers


@ON_SQLITE
async def test_a_readers_board_now_is_drawn_before_the_past_turns_another_reader_asked_first(
        served: Served, monkeypatch: pytest.MonkeyPatch):
    """A reader dragging the slider through a long game asks for a board per turn; another
    reader, who opens the game from its turn message, gets the board now before them."""
    spectated = await served.service.pages.spectated(served.game)
    one, two, three = (position.turn for position in spectated.positions[1:4])
    board = f"/games/{served.game}/board.png?lang=en"
    with held_thread() as (release, ran):
        drawn_in_order(monkeypatch, release, ran)
        slider = await asked(served, lambda thread: thread.running, f"{board}&turn={one}")
        more = await asked(served, lambda thread: waiting(thread) == 2, f"{board}&turn={two}", f"{board}&turn={three}")
        now = await asked(served, lambda thread: waiting(thread) == 4,
                          f"{board}&v={spectated.version}", f"/games/{served.game}/page.json?lang=en")
        release.set()
        answers = [*await slider, *await more, *await now]
    assert [status for status, _, _ in answers] == [200] * 5
    assert ran == [f"turn {one}", "now", f"turn {two}", f"turn {three}"]


@ON_SQLITE
async def test_past_turns_beyond_the_bound_get_a_503_that_says_to_try_again(
        served: Served, monkeypatch: pytest.MonkeyPatch):
    spectated = await served.service.pages.spectated(served.game)
    one, two, three = (position.turn for position in spectated.positions[1:4])
    pages_thread().most_past = 1
    with held_thread() as (release, ran):
        drawn_in_order(monkeypatch, release, ran)
        first = await asked(served, lambda thread: thread.running, f"/games/{served.game}/board.png?turn={one}")
        waiting = await asked(served, lambda thread: len(thread.past) == 1,
                              f"/games/{served.game}/board.png?turn={two}&lang=en")
        refused = await get_all(served.url, [f"/games/{served.game}/board.png?turn={three}&lang=en",
                                             f"/games/{served.game}?turn={three}&lang=de"])
        release.set()
        answers = [*await first, *await waiting]
    assert refused == [(503, "Many earlier turns are being drawn right now. Try this turn again in a few seconds.\n",
                        "5"),
                       (503, "Gerade werden viele frühere Züge gezeichnet. Versuch es mit diesem Zug in ein paar "
                             "Sekunden noch einmal.\n", "5")]
    assert [status for status, _, _ in answers] == [200, 200]
    assert ran == [f"turn {one}", f"turn {two}"]
