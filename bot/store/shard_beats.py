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
        """The shard Discord puts the server on ((id >> 22) % count); None for a keyboard game, which no shard runs."""
        return (int(guild_id) >> 22) % self.count if guild_id.isdigit() else None

    def holds(self, guild_id: str) -> bool:
        return self.shard_of(guild_id) in self.ids


def beat_key(shards: Shards, shard: int) -> str:
    """The ``meta`` row of a shard's beat: written and looked up by this name, never parsed."""
    return f"heartbeat of shard {shard} of {shards.count}"


@dataclass(frozen=True)
class Beats:
    """The process's shards' last beats, by shard; and whether its start forgot the beats of
    another number of shards that one of its processes wrote after ``live_since``."""

    last: dict[int, float]
    forgot_live: bool = False


async def last_beats(tx: Transaction, shards: Shards, last: float, for_update: str,
                     starting: bool, live_since: float) -> Beats:
    """Each of the process's shards' last beat, in the transaction that holds the bot's beat
    (``last``). At a process's start on this many shards (``starting``): the first process to
    start on this many forgets the beats of any other number of shards, and a shard of this
    many without a beat gets the bot's ``last``: the whole number at once, so that each process
    that starts after the first finds its shards' downtime, however fresh the bot's beat is by
    then. Only a start writes these rows (beats update them, and a shard's reconnection only
    reads them): a process still running on another number of shards can neither bring an old
    row back, to be read as weeks of downtime when that number is used again, nor, when one of
    its shards comes back, forget the beats of the number the bot runs now. Which number is
    meant to run no row tells: a start that forgets beats written since ``live_since`` says so."""
    every = [beat_key(shards, shard) for shard in range(shards.count)]
    forgot_live = False
    if starting and not await tx.fetch(f"SELECT 1 FROM meta WHERE key IN ({marks(every)})", tuple(every)):
        others = f"key LIKE 'heartbeat of shard %' AND key NOT IN ({marks(every)})"
        forgot_live = any(float(value) > live_since
                          for (value,) in await tx.fetch(f"SELECT value FROM meta WHERE {others}", tuple(every)))
        await tx.execute(f"DELETE FROM meta WHERE {others}", tuple(every))
    if starting:
        await tx.executemany(SEED, [(key, repr(last)) for key in every])
    keys = {beat_key(shards, shard): shard for shard in shards.ids}
    records = await tx.fetch(f"SELECT key, value FROM meta WHERE key IN ({marks(keys)}){for_update}", tuple(keys))
    return Beats({keys[str(key)]: float(value) for key, value in records}, forgot_live)


async def beat_shards(tx: Transaction, shards: Shards, now: float) -> None:
    await tx.executemany(BEAT, [(repr(now), beat_key(shards, shard)) for shard in shards.ids])
