"""A marriage's discard on the public page: the turn's opening said "Ann to play", the marriage
and its draw are told, and then the page said nothing of what the game waits for, while the
player chose which cards to discard (R4.5), for as long as that took. The page now closes the
newest lines with it, as the panel does ("… to choose discards"), and no longer once it is
made. Every other seat's private page says the same, instead of "{name} is to play"."""

from __future__ import annotations

import json
from html import escape

import aiohttp
import pytest

from bot.engine import Marry, awaiting, legal_actions, state_from_json
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.store import Store
from bot.web.signed_link import LinkSigner
from bot.words.markup import plain_text
from tests.service.conftest import CHANNEL, lobby
from tests.support.clock import ManualClock
from tests.web.conftest import SECRET, serving

pytestmark = pytest.mark.parametrize("database", ["sqlite"], indirect=True)


async def newest(url: str, game: int, language: str) -> list[str]:
    async with aiohttp.ClientSession() as session, session.get(f"{url}/games/{game}/page.json?lang={language}") as got:
        return list(json.loads(await got.text())["newest"])


@pytest.mark.rule("R4.5")
@pytest.mark.parametrize("language", ["en", "de"])
async def test_the_public_page_says_who_is_choosing_discards_until_they_are_made(database: str, language: str):
    store = await Store.open(database, SAMARKAND)
    clock = ManualClock()
    service = GameService(store, clock)
    signer = LinkSigner(SECRET.encode())
    t = plain_text(language)
    try:
        await lobby(service, 3, seed=5)
        await service.lobby.start(CHANNEL, "u0", False)
        row = await service.store.live_game(CHANNEL)
        assert row is not None
        state = state_from_json(row.state)
        seat = awaiting(state)[0].player
        name, user = row.seats[seat].name, row.seats[seat].user
        marriage = next(action for action in legal_actions(state, seat) if isinstance(action, Marry))
        async with serving(service, signer) as url:
            before = await newest(url, row.id, language)
            await service.moves.act(CHANNEL, user, marriage)
            row = await service.store.live_game(CHANNEL)
            assert row is not None
            due = [w for w in awaiting(state_from_json(row.state)) if w.kind == "discard"]
            assert [w.player for w in due] == [seat]
            during = await newest(url, row.id, language)
            assert t("web.waits_discard", name=name) in during
            assert t("web.waits_discard", name=name) not in before
            other = (seat + 1) % len(row.seats)
            token = signer.token(row.id, other, row.seats[other].user, clock())
            async with aiohttp.ClientSession() as session, \
                    session.get(f"{url}/games/{row.id}/private/{token}?lang={language}") as answer:
                private = await answer.text()
            assert escape(t("web.private_waiting_discard", name=name)) in private
            assert escape(t("web.private_waiting", name=name)) not in private
            await service.moves.act(CHANNEL, user, legal_actions(state_from_json(row.state), seat)[0])
            assert t("web.waits_discard", name=name) not in await newest(url, row.id, language)
    finally:
        await store.close()
