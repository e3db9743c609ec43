"""Looking things up: a player's hand, the public view, the log in words, where a game
waits, and a player's games across a server."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.engine import action_from_dict, apply_action, new_game, view
from bot.engine.board import DATA_DIR
from bot.history import Snapshot, public_history
from bot.service.base import HUMAN, ServiceBase, ServiceError
from bot.store import GameRow


@dataclass(frozen=True)
class Seated:
    """One game a player sits in, for /games."""

    game_id: int
    channel_id: str
    status: str
    waits_for_you: bool
    since: float
    turn: int
    turn_message: str


SINCE_LINES = 12  # "since your last turn" keeps the newest lines: a private reply has 2,000 characters
ENDS_A_TURN = ("turn", "game_over")


def since_turn_of(events: list[dict[str, Any]], seat: int) -> list[dict[str, Any]]:
    """The public events after the end of ``seat``'s last finished turn (all of them if it
    has not played one yet): a turn ends where the next one, or the game's end, is told."""
    starts = [i for i, event in enumerate(events) if event["kind"] == "turn" and event["player"] == seat]
    for start in reversed(starts):
        end = next((j for j in range(start + 1, len(events)) if events[j]["kind"] in ENDS_A_TURN), None)
        if end is not None:
            return events[end:]
    return events


class Reading(ServiceBase):
    async def hand(self, channel: str, user: str) -> dict[str, Any]:
        """A player's private view: hand with points, open decisions and offers, standing orders."""
        row = await self._playing_or_over(channel)
        seat = self._seat_of(row, user)
        state = self._state(row)
        data = view(state, seat)
        data["orders"] = (await self.store.standing_orders(row.id)).get(seat, {})
        data["names"] = [s["name"] for s in row.seats]
        data["version"] = row.version
        data["game"] = row.id
        data["since"] = await self._since_last_turn(row, seat)
        return data

    async def _since_last_turn(self, row: GameRow, seat: int) -> list[str]:
        """What the table did while the seat was away: the public news (the service's own
        notes included) since the seat's last turn ended, the newest lines."""
        said = [event for item in await self.store.news(row.id) for event in item.events]
        lines = self.public_lines(since_turn_of(said, seat), [s["name"] for s in row.seats])
        return lines[-SINCE_LINES:]

    async def public_view(self, channel: str) -> tuple[GameRow, dict[str, Any] | None]:
        row = await self.store.latest_game(channel)
        if row is None:
            raise ServiceError("No game has been played in this channel yet. Start one with /new.")
        if not row.state:
            return row, None
        return row, view(self._state(row))

    def rules_summary(self) -> str:
        """The rules in short (``data/rules_summary.md``), for /rules."""
        return (DATA_DIR / "rules_summary.md").read_text(encoding="utf-8")

    async def log_lines(self, channel: str, last: int = 25) -> list[str]:
        """The game so far in public words, rebuilt from the seed and the action log."""
        row = await self._playing_or_over(channel)
        names = [s["name"] for s in row.seats]
        at_once = row.settings.get("sales") == "at_once"
        state, events = new_game(names, row.seed, self.board, at_once)
        for entry in await self.store.log(row.id):
            events += apply_action(state, entry.seat, action_from_dict(entry.action))
        return self.public_lines([e.to_dict() for e in events if e.private_to is None], names)[-last:]

    async def history(self, channel: str) -> tuple[GameRow, list[Snapshot]]:
        """Every public position of the channel's latest game, one per completed turn,
        rebuilt from its log (for /replay and /board turn:N)."""
        row = await self._playing_or_over(channel)
        log = [(e.seat, action_from_dict(e.action)) for e in await self.store.log(row.id)]
        names = [s["name"] for s in row.seats]
        at_once = row.settings.get("sales") == "at_once"
        return row, list(public_history(names, row.seed, log, self.board, at_once))

    async def channel_of(self, game_id: int) -> str:
        """The channel of a game in play, for buttons that carry only the game's id."""
        row = await self.store.game(game_id)
        if row is None or row.status != "playing":
            raise ServiceError("That game is no longer in play; see /board for the newest one.")
        return row.channel_id

    async def waiting_for(self, channel: str) -> list[str]:
        """The people the game visibly waits for (the turn, or a discard)."""
        row = await self._playing(channel)
        public = view(self._state(row))
        return [row.seats[w["player"]]["user"] for w in public["waiting"] if row.seats[w["player"]]["kind"] == HUMAN]

    async def deciding(self, channel: str, user: str) -> bool:
        """Whether the user has a decision open in this channel's game (private: for the
        user's own screens only)."""
        row = await self.store.live_game(channel)
        if row is None or row.status != "playing" or all(s["user"] != user for s in row.seats):
            return False
        seat = self._seat_of(row, user)
        return bool(view(self._state(row), seat)["decisions"])

    async def games_of(self, guild: str, user: str) -> list[Seated]:
        """Every live game in the server in which the user sits: those waiting for them
        first, oldest wait first (for /games)."""
        found = []
        for row in await self.store.games_in_guild(guild):
            if all(s["user"] != user for s in row.seats):
                continue
            waits = False
            turn = 0
            if row.status == "playing":
                state = self._state(row)
                seat = self._seat_of(row, user)
                mine = view(state, seat)
                waits = any(w["player"] == seat for w in mine["waiting"]) or bool(mine["decisions"])
                turn = state.turn
            found.append(Seated(row.id, row.channel_id, row.status, waits, row.waiting_since, turn,
                                row.turn_message))
        return sorted(found, key=lambda g: (not g.waits_for_you, g.since))
