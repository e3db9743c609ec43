"""A bot ended by a signal no Python code survives (SIGBUS: SQLite's -shm made immutable under
it, which it reads and writes through shared memory) says so in its log, with where each of its
threads stood, instead of vanishing without a line."""

from __future__ import annotations

import asyncio
import signal

from tests.support.bot_process import bot_process
from tests.support.standin import FakeDiscord


async def test_a_bot_ended_by_sigbus_leaves_the_signal_and_its_threads_in_its_log(tmp_path):
    fake = FakeDiscord()
    await fake.start()
    log = tmp_path / "bot.log"
    process = await bot_process(fake.port, str(tmp_path / "games.sqlite3"), tmp_path)
    try:
        await asyncio.wait_for(fake.ready.wait(), 60)  # the bot is up (its fatal-signal lines were enabled before)
        process.send_signal(signal.SIGBUS)
        assert await process.wait() == -signal.SIGBUS
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()
        await fake.stop()
    said = log.read_text(encoding="utf-8", errors="replace")
    assert "Fatal Python error: Bus error" in said and "Current thread" in said
