"""Samarkand's part of schema version 9 (``bot.store.migrations.rebuild_under_own_rules``): every saved game's
state in today's layout, under the rules it began under (docs/upgrades.md).

A game saved by the first release (state format 1) is replayed from its seed and log under the first sale
ruling and must equal the position it saved; a later one (format 2) only gains its rules' name. A game that
cannot be carried over is set aside exactly as it was, with the reason, and the migration goes on."""

from __future__ import annotations

import json
from typing import Any

from bot.engine import (
    BoardError,
    GameState,
    RuleError,
    RulesVersion,
    Setup,
    action_from_dict,
    announce_key,
    apply_action,
    awaiting,
    board_by_id,
    state_from_dict,
    state_to_dict,
    state_to_json,
)
from bot.store.row_values import OfferKey
from bot.store.rows import Seat, clocks_to_json, seat_from_json
from bot.store.transaction import Transaction

FIRST_FORMAT, REVISED_FORMAT = 1, 2  # the state layouts of the first release and of the revised R6.5


class CannotCarryOver(Exception):
    """Why a saved game cannot be rebuilt, in words for its host and players."""


def resumed_clocks(state: GameState, seats: list[Seat], since: float) -> tuple[dict[OfferKey, list[float]], bool]:
    """What a game rebuilt from its log starts with: each open sale offer's clock (opened at
    ``since``, never reminded), and whether a computer seat must move (``computer_due``)."""
    clocks = {OfferKey(d.player, d.card): [since, 0.0] for d in state.offers + state.pending if d.kind == "sale"}
    due = any(not seats[d.player].human for d in awaiting(state))
    return clocks, due


async def states_under_own_rules(tx: Transaction) -> None:
    """Carry every saved state over; a game that cannot be is kept as it was (status ``kept``)."""
    for game in await tx.fetch("SELECT id, status, seats, seed, settings, state, updated FROM games "
                               "WHERE state != ''"):
        try:
            saved = json.loads(game["state"])
            if saved.get("format") == FIRST_FORMAT:
                await _rebuild_first_format(tx, game, saved)
            elif saved.get("format") == REVISED_FORMAT:
                await _name_revised_rules(tx, game, saved)
            else:
                raise CannotCarryOver(f"its saved state has a layout this version does not know "
                                      f"({saved.get('format')!r})")
        except CannotCarryOver as why:
            await tx.execute("UPDATE games SET kept_status = status, status = 'kept', kept_reason = ? WHERE id = ?",
                             (str(why), game["id"]))


async def _name_revised_rules(tx: Transaction, game: Any, saved: dict[str, Any]) -> None:  # JSON: the saved state
    """A game begun under the revised R6.5 keeps it: its state names it, and nothing else changes."""
    try:
        state = state_from_dict({**saved, "format": 3, "rules_version": RulesVersion.REVISED_SALES})
    except (BoardError, KeyError, TypeError, ValueError) as err:
        raise CannotCarryOver(f"its saved state cannot be read ({err})") from None
    await _write(tx, game, state, RulesVersion.REVISED_SALES)


async def _rebuild_first_format(tx: Transaction, game: Any, saved: dict[str, Any]) -> None:  # JSON: the saved state
    """A first-release game, replayed under its own ruling (every sale offer waits for its
    answer): the clocks of its open offers start again, and a game in play gets news, so that
    a turn message with today's buttons goes out once."""
    seats = [seat_from_json(seat) for seat in json.loads(game["seats"])]
    state = await _replayed(tx, game, seats, saved)
    difference = first_difference(saved, state_to_dict(state))
    if difference:
        raise CannotCarryOver(f"its moves lead to a different position than the one saved ({difference})")
    await _write(tx, game, state, RulesVersion.FIRST_SALE_RULING)
    clocks, due = resumed_clocks(state, seats, game["updated"])
    await tx.execute("UPDATE games SET offer_clocks = ?, computer_due = ? WHERE id = ?",
                     (clocks_to_json(clocks), int(due), game["id"]))
    if game["status"] == "playing":
        (last,) = await tx.fetch("SELECT COALESCE(MAX(seq), 0) AS seq FROM news WHERE game_id = ?", (game["id"],))
        # keyed as the release this upgrade comes from keyed its news; the turn message owed reads the live key
        await tx.execute("INSERT INTO news (game_id, seq, events, key, at) VALUES (?, ?, '[]', ?, ?)",
                         (game["id"], last["seq"] + 1, announce_key(state, sale_phase=False), game["updated"]))


async def _replayed(tx: Transaction, game: Any, seats: list[Seat], saved: dict[str, Any]) -> GameState:  # JSON
    """The game rebuilt from its seed and log under the first sale ruling."""
    try:
        setup = Setup(board_by_id(saved["board"]), rules_version=RulesVersion.FIRST_SALE_RULING)
        state, _ = setup.start([s.name for s in seats], game["seed"])
    except (BoardError, KeyError, ValueError) as err:
        raise CannotCarryOver(f"it cannot start again from its seats and seed ({err})") from None
    records = await tx.fetch("SELECT seq, seat, action FROM actions WHERE game_id = ? ORDER BY seq", (game["id"],))
    for record in records:
        try:
            apply_action(state, record["seat"], action_from_dict(json.loads(record["action"])))
        except RuleError as err:  # its rule item only: the sentence may name a card someone holds (R10)
            raise CannotCarryOver(f"move {record['seq']} of its log breaks rule {err.rule} under the rules "
                                  "it began under") from None
        except (KeyError, TypeError, ValueError):
            raise CannotCarryOver(f"move {record['seq']} of its log cannot be read") from None
    return state


async def _write(tx: Transaction, game: Any, state: GameState, rules: RulesVersion) -> None:
    settings = json.loads(game["settings"])
    settings["rules_version"] = int(rules)
    if rules == RulesVersion.FIRST_SALE_RULING:
        settings["sales"] = "at_once"  # what that ruling was; the table's settings say so
    await tx.execute("UPDATE games SET state = ?, settings = ? WHERE id = ?",
                     (state_to_json(state), json.dumps(settings), game["id"]))


def first_difference(saved: Any, rebuilt: Any, where: str = "state") -> str:
    """Where ``rebuilt`` differs from ``saved`` on what ``saved`` holds (fields added since it
    was saved are not compared); "" when it holds all of it."""
    if isinstance(saved, dict) and isinstance(rebuilt, dict):
        parts = [(value, rebuilt.get(key), f"{where}.{key}") for key, value in saved.items() if key != "format"]
    elif isinstance(saved, list) and isinstance(rebuilt, list) and len(saved) == len(rebuilt):
        parts = [(old, new, f"{where}[{index}]") for index, (old, new) in enumerate(zip(saved, rebuilt, strict=True))]
    else:
        return "" if saved == rebuilt else where
    return next((found for part in parts if (found := first_difference(*part))), "")

