"""Many games in play, as a bot finds them at a restart: each in a channel of its own, its
turn messages already out, and some of them overdue (a reminder owed). For the restart test
and ``bench bot --restart``."""

from __future__ import annotations

from bot.games.samarkand.game_service import GameService
from bot.service.limits import NO_LIMITS
from tests.support.standin import GUILD_ID

CHANNELS = 710000000000000000
PEOPLE = 810000000000000000
OVERDUE = 7 * 3600  # past the default reminder time, before the default time-out


async def populate(service: GameService, games: int, due: int) -> list[str]:
    """``games`` started games of two people, ``due`` of them owed a reminder; their channels."""
    channels = [str(CHANNELS + number) for number in range(games)]
    limits, service.lobby.limits = service.lobby.limits, NO_LIMITS  # many servers' games, all filed under one
    try:
        for number, channel in enumerate(channels):
            host, guest = str(PEOPLE + 10 * number), str(PEOPLE + 10 * number + 1)
            await service.lobby.create(channel, GUILD_ID, host, f"Host{number}", seed=number)
            await service.lobby.join(channel, guest, f"Guest{number}")
            await service.lobby.start(channel, host, is_admin=False)
    finally:
        service.lobby.limits = limits
    db = service.store.db  # type: ignore[attr-defined]
    await db.execute("UPDATE games SET announced_news = (SELECT MAX(seq) FROM news WHERE game_id = games.id)")
    await db.execute(f"UPDATE games SET waiting_since = waiting_since - {OVERDUE}, due_at = 0 "
                     f"WHERE id IN (SELECT id FROM games ORDER BY id LIMIT {due})")
    await db.commit()
    return channels
