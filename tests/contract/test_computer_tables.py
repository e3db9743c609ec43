"""A table where only computers are left never floods its channel: their moves go out
together, in one turn message when the game ends (far under one a minute, and under
Discord's 5 sends per 5 s per channel, which the stand-in enforces)."""

from __future__ import annotations

import hashlib
import itertools
import random
import re

from bot.engine import view
from bot.engine.view import PublicView
from bot.store import GameStatus
from bot.words.image_words import words_in
from rendering import render_turn
from tests.support.discord_players import ANN, by_command, current, random_move, replace_command, turn_messages
from tests.support.running_bot import until
from tests.support.standin import CHANNEL_ID


async def test_a_table_of_computers_alone_posts_one_turn_message_to_the_end(discord_env):
    fake, bot = discord_env
    await fake.interact(fake.command(ANN, "new"))
    for _ in range(2):
        await fake.interact(fake.command(ANN, "addcpu", {"level": "random"}))
    await fake.interact(fake.command(ANN, "start"))
    before = len(turn_messages(fake))
    await fake.interact(replace_command(fake, ANN, ANN, {"level": "random"}))
    bot.driver.start()

    async def over() -> bool:
        row, _ = await current(bot)
        return row.status is GameStatus.OVER and not await bot.service.news.unannounced()

    await until(over, seconds=120)
    await bot.scheduler.run_once()  # anything the clockwork still owes goes out now
    assert len(turn_messages(fake)) - before <= 1
    assert fake.budget.refused["route"] == 0


TURN_IN_NAME = re.compile(r"samarkand-game-\d+-(\d+)-(\w+)\.png")  # cogs.compose.image_name: turn and phase


async def test_a_chain_of_computer_moves_ends_in_one_message_whose_image_covers_every_move(discord_env):
    """Ann plays against two computers: after her move the computers' moves go out with the
    message that reaches her again, and its image is the one drawn for the whole chain
    (her move and theirs, each outlined and named), not the last computer move alone."""
    fake, bot = discord_env
    await fake.interact(fake.command(ANN, "new"))
    for _ in range(2):
        await fake.interact(fake.command(ANN, "addcpu", {"level": "random"}))
    await fake.interact(fake.command(ANN, "start"))
    bot.driver.start()
    rng = random.Random(11)
    table_when_reached: dict[int, PublicView] = {}  # by turn: the table as the message reaching Ann found it

    async def anns_move_or_over() -> bool:
        """The game ended, or the message that reaches Ann is in the channel: she moves only
        after it, as a player would. Its image shows the table as it stood then, which can be
        a little past the last turn's end: a computer's sale of an earlier offer (R6.5) made
        while the turn passed to Ann is in it."""
        row, state = await current(bot)
        reached = {named[1] for m in turn_messages(fake) if (named := TURN_IN_NAME.fullmatch(m.files[0]))}
        if state.over or random_move(random.Random(0), row, state) is None or str(state.turn) not in reached:
            return state.over
        table_when_reached.setdefault(state.turn, view(state))
        return not await bot.service.news.unannounced()

    for _ in range(12):
        await until(anns_move_or_over, seconds=60)
        row, state = await current(bot)
        if state.over:
            break
        move = random_move(rng, row, state)
        assert move is not None
        await by_command(fake, bot, *move[::2])
    await until(anns_move_or_over, seconds=60)

    _, history = await bot.service.reading.history(CHANNEL_ID)
    board = bot.service.board
    posted = [(m, TURN_IN_NAME.fullmatch(m.files[0])) for m in turn_messages(fake)]
    chains = []
    for (_, before), (message, named) in itertools.pairwise(posted):
        if before[2] != "play" or named[2] != "play":
            continue  # a message within a turn (a sale offer holds its end) covers that turn so far
        first, turn = int(before[1]), int(named[1])
        chain = [s.last_turn for s in history if first <= s.turn < turn]
        expected = render_turn(board, table_when_reached[turn], chain[-1], words=words_in("en"), earlier=chain[:-1])
        assert message.digests[0] == hashlib.sha256(expected).hexdigest(), message.files
        chains.append(len(chain))
    assert chains and max(chains) >= 2  # the computers' moves came in the same message as Ann's
