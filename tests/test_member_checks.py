"""Whether the players a reminder names are still in the server is asked one at a time per
server (``Notifier._is_member``): a pass runs several games at once, their checks share the
server's route bucket, and discord.py, which admits requests to a bucket by the count its last
answer gave, let checks made at once run over the route's limit at each restart. Another
server's checks do not wait for them."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace

import discord

from cogs.failures import UNKNOWN_MEMBER
from cogs.notify import Notifier

SERVERS = ("500000000000000002", "500000000000000005")


class Unknown:
    """A 404 as discord.py's exceptions read it."""

    status, reason = 404, "Not Found"


class Members:
    """``get_member`` of discord.py's HTTP client, held until the test lets the answers go."""

    def __init__(self, departed: set[int]) -> None:
        self.departed = departed
        self.open = asyncio.Event()
        self.asking: dict[int, int] = {}  # server: checks in flight now
        self.most: dict[int, int] = {}

    async def get_member(self, guild: int, user: int) -> object:
        self.asking[guild] = self.asking.get(guild, 0) + 1
        self.most[guild] = max(self.most.get(guild, 0), self.asking[guild])
        try:
            await self.open.wait()
        finally:
            self.asking[guild] -= 1
        if user in self.departed:
            raise discord.NotFound(Unknown(), {"code": UNKNOWN_MEMBER, "message": "Unknown Member"})
        return {}


async def test_a_server_s_member_checks_go_one_at_a_time_and_another_server_s_meanwhile():
    games = [[str(100000000000000100 + 10 * game + seat) for seat in range(3)] for game in range(8)]
    members = Members({int(seats[0]) for seats in games})
    notify = Notifier(SimpleNamespace(http=members), service=None, publish=lambda changes: asyncio.sleep(0),
                      side=None)
    checks = [asyncio.create_task(notify.gone(SERVERS[game % 2], seats)) for game, seats in enumerate(games)]
    for _ in range(100):  # every task as far as it gets before an answer comes
        await asyncio.sleep(0)
    assert members.asking == {int(server): 1 for server in SERVERS}  # one each, the rest wait
    members.open.set()
    assert await asyncio.gather(*checks) == [[seats[0]] for seats in games]
    assert members.most == {int(server): 1 for server in SERVERS}
    assert not notify.checking  # nothing kept once the checks are done
