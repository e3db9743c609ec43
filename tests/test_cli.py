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


def test_bench_render_and_service_print_their_figures(capsys, monkeypatch):
    import bot.bench.render as render
    import bot.bench.service as service

    monkeypatch.setattr(render, "RUNS", 2)
    monkeypatch.setattr(service, "COMMANDS_PER_POINT", 8)
    assert main(["bench", "render"]) == 0
    out = capsys.readouterr().out
    assert out.count("render (draw + encode)") == 3 and "floor: encode alone" in out and "PNG" in out
    assert main(["bench", "service"]) == 0
    out = capsys.readouterr().out
    assert "floor: bare upsert" in out and "1000 game(s) in the database" in out
