"""Samarkand plugged into the platform: the game interface (``bot.games.interface``)
answered by the rules engine and the computer levels. ``SAMARKAND`` is the one instance the
composition roots hand the platform."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from bot.ai import LEVEL_SKILLS, Level
from bot.engine import (
    Action,
    BoardError,
    RuleError,
    action_from_dict,
    action_from_text,
    action_to_text,
    as_remembered,
    board_by_id,
    dict_to_json,
    event_from_json,
    event_to_json,
    is_event_json,
    memory_of,
    score,
    state_from_json,
    state_to_dict,
    winners,
)
from bot.games.interface import Finished, Result, Statements
from bot.games.samarkand.carry_over import states_under_own_rules
from bot.games.samarkand.family_balance import tally_finished
from bot.games.samarkand.game_settings import Settings
from bot.ratings.skill import Skill
from bot.store.log_and_news import logged_action


class Samarkand:
    """The game interface for Samarkand (see ``bot.games.interface.Game``)."""

    @property
    def name(self) -> str:
        return "samarkand"

    action_to_text = staticmethod(action_to_text)
    action_from_text = staticmethod(action_from_text)

    def action_from_dict(self, data: Mapping[str, Any]) -> Action:  # JSON: the log before the short text
        return action_from_dict(dict(data))

    event_to_json = staticmethod(event_to_json)
    event_from_json = staticmethod(event_from_json)
    is_event_json = staticmethod(is_event_json)

    def result(self, state: str) -> Result:
        final = state_from_json(state)
        return Result(tuple(line.total for line in score(final)), tuple(winners(final)))

    @property
    def table_settings(self) -> type[Settings]:
        return Settings

    def level_skill(self, level: str) -> Skill:
        return LEVEL_SKILLS[Level(level)]

    count_finished = staticmethod(tally_finished)

    async def count_again(self, tx: Statements, games: Sequence[Finished]) -> None:
        for table in ("family_tallies", "seat_tallies"):
            await tx.execute(f"DELETE FROM {table}")
        for game in games:
            await tally_finished(tx, game)

    def replayed(self, saved: str, settings: Mapping[str, Any], names: Sequence[str], seed: int,
                 log: Sequence[tuple[int, str]]) -> str:
        setup = Settings.from_json(settings).setup
        try:
            kept = json.loads(saved)
            actions = [(seat, logged_action(text, self)) for seat, text in log]
            replay = setup(board_by_id(kept["board"])).replay(list(names), seed, actions, seated=True)
            return dict_to_json(as_remembered(state_to_dict(replay), memory_of(kept)))
        except (BoardError, RuleError, KeyError, TypeError, ValueError):
            return ""

    carry_over_states = staticmethod(states_under_own_rules)


SAMARKAND = Samarkand()
