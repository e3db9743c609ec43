"""The news "since your last turn" on the player's screen is all of it or none of it: a line
left out because the same words were printed above would leave a list whose heading says it
is everything that happened (a marriage gone, an expansion kept, as its summary has other words)."""

from __future__ import annotations

import io
import random

from bot.engine import awaiting, legal_actions, state_from_json
from bot.offline.console import plain
from bot.offline.options import Seats
from bot.offline.typed import read
from tests.support.console_session import open_console, typed


async def ann_plays(console, rng, turns):
    """Ann's next ``turns`` actions, each typed as she would type it."""
    for _ in range(turns):
        await console.run(iter([await a_move(console, rng)]))


async def a_move(console, rng):
    row = await console.service.store.live_game(console.channel)
    state = state_from_json(row.state)
    return typed(rng.choice(legal_actions(state, awaiting(state)[0].player)), state.board)


def since_block(said: str) -> list[str]:
    """The indented lines under the last "Since your last turn:" heading."""
    after = said.rsplit("Since your last turn:\n", 1)[1].splitlines()
    return [line.strip() for line in after[:next(i for i, line in enumerate(after) if not line.startswith("  "))]]


async def expected_since(console, user):
    hand = await console.service.reading.hand(console.channel, user)
    return [plain([console.t(console.said_to_them(line))]) for line in hand.since]


async def test_hand_lists_every_line_since_the_last_turn_though_the_lines_are_just_above(tmp_path):
    out = io.StringIO()
    store, console = await open_console(tmp_path / "db.sqlite3", out)
    await console.open(Seats(("Ann",), ("random", "random")), seed=1)
    await ann_plays(console, random.Random(1), 6)
    await console.run(iter(["hand", "quit"]))
    expected = await expected_since(console, "local:Ann")
    await store.close()
    assert len(expected) > 1 and since_block(out.getvalue().split("> hand\n")[-1]) == expected


async def test_a_resumed_game_lists_the_news_the_computers_made_after_the_resume(tmp_path):
    """Resumed while computers are still to move: their moves are printed as they are played,
    then the player's screen, whose list still has them (docs/playing.md: "after a resume it is
    all there")."""
    path = tmp_path / "db.sqlite3"
    store, console = await open_console(path, io.StringIO())
    await console.open(Seats(("Ann",), ("random", "random")), seed=1)
    rng = random.Random(1)
    await ann_plays(console, rng, 2)
    while (row := await store.live_game(console.channel)) and awaiting(state_from_json(row.state))[0].player == 0:
        await console.handle("local:Ann", read(await a_move(console, rng)))  # the computers not played after it
    row = await store.live_game(console.channel)
    ann = [seat.name for seat in row.seats].index("Ann")
    await store.close()
    # Ann's turn just ended: the computers are to move when the game resumes
    out = io.StringIO()
    store, console = await open_console(path, out)
    row = await store.live_game(console.channel)
    assert awaiting(state_from_json(row.state))[0].player != ann
    await console.open(Seats(("Ann",), ("random", "random")), seed=None)
    await console.run(iter(["quit"]))
    expected = await expected_since(console, "local:Ann")
    await store.close()
    said = out.getvalue()
    assert len(expected) > 1 and since_block(said) == expected
