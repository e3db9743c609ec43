"""The board study's figures, as docs/computer-players.md ("The board's balance") reports
them for the shipped board (``silk-road-3``): each family's win share against a fair one when
a seat must marry it first, and each seat's, among greedy computer players (``python -m bot
tournament --study families`` and ``--study seats``, 1,000 games each). ``/stats
families:True`` shows them beside a server's own; they are quoted, not measured at run time,
and change only when the study is run again (then here and in the docs together)."""

from __future__ import annotations

STUDY_FAMILIES: dict[str, float] = {  # 1.0 is a fair share
    "Byzant": 1.053, "Khazar": 0.969, "Sogdian": 1.008, "Uyghur": 1.038, "Chinese": 0.950,
    "Levant": 0.974, "Tigris": 1.011, "Arabian": 1.022, "Persian": 0.977, "Sindh": 1.057,
}

STUDY_SEATS: dict[int, tuple[float, ...]] = {  # by player count, the first seat to play first
    2: (0.99, 1.01),
    3: (1.11, 1.02, 0.88),
    4: (1.11, 1.10, 0.98, 0.81),
    5: (1.16, 1.16, 1.00, 0.83, 0.87),
}
