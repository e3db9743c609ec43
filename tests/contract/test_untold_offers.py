"""R6.5 across a crash: a move records the sale offers it opens in its own commit, and the
process that made it tells each holder by direct message, then drops the record. A process
killed between the commit and the message leaves the record; a pass ``UNTOLD_FOR`` later tells
the holder with the words and buttons the move's own message has. An offer told, or closed
before the pass, is never told again."""

from __future__ import annotations

import asyncio
import io
import json
import logging
import math
import re
import sqlite3
import time

import pytest

from bot.engine import Expand, SaleDecision
from bot.ops.logs import handler
from bot.runtime import scheduler
from bot.service.untold import UNTOLD_FOR
from bot.service.work import is_secret
from bot.words.i18n import Msg, text
from bot.words.narrate import card_name
from cogs import respond
from tests.support.discord_players import USERS, content_of, current, rig
from tests.support.discord_players import open_game as opened
from tests.support.engine_scenarios import BOARD, fam, set_hand, sp
from tests.support.standin import CHANNEL_ID, FakeDiscord
from tests.support.standin.codes import CANNOT_DM, MISSING_ACCESS, SERVER_ERROR, UNKNOWN_WEBHOOK
from tests.support.standin.interactions import settle
from tests.support.standin.records import components_of

TIGRIS, FRANKINCENSE = fam("Tigris"), 8  # a Tigris camel on D7 offers Frankincense (8, D7)
EN = text("en")
OFFER_DM = "\n".join([EN(Msg("news.sale_offer", card=card_name(BOARD, FRANKINCENSE), price=BOARD.rules.sale_price)),
                      EN(Msg("dm.decision_waits", channel=CHANNEL_ID))])


async def an_offer_to_make(fake: FakeDiscord, bot, now: list[float]) -> tuple[object, tuple[str, str], tuple[str, str]]:
    """A game on the bot's clock ``now``, where the player to move holds the Tigris and the
    next seat Frankincense: the game's row, the mover and the holder."""
    bot.service.tables.clock = lambda: now[0]
    await opened(fake)

    def holds(state):
        state.players[state.active].tiles = [TIGRIS]
        state.tiles_left[TIGRIS] -= 1
        set_hand(state, (state.active + 1) % 3, [FRANKINCENSE, 12, 30])
    await rig(bot, holds)
    row, state = await current(bot)
    return row, USERS[row.seats[state.active].user], USERS[row.seats[(state.active + 1) % 3].user]


async def committed_then_killed(fake: FakeDiscord, bot, now: list[float]) -> tuple[object, tuple[str, str]]:
    """The offer's move as the service commits it, with none of the messages that follow the
    commit: what a process killed right after the commit leaves behind. The row and the holder."""
    row, mover, holder = await an_offer_to_make(fake, bot, now)
    await bot.service.moves.act(CHANNEL_ID, mover[0], Expand(TIGRIS, (sp("D7"),)))
    return row, holder


def offer_dms(fake: FakeDiscord, row, holder: tuple[str, str]) -> list[dict]:
    """The holder's direct messages that hold the offer's Sell or Keep."""
    dm = fake.dm_channels.get(holder[0])
    return [m for m in fake.messages.values() if m["channel_id"] == dm
            and any(c.get("custom_id", "").startswith(f"sk:s:{row.id}:{FRANKINCENSE}:") for c in components_of(m))]


@pytest.mark.rule("R6.5")
async def test_an_offer_a_killed_process_left_untold_is_told_by_a_later_pass(discord_env):
    fake, bot = discord_env
    now = [time.time()]
    row, holder = await committed_then_killed(fake, bot, now)
    await bot.scheduler.run_once()
    assert offer_dms(fake, row, holder) == []  # the process that moved may still be telling
    now[0] += UNTOLD_FOR + 1
    await bot.scheduler.run_once()
    [told] = offer_dms(fake, row, holder)
    assert told["content"] == OFFER_DM
    assert sorted(c["custom_id"] for c in components_of(told)) == [f"sk:s:{row.id}:{FRANKINCENSE}:{sell}"
                                                                   for sell in (0, 1)]
    assert await bot.service.store.untold_offers(math.inf) == {}
    now[0] += UNTOLD_FOR + 1
    await bot.scheduler.run_once()
    assert len(offer_dms(fake, row, holder)) == 1  # told once
    await fake.interact(fake.click(holder, fake.messages[told["id"]], f"sk:s:{row.id}:{FRANKINCENSE}:1"))
    _, state = await current(bot)
    assert state.players[row.seats.index(next(s for s in row.seats if s.user == holder[0]))].sold == [FRANKINCENSE]


@pytest.mark.rule("R6.5")
async def test_an_offer_its_move_told_is_not_told_again(discord_env):
    fake, bot = discord_env
    now = [time.time()]
    row, mover, holder = await an_offer_to_make(fake, bot, now)
    await fake.interact(fake.command(mover, "expand", {"family": "Tigris", "space": "D7"}))
    [told] = offer_dms(fake, row, holder)
    assert told["content"] == OFFER_DM  # the words a later pass tells a lost offer with
    assert await bot.service.store.untold_offers(math.inf) == {}
    now[0] += UNTOLD_FOR + 1
    await bot.scheduler.run_once()
    assert offer_dms(fake, row, holder) == [told]


@pytest.mark.rule("R6.5")
async def test_an_offer_told_by_a_process_killed_before_it_dropped_the_record_is_not_told_again(discord_env):
    """Killed after Discord took the holder's message, before the record went: a later pass
    (after a restart, when Discord has forgotten the nonce) finds the message among the
    holder's direct messages, by its buttons, and drops the record instead of a second copy."""
    fake, bot = discord_env
    now = [time.time()]
    row, mover, holder = await an_offer_to_make(fake, bot, now)
    told, bot.service.untold.told = bot.service.untold.told, lambda *args: asyncio.sleep(0)  # killed here
    await fake.interact(fake.command(mover, "expand", {"family": "Tigris", "space": "D7"}))
    bot.service.untold.told = told
    [sent] = offer_dms(fake, row, holder)
    assert list(await bot.platform.store.untold_offers(math.inf)) == [row.id]
    fake.nonces.clear()
    for _ in range(2):
        now[0] += UNTOLD_FOR + 1
        await bot.scheduler.run_once()
    assert offer_dms(fake, row, holder) == [sent] and await bot.platform.store.untold_offers(math.inf) == {}
    dm = fake.dm_channels[holder[0]]
    assert any(r.method == "GET" and r.path == f"/channels/{dm}/messages" for r in fake.requests)


@pytest.mark.rule("R6.5")
async def test_an_offers_message_carries_a_nonce_of_the_offer_so_a_retry_within_minutes_is_one_message(
        discord_env):
    """Discord's nonce check covers a send whose outcome was lost and a retelling within its
    minutes, even where the holder's direct messages cannot be read."""
    fake, bot = discord_env
    now = [time.time()]
    row, mover, holder = await an_offer_to_make(fake, bot, now)
    fake.fail(r"POST /channels/\d+/messages", SERVER_ERROR, times=None, carrying="You hold", done_anyway=True)
    await fake.interact(fake.command(mover, "expand", {"family": "Tigris", "space": "D7"}))
    fake.faults.clear()
    dm = fake.dm_channels[holder[0]]
    fake.fail(rf"GET /channels/{dm}/messages", MISSING_ACCESS, times=None)
    now[0] += UNTOLD_FOR + 1
    await bot.scheduler.run_once()
    assert len(offer_dms(fake, row, holder)) == 1 and await bot.platform.store.untold_offers(math.inf) == {}


@pytest.mark.rule("R6.5")
async def test_an_offer_closed_before_the_pass_is_not_told(discord_env):
    fake, bot = discord_env
    now = [time.time()]
    row, holder = await committed_then_killed(fake, bot, now)
    assert list(await bot.service.store.untold_offers(math.inf)) == [row.id]
    await bot.service.moves.act(CHANNEL_ID, holder[0], SaleDecision(FRANKINCENSE, False))  # by /keep in the channel
    now[0] += UNTOLD_FOR + 1
    await bot.scheduler.run_once()
    assert offer_dms(fake, row, holder) == []
    assert await bot.service.store.untold_offers(math.inf) == {}


@pytest.fixture
def bot_log(caplog):
    """What the bot's own log handler writes (its filter leaves out an offer's work), from INFO."""
    caplog.set_level(logging.INFO)
    out = io.StringIO()
    lines = handler("text", out)
    logging.getLogger().addHandler(lines)
    yield out
    logging.getLogger().removeHandler(lines)


def troubles(out: io.StringIO) -> list[str]:
    """The log's warnings, errors and tracebacks."""
    return [line for line in out.getvalue().splitlines() if re.search(r" (WARNING|ERROR) |^Traceback", line)]


@pytest.mark.rule("R6.5")
async def test_a_retell_that_fails_or_hangs_says_nothing_and_holds_up_no_pass(discord_env, bot_log):
    """Whether an offer waits to be told must not show in the log, nor in the pass's time: a
    failure of its work is left out of the log as all of an offer's, and a direct message
    that hangs is cut at a game's time like any game's work."""
    fake, bot = discord_env
    now = [time.time()]
    row, holder = await committed_then_killed(fake, bot, now)
    now[0] += UNTOLD_FOR + 1
    store, told = bot.platform.store, bot.platform.store.offers_told

    async def refused(*args: object) -> None:
        raise sqlite3.OperationalError("attempt to write a readonly database")
    store.offers_told = refused
    await bot.scheduler.tick()
    store.offers_told = told
    assert troubles(bot_log) == [] and len(offer_dms(fake, row, holder)) == 1
    assert list(await store.untold_offers(math.inf)) == [row.id]  # kept: told again by a later pass

    never = asyncio.Event()

    async def hangs(*args: object, **kwargs: object) -> bool:
        await never.wait()
        return True
    bot.notify.direct, bot.scheduler.game_seconds = hangs, 0.01
    now[0] += UNTOLD_FOR + 1
    await asyncio.wait_for(bot.scheduler.step(), 60)  # a guard against a hung test, not a measure
    assert troubles(bot_log) == []


@pytest.mark.rule("R6.5")
async def test_a_move_whose_record_cannot_be_dropped_goes_on_and_says_nothing(discord_env, bot_log):
    """The database turns read-only just after the holder's message went out: the move stands,
    nothing is logged of it (with no offer made, nothing would be), and the record that stayed
    has a later pass find the message in the holder's direct messages: told once, the record
    dropped."""
    fake, bot = discord_env
    now = [time.time()]
    row, mover, holder = await an_offer_to_make(fake, bot, now)
    tell = bot.notify.direct_decision
    db = bot.platform.store.db

    async def then_read_only(*args: object) -> None:
        await tell(*args)
        await db.execute("PRAGMA query_only=ON")
    bot.notify.direct_decision = then_read_only
    sent = await fake.interact(fake.command(mover, "expand", {"family": "Tigris", "space": "D7"}))
    await db.execute("PRAGMA query_only=OFF")
    bot.notify.direct_decision = tell
    assert "D7" in content_of(sent) and troubles(bot_log) == []
    now[0] += UNTOLD_FOR + 1
    await bot.scheduler.run_once()
    assert len(offer_dms(fake, row, holder)) == 1 and await bot.platform.store.untold_offers(math.inf) == {}


@pytest.mark.rule("R6.5")
async def test_an_offers_message_that_failed_for_a_passing_reason_is_told_again(discord_env):
    fake, bot = discord_env
    now = [time.time()]
    row, mover, holder = await an_offer_to_make(fake, bot, now)
    fake.fail(r"POST /channels/\d+/messages", SERVER_ERROR, times=None, carrying="You hold")
    await fake.interact(fake.command(mover, "expand", {"family": "Tigris", "space": "D7"}))
    assert offer_dms(fake, row, holder) == [] and list(await bot.platform.store.untold_offers(math.inf)) == [row.id]
    fake.faults.clear()
    now[0] += UNTOLD_FOR + 1
    await bot.scheduler.run_once()
    [told] = offer_dms(fake, row, holder)
    assert told["content"] == OFFER_DM


async def test_a_retold_message_that_fails_again_waits_before_the_next_try(discord_env):
    fake, bot = discord_env
    now = [time.time()]
    row, holder = await committed_then_killed(fake, bot, now)
    fake.fail(r"POST /channels/\d+/messages", SERVER_ERROR, times=None, carrying="You hold")
    now[0] += UNTOLD_FOR + 1
    await bot.scheduler.run_once()
    tried = len([r for r in fake.requests if "You hold" in json.dumps(r.body or {})])
    now[0] += UNTOLD_FOR / 2
    await bot.scheduler.run_once()
    assert tried and len([r for r in fake.requests if "You hold" in json.dumps(r.body or {})]) == tried
    fake.faults.clear()
    now[0] += UNTOLD_FOR
    await bot.scheduler.run_once()
    assert len(offer_dms(fake, row, holder)) == 1


@pytest.mark.rule("R6.5")
@pytest.mark.parametrize("refusal", [CANNOT_DM, MISSING_ACCESS])
async def test_an_offer_whose_message_discord_refuses_for_good_is_not_tried_again(discord_env, refusal):
    """Closed direct messages, or no access: the same message is refused again, so the offer
    waits under Play your turn and /hand, as every decision whose message was refused."""
    fake, bot = discord_env
    now = [time.time()]
    row, mover, holder = await an_offer_to_make(fake, bot, now)
    fake.fail(r"POST /channels/\d+/messages", refusal, times=None, carrying="You hold")
    await fake.interact(fake.command(mover, "expand", {"family": "Tigris", "space": "D7"}))
    assert offer_dms(fake, row, holder) == [] and await bot.platform.store.untold_offers(math.inf) == {}


async def test_a_retelling_that_hangs_is_tried_again_only_after_a_while(discord_env, monkeypatch):
    """A direct message that hangs until the pass cuts it (at ``SECRET_SECONDS``, not a game's
    two minutes) is not sent again at every pass: the record was stamped when the retelling
    began, so the next try waits ``UNTOLD_FOR``."""
    fake, bot = discord_env
    now = [time.time()]
    row, holder = await committed_then_killed(fake, bot, now)
    never, tries = asyncio.Event(), []

    async def hangs(*args: object, **kwargs: object) -> bool:
        tries.append(args)
        await never.wait()
        return True
    bot.notify.direct = hangs
    monkeypatch.setattr(scheduler, "SECRET_SECONDS", 0.5)
    now[0] += UNTOLD_FOR + 1
    await asyncio.wait_for(bot.scheduler.run_once(), 30)  # a guard against a hung test, not a measure
    now[0] += UNTOLD_FOR / 2
    await asyncio.wait_for(bot.scheduler.run_once(), 30)
    assert [args[0] for args in tries] == [holder[0]]
    assert list(await bot.platform.store.untold_offers(math.inf)) == [row.id]  # still to tell
    now[0] += UNTOLD_FOR
    await asyncio.wait_for(bot.scheduler.run_once(), 30)
    assert len(tries) == 2


async def test_a_retelling_whose_stamp_the_database_refuses_still_sends_the_message(discord_env):
    fake, bot = discord_env
    now = [time.time()]
    row, holder = await committed_then_killed(fake, bot, now)

    async def refused(*args: object) -> None:
        raise sqlite3.OperationalError("attempt to write a readonly database")
    bot.platform.store.offers_later = refused
    now[0] += UNTOLD_FOR + 1
    await bot.scheduler.run_once()
    assert len(offer_dms(fake, row, holder)) == 1


@pytest.mark.rule("R6.5")
async def test_the_movers_own_offer_whose_answer_was_lost_is_told_by_a_later_pass(discord_env):
    """The mover's own camel reaches the goods space of a card they hold (R6.2): their offer is
    told in the answer to their move, not by direct message. When Discord loses that answer,
    the offer stays recorded, and a pass ``UNTOLD_FOR`` later tells it by direct message."""
    fake, bot = discord_env
    now = [time.time()]
    bot.service.tables.clock = lambda: now[0]
    await opened(fake)

    def holds(state):
        state.players[state.active].tiles = [TIGRIS]
        state.tiles_left[TIGRIS] -= 1
        set_hand(state, state.active, [FRANKINCENSE, 12, 30])
    await rig(bot, holds)
    row, state = await current(bot)
    mover = USERS[row.seats[state.active].user]
    fake.fail(r"/webhooks/", UNKNOWN_WEBHOOK, times=None)  # every answer to the move lost
    await fake.interact(fake.command(mover, "expand", {"family": "Tigris", "space": "D7"}))
    fake.faults.clear()
    assert (await current(bot))[1].offers  # the mover's offer is open, told to nobody yet
    assert await bot.platform.store.untold_offers(math.inf)  # and recorded as untold
    now[0] += UNTOLD_FOR + 1
    await bot.scheduler.run_once()
    [told] = offer_dms(fake, row, mover)
    assert told["content"] == OFFER_DM


@pytest.mark.rule("R6.5")
async def test_a_store_failing_only_as_an_offer_is_told_shows_nothing_and_the_offer_is_told_later(discord_env,
                                                                                                  monkeypatch, caplog):
    """Reading how the holder can be reached happens only when there is an offer to tell: if
    the store fails there, no log line and no failed command may show it (R6.5); the record
    stays, and a pass ``UNTOLD_FOR`` later tells the holder."""
    fake, bot = discord_env
    now = [time.time()]
    row, mover, holder = await an_offer_to_make(fake, bot, now)
    reach = bot.platform.players.reach

    async def failing_in_secret(users):
        if is_secret():
            raise sqlite3.OperationalError("disk I/O error")
        return await reach(users)
    monkeypatch.setattr(bot.platform.players, "reach", failing_in_secret)
    caplog.set_level(logging.INFO)
    await fake.interact(fake.command(mover, "expand", {"family": "Tigris", "space": "D7"}))
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert offer_dms(fake, row, holder) == []
    monkeypatch.setattr(bot.platform.players, "reach", reach)
    now[0] += UNTOLD_FOR + 1
    await bot.scheduler.run_once()
    [told] = offer_dms(fake, row, holder)
    assert told["content"] == OFFER_DM


@pytest.mark.rule("R6.5")
async def test_a_slow_answer_to_the_mover_never_has_the_other_holders_offer_told_twice(discord_env, monkeypatch):
    """The mover's own offers wait for their answer to go out before their records go; the
    other holders', told by direct message, must not wait with them: a pass ``UNTOLD_FOR`` on
    would tell them again while the mover's answer is still on its way (a long 429 on it)."""
    fake, bot = discord_env
    now = [time.time()]
    row, mover, holder = await an_offer_to_make(fake, bot, now)
    release, told = asyncio.Event(), asyncio.Event()
    answer, direct_decision = respond._answer, bot.notify.direct_decision

    async def held(*args, **kwargs):
        await release.wait()
        return await answer(*args, **kwargs)

    async def telling(*args, **kwargs):
        try:
            return await direct_decision(*args, **kwargs)
        finally:
            told.set()
    monkeypatch.setattr(respond, "_answer", held)
    monkeypatch.setattr(bot.notify, "direct_decision", telling)
    before = asyncio.all_tasks()
    payload = fake.command(mover, "expand", {"family": "Tigris", "space": "D7"})
    assert fake.send(payload)
    await asyncio.wait_for(told.wait(), 20)  # the holder's offer went out; the mover's answer waits
    now[0] += UNTOLD_FOR + 1
    await bot.scheduler.run_once()
    release.set()
    await asyncio.wait_for(fake.done[payload["token"]], 20)
    await settle(before, 20)
    assert len(offer_dms(fake, row, holder)) == 1


@pytest.mark.rule("R6.5")
async def test_the_computer_to_move_next_is_woken_after_the_offers_direct_message(discord_env, monkeypatch):
    """Woken before it, the computer could move while the holder's offer is on its way: put a
    second camel on the space, closing the offer before its message (which would then come
    with live buttons), or give the holder their turn before they heard of the offer."""
    fake, bot = discord_env
    now = [time.time()]
    bot.service.tables.clock = lambda: now[0]
    await opened(fake)
    row, state = await current(bot)
    mover, after, holder = (row.seats[(state.active + n) % 3].user for n in range(3))
    await bot.service.lobby.replace(CHANNEL_ID, row.host_id, False, after, "random")

    def holds(state):
        state.players[state.active].tiles = [TIGRIS]
        state.tiles_left[TIGRIS] -= 1
        set_hand(state, (state.active + 2) % 3, [FRANKINCENSE, 12, 30])
    await rig(bot, holds)
    order: list[str] = []
    wake, direct_decision = bot.outbox.wake, bot.notify.direct_decision

    async def telling(*args, **kwargs):
        order.append("offer")
        return await direct_decision(*args, **kwargs)
    monkeypatch.setattr(bot.outbox, "wake", lambda game_id: (order.append("computer"), wake(game_id)))
    monkeypatch.setattr(bot.notify, "direct_decision", telling)
    await fake.interact(fake.command(USERS[mover], "expand", {"family": "Tigris", "space": "D7"}))
    assert order == ["offer", "computer"]
    assert offer_dms(fake, row, USERS[holder])
