"""The turn panel's menus hold exactly the legal choices, in every position: nothing legal
hidden past Discord's 25-option limit, nothing illegal offered (checked over many random
positions of every player count)."""

import random

from bot.engine import Expand, Marry, awaiting, frontier, legal_actions
from bot.i18n import text
from bot.panel import (
    MENU_SIZE,
    ROWS,
    chunked,
    first_space_choices,
    marriage_choices,
    options_of,
    paged,
    second_space_choices,
)
from tests.engine.helpers import BOARD, give_tile, played, put_camel


def values(menus) -> list[str]:
    return [c.value for menu in menus for c in menu.choices]


def check_pages(menus, rows_free: int) -> None:
    pages = paged(menus, rows_free)
    assert [m for page in pages for m in page] == menus  # each menu on exactly one page
    assert all(len(page) <= rows_free for page in pages)
    assert all(len(m.choices) <= MENU_SIZE for m in menus)


def sprawling(players: int, seed: int, camels: int):
    """A position in which the seat to play holds several families with long routes (grown
    camel by camel onto legal spaces, without the turns between): many targets at once."""
    state = played(players, seed, seed % 20)
    rng = random.Random(seed)
    seat = awaiting(state)[0].player
    if state.over or state.pending:
        return state
    for family in rng.sample(range(len(BOARD.families)), 4):
        if family not in state.players[seat].tiles and state.tiles_left[family]:
            give_tile(state, seat, BOARD.families[family].name)
    for _ in range(camels):
        family = rng.choice(state.players[seat].tiles)
        reach = frontier(state, family)
        if reach and state.camels_left[family] > 1:
            put_camel(state, BOARD.families[family].name, BOARD.spaces[rng.choice(reach)].label)
    return state


def test_every_menu_holds_exactly_the_legal_choices():
    crowded = 0
    for players in (2, 3, 4, 5):
        crowded += check_positions(players, played) + check_positions(players, sprawling)
    assert crowded >= 20, f"only {crowded} positions with more than 25 targets were checked"


def check_positions(players: int, play) -> int:
    """Check 100 random positions; returns how many needed more than one menu."""
    rng = random.Random(players)
    crowded = 0
    for seed in range(100):
        state = play(players, seed, rng.randrange(0, 140))
        if state.over:
            continue
        seat = awaiting(state)[0].player
        legal = legal_actions(state, seat)
        options = options_of(state, seat)
        singles = {(a.family, a.spaces[0]) for a in legal if isinstance(a, Expand) and len(a.spaces) == 1}
        first = chunked(first_space_choices(BOARD, text("de"), options), "Expand")
        check_pages(first, ROWS - 2)
        offered = values(first)
        assert len(offered) == len(set(offered))
        assert {tuple(int(x) for x in v[1:].split(".")) for v in offered} == singles
        crowded += len(offered) > MENU_SIZE
        for family, space in singles:
            pairs = {a.spaces for a in legal if isinstance(a, Expand) and a.family == family and len(a.spaces) == 2}
            legal_partners = {b if a == space else a for a, b in pairs if space in (a, b)}
            second = chunked(second_space_choices(BOARD, text("de"), options, family, space), "Second camel")
            check_pages(second, ROWS - 1)
            assert {int(v.split(".")[2]) for v in values(second)} == legal_partners
        marry = {int(c.value[1:]) for c in marriage_choices(BOARD, text("de"), options)}
        assert marry == {a.family for a in legal if isinstance(a, Marry)}
    return crowded
