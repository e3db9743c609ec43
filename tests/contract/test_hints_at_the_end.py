"""A table with hints from its start to its end, through the stand-in: the start tells every
player that hints are allowed and how to ask (in the table's language), players ask on their
turns, one asks twice in one position, one asks when it is not their move, and the final turn
message counts each player's hints, every seat named; one player plays a suggestion with Play
this and the panel's Confirm, and the final message's review button answers privately. A table
without hints says nothing of them at the start."""

from __future__ import annotations

import random

import pytest

from bot.ai.budget import Budget
from bot.ai.thinking import InlineThinker
from bot.engine import action_to_text
from bot.store import GameStatus
from bot.words.i18n import text
from tests.support.discord_players import (
    USERS,
    Panel,
    by_command,
    content_of,
    current,
    open_game,
    play_to_the_end,
    posts,
    random_move,
)
from tests.support.standin import CHANNEL_ID, FakeDiscord

QUICK = [{"thinker": InlineThinker(search_seconds=0.02)}]  # a hint's search, a fiftieth of a second
ASKS = {"Ann": 2, "Bob": 0, "Cyd": 1}  # hints asked on their first turns, one each turn


def start_message(fake: FakeDiscord, language: str = "en") -> str:
    """The public message that begins the game (its seat order, and what the table chose)."""
    begins = text(language).template("news.started").split("{")[0]
    return next(said for said in (content_of([r]) for r in posts(fake, CHANNEL_ID)) if begins in said)


async def hint(fake: FakeDiscord, user: tuple[str, str]) -> str:
    return content_of(await fake.interact(fake.command(user, "hint")))


@pytest.mark.slow
@pytest.mark.parametrize("discord_env", QUICK, indirect=True)
async def test_hints_taken_through_a_whole_game_are_counted_on_the_final_table(discord_env):
    fake, bot = discord_env
    await open_game(fake, hints="on")
    started = start_message(fake)
    assert "Hints are allowed at this table" in started and "/hint" in started
    assert "does not count for ratings" in started
    rng, left, taken = random.Random(4), dict(ASKS), dict.fromkeys(ASKS, 0)
    while any(left.values()):
        row, state = await current(bot)
        user = USERS[row.seats[state.active].user]
        if not state.pending and left[user[1]]:
            said = await hint(fake, user)
            assert "Suggested:" in said and f"sk:hint:{row.id}:{state.turn}:" in said
            left[user[1]] -= 1
            taken[user[1]] += 1
            if user[1] == "Ann" and taken["Ann"] == 1:  # asking again in one position counts again
                assert "Suggested:" in await hint(fake, user)
                taken["Ann"] += 1
            elsewhere = USERS[row.seats[(state.active + 1) % 3].user]
            assert "not waiting for your move" in await hint(fake, elsewhere)  # refused: not counted
            if user[1] == "Cyd":  # Cyd plays the suggestion: Play this, then the panel's Confirm
                await play_this(fake, user, row.id, state.turn)
                assert (await current(bot))[1].turn > state.turn or (await current(bot))[1].pending
                continue
        move = random_move(rng, row, state)
        assert move is not None
        sent = await by_command(fake, bot, move[0], move[2])
        assert "⚠️" not in content_of(sent), action_to_text(move[2])
    await play_to_the_end(fake, bot, seed=4)
    row, _ = await current(bot)
    assert row.status is GameStatus.OVER
    names = [USERS[seat.user][1] for seat in row.seats]
    assert row.settings.hints_taken == tuple(taken[name] for name in names)
    counts = ", ".join(f"{name} ({taken[name]})" for name in names)
    final = content_of(posts(fake, CHANNEL_ID, files=True)[-1:])
    assert f"Hints taken at this table: {counts}." in final, final[:2000]
    assert final.index("Game over: ") < final.index("Hints taken at this table")  # the winner first, then beside it
    assert "Hints taken" not in content_of(posts(fake, CHANNEL_ID)[:-1])  # said once, at the end

    assert await bot.service.reviewing.review_waiting(None, Budget.walks_only(8)) == row.id  # the background's
    message, custom_id = fake.find(f"sk:review:{row.id}")  # the review button under the final message
    review = await fake.interact(fake.click(USERS[row.seats[0].user], message, custom_id))
    assert "Your review (only you see it)" in content_of(review) or "well played" in content_of(review)
    assert all(r.ephemeral for r in review if r.body)


async def play_this(fake: FakeDiscord, user: tuple[str, str], game: int, turn: int) -> None:
    """The user presses the hint's Play this, then Confirm on the panel it opens."""
    message, custom_id = fake.find(f"sk:hint:{game}:{turn}:")
    panel = Panel(fake, user, game)
    await panel.tap(message, custom_id)
    confirm = panel.component(lambda c: c.get("custom_id", "").endswith(f":c{custom_id.split(':', 4)[4]}"))
    assert confirm, str(panel.message)[:1500]
    await panel.tap(panel.message, confirm["custom_id"])


async def test_a_german_table_with_hints_says_so_at_the_start(discord_env):
    fake, _ = discord_env
    fake.locale = fake.guild_locale = "de"
    await open_game(fake, language="de", hints="on")
    started = start_message(fake, "de")
    assert "An diesem Tisch sind Tipps erlaubt" in started and "/tipp" in started
    assert "zählt nicht für die Wertung" in started


async def test_a_table_without_hints_says_nothing_of_hints_at_the_start(discord_env):
    fake, _ = discord_env
    await open_game(fake)
    started = start_message(fake)
    assert "Seat order" in started and "hint" not in started.lower()
