"""The board's balance as a server plays it (``/stats families:True``): for every finished game, each seat's
first family (married first) and its place in the turn order, with its share of the win (tied winners share
it, as in the board study). Kept as running tallies per server and across servers, written in the transaction
that finishes a game (beside the ratings), so that the command reads a few rows, never the games. The tables
are the store's (``bot.store.balance``); what goes in them is Samarkand's.

A share is measured against a fair one (as ``python -m bot tournament --study`` does): 1/n at a table of n.
Seats are counted apart by their starting money (``seat_rule``): the study measured the rules' money, and
``seats: evened`` gives later seats more precisely to change their figures. First families are counted
together: any seat may marry a family, and the extra Dirham are the seats', not the families'."""

from __future__ import annotations

from bot.engine import Marry, action_from_text, state_from_json, winners
from bot.games.interface import Finished, Statements
from bot.games.samarkand.game_settings import SeatRule, Settings
from bot.ratings.standings import EVERY_SERVER
from bot.store.log_and_news import logged_actions

MARRIAGES = "m"  # how a marriage's short text begins (``m3``): the log's only entries the balance reads


def seat_rule(settings: Settings) -> SeatRule:
    """The money a finished game's seats started with, under which they are counted: ``evened`` when some seat got
    Dirham beyond the rules'. A ``seats: evened`` table at a size its board has no schedule for was dealt the
    rules' money (docs/playing.md#evening-out-the-seats), so it counts with the rules' games."""
    return "evened" if any(settings.seat_money) else "rules"


async def first_families(tx: Statements, game: Finished) -> dict[int, str]:
    """Each seat's first family by name (a seat that never married has none), from the game's
    log: its marriages only, read along the log's key."""
    state = state_from_json(game.state)
    first: dict[int, str] = {}
    for seat, text in await logged_actions(tx, game.game_id, MARRIAGES):
        action = action_from_text(text)
        if isinstance(action, Marry):
            first.setdefault(seat, state.board.families[action.family].name)
    return first


async def tally_finished(tx: Statements, game: Finished) -> None:
    """Count the game that just finished, on its server and across servers; its seats under
    the money they started with."""
    state = state_from_json(game.state)
    players, won, rule = len(state.players), winners(state), seat_rule(Settings.from_json(game.settings))
    shares = [1 / len(won) if seat in won else 0.0 for seat in range(players)]
    first = await first_families(tx, game)
    for scope in sorted({game.server, EVERY_SERVER}):
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
