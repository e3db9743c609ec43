"""What the statistics commands read: people's ratings, leaderboards, the server's finished
games and its balance, each by index and never by scanning the games (``bot.store.ratings``
writes them as games end)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.ratings.skill import Skill
from bot.ratings.standings import (
    CHART_POINTS,
    EVERY_SERVER,
    HISTORY_PAGE,
    MIN_GAMES,
    PAGE,
    Balance,
    BoardLine,
    FamilyShare,
    History,
    Leaderboard,
    RatingPoint,
    SeatShare,
    Standing,
    Tally,
)
from bot.store.balance import retally
from bot.store.connection import Connection
from bot.store.finished import FINISHED, PAGE_OF_FINISHED, newest_first, past_game
from bot.store.ratings import rebuild
from bot.store.transaction import Transaction, marks

AHEAD = ("ratings o WHERE o.scope = r.scope AND o.games >= ? "  # the visible people ranked ahead of r
         "AND (o.low > r.low OR (o.low = r.low AND o.user_id > r.user_id)) "
         "AND NOT EXISTS (SELECT 1 FROM hidden_players h WHERE h.user_id = o.user_id)")
RANKED = ("ratings r WHERE r.scope = ? AND r.games >= ? "  # a leaderboard's people: scope, min games
          "AND NOT EXISTS (SELECT 1 FROM hidden_players h WHERE h.user_id = r.user_id)")


class Figures(Connection):
    async def standings(self, user_id: str, scopes: Sequence[str], min_games: int = MIN_GAMES) -> dict[str, Standing]:
        """A person's rating and figures in each of ``scopes`` (servers' ids, EVERY_SERVER) where
        they have a rated game. Two reads by index, whatever the number of games: their rows
        (with how many visible people rank ahead of them, counted along ``ratings_by_rank``),
        and their tallies by table size."""
        records = await self._fetch(
            "SELECT r.scope, r.name, r.mu, r.sigma, r.games, r.wins, r.points, EXISTS (SELECT 1 FROM hidden_players h "
            f"WHERE h.user_id = r.user_id) AS hidden, (SELECT COUNT(*) FROM {AHEAD}) AS ahead FROM ratings r WHERE "
            f"r.user_id = ? AND r.scope IN ({marks(scopes)})", (min_games, user_id, *scopes))
        if not records:
            return {}
        tallies: dict[str, list[tuple[int, Tally]]] = {}
        for r in await self._fetch(f"SELECT scope, players, games, wins, points FROM rating_tallies WHERE user_id = ? "
                                   f"AND scope IN ({marks(scopes)}) ORDER BY players", (user_id, *scopes)):
            tallies.setdefault(r["scope"], []).append(
                (int(r["players"]), Tally(int(r["games"]), int(r["wins"]), int(r["points"]))))
        return {r["scope"]: Standing(user_id, str(r["name"]), Skill(float(r["mu"]), float(r["sigma"])),
                                     Tally(int(r["games"]), int(r["wins"]), int(r["points"])),
                                     tuple(tallies.get(r["scope"], ())), bool(r["hidden"]),
                                     None if r["hidden"] or r["games"] < min_games else int(r["ahead"]) + 1)
                for r in records}

    async def leaderboard(self, scope: str, page: int = 1, min_games: int = MIN_GAMES) -> Leaderboard:
        """One page of ``scope``'s leaderboard: the visible people with ``min_games`` or more,
        best first by their interval's lower end: a count and a page, each read along the index
        ``ratings_by_rank`` (faster on SQLite than one read with a window count, which sorts
        the scope's rows again); a page past the last shows the last."""
        ranked = int((await self._fetch(f"SELECT COUNT(*) FROM {RANKED}", (scope, min_games)))[0][0])
        pages = max(1, -(-ranked // PAGE))
        page = min(max(page, 1), pages)
        records = await self._fetch(f"SELECT r.user_id, r.name, r.mu, r.sigma, r.games, r.wins FROM {RANKED} "
                                    "ORDER BY r.low DESC, r.user_id DESC LIMIT ? OFFSET ?",
                                    (scope, min_games, PAGE, (page - 1) * PAGE))
        lines = tuple(BoardLine((page - 1) * PAGE + n, str(r["user_id"]), str(r["name"]),
                                Skill(float(r["mu"]), float(r["sigma"])), int(r["games"]), int(r["wins"]))
                      for n, r in enumerate(records, 1))
        return Leaderboard(lines, page, pages, ranked, min_games)

    async def history(self, guild_id: str, page: int = 1) -> History:
        """One page of the server's finished games, newest first: a count and a page, each read
        along the index ``games_ended``; a page past the last shows the last."""
        total = int((await self._fetch(f"SELECT COUNT(*) FROM {FINISHED}", (guild_id,)))[0][0])
        pages = max(1, -(-total // HISTORY_PAGE))
        page = min(max(page, 1), pages)
        records = await self._fetch(PAGE_OF_FINISHED, (guild_id, HISTORY_PAGE, (page - 1) * HISTORY_PAGE))
        return History(newest_first([past_game(r, self.plays) for r in records]), page, pages, total)

    async def servers(self) -> dict[str, int]:
        """Each server that has held a game, with how many (a lobby, in play or ended; the
        keyboard's too), most first, and any that has ratings alone (0 games: its rated games
        came by another way, an import of ratings, say): what a figure's scope may name."""
        games = await self._fetch("SELECT guild_id, COUNT(*) AS games FROM games WHERE guild_id <> '' "
                                  "GROUP BY guild_id", ())
        rated = await self._fetch("SELECT DISTINCT scope FROM ratings WHERE scope <> ?", (EVERY_SERVER,))
        counts = {**{str(r["scope"]): 0 for r in rated}, **{str(r["guild_id"]): int(r["games"]) for r in games}}
        return dict(sorted(counts.items(), key=lambda server: (-server[1], server[0])))

    async def rating_history(self, user_id: str, scope: str) -> tuple[RatingPoint, ...]:
        """A person's latest ratings in ``scope``, oldest first: read by key, at most CHART_POINTS."""
        records = await self._fetch("SELECT step, mu, sigma, at FROM rating_history WHERE scope = ? AND user_id = ? "
                                    "ORDER BY step DESC LIMIT ?", (scope, user_id, CHART_POINTS))
        return tuple(RatingPoint(int(r["step"]), Skill(float(r["mu"]), float(r["sigma"])), float(r["at"]))
                     for r in reversed(records))

    async def rated_user(self, scope: str, name: str) -> str | None:
        """The user id of the person rated in ``scope`` under ``name`` or that id (the command line's ``--player``)."""
        records = await self._fetch("SELECT user_id FROM ratings WHERE scope = ? AND (name = ? OR user_id = ?) "
                                    "ORDER BY games DESC LIMIT 1", (scope, name, name))
        return str(records[0][0]) if records else None

    async def rebuild_ratings(self) -> int:
        """Every rating, and the balance's tallies, again from the finished games, in order
        (one transaction); returns how many games were rated."""
        async def both(tx: Transaction) -> int:
            rated = await rebuild(tx, self.plays)
            await retally(tx, self.plays)
            return rated
        return await self._in_transaction(both)

    async def balance(self, scope: str) -> Balance:
        """The scope's first families (most married first) and seats, those of the rules'
        money apart from the evened ones: its few tally rows, by key."""
        families = tuple(FamilyShare(str(r["family"]), int(r["seats"]), float(r["wins"]), float(r["fair"]))
                         for r in await self._fetch("SELECT family, seats, wins, fair FROM family_tallies "
                                                    "WHERE scope = ? ORDER BY seats DESC, family", (scope,)))
        records = await self._fetch("SELECT seat_rule, players, seat, games, wins FROM seat_tallies "
                                    "WHERE scope = ? ORDER BY players, seat", (scope,))
        seats = {rule: tuple(SeatShare(int(r["players"]), int(r["seat"]), int(r["games"]), float(r["wins"]))
                             for r in records if r["seat_rule"] == rule) for rule in ("rules", "evened")}
        games = sum(int(r["games"]) for r in records if r["seat"] == 0)
        return Balance(games, families, seats["rules"], seats["evened"])
