"""Time: reminders marked per game version, when the clock's pass next looks at a game, the
bot's heartbeat and the downtime it stops every clock for, and the leases by which several
processes share the scheduler's work."""

from __future__ import annotations

import json
import logging
from collections.abc import AsyncIterator, Callable, Collection
from contextlib import asynccontextmanager

from bot.store.connection import Connection, ended_here
from bot.store.errors import ClockBehind
from bot.store.row_values import OfferKey, OutageNote
from bot.store.rows import AT_DISCORD, clocks_from_json, clocks_to_json, outage_from_json, outage_to_json
from bot.store.shard_beats import Shards, beat_shards, last_beats
from bot.store.transaction import Transaction, marks

RUNNING = f"status = 'playing' AND paused_at = 0 AND {AT_DISCORD}"  # SQL: the games whose clocks run at Discord
BEAT = "INSERT INTO meta (key, value) VALUES ('heartbeat', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value"
SKEW = 300.0  # seconds the system clock may read before the last beat (another process's clock, a small step back)
SENDING = "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value"
CLAIMED_AT_ONCE = 1000  # due games claimed by one statement: PostgreSQL takes at most 32767 parameters
log = logging.getLogger("samarkand.store")


class Clocks(Connection):
    async def mark_reminded(self, game_id: int, version: int, now: float | None,
                            offer_clocks: dict[OfferKey, list[float]], due_at: float = 0.0) -> bool:
        """Remember when the waiting player (``now``; None: not reminded) and the offer holders
        were last reminded, and when the pass is to look again, if the game is still at
        ``version``: False means it moved on, and the reminder must not go out. The clock's
        note goes with the ping. Until the send ends (``reminder_sent``, ``offer_reminders_sent``,
        or undone) a record says what the marks were before: a process killed in between
        leaves it, and a later pass sends the reminders again from it (``sending_reminders``)."""
        async def body(tx: Transaction) -> bool:
            found = await tx.fetch("SELECT reminded_at, clock_note, offer_clocks FROM games WHERE id = ? AND "
                                   f"version = ?{self.FOR_UPDATE}", (game_id, version))
            if not found:
                return False
            reminded, at = ("", ()) if now is None else ("reminded_at = ?, clock_note = '', ", (now,))
            await tx.execute(f"UPDATE games SET {reminded}offer_clocks = ?, due_at = ? WHERE id = ?",
                             (*at, clocks_to_json(offer_clocks), due_at, game_id))
            if now is not None:
                await tx.execute(SENDING, (sending_key(game_id), json.dumps(
                    {"owner": self.owner, "marked": now, "before": float(found[0][0]), "note": found[0][1]})))
            was = clocks_from_json(found[0][2])
            if offers := {key: [times[1], was.get(key, [0.0, 0.0])[1]] for key, times in offer_clocks.items()
                          if times[1] != was.get(key, [0.0, 0.0])[1]}:  # reminded now: when, and the time before
                await self._offers_sending(tx, game_id, lambda sending: {**sending, **offers})
            return True
        return await self._in_transaction(body)

    async def unmark_reminded(self, game_id: int, marked: float, before: float, note: OutageNote | None) -> None:
        """Undo ``mark_reminded`` of a ping that did not go out (unless a later one was marked
        since), with its clock note, so that the next pass sends it."""
        async def body(tx: Transaction) -> None:
            await tx.execute("UPDATE games SET reminded_at = ?, clock_note = ?, due_at = 0 WHERE id = ? "
                             "AND reminded_at = ?", (before, outage_to_json(note), game_id, marked))
            await self._drop_sending(tx, game_id, marked)
        await self._in_transaction(body)

    async def reminder_sent(self, game_id: int, marked: float) -> None:
        """The send of the ping marked at ``marked`` ended (sent, or undone): its record goes."""
        await self._in_transaction(lambda tx: self._drop_sending(tx, game_id, marked))

    async def sending_reminders(self) -> list[tuple[int, float]]:
        """The pings whose process ended while it sent them (``ended_here``: killed, and most
        often the process this one replaces): each game's, and when it was marked. A process
        of another host cannot be asked: its record stays until the game's next ping."""
        records = await self._fetch("SELECT key, value FROM meta WHERE key LIKE ?", (sending_key("%"),))
        return [(game_of(key), float(record["marked"])) for key, value in records
                if ended_here((record := json.loads(value))["owner"])]

    async def take_back_reminder(self, game_id: int, marked: float) -> None:
        """Undo the mark of a ping whose process ended while it sent it (``sending_reminders``),
        unless a later one was marked since: the reminder before it back, and its clock note,
        with any downtime recorded since; the next pass sends it."""
        async def body(tx: Transaction) -> None:
            found = await tx.fetch(f"SELECT clock_note FROM games WHERE id = ? AND reminded_at = ?{self.FOR_UPDATE}",
                                   (game_id, marked))
            records = await tx.fetch(f"SELECT value FROM meta WHERE key = ?{self.FOR_UPDATE}", (sending_key(game_id),))
            record = json.loads(records[0][0]) if records else None
            if found and record is not None and record["marked"] == marked:
                said = owed(record["note"])
                note = owed(found[0][0]).and_more(said.hours * 3600) if said.hours else outage_from_json(found[0][0])
                await tx.execute("UPDATE games SET reminded_at = ?, clock_note = ?, due_at = 0 WHERE id = ?",
                                 (record["before"], outage_to_json(note), game_id))
            await self._drop_sending(tx, game_id, marked)
        await self._in_transaction(body)

    async def _drop_sending(self, tx: Transaction, game_id: int, marked: float) -> None:
        """The record of the ping marked at ``marked`` goes (a later ping's record stays)."""
        found = await tx.fetch(f"SELECT value FROM meta WHERE key = ?{self.FOR_UPDATE}", (sending_key(game_id),))
        if found and json.loads(found[0][0])["marked"] == marked:
            await tx.execute("DELETE FROM meta WHERE key = ?", (sending_key(game_id),))

    async def offer_reminders_sent(self, game_id: int, marked: float) -> None:
        """The send of the sale offers' reminders marked at ``marked`` ended (sent, or undone):
        their records go."""
        await self._in_transaction(lambda tx: self._offers_sending(tx, game_id, lambda sending: {
            key: times for key, times in sending.items() if times[0] != marked}))

    async def offer_reminder_sent(self, game_id: int, marked: float, offers: Collection[OfferKey]) -> None:
        """One holder's reminder of ``offers``, marked at ``marked``, was sent: their records go, other holders' stay (a
        process killed between holders re-sends only the unsent)."""
        await self._in_transaction(lambda tx: self._offers_sending(tx, game_id, lambda sending: {
            key: times for key, times in sending.items() if key not in offers or times[0] != marked}))

    async def sending_offer_reminders(self) -> list[tuple[int, float, dict[OfferKey, float]]]:
        """The sale offers' reminders whose process ended while it sent them (as
        ``sending_reminders``): each game's, when they were marked, and each offer's reminder
        before."""
        lost = []
        for key, value in await self._fetch("SELECT key, value FROM meta WHERE key LIKE ?", (offers_key("%"),)):
            record = json.loads(value)
            if not ended_here(record["owner"]):
                continue
            by_mark: dict[float, dict[OfferKey, float]] = {}
            for offer, (marked, before) in clocks_from_json(record["offers"]).items():
                by_mark.setdefault(marked, {})[offer] = before
            lost += [(game_of(key), marked, offers) for marked, offers in by_mark.items()]
        return lost

    async def _offers_sending(self, tx: Transaction, game_id: int,
                              change: Callable[[dict[OfferKey, list[float]]], dict[OfferKey, list[float]]]) -> None:
        """Change the game's record of sale offers' reminders being sent (each offer: when it
        was marked, and its reminder before); an empty record goes."""
        found = await tx.fetch(f"SELECT value FROM meta WHERE key = ?{self.FOR_UPDATE}", (offers_key(game_id),))
        sending = clocks_from_json(json.loads(found[0][0])["offers"]) if found else {}
        changed = change(sending)
        if changed == sending:
            return
        if not changed:
            await tx.execute("DELETE FROM meta WHERE key = ?", (offers_key(game_id),))
            return
        await tx.execute(SENDING, (offers_key(game_id), json.dumps(
            {"owner": self.owner, "offers": clocks_to_json(changed)})))

    async def unmark_offers_reminded(self, game_id: int, marked: float, before: dict[OfferKey, float]) -> None:
        """Undo ``mark_reminded`` of sale offers' reminders that did not go out (each unless a
        later one was marked since, or its offer closed), so that the next pass sends them;
        their records go."""
        async def body(tx: Transaction) -> None:
            records = await tx.fetch(f"SELECT offer_clocks FROM games WHERE id = ?{self.FOR_UPDATE}", (game_id,))
            clocks = clocks_from_json(records[0][0]) if records else {}
            undone = {key: [clocks[key][0], was] for key, was in before.items()
                      if key in clocks and clocks[key][1] == marked}
            if undone:
                await tx.execute("UPDATE games SET offer_clocks = ?, due_at = 0 WHERE id = ?",
                                 (clocks_to_json({**clocks, **undone}), game_id))
            await self._offers_sending(tx, game_id, lambda sending: {  # after the game's row, as every write here
                key: times for key, times in sending.items() if key not in before or times[0] != marked})
        await self._in_transaction(body)

    async def keep_clock_note(self, game_id: int, note: OutageNote) -> None:
        """Keep the clock's note for the next reminder: the ping marked with it did not go out
        (the turn message, posted in its place, named the same people and does not say it)."""
        await self._write("UPDATE games SET clock_note = ? WHERE id = ? AND clock_note = ''",
                          (outage_to_json(note), game_id))

    async def set_due(self, game_id: int, version: int, due_at: float) -> None:
        """When the clock's pass next looks at the game, unless a change (which sets its own) came since ``version``."""
        await self._write("UPDATE games SET due_at = ? WHERE id = ? AND version = ?", (due_at, game_id, version))

    async def heartbeat(self, now: float) -> None:
        """The bot's beat, and its shards' (``bot.store.shard_beats``)."""
        if self.shards is None:
            await self._write(BEAT, (repr(now),))
            return
        shards = self.shards

        async def body(tx: Transaction) -> None:
            await tx.execute(BEAT, (repr(now),))
            await beat_shards(tx, shards, now)
        await self._in_transaction(body)

    async def catch_up(self, now: float, grace: float) -> float:
        """Beat, and stop every running game's clocks for the time since the last beat beyond
        ``grace`` (a span in ``stopped``), so that downtime never counts against players;
        returns that outage, which each game's next reminder then owes (added to what it owed).
        One transaction with the beat's row locked: of several processes starting at once, one
        records the outage and the others find its fresh beat. A process on some of the bot's
        shards does so for its own shards' games, each from its shard's last beat (from the
        bot's, for a shard that has none yet: ``last_beats``). ``ClockBehind``, nothing
        written, if ``now`` is well before the last beat: the system clock is not set yet."""
        async def body(tx: Transaction) -> float:
            records = await tx.fetch(f"SELECT value FROM meta WHERE key = 'heartbeat'{self.FOR_UPDATE}")
            last = float(records[0][0]) if records else None
            if last is not None and now < last - SKEW:
                raise ClockBehind(now, last)
            await tx.execute(BEAT, (repr(now),))
            if self.shards is not None:
                return await self._catch_up_shards(tx, self.shards, now, grace, last)
            outage = now - last - grace if last is not None else 0.0
            if outage > 0:
                await self._stop_clocks(tx, (now - outage, now))
            return max(outage, 0.0)
        shards = self.shards
        outage = await self._in_transaction(body)
        self.beats_of = shards.count if shards is not None else None
        return outage

    async def _catch_up_shards(self, tx: Transaction, shards: Shards, now: float, grace: float,
                               last: float | None) -> float:
        starting = self.beats_of != shards.count  # else one of its shards reconnected
        found = await last_beats(tx, shards, now if last is None else last, self.FOR_UPDATE, starting, now - grace)
        if found.forgot_live:
            log.warning("this process starts on %d shards while a process on another number of shards ran until "
                        "just now: each number forgets the other's heartbeats when it starts, so a crash of either "
                        "may be read as no downtime; stop every process of the number that should not run "
                        "(SAMARKAND_SHARDS, docs/operating.md#running-at-scale)", shards.count)
        beats = found.last
        if len(beats) < len(shards.ids):
            log.warning("this process runs on %d shards, but a process started since on another number of shards "
                        "(SAMARKAND_SHARDS): its clocks keep no heartbeat now; stop every process and start them "
                        "all on one number (docs/operating.md#running-at-scale)", shards.count)
        await beat_shards(tx, shards, now)
        outages = {shard: now - since - grace for shard, since in beats.items() if now - since > grace}
        for shard, outage in outages.items():
            await self._stop_clocks(tx, (now - outage, now), Shards(shards.count, (shard,)).holds)
        return max(outages.values(), default=0.0)

    async def _stop_clocks(self, tx: Transaction, span: tuple[float, float],
                           servers: Callable[[str], bool] = lambda guild: True) -> None:
        """Every running game's clocks (of the ``servers`` chosen) stood still for ``span`` (a
        paused game's pause covers it). The turn message a game owes forgets its backoff: the
        failures it counted were the outage's, and the player it names is on the clock again."""
        games = await tx.fetch(f"SELECT id, guild_id, stopped, clock_note FROM games WHERE {RUNNING} "
                               f"ORDER BY id{self.FOR_UPDATE}")
        # and a turn message owed is tried at the next pass: its backoff grew against the outage
        await tx.executemany("UPDATE games SET stopped = ?, clock_note = ?, announce_after = 0, announce_failures = 0 "
                             "WHERE id = ?",
                             [(json.dumps([*json.loads(g["stopped"]), list(span)]),
                               outage_to_json(owed(g["clock_note"]).and_more(span[1] - span[0])), g["id"])
                              for g in games if servers(g["guild_id"])])

    async def anything_due(self, now: float) -> bool:
        """Whether a game in play, not paused, has its next moment (a reminder, a time-out) due:
        what the clock's pass reads (``claimed``), without claiming it."""
        if self.shards is not None:
            return bool(await self._due_here(now))
        return bool(await self._fetch(f"SELECT 1 FROM games WHERE due_at <= ? AND {RUNNING} LIMIT 1", (now,)))

    async def _due_here(self, now: float) -> list[int]:
        """The games due for the clock's pass (``claimed``) on this process's shards."""
        records = await self._fetch(f"SELECT id, guild_id FROM games WHERE due_at <= ? AND {RUNNING}", (now,))
        return [int(r["id"]) for r in records if self.shards is None or self.shards.holds(r["guild_id"])]

    @asynccontextmanager
    async def claimed(self, work: str, now: float, game_id: int | None = None,
                      seconds: float | None = None) -> AsyncIterator[set[int]]:
        """Hold ``work`` (the clock's pass, a computer step, a review) on one game, or on every
        game in play, not paused and due (``due_at``), for this store alone until the block ends
        (or ``seconds`` pass, ``lease_seconds`` if not given, should its process die); yields
        the games it got. Whoever holds a game's lease does its work, so several processes never
        both remind, time out, think for it or review it. One game's lease held by a process of
        this host that has ended is taken back (``take_back_ended``, where ``one_host``): a
        process sharing the file was killed while it held it."""
        one = () if game_id is None else (game_id,)  # the game asked for (none: every game due)
        parts: list[tuple[str, tuple[float, ...]]] = [("id = ?", one) if one else
                                                      (f"due_at <= ? AND {RUNNING}", (now,))]
        if not one and self.shards is not None:  # of the games due, those of this process's shards, in
            due = await self._due_here(now)      # parts of ``CLAIMED_AT_ONCE``
            parts = [(f"id IN ({marks(ids)})", tuple(ids)) for ids in (due[at:at + CLAIMED_AT_ONCE]
                                                                      for at in range(0, len(due), CLAIMED_AT_ONCE))]

        expires = now + (self.lease_seconds if seconds is None else seconds)

        async def claim(tx: Transaction) -> set[int]:
            got = set()
            for which, chosen in parts:
                sql = ("INSERT INTO leases (game_id, work, owner, expires) SELECT id, CAST(? AS TEXT), "
                       f"CAST(? AS TEXT), CAST(? AS DOUBLE PRECISION) FROM games WHERE {which} ON CONFLICT "
                       "(game_id, work) DO UPDATE SET owner = excluded.owner, expires = excluded.expires "
                       "WHERE leases.expires <= ? RETURNING game_id")
                got |= {int(r[0]) for r in await tx.fetch(sql, (work, self.owner, expires, *chosen, now))}
            return got
        got = await self._in_transaction(claim)
        if game_id is not None and not got and self.one_host and await self.take_back_ended(work, game_id, now):
            got = await self._in_transaction(claim)
        try:
            yield got
        finally:
            if got:
                await self._write("DELETE FROM leases WHERE work = ? AND owner = ?"
                                  + (" AND game_id = ?" if one else ""), (work, self.owner, *one))

    async def lease_owner(self, work: str, game_id: int, now: float) -> str | None:
        """The owner of this game's lease on ``work``, if it has not run out; else None."""
        held = await self._fetch("SELECT owner FROM leases WHERE game_id = ? AND work = ? AND expires > ?",
                                 (game_id, work, now))
        return str(held[0][0]) if held else None

    async def take_back_ended(self, work: str, game_id: int, now: float) -> bool:
        """Give up this game's lease on ``work`` if its owner was a process of this host that
        has ended (killed while it held it): nobody gives it back before it runs out. Only
        for a database this host's processes alone use (an offline game's file): a process
        of another host cannot be asked. True if one was given up."""
        owner = await self.lease_owner(work, game_id, now)
        if owner is None or not ended_here(owner):
            return False
        return await self._write("DELETE FROM leases WHERE game_id = ? AND work = ? AND owner = ?",
                                 (game_id, work, owner)) == 1

    async def take_back_all_ended(self) -> int:
        """At a start: give up every lease, of every kind of work, whose owner was a process of
        this host that has ended (``ended_here``: one killed while it held it, the process this
        one replaces above all), so that its work goes on now, not when its leases run out
        (``lease_seconds``). Only where the database's processes all run on this host
        (``one_host``): a process of another host cannot be asked. Returns how many."""
        if not self.one_host:
            return 0
        owners = [str(r[0]) for r in await self._fetch("SELECT DISTINCT owner FROM leases")]
        ended = [owner for owner in owners if ended_here(owner)]
        if not ended:
            return 0
        return await self._write(f"DELETE FROM leases WHERE owner IN ({marks(ended)})", tuple(ended))


def sending_key(game_id: int | str) -> str:
    """The meta key recording a game's ping being sent (``mark_reminded``): a row beside the game's, no new schema."""
    return f"reminder sending {game_id}"


def offers_key(game_id: int | str) -> str:
    """The meta table's key of the record of a game's sale offers' reminders being sent."""
    return f"offer reminders sending {game_id}"


def game_of(key: str) -> int:
    """The game of a record's key (``sending_key``, ``offers_key``)."""
    return int(str(key).rsplit(" ", 1)[1])


def owed(stored: str) -> OutageNote:  # JSON: the games.clock_note column
    """The downtime a game's next reminder owes so far (none: 0 hours)."""
    return outage_from_json(stored) or OutageNote(0.0)
