"""The tables of the board's balance (``/stats families:True``): the tallies of each seat's
first family and of each seat in the turn order, per server and across servers. The store
keeps them and reads them (``bot.store.figures``); the game counts what goes in them as each
game finishes (``Game.count_finished``: Samarkand's in ``bot.games.samarkand.family_balance``)."""

from __future__ import annotations

from bot.games.interface import Finished, Game
from bot.store.rows import GameRow, game_row
from bot.store.settings import table_settings
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


def finished(row: GameRow) -> Finished:
    """A finished game's row as the game's statistics count it."""
    return Finished(row.id, row.guild_id, row.state, row.settings.to_json())


async def retally(tx: Transaction, game: Game) -> int:
    """Count every finished game again from nothing (with the ratings' rebuild); returns how many."""
    records = await tx.fetch("SELECT * FROM games WHERE status = 'over' ORDER BY id")
    table = table_settings(game)
    await game.count_again(tx, [finished(game_row(record, table)) for record in records])
    return len(records)


async def balance_from_the_start(tx: Transaction, game: Game) -> None:
    """Schema version 15: the balance's tables, left empty: version 18 counts the finished games into them (seats by
    rule), in the same transaction, since today's count writes columns 18 adds."""
    await tx.script(BALANCE_DDL)


async def seats_by_rule(tx: Transaction, game: Game) -> None:
    """Schema version 18: the seats' tallies by the money the seats started with, every
    finished game counted again so that each lands under its own."""
    await tx.script(SEATS_BY_RULE_DDL)
    await retally(tx, game)
