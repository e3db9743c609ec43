"""A server's finished games for ``/history``, newest first: read along the index
``games_ended`` (server, status, end time, id), a page at a time, never by going through
every game. The winners come from each listed game's final state (a page at a time), so a
forgotten person shows under their placeholder name, as in the game itself."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from bot.games.interface import Game
from bot.ratings.standings import PastGame, Winner
from bot.store.rows import seat_from_json

# Schema version 14. ``updated`` of a finished game is when it ended (the retention of old
# games reads it the same way).
GAMES_ENDED = "CREATE INDEX games_ended ON games(guild_id, status, updated, id);"

FINISHED = "games WHERE guild_id = ? AND status = 'over'"  # a server's finished games: along games_ended
# The page's ids from the index alone (a deep page skips index entries, not whole rows), then
# those rows by key; the caller puts the few rows in order (``newest_first``).
# ``newest``: the channel's latest game (``latest_game``, along games_by_channel), the one /replay there shows.
PAGE_OF_FINISHED = ("SELECT id, guild_id, channel_id, updated, seats, state, turn_message, "
                    "(SELECT MAX(later.id) FROM games AS later WHERE later.channel_id = games.channel_id "
                    "AND later.status != 'kept') AS newest FROM games WHERE id IN "
                    "(SELECT id FROM " + FINISHED + " ORDER BY updated DESC, id DESC LIMIT ? OFFSET ?)")


def newest_first(games: list[PastGame]) -> tuple[PastGame, ...]:
    return tuple(sorted(games, key=lambda game: (game.ended, game.game_id), reverse=True))


def past_game(record: Mapping[str, Any], game: Game) -> PastGame:  # SQL: a row of PAGE_OF_FINISHED
    """The listed game: its winners with their points, by its final state (as ``game`` reads
    it) and seats."""
    result = game.result(record["state"])
    seats = [seat_from_json(seat) for seat in json.loads(record["seats"])]  # JSON: games.seats
    best = tuple(Winner(seats[seat].name, result.points[seat], seats[seat].taken_over) for seat in result.winners)
    return PastGame(int(record["id"]), str(record["guild_id"]), str(record["channel_id"]), float(record["updated"]),
                    best, str(record["turn_message"] or ""), replayable=int(record["newest"]) == int(record["id"]))
