"""The families' panels and the final scores as the public page's text: one sentence per
family with what anyone can count of it, and the final scores, best first, once it is over."""

from __future__ import annotations

import json
import random

import aiohttp

from bot.engine import apply_action, awaiting, board_by_id, legal_actions, new_game, view
from bot.web.families import families_lines, final_lines
from bot.words.i18n import family, text
from tests.web.conftest import Served


async def test_the_page_tells_each_family_s_panel_in_words(served: Served):
    async with aiohttp.ClientSession() as session, \
            session.get(f"{served.url}/games/{served.game}/page.json?lang=de") as answer:
        page = json.loads(await answer.read())
    spectated = await served.service.pages.spectated(served.game)
    public, board, german = spectated.now, board_by_id(spectated.now.board), text("de")
    assert len(page["families"]) == len(board.families)
    for this, figures, line in zip(board.families, public.families, page["families"], strict=True):
        assert line.startswith(f"{german(family(board, this.index))} (Mitgift {this.portion}, ")
        assert f"Schatz {figures.treasury} Dirham; Kamele übrig: {figures.camels_left}, " in line
        assert f"Familienplättchen übrig: {figures.tiles_left};" in line
        married = [name for name, p in zip(spectated.game.names, public.players, strict=True) if this.index in p.tiles]
        assert all(name in line for name in married) and ("noch niemand" in line) == (not married)
        assert ("das oberste grün" in line) == (not figures.green_gone)
    assert page["final"] == []  # the game goes on: no final scores


def test_the_final_scores_come_best_first_once_the_game_is_over():
    state, _ = new_game(["Ann", "Bob", "Cyd"], seed=4)
    assert final_lines(view(state), text("en")) == ()
    rng = random.Random(4)
    while not state.over:
        seat = awaiting(state)[0].player
        apply_action(state, seat, rng.choice(legal_actions(state, seat)))
    public = view(state)
    lines = final_lines(public, text("en"))
    ranked = sorted(public.scores, key=lambda line: -line.total)
    assert [line.split(":")[0] for line in lines] == [line.name for line in ranked]
    assert lines[0].endswith("— winner") and f": {ranked[0].total} (cards {ranked[0].cards}," in lines[0]
    assert len(families_lines(state.board, public, ["Ann", "Bob", "Cyd"], text("en"))) == len(state.board.families)
