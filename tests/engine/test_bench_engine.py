"""``python -m bot bench engine``: the engines' and the searching levels' figures, printed for
every table size. With the engines' tests, which CI runs once, at the newest versions (the
compiled kernel at the lowest numba is checked by tests/kernel)."""

import re

import pytest

from bot.cli import main


@pytest.mark.slow
def test_bench_engine_prints_figures_for_every_player_count(capsys):
    assert main(["bench", "engine", "--games", "2"]) == 0
    out = capsys.readouterr().out
    for players in range(2, 6):
        assert f"{players} players" in out
    for figure in ("games/s", "actions/game", "legal_actions", "apply_action", "state JSON",
                   "to JSON", "from JSON", "p99", "fast engine", "iterations/s"):
        assert figure in out
    for engine in ("fast engine", "compiled kernel"):  # the test extra installs numba: the kernel is timed
        ratios = next(line for line in out.splitlines() if line.startswith(f"Random playouts, {engine} vs"))
        assert len(re.findall(r"[2-5] players \d+\.\dx", ratios)) == 4  # a ratio per player count
    rollouts = out.split("The rollout, compiled vs pure Python", 1)[1].splitlines()[1:5]  # per table size
    assert all(re.search(r"Python +\d+\.\d+ ms +compiled +\d+\.\d+ ms +\(\d+\.\dx\)", line) for line in rollouts)
    capped = [line for line in out.splitlines() if " over)  walks a move: median " in line]
    # each searching level by table size, with compiled thinking and without
    assert len(capped) == 16 and all("median" in line and "p95" in line and "max" in line for line in capped)
    assert sum(" compiled " in line for line in capped) == sum(" Python " in line for line in capped) == 8
    # as in Discord, under the wall ceiling: each row's wall time and cut moves, and each level's cuts at the end
    assert all(re.search(r"wall median \d+\.\d\d s  max \d+\.\d\d s  \(\d+ cut\)$", line) for line in capped)
    cuts = next(line for line in out.splitlines() if "wall ceiling cut short of their CPU budget: " in line)
    assert re.search(r": search \d+ of 8, expert \d+ of 8 \(", cuts)
