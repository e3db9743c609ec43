"""Whose clocks a process keeps when several processes share the database, each on its own
shards of the bot's gateway (``SAMARKAND_SHARDS``, ``SAMARKAND_SHARD_IDS``).

A player can act only while the process running their server's shard is up: so only that
process's pass reminds them and times them out, and a heartbeat of each shard (a row of the
``meta`` table beside the bot's own, named by the shard and how many there are) tells the
downtime that process stops their games' clocks for when it starts again. With the one
heartbeat of all processes, a process that crashed for a day found its players timed out by
the others, which had beaten it all along. One process without shards keeps the one heartbeat
(``bot.store.clocks``)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.store.transaction import Transaction, marks

BEAT = "UPDATE meta SET value = ? WHERE key = ?"
SEED = "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING"


@dataclass(frozen=True)
class Shards:
    """The shards one process runs (``ids``) of all the bot's (``count``)."""

    count: int
    ids: tuple[int, ...]

    def shard_of(self, guild_id: str) -> int | None:
        """The shard Discord puts the server on ((id >> 22) % count); None for a game at a
        keyboard, which no shard runs."""
        return (int(guild_id) >> 22) % self.count if guild_id.isdigit() else None

    def holds(self, guild_id: str) -> bool:
        return self.shard_of(guild_id) in self.ids


def beat_key(shards: Shards, shard: int) -> str:
    """The ``meta`` row of a shard's beat: written and looked up by this name, never parsed."""
    return f"heartbeat of shard {shard} of {shards.count}"


async def last_beats(tx: Transaction, shards: Shards, last: float, for_update: str,
                     starting: bool) -> dict[int, float]:
    """Each of the process's shards' last beat, in the transaction that holds the bot's beat
    (``last``). At a process's start on this many shards (``starting``): the first process to
    start on this many forgets the beats of any other number of shards, and a shard of this
    many without a beat gets the bot's ``last``: the whole number at once, so that each process
    that starts after the first finds its shards' downtime, however fresh the bot's beat is by
    then. Only a start writes these rows (beats update them, and a shard's reconnection only
    reads them): a process still running on another number of shards can neither bring an old
    row back, to be read as weeks of downtime when that number is used again, nor, when one of
    its shards comes back, forget the beats of the number the bot runs now."""
    every = [beat_key(shards, shard) for shard in range(shards.count)]
    if starting and not await tx.fetch(f"SELECT 1 FROM meta WHERE key IN ({marks(every)})", tuple(every)):
        await tx.execute(f"DELETE FROM meta WHERE key LIKE 'heartbeat of shard %' AND key NOT IN ({marks(every)})",
                         tuple(every))
    if starting:
        await tx.executemany(SEED, [(key, repr(last)) for key in every])
    keys = {beat_key(shards, shard): shard for shard in shards.ids}
    records = await tx.fetch(f"SELECT key, value FROM meta WHERE key IN ({marks(keys)}){for_update}", tuple(keys))
    return {keys[str(key)]: float(value) for key, value in records}


async def other_number_alive(tx: Transaction, shards: Shards, since: float) -> bool:
    """Whether a shard of another number of shards beat after ``since``: a process of that
    number still runs, whose beats this start would forget (``last_beats``)."""
    every = [beat_key(shards, shard) for shard in range(shards.count)]
    records = await tx.fetch(f"SELECT value FROM meta WHERE key LIKE 'heartbeat of shard %' "
                             f"AND key NOT IN ({marks(every)})", tuple(every))
    return any(float(value) > since for (value,) in records)


async def beat_shards(tx: Transaction, shards: Shards, now: float) -> None:
    await tx.executemany(BEAT, [(repr(now), beat_key(shards, shard)) for shard in shards.ids])
