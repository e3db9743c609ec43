"""A console that ended in the middle of things, and a file another program holds: a claim on
a computer's move left by a console killed while it thought (kill -9, a closed terminal) is
taken back by the next, so that the computers move at once and nobody is told it is their turn
while a computer's is due; one a program still running holds is said in a sentence; and a file
another program keeps locked past the wait refuses the typed command with a sentence, the game
unchanged and the console still open."""

import io
import os
import sqlite3

import pytest

from bot.offline.console import HeldElsewhere
from bot.offline.options import Seats
from bot.offline.session import stopped_by
from bot.words.i18n import CONSOLE, text
from tests.support.console_session import open_console
from tests.support.ended_process import ended_process, owner_here

ANN_MARRIES = ["marry Tigris", "discard none"]  # seed 2: Ann's first turn, then the computer's is due


async def ann_to_play(tmp_path, out):
    store, console = await open_console(tmp_path / "db.sqlite3", out)
    await console.open(Seats(("Ann",), ("random",)), seed=2)
    await console.computers()  # if the computer sits first, it moves now
    return store, console


async def claim_the_computers_move(console, owner: str) -> None:
    """A lease on the computer's move, as the store of ``owner`` took it, running for 120 s."""
    row = await console.service.store.live_game(console.channel)
    await console.service.store.atomically(lambda tx: tx.execute(
        "INSERT INTO leases (game_id, work, owner, expires) VALUES (?, 'computer', ?, ?)",
        (row.id, owner, console.service.tables.clock() + 120)))


async def test_a_claim_left_by_a_console_killed_while_a_computer_thought_is_taken_back(tmp_path):
    out = io.StringIO()
    store, console = await ann_to_play(tmp_path, out)
    await claim_the_computers_move(console, owner_here(ended_process()))
    await console.run(iter([*ANN_MARRIES, "log", "quit"]))
    said = out.getvalue()
    log = said.split("> log\n")[1]
    assert "Turn 3: Computer 1 (beginner) to play.\n" in log and "Turn 4: your turn." in log  # Ann plays alone
    assert "Nothing is up to you" not in said
    assert await store.lease_owner("computer", (await store.live_game(console.channel)).id,
                                   console.service.tables.clock()) is None  # and its own given back
    await store.close()


async def test_a_claim_a_running_program_holds_is_said_not_taken_for_the_players_turn(tmp_path):
    out = io.StringIO()
    store, console = await ann_to_play(tmp_path, out)
    await claim_the_computers_move(console, owner_here(os.getpid()))  # this process: it runs
    with pytest.raises(HeldElsewhere) as held:
        await console.run(iter([*ANN_MARRIES, "log", "quit"]))
    assert "> log" not in out.getvalue()  # no prompt after the move: no turn here is anyone's
    said = text("en", CONSOLE)(held.value.message)
    assert f"(process {os.getpid()} on " in said and "run the same command again" in said
    await store.close()


async def test_a_file_kept_locked_refuses_the_typed_move_and_the_console_stays_open(tmp_path):
    out = io.StringIO()
    store, console = await ann_to_play(tmp_path, out)
    await store.db.execute("PRAGMA busy_timeout=0")  # the wait (5 s) is SQLite's: the test need not sit it out
    holder = sqlite3.connect(tmp_path / "db.sqlite3", isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")  # a backup, a sqlite3 shell: kept past the wait

    def typed():
        yield "marry Tigris"
        holder.execute("ROLLBACK")  # the other program lets go
        yield from [*ANN_MARRIES, "quit"]
    try:
        await console.run(typed())
    finally:
        holder.close()
    refused, again = out.getvalue().split("> marry Tigris\n")[1:]
    assert refused.startswith("Another program keeps the game's file ") and "was not carried out" in refused
    assert "Tigris" not in refused.split("\n", 1)[1]  # nothing of the move was said, or made:
    assert again.startswith("Ann married into the Tigris family")  # the same move is still Ann's to make
    await store.close()


async def test_a_file_kept_locked_past_a_write_of_no_typed_line_stops_the_game_with_a_sentence(tmp_path):
    """A computer's move, say: no line to type again, so ``play`` ends with the store's
    sentence (exit 2), not a traceback."""
    store, _ = await ann_to_play(tmp_path, io.StringIO())
    await store.db.execute("PRAGMA busy_timeout=0")
    holder = sqlite3.connect(tmp_path / "db.sqlite3", isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(sqlite3.OperationalError) as locked:
            await store.atomically(lambda tx: tx.execute("DELETE FROM leases"))
    finally:
        holder.close()
    assert "is locked by another process" in str(stopped_by(store, locked.value))
    await store.close()
