"""A button tapped twice before the first tap's answer came back (a phone's double tap, two
devices): the second tap meets the game the first one changed, and is answered by what that
game refuses (the offer closed, the move made), never told that the game changed and to try
again, which reads as if the first tap had been lost."""

from __future__ import annotations

import pytest

from bot.store import GameStatus
from tests.support.discord_players import USERS, Panel, current, open_game, rig
from tests.support.engine_scenarios import fam, final_turn_opens_an_offer
from tests.support.sale_offers import dm_sell
from tests.support.standin.records import components_of

TIGRIS = fam("Tigris")
TRY_AGAIN = "changed while you acted"


@pytest.mark.rule("R6.5")
@pytest.mark.parametrize("second", ["sell", "keep"])
async def test_a_sale_offer_answered_by_two_taps_at_once_is_answered_once(discord_env, second):
    fake, bot = discord_env
    row, user, message, sell = await dm_sell(fake, bot)
    other = sell if second == "sell" else sell[:-1] + "0"
    holder = next(seat for seat, entry in enumerate(row.seats) if entry.user == user[0])
    money = (await current(bot))[1].players[holder].money

    sent = await fake.interact_together([fake.click(user, message, sell), fake.click(user, message, other)])

    after, state = await current(bot)
    assert after.version == row.version + 1  # one answer made, the other refused
    assert state.players[holder].money in (money, money + 3) and not state.offers
    answers = [r.body.get("content", "") for r in sent if r.method == "PATCH" and "/webhooks/" in r.path]
    assert len(answers) == 2 and all(TRY_AGAIN not in answer for answer in answers), answers
    assert any("That offer of Frankincense (8, D7) is no longer open" in answer for answer in answers)
    assert not components_of(fake.messages[message["id"]])  # no button left that only a refusal answers


async def test_a_move_confirmed_by_two_taps_at_once_is_made_once_and_the_second_says_so(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    row, state = await current(bot)
    panel = Panel(fake, USERS[row.seats[state.active].user], row.id)
    await panel.open()
    await panel.choose_unless_skipped(f"m{TIGRIS}")
    message = fake.messages[panel.message["id"]]
    confirm = next(c["custom_id"] for c in components_of(message) if c.get("custom_id", "").endswith(f":cm{TIGRIS}"))

    sent = await fake.interact_together([fake.click(panel.user, message, confirm) for _ in range(2)])

    answers = [r.body.get("content", "") for r in sent if r.method == "PATCH" and "/webhooks/" in r.path]
    assert len(answers) == 2 and all(TRY_AGAIN not in answer for answer in answers), answers
    assert any("You have made this turn's move; what is left is your discard" in answer for answer in answers)
    assert [entry.action.family for entry in await bot.service.tables.kept_log(row)] == [TIGRIS]


@pytest.mark.rule("R6.5")
async def test_two_taps_on_the_last_offer_whose_answer_ended_the_game_keep_the_dm(discord_env):
    """The final turn's offer answered ends the game (its scoring waited for it): the second
    tap meets a game no longer in play, and is told so under the DM's text, not "start another
    game with /new" in the DM's place."""
    fake, bot = discord_env
    await open_game(fake)
    await rig(bot, final_turn_opens_an_offer)
    row, _ = await current(bot)
    await fake.interact(fake.command(USERS[row.seats[0].user], "expand",
                                     {"family": "Tigris", "space": "E6", "space2": "D7"}))
    holder = USERS[row.seats[1].user]
    message, sell = fake.find(f"sk:s:{row.id}:8:1", fake.dm_channels[holder[0]])

    sent = await fake.interact_together([fake.click(holder, message, sell) for _ in range(2)])

    assert (await current(bot))[0].status is GameStatus.OVER
    answers = [r.body.get("content", "") for r in sent if r.method == "PATCH" and "/webhooks/" in r.path]
    assert len(answers) == 2 and all(TRY_AGAIN not in answer and "/new" not in answer for answer in answers), answers
    assert any("That game is no longer in play" in answer and message["content"] in answer for answer in answers)
