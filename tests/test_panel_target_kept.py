"""The panel's private target map is kept by what the seat sees, not by the game's version:
another seat's private sale answer moves the version only, and a map drawn again for it would
answer that player's next press slower, telling them something happened (R6.5)."""

from __future__ import annotations

from dataclasses import replace

import cogs.panel as panel_module
from bot.engine import awaiting
from bot.engine.view import view as seat_view
from bot.games.samarkand.screens import SeatScreen
from bot.games.samarkand.turn_options import first_spaces, options_of
from tests.support.engine_scenarios import BOARD, played


async def test_a_new_version_with_nothing_new_to_the_seat_draws_no_new_map(monkeypatch):
    drawn: list[int] = []
    render = panel_module.render_targets
    monkeypatch.setattr(panel_module, "render_targets", lambda *args, **kw: drawn.append(1) or render(*args, **kw))
    state = next(s for s in (played(3, seed, 12) for seed in range(50)) if not s.over and not s.pending)
    seat = awaiting(state)[0].player
    screen = SeatScreen(9, "c", 1, seat, BOARD, seat_view(state, seat), options_of(state, seat), ("a", "b", "c"))
    where = first_spaces(BOARD, screen.options)
    await panel_module.target_image(screen, where, "home", "en")
    await panel_module.target_image(replace(screen, version=2), where, "home", "en")
    assert len(drawn) == 1
    state.players[seat].money += 1  # something the seat sees
    changed = replace(screen, version=3, view=seat_view(state, seat))
    await panel_module.target_image(changed, where, "home", "en")
    assert len(drawn) == 2
