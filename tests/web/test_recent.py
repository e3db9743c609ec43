"""What the pages keep (``bot/web/recent.py``): a value asked for by several requests while it
is being made is made once, and a failed or abandoned making leaves nothing wrong behind."""

from __future__ import annotations

import asyncio

import pytest

from bot.web.recent import Recent


class Making:
    """A ``make`` that counts its calls and finishes only when the test releases it."""

    def __init__(self) -> None:
        self.calls = 0
        self.started = asyncio.Event()
        self.release = asyncio.Event()

    async def __call__(self) -> object:
        self.calls += 1
        self.started.set()
        await self.release.wait()
        return object()


async def test_two_requests_for_a_new_key_make_it_once_and_get_the_same_value():
    recent: Recent[str, object] = Recent(4)
    making = Making()
    first = asyncio.create_task(recent.get("v2", making))
    second = asyncio.create_task(recent.get("v2", making))
    await making.started.wait()  # both tasks have run up to their wait: the first started the making
    making.release.set()
    one, two = await asyncio.gather(first, second)
    assert making.calls == 1
    assert one is two
    assert await recent.get("v2", making) is one and making.calls == 1  # kept


async def test_a_request_that_goes_away_leaves_the_others_their_value():
    recent: Recent[str, object] = Recent(4)
    making = Making()
    first = asyncio.create_task(recent.get("v2", making))
    second = asyncio.create_task(recent.get("v2", making))
    await making.started.wait()
    first.cancel()
    making.release.set()
    assert await second is not None
    assert first.cancelled() and making.calls == 1


async def test_a_failed_making_is_not_kept_and_the_next_request_tries_again():
    recent: Recent[str, int] = Recent(4)

    async def failing() -> int:
        raise RuntimeError("the replay failed")

    async def working() -> int:
        return 7
    with pytest.raises(RuntimeError):
        await recent.get("v2", failing)
    assert await recent.get("v2", working) == 7


async def test_the_oldest_key_goes_first():
    recent: Recent[int, int] = Recent(2)
    for key in (1, 2, 3):
        await recent.get(key, lambda key=key: asyncio.sleep(0, key))
    assert list(recent.kept) == [2, 3]


async def test_weighed_values_are_kept_up_to_their_weight_and_the_newest_always():
    """The board images are kept by bytes (``IMAGES_BYTES``), not by count: many small ones, or
    a few large, and the newest even if it alone weighs more."""
    recent: Recent[int, bytes] = Recent(100, len, 10)
    for key, size in ((1, 4), (2, 4), (3, 2)):
        await recent.get(key, lambda size=size: asyncio.sleep(0, bytes(size)))
    assert list(recent.kept) == [1, 2, 3] and recent.weight == 10
    await recent.get(4, lambda: asyncio.sleep(0, bytes(5)))
    assert list(recent.kept) == [3, 4] and recent.weight == 7
    await recent.get(5, lambda: asyncio.sleep(0, bytes(30)))
    assert list(recent.kept) == [5] and recent.weight == 30


async def test_keeping_none_shares_a_making_in_progress_and_makes_anew_after_it():
    """``Recent(0)``, as the pages read a game's version: requests at the same moment share one
    read, and a request after it reads again (a version read earlier may be old)."""
    recent: Recent[str, object] = Recent(0)
    making = Making()
    first = asyncio.create_task(recent.get("game 1", making))
    second = asyncio.create_task(recent.get("game 1", making))
    await making.started.wait()
    making.release.set()
    one, two = await asyncio.gather(first, second)
    assert one is two and making.calls == 1
    assert await recent.get("game 1", making) is not one and making.calls == 2
