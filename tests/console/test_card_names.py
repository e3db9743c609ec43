"""``sell``, ``keep`` and ``order`` take a card's name of two words (``Olive oil``, ``Purple
dye``, ``Lapis lazuli``) unquoted, as ``discard`` does; ``order`` reads its last word as the order."""

from __future__ import annotations

import io

import pytest

from bot.engine import Decision
from bot.offline.options import Seats
from tests.support.console_session import open_console, rig
from tests.support.engine_scenarios import set_hand


@pytest.mark.parametrize(("line", "said"), [
    ("order Purple dye sell", "From now on Purple dye is sold as soon as it can be."),
    ("order purple dye keep", "From now on Purple dye is kept"),
    ("order Lapis lazuli, ask", "Lapis lazuli"),
    ("order 'Purple dye' sell", "From now on Purple dye is sold as soon as it can be."),
    ("order 6 sell", "From now on Purple dye is sold as soon as it can be."),
])
async def test_an_order_takes_a_two_word_card_name(tmp_path, line, said):
    out = io.StringIO()
    store, console = await open_console(tmp_path / "db.sqlite3", out)
    await console.open(Seats(("Ann", "Bob"), ()), seed=3)
    await console.run(iter([line, "quit"]))
    await store.close()
    answer = out.getvalue().split(f"> {line}\n")[1].splitlines()[0]
    assert said in answer and "did not understand" not in answer, answer


async def test_an_order_of_two_cards_is_answered_with_its_form(tmp_path):
    out = io.StringIO()
    store, console = await open_console(tmp_path / "db.sqlite3", out)
    await console.open(Seats(("Ann", "Bob"), ()), seed=3)
    await console.run(iter(["order 3 6 sell", "quit"]))
    await store.close()
    assert "I did not understand 'order 3 6 sell'. Type it as order CARD sell|keep|ask" in out.getvalue()


@pytest.mark.parametrize(("line", "said"), [
    ("sell Olive oil", "sold the Olive oil card for 3 Dirham."),
    ("keep olive OIL", "You kept Olive oil (3, B3)."),
])
async def test_sell_and_keep_take_a_two_word_card_name(tmp_path, line, said):
    out = io.StringIO()
    store, console = await open_console(tmp_path / "db.sqlite3", out)
    await console.open(Seats(("Ann", "Bob"), ()), seed=3)
    row = await console.service.store.live_game(console.channel)

    def first_seat_holds_two_offers(state):  # two: a bare sell or keep would not do
        set_hand(state, 0, [3, 8, 30])
        state.offers += [Decision("sale", 0, card=3, turn=state.turn), Decision("sale", 0, card=8, turn=state.turn)]

    await rig(console, first_seat_holds_two_offers)
    await console.run(iter([line, "quit"]))
    await store.close()
    after = out.getvalue().split(f"> {line}\n")[1]
    assert said in after and "Sorry" not in after and "did not understand" not in after, after
    assert row.seats[0].user.startswith("local:")
