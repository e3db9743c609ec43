"""How many of a rival's moves the expert judges in a world, and how many it keeps: one place
for both ways the walk runs (``bot.ai.rivals`` in pure Python, ``bot.ai.kernel.replies``
compiled), which must draw the same sample. Plain Python, so the pure-Python walk imports it
without numba."""

from __future__ import annotations

REPLY_SAMPLE = 10     # a rival's legal moves judged in a world, at 2 and 3 players
CROWDED = 4           # from this many players three rivals answer between two own moves, so each
CROWDED_SAMPLE = 16   # answer is judged from more: at 4 players 16 won the expert 52.5% of 160 games
                      # at the cap, 10 46.7% of 120 (docs/computer-players.md#the-expert-level)
REPLY_KEEP = 3        # of which the best few are its choices in the tree
MOST_SAMPLED = max(REPLY_SAMPLE, CROWDED_SAMPLE)  # the size of the compiled walk's array of picks


def reply_sample(players: int) -> int:
    """Rival moves judged a world at ``players`` seats (the compiled walk inlines these: it can't call Python)."""
    return CROWDED_SAMPLE if players >= CROWDED else REPLY_SAMPLE
