"""A hint is private (docs/coach.md): taking one moves nothing on the public page. The bot
counts hints in the table's settings, which the page's version was once made from, so a
visitor polling ``version.json`` learned who took a hint, and when (the mover is public)."""

from __future__ import annotations

from bot.ai.budget import Budget
from bot.engine import awaiting, state_from_json
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.coaching import Coaching
from bot.games.samarkand.game_service import GameService
from bot.games.samarkand.game_settings import Settings, settings_of
from bot.store import Store
from tests.service.conftest import CHANNEL, lobby
from tests.support.clock import ManualClock
from tests.web.conftest import answers, public_paths, serving


async def test_taking_a_hint_moves_no_public_address(database: str):
    store = await Store.open(database, SAMARKAND)
    service = GameService(store, ManualClock())
    await lobby(service, 3)
    await service.lobby.configure(CHANNEL, "u0", False, {Settings.hints: "on"})
    await service.lobby.start(CHANNEL, "u0", False)
    row = await store.live_game(CHANNEL)
    assert row is not None
    mover = row.seats[awaiting(state_from_json(row.state))[0].player].user
    async with serving(service, None) as url:
        paths = await public_paths(service, row.id, images=False)
        before = await answers(url, paths)
        await Coaching(service.tables, budget=Budget.walks_only(8)).hint(CHANNEL, mover)
        after = await answers(url, paths)
    hinted = await store.game(row.id)
    await store.close()
    assert hinted is not None and sum(settings_of(hinted.settings).hints_taken) == 1  # the hint was counted
    assert after == before
