"""Secret decisions whose holders a killed process left untold (``bot.store.untold_offers``): a
change records the decisions it opens with its commit, and the process that made it tells the
holders right after; a record still there ``UNTOLD_FOR`` later was left by a process that died
in between, and a pass tells its holder from the game as it is now."""

from __future__ import annotations

from collections.abc import Collection
from contextlib import AbstractAsyncContextManager, suppress

from bot.service.base import Report, Tables
from bot.service.seats import seat_names
from bot.store import GameStatus, OfferKey

UNTOLD_FOR = 120.0  # seconds: a change's own process tells its holders within seconds of its commit


class UntoldOffers:
    def __init__(self, tables: Tables) -> None:
        self.tables = tables

    async def told(self, report: Report, failed: Collection[str] = ()) -> None:
        """The report's secret decisions were told (closed direct messages: the panel and ``/hand`` show them), but for
        the holders whose message ``failed`` for a passing reason: theirs stay recorded, and a pass two minutes on tells
        them again. Never raises: a record not dropped now only means a later pass tells its offer again, and a failure
        here must not stop what follows (another game's news, a computer's move), nor be seen to happen only when an
        offer was made (R6.5)."""
        store = self.tables.store
        with suppress(Exception):  # a store's or its driver's error, whichever: the record only stays
            await store.offers_told(report.game_id, [k for user, keys in report.untold.items() if user not in failed
                                                     for k in keys])
            await store.offers_later(report.game_id, [k for user in failed for k in report.untold.get(user, [])],
                                     self.tables.clock())

    async def lost(self) -> list[int]:
        """The games with a secret decision recorded untold for longer than ``UNTOLD_FOR``."""
        return sorted(await self.tables.store.untold_offers(self.tables.clock() - UNTOLD_FOR))

    def claim(self, game_id: int) -> AbstractAsyncContextManager[set[int]]:
        """Hold telling this game's lost decisions for this process alone (several processes
        pass over the same records)."""
        return self.tables.store.claimed("tell", self.tables.clock(), game_id)

    async def retold(self, game_id: int) -> Report | None:
        """The lost decisions of the game that are still open, as the change that opened them
        would have told their holders (each its line and its buttons), made from the game as it
        is now; None if none is still open (their records go: nobody needs telling any more).
        The records of those it tells are stamped now first, so that a message that hangs until
        the pass cuts it, or a process killed while it sends, is tried again ``UNTOLD_FOR`` on,
        not at every pass (``told`` drops them once sent)."""
        store, rules = self.tables.store, self.tables.rules
        keys = (await store.untold_offers(self.tables.clock() - UNTOLD_FOR, game_id)).get(game_id, [])
        row = await store.game(game_id)
        if row is None or row.status is not GameStatus.PLAYING:
            await store.offers_told(game_id, keys)
            return None
        state = self.tables.state_of(row)
        still = {OfferKey(d.seat, d.item): d for d in rules.secret_decisions(state)
                 if OfferKey(d.seat, d.item) in keys and row.seats[d.seat].human}
        if closed := [key for key in keys if key not in still]:
            await store.offers_told(game_id, closed)
        if not still:
            return None
        with suppress(Exception):  # a database refusing the stamp: the message goes out all the same
            await store.offers_later(game_id, list(still), self.tables.clock())
        report = Report(row.channel_id, row.id, row.version, rules.turn(state), names=seat_names(row.seats),
                        language=row.settings.language, view=rules.view(state))
        for key, decision in still.items():
            user = row.seats[key.seat].user
            report.untold.setdefault(user, []).append(key)
            report.private.setdefault(user, []).append(rules.secret_opening(decision))
            report.screens[user] = rules.screen(row.id, row.channel_id, row.version, state, key.seat)
        report.prompts = sorted(report.private)
        return report
