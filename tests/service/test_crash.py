"""A process killed in the middle of a command leaves a consistent game."""

import asyncio
import os
import signal
import sys
import textwrap

from bot.engine import replay, state_to_json
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.store import Store

CHILD = textwrap.dedent("""
    import asyncio, sys
    import aiosqlite, asyncpg
    from bot.games.samarkand import SAMARKAND
    from bot.games.samarkand.game_service import GameService
    from bot.store import Store

    armed = False  # opening the store commits too (it reads the schema's version)

    def stopping(execute):
        def stopped_before_commit(self, sql, *args, **kwargs):
            if armed and sql.strip().rstrip(";") == "COMMIT":
                print("about to commit", flush=True)
                sys.stdin.readline()  # wait here until the parent kills us
            return execute(self, sql, *args, **kwargs)
        return stopped_before_commit

    aiosqlite.Connection.execute = stopping(aiosqlite.Connection.execute)
    asyncpg.Connection.execute = stopping(asyncpg.Connection.execute)

    async def main():
        global armed
        service = GameService(await Store.open(sys.argv[1], SAMARKAND))
        row = await service.store.live_game("chan")
        armed = True
        await service.play.marry("chan", row.seats[0].user, "Levant")

    asyncio.run(main())
""")


async def test_sigkill_before_the_commit_leaves_the_game_as_it_was(database):
    """On either backend: the marriage's transaction is written but not committed when the
    process dies."""
    service = GameService(await Store.open(database, SAMARKAND))
    await service.lobby.create("chan", "g", "u0", "Ann", seed=3)
    await service.lobby.join("chan", "u1", "Bob")
    await service.lobby.start("chan", "u0", False)
    before = await service.store.live_game("chan")
    await service.store.close()

    child = await asyncio.create_subprocess_exec(
        sys.executable, "-c", CHILD, database, stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE, cwd=os.getcwd())
    line = await child.stdout.readline()
    assert line.decode().strip() == "about to commit"
    child.send_signal(signal.SIGKILL)
    assert await child.wait() == -signal.SIGKILL

    service = GameService(await Store.open(database, SAMARKAND))
    after = await service.store.live_game("chan")
    assert (after.state, after.version) == (before.state, before.version)
    entries = await service.store.log(after.id)
    assert entries == []
    rebuilt = replay([s.name for s in after.seats], after.seed,
                     [(e.seat, e.action) for e in entries])
    assert state_to_json(rebuilt) == after.state
    report = await service.play.marry("chan", after.seats[0].user, "Levant")  # the game goes on
    assert report.version == after.version + 1
    await service.store.close()
