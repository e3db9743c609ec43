"""Computer players. Each sees only a concealed copy of the state (``conceal``), in which
every secret its seat may not know has been dealt again at random."""

from bot.ai.conceal import conceal
from bot.ai.levels import DEFAULT_LEVEL, LEVEL_SKILLS, LEVELS, OFFERED, ComputerPlayer, Level, level_of, make_player

__all__ = ["DEFAULT_LEVEL", "LEVELS", "LEVEL_SKILLS", "OFFERED", "ComputerPlayer", "Level", "conceal", "level_of",
           "make_player"]
