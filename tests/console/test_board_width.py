"""``board`` fits a terminal 80 columns wide, as playing.md promises, in both languages, at
every position of whole games of five players with names of the longest length (32
characters), the end's summary included; and on the map no cell runs into the next."""

from __future__ import annotations

import random
import re

import pytest

from bot.engine import apply_action, legal_actions, new_game, view
from bot.offline.options import LONGEST_NAME
from bot.offline.summary import summary_text
from bot.words.i18n import text
from bot.words.textboard import board_text, families_text, map_text
from tests.support.engine_scenarios import BOARD, random_mover

NAMES = [f"{'Ü' * (LONGEST_NAME - 4)} {seat:03d}" for seat in range(5)]


def positions(seed: int):
    """Every position of a whole game of uniformly random legal actions."""
    state, _ = new_game(NAMES, seed)
    rng = random.Random(seed)
    yield view(state)
    while not state.over:
        seat = random_mover(state, rng)
        apply_action(state, seat, rng.choice(legal_actions(state, seat)))
        yield view(state)


@pytest.mark.parametrize("seed", [1, 2])
def test_every_line_of_the_board_fits_80_columns_in_both_languages(seed):
    too_wide, run_together, over = set(), set(), False
    for public in positions(seed):
        over = public.over
        for language in ("en", "de"):
            t = text(language)
            said = board_text(BOARD, public, NAMES, t) + ("\n" + summary_text(BOARD, public, t) if over else "")
            too_wide |= {line for line in said.split("\n") if len(line) > 80}
        run_together |= set(re.findall(r"\S+\*\S+", map_text(BOARD, public)))  # "ChUy*ChSi"
    assert over and not too_wide and not run_together, (sorted(too_wide)[:3], run_together)


@pytest.mark.parametrize("language", ["en", "de"])
def test_each_familys_green_marker_note_stays_on_its_row(language):
    """"(grün oben)" alone on a line sat between two families' rows: whose it was could not be
    told once some families' green markers were gone. Every family's row keeps its note."""
    t = text(language)
    state, _ = new_game(NAMES[:3], 1)
    said = families_text(BOARD, view(state), t).split("\n")
    assert len(said) == 1 + len(BOARD.families) and all(t("board.green_on_top") in row for row in said[1:]), said
