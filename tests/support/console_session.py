"""Offline play as the tests drive it: a console on a store of its own, and an action as a
player would type it there."""

from __future__ import annotations

from bot.engine import Discard, Expand, Marry, SaleDecision, state_from_json, state_to_json
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.offline.console import Console
from bot.store import Store


def typed(action, board) -> str:
    """How a player would type this action at the console."""
    match action:
        case Marry(family):
            return f"marry {board.families[family].name}"
        case Expand(family, spaces):
            return " ".join(["expand", board.families[family].name.lower(), *(board.spaces[s].label for s in spaces)])
        case Discard(cards):
            return " ".join(["discard", *(board.goods[c].name if " " not in board.goods[c].name else str(c)
                                          for c in cards)])
        case SaleDecision(card, sell):
            return f"{'sell' if sell else 'keep'} {card}"
    raise AssertionError(action)


async def open_console(path, out, table="t", images=None, interactive=False):
    store = await Store.open(path, SAMARKAND)
    console = Console(GameService(store), out, table, interactive=interactive, images=images, db=str(path))
    return store, console


async def rig(console, edit):
    """Change the console's stored state directly (test set-up only)."""
    row = await console.service.store.live_game(console.channel)
    state = state_from_json(row.state)
    edit(state)
    row.state = state_to_json(state)
    await console.service.store.save(row)
