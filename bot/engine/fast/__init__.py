"""The fast engine for playouts: the same rules as ``bot.engine`` on a flat mutable state
whose frontiers follow the camels, with moves counted and only the chosen one built, and no
checks or events. The reference engine stays the one the game is played with; this one is
for the computer players' thinking, and a differential test (``tests/engine/test_fast.py``)
holds the two to the same legal moves and states. ``flat`` holds the state, ``move_list``
the moves, ``playout`` applying one (docs/engine.md#the-fast-engine-for-computer-players-thinking).

    s = fast_state(state)             # from a GameState (a copy)
    listed = moves(s, s.to_move())    # listed.total, listed.at(i), listed.all()
    play(s, seat, listed.at(i))
    game_state(s)                     # back to a GameState
"""

from bot.engine.fast.flat import FastState, Open, card_points, fast_state, game_state, hand_points
from bot.engine.fast.move_list import Moves, moves
from bot.engine.fast.playout import play

__all__ = ["FastState", "Moves", "Open", "card_points", "fast_state", "game_state", "hand_points", "moves", "play"]
