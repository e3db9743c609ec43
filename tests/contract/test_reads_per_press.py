"""A press reads the game once: a Confirm on the turn panel makes at most two reads of the
store (the game, and the standing sale orders when a decision opens) and parses the game's
state once before the private reply, and the turn message it causes reads at most four
times. Counted by the store and the service, not timed."""

from __future__ import annotations

from bot.engine import Discard, Expand, Marry, legal_actions
from bot.words.i18n import text
from cogs.custom_ids import Confirm, Home
from cogs.panel import Panel, press
from tests.support.discord_players import CHANNEL_ID, current, open_game

CONFIRM_READS, CONFIRM_PARSES, TURN_MESSAGE_READS = 2, 1, 4


async def test_a_confirm_press_reads_the_game_once_and_the_turn_message_four_times(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    service, store = bot.service, bot.service.store
    for _ in range(6):  # marriages and expansions, with and without a discard after them
        row, state = await current(bot)
        user = row.seats[state.active].user
        move = next(a for a in legal_actions(state, state.active) if isinstance(a, Marry | Expand))
        panel = Panel(service, row.id, user, text("en"), CHANNEL_ID)
        reads, parses = store.reads, service.tables.parses
        reply = await press(panel, state.turn, Confirm(move))
        assert "⚠️" not in reply.text
        assert store.reads - reads <= CONFIRM_READS and service.tables.parses - parses <= CONFIRM_PARSES, move
        reads = store.reads
        await bot.outbox.publish(reply.changes, actor=user)
        assert store.reads - reads <= TURN_MESSAGE_READS
        row, state = await current(bot)
        for holder in {d.player for d in state.pending}:  # a discard: keep the game going
            decision = next(d for d in state.pending if d.player == holder)
            cards = tuple(state.players[holder].hand[:decision.least])
            await service.moves.act(CHANNEL_ID, row.seats[holder].user, Discard(cards))
        await bot.outbox.publish([], actor=user)


async def test_opening_the_panel_reads_the_game_once(discord_env):
    fake, bot = discord_env
    await open_game(fake)
    row, state = await current(bot)
    panel = Panel(bot.service, row.id, row.seats[state.active].user, text("en"), CHANNEL_ID)
    reads, parses = bot.service.store.reads, bot.service.tables.parses
    await press(panel, state.turn, Home(0))
    assert (bot.service.store.reads - reads, bot.service.tables.parses - parses) == (1, 1)
