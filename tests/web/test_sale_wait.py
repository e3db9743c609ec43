"""A ``sales: at once`` table waiting for a sale answer (R6.5), on its pages: the public page says,
as the channel's turn message does, that the table waits for the answer (not only "Turn 14: Sal
to play." while Sal can do nothing), and each seat's private page says the same in its moves:
the holder that the table waits for their answer, every other seat that it waits for an answer,
never "Decide what waits above first" under "Nothing waits for your decision", nor that the
turn's player is to play."""

from __future__ import annotations

import json
import random
from collections.abc import AsyncIterator
from dataclasses import dataclass
from html import escape

import aiohttp
import pytest

from bot.engine import awaiting, legal_actions, state_from_json
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.games.samarkand.game_settings import Settings
from bot.store import GameRow, Store
from bot.web.signed_link import LinkSigner
from bot.words.i18n import Msg
from bot.words.markup import plain_text
from bot.words.narrate import sale_awaited
from tests.service.conftest import CHANNEL, lobby
from tests.support.clock import ManualClock
from tests.web.conftest import SECRET, serving

pytestmark = pytest.mark.parametrize("database", ["sqlite"], indirect=True)


async def waiting_for_a_sale(service: GameService) -> int:
    """A three-player ``sales: at once`` game played at random until the table waits for a
    sale answer; its id."""
    await lobby(service, 3, seed=11)
    await service.lobby.configure(CHANNEL, "u0", False, {Settings.sales: "at_once"})
    await service.lobby.start(CHANNEL, "u0", False)
    rng = random.Random(3)
    for _ in range(500):
        row = await service.store.live_game(CHANNEL)
        assert row is not None
        state = state_from_json(row.state)
        if any(decision.kind == "sale" for decision in state.pending):
            return row.id
        seat = awaiting(state)[0].player
        await service.moves.act(CHANNEL, row.seats[seat].user, rng.choice(legal_actions(state, seat)))
    raise AssertionError("no sale offer held the table up")


async def text_at(url: str) -> str:
    async with aiohttp.ClientSession() as session, session.get(url) as answer:
        assert answer.status == 200
        return await answer.text()


@dataclass(frozen=True)
class Waiting:
    url: str
    game: int
    row: GameRow
    signer: LinkSigner
    clock: ManualClock

    @property
    def offers(self) -> list[int]:
        """The seat of each sale offer the table waits for."""
        return [decision.player for decision in state_from_json(self.row.state).pending if decision.kind == "sale"]


@pytest.fixture
async def waiting(database: str) -> AsyncIterator[Waiting]:
    store = await Store.open(database, SAMARKAND)
    clock = ManualClock()
    service = GameService(store, clock)
    signer = LinkSigner(SECRET.encode())
    try:
        game = await waiting_for_a_sale(service)
        async with serving(service, signer) as url:
            yield Waiting(url, game, await store.game(game), signer, clock)
    finally:
        await store.close()


@pytest.mark.rule("R6.5")
@pytest.mark.parametrize("language", ["en", "de"])
async def test_the_public_page_says_the_table_waits_for_a_sale_answer(waiting: Waiting, language: str):
    t = plain_text(language)
    data = json.loads(await text_at(f"{waiting.url}/games/{waiting.game}/page.json?lang={language}"))
    html = await text_at(f"{waiting.url}/games/{waiting.game}?lang={language}")
    assert t(Msg("turn.waits_sale")) in data["newest"]
    assert escape(t(Msg("turn.waits_sale"))) in html


@pytest.mark.rule("R6.5")
@pytest.mark.parametrize("language", ["en", "de"])
async def test_each_private_page_says_whose_answer_the_table_waits_for(waiting: Waiting, language: str):
    t = plain_text(language)
    state = state_from_json(waiting.row.state)
    for seat, held in enumerate(waiting.row.seats):
        token = waiting.signer.token(waiting.game, seat, held.user, waiting.clock())
        page = await text_at(f"{waiting.url}/games/{waiting.game}/private/{token}?lang={language}")
        said = escape(t(sale_awaited(waiting.offers.count(seat))))  # the holder's answer, or an answer
        assert said in page, (seat, said)
        assert escape(t("web.private_decide_first")) not in page
        assert escape(t("web.private_waiting", name=state.players[state.active].name)) not in page
