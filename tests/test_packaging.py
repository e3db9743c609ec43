"""The wheel is what an operator installs, so it must hold the whole product and nothing of
the tests: every module of bot/, cogs/ and rendering/ (the package list in pyproject.toml is
explicit, so a new folder left out of it would be missing), the shipped data under bot/data,
and no test double. Built offline, without build isolation, from a copy of what the build
reads, so no stale build folder of the checkout can slip into it."""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BUILD_INPUTS = ("pyproject.toml", "README.md", "bot", "cogs", "rendering", "data")
PACKAGES = ("bot", "cogs", "rendering")


def build_wheel(into: Path) -> list[str]:
    """The names in a wheel built from a fresh copy of the build's inputs."""
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
    with zipfile.ZipFile(wheel) as archive:
        return archive.namelist()


def files_under(folder: Path) -> set[str]:
    return {path.relative_to(folder).as_posix() for path in folder.rglob("*")
            if path.is_file() and "__pycache__" not in path.parts}


def test_the_wheel_ships_every_module_and_the_data_and_no_test_double(tmp_path):
    names = build_wheel(tmp_path)
    modules = {f"{package}/{name}" for package in PACKAGES for name in files_under(ROOT / package)}
    data = {f"bot/data/{name}" for name in files_under(ROOT / "data")}
    assert sorted(modules - set(names)) == []
    assert sorted(data - set(names)) == []
    assert {name.split("/")[0] for name in names if ".dist-info/" not in name} == set(PACKAGES)
    assert [name for name in names if "standin/" in name or "bench_bot" in name] == []
