"""The bot as its own process, ``python -m bot run``, against the Discord stand-in, for the tests
that kill it (SIGKILL: no stop of its own, nothing undone) and start another in its place."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
import textwrap
from pathlib import Path

from tests.support.standin import TOKEN

ROOT = Path(__file__).resolve().parents[2]
# ``python -m bot run`` with discord.py pointed at the stand-in's port (its first argument), as the
# contract tests point the bot they run in their own process (``tests.contract.conftest.point_at``)
CHILD = textwrap.dedent("""
    import runpy, sys
    import discord.http, yarl
    from discord.gateway import DiscordWebSocket
    port = sys.argv.pop(1)
    discord.http.Route.BASE = f"http://127.0.0.1:{port}/api/v10"
    DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(f"ws://127.0.0.1:{port}/gateway")
    sys.argv = ["bot", "run"]
    runpy.run_module("bot", run_name="__main__", alter_sys=True)
""")


async def bot_process(port: int, database: str, folder: Path) -> asyncio.subprocess.Process:
    """The bot started in a process group of its own (its search workers with it), on
    ``database``, ticking every second; its output goes to ``folder``/bot.log."""
    environment = {**os.environ, "DISCORD_TOKEN": TOKEN, "SAMARKAND_DB": database, "SAMARKAND_TICK_SECONDS": "1",
                   "PYTHONPATH": str(ROOT)}
    with open(folder / "bot.log", "ab") as log:
        return await asyncio.create_subprocess_exec(sys.executable, "-c", CHILD, str(port), env=environment,
                                                    cwd=folder, stdout=log, stderr=log, start_new_session=True)


async def killed(process: asyncio.subprocess.Process) -> None:
    """SIGKILL to the bot's process group (the bot and its workers), and the bot reaped: its
    process id then names no process, as after a kill -9 (``bot.store.connection.ended_here``)."""
    os.killpg(process.pid, signal.SIGKILL)
    assert await process.wait() == -signal.SIGKILL
