"""The board study's figures, as docs/computer-players.md ("The board's balance") reports
them for the shipped board (``silk-road-4``): each family's win share against a fair one when
a seat must marry it first, and each seat's, among greedy computer players (``python -m bot
tournament --study families`` and ``--study seats``, 1,000 games each). ``/stats
families:True`` shows them beside a server's own; they are quoted, not measured at run time,
and change only when the study is run again (then here and in the docs together)."""

from __future__ import annotations

STUDY_FAMILIES: dict[str, float] = {  # 1.0 is a fair share
    "Byzant": 1.010, "Khazar": 0.942, "Sogdian": 1.050, "Uyghur": 1.036, "Chinese": 1.020,
    "Levant": 1.142, "Tigris": 1.012, "Arabian": 1.020, "Persian": 1.025, "Sindh": 0.971,
}

STUDY_SEATS: dict[int, tuple[float, ...]] = {  # by player count, the first seat to play first
    2: (1.11, 0.89),
    3: (1.22, 0.92, 0.86),
    4: (1.07, 1.11, 0.96, 0.86),
    5: (1.18, 1.14, 1.09, 0.80, 0.80),
}
