"""The board's balance as a server plays it (``/stats families:True``): for every finished
game, each seat's first family (the family it married first) and its seat in the turn order,
with its share of the win (tied winners share it, as in the board study). Kept as running
tallies per server and across servers, written in the transaction that finishes a game (next
to the ratings), so that the command reads a few rows and never goes through the games.

A share is measured against a fair one, as ``python -m bot tournament --study`` does: a seat
at a table of n players would win 1/n of the time if no family and no seat were better.

The seats are counted apart by the money they started with (``seat_rule``): the board study
measured the rules' money, and a table that evened its seats out (``seats: evened``) gave the
later seats more precisely to change their figures. The first families are counted together:
a family is married by any seat, and the extra Dirham are the seats', not the families'."""

from __future__ import annotations

from bot.engine import Marry, action_from_text, state_from_json, winners
from bot.ratings.standings import EVERY_SERVER
from bot.store.rows import GameRow, game_row
from bot.store.settings import SeatRule, Settings
from bot.store.transaction import Transaction

BALANCE_DDL = """
    CREATE TABLE family_tallies (
        scope TEXT NOT NULL,
        family TEXT NOT NULL,
        seats INTEGER NOT NULL DEFAULT 0,
        wins REAL NOT NULL DEFAULT 0,
        fair REAL NOT NULL DEFAULT 0,
        PRIMARY KEY (scope, family)
    );
    CREATE TABLE seat_tallies (
        scope TEXT NOT NULL,
        players INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        games INTEGER NOT NULL DEFAULT 0,
        wins REAL NOT NULL DEFAULT 0,
        PRIMARY KEY (scope, players, seat)
    );
"""

# Schema version 18: the seats' tallies by the money the seats started with (``seat_rule``),
# counted again from the finished games.
SEATS_BY_RULE_DDL = """
    DROP TABLE seat_tallies;
    CREATE TABLE seat_tallies (
        scope TEXT NOT NULL,
        seat_rule TEXT NOT NULL DEFAULT 'rules',
        players INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        games INTEGER NOT NULL DEFAULT 0,
        wins REAL NOT NULL DEFAULT 0,
        PRIMARY KEY (scope, seat_rule, players, seat)
    );
"""


def seat_rule(settings: Settings) -> SeatRule:
    """The money a finished game's seats started with, which its seats are counted under:
    ``evened`` when some seat was dealt Dirham beyond the rules', else ``rules``. A table that
    chose ``seats: evened`` at a size its board has no schedule for was dealt the rules' money
    (docs/playing.md#evening-out-the-seats), so its seats count with the rules' games."""
    return "evened" if any(settings.seat_money) else "rules"


async def first_families(tx: Transaction, row: GameRow) -> dict[int, str]:
    """Each seat's first family by name (a seat that never married has none), from the game's
    log: its marriages only, read along the log's key."""
    state = state_from_json(row.state)
    first: dict[int, str] = {}
    for record in await tx.fetch("SELECT seat, action FROM actions WHERE game_id = ? AND action LIKE 'm%' "
                                 "ORDER BY seq", (row.id,)):
        action = action_from_text(str(record["action"]))
        if isinstance(action, Marry):
            first.setdefault(int(record["seat"]), state.board.families[action.family].name)
    return first


async def tally_finished(tx: Transaction, row: GameRow) -> None:
    """Count the game that just finished, on its server and across servers; its seats under
    the money they started with."""
    state = state_from_json(row.state)
    players, won, rule = len(state.players), winners(state), seat_rule(row.settings)
    shares = [1 / len(won) if seat in won else 0.0 for seat in range(players)]
    first = await first_families(tx, row)
    for scope in sorted({row.guild_id, EVERY_SERVER}):
        await tx.executemany(
            "INSERT INTO seat_tallies (scope, seat_rule, players, seat, games, wins) VALUES (?, ?, ?, ?, 1, ?) "
            "ON CONFLICT (scope, seat_rule, players, seat) DO UPDATE SET games = seat_tallies.games + 1, "
            "wins = seat_tallies.wins + excluded.wins",
            [(scope, rule, players, seat, shares[seat]) for seat in range(players)])
        await tx.executemany(
            "INSERT INTO family_tallies (scope, family, seats, wins, fair) VALUES (?, ?, 1, ?, ?) "
            "ON CONFLICT (scope, family) DO UPDATE SET seats = family_tallies.seats + 1, "
            "wins = family_tallies.wins + excluded.wins, fair = family_tallies.fair + excluded.fair",
            [(scope, family, shares[seat], 1 / players) for seat, family in sorted(first.items())])


async def retally(tx: Transaction) -> int:
    """Count every finished game again from nothing (with the ratings' rebuild); returns how many."""
    for table in ("family_tallies", "seat_tallies"):
        await tx.execute(f"DELETE FROM {table}")
    records = await tx.fetch("SELECT * FROM games WHERE status = 'over' ORDER BY id")
    for record in records:
        await tally_finished(tx, game_row(record))
    return len(records)


async def balance_from_the_start(tx: Transaction) -> None:
    """Schema version 15: the balance's tables. It once counted the games already finished
    into them too; version 18 counts them (the seats by rule), in the same transaction, so
    this one leaves them empty: today's count writes columns that 18 adds."""
    await tx.script(BALANCE_DDL)


async def seats_by_rule(tx: Transaction) -> None:
    """Schema version 18: the seats' tallies by the money the seats started with, every
    finished game counted again so that each lands under its own."""
    await tx.script(SEATS_BY_RULE_DDL)
    await retally(tx)
