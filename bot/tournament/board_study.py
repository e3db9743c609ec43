"""The board study's figures, as docs/computer-players.md ("The board's balance") reports
them for the shipped board (``silk-road-2``): each family's win share against a fair one when
a seat must marry it first, and each seat's, among greedy computer players (``python -m bot
tournament --study families`` and ``--study seats``, 1,000 games each). ``/stats
families:True`` shows them beside a server's own; they are quoted, not measured at run time,
and change only when the study is run again (then here and in the docs together)."""

from __future__ import annotations

STUDY_FAMILIES: dict[str, float] = {  # 1.0 is a fair share
    "Byzant": 0.987, "Khazar": 1.081, "Sogdian": 0.980, "Uyghur": 1.090, "Chinese": 1.029,
    "Levant": 1.037, "Tigris": 1.060, "Arabian": 0.971, "Persian": 1.016, "Sindh": 1.034,
}

STUDY_SEATS: dict[int, tuple[float, ...]] = {  # by player count, the first seat to play first
    2: (0.99, 1.01),
    3: (1.19, 0.93, 0.88),
    4: (1.07, 1.11, 1.01, 0.81),
    5: (1.09, 1.13, 1.05, 0.93, 0.81),
}
