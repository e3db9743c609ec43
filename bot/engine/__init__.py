"""The rules of Samarkand: Routes to Riches, pure (no I/O beyond reading the board data).

Public API (see docs/engine.md)::

    state, events = new_game(["ann", "bob", "cyd"], seed=7)
    actions = legal_actions(state, state.active)
    events = apply_action(state, state.active, actions[0])
    view(state, seat)            # what a seat may know (R10); view(state) for spectators
    awaiting(state)              # whose input the game waits for, and for what
    score(state), winners(state)
"""

from bot.engine.action_text import ActionTextError, action_from_text, action_to_text, small_number
from bot.engine.actions import Action, Discard, Expand, Marry, SaleDecision, action_from_dict, action_to_dict
from bot.engine.board import Board, board_by_id, board_named, default_board, load_board
from bot.engine.events import Event, Kind, event_from_json, event_to_json, is_event_json, public, visible_to
from bot.engine.legal import can_take_turn, expansions, frontier, legal_actions, sale_unblocks
from bot.engine.newgame import MAX_PLAYERS, MIN_PLAYERS, new_game
from bot.engine.replay import replay
from bot.engine.rule_error import BoardError, RuleError
from bot.engine.scoring import ScoreLine, card_points, end_reason, score, winners
from bot.engine.setup import RULES_SETUP, Setup
from bot.engine.state import (
    CURRENT_RULES,
    Decision,
    GameState,
    Player,
    RulesVersion,
    as_remembered,
    dict_to_json,
    memory_of,
    state_from_dict,
    state_from_json,
    state_to_dict,
    state_to_json,
)
from bot.engine.turn import apply_action
from bot.engine.view import announce_key, view


def awaiting(state: GameState) -> list[Decision]:
    """Whose input the game waits for: the open decisions, else the active seat's turn (kind "turn"). Private sale
    offers hold nothing up (R6.5; ``open_offers``), but with ``sales_at_once`` or at the end their holders appear
    here: never show this list in public."""
    if state.over:
        return []
    return [d.clone() for d in state.pending] or [Decision("turn", state.active)]


def open_offers(state: GameState) -> list[Decision]:
    """The open private sale offers (R6.5): secret, for routing prompts to their holders."""
    return [d.clone() for d in state.offers]


__all__ = [
    "CURRENT_RULES", "MAX_PLAYERS", "MIN_PLAYERS", "RULES_SETUP", "Action", "ActionTextError", "Board", "BoardError",
    "Decision", "Discard", "Event", "Expand", "GameState", "Kind", "Marry", "Player", "RuleError", "RulesVersion",
    "SaleDecision", "ScoreLine", "Setup", "action_from_dict", "action_from_text", "action_to_dict", "action_to_text",
    "announce_key", "apply_action", "as_remembered", "awaiting", "board_by_id", "board_named", "can_take_turn",
    "card_points", "default_board", "dict_to_json", "end_reason", "event_from_json", "event_to_json", "expansions",
    "frontier", "is_event_json", "legal_actions", "load_board", "memory_of", "new_game", "open_offers", "public",
    "replay", "sale_unblocks", "score", "small_number", "state_from_dict", "state_from_json", "state_to_dict",
    "state_to_json", "view", "visible_to", "winners"
]
