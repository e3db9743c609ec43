"""The platform's generic panel with more legal actions than one message holds (25 buttons):
they come in pages of 24, the last button opening the next page, and every action is on one
page (before, the 26th and later were left out without a word)."""

import pytest

from bot.words.i18n import Msg
from cogs.component_ids import BadComponent
from cogs.discord_text import discord_text
from cogs.legal_panel import MOST, PAGE, actions_view, panel_page

T = discord_text("en")


def ids(view) -> list[str]:
    return [item.custom_id for item in view.children]


def actions(count: int) -> list[tuple[str, Msg]]:
    return [(f"take-{n}", Msg("legal.done")) for n in range(count)]


async def test_a_panel_of_many_actions_shows_each_on_one_page_and_turns_its_pages_round():
    """(Async: a view needs a running event loop in the lowest discord.py allowed.)"""
    pages = [actions_view(4, 9, actions(60), T, page) for page in range(3)]
    shown = [custom_id for view in pages for custom_id in ids(view) if custom_id.startswith("sk:act:")]
    assert shown == [f"sk:act:4:9:take-{n}" for n in range(60)]  # each once, in order
    assert all(len(view.children) <= MOST for view in pages)
    assert [ids(view)[-1] for view in pages] == ["sk:legal:4:9:1", "sk:legal:4:9:2", "sk:legal:4:9:0"]
    assert [view.children[-1].item.label for view in pages] == ["More (2 of 3)", "More (3 of 3)", "More (1 of 3)"]
    assert len(ids(pages[0])) == PAGE + 1


async def test_a_panel_that_fits_has_no_pages():
    assert ids(actions_view(4, 9, actions(MOST), T)) == [f"sk:act:4:9:take-{n}" for n in range(MOST)]


def test_the_page_is_read_from_the_button_and_a_forged_one_refused():
    assert panel_page("4:9") == (4, 9, 0)
    assert panel_page("4:9:2") == (4, 9, 2)
    for forged in ("4:9:x", "4:9:1:2", "4"):
        with pytest.raises(BadComponent):
            panel_page(forged)
