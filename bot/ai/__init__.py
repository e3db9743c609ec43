"""Computer players. Each sees only a concealed copy of the state (``conceal``), in which
every secret its seat may not know has been dealt again at random."""

from bot.ai.conceal import conceal
from bot.ai.levels import LEVELS, SEARCH_LEVELS, ComputerPlayer, make_player

__all__ = ["LEVELS", "SEARCH_LEVELS", "ComputerPlayer", "conceal", "make_player"]
