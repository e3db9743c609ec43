"""Who may import whom (``docs/architecture.md#layers``): the engine only itself and the
standard library; rendering only the engine's types, Pillow and itself; the cogs never the
database; the store never the words; and no module imports, through any chain, one that
imports it back (function-level and type-checking imports count too)."""

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
    database = ("aiosqlite", "sqlite3", "asyncpg", "bot.store")
    touching = {path: {n for n in names if n.startswith(database)} for path, names in imports("cogs").items()}
    assert {path: names for path, names in touching.items() if names} == {}


PACKAGES = ("bot", "cogs", "rendering")


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def sources() -> dict[str, ast.Module]:
    return {module_name(path): ast.parse(path.read_text(encoding="utf-8"))
            for package in PACKAGES for path in (ROOT / package).rglob("*.py")}


def defined_in(package: str, name: str, trees: dict[str, ast.Module]) -> str:
    """The module that ``from package import name`` takes ``name`` from: the submodule of
    that name, or the one the package's ``__init__`` re-exports it from, else the package."""
    if f"{package}.{name}" in trees:
        return f"{package}.{name}"
    for node in ast.walk(trees.get(package, ast.Module(body=[], type_ignores=[]))):
        if isinstance(node, ast.ImportFrom) and node.module in trees and \
                any((alias.asname or alias.name) == name for alias in node.names):
            return node.module
    return package


def graph() -> dict[str, set[str]]:
    """Each of the project's modules and the project's modules it imports (resolved through
    the packages' re-exports, and the package itself, whose ``__init__`` runs first)."""
    trees = sources()
    edges: dict[str, set[str]] = {name: set() for name in trees}
    for name, tree in trees.items():
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                edges[name] |= {alias.name for alias in node.names if alias.name in trees}
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module in trees:
                edges[name] |= {defined_in(node.module, alias.name, trees) for alias in node.names}
                edges[name].add(node.module)  # the package's __init__ runs first, whatever it is asked for
        edges[name].discard(name)
    return edges


def circle_through(start: str, edges: dict[str, set[str]]) -> list[str]:
    """A chain of imports from ``start`` back to itself, if there is one."""
    path, seen = [start], set()

    def walk(node: str) -> bool:
        for after in sorted(edges[node]):
            if after == start:
                return True
            if after not in seen:
                seen.add(after)
                path.append(after)
                if walk(after):
                    return True
                path.pop()
        return False
    return path if walk(start) else []


def test_no_module_imports_itself_back_through_a_chain():
    edges = graph()
    circles = [circle for name in sorted(edges) if (circle := circle_through(name, edges))]
    assert circles == [], " -> ".join(circles[0] + circles[0][:1]) if circles else ""


def reached(start: str, edges: dict[str, set[str]]) -> set[str]:
    found, todo = set(), [start]
    while todo:
        for after in edges[todo.pop()] - found:
            found.add(after)
            todo.append(after)
    return found


def test_the_store_depends_on_neither_the_words_nor_the_service():
    edges = graph()
    store = [name for name in edges if name.startswith("bot.store")]
    above = ("bot.words.i18n", "bot.words.narrate", "bot.words.textboard", "bot.service", "cogs", "rendering")
    wrong = {name: sorted(m for m in reached(name, edges) if m.startswith(above)) for name in store}
    assert {name: found for name, found in wrong.items() if found} == {}


def test_no_two_modules_share_a_name():
    """A module's name says what it holds, once: ``panel.py`` in two places leaves a reader
    guessing which one an import means (package ``__init__`` and ``__main__`` aside)."""
    names: dict[str, list[str]] = {}
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            if path.stem not in ("__init__", "__main__"):
                names.setdefault(path.name, []).append(str(path.relative_to(ROOT)))
    assert {name: paths for name, paths in names.items() if len(paths) > 1} == {}
