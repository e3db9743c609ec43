"""Who may import whom (``docs/architecture.md#layers``): the engine only itself and the
standard library; rendering only the engine's types, Pillow and itself; the cogs never the database."""

import ast
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
STANDARD = set(sys.stdlib_module_names) | {"__future__"}


def imports(folder: str) -> dict[str, set[str]]:
    """Every module imported by the files of ``folder``, by file."""
    found = {}
    for path in (ROOT / folder).rglob("*.py"):
        names = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names |= {alias.name for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module)
        found[str(path.relative_to(ROOT))] = names
    return found


def outside(names: set[str], allowed: tuple[str, ...]) -> set[str]:
    return {n for n in names if n.split(".")[0] not in STANDARD and not n.startswith(allowed)}


@pytest.mark.parametrize(("folder", "allowed"), [
    ("bot/engine", ("bot.engine",)),
    ("rendering", ("bot.engine", "rendering", "PIL")),
])
def test_a_layer_imports_only_what_it_may(folder, allowed):
    wrong = {path: outside(names, allowed) for path, names in imports(folder).items()}
    assert {path: names for path, names in wrong.items() if names} == {}


def test_the_cogs_never_touch_the_database():
    database = ("aiosqlite", "sqlite3", "asyncpg", "bot.store", "bot.migrations")
    touching = {path: {n for n in names if n.startswith(database)} for path, names in imports("cogs").items()}
    assert {path: names for path, names in touching.items() if names} == {}
