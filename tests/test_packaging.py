"""The wheel is what an operator installs, so it must hold the whole product and nothing of
the tests or the lab: every module of bot/, cogs/ and rendering/ but bot/lab/ (the package
list in pyproject.toml is explicit, so a new folder left out of it would be missing), the
shipped data under bot/data, no test double, and no benchmark, research tool, compiled kernel
or test database (the lab's). Built offline, without build isolation, from a copy of what the
build reads, so no stale build folder of the checkout can slip into it."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BUILD_INPUTS = ("pyproject.toml", "README.md", "LICENSE", "bot", "cogs", "rendering", "data")
PACKAGES = ("bot", "cogs", "rendering")
LAB = "bot/lab/"  # what the wheel leaves out: only a checkout has it


def build_wheel(into: Path) -> Path:
    """A wheel built from a fresh copy of the build's inputs."""
    source = into / "source"
    source.mkdir()
    for name in BUILD_INPUTS:
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, source / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(ROOT / name, source / name)
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation", "--no-index",
                    "-w", str(into / "dist"), str(source)], check=True, capture_output=True, timeout=300)
    (wheel,) = (into / "dist").glob("*.whl")
    return wheel


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_wheel(tmp_path_factory.mktemp("wheel"))


def names_in(wheel: Path) -> list[str]:
    with zipfile.ZipFile(wheel) as archive:
        return archive.namelist()


def files_under(folder: Path) -> set[str]:
    return {path.relative_to(folder).as_posix() for path in folder.rglob("*")
            if path.is_file() and "__pycache__" not in path.parts}


def test_the_wheel_ships_every_module_but_the_labs_and_the_data_and_no_test_double(wheel):
    names = names_in(wheel)
    modules = {f"{package}/{name}" for package in PACKAGES for name in files_under(ROOT / package)}
    shipped = {name for name in modules if not name.startswith(LAB)}
    data = {f"bot/data/{name}" for name in files_under(ROOT / "data")}
    assert sorted(shipped - set(names)) == []
    assert sorted(data - set(names)) == []
    assert {name.split("/")[0] for name in names if ".dist-info/" not in name} == set(PACKAGES)
    assert "bot/ratings/skill.py" in names and "bot/lab/bench/engine.py" in modules - shipped
    assert "bot/ai/kernel/policy.py" in names
    licences = [name for name in names if ".dist-info/" in name and "LICENSE" in name]
    assert licences, "the wheel carries the project's licence in its metadata"


# What of the lab and the tests must never ship, by what it is: the benchmarks, the research
# tools, the throwaway PostgreSQL, the Discord stand-in and its benchmarks. (The compiled kernel,
# bot/ai/kernel, ships: the computer players' rollouts run on it where numba is installed.)
NOT_SHIPPED = ("bot/lab/", "bench", "tournament/", "/study.py", "/ladder.py", "throwaway", "standin/")


def test_the_wheel_holds_no_benchmark_research_tool_stand_in_or_test_database(wheel):
    assert [name for name in names_in(wheel) if any(part in name for part in NOT_SHIPPED)] == []


def run_from_the_wheel(wheel: Path, into: Path, *argv: str) -> subprocess.CompletedProcess[str]:
    """``python -m bot ARGV`` on the wheel's own files, outside the checkout: the wheel unpacked
    and put first on the path, site's .pth files (the editable install's import hook, which
    would find the checkout's bot/lab/) left unread, the dependencies taken from site-packages."""
    unpacked = into / "unpacked"
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(unpacked)
    path = os.pathsep.join([str(unpacked), sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]])
    return subprocess.run([sys.executable, "-S", "-m", "bot", *argv], cwd=into, capture_output=True, text=True,
                          env={**os.environ, "PYTHONPATH": path}, timeout=120)


@pytest.mark.parametrize("argv", [["bench", "engine", "--games", "3"], ["bench", "bot"],
                                  ["tournament", "--match", "greedy,random"], ["tournament", "--help"]])
def test_the_installed_bot_refuses_the_labs_commands_in_one_sentence_with_exit_2(wheel, tmp_path, argv):
    done = run_from_the_wheel(wheel, tmp_path, *argv)
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert f"{argv[0]} is a tool for developers that only a checkout of the repository has" in done.stderr


def test_the_installed_command_line_runs_and_lists_the_labs_commands_as_checkout_only(wheel, tmp_path):
    """The refusal is the lab's absence, not a broken wheel: the rest of the command line runs."""
    done = run_from_the_wheel(wheel, tmp_path, "--help")
    said = " ".join(done.stdout.split())
    assert done.returncode == 0 and "print performance figures (in a checkout of the repository only)" in said
    assert "the ladder (in a checkout of the repository only)" in said and "offline in the terminal" in said
