"""People's ratings: derived from the finished games, kept in tables of their own.

A game that finishes with at least two people at the table rates them, in the transaction
that finishes it (``rate_finished``, called by ``Store.save``): per server (the scope is the
server's id) and across servers (``EVERY_SERVER``). ``rated_games`` keeps the order in which
games were rated, so that ``rebuild`` replays them in that order and gets the same numbers.
Every row is keyed by the person's user id, so forgetting a person can delete or rename theirs.

Who is rated is the table's ``rating`` setting (docs/ratings.md#which-games-count). By default
(``rated``), a seat counts for its person when they held it to the end; a time-out stand-in
that played single decisions leaves it theirs. A seat taken over for good (``/replace``, the
person left the server) plays on as its computer level, at the level's fixed rating, and its
person is not rated for that game. ``leavers_last`` rates that person too, as placed below
everyone; ``clean_only`` rates the game only if no stand-in played and no seat was taken over;
``unrated`` never. A table that allows hints counts for nobody, whatever its ``rating``. A
forgotten person's seat (``Seat.forgotten``) takes part in a rebuild at the starting rating
and is rated for nobody."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.games.interface import Game
from bot.ratings.skill import START, Skill, rate_game
from bot.ratings.standings import EVERY_SERVER
from bot.store.row_values import OFFLINE_GUILD, By
from bot.store.rows import GameRow, Seat, game_row
from bot.store.settings import table_settings
from bot.store.transaction import Transaction, marks

RATINGS_DDL = """
    CREATE TABLE ratings (
        scope TEXT NOT NULL,
        user_id TEXT NOT NULL,
        name TEXT NOT NULL,
        mu REAL NOT NULL,
        sigma REAL NOT NULL,
        low REAL NOT NULL,
        games INTEGER NOT NULL DEFAULT 0,
        wins INTEGER NOT NULL DEFAULT 0,
        points INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (scope, user_id)
    );
    CREATE INDEX ratings_by_rank ON ratings(scope, low, user_id);
    CREATE INDEX ratings_by_user ON ratings(user_id);
    CREATE TABLE rating_tallies (
        scope TEXT NOT NULL,
        user_id TEXT NOT NULL,
        players INTEGER NOT NULL,
        games INTEGER NOT NULL DEFAULT 0,
        wins INTEGER NOT NULL DEFAULT 0,
        points INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (scope, user_id, players)
    );
    CREATE INDEX rating_tallies_by_user ON rating_tallies(user_id);
    CREATE TABLE rated_games (
        position INTEGER PRIMARY KEY AUTOINCREMENT,
        game_id INTEGER NOT NULL UNIQUE REFERENCES games(id)
    );
    CREATE TABLE hidden_players (user_id TEXT PRIMARY KEY);
"""

# Schema version 16: each person's rating after each of their rated games, per scope, for the
# chart in /stats. ``step``: their rated games in that scope so far (1 for the first).
CHART_DDL = """
    CREATE TABLE rating_history (
        scope TEXT NOT NULL,
        user_id TEXT NOT NULL,
        step INTEGER NOT NULL,
        mu REAL NOT NULL,
        sigma REAL NOT NULL,
        at REAL NOT NULL,
        PRIMARY KEY (scope, user_id, step)
    );
    CREATE INDEX rating_history_by_user ON rating_history(user_id);
"""


LAST = -1  # a leaver's place under ``leavers_last``: below every seat's points, which are never negative


@dataclass(frozen=True)
class Placing:
    """One seat's result in a finished game: ``user`` is its person, whose rating the table
    holds; "" when a computer finished the seat, rated at ``skill``, its level's fixed rating,
    or when its person was forgotten (then at the starting rating: whose it was is gone).
    ``points`` go into the person's figures; ``place`` is what the ranking compares (the
    points, or ``LAST`` for a leaver). ``person``: a person's result (forgotten or not), for
    the two it takes."""

    user: str
    name: str
    skill: Skill
    points: int
    place: int
    won: bool
    person: bool


def placings(row: GameRow, game: Game) -> list[Placing]:
    """Every seat's result in the finished game ``row`` (by ``game``'s reading of its final
    state), as its ``rating`` setting counts it."""
    outcome = game.result(row.state)
    best = set(outcome.winners)
    leavers_last = row.settings.rating == "leavers_last"
    result = []
    for index, (points, seat) in enumerate(zip(outcome.points, row.seats, strict=True)):
        if seat.human:  # held to the end (by its person, even one who left after their last move)
            result.append(Placing(_whose(seat), seat.name, START, points, points, index in best, True))
        elif leavers_last and seat.taken_over:  # a forfeit: a loss with no points, below everyone
            result.append(Placing(_whose(seat), seat.name, START, 0, LAST, False, True))
        else:
            result.append(Placing("", seat.name, game.level_skill(seat.kind), points, points, index in best, False))
    return result


def _whose(seat: Seat) -> str:
    """The user whose rating a person's seat moves: nobody's once they were forgotten."""
    return "" if seat.forgotten else seat.user


async def counted(tx: Transaction, row: GameRow) -> bool:
    """Whether the table's ``rating`` setting lets the finished game ``row`` count at all.
    Judged once, when the game ends: ``rated_games.counted`` keeps the answer, because the
    action log that shows a stand-in may be pruned later (docs/privacy.md)."""
    if row.settings.rating == "unrated" or not row.settings.rateable:  # the game's own settings may forbid it
        return False
    if row.settings.rating != "clean_only":
        return True
    return not any(seat.taken_over for seat in row.seats) and not await tx.fetch(
        "SELECT 1 FROM actions WHERE game_id = ? AND by = ? LIMIT 1", (row.id, By.STOOD_IN.value))


def rating_scopes(row: GameRow) -> tuple[str, ...]:
    """Where a finished game rates its people: its server and across servers; a keyboard game (``OFFLINE_GUILD``) only
    its own, so leaderboards never list names typed at a console sharing the database."""
    return (row.guild_id,) if row.guild_id == OFFLINE_GUILD else tuple(sorted({row.guild_id, EVERY_SERVER}))


async def rate_finished(tx: Transaction, game: Game, row: GameRow, lock: str, charted: bool = True,
                        counts: bool | None = None) -> None:
    """Rate the game that just finished, if at least two people played it to the end and the
    table's setting lets it count (``counts``: as judged before, in a rebuild);
    ``lock``: the backend's row lock, so that two games sharing a person rate one after the
    other. Their ``rated_games.position`` (drawn once the rows are locked) keeps that order;
    games without a person in common may take theirs in either order, which changes nobody's
    numbers. ``charted``: also note each person's new rating in ``rating_history`` (False only
    for schema version 13, which comes before that table)."""
    seats = placings(row, game)
    people = sorted({p.user for p in seats if p.user})
    if sum(p.person for p in seats) < 2 or not people:
        return
    if not (await counted(tx, row) if counts is None else counts):
        await tx.execute("INSERT INTO rated_games (game_id, counted) VALUES (?, 0)", (row.id,))
        return
    scopes = rating_scopes(row)
    keys = sorted((scope, user) for scope in scopes for user in people)
    names = {p.user: p.name for p in seats}
    await tx.executemany("INSERT INTO ratings (scope, user_id, name, mu, sigma, low) VALUES (?, ?, ?, ?, ?, ?) "
                         "ON CONFLICT (scope, user_id) DO NOTHING",
                         [(scope, user, names[user], START.mu, START.sigma, START.low) for scope, user in keys])
    records = await tx.fetch(f"SELECT scope, user_id, mu, sigma FROM ratings WHERE scope IN ({marks(scopes)}) "
                             f"AND user_id IN ({marks(people)}) ORDER BY scope, user_id{lock}", (*scopes, *people))
    held = {(r["scope"], r["user_id"]): Skill(float(r["mu"]), float(r["sigma"])) for r in records}
    for scope in scopes:
        await _rate_in(tx, scope, seats, held)
        if charted:
            await tx.executemany("INSERT INTO rating_history (scope, user_id, step, mu, sigma, at) SELECT scope, "
                                 "user_id, games, mu, sigma, ? FROM ratings WHERE scope = ? AND user_id = ?",
                                 [(row.updated, scope, user) for user in people])
    await tx.execute("INSERT INTO rated_games (game_id) VALUES (?)", (row.id,))


async def _rate_in(tx: Transaction, scope: str, seats: Sequence[Placing], held: dict[tuple[str, str], Skill]) -> None:
    """One scope's update: the people's new ratings and tallies (computers stay as they are)."""
    after = rate_game([held[scope, p.user] if p.user else p.skill for p in seats], [p.place for p in seats])
    people = [(p, skill) for p, skill in zip(seats, after, strict=True) if p.user]
    await tx.executemany(
        "UPDATE ratings SET name = ?, mu = ?, sigma = ?, low = ?, games = games + 1, wins = wins + ?, "
        "points = points + ? WHERE scope = ? AND user_id = ?",
        [(p.name, skill.mu, skill.sigma, skill.low, int(p.won), p.points, scope, p.user) for p, skill in people])
    await tx.executemany(
        "INSERT INTO rating_tallies (scope, user_id, players, games, wins, points) VALUES (?, ?, ?, 1, ?, ?) "
        "ON CONFLICT (scope, user_id, players) DO UPDATE SET games = rating_tallies.games + 1, "
        "wins = rating_tallies.wins + excluded.wins, points = rating_tallies.points + excluded.points",
        [(scope, p.user, len(seats), int(p.won), p.points) for p, _ in people])


async def rebuild(tx: Transaction, game: Game, charted: bool = True, judged: bool = True) -> int:
    """Rate every finished game again from nothing, in the order they were first rated
    (games finished before ratings existed after them, in the order they ended), each counted
    or not as judged when it ended; returns how many games were rated. ``charted``, ``judged``:
    the schema has ``rating_history`` (version 16) and ``rated_games.counted`` (version 17)."""
    counted_column = "r.counted" if judged else "NULL"
    records = await tx.fetch(
        f"SELECT g.*, {counted_column} AS counted_before FROM games g LEFT JOIN rated_games r ON r.game_id = g.id "
        "WHERE g.status = 'over' ORDER BY CASE WHEN r.position IS NULL THEN 1 ELSE 0 END, r.position, g.updated, g.id")
    for table in ("ratings", "rating_tallies", "rated_games", *(("rating_history",) if charted else ())):
        await tx.execute(f"DELETE FROM {table}")
    table = table_settings(game)
    for record in records:
        before = record["counted_before"]
        await rate_finished(tx, game, game_row(record, table), "", charted, None if before is None else bool(before))
    return int((await tx.fetch(f"SELECT COUNT(*) FROM rated_games{' WHERE counted = 1' if judged else ''}"))[0][0])


async def rated_from_the_start(tx: Transaction, game: Game) -> None:
    """Schema version 13: the ratings' tables, filled from the games already finished."""
    await tx.script(RATINGS_DDL)
    await rebuild(tx, game, charted=False, judged=False)


async def charted_from_the_start(tx: Transaction, game: Game) -> None:
    """Schema version 16: the ratings' history, by rating the finished games again in order."""
    await tx.script(CHART_DDL)
    await rebuild(tx, game, judged=False)


# Schema version 17: whether each finished game counted, as judged when it ended (the table's
# ``rating`` setting), so that a rebuild needs no action log; every game before it counted.
JUDGED_DDL = "ALTER TABLE rated_games ADD COLUMN counted INTEGER NOT NULL DEFAULT 1;"
