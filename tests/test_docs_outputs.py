"""What the docs show a command printing is what the command prints: the `copy` walk-through in
docs/operating.md is a real run, copying the newest upgrade fixture (the last release's saved
database, ``tests/upgrade/README.md``) migrated to this version, so a new table, a new schema
version or a changed sentence shows up here before an operator reads a stale example. The
example's addresses are the walk-through's; everything else must match line for line."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.support.saved_databases import DUMPS, loaded

ROOT = Path(__file__).resolve().parents[1]
SOURCE, TARGET = "samarkand.sqlite3", "postgresql://samarkand:***@db-host:5432/samarkand"


def run(*arguments: str) -> str:
    done = subprocess.run([sys.executable, "-m", "bot", *arguments], capture_output=True, text=True, timeout=120,
                          cwd=ROOT, check=True)
    return done.stdout


def shown_copy() -> list[str]:
    """The example's lines, from "Copied" to the line before "Now set", unindented."""
    lines = [line.strip() for line in (ROOT / "docs" / "operating.md").read_text(encoding="utf-8").splitlines()]
    start = next(n for n, line in enumerate(lines) if line.startswith(f"Copied {SOURCE} to "))
    end = next(n for n, line in enumerate(lines) if n > start and line.startswith("Now set"))
    return lines[start:end]


def test_the_copy_example_is_what_copy_prints(tmp_path: Path):
    source = loaded(DUMPS[-1], tmp_path)
    run("migrate", "--db", str(source))
    target = tmp_path / "copy.sqlite3"
    printed = run("copy", "--from", str(source), "--to", str(target))
    lines = [line.strip() for line in printed.replace(str(source), SOURCE).replace(str(target), TARGET).splitlines()]
    assert shown_copy() == lines[:len(shown_copy())]
    assert lines[len(shown_copy())].startswith("Now set")
