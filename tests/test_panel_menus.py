"""The turn panel's menus hold exactly the legal choices, in every position: nothing legal
hidden past Discord's 25-option limit, nothing illegal offered (checked over many random
positions of every player count). What is legal is found independently of the menus'
source (``legal_actions``): by the engine's checks of every family on every space."""

import random

import pytest

from bot.engine import RuleError, awaiting, frontier
from bot.engine.legal import check_expand, check_marry
from bot.engine.view import HandCard
from bot.games.samarkand.turn_options import options_of
from bot.words.i18n import text
from cogs.menus import (
    MENU_SIZE,
    ROWS,
    Choice,
    chunked,
    discard_choices,
    first_space_choices,
    marriage_choices,
    paged,
    second_space_choices,
)
from tests.support.engine_scenarios import BOARD, give_tile, played, put_camel


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


def allowed(check, *args) -> bool:
    """Whether the engine's own check of a move lets it through."""
    try:
        check(*args)
    except RuleError:
        return False
    return True


def tried(state, seat) -> tuple[set, dict, set]:
    """What the seat may do, found by asking the engine's checks about every family and
    space (and every second space after each legal first), not by ``legal_actions``:
    single camels as (family, space), the partners of each, and the marriages."""
    families, spaces = range(len(BOARD.families)), range(len(BOARD.spaces))
    singles = {(f, s) for f in families for s in spaces if allowed(check_expand, state, seat, f, (s,))}
    partners = {(f, a): {b for b in spaces if allowed(check_expand, state, seat, f, (a, b))} for f, a in singles}
    return singles, partners, {f for f in families if allowed(check_marry, state, seat, f)}


@pytest.mark.slow
def test_every_menu_holds_exactly_the_legal_choices():
    crowded = 0
    for players in (2, 3, 4, 5):
        crowded += check_positions(players, played) + check_positions(players, sprawling)
    assert crowded >= 50, f"only {crowded} positions with more than 25 targets were checked"


def check_positions(players: int, play) -> int:
    """Check 50 random positions; returns how many needed more than one menu."""
    rng = random.Random(players)
    crowded = 0
    for seed in range(50):
        state = play(players, seed, rng.randrange(0, 140))
        if state.over:
            continue
        seat = awaiting(state)[0].player
        singles, partners, marriages = tried(state, seat)
        options = options_of(state, seat)
        first = chunked(first_space_choices(BOARD, text("de"), options), "Expand")
        check_pages(first, ROWS - 2)
        offered = values(first)
        assert len(offered) == len(set(offered))
        assert {tuple(int(x) for x in v[1:].split(".")) for v in offered} == singles
        crowded += len(offered) > MENU_SIZE
        for (family, space), legal_partners in partners.items():
            second = chunked(second_space_choices(BOARD, text("de"), options, family, space), "Second camel")
            check_pages(second, ROWS - 1)
            assert {int(v.split(".")[2]) for v in values(second)} == legal_partners
        assert {int(c.value[1:]) for c in marriage_choices(BOARD, text("de"), options)} == marriages
    return crowded


def test_marriage_options_say_their_family_and_portion_and_nothing_repeated_beneath():
    state = played(4, 3, 0)
    options = options_of(state, state.active)
    choices = marriage_choices(BOARD, text(), options)
    assert choices and all(not c.description for c in choices)
    assert len({c.label for c in choices}) == len(choices)


def test_a_menu_of_one_choice_after_full_ones_names_it_once():
    """The last of several menus may hold one choice: its placeholder names it alone, not
    "(26. Sindh → P4 … 26. Sindh → P4)"."""
    choices = [Choice(f"{n}. space", str(n)) for n in range(1, 27)]
    first, last = chunked(choices, "Expand…")
    assert first.placeholder == "Expand… (1. space … 25. space)"
    assert last.placeholder == "Expand… (26. space)"


@pytest.mark.parametrize(("language", "said"), [("en", "{now} points now, {best} at best"),
                                                ("de", "jetzt {now} Punkte, bestenfalls {best}")])
def test_the_discard_menu_gives_each_cards_points_now_and_at_best(language, said):
    """Early on every card scores 0 now: the points at best, as /hand and the Keep button give
    them, are what tells the cards in the discard menu apart."""
    hand = [HandCard(4, 0, 5), HandCard(24, 2, 8)]
    choices = discard_choices(BOARD, text(language), hand)
    assert [c.value for c in choices] == ["4", "24"]
    assert choices[1].description == said.format(now=2, best=8) and "5" in choices[0].description
