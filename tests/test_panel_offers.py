"""Sale offers where a message is full. The turn panel of a seat holding six open offers at
once (four others placed two camels each since its last move; the hand limit is six), in
German, the longest of its languages: an offer's terms are said once, each further offer in a
short line, so the whole answer fits one message and keeps its last line (whose turn it is and
what the map's numbers are, or what the table waits for) instead of losing it to the cut. And
a closed offer's button pressed on a /hand answer that fills the limit."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

import cogs.panel as panel_module
from bot.engine import Decision, awaiting
from bot.engine.view import view as seat_view
from bot.games.samarkand.screens import SeatScreen
from bot.games.samarkand.turn_options import options_of
from bot.words.i18n import Msg
from bot.words.narrate import card_name
from cogs.decisions import closed_offer
from cogs.discord_text import discord_text
from cogs.message_text import LIMIT
from cogs.panel import Panel, waiting_line
from cogs.respond import warning
from tests.support.engine_scenarios import BOARD, played

OFFERS = 6


def six_offers(seat_after_active: int):
    """A five-player game in play whose seat ``seat_after_active`` places after the one to play
    holds the six cards with the longest German names, each on offer; that seat."""
    t = discord_text("de")
    state = next(s for s in (played(5, seed, 40) for seed in range(200)) if not s.over and not s.pending)
    seat = (awaiting(state)[0].player + seat_after_active) % 5
    longest = sorted(state.deck, key=lambda card: -len(t(card_name(BOARD, card))))[:OFFERS]
    state.deck = [card for card in state.deck if card not in longest] + state.players[seat].hand
    state.players[seat].hand = sorted(longest)
    state.offers = [Decision("sale", seat, card=card, turn=state.turn - 1) for card in longest]
    return state, seat


@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize("seat_after_active", [0, 1], ids=["its_turn", "waiting"])
async def test_six_offers_on_the_panel_fit_one_message_with_its_last_line(monkeypatch, language, seat_after_active):
    async def no_picture(*args, **kwargs) -> None:
        return None
    monkeypatch.setattr(panel_module, "target_image", no_picture)
    monkeypatch.setattr(panel_module, "card_worth", lambda hand, card: (12, 15))  # two-digit worths, as late on
    state, seat = six_offers(seat_after_active)
    screen = SeatScreen(1, "c", 1, seat, BOARD, seat_view(state, seat), options_of(state, seat), ("*_~|`" * 7,) * 5)
    t = discord_text(language)
    reply = await Panel(None, 1, "u", t, "c").home(note=t("panel.out_of_date"), screen=screen)
    lines = reply.text.splitlines()
    assert len(reply.text) <= LIMIT
    assert sum(line.startswith(t("panel.offer_also", card="", price=3, now=12, count=12, best=15)[:12])
               for line in lines) == OFFERS - 1  # the terms said once
    assert lines[-1] == (t("panel.map_numbers") if seat_after_active == 0 else waiting_line(screen, t))


async def test_a_closed_offer_pressed_on_a_full_hand_keeps_the_hand_and_says_so_after_it():
    """/hand fills its news up to Discord's limit: the line that the offer closed no longer fits
    beside it, so it follows in a message of its own, and the hand stays whole. (Async: the
    lowest discord.py allowed makes a view's future on the running loop.)"""
    t = discord_text("de")
    news = [f"  Zug {n}: eine Zeile der Neuigkeiten seit deinem letzten Zug" for n in range(40)]
    hand = "\n".join(["Dein Vermögen: 12 Dirham.", *news])[:1990].rsplit("\n", 1)[0]
    pressed = SimpleNamespace(content=hand, components=[])
    line = warning(t, Msg("error.offer_closed", card="Lapislazuli (19, J3)"))
    reply = closed_offer(pressed, "sk:s:1:19:", line)
    assert (reply.text, reply.more) == (hand, line)
    short = closed_offer(SimpleNamespace(content="Deine Hand: …", components=[]), "sk:s:1:19:", line)
    assert (short.text, short.more) == (f"Deine Hand: …\n{line}", "")
