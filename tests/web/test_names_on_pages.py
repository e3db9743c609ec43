"""Display names on the web pages are shown as typed. The pages' words are written once, for
Discord, and take Discord's markup out; taking it out of the finished line took it out of the
names too ("a**b**c" read "abc", a name "<t:1800000000:R> Cy" read as a date). And a name
must not turn its line around: a direction control is dropped when the player sits down, and
a right-to-left name is isolated, so "Paid: علي +3" keeps its number after the name."""

from __future__ import annotations

import json
import random
from html import escape

import aiohttp

from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.store import Store
from bot.web.signed_link import LinkSigner
from tests.service.conftest import CHANNEL, GUILD, play_randomly
from tests.support.clock import ManualClock
from tests.web.conftest import SECRET, serving

NAMES = ("a**b**c", "<t:1800000000:R> Cy", "علي")
ISOLATED = "\u2068علي\u2069"


async def get(url: str) -> str:
    async with aiohttp.ClientSession() as session, session.get(url) as answer:
        assert answer.status == 200
        return await answer.text()


async def test_names_on_the_public_and_private_pages_are_shown_as_typed_and_keep_their_lines_in_order(database):
    store = await Store.open(database, SAMARKAND)
    clock = ManualClock()
    service = GameService(store, clock)
    await service.lobby.create(CHANNEL, GUILD, "u0", NAMES[0])
    await service.lobby.join(CHANNEL, "u1", NAMES[1])
    await service.lobby.join(CHANNEL, "u2", NAMES[2] + "\u202e")  # an override, dropped as the seat is taken
    await service.lobby.start(CHANNEL, "u0", False)
    await play_randomly(service, random.Random(5), 40, to_the_end=False)
    row = await store.live_game(CHANNEL)
    assert row is not None and sorted(seat.name for seat in row.seats) == sorted(NAMES)
    signer = LinkSigner(SECRET.encode())
    async with serving(service, signer) as url:
        page = json.loads(await get(f"{url}/games/{row.id}/page.json"))
        lines = [*page["log"], *page["players"]]
        assert all(any(name in line for line in page["log"]) for name in NAMES[:2])  # not "abc", not a date
        assert any(ISOLATED in line for line in lines)
        assert not any("\u202e" in line or "2027-01-15" in line for line in lines)
        seat = [seat.user for seat in row.seats].index("u2")
        private = await get(f"{url}/games/{row.id}/private/{signer.token(row.id, seat, 'u2', clock())}")
        assert f"{escape(ISOLATED)}" in private.split("</title>")[0]  # the tab's title keeps its order
    await store.close()
