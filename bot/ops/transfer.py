"""A game as a file: its seed, seats, settings, standing orders and action log as JSON, which
rebuild it in any database (SQLite or PostgreSQL, this machine or another) by replay. The
file also holds a digest of the game's state, so an import proves that the replay reached
the very same position, and refuses a file that does not replay, saying where and why."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Any

from bot.ai import LEVELS
from bot.engine import (
    Action,
    GameState,
    RuleError,
    action_from_dict,
    action_to_dict,
    announce_key,
    apply_action,
    as_remembered,
    board_by_id,
    dict_to_json,
    memory_of,
    state_to_dict,
    state_to_json,
)
from bot.games.samarkand.carry_over import resumed_clocks
from bot.games.samarkand.game_service import MAX_SEATS
from bot.games.samarkand.game_settings import Settings
from bot.service.base import storable
from bot.store import (
    HUMAN,
    NOTHING_ANNOUNCED,
    AnnounceKey,
    By,
    ChannelBusy,
    GameRow,
    GameStatus,
    LogEntry,
    Seat,
    Store,
    game_status,
    seat_from_json,
    seat_to_json,
    status_text,
)
from bot.store.notes import Imported, NewsItem

FORMAT = "samarkand-game/1"
FIRST_BOARD = "silk-road-1"  # files that do not name their board were all written on the first one
STATUSES = tuple(status_text(s) for s in GameStatus if s is not GameStatus.KEPT)  # what a game file may hold


class TransferError(Exception):
    """A file that cannot be imported, or a game that cannot be exported; says why."""


@dataclass(frozen=True)
class GameFile:
    """An exported game read and replayed, not yet written anywhere: its data, and the state
    its log leads to (None for a game that never started)."""

    data: dict[str, Any]  # JSON: the file as read, checked for shape
    state: GameState | None


def read_game(text: str, name: str) -> GameFile:
    """The file's game, checked and replayed before any database is touched; TransferError
    naming what is wrong."""
    data = parsed(text, name)
    return GameFile(data, replayed(data, name))


def digest(state_json: str) -> str:
    return hashlib.sha256(state_json.encode()).hexdigest()


async def numbered_game(store: Store, written: str) -> GameRow | None:
    """The game numbered ``written``, if any: only ASCII digits a database holds ("²" passes ``str.isdigit``, not
    ``int``; past 2**63 - 1 the query overflows)."""
    number = int(written) if written.isascii() and written.isdigit() else 0
    return await store.game(number) if storable(number) else None


async def export_game(store: Store, game: str) -> dict[str, Any]:  # JSON: the file's content
    """The game numbered ``game`` (or the latest game of the channel with that id) as JSON data."""
    row = await numbered_game(store, game) or await store.latest_game(game)
    if row is None:
        raise TransferError(f"There is no game {game[:30]} (a game's number, or a channel's id) in this database.")
    orders = await store.standing_orders(row.id)
    log = await store.log(row.id)
    if row.status is GameStatus.OVER and not log:  # a game that ended had moves: SAMARKAND_RETAIN_DAYS deleted them
        raise TransferError(f"Game {row.id} ended, and its log was deleted under SAMARKAND_RETAIN_DAYS: it cannot be "
                            "rebuilt elsewhere (its result stays in this database).")
    return {"format": FORMAT, "game": row.id, "channel": row.channel_id, "guild": row.guild_id, "host": row.host_id,
            "status": status_text(row.status), "seed": row.seed, "settings": row.settings.to_json(),
            "seats": [seat_to_json(seat) for seat in row.seats],
            "standing_orders": [{"seat": s, "card": c, "sell": sell} for s, cards in orders.items()
                                for c, sell in cards.items()],
            "log": [{"seat": e.seat, "action": action_to_dict(e.action), "by": e.by, "at": e.at}
                    for e in log],
            "board": json.loads(row.state)["board"] if row.state else "",
            "discarded": memory_of(json.loads(row.state)) if row.state else None,
            "state_sha256": digest(row.state) if row.state else ""}


def parsed(text: str, name: str) -> dict[str, Any]:  # JSON: the file's content
    """The file's data, checked for shape; TransferError naming what is wrong."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        at = ":" if err.msg.endswith(" at") else " at"  # "Unterminated string starting at" says it already
        raise TransferError(f"{name} is not JSON ({err.msg}{at} line {err.lineno}, column {err.colno}).") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise TransferError(f"{name} is not a game exported by `python -m bot export` (no \"format\": \"{FORMAT}\").")
    expected = {"channel": str, "guild": str, "host": str, "status": str, "seed": int, "settings": dict,
                "seats": list, "standing_orders": list, "log": list, "state_sha256": str}
    for key, kind in expected.items():
        if not isinstance(data.get(key), kind):
            raise TransferError(f"{name}: \"{key}\" is missing or not a {kind.__name__}.")
    if not isinstance(data.get("board", ""), str):
        raise TransferError(f"{name}: \"board\" must be a board's id (a string).")
    memory = data.get("discarded")  # absent in a file written before the bot kept it
    if memory is not None and not (isinstance(memory, list) and len(memory) == len(data["seats"]) and all(
            isinstance(cards, list) and all(type(card) is int for card in cards) for cards in memory)):
        raise TransferError(f"{name}: \"discarded\" must be a list of cards (numbers) for each seat.")
    if data["status"] not in STATUSES:
        raise TransferError(f"{name}: \"status\" must be one of {', '.join(STATUSES)}.")
    for number, seat in enumerate(data["seats"], 1):
        if not (isinstance(seat, dict) and all(isinstance(seat.get(k), str) for k in ("user", "name", "kind"))
                and seat["kind"] in (HUMAN, *LEVELS)):
            raise TransferError(f"{name}: seat {number} needs a user, a name and a kind ({HUMAN} or a computer "
                                f"level: {', '.join(LEVELS)}).")
    if not 1 <= len(data["seats"]) <= MAX_SEATS:
        raise TransferError(f"{name}: a game has 1 to {MAX_SEATS} seats, not {len(data['seats'])}.")
    try:
        Settings.from_json(data["settings"])
    except (TypeError, ValueError) as err:
        raise TransferError(f"{name}: \"settings\" are not a table's: {err}.") from None
    for number, order in enumerate(data["standing_orders"], 1):
        if not (isinstance(order, dict) and type(order.get("seat")) is int and type(order.get("card")) is int
                and 0 <= order["seat"] < len(data["seats"]) and isinstance(order.get("sell"), bool)):
            raise TransferError(f"{name}: standing order {number} needs a seat (0 to {len(data['seats']) - 1}), "
                                "a card's number and sell (true or false).")
    return data


def replayed(data: dict[str, Any], name: str) -> GameState | None:  # JSON: the file's content
    """The state the file's log leads to (None for a game that never started), checked against
    the file's digest; TransferError naming the first entry that does not replay."""
    if not data["state_sha256"]:
        if data["log"]:
            raise TransferError(f"{name}: a game that never started has no actions, "
                                f"but the log has {len(data['log'])}.")
        return None
    names = [seat["name"] for seat in data["seats"]]
    try:
        board = board_by_id(data.get("board") or FIRST_BOARD)
        state, _ = Settings.from_json(data["settings"]).setup(board).start(names, data["seed"], seated=True)
    except (RuleError, ValueError) as err:
        raise TransferError(f"{name}: the game cannot start again from its seats and seed: {err}") from None
    makers = set(By)
    for number, entry in enumerate(data["log"], 1):
        try:
            if entry.get("by", By.PLAYER) not in makers:
                raise TransferError(f"{name}: log entry {number} says it was made by none of "
                                    f"{', '.join(By)}: {json.dumps(entry)[:120]}")
            apply_action(state, int(entry["seat"]), action_from_dict(entry["action"]))
        except RuleError as err:
            raise TransferError(f"{name}: log entry {number} (seat {entry['seat']}) cannot be "
                                f"replayed: {err}") from None
        except (KeyError, TypeError, ValueError, IndexError, AttributeError):
            raise TransferError(f"{name}: log entry {number} is not a seat and an action: "
                                f"{json.dumps(entry)[:120]}") from None
    memory = data.get("discarded")
    if memory is None and digest(state_to_json(state)) == data["state_sha256"]:
        return state  # the memory the log leads to: a file that names none, written of a replay
    if digest(dict_to_json(as_remembered(state_to_dict(state), memory))) != data["state_sha256"]:
        raise TransferError(f"{name}: the replay ends in another position than the exported game's (the file was "
                            "changed, or written under other rules).")
    for player, cards in zip(state.players, memory or [[] for _ in state.players], strict=True):
        player.discarded = list(cards)  # as the exported game remembered them (R4.5)
    return state


def busy(channel: str) -> TransferError:
    return TransferError(f"Channel {channel} already has a game in its lobby or in play: import into another "
                         "with --channel, or end that game first.")


async def held_already(store: Store, seed: int, seats: list[Seat],
                       entries: list[LogEntry[Action]]) -> GameRow | None:
    """The game in play or finished here that the file's is a copy of: dealt from the same seed
    to the same people, one log the start of the other (the copy exported earlier or later). A
    chosen seed (``play --seed``) deals other games to other tables or other moves: not the same."""
    users, given = [seat.user for seat in seats], [(entry.seat, entry.action) for entry in entries]
    for row in await store.counted_with_seed(seed):
        if [seat.user for seat in row.seats] == users:
            held = [(entry.seat, entry.action) for entry in await store.log(row.id)]
            if held[:len(given)] == given[:len(held)]:
                return row
    return None


async def import_game(store: Store, game: GameFile, now: float, channel: str | None = None) -> GameRow:
    """Rebuild the file's game in ``store`` (in ``channel``, else the file's own), with its clock
    starting now; a game in play gets a fresh turn message."""
    data, state = game.data, game.state
    seats = [seat_from_json(seat) for seat in data["seats"]]
    target = channel or data["channel"]
    if await store.live_game(target) is not None:
        raise busy(target)
    entries = [LogEntry(int(e["seat"]), action_from_dict(e["action"]), By(e.get("by", By.PLAYER)),
                        float(e.get("at", now)))
               for e in data["log"]]
    if game_status(data["status"]) in (GameStatus.PLAYING, GameStatus.OVER) and (
            same := await held_already(store, data["seed"], seats, entries)) is not None:
        raise TransferError(f"This game is already game {same.id} here (in channel {same.channel_id}, "
                            f"{same.status.value}): a second copy would be played on twice and counted twice. "
                            "Import moves a game into another database; nothing was written.")
    try:
        row = await store.create(target, data["guild"], data["host"], Settings.from_json(data["settings"]),
                                 seats, data["seed"], now)
    except ChannelBusy:
        raise busy(target) from None
    row.status = game_status(data["status"])
    news: list[NewsItem] | None = None
    if state is not None:
        row.state, row.waiting_since = state_to_json(state), now
        row.offer_clocks, row.computer_due = resumed_clocks(state, seats, now)
        news = [Imported()] if row.status is GameStatus.PLAYING else None
    key = AnnounceKey(announce_key(state)) if state is not None else NOTHING_ANNOUNCED
    row = await store.save(row, entries, news, key)
    for order in data["standing_orders"]:
        await store.set_standing_order(row.id, int(order["seat"]), int(order["card"]), bool(order["sell"]))
    return row
