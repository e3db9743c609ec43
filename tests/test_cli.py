"""The command-line surface."""

import re
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from bot.cli import main


def test_bench_bot_without_the_checkouts_tests_says_where_it_runs_and_exits_2(capsys, monkeypatch):
    """Run from outside the checkout's root, tests/support (the stand-in) is not importable."""
    monkeypatch.setitem(sys.modules, "tests.support.bench_bot", None)  # importing it fails as if absent
    assert main(["bench", "bot", "--games", "1"]) == 2
    assert "run it from the root folder of a checkout" in capsys.readouterr().err


def test_bench_bot_without_the_test_extras_says_to_install_them_and_exits_2(capsys, monkeypatch):
    """A checkout installed with pip install . (the README's way to play) has the stand-in's
    files but not the packages it imports (jsonschema): one sentence, not a traceback."""
    stand_in = [name for name in sys.modules if name.startswith(("tests.support.bench_", "tests.support.standin"))
                or name == "tests.support.openapi_check"]
    for name in stand_in:  # imported again below, as in a fresh process; restored afterwards
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.setitem(sys.modules, "jsonschema", None)  # importing it fails as if not installed
    before = set(sys.modules)
    try:
        assert main(["bench", "bot", "--games", "1"]) == 2
    finally:
        for name in set(sys.modules) - before:  # the stand-in's modules the failed import left half-made
            if name.startswith("tests."):
                del sys.modules[name]
    said = refusal(capsys).rstrip("\n")
    assert said == ("bench bot needs the test extras, which this Python lacks (jsonschema is not installed): "
                    "run pip install -e '.[test]' in the checkout's venv first.")


@pytest.mark.parametrize("argv", [["bench", "engine"], ["tournament", "--match", "greedy,random"],
                                  ["tournament", "--help"]])
def test_without_the_lab_its_commands_say_they_need_a_checkout_and_exit_2(argv, capsys, monkeypatch):
    """As in the wheel, which leaves bot/lab out (tests/test_packaging.py runs the wheel itself)."""
    monkeypatch.setitem(sys.modules, "bot.lab.commands", None)  # importing it fails as if absent
    assert main(argv) == 2
    said = refusal(capsys)
    assert said.startswith(f"{argv[0]} is a tool for developers that only a checkout of the repository has")


def test_a_missing_module_inside_the_lab_is_not_taken_for_the_missing_lab(monkeypatch):
    """Only the lab's absence is the wheel's refusal; a dependency the lab lacks is a real error."""
    def lab_needing_numba(name: str) -> None:
        raise ModuleNotFoundError("No module named 'numba'", name="numba")

    monkeypatch.setattr("importlib.import_module", lab_needing_numba)
    with pytest.raises(ModuleNotFoundError, match="numba"):
        main(["bench", "engine"])


def test_bench_bot_with_no_table_left_for_people_says_so_and_exits_2(capsys):
    assert main(["bench", "bot", "--games", "10"]) == 2  # 16 computer tables by default: none for people
    assert "give fewer than 10, so that people play the rest" in capsys.readouterr().err


def test_tournament_prints_win_rates_and_balance(capsys):
    assert main(["tournament", "--games", "4", "--jobs", "1", "--search-iterations", "5"]) == 0
    out = capsys.readouterr().out
    assert "greedy vs random, 2 players: 4 games" in out and "95% CI" in out
    assert "search #1" in out and "random #4" in out
    assert "win rate by seat" in out and "married first" in out


def test_run_without_a_token_exits_2_with_a_clear_message(capsys, monkeypatch, tmp_path):
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.chdir(tmp_path)
    assert main([]) == 2
    assert "DISCORD_TOKEN is not set" in capsys.readouterr().err


def test_a_dotenv_file_supplies_the_token(monkeypatch, tmp_path):
    from bot.ops.config import Config

    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".env").write_text("# settings\nDISCORD_TOKEN='abc.def'\nSAMARKAND_DB=x.sqlite3\n")
    config = Config.from_env()
    assert (config.token, config.db_path) == ("abc.def", "x.sqlite3")


@pytest.mark.slow
def test_bench_render_and_service_print_their_figures(capsys, monkeypatch):
    import bot.lab.bench.passes as passes
    import bot.lab.bench.render as render
    import bot.lab.bench.service as service

    monkeypatch.setattr(render, "RUNS", 1)
    monkeypatch.setattr(service, "COMMANDS_PER_POINT", 8)
    monkeypatch.setattr(service, "GAME_COUNTS", (1, 100))  # the printing, not the figures: fewer games to write
    monkeypatch.setattr(passes, "GAMES", 300)  # and fewer for the scheduler's pass
    monkeypatch.setattr(passes, "DUE", 20)
    monkeypatch.setattr(passes, "PASSES", 3)
    assert main(["bench", "render"]) == 0
    out = capsys.readouterr().out
    assert out.count("render (draw + encode)") == 3 and "floor: encode alone" in out and "PNG" in out
    # one run each, as set: a single sample is its own median and p99
    timings = re.findall(r"median +([\d.]+) ms +p99 +([\d.]+) ms", out)
    assert timings and all(median == p99 for median, p99 in timings)
    assert main(["bench", "service"]) == 0
    out = capsys.readouterr().out
    assert "floor: bare upsert" in out and "100 game(s) in the database" in out


def test_the_token_never_shows_in_the_settings_printed(monkeypatch, tmp_path):
    from bot.ops.config import Config

    monkeypatch.setenv("DISCORD_TOKEN", "MTIz.secret-token")
    monkeypatch.setenv("SAMARKAND_DB", "postgresql://bot:secret-password@db/samarkand")
    monkeypatch.setenv("SAMARKAND_WEB_SECRET", "secret-signing-key-of-at-least-32-characters")
    monkeypatch.chdir(tmp_path)
    config = Config.from_env()
    assert config.token == "MTIz.secret-token"
    assert "secret" not in repr(config) and "secret" not in str(config)


def test_bench_render_examples_writes_the_readmes_images_on_the_shipped_board(capsys, tmp_path):
    from PIL import Image

    assert main(["bench", "render", "--examples", str(tmp_path / "docs")]) == 0
    written = sorted(p.name for p in (tmp_path / "docs").iterdir())
    assert written == ["example-board.png", "example-replay.gif", "example-targets.png", "example-turn-apart.png",
                       "example-turn.png"]
    for name in written:
        with Image.open(tmp_path / "docs" / name) as image:
            assert image.format == ("GIF" if name.endswith(".gif") else "PNG") and image.width >= 1000
    assert capsys.readouterr().out.count("bytes") == 5


@pytest.mark.parametrize("argv", [["play", "--seed", "99999999999999999999"], ["play", "--seed", "-1"],
                                  ["play", "--seed", "abc"], ["play", "--seed", "1e3"],
                                  ["tournament", "--seed", "-1"], ["tournament", "--seed", str(2**63)]])
def test_a_seed_out_of_range_is_one_sentence_with_the_range_and_exit_2(argv, capsys, tmp_path):
    assert main([*argv, "--db", str(tmp_path / "g.db")] if argv[0] == "play" else argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and f"from 0 to {2**63 - 1}" in err


@pytest.mark.parametrize("seed", ["-1", "abc"])
def test_a_seed_out_of_range_is_refused_in_the_games_language(seed, capsys, tmp_path):
    assert main(["play", "--lang", "de", "--seed", seed, "--db", str(tmp_path / "g.db")]) == 2
    err = capsys.readouterr().err
    assert "Gib eine ganze Zahl von 0 bis" in err and err.count("\n") == 1 and "usage" not in err


def test_ctrl_c_in_an_offline_game_stops_it_at_once_with_a_sentence(capsys):
    """The interrupt is raised where the game is, so nothing more is played and the game unwinds
    through its ``finally``; the command says the game is saved, exit 130."""
    import asyncio
    import os
    import signal

    from bot.cli import interruptible

    unwound: list[bool] = []
    moved: list[bool] = []

    async def game() -> int:
        try:
            await asyncio.sleep(0)
            os.kill(os.getpid(), signal.SIGINT)  # as if at the prompt, blocked in input()
            moved.append(True)  # the line typed next: asyncio's own handler would let the game play it
            await asyncio.sleep(0)
            return 0
        finally:
            unwound.append(True)

    before = signal.getsignal(signal.SIGINT)
    assert interruptible(game(), "de") == 130
    assert unwound == [True] and moved == [] and signal.getsignal(signal.SIGINT) is before
    said = "Die Partie ist gespeichert. Starte denselben Befehl noch einmal, um weiterzuspielen."
    assert capsys.readouterr().err.strip() == said



@pytest.mark.parametrize("ending", ["SIGTERM", "SIGHUP"])
def test_kill_or_a_closed_terminal_ends_an_offline_game_as_ctrl_c_does(ending, capsys):
    """SIGTERM (``kill``) and SIGHUP (the terminal closed) unwind the game through its
    ``finally`` as Ctrl-C does, where by default they end the process where it is and leave
    a computer's claim on its move held for two minutes; the shell's code for the signal."""
    import asyncio
    import os
    import signal

    from bot.cli import interruptible

    number = getattr(signal, ending)
    unwound: list[bool] = []
    moved: list[bool] = []

    async def game() -> int:
        try:
            await asyncio.sleep(0)
            os.kill(os.getpid(), number)
            moved.append(True)
            return 0
        finally:
            unwound.append(True)

    before = signal.signal(number, lambda *_: None)  # without the fix the signal is let by, not the test run ended
    try:
        assert interruptible(game(), "en") == 128 + number
        assert unwound == [True] and moved == []
    finally:
        signal.signal(number, before)
    assert capsys.readouterr().err.strip() == "The game is saved. Run the same command again to resume."


def test_ctrl_c_in_a_resumed_game_says_so_in_the_games_language(capsys, monkeypatch, tmp_path):
    """A game resumed without --lang goes on in the language it began in: so does the sentence
    that Ctrl-C ends it with."""
    from bot.offline.console import Console

    db, moves = tmp_path / "g.sqlite3", tmp_path / "moves.txt"
    moves.write_text("")
    assert main(["play", "--lang", "de", "--db", str(db), "--script", str(moves), "--images", "none"]) == 0
    capsys.readouterr()

    async def interrupted(self: Console, lines: object) -> None:
        raise KeyboardInterrupt  # as the signal handler raises it at the prompt

    monkeypatch.setattr(Console, "run", interrupted)
    assert main(["play", "--db", str(db), "--script", str(moves), "--images", "none"]) == 130
    said = "Die Partie ist gespeichert. Starte denselben Befehl noch einmal, um weiterzuspielen."
    assert capsys.readouterr().err.strip() == said


def unset(monkeypatch, *names: str) -> None:
    """Take these variables out of the environment, and have them taken out again afterwards
    (a .env file read by the test puts them back with os.environ, which monkeypatch does not see)."""
    for name in names:
        monkeypatch.setenv(name, "")
        monkeypatch.delenv(name)


def refusal(capsys) -> str:
    """What the command said on stderr, checked to be one line."""
    err = capsys.readouterr().err
    assert err.count("\n") == 1, err
    return err


@pytest.mark.parametrize("tick", ["abc", "0", "-5", "nan", "inf", "0.5", "3601"])
@pytest.mark.parametrize("argv", [[], ["sync"], ["migrate"], ["play"]])
def test_a_tick_that_is_no_number_of_seconds_in_range_is_one_sentence_and_exit_2(argv, tick, capsys, monkeypatch,
                                                                                  tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "bogus")
    monkeypatch.setenv("SAMARKAND_TICK_SECONDS", tick)
    assert main(argv) == 2
    assert f"SAMARKAND_TICK_SECONDS is '{tick}': give a number of seconds from 1 to 3600" in refusal(capsys)
    assert not (tmp_path / "samarkand.sqlite3").exists()


@pytest.mark.parametrize("argv", [[], ["run"], ["sync"]])
def test_the_readmes_placeholder_token_is_said_to_be_one_before_discord_is_asked(argv, capsys, monkeypatch, tmp_path):
    """The README's first command copied as it stands sent 'your-token' to Discord, and a machine
    that cannot reach it was told to wait and retry: the placeholder is named, exit 2, no file made."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "your-token")
    assert main(argv) == 2
    assert "DISCORD_TOKEN is your-token, the README's placeholder: put your bot's token there" in refusal(capsys)
    assert not (tmp_path / "samarkand.sqlite3").exists()
    assert "DISCORD_TOKEN=your-token" in (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")


def test_the_tick_defaults_to_a_minute_and_takes_seconds_in_range_and_db_alone_needs_no_settings(monkeypatch,
                                                                                                 tmp_path):
    from bot.ops.config import Config

    monkeypatch.chdir(tmp_path)
    unset(monkeypatch, "SAMARKAND_TICK_SECONDS")
    assert Config.from_env().tick_seconds == 60.0
    for typed, seconds in ((" 1 ", 1.0), ("2.5", 2.5), ("3600", 3600.0)):
        monkeypatch.setenv("SAMARKAND_TICK_SECONDS", typed)
        assert Config.from_env().tick_seconds == seconds
    monkeypatch.setenv("SAMARKAND_TICK_SECONDS", "abc")  # as for every setting: --db reads none of them
    sqlite3.connect(tmp_path / "g.sqlite3").close()  # migrate --db refuses a file that is not there
    assert main(["migrate", "--db", str(tmp_path / "g.sqlite3")]) == 0


@pytest.mark.parametrize("lines", ["=x", "DISCORD TOKEN=secret-token", "secret-token", "-X=1"])
def test_a_dotenv_line_that_is_no_setting_is_refused_by_file_and_line_without_repeating_it(lines, capsys,
                                                                                         monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "bogus")
    (tmp_path / ".env").write_text(f"# settings\n{lines}\n")
    assert main([]) == 2
    err = refusal(capsys)
    assert ".env, line 2, is not KEY=value" in err and "export KEY=value" in err
    assert "secret" not in err


def test_a_dotenv_file_that_is_not_utf8_is_one_sentence_and_exit_2(capsys, monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".env").write_bytes(b"DISCORD_TOKEN=caf\xe9\n")
    assert main(["migrate"]) == 2
    assert ".env is not UTF-8 text" in refusal(capsys)


def test_a_dotenv_file_takes_shell_style_export_lines(monkeypatch, tmp_path):
    from bot.ops.config import Config

    unset(monkeypatch, "DISCORD_TOKEN", "SAMARKAND_LOG", "SAMARKAND_DB")
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".env").write_text("export SAMARKAND_LOG=json\nexport  DISCORD_TOKEN = 'abc'\nSAMARKAND_DB =x\n")
    config = Config.from_env()
    assert (config.log_style, config.token, config.db_path) == ("json", "abc", "x")


@pytest.mark.parametrize("guild", ["abc", "-5", "0", "12 34", "１２", str(2**64)])
def test_a_development_server_that_is_no_id_is_refused_as_sync_guild_is(guild, capsys, monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "bogus")
    monkeypatch.setenv("SAMARKAND_DEV_GUILD", guild)
    assert main(["sync"]) == 2
    assert f"SAMARKAND_DEV_GUILD is '{guild}': give the development server's id" in refusal(capsys)


@pytest.mark.parametrize("guild", ["abc", "-5", "0", "１２", str(2**64)])
def test_sync_guild_that_is_no_server_id_is_refused_before_discord_is_asked(guild, capsys, monkeypatch, tmp_path):
    """0 would register globally, and a negative or too long id is a form error from Discord."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "bogus")
    with pytest.raises(SystemExit) as stopped:
        main(["sync", "--guild", guild])
    assert stopped.value.code == 2
    assert f"give the server's id, e.g. 123456789012345678 (Discord's Developer Mode: right-click the server, Copy " \
           f"Server ID), not '{guild}'" in capsys.readouterr().err


def test_the_development_server_is_an_id_or_nothing(monkeypatch, tmp_path):
    from bot.ops.config import Config

    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("SAMARKAND_DEV_GUILD", " 123456789012345678 ")
    assert Config.from_env().dev_guild == 123456789012345678
    monkeypatch.setenv("SAMARKAND_DEV_GUILD", "")
    assert Config.from_env().dev_guild is None


def test_stats_history_without_a_server_says_it_needs_one_and_exits_2(capsys, tmp_path):
    assert main(["stats", "--history", "--db", str(tmp_path / "g.sqlite3")]) == 2
    said = refusal(capsys)
    assert "stats --history lists one server's games: add --server" in said and "--server console" in said
    assert not (tmp_path / "g.sqlite3").exists()


def test_every_commands_db_help_names_the_default_file(monkeypatch):
    import argparse

    from bot.cli import build_parser
    from bot.ops.config import DEFAULT_DB

    commands = next(a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction))
    helps = {name: action.help for name, parser in commands.choices.items()
             for action in parser._actions if "--db" in action.option_strings}
    assert sorted(helps) == ["backup", "export", "forget", "import", "migrate", "play", "review", "stats",
                             "web"]
    assert all(str(text).endswith(f"(default: $SAMARKAND_DB or {DEFAULT_DB})") for text in helps.values()), helps


def test_stats_page_help_gives_the_page_sizes_the_pages_have(capsys):
    """The help said 25 and 8 a page after the pages became 12 and 5 (to keep within 2,000
    characters): it now reads the same sizes the leaderboard and the history are cut by."""
    from bot.ratings.standings import HISTORY_PAGE, PAGE

    with pytest.raises(SystemExit):
        main(["stats", "--help"])
    said = " ".join(capsys.readouterr().out.split())
    assert f"the leaderboard's page, {PAGE} a page, or the history's, {HISTORY_PAGE} a page" in said


def test_run_help_says_what_it_runs_and_where_its_settings_come_from(capsys):
    """``run --help`` showed only ``-h``: a newcomer asking the default command found nothing."""
    with pytest.raises(SystemExit):
        main(["run", "--help"])
    said = " ".join(capsys.readouterr().out.split())
    assert "Run the Discord bot" in said and "DISCORD_TOKEN" in said and "docs/operating.md" in said


def test_every_commands_every_option_says_what_it_does(capsys):
    """``--help`` is where a newcomer looks first: no option may be listed bare."""
    import argparse

    from bot.cli import build_parser

    commands = next(a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction))
    bare = [(name, action.dest) for name, parser in commands.choices.items() for action in parser._actions
            if not action.help]
    assert bare == []
    with pytest.raises(SystemExit):
        main(["play", "--help"])
    shown = " ".join(capsys.readouterr().out.split())
    assert "fixes a new game's deal and its computers' choices" in shown


def test_an_unknown_option_is_said_with_its_subcommands_usage(capsys):
    with pytest.raises(SystemExit) as stopped:
        main(["play", "--bogus"])
    err = capsys.readouterr().err
    assert stopped.value.code == 2 and err.startswith("usage: python -m bot play ") and "--humans" in err
    assert "unrecognized arguments: --bogus" in err
    with pytest.raises(SystemExit):
        main(["--bogus"])
    assert capsys.readouterr().err.startswith("usage: python -m bot [-h]")


def test_a_reader_that_closes_the_pipe_stops_the_command_quietly_with_141(tmp_path):
    """``python -m bot … | head -1``: head gone before the answer is written (here the pipe is
    closed before the interpreter has even started), no BrokenPipeError traceback."""
    database = tmp_path / "games.sqlite3"
    sqlite3.connect(database).close()
    process = subprocess.Popen([sys.executable, "-m", "bot", "migrate", "--db", str(database)], cwd=tmp_path,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert process.stdout is not None
    process.stdout.close()
    _, err = process.communicate(timeout=120)
    assert (process.returncode, err) == (141, "")


@pytest.mark.parametrize(("setting", "value"), [("SAMARKAND_SHARDS", "²"), ("SAMARKAND_RETAIN_DAYS", "²"),
                                                ("SAMARKAND_METRICS", "0.0.0.0:²"), ("SAMARKAND_WEB", "0.0.0.0:²"),
                                                ("SAMARKAND_MEMBER_GAMES", "²"), ("SAMARKAND_DEV_GUILD", "²")])
def test_a_digit_that_is_no_ascii_digit_is_one_sentence_naming_the_setting_and_exit_2(setting, value, capsys,
                                                                                      monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "bogus")
    monkeypatch.setenv(setting, value)
    assert main([]) == 2
    assert refusal(capsys).startswith(setting)


def test_a_shard_range_past_the_count_is_refused_without_listing_it(capsys, monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "bogus")
    monkeypatch.setenv("SAMARKAND_SHARDS", "4")
    monkeypatch.setenv("SAMARKAND_SHARD_IDS", "2-99999999999999")  # listed, it would fill the memory
    assert main([]) == 2
    assert "SAMARKAND_SHARD_IDS must name distinct shards from 0 to 3" in refusal(capsys)


@pytest.mark.parametrize(("written", "value"), [
    ("SAMARKAND_DB=games.sqlite3 # live", "games.sqlite3"), ("SAMARKAND_DB=games.sqlite3\t# live", "games.sqlite3"),
    ("SAMARKAND_DB='my # games.sqlite3'  # quoted", "my # games.sqlite3"),
    ('SAMARKAND_DB="a b.sqlite3"', "a b.sqlite3"),
    ("SAMARKAND_DB=games#1.sqlite3", "games#1.sqlite3"),
])
def test_a_dotenv_comment_after_a_value_is_no_part_of_it(written, value, monkeypatch, tmp_path):
    """As Docker Compose and python-dotenv read it: a database named with its comment would be
    a new empty file, and every game would look gone."""
    from bot.ops.config import Config

    unset(monkeypatch, "SAMARKAND_DB")
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".env").write_text(written + "\n", encoding="utf-8")
    assert Config.from_env().db_path == value


def test_a_dotenv_folder_is_refused_not_skipped(capsys, monkeypatch, tmp_path):
    """A folder named .env (a volume mounted at the wrong path) held settings the host meant."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".env").mkdir()
    assert main(["migrate"]) == 2
    assert ".env is not a file" in refusal(capsys)


@pytest.mark.parametrize("argv", [["migrate", "--db", ""], ["forget", "123456789012345678", "--db", " "],
                                  ["stats", "--db", ""], ["play", "--db", ""], ["copy", "--from", "", "--to", "x"]])
def test_an_empty_database_is_refused_not_read_as_none_given(argv, capsys, monkeypatch, tmp_path):
    """``--db "$DB"`` with DB unset: the command would act on SAMARKAND_DB's database, or make a
    new file here, if an empty --db counted as none."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("SAMARKAND_DB", str(tmp_path / "other.sqlite3"))
    with pytest.raises(SystemExit) as stopped:
        main(argv)
    assert stopped.value.code == 2
    assert "give the database's file or postgresql:// address, not an empty value" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


def test_an_interpreter_without_the_bots_packages_is_told_which_python_to_use():
    """A checkout's ``python -m bot`` outside its .venv printed --help, then a traceback
    ("No module named 'babel'") for every real command."""
    blocked = "import sys; sys.modules['babel'] = None; from bot.cli import main; raise SystemExit(main(['stats']))"
    run = subprocess.run([sys.executable, "-c", blocked], capture_output=True, text=True, timeout=120)
    assert run.returncode == 2 and "Traceback" not in run.stderr
    assert run.stderr.startswith(f"This Python ({sys.executable}) lacks babel, which the bot needs: ")


def test_the_modules_the_bot_requires_are_its_declared_dependencies():
    """``REQUIRED`` is what each of pyproject.toml's dependencies is imported as: one added
    there without its import name here would be a traceback again, one here without a
    dependency would blame the interpreter for a bug."""
    from importlib.metadata import packages_distributions, requires

    from bot.cli import REQUIRED
    declared = {re.split(r"[<>=!~\[; ]", line, maxsplit=1)[0].lower().replace("_", "-")
                for line in requires("samarkand-discord") or [] if "extra ==" not in line}
    imported = {name for name, dists in packages_distributions().items()
                if any(d.lower().replace("_", "-") in declared for d in dists)}
    assert imported >= REQUIRED
    assert declared == {d.lower().replace("_", "-") for name in REQUIRED for d in packages_distributions()[name]}


def test_a_missing_part_of_a_required_package_is_a_bug_with_its_traceback(monkeypatch):
    """Only the package itself missing is an interpreter without the bot: a missing part of one
    (an import the bot got wrong) must not be told as "this Python lacks discord"."""
    from bot import cli

    def broken(argv):
        raise ModuleNotFoundError("No module named 'discord.gone'", name="discord.gone")
    monkeypatch.setattr(cli, "_command", broken)
    with pytest.raises(ModuleNotFoundError):
        main([])
