"""R6.5 across a kill -9 of the bot and its restart: a sale offer is told to its holder once,
whatever the kill cut (between two holders' direct messages, a move's or a reminder pass's),
and whatever Discord refuses on the way (the holder's direct messages, or only the read of
them by which a retelling looks for the message a killed process may have sent): each answer
applies once, no reminder is doubled, nothing is said in public, and the game and its clocks
are as the move left them."""

from __future__ import annotations

import asyncio
import copy
import math
import time

import discord
import pytest

from bot.service.untold import UNTOLD_FOR
from tests.contract.conftest import started_bot, stopped
from tests.support.discord_players import USERS, current, posts, rig
from tests.support.discord_players import open_game as opened
from tests.support.ended_process import ended_process, owner_here
from tests.support.engine_scenarios import fam, put_camel, set_hand
from tests.support.running_bot import HOUR
from tests.support.standin import CHANNEL_ID, FakeDiscord
from tests.support.standin.codes import CANNOT_DM, MISSING_ACCESS
from tests.support.standin.records import components_of

TIGRIS = fam("Tigris")
FRANKINCENSE, MYRRH = 8, 16  # the cards of D7 and D5, both next to D6


class Killed:
    """A kill -9 of a bot at its ``at``-th direct message: it hangs there (``dead`` is set), and
    ``kill`` then leaves what such a kill leaves: the leases and the records of work under way
    name a process of this host that ended, and nothing the bot had under way goes on (its
    database closed under it, its connection to Discord gone) — no clean stop's undoing."""

    def __init__(self, bot, at: int) -> None:
        self.bot, self.at, self.sent = bot, at, 0
        self.dead = asyncio.Event()
        self.hung: list[asyncio.Task] = []
        bot.notify.direct = self.sending(bot.notify.direct)  # a decision's
        bot.notify.direct_once = self.sending(bot.notify.direct_once)  # a reminder's

    def sending(self, direct):
        async def sent_or_killed(*args, **kwargs):
            self.sent += 1
            if self.sent < self.at:
                return await direct(*args, **kwargs)
            task = asyncio.current_task()
            assert task is not None
            self.hung.append(task)
            self.dead.set()
            await asyncio.Event().wait()
        return sent_or_killed

    async def kill(self) -> None:
        await asyncio.wait_for(self.dead.wait(), 30)
        store = self.bot.platform.store
        dead = owner_here(ended_process())
        await store.atomically(lambda tx: tx.execute("UPDATE leases SET owner = ? WHERE owner = ?",
                                                     (dead, store.owner)))
        await store.atomically(lambda tx: tx.execute("UPDATE meta SET value = REPLACE(value, ?, ?)",
                                                     (store.owner, dead)))
        await store.close()
        await discord.Client.close(self.bot)
        for task in self.hung:
            task.cancel()
        await asyncio.gather(*self.hung, return_exceptions=True)


async def moved_and_killed(fake: FakeDiscord, killed: Killed, mover: tuple[str, str], options: dict) -> None:
    """The mover's /expand, answered, and the bot killed where ``killed`` says."""
    payload = fake.command(mover, "expand", options)
    assert fake.send(payload)
    await asyncio.wait_for(fake.done[payload["token"]], 20)
    await killed.kill()


async def restarted(bot, now: list[float]):
    """The bot started in the killed one's place, on the same database and clock, with its
    clocks caught up; Discord has forgotten the nonces of the killed bot's messages (the
    restart took longer than its few minutes)."""
    again, runner = await started_bot(bot.db_path)
    again.service.tables.clock = lambda: now[0]
    assert await again.scheduler.prepare()
    return again, runner


REMINDED = "Reminder: you may still sell"  # how a sale offer's reminder begins (it carries the offer's buttons too)


def offer_dms(fake: FakeDiscord, game_id: int, holder: str, card: int) -> list[dict]:
    """The holder's direct messages that hold the offer of ``card``'s Sell or Keep, its reminders apart."""
    dm = fake.dm_channels.get(holder)
    return [m for m in fake.messages.values() if m["channel_id"] == dm and not m["content"].startswith(REMINDED)
            and any(c.get("custom_id", "").startswith(f"sk:s:{game_id}:{card}:") for c in components_of(m))]


def reminders_to(fake: FakeDiscord, holder: str, start: int = 0) -> list[str]:
    """The sale offers' reminders sent to the holder."""
    dm = fake.dm_channels.get(holder)
    return [r.body["content"] for r in fake.requests[start:] if r.method == "POST" and r.status == 200
            and r.path == f"/channels/{dm}/messages" and r.body["content"].startswith(REMINDED)]


async def two_holders(fake: FakeDiscord, bot, now: list[float]) -> tuple[object, tuple[str, str], dict[int, str]]:
    """A game on the clock ``now`` whose player to move may place two Tigris camels, on D7
    (Frankincense) and D5 (Myrrh), beside the Tigris camel on D6; the next seat holds
    Frankincense, the seat after it Myrrh. The row, the mover, and each card's holder."""
    bot.service.tables.clock = lambda: now[0]
    await opened(fake)

    def holds(state):
        state.players[state.active].tiles = [TIGRIS]
        state.tiles_left[TIGRIS] -= 1
        put_camel(state, "Tigris", "D6")
        state.treasury[TIGRIS] = max(state.treasury[TIGRIS], 1)
        set_hand(state, (state.active + 1) % 3, [FRANKINCENSE, 30])
        set_hand(state, (state.active + 2) % 3, [MYRRH, 31])
    await rig(bot, holds)
    row, state = await current(bot)
    holders = {card: row.seats[(state.active + n) % 3].user for n, card in ((1, FRANKINCENSE), (2, MYRRH))}
    return row, USERS[row.seats[state.active].user], holders


async def sold_once(fake: FakeDiscord, bot, row, holders: dict[int, str]) -> None:
    """Each holder sells by the Sell of their one direct message of the offer, and presses it
    again on a second device: the card is sold once, for 3 Dirham once."""
    _, before = await current(bot)
    for card, holder in holders.items():
        [message] = offer_dms(fake, row.id, holder, card)
        seen = copy.deepcopy(message)  # as a second device still shows it
        for _ in range(2):
            await fake.interact(fake.click(USERS[holder], seen, f"sk:s:{row.id}:{card}:1"))
    _, after = await current(bot)
    for card, holder in holders.items():
        seat = next(n for n, s in enumerate(row.seats) if s.user == holder)
        assert after.players[seat].sold == [card]
        assert after.players[seat].money == before.players[seat].money + 3
    assert not after.offers


@pytest.mark.rule("R6.5")
async def test_a_kill_between_two_holders_offer_messages_tells_each_holder_once(discord_env):
    """A move opens two offers, to two holders; the bot is killed after the first holder's
    direct message, before the second's. The bot started in its place tells the second holder
    only (the first holder's message is found among their direct messages), each answer
    applies once, and each holder gets one reminder of their offer when it falls due."""
    fake, bot = discord_env
    now = [time.time()]
    row, mover, holders = await two_holders(fake, bot, now)
    await moved_and_killed(fake, Killed(bot, at=2), mover, {"family": "Tigris", "space": "D7", "space2": "D5"})
    told = {card: len(offer_dms(fake, row.id, holder, card)) for card, holder in holders.items()}
    assert sorted(told.values()) == [0, 1]  # killed between the two
    fake.nonces.clear()
    now[0] += UNTOLD_FOR + 1
    again, runner = await restarted(bot, now)
    try:
        for _ in range(2):
            await again.scheduler.run_once()
            now[0] += UNTOLD_FOR + 1
        for card, holder in holders.items():
            assert len(offer_dms(fake, row.id, holder, card)) == 1, card
        assert await again.platform.store.untold_offers(math.inf) == {}
        first = len(fake.requests)
        now[0] += row.settings.reminder_hours * HOUR
        for _ in range(3):
            await again.scheduler.run_once()
        for holder in holders.values():
            assert len(reminders_to(fake, holder, first)) == 1, holder
        await sold_once(fake, again, row, holders)
    finally:
        await stopped(again, runner)


@pytest.mark.rule("R6.5")
@pytest.mark.parametrize("killed", [True, False], ids=["killed", "stopped"])
async def test_a_bot_cut_between_two_holders_reminders_reminds_each_holder_once(discord_env, killed):
    """Two holders' offers fall due for a reminder in one pass; the bot is killed (or stopped:
    SIGTERM cancels the pass) after the first holder's reminder went out, before the second's.
    The bot started in its place sends the second holder theirs, and the first holder no
    second one."""
    fake, bot = discord_env
    now = [time.time()]
    row, mover, holders = await two_holders(fake, bot, now)
    await fake.interact(fake.command(mover, "expand", {"family": "Tigris", "space": "D7", "space2": "D5"}))
    for card, holder in holders.items():
        assert len(offer_dms(fake, row.id, holder, card)) == 1
    first = len(fake.requests)
    now[0] += row.settings.reminder_hours * HOUR + 1
    cut = Killed(bot, at=2)
    passing = asyncio.create_task(bot.scheduler.run_once())
    if killed:
        await cut.kill()
    else:
        await asyncio.wait_for(cut.dead.wait(), 30)
    passing.cancel()  # a stop cancels the pass, which undoes what it marked and did not send
    await asyncio.gather(passing, return_exceptions=True)
    if not killed:
        await bot.close()
    assert sorted(len(reminders_to(fake, holder, first)) for holder in holders.values()) == [0, 1]
    fake.nonces.clear()
    now[0] += 60
    again, runner = await restarted(bot, now)
    try:
        for _ in range(3):
            await again.scheduler.run_once()
            now[0] += 60
        for holder in holders.values():
            assert len(reminders_to(fake, holder, first)) == 1, holder
        await sold_once(fake, again, row, holders)
    finally:
        await stopped(again, runner)


async def killed_before_telling(fake: FakeDiscord, bot, now: list[float]):
    """A move opened a Frankincense offer to the next seat, and the bot was killed before its
    direct message: the row and the holder."""
    row, mover, holders = await two_holders(fake, bot, now)
    await moved_and_killed(fake, Killed(bot, at=1), mover, {"family": "Tigris", "space": "D7"})
    return row, holders[FRANKINCENSE]


@pytest.mark.rule("R6.5")
@pytest.mark.parametrize("refusal", [CANNOT_DM, MISSING_ACCESS], ids=["50007", "50001"])
@pytest.mark.parametrize("closed", [False, True], ids=["dm-open", "dm-closed"])
async def test_a_retelling_whose_read_of_the_holders_messages_discord_refuses(discord_env, refusal, closed):
    """After the restart Discord refuses the read of the holder's direct messages (and, with
    ``closed``, the message itself: their direct messages are closed). The offer is told once,
    or, refused, waits under Play your turn and /hand, not tried again at every pass; the
    host and the channel hear nothing of it; the game is as the move left it, and the offer's
    reminder comes when its clock says."""
    fake, bot = discord_env
    now = [time.time()]
    row, holder = await killed_before_telling(fake, bot, now)
    assert offer_dms(fake, row.id, holder, FRANKINCENSE) == []
    fake.unreadable_dms[holder] = refusal
    if closed:
        fake.closed_dms.add(holder)
    channel_posts, start = len(posts(fake, CHANNEL_ID)), len(fake.requests)
    fake.nonces.clear()
    now[0] += UNTOLD_FOR + 1
    again, runner = await restarted(bot, now)
    try:
        after_move, _ = await current(again)
        for _ in range(3):
            await again.scheduler.run_once()
            now[0] += UNTOLD_FOR + 1
        dm = fake.dm_channels[holder]
        sends = [r for r in fake.requests[start:] if r.method == "POST" and r.path == f"/channels/{dm}/messages"]
        reads = [r for r in fake.requests[start:] if r.method == "GET" and r.path == f"/channels/{dm}/messages"]
        assert [r.status for r in reads] == [refusal[0]]  # looked for once, refused
        assert len(sends) == 1 and sends[0].status == (403 if closed else 200)
        assert len(offer_dms(fake, row.id, holder, FRANKINCENSE)) == (0 if closed else 1)
        assert await again.platform.store.untold_offers(math.inf) == {}
        host_dm = fake.dm_channels.get(row.host_id)
        assert not [r for r in fake.requests[start:] if host_dm and r.path == f"/channels/{host_dm}/messages"]
        assert len(posts(fake, CHANNEL_ID)) == channel_posts
        now_row, _ = await current(again)
        assert now_row.version == after_move.version and now_row.state == after_move.state
        assert now_row.offer_clocks == after_move.offer_clocks and now_row.waiting_since == after_move.waiting_since
        assert (await again.platform.players.reach([holder])).closed == frozenset()  # a secret send says nothing
        await again.platform.store.db.execute("UPDATE games SET due_at = 0")
        opened_at = after_move.offer_clocks[next(iter(after_move.offer_clocks))][0]
        now[0] = opened_at + row.settings.reminder_hours * HOUR + 1
        first = len(fake.requests)
        for _ in range(2):
            await again.scheduler.run_once()
        tries = [r for r in fake.requests[first:] if r.method == "POST" and r.path == f"/channels/{dm}/messages"]
        assert len(tries) == 1 and "/sell" in tries[0].body["content"]
    finally:
        await stopped(again, runner)
