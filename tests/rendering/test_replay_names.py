"""The replay GIF (``play --replay``, ``/replay``) draws every player's name and figures
whole: at a table of 3 to 5 seats with computers, whose names are long ("Computer 3
(beginner)", "Computer 1 (Gelegenheitsspieler)"), in both languages, from the first frame
to the last, where players hold the most tiles."""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest

from bot.ai import OFFERED
from bot.engine import apply_action, legal_actions, new_game, view
from bot.engine.view import PublicView
from bot.service.lobby import computer_name
from bot.words.image_words import words_in
from bot.words.level_names import level_name
from rendering.lastturn import LastTurn
from rendering.panels import drawn_names
from rendering.replay_gif import replay_canvas
from tests.support.engine_scenarios import BOARD, random_mover


@dataclass(frozen=True)
class Frame:
    public: PublicView
    last_turn: LastTurn | None = None


def start_and_end(names: list[str], seed: int) -> list[PublicView]:
    """A game of uniformly random legal actions: its first position and its last."""
    state, _ = new_game(names, seed)
    first = view(state)
    rng = random.Random(seed)
    while not state.over:
        seat = random_mover(state, rng)
        apply_action(state, seat, rng.choice(legal_actions(state, seat)))
    return [first, view(state)]


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("seats", [3, 4, 5])
def test_no_name_nor_figure_of_a_table_with_computers_is_cut(seats, language):
    levels = [OFFERED[k % len(OFFERED)] for k in range(seats - 1)]
    names = ["Ann", *(computer_name(language, n, level_name(level))
                      for n, level in enumerate(levels, start=1))]
    words = words_in(language)
    for public in start_and_end(names, seed=seats):
        drawn = [item.text for item in replay_canvas(BOARD, Frame(public), words=words).items if item.text]
        assert set(drawn_names(public, words)) <= set(drawn), drawn
        assert not [said for said in drawn if said.endswith("…")]
