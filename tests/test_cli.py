"""The command-line surface."""

from bot.cli import main


def test_bench_engine_prints_figures_for_every_player_count(capsys):
    assert main(["bench", "engine", "--games", "2"]) == 0
    out = capsys.readouterr().out
    for players in range(2, 6):
        assert f"{players} players" in out
    for figure in ("games/s", "actions/game", "legal_actions", "apply_action", "state JSON",
                   "to JSON", "from JSON", "p99"):
        assert figure in out


def test_a_command_not_built_yet_says_so_and_fails(capsys):
    assert main(["tournament"]) == 2
    assert "Not built yet" in capsys.readouterr().err
