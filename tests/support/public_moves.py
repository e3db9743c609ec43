"""Games played from public facts only, so that two runs that differ in a secret (who holds
a card, whether they keep it) play the same moves: the secrecy tests compare what the bot
said, counted or logged in each."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from bot.engine import Action, Board, Discard, Expand, GameState, SaleDecision, awaiting, legal_actions, state_to_json
from tests.support.discord_players import current


async def rig(bot: Any, edit: Callable[[GameState], None]) -> None:
    """Change the live game's state in place (deal a card, say) and save it."""
    row, state = await current(bot)
    edit(state)
    row.state = state_to_json(state)
    await bot.service.store.save(row)


def public_move(state: GameState, rng: random.Random) -> tuple[int, Action]:
    """The awaited seat's move from public facts only: the same in every variant."""
    decision = awaiting(state)[0]
    if decision.kind == "discard":
        return decision.player, Discard(tuple(state.players[decision.player].hand[:decision.least]))
    return decision.player, rng.choice([a for a in legal_actions(state, decision.player)
                                        if not isinstance(a, SaleDecision)])


def goods_reached(board: Board, state: GameState, action: Action) -> list[int]:
    """The goods whose empty space the move's camels reach first: the sale windows it opens,
    whose card a test deals to whom it likes before the move is played."""
    if not isinstance(action, Expand):
        return []
    return [good for space in action.spaces
            if (good := board.spaces[space].good) is not None and not state.occupants(space)]
