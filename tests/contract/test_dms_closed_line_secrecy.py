"""R6.5 in the turn message's "(Your direct messages are closed to me …)" line. The line
follows what the bot last learned of a player's direct messages, and during play the direct
messages a player gets are mostly secret ones (a sale offer, its reminder). Were a secret
message to teach the bot, the line would appear (the offer's message was refused) or go (it
went through) in the channel right after an offer, naming its holder. Only the messages the
channel may know of (the welcome at /join, a turn's) say whether direct messages are closed."""

from __future__ import annotations

import json
import random

import pytest

from tests.contract.conftest import point_at, started_bot, stopped
from tests.support.discord_players import BOB, USERS, by_command, current, open_game, turn_messages
from tests.support.engine_scenarios import deal_card_to
from tests.support.public_moves import goods_reached, public_move, rig
from tests.support.standin import FakeDiscord

CLOSED = "direct messages are closed to me"


async def lines_after_an_offer(tmp_path, monkeypatch, bob_holds: bool, closed_later: bool) -> tuple[list[bool], bool]:
    """The same public moves until a turn message pings Bob after a goods space was reached by
    another seat, its card dealt to Bob or to the deck: whether each such message says Bob's
    direct messages are closed, and what the bot believes of them. Bob's direct messages were
    open at /join and closed since (``closed_later``), or closed at /join and open since."""
    fake = FakeDiscord()
    await fake.start()
    point_at(monkeypatch, fake)
    bot, runner = await started_bot(str(tmp_path / f"{bob_holds}-{closed_later}.sqlite3"))
    try:
        await open_game(fake)
        if closed_later:
            fake.closed_dms.add(BOB[0])
        else:
            await bot.platform.players.set_dm_closed(BOB[0], True)
        movers, dealer = random.Random(11), random.Random(5)
        row, _ = await current(bot)
        bob = next(i for i, s in enumerate(row.seats) if s.user == BOB[0])
        offered = False
        for _ in range(80):
            row, state = await current(bot)
            seat, action = public_move(state, movers)
            reached = goods_reached(bot.service.board, state, action)
            opens = bool(reached) and not offered and seat != bob
            for good in reached:
                holder = bob if bob_holds and opens else None
                await rig(bot, lambda s, g=good, t=holder: deal_card_to(s, g, t, dealer))
            start = len(turn_messages(fake))
            await by_command(fake, bot, USERS[row.seats[seat].user], action)
            if opens:
                offered = True
                continue  # this move's own turn message goes out before the offer's message
            pinging_bob = [m for m in turn_messages(fake)[start:] if f"<@{BOB[0]}>" in json.dumps(m.body)]
            if offered and pinging_bob:
                believed = bool(await bot.platform.players.closed_dms([BOB[0]]))
                return [CLOSED in json.dumps(m.body) for m in pinging_bob], believed
        raise AssertionError("no turn message pinged Bob after a goods space was reached")
    finally:
        await stopped(bot, runner)
        await fake.stop()


@pytest.mark.rule("R6.5")
@pytest.mark.parametrize("closed_later", [False, True], ids=["opened since /join", "closed since /join"])
async def test_the_closed_dms_line_is_the_same_whether_or_not_the_player_was_offered_a_sale(tmp_path, monkeypatch,
                                                                                           closed_later):
    nobody = await lines_after_an_offer(tmp_path, monkeypatch, False, closed_later)
    held = await lines_after_an_offer(tmp_path, monkeypatch, True, closed_later)
    assert held == nobody
    assert nobody[1] is not closed_later  # what /join learned stands: the test means something
